/**
 * The editor's place (selection and scroll, per document) kept across a reload of the tab (state/viewState.ts):
 * given back when the editor opens on the very text it was taken in, followed as the cursor and the scroll move,
 * and reset to the top when the documents are replaced whole (an example, a link, another tab's version).
 */
import type { DocumentId } from "../../core/index";
import type { DocumentStore } from "../state/documents";
import {
  scrollOffset,
  textStamp,
  viewFor,
  type EditorView,
  type ViewState,
  type ViewStateKeeper,
} from "../state/viewState";
import { monaco } from "./monaco";

type Place = Omit<EditorView, "stamp">;

const DOCS: readonly DocumentId[] = ["config", "scenarios"];
const TOP: Place = { anchor: { line: 1, column: 1 }, cursor: { line: 1, column: 1 }, scrollTop: 0, scrollLeft: 0 };

export interface EditorPlace extends monaco.IDisposable {
  /**
   * `doc` is shown for the first time with no place of this page's own: its saved place, when its text is still
   * the one the place was taken in. Returns whether a place was given.
   */
  restore(doc: DocumentId): boolean;
  /** Whether `doc` was replaced whole since the editor last showed it (its remembered view is then dropped). */
  replaced(doc: DocumentId): boolean;
}

export function keepPlace(
  editor: monaco.editor.IStandaloneCodeEditor,
  keeper: ViewStateKeeper,
  store: DocumentStore,
  text: (doc: DocumentId) => string,
  shownDoc: () => DocumentId | undefined,
): EditorPlace {
  // The saved places that still fit their text, until the document is shown (or changed).
  const restorable = new Map<DocumentId, EditorView>();
  const places = new Map<DocumentId, Place>();
  for (const doc of DOCS) {
    const view = viewFor(keeper.saved, doc, text(doc));
    if (view) {
      restorable.set(doc, view);
      places.set(doc, view);
    }
  }
  const dropped = new Set<DocumentId>();

  const apply = (place: Place): void => {
    const { anchor, cursor } = place;
    editor.setSelection(new monaco.Selection(anchor.line, anchor.column, cursor.line, cursor.column));
    editor.setScrollPosition(
      { scrollTop: place.scrollTop, scrollLeft: place.scrollLeft },
      monaco.editor.ScrollType.Immediate,
    );
  };

  const record = (): void => {
    const doc = shownDoc();
    const selection = editor.getSelection();
    if (!doc || !selection) return;
    places.set(doc, {
      anchor: { line: selection.selectionStartLineNumber, column: selection.selectionStartColumn },
      cursor: { line: selection.positionLineNumber, column: selection.positionColumn },
      scrollTop: scrollOffset(editor.getScrollTop()),
      scrollLeft: scrollOffset(editor.getScrollLeft()),
    });
    keeper.changed();
  };

  // Each text's stamp, computed once per text (the text is the same string until it changes).
  const stamps = new Map<DocumentId, { text: string; stamp: string }>();
  const stampOf = (doc: DocumentId): string => {
    const now = text(doc);
    const known = stamps.get(doc);
    if (known?.text === now) return known.stamp;
    const stamp = textStamp(now);
    stamps.set(doc, { text: now, stamp });
    return stamp;
  };
  const unsource = keeper.source((): Partial<ViewState> => {
    const docs: Partial<Record<DocumentId, EditorView>> = {};
    for (const [doc, place] of places) docs[doc] = { ...place, stamp: stampOf(doc) };
    return { docs };
  });

  // A replacement of the texts: each document replaced starts at the top (after the sync wrote it into its model).
  let last = store.get();
  const unsubscribe = store.subscribe(() => {
    const now = store.get();
    const before = last.docs;
    last = now;
    if (now.origin !== "loaded" || !now.docs) return;
    let changed = false;
    for (const doc of DOCS) {
      if (before?.[doc] === now.docs[doc]) continue;
      restorable.delete(doc);
      places.set(doc, TOP);
      dropped.add(doc);
      changed = true;
      if (shownDoc() === doc) {
        apply(TOP);
        dropped.delete(doc);
      }
    }
    if (changed) keeper.changed();
  });

  const listeners = [editor.onDidChangeCursorSelection(record), editor.onDidScrollChange(record)];
  const first = shownDoc();
  if (first) restore(first);

  function restore(doc: DocumentId): boolean {
    const view = restorable.get(doc);
    restorable.delete(doc);
    if (!view || view.stamp !== stampOf(doc)) return false;
    apply(view);
    return true;
  }

  return {
    restore,
    replaced(doc) {
      const was = dropped.has(doc);
      dropped.delete(doc);
      return was;
    },
    dispose() {
      for (const listener of listeners) listener.dispose();
      unsubscribe();
      unsource();
      // What the last moves changed is written now: a new editor (a retry) reads it.
      keeper.flush();
    },
  };
}
