/**
 * Placing an edit the way a person would: a new list entry after the last one, written like its neighbours (on its
 * own line with their indentation, or inline when they are inline); a new property after the object's last one; a
 * value replaced where it stands. Nothing else in the text moves, and nothing is formatted again. Read from one
 * parse of each text, made once per search. Edits it cannot place (a removal, a missing parent) are left to
 * jsonc-parser's `modify` (edits.ts).
 */
import type { JsonPath, SpanOf } from "../diagnostics";
import { arr, isRecord, own } from "../safe";
import type { DesignDocument, PathEdit, TextEdit } from "./edits";

/** One document as the search read it: its text, its value, and the spans of its nodes. */
export interface ReadDocument {
  readonly text: string;
  readonly value: unknown;
  readonly spanOf: SpanOf;
}

const valueAt = (value: unknown, path: JsonPath): unknown =>
  path.reduce<unknown>((v, k) => (typeof k === "number" ? arr(v)?.[k] : own(v, k)), value);

/** The whitespace a line starts with, when the node at `offset` is the first thing on its line. */
function lineIndent(text: string, offset: number): string | undefined {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const lead = text.slice(start, offset);
  return /^[ \t]*$/.test(lead) ? lead : undefined;
}

/** The unit of indentation a text uses (its first indented line's), two spaces when none. */
function indentUnit(text: string): string {
  return /\n([ \t]+)\S/.exec(text)?.[1] ?? "  ";
}

/** How long a line may grow before a new value is written over several lines. */
const LINE = 100;

/**
 * A value as JSON: inline (`{ "a": 1, "b": [2] }`), or over lines at `indent` with `unit` steps (only when it would
 * not fit on the line inline).
 */
function json(value: unknown, inline: boolean, indent = "", unit = "  "): string {
  const one = inlineJson(value);
  if (inline || indent.length + one.length <= LINE) return one;
  return JSON.stringify(value, null, unit).replace(/\n/g, `\n${indent}`);
}

/** A value as JSON on one line, with a space after each colon and comma, as people write it. */
function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(", ")}]`;
  if (isRecord(value)) {
    const parts = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inlineJson(v)}`);
    return parts.length ? `{ ${parts.join(", ")} }` : "{}";
  }
  return JSON.stringify(value);
}

/** Whether a node is written on one line. */
const oneLine = (text: string, offset: number, length: number): boolean =>
  !text.slice(offset, offset + length).includes("\n");

/**
 * The text edit of one path edit against the document as read, or undefined when it is not one this file places.
 */
export function placeEdit(doc: DesignDocument, read: ReadDocument, e: PathEdit): TextEdit | undefined {
  const { text } = read;
  if (e.op === "remove") return undefined;
  if (e.op === "insert") {
    const listPath = e.path.slice(0, -1);
    const list = arr(valueAt(read.value, listPath));
    if (!list || e.path[e.path.length - 1] !== -1) return undefined;
    const span = read.spanOf(listPath);
    if (list.length === 0) {
      // `[]`: the entry goes inside the brackets.
      const open = text.indexOf("[", span.offset);
      if (open < 0 || open >= span.offset + span.length) return undefined;
      return { doc, offset: open + 1, length: 0, text: json(e.value, true) };
    }
    return after(doc, read, [...listPath, list.length - 1], (indent, inline) =>
      inline ? json(e.value, true) : json(e.value, false, indent, indentUnit(text)),
    );
  }
  // set: a value replaced where it stands, or a new property after the object's last one.
  const parentPath = e.path.slice(0, -1);
  const key = e.path[e.path.length - 1];
  const parent = valueAt(read.value, parentPath);
  if (typeof key !== "string" || !isRecord(parent)) return undefined;
  if (Object.hasOwn(parent, key)) {
    const span = read.spanOf(e.path);
    const inline = oneLine(text, span.offset, span.length);
    const indent = lineIndent(text, span.offset) ?? "";
    return { doc, offset: span.offset, length: span.length, text: json(e.value, inline, indent, indentUnit(text)) };
  }
  const keys = Object.keys(parent);
  const property = (indent: string, inline: boolean) =>
    `${JSON.stringify(key)}: ${inline ? json(e.value, true) : json(e.value, false, indent, indentUnit(text))}`;
  if (keys.length === 0) return undefined;
  return after(doc, read, [...parentPath, keys[keys.length - 1]!], property, true);
}

/**
 * An insertion after the node at `path` (the last entry or property of its parent): a comma, then the new one on
 * its own line at that node's indentation (written on one line when that node is), or inline after it.
 */
function after(
  doc: DesignDocument,
  read: ReadDocument,
  path: JsonPath,
  make: (indent: string, inline: boolean) => string,
  property = false,
): TextEdit {
  const { text } = read;
  const span = read.spanOf(path);
  // A property's line starts with its key; an entry's with itself.
  const lineStart = text.lastIndexOf("\n", span.offset - 1) + 1;
  const lead = text.slice(lineStart, span.offset);
  const indent = /^[ \t]*/.exec(lead)![0];
  // A property on its own line: the line holds its key, a colon, and the value.
  const ownLine = property ? /^[ \t]*"(?:[^"\\]|\\.)*"[ \t]*:[ \t]*$/.test(lead) : lead === indent;
  const end = span.offset + span.length;
  if (!ownLine) return { doc, offset: end, length: 0, text: `, ${make("", true)}` };
  return { doc, offset: end, length: 0, text: `,\n${indent}${make(indent, oneLine(text, span.offset, span.length))}` };
}
