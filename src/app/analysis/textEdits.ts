/**
 * A long text crosses to the worker as its edit from the text of the same document sent last (a keystroke: a few
 * characters; a baseline that did not change: nothing), not whole: megabytes copied on the page's thread at every
 * key, and again on the worker's. Both sides keep the last texts they exchanged for one worker: the analysed ones and
 * the baseline's.
 */
import { minimalEdit } from "../state/minimalEdit";

/** Where the text differs from the one sent last (minimalEdit's), and the length of the text it makes. */
export interface TextEdit {
  readonly offset: number;
  readonly length: number;
  readonly text: string;
  /** Checked, so a text rebuilt from another never passes for it. */
  readonly total: number;
}

/** A document's text as it crosses: whole, or as its edit from the last one. */
export type SentText = string | TextEdit;

/** Shorter texts cross whole: their edit would save little. */
export const EDIT_MIN_CHARS = 65_536;

/** The change typed between two texts, when it is known (the store's `changeBetween`); none: found by comparing. */
export type ChangeOf = (before: string, after: string) => Omit<TextEdit, "total"> | undefined;

/** `text` as it crosses to a worker that was last sent `before` (undefined: none of that document). */
export function sentText(before: string | undefined, text: string, changeOf?: ChangeOf): SentText {
  if (before === undefined || text.length < EDIT_MIN_CHARS) return text;
  // The same text (a baseline that stays: most often the very string): nothing, without going over it in pieces.
  if (before === text) return { offset: text.length, length: 0, text: "", total: text.length };
  const typed = changeOf?.(before, text);
  if (typed) return { offset: typed.offset, length: typed.length, text: typed.text, total: text.length };
  return { ...minimalEdit(before, text), total: text.length };
}

/** The text that crossed, given the one received before (an edit of nothing, or of another text: a bug, thrown). */
export function receivedText(before: string | undefined, sent: SentText): string {
  if (typeof sent === "string") return sent;
  if (before === undefined) throw new Error("An edit of a text this worker was never sent.");
  // Nothing changed: the very text before (found again by identity, as the baseline's readings are).
  if (sent.length === 0 && sent.text === "" && sent.total === before.length) return before;
  const text = before.slice(0, sent.offset) + sent.text + before.slice(sent.offset + sent.length);
  if (text.length !== sent.total) throw new Error("An edit of another text than this worker was sent.");
  return text;
}

/** The texts of one analysis (or of a baseline), as they are and as they cross. */
export interface Texts {
  readonly config: string;
  readonly scenarios: string;
  readonly approvals?: string;
}
export interface SentTexts {
  readonly config: SentText;
  readonly scenarios: SentText;
  readonly approvals?: SentText;
}

/** `texts` as they cross to a worker that was last sent `before` (undefined: nothing yet). */
export function sentTexts(before: Texts | undefined, texts: Texts, changeOf?: ChangeOf): SentTexts {
  return {
    config: sentText(before?.config, texts.config, changeOf),
    scenarios: sentText(before?.scenarios, texts.scenarios, changeOf),
    ...(texts.approvals !== undefined && { approvals: sentText(before?.approvals, texts.approvals, changeOf) }),
  };
}

/** The texts that crossed, given those received before. */
export function receivedTexts(before: Texts | undefined, sent: SentTexts): Texts {
  return {
    config: receivedText(before?.config, sent.config),
    scenarios: receivedText(before?.scenarios, sent.scenarios),
    ...(sent.approvals !== undefined && { approvals: receivedText(before?.approvals, sent.approvals) }),
  };
}
