/**
 * What the command line prints is made of user text (ids, names, paths, messages that quote them). A terminal acts
 * on some characters instead of showing them: escape sequences (ESC, C1), a carriage return that overwrites the
 * line, NUL, line and paragraph separators, and bidi controls that reorder what is shown. They are written out
 * visibly instead (`\x1b`, `\u202e`), so what is printed is what is in the file.
 */

/** C0 (incl. LF and CR; not tab), DEL, C1, U+2028/U+2029, and the bidi marks, embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const TERMINAL_UNSAFE = /[\x00-\x08\x0a-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Outside C0 (which JSON.stringify escapes itself): what is still unsafe in a JSON text. */
const JSON_UNSAFE = /[\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const hex = (c: string, width: number) => c.charCodeAt(0).toString(16).padStart(width, "0");

/** `text` with every terminal-unsafe character written as `\xNN` (up to U+00FF) or `\uNNNN`. */
export function visible(text: string): string {
  return text.replace(TERMINAL_UNSAFE, (c) => (c.charCodeAt(0) <= 0xff ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`));
}

/**
 * A value as indented JSON, one line per element, with the characters JSON.stringify leaves raw (DEL, C1, bidi
 * controls, U+2028/U+2029) written as JSON `\uNNNN` escapes: the lines carry nothing a terminal acts on, and
 * JSON.parse of them gives back the same value.
 */
export function jsonLines(value: unknown): string[] {
  return JSON.stringify(value, null, 2)
    .replace(JSON_UNSAFE, (c) => `\\u${hex(c, 4)}`)
    .split("\n");
}
