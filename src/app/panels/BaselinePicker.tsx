/** Which texts the Changes panel compares with: what the page opened with, or a snapshot. */
import { useSyncExternalStore } from "react";
import type { Baseline } from "../state/baseline";
import type { History } from "../state/history";
import { docsOfSnapshot } from "../state/snapshots";
import { T } from "../texts";

const OPENED = "opened";
const snapshotValue = (id: string) => `snapshot:${id}`;

/** The baseline as the picker names it. */
export function baselineName(baseline: Baseline): string {
  switch (baseline.kind) {
    case "link":
      return T.changes.baselines.link;
    case "example":
      return T.changes.baselines.example(baseline.name ?? "");
    case "restored":
      return T.changes.baselines.restored;
    case "snapshot":
      return T.changes.baselines.snapshot(baseline.name ?? "");
  }
}

export function BaselinePicker({ history }: { readonly history: History }) {
  const { baseline, snapshots } = history;
  const state = useSyncExternalStore(baseline.subscribe, baseline.get);
  const list = useSyncExternalStore(snapshots.subscribe, snapshots.get).list;
  const chosen = state.chosen;
  const value = chosen?.kind === "snapshot" && chosen.snapshotId ? snapshotValue(chosen.snapshotId) : OPENED;
  // A chosen snapshot since deleted stays listed while it is the baseline.
  const gone = chosen?.kind === "snapshot" && !list.some((s) => s.id === chosen.snapshotId) ? chosen : undefined;

  const choose = (next: string) => {
    if (next === OPENED) {
      if (state.opened) baseline.choose(state.opened);
      return;
    }
    const snapshot = list.find((s) => snapshotValue(s.id) === next);
    if (snapshot)
      baseline.choose({
        kind: "snapshot",
        name: snapshot.name,
        snapshotId: snapshot.id,
        docs: docsOfSnapshot(snapshot),
      });
  };

  return (
    <div className="changes-head">
      <label htmlFor="changes-baseline">{T.changes.baselineLabel}</label>
      <select id="changes-baseline" value={value} onChange={(e) => choose(e.target.value)}>
        {state.opened ? <option value={OPENED}>{baselineName(state.opened)}</option> : null}
        {gone?.snapshotId ? <option value={snapshotValue(gone.snapshotId)}>{baselineName(gone)}</option> : null}
        {list.map((s) => (
          <option key={s.id} value={snapshotValue(s.id)}>
            {T.changes.baselines.snapshot(s.name)}
          </option>
        ))}
      </select>
      {state.kept ? null : <p className="muted">{T.changes.baselineNotKept}</p>}
    </div>
  );
}
