/**
 * An addition written into the scenarios text with the edit module (the least text changed: the user's comments and
 * layout survive, the entry sits beside its neighbours): appended to its list, the list made when it is missing. A
 * text that does not parse into an object, or whose list is not a list, gets no edit.
 */
import { parse, type ParseError } from "jsonc-parser";
import { applyReplacements, inline, treeOf, writeAt } from "../edit";
import { isRecord, own } from "../safe";
import type { CoverageAddition } from "./items";

/** One replacement in the scenarios text (the shape of the other rooms' text edits). */
export interface CoverageEdit {
  readonly doc: "scenarios";
  readonly offset: number;
  readonly length: number;
  readonly text: string;
}

function readObject(text: string): Record<string, unknown> | undefined {
  if (text.trim() === "") return {};
  const errors: ParseError[] = [];
  try {
    const value: unknown = parse(text, errors, { allowTrailingComma: true });
    return errors.length === 0 && isRecord(value) ? value : undefined;
  } catch {
    // Nested deeper than the parser's stack: not a text an edit can be placed in.
    return undefined;
  }
}

/** The edits that append the addition's entry to its list in `text`; undefined when it cannot be placed. */
export function additionEdits(text: string, addition: CoverageAddition): readonly CoverageEdit[] | undefined {
  const value = readObject(text);
  if (!value) return undefined;
  const list = own(value, addition.list);
  if (list !== undefined && !Array.isArray(list)) return undefined;
  // A blank text is replaced whole.
  if (text.trim() === "")
    return [
      {
        doc: "scenarios",
        offset: 0,
        length: text.length,
        text: `{ ${JSON.stringify(addition.list)}: ${inline([addition.entry])} }\n`,
      },
    ];
  const root = treeOf(text);
  const r = root && writeAt(root, [addition.list], addition.entry, true);
  return r ? [{ doc: "scenarios", offset: r.offset, length: r.length, text: r.text }] : undefined;
}

/** The text with the addition appended; the text unchanged when it cannot be placed. */
export function applyAddition(text: string, addition: CoverageAddition): string {
  const edits = additionEdits(text, addition);
  if (!edits) return text;
  return applyReplacements(text, edits);
}
