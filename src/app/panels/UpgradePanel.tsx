/**
 * The upgrade preview (OpenClaw 2026.7): what moving to 2026.9 changes for this config, and a button that converts
 * its legacy `agents.list` into `agents.entries`, saying first which entry becomes which key. The conversion is
 * one edit of the config (one Ctrl+Z brings the list back).
 */
import { memo, useContext, useState } from "react";
import { T } from "../texts";
import type { UpgradeLine, UpgradeVM } from "../view-model/upgrade";
import { ConvertContext } from "./convert";

function Lines({ items, testId }: { items: readonly UpgradeLine[]; testId: string }) {
  return (
    <ul className="upgrade-lines" data-testid={testId}>
      {items.map((line) => (
        <li key={line.key} data-kind={line.kind}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}

/** The same view model, the same panel: a keystroke's answer keeps the preview (a later panel) as it was. */
export const UpgradePanel = memo(function UpgradePanel({ vm }: { vm: UpgradeVM }) {
  const convert = useContext(ConvertContext);
  const [outcome, setOutcome] = useState<"converted" | "stale" | undefined>(undefined);
  const conversion = vm.conversion;
  const U = T.upgrade;
  return (
    <div className="upgrade" data-testid="upgrade-panel">
      <p>{vm.summary}</p>
      {vm.changes.length > 0 ? <Lines items={vm.changes} testId="upgrade-changes" /> : null}
      {conversion ? (
        <section aria-labelledby="conversion-title" className="conversion">
          <h3 id="conversion-title">{U.conversion}</h3>
          {conversion.ok ? (
            <>
              <h4>{U.mapping}</h4>
              <Lines items={conversion.mapping} testId="conversion-mapping" />
              {conversion.added.length > 0 ? (
                <>
                  <h4>{U.added}</h4>
                  <Lines items={conversion.added} testId="conversion-added" />
                </>
              ) : null}
              {conversion.remaining.length > 0 ? (
                <>
                  <h4>{U.remaining}</h4>
                  <Lines items={conversion.remaining} testId="conversion-remaining" />
                </>
              ) : null}
              <button
                type="button"
                disabled={!convert}
                onClick={() =>
                  setOutcome(
                    convert?.(conversion.against, conversion.edits, conversion.writtenFor) ? "converted" : "stale",
                  )
                }
              >
                {U.convert}
              </button>
            </>
          ) : (
            <p className="muted" data-testid="conversion-refused">
              {conversion.reason}
            </p>
          )}
        </section>
      ) : null}
      <p role="status" className="muted">
        {outcome === "converted" ? U.converted : outcome === "stale" ? U.stale : ""}
      </p>
    </div>
  );
});
