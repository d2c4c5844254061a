/**
 * The documents store: the two texts are the page's only state; everything the panels show is derived from them.
 * A tiny external store (subscribe/get) so React reads it with useSyncExternalStore and Monaco writes into it
 * without React in between. Every change is autosaved through the injected storage: at once, or (on the page) once
 * typing pauses, and at the latest when the page is hidden or left, since writing a large text to storage on every
 * keystroke would cost the keystroke its frame.
 *
 * Each tab saves into a draft of its own (drafts.ts); a new tab starts from the newest draft. When another tab saves
 * a newer version of the same draft (the same lineage), the store says so (`other`) and the user chooses: load it
 * or keep this tab's own. Nothing is overwritten without that choice.
 */
import type { DocumentId, ProfileId } from "../../core/index";
import { memoryStorage, type KeyValueStorage, type TabChannel, type Timer } from "../platform";
import { probeStorage, type SaveResult } from "./autosave";
import {
  INDEX_KEY,
  migrateLegacy,
  newestDraft,
  readDraft,
  readIndex,
  sameDocuments as same,
  saveDraft,
  TAB_KEY,
} from "./drafts";
import { tabMessageOf, type TabMessage } from "./tabs";

export interface Documents {
  readonly config: string;
  readonly scenarios: string;
  /**
   * The host's exec approvals as a document of their own (an OpenClaw profile's third document); absent: none, and
   * the scenarios' `approvals` stand for them.
   */
  readonly approvals?: string;
  /**
   * The semantics profile chosen for these texts (the header's switch); absent while it is detected from the config
   * (see the core's detectProfile). Travels with the texts: drafts, snapshots, links.
   */
  readonly profile?: ProfileId;
}

/** A newer version of this tab's draft, saved by another tab. */
export interface OtherVersion {
  readonly tab: string;
  readonly editedAt: number;
}

export interface DocumentsState {
  /** Undefined until the documents are known: restored from storage, or the starter example fetched. */
  readonly docs: Documents | undefined;
  /** Whether the texts came back from an earlier visit (this tab's own draft, or the newest one). */
  readonly restored: boolean;
  /** How the last save went; from the start, when storage cannot be used at all. */
  readonly lastSave: SaveResult | undefined;
  /** How many saves this tab has tried (each write, kept or refused): what a script waits for after an edit. */
  readonly saves: number;
  /**
   * How the texts last changed: "typed" by an edit in this tab (setText: Monaco, a panel), or "loaded" whole
   * (replace: a link, an example, a redaction; or restored from storage). The analysis runs loaded texts in its worker.
   */
  readonly origin: "typed" | "loaded";
  /** Another tab saved a newer version of this draft: shown until the user loads it or keeps their own. */
  readonly other: OtherVersion | undefined;
}

/** One replacement in a text: `length` characters at `offset` replaced by `text`. */
export interface TextChange {
  readonly offset: number;
  readonly length: number;
  readonly text: string;
}

export interface DocumentStore {
  get(): DocumentsState;
  /** This tab's id: what it keeps in storage is its own (its draft, the draft a link put aside). */
  tabId(): string;
  subscribe(listener: () => void): () => void;
  /**
   * Replaces one document's text (an edit in Monaco or a panel). Ignored until the documents are known. `change`:
   * where the text differs from the one before, when the editor knows it (a keystroke: Monaco's own change).
   */
  setText(doc: DocumentId, text: string, change?: TextChange): void;
  /**
   * The change that made `after` from `before` when it was the last one typed with its place known (both the very
   * texts: the same strings are found equal at once): a long text then crosses to the worker as that edit, without a comparison of the
   * two texts (at 10,000 agents, half a millisecond a key). Undefined otherwise.
   */
  changeBetween(before: string, after: string): TextChange | undefined;
  /** Replaces both documents (an example, the starter on a first visit). */
  replace(docs: Documents): void;
  /** Chooses the profile the texts are read in (undefined: detect it from the config). Ignored until the documents are known. */
  setProfile(profile: ProfileId | undefined): void;
  /** Writes a change still waiting for its save now (the page is being hidden or left). */
  flush(): void;
  /** Replaces the texts with the other tab's newer version (a replace like any other: undoable, autosaved). */
  loadOther(): void;
  /** Keeps this tab's texts and stops announcing the other tab's version (until it changes again). */
  keepMine(): void;
  /** Stops listening to the other tabs. */
  close(): void;
}

export interface StoreOptions {
  readonly storage: KeyValueStorage;
  readonly clock: () => number;
  /** Save once no edit has come for `ms`; without it every change is saved at once. */
  readonly saveAfter?: { readonly timer: Timer; readonly ms: number };
  /** Where the tab keeps its id across a reload (sessionStorage); memory when absent: a new tab each time. */
  readonly session?: KeyValueStorage;
  /** A fresh id for a tab; a counter on the clock when absent. */
  readonly newId?: () => string;
  /** The channel between tabs ("here", "saved"); `onStorageChange` (the storage event) also tells of their saves. */
  readonly channel?: TabChannel;
  readonly onStorageChange?: (listener: (key: string | null) => void) => () => void;
}

function readTab(session: KeyValueStorage): string | undefined {
  try {
    const id = session.getItem(TAB_KEY);
    return id && id.length <= 100 ? id : undefined;
  } catch {
    return undefined;
  }
}

function writeTab(session: KeyValueStorage, id: string): void {
  try {
    session.setItem(TAB_KEY, id);
  } catch {
    // A reload of this tab then opens the newest draft, which is this tab's own unless another tab saved since.
  }
}

/** A store restored from this tab's draft, else the newest draft an earlier visit or another tab saved. */
export function createDocumentStore(options: StoreOptions): DocumentStore {
  const { storage, clock, channel } = options;
  const session = options.session ?? memoryStorage();
  let counter = 0;
  const newId = options.newId ?? (() => `${clock().toString(36)}-${(++counter).toString(36)}`);
  const problem = probeStorage(storage);
  if (!problem) migrateLegacy(storage, newId(), clock());

  let tab = readTab(session) ?? newId();
  writeTab(session, tab);
  const instance = newId();
  const mine = problem ? undefined : readDraft(storage, tab);
  const start = mine ?? (problem ? undefined : newestDraft(storage));
  /** The draft this tab's work descends from, shared with every tab that started from the same work. */
  const lineage = start?.lineage ?? tab;
  /** When this tab last saved; 0 before its first save. */
  let editedAt = mine?.editedAt ?? 0;
  /** The newest edit of another tab in the lineage that this tab has taken in (started from, loaded, declined). */
  let known = mine ? mine.known : (start?.editedAt ?? 0);
  /** The tabs known to be open: their drafts are never dropped to make room. */
  const live = new Set([tab]);

  let state: DocumentsState = {
    docs: start?.docs,
    restored: start !== undefined,
    lastSave: problem,
    saves: 0,
    origin: "loaded",
    other: undefined,
  };
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const saveNow = (): SaveResult | undefined => {
    const docs = state.docs;
    if (!docs) return undefined;
    const at = Math.max(clock(), editedAt + 1);
    const result = saveDraft(storage, { id: tab, lineage, editedAt: at, docs, known }, live);
    // A draft too large to keep whole is kept without the document that does not fit: it is saved all the same.
    if (result.ok || result.restSaved) {
      editedAt = at;
      channel?.post({ kind: "saved", tab, lineage, editedAt: at } satisfies TabMessage);
    }
    return result;
  };

  /** The last change typed with its place known, and the texts it was between. */
  let lastChange: { readonly before: string; readonly after: string; readonly change: TextChange } | undefined;
  let waiting: number | undefined;
  const save = (): void => {
    waiting = undefined;
    state = { ...state, lastSave: saveNow() ?? state.lastSave, saves: state.saves + 1 };
  };
  const commit = (docs: Documents, origin: DocumentsState["origin"]): void => {
    state = { ...state, docs, origin };
    const later = options.saveAfter;
    if (!later) {
      save();
      notify();
      return;
    }
    if (waiting !== undefined) later.timer.clear(waiting);
    waiting = later.timer.set(() => {
      save();
      notify();
    }, later.ms);
    notify();
  };

  /** Looks for a newer version of this draft saved by another tab since this tab's last save or choice. */
  const checkOther = (): void => {
    const docs = state.docs;
    if (!docs) return;
    const shown = state.other && readDraft(storage, state.other.tab);
    if (shown && same(shown.docs, docs)) {
      // The other tab now has what this one has (it loaded this version): nothing is left to choose.
      known = Math.max(known, shown.editedAt);
      state = { ...state, other: undefined };
      notify();
    }
    for (const meta of readIndex(storage)) {
      if (meta.editedAt <= Math.max(editedAt, known)) return;
      if (meta.id === tab || meta.lineage !== lineage) continue;
      const draft = readDraft(storage, meta.id);
      if (!draft) continue;
      if (same(draft.docs, docs)) {
        known = Math.max(known, draft.editedAt);
        continue;
      }
      if (state.other?.tab === draft.id && state.other.editedAt === draft.editedAt) return;
      state = { ...state, other: { tab: draft.id, editedAt: draft.editedAt } };
      notify();
      return;
    }
  };

  const onMessage = (value: unknown): void => {
    const message = tabMessageOf(value);
    if (!message) return;
    live.add(message.tab);
    if (message.kind === "hello" && message.instance !== instance)
      channel?.post({ kind: "here", tab, instance } satisfies TabMessage);
    else if (message.kind === "here" && message.tab === tab && message.instance !== instance) {
      // A duplicated tab inherits its sessionStorage, and with it the id of a tab that is still open: take a new one.
      tab = newId();
      live.add(tab);
      writeTab(session, tab);
      editedAt = 0;
    } else if (message.kind === "saved" && message.tab !== tab && message.lineage === lineage) checkOther();
  };
  const stops: (() => void)[] = [];
  if (!problem && channel) {
    stops.push(channel.listen(onMessage));
    channel.post({ kind: "hello", tab, instance } satisfies TabMessage);
  }
  // The channel's message can come before this tab's view of storage has the save it announces (Chromium hands
  // storage changes to other tabs later): the storage event, which comes after, looks again.
  if (!problem && options.onStorageChange)
    stops.push(options.onStorageChange((key) => key === INDEX_KEY && checkOther()));
  if (!problem) checkOther();

  return {
    get: () => state,
    tabId: () => tab,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    setText(doc, text, change) {
      const docs = state.docs;
      if (!docs || docs[doc] === text) return;
      const before = docs[doc] ?? "";
      // Kept only when it is one: the text before with the change in place is as long as the text after.
      lastChange =
        change && before.length - change.length + change.text.length === text.length
          ? { before, after: text, change }
          : undefined;
      commit({ ...docs, [doc]: text }, "typed");
    },
    changeBetween(before, after) {
      const last = lastChange;
      return last && Object.is(last.before, before) && Object.is(last.after, after) ? last.change : undefined;
    },
    setProfile(profile) {
      const docs = state.docs;
      if (!docs || docs.profile === profile) return;
      const { profile: _old, ...texts } = docs;
      commit(profile === undefined ? texts : { ...texts, profile }, state.origin);
    },
    flush() {
      if (waiting === undefined) return;
      options.saveAfter?.timer.clear(waiting);
      save();
      notify();
    },
    replace(docs) {
      const current = state.docs;
      if (current && same(current, docs)) return;
      commit(docs, "loaded");
    },
    loadOther() {
      const other = state.other;
      if (!other) return;
      const draft = readDraft(storage, other.tab);
      known = Math.max(known, other.editedAt, draft?.editedAt ?? 0);
      state = { ...state, other: undefined };
      if (draft && !(state.docs && same(state.docs, draft.docs))) commit(draft.docs, "loaded");
      else notify();
    },
    keepMine() {
      const other = state.other;
      if (!other) return;
      known = Math.max(known, other.editedAt);
      state = { ...state, other: undefined };
      // The choice outlives a reload: the draft is written again with the same edit time.
      const docs = state.docs;
      if (docs && editedAt > 0) saveDraft(storage, { id: tab, lineage, editedAt, docs, known }, live);
      notify();
    },
    close() {
      for (const stop of stops.splice(0)) stop();
      channel?.close();
    },
  };
}
