/**
 * The one store of drafts in storage, both kinds read by the one reader of stored documents (autosave.ts's docsOf:
 * both texts and the chosen profile):
 *
 * - a draft per tab: each tab saves its documents under a key of its own, so two tabs never write over each other,
 *   and a link opened in one tab is not wiped by the other's edits. An index lists the drafts with their lineage
 *   (the draft a tab's work started from) and the time of their newest edit: a new tab opens the newest, and only
 *   the newest few are kept, never one a live tab owns.
 * - the draft kept when a link is opened: a link's documents replace the tab's, so those are first put aside under
 *   a key of their own (the tab's draft then holds the link's) and can be brought back. Each tab keeps its own (a
 *   link opened in one tab never replaces what another tab put aside); the newest few are kept.
 */
import type { DocumentId } from "../../core/index";
import type { KeyValueStorage } from "../platform";
import { docsOf, LEGACY_KEY, readJson, SAVED, sizedRefusal, writeChecked, type SaveResult } from "./autosave";
import type { Documents } from "./documents";
import { isRecord, own } from "./json";

export const INDEX_KEY = "scope-studio:drafts:v2";
export const DRAFT_PREFIX = "scope-studio:draft:v2:";
/** In sessionStorage: the tab's own draft, so a reload of the tab opens its own work. */
export const TAB_KEY = "scope-studio:tab:v2";
/** How many drafts storage keeps (besides those of live tabs). */
export const MAX_DRAFTS = 5;

export interface DraftMeta {
  /** The draft's key: the id of the tab that owns it. */
  readonly id: string;
  /** The draft every copy of this work started from (a tab that started from another's draft shares its lineage). */
  readonly lineage: string;
  /** When it was last saved (milliseconds since the epoch). */
  readonly editedAt: number;
}

export interface Draft extends DraftMeta {
  readonly docs: Documents;
  /** The newest edit of another tab in the lineage that this tab has seen (started from, loaded or declined). */
  readonly known: number;
}

export const draftKey = (id: string): string => `${DRAFT_PREFIX}${id}`;

/** The same texts in the same profile. */
/** Whether two sets of documents hold the same texts (the profile aside). */
export const sameTexts = (a: Documents, b: Documents): boolean =>
  a.config === b.config && a.scenarios === b.scenarios && a.approvals === b.approvals;

export const sameDocuments = (a: Documents, b: Documents): boolean => sameTexts(a, b) && a.profile === b.profile;

function metaOf(value: unknown): DraftMeta | undefined {
  const id = own(value, "id");
  const lineage = own(value, "lineage");
  const editedAt = own(value, "editedAt");
  if (typeof id !== "string" || typeof lineage !== "string" || typeof editedAt !== "number") return undefined;
  return { id, lineage, editedAt };
}

/** The drafts the index lists, newest first; empty when there is no index or it is not ours. */
export function readIndex(storage: KeyValueStorage): DraftMeta[] {
  const drafts = own(readJson(storage, INDEX_KEY), "drafts");
  if (!Array.isArray(drafts)) return [];
  const metas = drafts.map(metaOf).filter((meta) => meta !== undefined);
  return metas.sort((a, b) => b.editedAt - a.editedAt);
}

export function readDraft(storage: KeyValueStorage, id: string): Draft | undefined {
  const value = readJson(storage, draftKey(id));
  const meta = metaOf(value);
  const docs = docsOf(value);
  const known = own(value, "known");
  if (!meta || !docs || meta.id !== id) return undefined;
  return { ...meta, docs, known: typeof known === "number" ? known : 0 };
}

/** The most recently edited draft that can still be read. */
export function newestDraft(storage: KeyValueStorage): Draft | undefined {
  for (const meta of readIndex(storage)) {
    const draft = readDraft(storage, meta.id);
    if (draft) return draft;
  }
  return undefined;
}

const DOCUMENTS: readonly DocumentId[] = ["config", "scenarios", "approvals"];
const sizeOf = (docs: Documents, doc: DocumentId) => (docs[doc] ?? "").length;

/** Writes a draft and reads it back. */
function writeDraft(storage: KeyValueStorage, draft: Draft): SaveResult {
  const { docs, ...meta } = draft;
  const value = JSON.stringify({ ...meta, ...docs });
  return sizedRefusal(writeChecked(storage, draftKey(draft.id), value), value.length);
}

/**
 * Writes a draft; when the storage refuses it for its quota, keeps what can be kept. The documents changed since
 * the tab's stored draft are given back their stored text one by one, largest first, until the draft fits: the
 * other document and the profile are kept as they are now, the one too large as it was (never emptied). Without a
 * stored draft of the tab nothing is written. The result names the documents not kept and whether the rest was
 * (a draft too large to keep at all names its largest document).
 */
function writeWhatFits(storage: KeyValueStorage, draft: Draft): SaveResult {
  const whole = writeDraft(storage, draft);
  if (whole.ok || (whole.kind !== "full" && whole.kind !== "tooLarge")) return whole;
  const stored = readDraft(storage, draft.id)?.docs;
  const bySize = [...DOCUMENTS].sort((a, b) => sizeOf(draft.docs, b) - sizeOf(draft.docs, a));
  const changed = bySize.filter((doc) => stored === undefined || stored[doc] !== draft.docs[doc]);
  const notKept = [];
  let docs = draft.docs;
  for (const doc of changed) {
    notKept.push({ doc, chars: sizeOf(draft.docs, doc) });
    if (!stored) break;
    docs = { ...docs, [doc]: stored[doc] };
    if (writeDraft(storage, { ...draft, docs }).ok) return { ...whole, notKept, restSaved: true };
  }
  // Storage full with nothing kept is the storage's fault; a draft too large names the document that makes it so.
  return whole.kind === "tooLarge" && notKept.length > 0 ? { ...whole, notKept: notKept.slice(0, 1) } : whole;
}

/**
 * Saves a tab's draft (written and read back; what fits when the storage is full), then lists it in the index and
 * drops the oldest drafts past `MAX_DRAFTS`, except those in `live` (drafts of tabs known to be open, this one
 * included).
 */
export function saveDraft(storage: KeyValueStorage, draft: Draft, live: ReadonlySet<string>): SaveResult {
  const result = writeWhatFits(storage, draft);
  if (!result.ok && !result.restSaved) return result;
  const others = readIndex(storage).filter((entry) => entry.id !== draft.id);
  const listed = [{ id: draft.id, lineage: draft.lineage, editedAt: draft.editedAt }, ...others].sort(
    (a, b) => b.editedAt - a.editedAt,
  );
  const kept = listed.filter((entry, rank) => rank < MAX_DRAFTS || live.has(entry.id));
  try {
    // The index goes first: a draft it no longer lists is never opened, even if removing its text fails.
    storage.setItem(INDEX_KEY, JSON.stringify({ drafts: kept }));
    for (const entry of listed) if (!kept.includes(entry)) storage.removeItem(draftKey(entry.id));
  } catch {
    // The draft itself is saved and this tab finds it by its id; a new tab finds the older ones until next time.
  }
  return result;
}

/**
 * Moves the one draft an earlier version of the page kept for all tabs into a draft of its own, as the newest
 * work (a new tab opens it). The old key is removed only once the new one reads back.
 */
export function migrateLegacy(storage: KeyValueStorage, id: string, now: number): void {
  const value = readJson(storage, LEGACY_KEY);
  if (value === undefined) return;
  const docs = isRecord(value) ? docsOf(value) : undefined;
  const saved = docs ? saveDraft(storage, { id, lineage: id, editedAt: now, docs, known: 0 }, new Set([id])) : SAVED;
  if (!saved.ok) return;
  try {
    storage.removeItem(LEGACY_KEY);
  } catch {
    // Read again next time: the texts are the same.
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The draft kept when a link is opened

/** Where a tab's kept draft is stored. */
export const keptDraftKey = (tab: string): string => `scope-studio:draft-before-link:v2:${tab}`;
/** The tabs with a kept draft, oldest first. */
export const KEPT_INDEX_KEY = "scope-studio:drafts-before-link:v2";
/** The one kept draft of every tab, before drafts were kept per tab: the first tab to look takes it. */
export const LEGACY_KEPT_DRAFT_KEY = "scope-studio:draft-before-link:v1";
/** How many tabs' kept drafts are stored at most (the oldest go first). */
export const KEPT_DRAFTS = 5;

export interface KeptDraft {
  /** The texts (and their profile) as they were before a link replaced them. */
  readonly draft: Documents;
  /** The texts the last link opened: while they are unedited, opening another link keeps `draft`. */
  readonly link: Documents;
  readonly keptAt: number;
}

function readKept(storage: KeyValueStorage, key: string): KeptDraft | undefined {
  const value = readJson(storage, key);
  const draft = docsOf(own(value, "draft"));
  const link = docsOf(own(value, "link"));
  const keptAt = own(value, "keptAt");
  if (!draft || !link || typeof keptAt !== "number") return undefined;
  return { draft, link, keptAt };
}

function readKeptIndex(storage: KeyValueStorage): string[] {
  const value = readJson(storage, KEPT_INDEX_KEY);
  return Array.isArray(value) ? value.filter((tab): tab is string => typeof tab === "string") : [];
}

/** Stores a tab's kept draft and forgets the oldest tabs' past the newest few. Throws when storage refuses. */
function writeKept(storage: KeyValueStorage, tab: string, kept: KeptDraft): void {
  storage.setItem(keptDraftKey(tab), JSON.stringify(kept));
  const tabs = [...readKeptIndex(storage).filter((t) => t !== tab), tab];
  const gone = tabs.slice(0, Math.max(0, tabs.length - KEPT_DRAFTS));
  for (const old of gone) storage.removeItem(keptDraftKey(old));
  storage.setItem(KEPT_INDEX_KEY, JSON.stringify(tabs.slice(gone.length)));
}

/** This tab's kept draft, or undefined when there is none or what is stored is not ours. */
export function loadKeptDraft(storage: KeyValueStorage, tab: string): KeptDraft | undefined {
  const mine = readKept(storage, keptDraftKey(tab));
  if (mine) return mine;
  const legacy = readKept(storage, LEGACY_KEPT_DRAFT_KEY);
  if (!legacy) return undefined;
  try {
    writeKept(storage, tab, legacy);
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
    storage.setItem(KEPT_INDEX_KEY, JSON.stringify(readKeptIndex(storage).filter((t) => t !== tab)));
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
  if (earlier && (current === undefined || sameDocuments(current, earlier.link) || sameDocuments(current, incoming)))
    draft = earlier.draft;
  else if (current === undefined || sameDocuments(current, incoming)) return { kept: undefined, stored: false };
  else draft = current;
  const kept: KeptDraft = { draft, link: incoming, keptAt: now };
  try {
    writeKept(storage, tab, kept);
    return { kept, stored: true };
  } catch {
    return { kept, stored: false };
  }
}
