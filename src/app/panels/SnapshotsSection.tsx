/**
 * The snapshots: take one of both documents, and for each kept one its name, time and how many answers it changes
 * against the current texts (counted only while the list is open), with buttons to compare with it (it becomes the
 * baseline), restore it (the current texts are snapshotted first) or delete it.
 */
import { useEffect, useState, useSyncExternalStore, type FormEvent } from "react";
import type { Documents } from "../state/documents";
import type { History } from "../state/history";
import { docsOfSnapshot, type Snapshot } from "../state/snapshots";
import { T } from "../texts";

interface Props {
  readonly history: History;
  readonly compare: (texts: Documents) => Promise<number | undefined>;
  readonly onRestore: (snapshot: Snapshot) => void;
  readonly version: unknown;
  /** The current texts, for a snapshot taken from here. */
  readonly current: () => Documents | undefined;
}

/** Counts each listed snapshot's differences, one after another, while `open`; a new version counts again. */
function useSummaries(list: readonly Snapshot[], open: boolean, compare: Props["compare"], version: unknown) {
  const [counts, setCounts] = useState<ReadonlyMap<string, number | undefined>>(new Map());
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    void (async () => {
      for (const snapshot of list) {
        const count = await compare(docsOfSnapshot(snapshot));
        if (cancelled) return;
        setCounts((before) => new Map(before).set(snapshot.id, count));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [list, open, compare, version]);
  return counts;
}

export function SnapshotsSection({ history, compare, onRestore, version, current }: Props) {
  const { snapshots, baseline } = history;
  const state = useSyncExternalStore(snapshots.subscribe, snapshots.get);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const counts = useSummaries(state.list, open, compare, version);

  const take = (event: FormEvent) => {
    event.preventDefault();
    const docs = current();
    if (!docs) return;
    void snapshots.take(name.trim() || T.snapshots.defaultName(state.list.length + 1), docs);
    setName("");
  };

  return (
    <details className="snapshots" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        {T.snapshots.title} ({state.list.length})
      </summary>
      {/* Drawn only while open: a closed list has nothing to focus or count. */}
      {open ? (
        <>
          <form className="snapshot-take" onSubmit={take}>
            <label htmlFor="snapshot-name">{T.snapshots.nameLabel}</label>
            <input id="snapshot-name" value={name} onChange={(e) => setName(e.target.value)} />
            <button type="submit">{T.snapshots.take}</button>
          </form>
          {state.problem ? (
            <p className="badge badge-warn" role="status">
              {state.problem === "unavailable" ? T.snapshots.unavailable : T.snapshots.failed}
            </p>
          ) : null}
          {state.list.length === 0 ? <p className="muted">{T.snapshots.none}</p> : null}
          <ul className="snapshot-list">
            {state.list.map((s) => {
              const count = counts.get(s.id);
              return (
                <li key={s.id} className="snapshot" data-snapshot={s.name}>
                  <span className="snapshot-name">{s.name}</span>{" "}
                  <time className="muted" dateTime={new Date(s.at).toISOString()}>
                    {new Date(s.at).toLocaleString()}
                  </time>{" "}
                  <span className="snapshot-summary">
                    {!counts.has(s.id)
                      ? T.snapshots.counting
                      : count === undefined
                        ? T.snapshots.notCompared
                        : T.snapshots.differ(count)}
                  </span>
                  <span className="snapshot-actions">
                    <button
                      type="button"
                      aria-label={T.snapshots.compareLabel(s.name)}
                      onClick={() =>
                        baseline.choose({ kind: "snapshot", name: s.name, snapshotId: s.id, docs: docsOfSnapshot(s) })
                      }
                    >
                      {T.snapshots.compare}
                    </button>
                    <button type="button" aria-label={T.snapshots.restoreLabel(s.name)} onClick={() => onRestore(s)}>
                      {T.snapshots.restore}
                    </button>
                    <button
                      type="button"
                      aria-label={T.snapshots.removeLabel(s.name)}
                      onClick={() => void snapshots.remove(s.id)}
                    >
                      {T.snapshots.remove}
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </details>
  );
}
