/**
 * The fast path of parsing: most texts have no syntax error at all, and for them jsonc-parser's fault-tolerant
 * visitor (a callback and a closure per token, a scanner that builds every token's value char by char) costs
 * several times what a plain reader does. This reader accepts ONLY what jsonc-parser reads without a single error
 * and builds the very same tree (same node types, fields, offsets, lengths and values). At the first thing it is
 * not sure of (any syntax error, an empty text, nesting past the limit) it answers undefined, and the caller
 * parses with jsonc-parser, so every text with a problem still gets jsonc-parser's exact diagnostics.
 *
 * What jsonc-parser reads without error, and so what is accepted here: JSON values; spaces, tabs, `\n` and `\r`
 * only (any other white space is an unknown symbol there); `//` comments and closed `/* *\/` comments; trailing
 * commas after the last property or item.
 */
import type { Node } from "jsonc-parser";
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
  MINUS,
  PLUS,
  DOT,
  ZERO,
  NINE,
} from "./chars";

/** A node while it is being built (jsonc-parser's Node is read-only). */
interface Building {
  type: Node["type"];
  offset: number;
  length: number;
  parent?: Building;
  children?: Building[];
  value?: unknown;
  colonOffset?: number;
}

/** The characters a backslash escapes to (besides `\u`), by the escaped character's code. */
const ESCAPES: ReadonlyMap<number, string> = new Map([
  [QUOTE, '"'],
  [BACKSLASH, "\\"],
  [SLASH, "/"],
  [98, "\b"],
  [102, "\f"],
  [110, "\n"],
  [114, "\r"],
  [116, "\t"],
]);

const isDigit = (c: number) => c >= ZERO && c <= NINE;

function hexValue(c: number): number {
  if (c >= ZERO && c <= NINE) return c - ZERO;
  if (c >= 65 && c <= 70) return c - 55; // A-F
  if (c >= 97 && c <= 102) return c - 87; // a-f
  return -1;
}

/**
 * jsonc-parser's tree of `text` when the text has no syntax error and nests at most `maxDepth` deep (the root
 * counts as 1); undefined otherwise (and for a text with no value).
 */
export function readWellFormed(text: string, maxDepth: number): Node | undefined {
  const len = text.length;
  let pos = 0;

  /** Skips white space and comments; false at an unclosed block comment or a lone slash. */
  function skip(): boolean {
    while (pos < len) {
      const c = text.charCodeAt(pos);
      if (c === SPACE || c === TAB || c === LF || c === CR) {
        pos++;
      } else if (c !== SLASH) {
        return true;
      } else if (text.charCodeAt(pos + 1) === SLASH) {
        pos += 2;
        while (pos < len && text.charCodeAt(pos) !== LF && text.charCodeAt(pos) !== CR) pos++;
      } else if (text.charCodeAt(pos + 1) === STAR) {
        const end = text.indexOf("*/", pos + 2);
        if (end < 0) return false;
        pos = end + 2;
      } else {
        return false;
      }
    }
    return true;
  }

  /** The string starting at `pos` (a double quote), with its escapes read; pos moves past its closing quote. */
  function string(): string | undefined {
    let start = ++pos;
    let out = "";
    while (pos < len) {
      const c = text.charCodeAt(pos);
      if (c === QUOTE) {
        out += text.slice(start, pos++);
        return out;
      }
      if (c < 0x20) return undefined; // a line break ends the string there; other controls are invalid
      if (c !== BACKSLASH) {
        pos++;
        continue;
      }
      out += text.slice(start, pos);
      const escaped = text.charCodeAt(pos + 1);
      const simple = ESCAPES.get(escaped);
      if (simple !== undefined) {
        out += simple;
        pos += 2;
      } else if (escaped === 117) {
        let code = 0;
        for (let i = 2; i < 6; i++) {
          const digit = hexValue(text.charCodeAt(pos + i));
          if (digit < 0) return undefined;
          code = code * 16 + digit;
        }
        out += String.fromCharCode(code);
        pos += 6;
      } else {
        return undefined;
      }
      start = pos;
    }
    return undefined;
  }

  /** The end of the number starting at `pos`, in JSON's grammar; -1 when it is not one. */
  function numberEnd(): number {
    let p = pos;
    if (text.charCodeAt(p) === MINUS) p++;
    if (text.charCodeAt(p) === ZERO) p++;
    else if (isDigit(text.charCodeAt(p))) while (isDigit(text.charCodeAt(p))) p++;
    else return -1;
    if (text.charCodeAt(p) === DOT) {
      if (!isDigit(text.charCodeAt(++p))) return -1;
      while (isDigit(text.charCodeAt(p))) p++;
    }
    const e = text.charCodeAt(p);
    if (e === 69 || e === 101) {
      const sign = text.charCodeAt(++p);
      if (sign === PLUS || sign === MINUS) p++;
      if (!isDigit(text.charCodeAt(p))) return -1;
      while (isDigit(text.charCodeAt(p))) p++;
    }
    return p;
  }

  function literal(parent: Building | undefined): Building | undefined {
    const offset = pos;
    const c = text.charCodeAt(pos);
    if (c === QUOTE) {
      const value = string();
      return value === undefined ? undefined : { type: "string", offset, length: pos - offset, parent, value };
    }
    for (const [word, value] of KEYWORDS) {
      if (text.startsWith(word, pos)) {
        pos += word.length;
        return { type: value === null ? "null" : "boolean", offset, length: word.length, parent, value };
      }
    }
    const end = numberEnd();
    if (end < 0) return undefined;
    pos = end;
    return { type: "number", offset, length: end - offset, parent, value: Number(text.slice(offset, end)) };
  }

  /** After a value inside a container: past a comma (true), at the closer (true), or a syntax error (false). */
  function separator(closer: number): boolean {
    if (!skip()) return false;
    const c = text.charCodeAt(pos);
    if (c === closer) return true;
    if (c !== COMMA) return false;
    pos++;
    return skip();
  }

  // The children of the containers being read, on one shared stack: each container takes its own as one exact-size
  // array when it closes (an array grown by push keeps 16 slots or more, and a large tree is mostly small objects).
  const pending: Building[] = [];

  function object(parent: Building | undefined, depth: number): Building | undefined {
    const node: Building = { type: "object", offset: pos, length: -1, parent, children: undefined };
    const base = pending.length;
    pos++;
    if (!skip()) return undefined;
    while (text.charCodeAt(pos) !== CLOSE_BRACE) {
      if (text.charCodeAt(pos) !== QUOTE) return undefined;
      const offset = pos;
      // Every field at once, in jsonc-parser's order: a field added later would cost the node a second allocation.
      const property: Building = {
        type: "property",
        offset,
        length: -1,
        parent: node,
        children: undefined,
        colonOffset: -1,
      };
      const key = string();
      if (key === undefined) return undefined;
      const keyNode: Building = { type: "string", value: key, offset, length: pos - offset, parent: property };
      if (!skip() || text.charCodeAt(pos) !== COLON) return undefined;
      property.colonOffset = pos++;
      if (!skip()) return undefined;
      const value = valueAt(property, depth);
      if (!value) return undefined;
      property.children = [keyNode, value];
      property.length = value.offset + value.length - offset;
      pending.push(property);
      if (!separator(CLOSE_BRACE)) return undefined;
    }
    node.children = close(base);
    node.length = ++pos - node.offset;
    return node;
  }

  function array(parent: Building | undefined, depth: number): Building | undefined {
    const node: Building = { type: "array", offset: pos, length: -1, parent, children: undefined };
    const base = pending.length;
    pos++;
    if (!skip()) return undefined;
    while (text.charCodeAt(pos) !== CLOSE_BRACKET) {
      const value = valueAt(node, depth);
      if (!value) return undefined;
      pending.push(value);
      if (!separator(CLOSE_BRACKET)) return undefined;
    }
    node.children = close(base);
    node.length = ++pos - node.offset;
    return node;
  }

  /** The children pushed since `base`, off the stack. */
  function close(base: number): Building[] {
    const children = pending.slice(base);
    pending.length = base;
    return children;
  }

  /** The value at `pos`, inside containers `depth` deep; it must end where a token ends (no `truex`, no `1a`). */
  function valueAt(parent: Building | undefined, depth: number): Building | undefined {
    const c = text.charCodeAt(pos);
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (depth + 1 > maxDepth) return undefined;
      return c === OPEN_BRACE ? object(parent, depth + 1) : array(parent, depth + 1);
    }
    const node = literal(parent);
    return node && endsToken(text.charCodeAt(pos)) ? node : undefined;
  }

  if (!skip() || pos >= len) return undefined;
  const root = valueAt(undefined, 0);
  if (!root || !skip() || pos < len) return undefined;
  delete root.parent; // as jsonc-parser leaves its root
  return root as Node;
}

const KEYWORDS: readonly (readonly [string, boolean | null])[] = [
  ["true", true],
  ["false", false],
  ["null", null],
];

/** Whether a literal may end before this character (jsonc-parser's scanner reads a word up to one of these). */
function endsToken(c: number): boolean {
  return (
    Number.isNaN(c) ||
    c === SPACE ||
    c === TAB ||
    c === LF ||
    c === CR ||
    c === COMMA ||
    c === COLON ||
    c === CLOSE_BRACE ||
    c === CLOSE_BRACKET ||
    c === OPEN_BRACE ||
    c === OPEN_BRACKET ||
    c === QUOTE ||
    c === SLASH
  );
}
