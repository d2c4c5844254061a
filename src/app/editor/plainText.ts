/**
 * A <textarea> shows every line break as "\n" (CR LF and a lone CR alike), so a document written with CR LF would
 * change as a whole on the first keystroke in the plain-text editor. These map between the document and what the
 * textarea shows, so an edit there changes only what was typed and keeps every other character as it was.
 */
import { minimalEdit } from "../state/minimalEdit";

/** What a textarea shows for a text. */
export function shownInTextarea(text: string): string {
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}

/** The offset in the text of an offset in what the textarea shows. */
export function textOffset(text: string, shownOffset: number): number {
  if (!text.includes("\r")) return shownOffset;
  let shown = 0;
  let i = 0;
  while (i < text.length && shown < shownOffset) {
    i += text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
    shown++;
  }
  return i;
}

/** The offset in what the textarea shows of an offset in the text. */
export function shownOffset(text: string, offset: number): number {
  if (!text.includes("\r")) return offset;
  let crlf = 0;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) crlf++;
  return offset - crlf;
}

/**
 * The document after the user changed the textarea's value from what it showed for `text` to `typed`: the
 * changed part in the document's line breaks (CR LF when it uses them), everything else unchanged.
 */
export function applyTextareaEdit(text: string, typed: string): string {
  if (!text.includes("\r")) return typed;
  const edit = minimalEdit(shownInTextarea(text), typed);
  const start = textOffset(text, edit.offset);
  const end = textOffset(text, edit.offset + edit.length);
  const inserted = text.includes("\r\n") ? edit.text.replace(/\n/g, "\r\n") : edit.text;
  return text.slice(0, start) + inserted + text.slice(end);
}
