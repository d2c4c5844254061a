/**
 * An addition written into the scenarios text with jsonc-parser's `modify`, so the user's comments and formatting
 * survive: appended to its list, the list made when it is missing. A text that does not parse into an object, or
 * whose list is not a list, gets no edit.
 */
import { applyEdits, modify, parse, type ParseError } from "jsonc-parser";
import { isRecord, own } from "../safe";
import type { CoverageAddition } from "./items";

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } } as const;

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
  const base = text.trim() === "" ? "{}" : text;
  const list = own(value, addition.list);
  if (list !== undefined && !Array.isArray(list)) return undefined;
  const edits = Array.isArray(list)
    ? modify(base, [addition.list, -1], addition.entry, { ...FORMAT, isArrayInsertion: true })
    : modify(base, [addition.list], [addition.entry], FORMAT);
  if (base === text)
    return edits.map((e) => ({ doc: "scenarios" as const, offset: e.offset, length: e.length, text: e.content }));
  // A blank text is replaced whole.
  return [{ doc: "scenarios", offset: 0, length: text.length, text: applyEdits(base, edits) }];
}

/** The text with the addition appended; the text unchanged when it cannot be placed. */
export function applyAddition(text: string, addition: CoverageAddition): string {
  const edits = additionEdits(text, addition);
  if (!edits) return text;
  return applyEdits(
    text,
    edits.map((e) => ({ doc: "scenarios" as const, offset: e.offset, length: e.length, content: e.text })),
  );
}
