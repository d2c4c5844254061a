/**
 * A small before/after of an edit: the whole lines it touches, as they are and as they would be, with the first
 * line's number. What the page and the command line show beside a suggestion.
 */
import type { DocumentId } from "../diagnostics";
import { applyTextEdits, type DocumentEdit, type Texts } from "./edits";

export interface EditPreview {
  readonly doc: DocumentId;
  /** The first line shown, 1-based. */
  readonly line: number;
  readonly before: readonly string[];
  readonly after: readonly string[];
}

/** The most lines a preview shows on each side; past it, the rest is counted in `more`. */
const MAX_LINES = 12;

/** The lines of `texts[edit.doc]` the edit touches, before and after it. */
export function editPreview(
  texts: Texts & { readonly approvals?: string },
  edit: DocumentEdit,
): EditPreview & { readonly more: number } {
  const text = texts[edit.doc] ?? "";
  const start = text.lastIndexOf("\n", edit.offset - 1) + 1;
  // An edit that ends with a line's newline (whole lines removed or replaced) does not touch the line after it.
  const wholeLines = edit.length > 0 && text[edit.offset + edit.length - 1] === "\n";
  const endAt = text.indexOf("\n", edit.offset + edit.length - (wholeLines ? 1 : 0));
  const end = endAt < 0 ? text.length : endAt;
  const before = text.slice(start, end).split(/\r?\n/);
  const changed = applyTextEdits(text.slice(start, end), [{ ...edit, offset: edit.offset - start }]);
  const after = wholeLines && changed === "" ? [] : changed.replace(/\r?\n$/, wholeLines ? "" : "\n").split(/\r?\n/);
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < start; i = text.indexOf("\n", i + 1)) line++;
  const more = Math.max(0, before.length - MAX_LINES) + Math.max(0, after.length - MAX_LINES);
  return { doc: edit.doc, line, before: before.slice(0, MAX_LINES), after: after.slice(0, MAX_LINES), more };
}
