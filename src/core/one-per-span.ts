/**
 * One mistake, one diagnostic. Where the document's schema reports a value of the wrong type, a value not allowed or
 * a field missing, and a room reports the same span (it reads the value leniently and says what the engine then
 * does with it: "so it is ignored and every skill is allowed"), they are one mistake reported twice: the room's
 * report stays, with the room's severity, since it says what the mistake does. Syntax errors always stay. Two
 * reports of one code at one span are one.
 */
import { DOCUMENT_CODES, SC } from "./document";
import type { Diagnostic } from "./diagnostics";

/** The schema's codes that a room's report of the same span repeats. */
const SHAPE_CODES: ReadonlySet<string> = new Set([SC.wrongType, SC.invalidEnum, SC.invalidValue, SC.missingField]);
/** The document room's own codes. */
const DOCUMENT: ReadonlySet<string> = new Set(DOCUMENT_CODES.map((c) => c.code));

const spanKey = (d: Diagnostic) => `${d.doc} ${d.span.offset} ${d.span.length}`;

export function onePerSpan(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const room = new Set<string>();
  for (const d of diagnostics) if (!DOCUMENT.has(d.code)) room.add(spanKey(d));
  /** Whether a report gives way to another report of the same mistake: the schema's, to the room's. */
  const yields = (d: Diagnostic): boolean => SHAPE_CODES.has(d.code) && room.has(spanKey(d));
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    if (yields(d)) return false;
    const same = `${spanKey(d)} ${d.code}`;
    if (seen.has(same)) return false;
    seen.add(same);
    return true;
  });
}
