/**
 * The wildcard matcher rules and approvals use. `*` is any run of characters (including `/` and spaces), `?` is one
 * character (a whole code point, so an emoji counts once), everything else is literal, and the match is anchored at
 * both ends. A pattern ending in `" *"` also matches the text before that space, so `git status *` matches
 * `git status` while `ls *` never matches `lsof`.
 *
 * Why not a RegExp: a pattern such as `*a*a*a*b` translated to `.*a.*a.*a.*b` backtracks exponentially on a long run of
 * `a`s, and patterns come from users and links. This is the greedy two-pointer scan with backtrack-to-last-star:
 * linear on ordinary patterns, O(pattern x text) at worst, never exponential.
 */

const STAR = 42; // "*"
const QUESTION = 63; // "?"

/** Whether `pattern` matches the whole of `text`, with the `" *"` convention. */
export function matchWildcard(pattern: string, text: string): boolean {
  if (matchAnchored(pattern, pattern.length, text)) return true;
  return pattern.endsWith(" *") && matchAnchored(pattern, pattern.length - 2, text);
}

/** Whether a pattern is made of stars only (`*`, `**`...): it matches every text. */
export function matchesEverything(pattern: string): boolean {
  if (pattern.length === 0) return false;
  for (let i = 0; i < pattern.length; i++) if (pattern.charCodeAt(i) !== STAR) return false;
  return true;
}

/** Whether a pattern has a wildcard character at all. */
export function hasWildcard(pattern: string): boolean {
  return pattern.includes("*") || pattern.includes("?");
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
