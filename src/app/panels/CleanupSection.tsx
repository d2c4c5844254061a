/**
 * "Clean up for <release>": the keys the release refuses as unknown, listed, the verdict the config gets without
 * them, and a button that removes them all in one edit of the config (one Ctrl+Z brings them back).
 */
import { useContext, useState } from "react";
import { T } from "../texts";
import type { CleanupVM } from "../view-model/openclaw";
import { ConvertContext } from "./convert";

export function CleanupSection({ cleanup }: { cleanup: CleanupVM }) {
  const apply = useContext(ConvertContext);
  const [outcome, setOutcome] = useState<{ readonly against: string; readonly done: boolean } | undefined>();
  // An outcome speaks of the text it was asked for: a new preview starts without one.
  const said = outcome?.against === cleanup.against ? outcome : undefined;
  return (
    <section aria-labelledby="cleanup-title" className="cleanup" data-testid="openclaw-cleanup">
      <h3 id="cleanup-title">{cleanup.title}</h3>
      <p>{cleanup.intro}</p>
      <ul className="upgrade-lines" data-testid="cleanup-keys">
        {cleanup.keys.map((key) => (
          <li key={key}>
            <code>{key}</code>
          </li>
        ))}
      </ul>
      <p data-testid="cleanup-after">{cleanup.after}</p>
      <button
        type="button"
        disabled={!apply}
        onClick={() =>
          setOutcome({
            against: cleanup.against,
            done: apply?.(cleanup.against, cleanup.edits, cleanup.profile, cleanup.reveal) ?? false,
          })
        }
      >
        {cleanup.apply}
      </button>
      <p role="status" className="muted">
        {said ? (said.done ? T.cleanup.applied : T.cleanup.stale) : ""}
      </p>
    </section>
  );
}
