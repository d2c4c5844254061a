/**
 * Text edits of the two documents, made with jsonc-parser's `modify` so the user's comments and layout survive. An
 * edit is data (`{ doc, offset, length, text }` against the text it was made for), so the page, the command line
 * and tests apply exactly what the engine verified.
 */
import { applyEdits, modify, type FormattingOptions } from "jsonc-parser";
import type { DocumentId, JsonPath } from "../diagnostics";
import { placeEdit, type ReadDocument } from "./place";
import { applyTextEdits } from "./apply";
import { inline, insertItem, nodeAt, removeAt, foldReplacements, treeOf, writeAt, type Replacement } from "../edit";

export interface TextEdit {
  readonly doc: DesignDocument;
  readonly offset: number;
  readonly length: number;
  readonly text: string;
}

/** An edit in any of the page's documents (an OpenClaw change may be in the host's approvals). */
export type DocumentEdit = Omit<TextEdit, "doc"> & { readonly doc: DocumentId };

export interface Texts {
  readonly config: string;
  readonly scenarios: string;
}

/** The documents a SophiaClaw change is made in. */
export type DesignDocument = keyof Texts;

/** One change of a value at a path: set (or insert into a list at `index` -1 for its end), or remove. */
export type PathEdit =
  | { readonly doc: DesignDocument; readonly op: "set"; readonly path: JsonPath; readonly value: unknown }
  | { readonly doc: DesignDocument; readonly op: "insert"; readonly path: JsonPath; readonly value: unknown }
  | { readonly doc: DesignDocument; readonly op: "remove"; readonly path: JsonPath };

/** The indentation a text already uses (its first indented line), so an inserted entry looks like its neighbours. */
export function formattingOf(text: string): FormattingOptions {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const indent = /\n([ \t]+)\S/.exec(text)?.[1];
  if (indent?.startsWith("\t")) return { insertSpaces: false, tabSize: 1, eol };
  return { insertSpaces: true, tabSize: indent ? Math.min(indent.length, 8) : 2, eol };
}

/**
 * One path edit as the edit module writes it (the least text changed: a removed entry takes its own lines and the
 * comment lines just above it, nothing else is reprinted); undefined when it cannot be placed on the tree.
 */
function leastEdits(text: string, e: PathEdit): Replacement[] | undefined {
  const root = treeOf(text);
  if (!root) return undefined;
  if (e.op === "remove") {
    const r = removeAt(text, root, e.path);
    return r.length ? r : undefined;
  }
  if (e.op === "set") {
    const r = writeAt(root, e.path, e.value, false);
    return r && [r];
  }
  const last = e.path.at(-1);
  const listPath = typeof last === "number" ? e.path.slice(0, -1) : e.path;
  const list = nodeAt(root, listPath);
  const before = typeof last === "number" && last >= 0 ? list?.children?.[last] : undefined;
  const r =
    before && list ? insertItem(text, list, last as number, inline(e.value)) : writeAt(root, listPath, e.value, true);
  return r && [r];
}

/** The text edits of one path edit, against `text` (a blank text is an empty object first). */
function editsOf(text: string, e: PathEdit): TextEdit[] {
  const formattingOptions = formattingOf(text);
  const blank = text.trim() === "";
  const base = blank ? "{}" : text;
  const least = leastEdits(base, e);
  const value = e.op === "remove" ? undefined : e.value;
  const edits = least
    ? least.map((r) => ({ offset: r.offset, length: r.length, content: r.text }))
    : modify(base, [...e.path], value, { formattingOptions, isArrayInsertion: e.op === "insert" });
  if (!blank) return edits.map((x) => ({ doc: e.doc, offset: x.offset, length: x.length, text: x.content }));
  // A blank text is replaced whole by the edited empty object.
  return [{ doc: e.doc, offset: 0, length: text.length, text: applyEdits(base, edits) }];
}

/**
 * The text edits of several path edits, each against the texts as the earlier ones left them, folded into edits of
 * the original texts: one replacement per place that changes, the text between them not rewritten.
 */
export function textEdits(texts: Texts, changes: readonly PathEdit[], read?: ReadDocuments): TextEdit[] {
  const placed = read && placeAll(read, changes);
  if (placed) return placed;
  const now = { ...texts };
  const batches: Record<DesignDocument, TextEdit[][]> = { config: [], scenarios: [] };
  for (const c of changes) {
    const edits = editsOf(now[c.doc], c);
    batches[c.doc].push(edits);
    now[c.doc] = applyTextEdits(now[c.doc], edits);
  }
  return (["config", "scenarios"] as const).flatMap((doc) =>
    texts[doc] === now[doc] ? [] : foldReplacements(texts[doc], batches[doc]).map((r) => ({ doc, ...r })),
  );
}

/** Both documents as a search read them once (place.ts). */
export interface ReadDocuments {
  readonly config: ReadDocument;
  readonly scenarios: ReadDocument;
}

/**
 * The edits placed against the texts as read (each where a person would write it), when every one can be; entries
 * appended at the same place go in order. Undefined when one cannot be placed that way.
 */
function placeAll(read: ReadDocuments, changes: readonly PathEdit[]): TextEdit[] | undefined {
  const out: TextEdit[] = [];
  for (const c of changes) {
    const e = placeEdit(c.doc, read[c.doc], c);
    if (!e) return undefined;
    const same = out.findIndex((o) => o.doc === e.doc && o.offset === e.offset);
    if (same < 0) out.push(e);
    else if (e.length === 0 && out[same]!.length === 0) out[same] = { ...e, text: out[same]!.text + e.text };
    else return undefined;
  }
  return out;
}

export { applyTextEdits };

/** Both texts with the edits applied (each edit to its own document). */
export function applyToTexts(texts: Texts, edits: readonly TextEdit[]): Texts {
  return {
    config: applyTextEdits(
      texts.config,
      edits.filter((e) => e.doc === "config"),
    ),
    scenarios: applyTextEdits(
      texts.scenarios,
      edits.filter((e) => e.doc === "scenarios"),
    ),
  };
}
