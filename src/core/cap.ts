/**
 * Diagnostics capped per code: a document with 10,000 broken entries shows the first MAX_DIAGNOSTICS_PER_CODE of
 * each code, in text order, and one more diagnostic per capped code giving the count of the rest.
 */
import { ANALYZE_CODES } from "./codes";
import type { Diagnostic, Located } from "./diagnostics";
import { scenarioTexts as t } from "./texts";

/** How many diagnostics of one code one document shows. */
export const MAX_DIAGNOSTICS_PER_CODE = 100;

/**
 * The first `max` diagnostics of each code, in the order given; after the last one shown of a capped code, one
 * ANALYZE_CODES.capped diagnostic at the same place, with the code and the count left out as data.
 */
export function capPerCode(
  doc: Located,
  diagnostics: readonly Diagnostic[],
  max: number = MAX_DIAGNOSTICS_PER_CODE,
  /** Diagnostics of each code that were counted but never made (CappedDiagnostics): they add to the rest. */
  uncounted: Readonly<Record<string, number>> = {},
): Diagnostic[] {
  const counts = new Map<string, number>(Object.entries(uncounted));
  for (const d of diagnostics) counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
  const seen = new Map<string, number>();
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const n = (seen.get(d.code) ?? 0) + 1;
    seen.set(d.code, n);
    if (n > max) continue;
    out.push(d);
    const total = counts.get(d.code)!;
    if (n === max && total > max) out.push(cappedNote(doc, d, max, total - max));
  }
  return out;
}

/** The diagnostic after the last one shown of a capped code: the code and the count left out, as data. */
function cappedNote(doc: Located, last: Diagnostic, shown: number, rest: number): Diagnostic {
  const data = { kind: "capped", code: last.code, shown, rest } as const;
  return {
    code: ANALYZE_CODES.capped.code,
    severity: ANALYZE_CODES.capped.severity,
    message: t.capped(data),
    doc: doc.doc,
    path: last.path,
    span: last.span,
    data,
  };
}

/**
 * Diagnostics collected as they are reported, the first `made` of each code made (message and span), the rest only
 * counted: a list of a million broken entries renders thousands of messages, not a million. capPerCode, given
 * `uncounted()`, then shows what it would have shown for all of them, as long as none past `made` would have
 * given way to another diagnostic at its span (see one-per-span.ts): the caller picks `made` so.
 */
export class CappedDiagnostics {
  private readonly kept: Diagnostic[] = [];
  private readonly counts = new Map<string, number>();

  constructor(private readonly made: number) {}

  /** Counts one diagnostic of `code`, and makes it (calls `make`) only while fewer than `made` of it were. */
  add(code: string, make: () => Diagnostic): void {
    const n = (this.counts.get(code) ?? 0) + 1;
    this.counts.set(code, n);
    if (n <= this.made) this.kept.push(make());
  }

  /** The diagnostics made, in the order reported. */
  list(): Diagnostic[] {
    return [...this.kept];
  }

  /** How many of each code were counted and not made (codes with none left out). */
  uncounted(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [code, n] of this.counts) if (n > this.made) out[code] = n - this.made;
    return out;
  }
}
