/**
 * Keeps the editor's models (the config, the scenarios, an OpenClaw profile's host approvals) and the documents store
 * in step, both ways, without ever changing a character the
 * user did not touch. Edits in a model flow into the store; edits made elsewhere (a panel, an example) flow back as
 * one minimal replacement, so cursor and undo survive.
 *
 * A model holds the document exactly, except for line endings Monaco rewrites (a lone CR; CR LF and LF mixed). For
 * such a document the model is "inexact": offsets are mapped through lines and columns (lineMap.ts), the model's
 * edits are applied to the document rather than the model's text read back, and a paste keeps its own line endings.
 */
import type { DocumentId } from "../../core/index";
import type { Documents, DocumentStore } from "../state/documents";
import { minimalEdit } from "../state/scenarioEdits";
import { applyLineChanges, lineStarts, offsetAt, positionAt, type LineChange, type Position } from "./lineMap";

/** A change as Monaco reports it: in lines and columns, and where it is in the text before (its offset and length). */
export type ModelChange = LineChange & { readonly rangeOffset?: number; readonly rangeLength?: number };

/** The part of a Monaco text model the sync uses (a fake in tests). */
export interface SyncModel {
  getValue(): string;
  getEOL(): string;
  getPositionAt(offset: number): Position;
  getOffsetAt(position: Position): number;
  getLineCount(): number;
  getLineMaxColumn(lineNumber: number): number;
  /** Closes the undo step: an edit made from outside is one undoable step of its own. */
  pushStackElement(): void;
  onDidChangeContent(listener: (event: { readonly changes: readonly ModelChange[] }) => void): { dispose(): void };
  pushEditOperations(selections: [], operations: { range: Range; text: string }[], cursor: () => null): unknown;
}

export interface Range {
  readonly startLineNumber: number;
  readonly startColumn: number;
  readonly endLineNumber: number;
  readonly endColumn: number;
}

export interface DocumentSync {
  /** The document's text (the store's; for an inexact model, not the model's text). */
  text(doc: DocumentId): string;
  /** The model range of a document span. */
  range(doc: DocumentId, offset: number, length: number): Range;
  /** The document offset of a model position. */
  offset(doc: DocumentId, position: Position): number;
  /** The next change of this model is a paste of `raw`: keep its line endings in the document. */
  expectPaste(doc: DocumentId, raw: string): void;
  /** Replaces a model's whole text as a paste would (one undoable edit), keeping the text's line endings. */
  paste(doc: DocumentId, raw: string): void;
  dispose(): void;
}

const DOCS: readonly DocumentId[] = ["config", "scenarios", "approvals"];

/** A document's text in the store; the approvals document, when there is none, is the empty text of its model. */
const textIn = (docs: Documents, doc: DocumentId): string => docs[doc] ?? "";

export function createDocumentSync(models: Record<DocumentId, SyncModel>, store: DocumentStore): DocumentSync {
  const initial = store.get().docs ?? { config: "", scenarios: "" };
  // The text each model and the store last agreed on: the same string object, so a store change that came from
  // the editor itself is recognised without reading the model's text again.
  const synced: Record<DocumentId, string> = {
    config: initial.config,
    scenarios: initial.scenarios,
    approvals: textIn(initial, "approvals"),
  };
  const exact: Record<DocumentId, boolean> = {
    config: models.config.getValue() === initial.config,
    scenarios: models.scenarios.getValue() === initial.scenarios,
    approvals: models.approvals.getValue() === synced.approvals,
  };
  const starts = new Map<DocumentId, { text: string; starts: number[] }>();
  const startsOf = (doc: DocumentId): number[] => {
    const known = starts.get(doc);
    if (known?.text === synced[doc]) return known.starts;
    const fresh = lineStarts(synced[doc]);
    starts.set(doc, { text: synced[doc], starts: fresh });
    return fresh;
  };
  const pending = new Map<DocumentId, string>();
  let applying = false;

  const range = (doc: DocumentId, offset: number, length: number): Range => {
    const model = models[doc];
    const at = (o: number): Position =>
      exact[doc] ? model.getPositionAt(o) : positionAt(synced[doc], startsOf(doc), o);
    const s = at(offset);
    const e = at(offset + length);
    return { startLineNumber: s.lineNumber, startColumn: s.column, endLineNumber: e.lineNumber, endColumn: e.column };
  };

  /** A paste's text as the model holds it: every line ending in the model's. */
  const asModel = (doc: DocumentId, raw: string): string => raw.replace(/\r\n|\r|\n/g, models[doc].getEOL());

  const subscriptions = DOCS.map((doc) =>
    models[doc].onDidChangeContent((event) => {
      if (applying) return;
      const raw = pending.get(doc);
      pending.delete(doc);
      const only = event.changes.length === 1 ? event.changes[0] : undefined;
      const changes =
        raw !== undefined && only && only.text === asModel(doc, raw)
          ? [{ range: only.range, text: raw }]
          : event.changes;
      const modelText = models[doc].getValue();
      const asIs = exact[doc] && changes === event.changes;
      const next = asIs ? modelText : applyLineChanges(synced[doc], changes);
      // One change to a text the model holds as it is: Monaco's offsets are the text's (the worker is sent just that).
      const change =
        asIs && only?.rangeOffset !== undefined && only.rangeLength !== undefined
          ? { offset: only.rangeOffset, length: only.rangeLength, text: only.text }
          : undefined;
      exact[doc] = next === modelText;
      synced[doc] = next;
      store.setText(doc, next, change);
    }),
  );

  const unsubscribe = store.subscribe(() => {
    const next = store.get().docs;
    if (!next) return;
    for (const doc of DOCS) {
      const text = textIn(next, doc);
      if (text === synced[doc]) continue;
      const model = models[doc];
      const edit = minimalEdit(synced[doc], text);
      const where = range(doc, edit.offset, edit.length);
      synced[doc] = text;
      applying = true;
      try {
        model.pushStackElement();
        model.pushEditOperations([], [{ range: where, text: edit.text }], () => null);
        model.pushStackElement();
      } finally {
        applying = false;
      }
      exact[doc] = model.getValue() === text;
    }
  });

  return {
    text: (doc) => synced[doc],
    range,
    offset(doc, position) {
      return exact[doc] ? models[doc].getOffsetAt(position) : offsetAt(synced[doc], startsOf(doc), position);
    },
    expectPaste(doc, raw) {
      if (/\r/.test(raw)) pending.set(doc, raw);
    },
    paste(doc, raw) {
      const model = models[doc];
      const last = model.getLineCount();
      pending.set(doc, raw);
      model.pushStackElement();
      model.pushEditOperations(
        [],
        [
          {
            range: { startLineNumber: 1, startColumn: 1, endLineNumber: last, endColumn: model.getLineMaxColumn(last) },
            text: raw,
          },
        ],
        () => null,
      );
      model.pushStackElement();
      pending.delete(doc);
    },
    dispose() {
      unsubscribe();
      for (const s of subscriptions) s.dispose();
    },
  };
}
