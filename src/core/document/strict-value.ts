/**
 * The fastest path of parsing: the value of a text without any syntax error, read by the browser's own
 * `JSON.parse` (several times faster than any reader written in JavaScript), with no tree at all. The tree, needed
 * only to point at a node (a diagnostic, a click), is built when first asked for (parse.ts).
 *
 * One pass over the text first does what `JSON.parse` does not: it blanks out comments and trailing commas (which
 * jsonc-parser reads without error, and `JSON.parse` refuses), refuses nesting past the limit, and counts the
 * properties written. `JSON.parse` keeps only the last of two properties with the same name; the value then has
 * fewer properties than the text (each property of the value is one of the text, and the overridden one is not),
 * so equal counts mean no name was written twice in an object. Any doubt answers undefined, and the caller reads
 * the text the careful way, with jsonc-parser's exact diagnostics.
 */
import {
  SPACE,
  TAB,
  LF,
  CR,
  QUOTE,
  BACKSLASH,
  SLASH,
  STAR,
  COMMA,
  COLON,
  OPEN_BRACE,
  CLOSE_BRACE,
  OPEN_BRACKET,
  CLOSE_BRACKET,
} from "./chars";

const isSpace = (c: number) => c === SPACE || c === TAB || c === LF || c === CR;

/** The text as strict JSON (comments and trailing commas blanked), and how many properties it writes. */
interface Prepared {
  readonly json: string;
  readonly properties: number;
}

/**
 * One pass: strings are skipped whole, comments and trailing commas become spaces (so `JSON.parse` sees strict
 * JSON), colons outside strings are counted (in strict JSON each is one property), and a container opened deeper
 * than `maxDepth` (the root counts as 1) refuses the text. Undefined at an unclosed comment or string, a lone slash,
 * or too deep a nesting: the careful reader will name the problem.
 */
function prepare(text: string, maxDepth: number): Prepared | undefined {
  const len = text.length;
  const blanks: number[] = []; // [start, end) pairs to blank out
  let properties = 0;
  let depth = 0;
  // The last character that is not white space or a comment: a comma is trailing only after a value.
  let previous = 0;
  let pendingComma = -1;
  for (let pos = 0; pos < len; pos++) {
    const c = text.charCodeAt(pos);
    if (isSpace(c)) continue;
    if (c === SLASH) {
      const next = text.charCodeAt(pos + 1);
      let end: number;
      if (next === SLASH) {
        end = pos + 2;
        while (end < len && text.charCodeAt(end) !== LF && text.charCodeAt(end) !== CR) end++;
      } else if (next === STAR) {
        const close = text.indexOf("*/", pos + 2);
        if (close < 0) return undefined;
        end = close + 2;
      } else {
        return undefined;
      }
      blanks.push(pos, end);
      pos = end - 1;
      continue;
    }
    if (pendingComma >= 0) {
      if (c === CLOSE_BRACE || c === CLOSE_BRACKET) blanks.push(pendingComma, pendingComma + 1);
      pendingComma = -1;
    }
    if (c === QUOTE) {
      let end = pos + 1;
      for (;;) {
        end = text.indexOf('"', end);
        if (end < 0) return undefined;
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
        end++;
      }
      pos = end;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > maxDepth) return undefined;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    } else if (c === COLON) {
      properties++;
    } else if (c === COMMA && previous !== COMMA && previous !== OPEN_BRACE && previous !== OPEN_BRACKET) {
      pendingComma = pos;
    }
    previous = c;
  }
  if (blanks.length === 0) return { json: text, properties };
  // Ranges come in text order; a trailing comma's range is pushed after the comments that follow it.
  const ranges: [number, number][] = [];
  for (let i = 0; i < blanks.length; i += 2) ranges.push([blanks[i]!, blanks[i + 1]!]);
  ranges.sort((a, b) => a[0] - b[0]);
  const parts: string[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    parts.push(text.slice(at, start), blank(text, start, end));
    at = end;
  }
  parts.push(text.slice(at));
  return { json: parts.join(""), properties };
}

/** Spaces for a stretch of text, its line breaks kept (not needed by JSON.parse, but the text stays readable). */
function blank(text: string, start: number, end: number): string {
  let out = "";
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    out += c === LF || c === CR ? text[i] : " ";
  }
  return out;
}

/** Said by readPlainJson of a text `JSON.parse` refuses, or whose colons it cannot count: the pass above reads it. */
const NOT_PLAIN = Symbol("not plain JSON");

/**
 * A text `JSON.parse` accepts as it is (strict JSON: no comment, no trailing comma, the common case of a large pasted
 * config), read without the pass over every character above: its properties are counted from its colons instead.
 * Every colon of such a text either writes a property or is a character of a string; the value's strings (keys and
 * values) hold the latter, unless one was written as an escape (`\u003a`), and then the pass above decides. So the
 * colons of the text less those of the value's strings are the properties written, and equal to the value's own
 * count when no name was written twice in an object. A value nested deeper than `maxDepth` is refused, as above.
 */
function readPlainJson(text: string, maxDepth: number): { readonly value: unknown } | undefined | typeof NOT_PLAIN {
  if (text.includes("\\u003a") || text.includes("\\u003A")) return NOT_PLAIN;
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return NOT_PLAIN;
  }
  const walked = { properties: 0, colons: 0 };
  if (!walkValue(value, 1, maxDepth, walked)) return undefined;
  return colonsIn(text) - walked.colons === walked.properties ? { value } : undefined;
}

/** How many colons a string holds. */
function colonsIn(s: string): number {
  let n = 0;
  for (let at = s.indexOf(":"); at >= 0; at = s.indexOf(":", at + 1)) n++;
  return n;
}

/**
 * Adds a parsed value's properties and the colons of its strings (keys and values) to `out`; false when a container
 * sits deeper than `maxDepth` (the root at `depth` 1), without walking further.
 */
function walkValue(
  value: unknown,
  depth: number,
  maxDepth: number,
  out: { properties: number; colons: number },
): boolean {
  if (typeof value === "string") {
    out.colons += colonsIn(value);
    return true;
  }
  if (typeof value !== "object" || value === null) return true;
  if (depth > maxDepth) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (!walkValue(item, depth + 1, maxDepth, out)) return false;
    return true;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    out.properties++;
    out.colons += colonsIn(key);
    if (!walkValue(record[key], depth + 1, maxDepth, out)) return false;
  }
  return true;
}

/**
 * The value of `text` when it has no syntax error, no property written twice in one object and nests at most
 * `maxDepth` deep: exactly the value the careful reader builds (every key an own property, `__proto__` included:
 * `JSON.parse` defines properties, it does not assign them). Undefined for anything else, an empty text included.
 */
export function readStrictValue(text: string, maxDepth: number): { readonly value: unknown } | undefined {
  const plain = readPlainJson(text, maxDepth);
  if (plain !== NOT_PLAIN) return plain;
  const prepared = prepare(text, maxDepth);
  if (!prepared) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(prepared.json) as unknown;
  } catch {
    return undefined;
  }
  const walked = { properties: 0, colons: 0 };
  walkValue(value, 1, Infinity, walked);
  return walked.properties === prepared.properties ? { value } : undefined;
}
