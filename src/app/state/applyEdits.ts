/**
 * Writing an engine's edits (a "why not?" suggestion, a coverage entry) into the documents: each document it
 * touches gets one new text, which the editor takes as one undoable edit. Only while the documents are still the
 * texts the edits were made against; otherwise nothing is written (their offsets would land elsewhere).
 */
import { applyTextEdits, type DocumentEdit, type DocumentId } from "../../core/index";
import type { Documents, DocumentStore } from "./documents";

const DOCS: readonly DocumentId[] = ["config", "scenarios", "approvals"];

/** True when written; false when a document it touches changed since `against` (nothing is written then). */
export function applyEditsTo(store: DocumentStore, against: Documents, edits: readonly DocumentEdit[]): boolean {
  const docs = store.get().docs;
  if (!docs) return false;
  const touched = DOCS.filter((d) => edits.some((e) => e.doc === d));
  if (touched.some((d) => docs[d] !== against[d])) return false;
  for (const d of touched)
    store.setText(
      d,
      applyTextEdits(
        docs[d] ?? "",
        edits.filter((e) => e.doc === d),
      ),
    );
  return true;
}

/** What was written, so it can be taken back from anywhere: each touched document's text before and after. */
export interface Written {
  readonly before: Partial<Record<DocumentId, string>>;
  readonly after: Partial<Record<DocumentId, string>>;
}

/** Writes the edits (as applyEditsTo), returning what was written; undefined when nothing could be. */
export function writeEdits(
  store: DocumentStore,
  against: Documents,
  edits: readonly DocumentEdit[],
): Written | undefined {
  const touched = DOCS.filter((d) => edits.some((e) => e.doc === d));
  const before = Object.fromEntries(touched.map((d) => [d, against[d] ?? ""]));
  if (!applyEditsTo(store, against, edits)) return undefined;
  const docs = store.get().docs!;
  return { before, after: Object.fromEntries(touched.map((d) => [d, docs[d] ?? ""])) };
}

/**
 * Takes back what was written, in every document it touched at once (the editor shows one of them; this undoes
 * them all): only while each is still the text written; false otherwise (nothing is changed then).
 */
export function takeBack(store: DocumentStore, written: Written): boolean {
  const docs = store.get().docs;
  if (!docs) return false;
  const touched = DOCS.filter((d) => written.after[d] !== undefined);
  if (touched.some((d) => docs[d] !== written.after[d])) return false;
  for (const d of touched) store.setText(d, written.before[d] ?? "");
  return true;
}
