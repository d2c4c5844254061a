/**
 * The wildcard matcher rules and approvals use. `*` is any run of characters (including `/` and spaces), `?` is one
 * character (a whole code point, so an emoji counts once), everything else is literal, and the match is anchored at
 * both ends. A pattern ending in `" *"` also matches the text before that space, so `git status *` matches
 * `git status` while `ls *` never matches `lsof`.
 *
 * Why not a RegExp: a pattern such as `*a*a*a*b` translated to `.*a.*a.*a.*b` backtracks exponentially on a long run of
 * `a`s, and patterns come from users and links. Why not the greedy two-pointer scan with backtrack-to-last-star: it
 * is O(pattern x text) on `*aaa...ab` (30,000 characters against 60,000: seconds). The pattern is split at its stars
 * into segments; the first is matched at the start, the last at the end, and each one between is found leftmost
 * after the one before (leftmost is right for stars: a later find leaves less text for the segments after it, never
 * more). A segment without `?` is found with `indexOf` (linear in practice); a segment with `?` in a text without
 * surrogates after it is found in one shift-and pass (its length over 32 words per text character, up to
 * MAX_BITAP_SEGMENT characters); otherwise it is tried at each position, its length times the text's, each try a
 * step of the budget. The answers are exactly the two-pointer scan's,
 * including its handling of lone surrogates (a star's run ends between code points, never inside a pair).
 */

import type { Steps } from "../budget";

/** The work of one match: what was counted, and the analysis's budget if any. */
interface Work {
  steps: number;
  readonly budget: Steps | undefined;
  /** The index of the text's last surrogate code unit (-1: none), once read. */
  lastSurrogate?: number;
}

const STAR = 42; // "*"
const QUESTION = 63; // "?"

/**
 * Whether `pattern` matches the whole of `text`, with the `" *"` convention. `steps` (an analysis's budget) is
 * stepped at each place a segment with `?` is tried, so such a search cannot outlast the budget.
 */
export function matchWildcard(pattern: string, text: string, steps?: Steps): boolean {
  return matchWork(pattern, text, steps).matched;
}

/**
 * The answer and the work it took: `steps` counts the characters compared and the characters a segment search ran
 * over, so a test can bound the work by the lengths of the pattern and the text.
 */
export function matchWork(pattern: string, text: string, budget?: Steps): { matched: boolean; steps: number } {
  const work: Work = { steps: 0, budget };
  let matched = matchAnchored(pattern, pattern.length, text, work);
  if (!matched && pattern.endsWith(" *")) matched = matchAnchored(pattern, pattern.length - 2, text, work);
  return { matched, steps: work.steps };
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

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/**
 * Whether a star whose run starts at `start` can end at `k`: between code points counted from `start`, so never
 * between the two halves of a pair after it (a run starting inside a pair starts there).
 */
function starCanEndAt(text: string, start: number, k: number): boolean {
  return k === start || !(isHigh(text.charCodeAt(k - 1)) && isLow(text.charCodeAt(k)));
}

/** Whether `text[from..]` has a surrogate code unit (half of a pair, or a lone one); the text is read once a match. */
function surrogateFrom(text: string, from: number, work: Work): boolean {
  if (work.lastSurrogate === undefined) {
    let last = -1;
    for (let i = text.length - 1; i >= 0 && last < 0; i--) {
      const c = text.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdfff) last = i;
    }
    work.steps += text.length - last;
    work.lastSurrogate = last;
  }
  return work.lastSurrogate >= from;
}

/** The longest segment with `?` searched in one pass (shift-and); longer ones are tried at each place. */
export const MAX_BITAP_SEGMENT = 4096;

/**
 * Where `pattern[from, to)` (no star; `?` is any one unit, as in a text without surrogates) first occurs in `text`
 * at or after `t`, or -1: shift-and over the text, with one bit per segment character in ⌈length / 32⌉ words.
 */
function findFixed(pattern: string, from: number, to: number, text: string, t: number, work: Work): number {
  const m = to - from;
  const words = (m + 31) >>> 5;
  // Per character of the segment, the positions it (or a `?`) accepts; every other character only the `?` ones.
  const any = new Int32Array(words);
  for (let i = 0; i < m; i++) if (pattern.charCodeAt(from + i) === QUESTION) any[i >>> 5]! |= 1 << (i & 31);
  const masks = new Map<number, Int32Array>();
  for (let i = 0; i < m; i++) {
    const c = pattern.charCodeAt(from + i);
    if (c === QUESTION) continue;
    let mask = masks.get(c);
    if (!mask) masks.set(c, (mask = Int32Array.from(any)));
    mask[i >>> 5]! |= 1 << (i & 31);
  }
  work.steps += m + masks.size * words;
  const state = new Int32Array(words);
  const top = (m - 1) >>> 5;
  const bit = 1 << ((m - 1) & 31);
  for (let j = t; j < text.length; j++) {
    work.budget?.step();
    work.steps += words;
    const mask = masks.get(text.charCodeAt(j)) ?? any;
    let carry = 1;
    for (let w = 0; w < words; w++) {
      const d = state[w]!;
      state[w] = ((d << 1) | carry) & mask[w]!;
      carry = d >>> 31;
    }
    if (state[top]! & bit) return j - m + 1;
  }
  return -1;
}

const EXHAUSTED = -2;
const MISMATCH = -1;

/**
 * One segment (no star in it) compared at `t`: the text index after it, MISMATCH, or EXHAUSTED when the text ends
 * first (which ends the whole match: the two-pointer scan stops when the text does).
 */
function scanSegment(pattern: string, from: number, to: number, text: string, t: number, work: Work) {
  const n = text.length;
  for (let p = from; p < to; p++) {
    if (t >= n) return EXHAUSTED;
    work.steps++;
    const c = pattern.charCodeAt(p);
    if (c === QUESTION) t += unitsAt(text, t);
    else if (c === text.charCodeAt(t)) t++;
    else return MISMATCH;
  }
  return t;
}

/** The scan proper, over `pattern[0, end)`. */
function matchAnchored(pattern: string, end: number, text: string, work: Work): boolean {
  const n = text.length;
  let p = pattern.indexOf("*");
  if (p < 0 || p >= end) {
    // No star: the whole pattern at the start, and the text ends with it.
    const t = scanSegment(pattern, 0, end, text, 0, work);
    return t === n;
  }
  let t = scanSegment(pattern, 0, p, text, 0, work);
  if (t < 0) return false;
  // Here pattern[p] is a star and the text before t is matched.
  for (;;) {
    while (p < end && pattern.charCodeAt(p) === STAR) p++;
    work.steps++;
    if (p === end) return true; // a star at the end takes the rest
    if (t >= n) return false; // a segment is left and no text
    let next = pattern.indexOf("*", p);
    if (next < 0 || next > end) next = end;
    const last = next === end;
    const hasQuestion = pattern.slice(p, next).includes("?");
    work.steps += next - p;
    if (!hasQuestion) {
      const literal = pattern.slice(p, next);
      if (last) {
        // The last segment ends the text, at a place the star's run can end.
        const at = n - literal.length;
        work.steps += literal.length;
        return at >= t && starCanEndAt(text, t, at) && text.endsWith(literal);
      }
      let at = text.indexOf(literal, t);
      while (at >= 0 && !starCanEndAt(text, t, at)) at = text.indexOf(literal, at + 1);
      work.steps += (at < 0 ? n : at + literal.length) - t;
      if (at < 0) return false;
      t = at + literal.length;
    } else if (!last && next - p <= MAX_BITAP_SEGMENT && !surrogateFrom(text, t, work)) {
      // With no surrogate in the rest of the text, every `?` is one unit: the segment is a fixed-length pattern,
      // found leftmost in one pass over the text (shift-and), its length over 32 machine words per character.
      const at = findFixed(pattern, p, next, text, t, work);
      if (at < 0) return false;
      t = at + (next - p);
    } else if (last && !surrogateFrom(text, t, work)) {
      // With no surrogate in the rest of the text, every `?` is one unit: the last segment can only end the text
      // where it starts `next - p` units before the end.
      const at = n - (next - p);
      work.steps += n - t;
      return at >= t && scanSegment(pattern, p, next, text, at, work) === n;
    } else {
      // Tried at each place the star's run can end, leftmost first.
      let found = MISMATCH;
      for (let m = t; m < n; m += unitsAt(text, m)) {
        work.budget?.step();
        const after = scanSegment(pattern, p, next, text, m, work);
        if (after === EXHAUSTED) return false;
        if (after === MISMATCH) continue;
        if (!last || after === n) {
          found = after;
          break;
        }
      }
      if (found < 0) return false;
      if (last) return true;
      t = found;
    }
    p = next;
  }
}
