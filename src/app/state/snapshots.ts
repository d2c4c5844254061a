/**
 * Named snapshots of both documents, kept in the browser (the platform's snapshot database: IndexedDB in the page).
 * The list is read once when the store is made; a snapshot taken shows at once and is written behind. When the
 * browser refuses to keep them, the store says so (`problem`) and the snapshots last while the tab is open, so no
 * work is lost silently. The first snapshot asks the browser, once, to keep this page's storage.
 */
import { isProfileId } from "../../core/index";
import type { Snapshot, SnapshotDb } from "../platform";
import type { Documents } from "./documents";

export type { Snapshot } from "../platform";

export interface SnapshotsState {
  /** Newest first. */
  readonly list: readonly Snapshot[];
  /** Whether the kept snapshots have been read (or the reading failed). */
  readonly loaded: boolean;
  /** Why the browser does not keep them: "unavailable" (no database, or it refused to open), "failed" (a write). */
  readonly problem: "unavailable" | "failed" | undefined;
}

export interface SnapshotStore {
  get(): SnapshotsState;
  subscribe(listener: () => void): () => void;
  /** Takes a snapshot of `docs` named `name`; texts equal to the newest snapshot's give that one back. */
  take(name: string, docs: Documents): Promise<Snapshot>;
  remove(id: string): Promise<void>;
}

export interface SnapshotOptions {
  /** Undefined where the browser has no database: snapshots then last while the tab is open. */
  readonly db: SnapshotDb | undefined;
  readonly clock: () => number;
  readonly newId: () => string;
  /** Asks the browser to keep this page's storage (navigator.storage.persist); called once, on the first snapshot. */
  readonly persist?: () => Promise<boolean>;
}

export const docsOfSnapshot = (s: Snapshot): Documents => ({
  config: s.config,
  scenarios: s.scenarios,
  ...(typeof s.approvals === "string" ? { approvals: s.approvals } : {}),
  ...(isProfileId(s.profile) ? { profile: s.profile } : {}),
});

const newestFirst = (list: readonly Snapshot[]): Snapshot[] => [...list].sort((a, b) => b.at - a.at);

export function createSnapshotStore(options: SnapshotOptions): SnapshotStore {
  const { db, clock, newId } = options;
  let state: SnapshotsState = { list: [], loaded: db === undefined, problem: db ? undefined : "unavailable" };
  let askedToPersist = false;
  const listeners = new Set<() => void>();
  const update = (change: Partial<SnapshotsState>) => {
    state = { ...state, ...change };
    for (const listener of [...listeners]) listener();
  };

  if (db) {
    db.list().then(
      (kept) => {
        const ids = new Set(state.list.map((s) => s.id));
        update({ list: newestFirst([...state.list, ...kept.filter((s) => !ids.has(s.id))]), loaded: true });
      },
      () => update({ loaded: true, problem: "unavailable" }),
    );
  }

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async take(name, docs) {
      const newest = state.list[0];
      if (
        newest &&
        newest.config === docs.config &&
        newest.scenarios === docs.scenarios &&
        newest.approvals === docs.approvals &&
        newest.profile === docs.profile
      )
        return newest;
      const snapshot: Snapshot = {
        id: newId(),
        name,
        at: clock(),
        config: docs.config,
        scenarios: docs.scenarios,
        ...(docs.approvals === undefined ? {} : { approvals: docs.approvals }),
        ...(docs.profile === undefined ? {} : { profile: docs.profile }),
      };
      update({ list: newestFirst([snapshot, ...state.list]) });
      if (!askedToPersist && options.persist) {
        askedToPersist = true;
        void options.persist().catch(() => false);
      }
      if (!db) return snapshot;
      try {
        await db.put(snapshot);
        if (state.problem === "failed") update({ problem: undefined });
      } catch {
        update({ problem: state.problem ?? "failed" });
      }
      return snapshot;
    },
    async remove(id) {
      update({ list: state.list.filter((s) => s.id !== id) });
      if (!db) return;
      try {
        await db.remove(id);
      } catch {
        update({ problem: state.problem ?? "failed" });
      }
    },
  };
}
