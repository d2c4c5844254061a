/**
 * Applying text edits: string work alone, no reading of JSON, so a caller that only writes edits made elsewhere (the
 * page applying a suggestion) carries nothing else of this room.
 */
import { applyReplacements } from "../edit";
import type { TextEdit } from "./edits";

/** Applies edits of one text (offsets against it, any order, not overlapping). */
export const applyTextEdits = (text: string, edits: readonly Pick<TextEdit, "offset" | "length" | "text">[]): string =>
  applyReplacements(text, edits);
