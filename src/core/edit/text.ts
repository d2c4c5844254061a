/** Replacements as plain string work: applying them to a text, and the one smallest replacement between two texts. */
import type { Replacement } from "./tree-edits";

/** Applies replacements of one text (offsets against it, any order, not overlapping). */
export function applyReplacements(text: string, edits: readonly Replacement[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.offset - a.offset))
    out = out.slice(0, e.offset) + e.text + out.slice(e.offset + e.length);
  return out;
}

/** The one replacement that turns `before` into `after`: from their first difference to their last. */
export function smallestReplacement(before: string, after: string): Replacement {
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before[start] === after[start]) start++;
  let end = 0;
  while (end < max - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return { offset: start, length: before.length - start - end, text: after.slice(start, after.length - end) };
}
