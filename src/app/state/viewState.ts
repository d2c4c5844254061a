/**
 * Where the user was, kept across a reload of the tab: per document the editor's selection and scroll position.
 * Kept in the tab's own storage (sessionStorage, passed in), so two tabs never restore each other's place.
 *
 * A place belongs to a text: each document's record carries a stamp of the text it was taken in (its length and a
 * checksum), and it is given back only for that same text. When the documents were replaced (an example, a link,
 * a restore), the stamps differ and the editor starts at the top.
 *
 * The record is one typed object so other parts of the page can keep their part of the place beside the editor's
 * (a source each, merged when the record is written): see `ViewStateKeeper.source`.
 */
import type { DocumentId } from "../../core/index";
import type { KeyValueStorage, Timer } from "../platform";
import { readJson } from "./autosave";
import { isRecord, own } from "./json";
import { panelIdOf, type PanelId } from "./openPanel";

/** In sessionStorage: the tab's own place. */
export const VIEW_KEY = "scope-studio:view:v1";

/** A position in the editor: 1-based line and column, as Monaco counts them. */
export interface LineColumn {
  readonly line: number;
  readonly column: number;
}

/** The editor's place in one document. */
export interface EditorView {
  /** The stamp of the text this place was taken in (`textStamp`). */
  readonly stamp: string;
  /** Where the selection started (the cursor, when nothing is selected). */
  readonly anchor: LineColumn;
  /** Where the cursor is. */
  readonly cursor: LineColumn;
  readonly scrollTop: number;
  readonly scrollLeft: number;
}

/** Everything kept about the tab's place. */
export interface ViewState {
  readonly docs: Partial<Record<DocumentId, EditorView>>;
  /** The open panel (state/openPanel.ts), when one was. */
  readonly panel?: PanelId;
}

export const EMPTY_VIEW_STATE: ViewState = { docs: {} };

const DOCS: readonly DocumentId[] = ["config", "scenarios"];

/**
 * A cheap stamp of a text: its length and a 32-bit FNV-1a checksum of its UTF-16 code units. Two texts with the
 * same stamp are taken as the same text (a place restored in the wrong text is no harm: it is only a place).
 */
export function textStamp(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}:${(hash >>> 0).toString(36)}`;
}

const count = (value: unknown, least: number): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value >= least ? value : undefined;

function lineColumnOf(value: unknown): LineColumn | undefined {
  const line = count(own(value, "line"), 1);
  const column = count(own(value, "column"), 1);
  return line !== undefined && column !== undefined ? { line, column } : undefined;
}

function editorViewOf(value: unknown): EditorView | undefined {
  const stamp = own(value, "stamp");
  const anchor = lineColumnOf(own(value, "anchor"));
  const cursor = lineColumnOf(own(value, "cursor"));
  const scrollTop = count(own(value, "scrollTop"), 0);
  const scrollLeft = count(own(value, "scrollLeft"), 0);
  if (typeof stamp !== "string" || !anchor || !cursor || scrollTop === undefined || scrollLeft === undefined)
    return undefined;
  return { stamp, anchor, cursor, scrollTop, scrollLeft };
}

/** The tab's saved place; what is missing or not ours reads as nothing kept. */
export function readViewState(storage: KeyValueStorage): ViewState {
  const record = readJson(storage, VIEW_KEY);
  const docs = own(record, "docs");
  const panel = panelIdOf(own(record, "panel"));
  const kept: Partial<Record<DocumentId, EditorView>> = {};
  if (isRecord(docs))
    for (const doc of DOCS) {
      const view = editorViewOf(own(docs, doc));
      if (view) kept[doc] = view;
    }
  return panel === undefined ? { docs: kept } : { docs: kept, panel };
}

/** Saves the tab's place; false when storage refused it (nothing else depends on it: the place is a convenience). */
export function writeViewState(storage: KeyValueStorage, state: ViewState): boolean {
  try {
    storage.setItem(VIEW_KEY, JSON.stringify(state));
    return true;
  } catch {
    return false;
  }
}

/** The saved place in `doc`, when it was taken in exactly this text. */
export function viewFor(state: ViewState, doc: DocumentId, text: string): EditorView | undefined {
  const view = state.docs[doc];
  return view && view.stamp === textStamp(text) ? view : undefined;
}

/** Rounds a scroll offset (Monaco's may be fractional) to what the record keeps. */
export const scrollOffset = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.round(value) : 0);

/** A part of the page that keeps part of the place: asked for it each time the record is written. */
export type ViewSource = () => Partial<ViewState>;

/**
 * The tab's place, as the page keeps it: read once when created (`saved`), written a pause after the last change
 * (`changed`) and at once when the page is left (`flush`). Each part of the page registers a source that tells its
 * part of the record when asked; writing asks them all and merges their answers over what was saved.
 */
export class ViewStateKeeper {
  readonly saved: ViewState;
  private readonly sources = new Set<ViewSource>();
  private waiting: number | undefined;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly timer: Timer,
    private readonly pauseMs = 300,
  ) {
    this.saved = readViewState(storage);
  }

  /** Adds a part of the record; the returned function takes it away again. */
  source(source: ViewSource): () => void {
    this.sources.add(source);
    return () => void this.sources.delete(source);
  }

  /** Something in the place changed: the record is written once changes pause. */
  changed(): void {
    if (this.waiting !== undefined) this.timer.clear(this.waiting);
    this.waiting = this.timer.set(() => {
      this.waiting = undefined;
      this.write();
    }, this.pauseMs);
  }

  /** Writes the record now, when a change waits for its pause (the page is being hidden or left). */
  flush(): void {
    if (this.waiting === undefined) return;
    this.timer.clear(this.waiting);
    this.waiting = undefined;
    this.write();
  }

  private write(): void {
    let state: ViewState = this.saved;
    for (const source of this.sources) {
      const part = source();
      state = { ...state, ...part, docs: { ...state.docs, ...part.docs } };
    }
    writeViewState(this.storage, state);
  }
}
