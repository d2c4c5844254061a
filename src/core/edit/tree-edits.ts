/**
 * The smallest text edits that change one node of a JSON-with-comments text: replace a value, rename a key, remove
 * a property or a list entry. Made on jsonc-parser's tree rather than with `modify`, which formats the whole
 * object or list it touches (an inline `{ "id": "a", "default": true }` comes back spread over four lines) and drops
 * the comments between entries: a quick fix changes what it names and not one character more. Inserted values are
 * written inline (`["git"]`), as a person writes a short value, so no indentation is needed.
 */
import {
  createScanner,
  findNodeAtLocation,
  parseTree,
  type Node,
  type ParseError,
  type SyntaxKind,
} from "jsonc-parser";
import type { JsonPath } from "../diagnostics";

/** A replacement of `length` characters at `offset` of one text. */
export interface Replacement {
  readonly offset: number;
  readonly length: number;
  readonly text: string;
}

/** A tree's root carries the text it was read from, so an added entry can be laid out as its neighbours are. */
type Root = Node & { readonly source?: string };

function textOf(node: Node): string | undefined {
  let root: Root = node;
  while (root.parent) root = root.parent;
  return root.source;
}

/** A text's tree, or undefined when the text has a syntax error (an edit could not be placed safely). */
export function treeOf(text: string): Node | undefined {
  const errors: ParseError[] = [];
  try {
    const root = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
    if (root) Object.defineProperty(root, "source", { value: text });
    return errors.length === 0 ? root : undefined;
  } catch {
    return undefined; // nesting deeper than the parser's stack
  }
}

/** The value node at a path. */
export const nodeAt = (root: Node, path: JsonPath): Node | undefined => findNodeAtLocation(root, [...path]);

/** A value written inline, as JSON: lists with a space after each comma, objects as `{ "key": value }`. */
export function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(", ")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`);
    return entries.length ? `{ ${entries.join(", ")} }` : "{}";
  }
  return JSON.stringify(value) ?? "null";
}

/** Replaces a value node with `value`, written inline. */
export const replaceValue = (node: Node, value: unknown): Replacement => ({
  offset: node.offset,
  length: node.length,
  text: inline(value),
});

/** The property node named `key` of an object node (the first, when the key is written twice). */
export function propertyOf(object: Node, key: string): Node | undefined {
  if (object.type !== "object") return undefined;
  return object.children?.find((p) => p.children?.[0]?.value === key);
}

/** Renames a property: its key, quoted, and nothing else. */
export function renameKey(property: Node, to: string): Replacement | undefined {
  const key = property.children?.[0];
  return key ? { offset: key.offset, length: key.length, text: JSON.stringify(to) } : undefined;
}

// jsonc-parser's SyntaxKind is a const enum, which this build cannot read: its two values used here.
const COMMA = 5 as SyntaxKind;
const EOF = 17 as SyntaxKind;

/** The first comma between `from` and `to` (comments skipped), as an offset. */
function commaBetween(text: string, from: number, to: number): number | undefined {
  const scanner = createScanner(text, true);
  scanner.setPosition(from);
  for (let kind = scanner.scan(); kind !== EOF && scanner.getTokenOffset() < to; kind = scanner.scan())
    if (kind === COMMA) return scanner.getTokenOffset();
  return undefined;
}

const isBlank = (s: string) => /^[ \t]*\r?$/.test(s);

/**
 * Removes a property (its property node) or a list entry (its value node) with the comma that separates it. An entry
 * on lines of its own takes those lines with it (with the comment lines just above it and a comment after it on its line: its own); an inline one takes the comma and the spaces after it (or, when it
 * is the last, the comma before it). Comments on other lines stay.
 */
export function removeItem(text: string, item: Node): Replacement[] {
  const siblings = item.parent?.children ?? [];
  const i = siblings.indexOf(item);
  const container = item.parent;
  if (!container || i < 0) return [];
  const prev = siblings[i - 1];
  const next = siblings[i + 1];
  const end = item.offset + item.length;
  const comma = commaBetween(text, end, next ? next.offset : container.offset + container.length - 1);
  const after = comma === undefined ? end : comma + 1;
  const lineStart = Math.max(text.lastIndexOf("\n", item.offset - 1), text.lastIndexOf("\r", item.offset - 1)) + 1;
  const newline = text.indexOf("\n", after);
  const lineEnd = newline < 0 ? text.length : newline;
  const cut = (from: number, to: number): Replacement => ({ offset: from, length: to - from, text: "" });
  const commaBefore =
    prev && !next && comma === undefined ? commaBetween(text, prev.offset + prev.length, item.offset) : undefined;
  const rest = text.slice(after, lineEnd);
  if (isBlank(text.slice(lineStart, item.offset)) && (isBlank(rest) || isComment(rest)) && lineStart > 0) {
    // Its own comment lines just above it go with it.
    const lines = cut(withCommentsAbove(text, lineStart), newline < 0 ? text.length : newline + 1);
    return commaBefore === undefined ? [lines] : [cut(commaBefore, commaBefore + 1), lines];
  }
  if (next) {
    let to = after;
    while (text[to] === " " || text[to] === "\t") to++;
    return [cut(item.offset, to)];
  }
  if (commaBefore !== undefined) return [cut(commaBefore, end)];
  return [cut(item.offset, after)];
}

/** Removes the value at `path`: the property that holds it, or its entry in a list. */
export function removeAt(text: string, root: Node, path: JsonPath): Replacement[] {
  const node = nodeAt(root, path);
  if (!node?.parent) return [];
  return removeItem(text, node.parent.type === "property" ? node.parent : node);
}

/** What goes before an entry added after `last`: on a line of its own, indented as `last`, when `last` starts its line. */
function separatorAfter(last: Node): string {
  const text = textOf(last);
  if (text === undefined) return ", ";
  const lineStart = lineStartOf(text, last.offset);
  const indent = text.slice(lineStart, last.offset);
  return lineStart > 0 && isBlank(indent) ? `,${text.includes("\r\n") ? "\r\n" : "\n"}${indent}` : ", ";
}

/**
 * Adds `value` at the end of a list: after its last entry (on a line of its own when the entries are, else `, value`),
 * or inside an empty one.
 */
export function appendItem(list: Node, value: unknown): Replacement | undefined {
  if (list.type !== "array") return undefined;
  const last = list.children?.at(-1);
  if (!last) return { offset: list.offset, length: list.length, text: inline([value]) };
  return { offset: last.offset + last.length, length: 0, text: `${separatorAfter(last)}${inline(value)}` };
}

/**
 * Adds an entry, already written (`inline(value)`, or an entry's own text moved with its comments), to a list
 * before its entry at `index`: on a line of its own, indented as that entry, when the entry begins its line; else
 * inline (`entry, `). Nothing when there is no such entry.
 */
export function insertItem(text: string, list: Node, index: number, written: string): Replacement | undefined {
  if (list.type !== "array") return undefined;
  const before = list.children?.[index];
  if (!before) return undefined;
  const lineStart = Math.max(text.lastIndexOf("\n", before.offset - 1), text.lastIndexOf("\r", before.offset - 1)) + 1;
  const indent = text.slice(lineStart, before.offset);
  const ownLine = lineStart > 0 && isBlank(indent);
  return { offset: before.offset, length: 0, text: `${written},${ownLine ? `\n${indent}` : " "}` };
}

const lineStartOf = (text: string, at: number) =>
  Math.max(text.lastIndexOf("\n", at - 1), text.lastIndexOf("\r", at - 1)) + 1;
const isComment = (line: string) => /^[ \t]*(\/\/.*|\/\*.*\*\/[ \t]*)\r?$/.test(line);

/** The start of the comment lines just above the line at `line` (or that line's start). */
function withCommentsAbove(text: string, line: number): number {
  let start = line;
  while (start > 0) {
    const above = lineStartOf(text, start - 1);
    if (!isComment(text.slice(above, start - 1))) break;
    start = above;
  }
  return start;
}

/**
 * Moves a list's entry at `from` before its entry at `to` (`to` < `from`). Laid out one entry per line, the entry
 * goes with its own lines: the comment lines just above it and a comment after it on its line; its comma is put
 * right, and the entry that becomes last loses its own. Otherwise the entry's text moves inline.
 */
export function moveItem(text: string, list: Node, from: number, to: number): Replacement[] {
  const items = list.children ?? [];
  const item = items[from];
  const target = items[to];
  if (list.type !== "array" || !item || !target || to >= from) return [];
  const own = text.slice(item.offset, item.offset + item.length);
  const next = items[from + 1];
  const end = item.offset + item.length;
  const comma = commaBetween(text, end, next ? next.offset : list.offset + list.length - 1);
  const afterComma = comma === undefined ? end : comma + 1;
  const lineEnd = (at: number) => {
    const n = text.indexOf("\n", at);
    return n < 0 ? text.length : n;
  };
  const rest = text.slice(afterComma, lineEnd(afterComma));
  const itemLine = lineStartOf(text, item.offset);
  const targetLine = lineStartOf(text, target.offset);
  const lined =
    itemLine > 0 &&
    isBlank(text.slice(itemLine, item.offset)) &&
    isBlank(text.slice(targetLine, target.offset)) &&
    (isBlank(rest) || isComment(rest)) &&
    lineEnd(afterComma) < text.length;
  if (!lined) {
    const inserted = insertItem(text, list, to, own);
    return inserted ? [inserted, ...removeItem(text, item)] : [];
  }
  // The block: the comment lines above the entry, the entry's line (its newline included); put above the target's.
  const start = withCommentsAbove(text, itemLine);
  const blockEnd = lineEnd(afterComma) + 1;
  const withComma =
    comma === undefined ? text.slice(start, end) + "," + text.slice(end, blockEnd) : text.slice(start, blockEnd);
  const out: Replacement[] = [{ offset: withCommentsAbove(text, targetLine), length: 0, text: withComma }];
  const prev = items[from - 1];
  // The entry was last: the one before it now is, and its comma goes.
  const prevComma =
    comma === undefined && prev ? commaBetween(text, prev.offset + prev.length, item.offset) : undefined;
  if (prevComma !== undefined && prevComma < start) out.push({ offset: prevComma, length: 1, text: "" });
  out.push({ offset: start, length: blockEnd - start, text: "" });
  return out;
}

/**
 * Adds a property at the end of an object: after its last property (on a line of its own when the properties are,
 * else `, "key": value`), or inside an empty one.
 */
export function addProperty(object: Node, key: string, value: unknown): Replacement | undefined {
  if (object.type !== "object") return undefined;
  const last = object.children?.at(-1);
  const entry = `${JSON.stringify(key)}: ${inline(value)}`;
  if (!last) return { offset: object.offset, length: object.length, text: `{ ${entry} }` };
  return { offset: last.offset + last.length, length: 0, text: `${separatorAfter(last)}${entry}` };
}

/**
 * `value` at `path`: put at the end of the list there (`list`), or in place of the value there; where part of the
 * path is missing, written around it as one property of the deepest object that is there.
 */
export function writeAt(root: Node, path: JsonPath, value: unknown, list: boolean): Replacement | undefined {
  for (let i = path.length; i >= 0; i--) {
    const node = nodeAt(root, path.slice(0, i));
    if (!node) continue;
    if (i === path.length) return list ? appendItem(node, value) : replaceValue(node, value);
    if (node.type !== "object") return undefined;
    let nested: unknown = list ? [value] : value;
    for (let j = path.length - 1; j > i; j--) nested = { [String(path[j])]: nested };
    return addProperty(node, String(path[i]), nested);
  }
  return undefined;
}
