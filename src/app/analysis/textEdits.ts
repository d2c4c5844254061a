/**
 * A long text crosses to the worker as its edit from the text of the same document sent last (a keystroke: a few
 * characters), not whole: megabytes copied on the page's thread at every key, and again on the worker's. Both sides
 * keep the last text of each document for one worker.
 */
import { commonPrefix, commonSuffix } from "../../core/index";

/** Where the text differs from the one sent last: `removed` characters at `at` replaced by `inserted`. */
export interface TextEdit {
  readonly at: number;
  readonly removed: number;
  readonly inserted: string;
  /** The length of the text it makes: checked, so a text rebuilt from another never passes for it. */
  readonly length: number;
}

/** A document's text as it crosses: whole, or as its edit from the last one. */
export type SentText = string | TextEdit;

/** Shorter texts cross whole: their edit would save little. */
export const EDIT_MIN_CHARS = 65_536;

/** `text` as it crosses to a worker that was last sent `before` (undefined: none of that document). */
export function sentText(before: string | undefined, text: string): SentText {
  if (before === undefined || text.length < EDIT_MIN_CHARS) return text;
  const at = commonPrefix(before, text);
  const end = commonSuffix(before, text, at);
  return { at, removed: before.length - at - end, inserted: text.slice(at, text.length - end), length: text.length };
}

/** The text that crossed, given the one received before (an edit of nothing, or of another text: a bug, thrown). */
export function receivedText(before: string | undefined, sent: SentText): string {
  if (typeof sent === "string") return sent;
  if (before === undefined) throw new Error("An edit of a text this worker was never sent.");
  const text = before.slice(0, sent.at) + sent.inserted + before.slice(sent.at + sent.removed);
  if (text.length !== sent.length) throw new Error("An edit of another text than this worker was sent.");
  return text;
}
