/**
 * One mistake, one diagnostic. Where the document's schema reports a value of the wrong type, a value not allowed or
 * a field missing, and a room's lint reports the same span (it reads the value leniently and says what the engine
 * then does with it), they are one mistake reported twice: the graver report stays, and of two equally grave ones
 * the room's, which says what the mistake does. Syntax errors always stay. Two reports of one code at one span are
 * one.
 */
import { DOCUMENT_CODES, SC } from "./document/codes";
import type { Diagnostic, Severity } from "./diagnostics";

/** The schema's codes that a room's report of the same span repeats. */
const SHAPE_CODES: ReadonlySet<string> = new Set([SC.wrongType, SC.invalidEnum, SC.invalidValue, SC.missingField]);
/** The document room's own codes. */
const DOCUMENT: ReadonlySet<string> = new Set(DOCUMENT_CODES.map((c) => c.code));
const GRAVITY: Readonly<Record<Severity, number>> = { error: 2, warning: 1, info: 0 };

const spanKey = (d: Diagnostic) => `${d.doc} ${d.span.offset} ${d.span.length}`;

export function onePerSpan(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const shape = new Map<string, Diagnostic>();
  const room = new Map<string, Diagnostic>();
  for (const d of diagnostics) {
    if (SHAPE_CODES.has(d.code)) shape.set(spanKey(d), d);
    else if (!DOCUMENT.has(d.code) && !room.has(spanKey(d))) room.set(spanKey(d), d);
  }
  /** Whether a report gives way to another report of the same mistake. */
  const yields = (d: Diagnostic): boolean => {
    const key = spanKey(d);
    if (SHAPE_CODES.has(d.code)) {
      const other = room.get(key);
      return other !== undefined && GRAVITY[other.severity] >= GRAVITY[d.severity];
    }
    if (DOCUMENT.has(d.code)) return false;
    const schema = shape.get(key);
    return schema !== undefined && GRAVITY[schema.severity] > GRAVITY[d.severity];
  };
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    if (yields(d)) return false;
    const same = `${spanKey(d)} ${d.code}`;
    if (seen.has(same)) return false;
    seen.add(same);
    return true;
  });
}
