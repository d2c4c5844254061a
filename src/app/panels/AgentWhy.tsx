/**
 * "Give it another agent": an agent to choose (the first offered is chosen), and the changes that would give the
 * entry that agent (a session's, a message's), found by the engine once asked.
 */
import { useId, useState } from "react";
import type { WhyTarget } from "../../core/index";
import { WhyFor } from "./Why";

export function AgentWhy({
  agents,
  label,
  ask,
  targetFor,
  entry,
}: {
  /** The agents offered, the one to choose first at the head. */
  readonly agents: readonly string[];
  readonly label: string;
  readonly ask: string;
  readonly targetFor: (agent: string) => WhyTarget;
  /** What the question is about (a new question when it changes). */
  readonly entry: string;
}) {
  const [want, setWant] = useState("");
  const [asked, setAsked] = useState<string | undefined>();
  const id = useId();
  if (agents.length === 0) return null;
  const chosen = want !== "" && agents.includes(want) ? want : agents[0]!;
  return (
    <div className="session-why">
      <label htmlFor={id}>{label}</label>{" "}
      <select id={id} value={chosen} onChange={(e) => setWant(e.target.value)}>
        {agents.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </select>{" "}
      <button type="button" onClick={() => setAsked(chosen)}>
        {ask}
      </button>
      {asked !== undefined ? (
        <WhyFor key={`${entry}\u0000${asked}`} target={targetFor(asked)} onClose={() => setAsked(undefined)} />
      ) : null}
    </div>
  );
}
