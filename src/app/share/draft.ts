/**
 * The draft kept when a link is opened: a link's documents replace the local ones, so the local ones are first
 * put aside under a key of their own (autosave keeps only the current texts) and can be brought back. Each tab
 * keeps its own (a link opened in one tab never replaces what another tab put aside); the newest few are kept.
 */
import { isRecord, own } from "../state/json";
import type { Documents } from "../state/documents";
import type { KeyValueStorage } from "../platform";

/** Where a tab's kept draft is stored. */
export const keptDraftKey = (tab: string): string => `scope-studio:draft-before-link:v2:${tab}`;
/** The tabs with a kept draft, oldest first. */
export const KEPT_INDEX_KEY = "scope-studio:drafts-before-link:v2";
/** The one kept draft of every tab, before drafts were kept per tab: the first tab to look takes it. */
export const LEGACY_KEPT_DRAFT_KEY = "scope-studio:draft-before-link:v1";
/** How many tabs' kept drafts are stored at most (the oldest go first). */
export const KEPT_DRAFTS = 5;

export interface KeptDraft {
  /** The texts as they were before a link replaced them. */
  readonly draft: Documents;
  /** The texts the last link opened: while they are unedited, opening another link keeps `draft`. */
  readonly link: Documents;
  readonly keptAt: number;
}

const same = (a: Documents, b: Documents) => a.config === b.config && a.scenarios === b.scenarios;

function docsOf(value: unknown): Documents | undefined {
  const config = own(value, "config");
  const scenarios = own(value, "scenarios");
  return typeof config === "string" && typeof scenarios === "string" ? { config, scenarios } : undefined;
}

function read(storage: KeyValueStorage, key: string): KeptDraft | undefined {
  let value: unknown;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return undefined;
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const draft = docsOf(own(value, "draft"));
  const link = docsOf(own(value, "link"));
  const keptAt = own(value, "keptAt");
  if (!draft || !link || typeof keptAt !== "number") return undefined;
  return { draft, link, keptAt };
}

function readIndex(storage: KeyValueStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEPT_INDEX_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((tab): tab is string => typeof tab === "string") : [];
  } catch {
    return [];
  }
}

/** Stores a tab's kept draft and forgets the oldest tabs' past the newest few. Throws when storage refuses. */
function write(storage: KeyValueStorage, tab: string, kept: KeptDraft): void {
  storage.setItem(keptDraftKey(tab), JSON.stringify(kept));
  const tabs = [...readIndex(storage).filter((t) => t !== tab), tab];
  const gone = tabs.slice(0, Math.max(0, tabs.length - KEPT_DRAFTS));
  for (const old of gone) storage.removeItem(keptDraftKey(old));
  storage.setItem(KEPT_INDEX_KEY, JSON.stringify(tabs.slice(gone.length)));
}

/** This tab's kept draft, or undefined when there is none or what is stored is not ours. */
export function loadKeptDraft(storage: KeyValueStorage, tab: string): KeptDraft | undefined {
  const own = read(storage, keptDraftKey(tab));
  if (own) return own;
  const legacy = read(storage, LEGACY_KEPT_DRAFT_KEY);
  if (!legacy) return undefined;
  try {
    write(storage, tab, legacy);
    storage.removeItem(LEGACY_KEPT_DRAFT_KEY);
  } catch {
    // Left where it was: the next look takes it.
  }
  return legacy;
}

/** Forgets this tab's kept draft (it was brought back). */
export function forgetKeptDraft(storage: KeyValueStorage, tab: string): void {
  try {
    storage.removeItem(keptDraftKey(tab));
    storage.setItem(KEPT_INDEX_KEY, JSON.stringify(readIndex(storage).filter((t) => t !== tab)));
  } catch {
    // Nothing kept is nothing lost.
  }
}

export interface KeepResult {
  /** The draft that "Bring back my draft" restores, if there is one. */
  readonly kept: KeptDraft | undefined;
  /** Whether it is in storage (false: only in memory, lost on reload; storage was full or refused). */
  readonly stored: boolean;
}

/**
 * Puts the current texts aside before `incoming` replaces them. Nothing is kept when there is nothing local or it
 * equals the incoming texts; an earlier kept draft stays when the current texts are an unedited link's.
 */
export function keepDraft(
  storage: KeyValueStorage,
  tab: string,
  current: Documents | undefined,
  incoming: Documents,
  now: number,
): KeepResult {
  const earlier = loadKeptDraft(storage, tab);
  let draft: Documents;
  if (earlier && (current === undefined || same(current, earlier.link) || same(current, incoming)))
    draft = earlier.draft;
  else if (current === undefined || same(current, incoming)) return { kept: undefined, stored: false };
  else draft = current;
  const kept: KeptDraft = { draft, link: incoming, keptAt: now };
  try {
    write(storage, tab, kept);
    return { kept, stored: true };
  } catch {
    return { kept, stored: false };
  }
}
