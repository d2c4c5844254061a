/** "Route it to the agent…": an agent to choose (the one expected first), and the bindings changes that would. */
import { T } from "../texts";
import type { OpenClawMessageVM } from "../view-model/routing";
import { AgentWhy } from "./AgentWhy";

export function MessageWhy({ message }: { readonly message: OpenClawMessageVM }) {
  return (
    <AgentWhy
      agents={message.others}
      label={T.openclaw.routing.routeTo}
      ask={T.openclaw.routing.whatWould}
      entry={String(message.index)}
      targetFor={(agent) => ({ kind: "message", index: message.index, agent })}
    />
  );
}
