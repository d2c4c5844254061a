/**
 * What the controller asks of the full editor (controller.ts): show a document (each keeps its own view), reveal an
 * entry, mark the entry of the card the pointer is over; and the hover that says what an agent's field resolves to.
 */
import { getLocation } from "jsonc-parser";
import type { DocumentId, JsonPath, Span } from "../../core/index";
import { T } from "../texts";
import type { EditorApi } from "./controller";
import { editorOptionsFor } from "./heavy";
import { escapeMarkdown } from "./markdown";
import { monaco } from "./monaco";
import type { EditorPlace } from "./place";
import type { DocumentSync, Range as SyncRange } from "./sync";

/** The class of the mark over the entry of the card the pointer is over (styles.css). */
export const HIGHLIGHT_CLASS = "source-highlight";

export const toRange = (r: SyncRange): monaco.Range =>
  new monaco.Range(r.startLineNumber, r.startColumn, r.endLineNumber, r.endColumn);

export interface EditorParts {
  readonly editor: monaco.editor.IStandaloneCodeEditor;
  readonly models: Record<DocumentId, monaco.editor.ITextModel>;
  readonly sync: DocumentSync;
  readonly docOf: (model: monaco.editor.ITextModel) => DocumentId | undefined;
  /** The span of a path in a text (the analysis's `spanAt`, read when asked: it follows the analysis). */
  readonly spanAt: (doc: DocumentId, text: string, path: JsonPath) => Span;
  /** The place kept across a reload (place.ts), when the page keeps one. */
  readonly place: EditorPlace | undefined;
  /** The decorations that mark the pointed-at card's entry. */
  readonly highlight: monaco.editor.IEditorDecorationsCollection;
  /** A document's file name now (the config's follows the profile: editorLabel). */
  readonly nameOf: (doc: DocumentId) => string;
}

export function createEditorApi(parts: EditorParts): EditorApi {
  const { editor, models: m, sync, docOf, spanAt, place, highlight, nameOf } = parts;
  const viewStates = new Map<DocumentId, monaco.editor.ICodeEditorViewState | null>();
  const api: EditorApi = {
    show(doc) {
      const current = editor.getModel();
      if (current === m[doc]) return;
      const from = current ? docOf(current) : undefined;
      if (from) viewStates.set(from, editor.saveViewState());
      // A document replaced whole while hidden opens at the top, not where it was before.
      if (place?.replaced(doc)) viewStates.delete(doc);
      highlight.clear();
      editor.updateOptions(editorOptionsFor(m[doc].getValueLength()));
      editor.setModel(m[doc]);
      editor.updateOptions({ ariaLabel: T.editorLabel(nameOf(doc)) });
      const state = viewStates.get(doc);
      if (state) editor.restoreViewState(state);
      else place?.restore(doc);
    },
    highlight(target) {
      const model = editor.getModel();
      if (!target || !model || docOf(model) !== target.doc) return highlight.clear();
      const span = spanAt(target.doc, sync.text(target.doc), target.path);
      const range = toRange(sync.range(target.doc, span.offset, span.length));
      highlight.set([{ range, options: { className: HIGHLIGHT_CLASS, isWholeLine: true } }]);
    },
    reveal(target) {
      const doc = target.doc;
      const span = "span" in target ? target.span : spanAt(doc, sync.text(doc), target.path);
      api.show(doc);
      const range = toRange(sync.range(doc, span.offset, span.length));
      editor.setSelection(range);
      editor.revealRangeInCenter(range);
      editor.focus();
    },
  };
  return api;
}

/** The hover over a field: what it resolves to, in the analysis's words (asked of the analysis when shown). */
export function registerHover(
  docOf: (model: monaco.editor.ITextModel) => DocumentId | undefined,
  hover: (doc: DocumentId, path: JsonPath) => Promise<readonly string[] | undefined | null>,
): monaco.IDisposable {
  return monaco.languages.registerHoverProvider("json", {
    async provideHover(model, position) {
      const doc = docOf(model);
      if (!doc) return null;
      const path = getLocation(model.getValue(), model.getOffsetAt(position)).path;
      const lines = await hover(doc, path);
      if (!lines) return null;
      return {
        contents: lines.map((line, i) => ({
          value: i === 0 ? `**${escapeMarkdown(line)}**` : escapeMarkdown(line),
        })),
      };
    },
  });
}
