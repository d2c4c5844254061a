/**
 * The matcher as it was before segment search: the greedy two-pointer scan with backtrack-to-last-star, O(pattern x
 * text) at worst. Kept as the oracle the new matcher must agree with, answer for answer (lone surrogates included).
 */
const STAR = 42; // "*"
const QUESTION = 63; // "?"

/** Whether `pattern` matches the whole of `text`, with the `" *"` convention. */
export function oldMatchWildcard(pattern: string, text: string): boolean {
  if (matchAnchored(pattern, pattern.length, text)) return true;
  return pattern.endsWith(" *") && matchAnchored(pattern, pattern.length - 2, text);
}

/** UTF-16 units the code point at `i` takes: 2 for a surrogate pair, else 1. */
function unitsAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
    const d = text.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return 2;
  }
  return 1;
}

/** The scan proper, over `pattern[0, end)`. */
function matchAnchored(pattern: string, end: number, text: string): boolean {
  const n = text.length;
  let p = 0;
  let t = 0;
  let star = -1; // pattern index of the last star seen
  let mark = 0; // text index that star's run ends at
  while (t < n) {
    const c = p < end ? pattern.charCodeAt(p) : -1;
    if (c === QUESTION) {
      p++;
      t += unitsAt(text, t);
    } else if (c === STAR) {
      star = p++;
      mark = t;
    } else if (c !== -1 && c === text.charCodeAt(t)) {
      p++;
      t++;
    } else if (star >= 0) {
      // Let the last star take one more code point and retry from just after it.
      p = star + 1;
      mark += unitsAt(text, mark);
      t = mark;
    } else {
      return false;
    }
  }
  while (p < end && pattern.charCodeAt(p) === STAR) p++;
  return p === end;
}
