/** Shapes every panel shares: a provenance chip and a place in a document to reveal. */
import type { DocumentId, JsonPath, Provenance, Span } from "../../core/index";

/**
 * A place in one of the documents: where a click takes the cursor. A diagnostic names its span; a provenance or a
 * trace step names its path, and the editor finds the path's span in the text when the click comes, so a card's
 * view model stays the same while edits above it move its offsets.
 */
export type Target =
  { readonly doc: DocumentId; readonly span: Span } | { readonly doc: DocumentId; readonly path: JsonPath };

/** The small "from" chip next to a resolved value. */
export interface ChipVM {
  readonly label: string;
  /** The step's machine name, for a tooltip. */
  readonly step: string;
  /** Where the value was read; undefined when it was not read from a document (a built-in default). */
  readonly target: Target | undefined;
}

export function chipOf(from: Provenance): ChipVM {
  return {
    label: from.label,
    step: from.step,
    target: from.path ? { doc: from.doc ?? "config", path: from.path } : undefined,
  };
}

/** A value as one line of text: lists joined, absence named. */
export function listText(values: readonly string[] | undefined, empty: string): string {
  return values && values.length > 0 ? values.join(", ") : empty;
}
