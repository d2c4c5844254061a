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
