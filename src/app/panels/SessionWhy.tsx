/** "What would give it another agent?": an agent to choose, and the changes that would make the session resolve to it. */
import { T } from "../texts";
import type { SessionVM } from "../view-model/index";
import { AgentWhy } from "./AgentWhy";

export function SessionWhy({ vm }: { readonly vm: SessionVM }) {
  return (
    <AgentWhy
      agents={vm.others}
      label={T.why.sessionAgent}
      ask={T.why.sessionAsk}
      entry={String(vm.index)}
      targetFor={(agent) => ({ kind: "session", index: vm.index, agent })}
    />
  );
}
