/**
 * The documents store: the two texts are the page's only state; everything the panels show is derived from them.
 * A tiny external store (subscribe/get) so React reads it with useSyncExternalStore and Monaco writes into it
 * without React in between. Every change is autosaved through the injected storage.
 */
import type { DocumentId } from "../../core/index";
import type { KeyValueStorage } from "../platform";
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
}

export interface StoreOptions {
  readonly storage: KeyValueStorage;
  readonly clock: () => number;
}

/** A store restored from storage when an earlier visit saved documents there. */
export function createDocumentStore(options: StoreOptions): DocumentStore {
  const restored = loadDocuments(options.storage);
  let state: DocumentsState = { docs: restored, restored: restored !== undefined, lastSave: undefined };
  const listeners = new Set<() => void>();

  const commit = (docs: Documents): void => {
    const lastSave = saveDocuments(options.storage, docs, options.clock());
    state = { ...state, docs, lastSave };
    for (const listener of [...listeners]) listener();
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
    replace(docs) {
      const current = state.docs;
      if (current && current.config === docs.config && current.scenarios === docs.scenarios) return;
      commit(docs);
    },
  };
}
