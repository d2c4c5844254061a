/** "What would give it another agent?": an agent to choose, and the changes that would make the session resolve to it. */
import { useId, useState } from "react";
import { T } from "../texts";
import type { SessionVM } from "../view-model/index";
import { WhyFor } from "./Why";

export function SessionWhy({ vm }: { readonly vm: SessionVM }) {
  const [want, setWant] = useState("");
  const [asked, setAsked] = useState<string | undefined>();
  const id = useId();
  if (vm.others.length === 0) return null;
  const chosen = want !== "" && vm.others.includes(want) ? want : vm.others[0]!;
  return (
    <div className="session-why">
      <label htmlFor={id}>{T.why.sessionAgent}</label>{" "}
      <select id={id} value={chosen} onChange={(e) => setWant(e.target.value)}>
        {vm.others.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </select>{" "}
      <button type="button" onClick={() => setAsked(chosen)}>
        {T.why.sessionAsk}
      </button>
      {asked !== undefined ? (
        <WhyFor
          key={`${vm.index}\u0000${asked}`}
          target={{ kind: "session", index: vm.index, agent: asked }}
          onClose={() => setAsked(undefined)}
        />
      ) : null}
    </div>
  );
}
