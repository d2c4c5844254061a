/**
 * The documents store: the two texts are the page's only state; everything the panels show is derived from them.
 * A tiny external store (subscribe/get) so React reads it with useSyncExternalStore and Monaco writes into it
 * without React in between. Every change is autosaved through the injected storage: at once, or (on the page) once
 * typing pauses, and at the latest when the page is hidden or left, since writing a large text to storage on every
 * keystroke would cost the keystroke its frame.
 */
import type { DocumentId } from "../../core/index";
import type { KeyValueStorage, Timer } from "../platform";
import { loadDocuments, saveDocuments, type SaveResult } from "./autosave";

export interface Documents {
  readonly config: string;
  readonly scenarios: string;
}

export interface DocumentsState {
  /** Undefined until the documents are known: restored from storage, or the starter example fetched. */
  readonly docs: Documents | undefined;
  /** Whether the texts came back from an earlier visit. */
  readonly restored: boolean;
  readonly lastSave: SaveResult | undefined;
}

export interface DocumentStore {
  get(): DocumentsState;
  subscribe(listener: () => void): () => void;
  /** Replaces one document's text (an edit in Monaco or a panel). Ignored until the documents are known. */
  setText(doc: DocumentId, text: string): void;
  /** Replaces both documents (an example, the starter on a first visit). */
  replace(docs: Documents): void;
  /** Writes a change still waiting for its save now (the page is being hidden or left). */
  flush(): void;
}

export interface StoreOptions {
  readonly storage: KeyValueStorage;
  readonly clock: () => number;
  /** Save once no edit has come for `ms`; without it every change is saved at once. */
  readonly saveAfter?: { readonly timer: Timer; readonly ms: number };
}

/** A store restored from storage when an earlier visit saved documents there. */
export function createDocumentStore(options: StoreOptions): DocumentStore {
  const restored = loadDocuments(options.storage);
  let state: DocumentsState = { docs: restored, restored: restored !== undefined, lastSave: undefined };
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  let waiting: number | undefined;
  const save = (): void => {
    waiting = undefined;
    if (!state.docs) return;
    state = { ...state, lastSave: saveDocuments(options.storage, state.docs, options.clock()) };
  };
  const commit = (docs: Documents): void => {
    const later = options.saveAfter;
    if (!later) {
      state = { ...state, docs, lastSave: saveDocuments(options.storage, docs, options.clock()) };
      notify();
      return;
    }
    state = { ...state, docs };
    if (waiting !== undefined) later.timer.clear(waiting);
    waiting = later.timer.set(() => {
      save();
      notify();
    }, later.ms);
    notify();
  };

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    setText(doc, text) {
      const docs = state.docs;
      if (!docs || docs[doc] === text) return;
      commit(doc === "config" ? { ...docs, config: text } : { ...docs, scenarios: text });
    },
    flush() {
      if (waiting === undefined) return;
      options.saveAfter?.timer.clear(waiting);
      save();
      notify();
    },
    replace(docs) {
      const current = state.docs;
      if (current && current.config === docs.config && current.scenarios === docs.scenarios) return;
      commit(docs);
    },
  };
}
