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
