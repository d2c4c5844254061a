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
): Diagnostic[] {
  const counts = new Map<string, number>();
  for (const d of diagnostics) counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
  const seen = new Map<string, number>();
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const n = (seen.get(d.code) ?? 0) + 1;
    seen.set(d.code, n);
    if (n > max) continue;
    out.push(d);
    const total = counts.get(d.code)!;
    if (n === max && total > max) {
      const data = { kind: "capped", code: d.code, shown: max, rest: total - max } as const;
      out.push({
        code: ANALYZE_CODES.capped.code,
        severity: ANALYZE_CODES.capped.severity,
        message: t.capped(data),
        doc: doc.doc,
        path: d.path,
        span: d.span,
        data,
      });
    }
  }
  return out;
}
