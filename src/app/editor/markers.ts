/** The engine's diagnostics as Monaco markers (offsets here; the editor turns them into lines and columns). */
import type { Diagnostic, DocumentId, Severity } from "../../core/index";

export interface MarkerSpec {
  readonly start: number;
  readonly end: number;
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
}

/** The diagnostics of one document; an empty span still covers one character so the squiggle shows. */
export function markersFor(diagnostics: readonly Diagnostic[], doc: DocumentId, textLength: number): MarkerSpec[] {
  return diagnostics
    .filter((d) => d.doc === doc)
    .map((d) => {
      const start = Math.min(Math.max(d.span.offset, 0), textLength);
      const end = Math.min(start + Math.max(d.span.length, 1), Math.max(textLength, start));
      return { start, end, code: d.code, severity: d.severity, message: d.message };
    });
}

/** A marker as the editor is given it: where (lines and columns), and what it says. */
export interface PlacedMarker {
  readonly startLineNumber: number;
  readonly startColumn: number;
  readonly endLineNumber: number;
  readonly endColumn: number;
  readonly code: string;
  readonly severity: number;
  readonly message: string;
  readonly source: string;
}

/** One change of a model's text, as the editor reports it: the lines it replaced, and the text it put there. */
export interface TextChange {
  readonly range: { readonly startLineNumber: number; readonly endLineNumber: number };
  readonly text: string;
}

/**
 * Whether a change can move a marker the model was given, in lines and columns: it adds or removes a line end, or is
 * on a marker's line. While none does, markers the same as those given stand where the model has them, and need not
 * be given again (the editor lays out every squiggle anew when they are): typing on one line of a large config moves
 * the offsets of the hundred diagnostics below it, not their lines and columns.
 */
export function movesMarkers(change: TextChange, given: readonly PlacedMarker[]): boolean {
  const { startLineNumber: line, endLineNumber } = change.range;
  if (line !== endLineNumber || LINE_END.test(change.text)) return true;
  return given.some((m) => line >= m.startLineNumber && line <= m.endLineNumber);
}

const LINE_END = /[\r\n]/;

/** Whether two lists of markers are the same, field by field. */
export function sameMarkers(a: readonly PlacedMarker[], b: readonly PlacedMarker[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (
      x.startLineNumber !== y.startLineNumber ||
      x.startColumn !== y.startColumn ||
      x.endLineNumber !== y.endLineNumber ||
      x.endColumn !== y.endColumn ||
      x.code !== y.code ||
      x.severity !== y.severity ||
      x.message !== y.message ||
      x.source !== y.source
    )
      return false;
  }
  return true;
}
