/** The engine's diagnostics as Monaco markers (offsets here; the editor turns them into lines and columns). */
import { commonPrefix, commonSuffix, type Diagnostic, type DocumentId, type Severity } from "../../core/index";

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

/**
 * Whether the markers a model was given for `before` still stand where `placed` (the markers of `after`, the model's
 * text now) would put them, so they need not be given again (the editor lays out every squiggle anew when they are):
 * the two lists are the same, field by field, and the edit from `before` to `after` kept every marker's line and
 * column (it neither adds nor removes a line end, and is on no marker's line). Typing on one line of a large config
 * moves the offsets of the hundred diagnostics below it, not their lines and columns.
 */
export function markersStand(
  given: { readonly text: string; readonly markers: readonly PlacedMarker[] },
  after: string,
  placed: readonly PlacedMarker[],
  /** The line (from 1) an offset of `after` is on. */
  lineOf: (offset: number) => number,
): boolean {
  if (!sameMarkers(given.markers, placed)) return false;
  const before = given.text;
  // None to place (most configs have no diagnostic), or the text they were given for.
  if (placed.length === 0 || before === after) return true;
  const start = commonPrefix(before, after);
  const end = commonSuffix(before, after, start);
  if (LINE_END.test(before.slice(start, before.length - end)) || LINE_END.test(after.slice(start, after.length - end)))
    return false;
  const line = lineOf(start);
  return placed.every((m) => line < m.startLineNumber || line > m.endLineNumber);
}

const LINE_END = /[\r\n]/;

/** Whether two lists of markers are the same, field by field. */
function sameMarkers(a: readonly PlacedMarker[], b: readonly PlacedMarker[]): boolean {
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
