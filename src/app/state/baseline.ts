/**
 * The baseline: the texts the Changes panel compares the current ones with. What the page opened with (a link, an
 * example as loaded, the last visit's text) unless the user chose a snapshot. Kept per tab next to the tab's draft,
 * so a reload of the tab compares with the same texts; an index lists the tabs that keep one, and a baseline whose
 * draft storage no longer lists is dropped with it. When storage refuses, the store says so (`kept: false`) and the
 * baseline lasts while the tab is open.
 */
import type { KeyValueStorage } from "../platform";
import { docsOf, readJson, writeChecked } from "./autosave";
import type { Documents } from "./documents";
import { readIndex } from "./drafts";
import { own } from "./json";

export const BASELINE_PREFIX = "scope-studio:baseline:v2:";
export const BASELINES_KEY = "scope-studio:baselines:v2";

export type BaselineKind = "link" | "example" | "restored" | "snapshot";

export interface Baseline {
  readonly kind: BaselineKind;
  /** The example's title or the snapshot's name. */
  readonly name?: string;
  /** The snapshot's id (kind "snapshot"). */
  readonly snapshotId?: string;
  readonly docs: Documents;
}

export interface BaselineState {
  /** What the Changes panel compares with. */
  readonly chosen: Baseline | undefined;
  /** What the page opened with: the default, and the choice besides the snapshots. */
  readonly opened: Baseline | undefined;
  /** Whether storage keeps the baseline across a reload of the tab. */
  readonly kept: boolean;
}

export interface BaselineStore {
  get(): BaselineState;
  subscribe(listener: () => void): () => void;
  /** The chosen baseline's texts (the analysis session reads them). */
  docs(): Documents | undefined;
  /** The documents were opened from `baseline` (a link, an example, the last visit): it becomes the baseline. */
  open(baseline: Baseline): void;
  /** As `open`, unless this tab already keeps a baseline (a reload of the tab). */
  openIfNone(baseline: Baseline): void;
  /** Compares with `baseline` from now on (a snapshot, or back to what the page opened with). */
  choose(baseline: Baseline): void;
}

const KINDS: ReadonlySet<string> = new Set<BaselineKind>(["link", "example", "restored", "snapshot"]);

function baselineOf(value: unknown): Baseline | undefined {
  const kind = own(value, "kind");
  const docs = docsOf(own(value, "docs"));
  if (typeof kind !== "string" || !KINDS.has(kind) || !docs) return undefined;
  const name = own(value, "name");
  const snapshotId = own(value, "snapshotId");
  return {
    kind: kind as BaselineKind,
    docs,
    ...(typeof name === "string" ? { name } : {}),
    ...(typeof snapshotId === "string" ? { snapshotId } : {}),
  };
}

function readTabs(storage: KeyValueStorage): string[] {
  const tabs = own(readJson(storage, BASELINES_KEY), "tabs");
  return Array.isArray(tabs) ? tabs.filter((t): t is string => typeof t === "string") : [];
}

export function createBaselineStore(storage: KeyValueStorage, tabId: string): BaselineStore {
  const key = `${BASELINE_PREFIX}${tabId}`;
  const stored = readJson(storage, key);
  let state: BaselineState = {
    chosen: baselineOf(own(stored, "chosen")),
    opened: baselineOf(own(stored, "opened")),
    kept: true,
  };
  const listeners = new Set<() => void>();

  function save(): boolean {
    const saved = writeChecked(storage, key, JSON.stringify({ chosen: state.chosen, opened: state.opened }));
    if (!saved.ok) return false;
    try {
      // Only the tabs whose drafts storage still lists keep a baseline (drafts.ts drops the oldest drafts).
      const drafts = new Set(readIndex(storage).map((d) => d.id));
      const tabs = readTabs(storage);
      const keep = [tabId, ...tabs.filter((t) => t !== tabId && drafts.has(t))];
      storage.setItem(BASELINES_KEY, JSON.stringify({ tabs: keep }));
      for (const t of tabs) if (!keep.includes(t)) storage.removeItem(`${BASELINE_PREFIX}${t}`);
    } catch {
      // The baseline itself is kept; an old tab's is dropped next time.
    }
    return true;
  }

  function set(change: Partial<BaselineState>): void {
    state = { ...state, ...change };
    state = { ...state, kept: save() };
    for (const listener of [...listeners]) listener();
  }

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    docs: () => state.chosen?.docs,
    open: (baseline) => set({ opened: baseline, chosen: baseline }),
    openIfNone(baseline) {
      if (!state.chosen) set({ opened: baseline, chosen: baseline });
    },
    choose: (baseline) => set({ chosen: baseline }),
  };
}
