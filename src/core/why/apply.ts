/**
 * Applying text edits: string work alone, no reading of JSON, so a caller that only writes edits made elsewhere (the
 * page applying a suggestion) carries nothing else of this room.
 */
import type { TextEdit } from "./edits";

/** Applies edits of one text (offsets against it, any order, not overlapping). */
export function applyTextEdits(text: string, edits: readonly Pick<TextEdit, "offset" | "length" | "text">[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.offset - a.offset))
    out = out.slice(0, e.offset) + e.text + out.slice(e.offset + e.length);
  return out;
}
