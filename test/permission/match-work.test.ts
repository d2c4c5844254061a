/**
 * The matcher's work is bounded by the lengths of its pattern and text (a segment with `?` between stars, in a text
 * without surrogates, costs one step per text character for each 32 characters of its length), and its answers are the old two-pointer matcher's, answer for answer, surrogates and the `" *"` convention included.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchWildcard, matchWork } from "../../src/core/index";
import { oldMatchWildcard } from "./match-oracle";

/** The work bound for a pattern with no `?` between two stars: a few steps per character of pattern and text. */
const bound = (pattern: string, text: string) => 4 * (pattern.length + text.length) + 8;

/** The bound when segments between stars have `?`: each 32 characters of a segment past the first read the text once. */
const boundWithQuestions = (pattern: string, text: string) =>
  bound(pattern, text) +
  text.length * pattern.split("*").reduce((sum, segment) => sum + Math.max(0, Math.ceil(segment.length / 32) - 1), 0);

const join = (parts: readonly string[]) => parts.join("");

describe("matchWork: answers", () => {
  it("agrees with the old matcher on random patterns and texts, lone surrogates and pairs included", () => {
    const patternChar = fc.constantFrom("a", "b", "*", "?", " ", "\uD83D", "\uDE00", "😀", "x");
    const textChar = fc.constantFrom("a", "b", " ", "\uD83D", "\uDE00", "😀", "*", "?");
    fc.assert(
      fc.property(
        fc.array(patternChar, { maxLength: 10 }).map(join),
        fc.array(textChar, { maxLength: 14 }).map(join),
        (p, t) => {
          expect(matchWork(p, t).matched).toBe(oldMatchWildcard(p, t));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("agrees with the old matcher on texts built from the pattern (so that most of them match)", () => {
    const piece = fc.constantFrom("a", "ab", "b", "😀", " ", "?", "*");
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 8 }),
        fc.array(fc.constantFrom("", "a", "b", "😀", "ba"), { maxLength: 8 }),
        (parts, fills) => {
          const pattern = join(parts);
          // Each star gets one of the fills, each ? one character: a text the pattern often matches.
          let k = 0;
          const text = parts.map((p) =>
            p === "*" ? (fills[k++ % Math.max(1, fills.length)] ?? "") : p === "?" ? "x" : p,
          );
          expect(matchWork(pattern, join(text)).matched).toBe(oldMatchWildcard(pattern, join(text)));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it.each([
    ["git status *", "git status", true],
    ["ls *", "lsof", false],
    ["*.ts", "src/a.ts", true],
    ["a*b*c", "aXXcYYb", false],
    ["?", "😀", true],
    ["*\uDE00", "😀", false], // a star's run never ends inside a pair
    ["\uD83D*", "😀", true],
  ])("%j against %j: %s, as before", (pattern, text, expected) => {
    expect(matchWildcard(pattern, text)).toBe(expected);
    expect(oldMatchWildcard(pattern, text)).toBe(expected);
  });
});

describe("matchWork: work", () => {
  it("bounds the work of a last segment with ? when the text has no surrogates", () => {
    const head = fc.array(fc.array(fc.constantFrom("a", "b"), { maxLength: 4 }).map(join), {
      minLength: 1,
      maxLength: 6,
    });
    const tail = fc.array(fc.constantFrom("a", "b", "?"), { maxLength: 8 }).map(join);
    const text = fc
      .tuple(fc.array(fc.constantFrom("a", "b", "ab"), { maxLength: 40 }), fc.nat(300))
      .map(([parts, run]) => "a".repeat(run) + join(parts));
    fc.assert(
      fc.property(head, tail, text, (segments, last, t) => {
        const pattern = [...segments, last].join("*");
        const { matched, steps } = matchWork(pattern, t);
        expect(matched).toBe(oldMatchWildcard(pattern, t));
        expect(steps).toBeLessThanOrEqual(bound(pattern, t));
      }),
      { numRuns: 500 },
    );
  });

  it("answers *aaa...b (30,000 characters) against 60,000 characters in linear work", () => {
    const pattern = `*${"a".repeat(30_000)}b`;
    const text = "a".repeat(60_000);
    const { matched, steps } = matchWork(pattern, text);
    expect(matched).toBe(false);
    expect(steps).toBeLessThanOrEqual(bound(pattern, text));
  });

  it("answers *a*a*...*b (15,000 stars) against 60,000 characters in linear work", () => {
    const pattern = `${"*a".repeat(15_000)}*b`;
    const text = "a".repeat(60_000);
    const { matched, steps } = matchWork(pattern, text);
    expect(matched).toBe(false);
    expect(steps).toBeLessThanOrEqual(bound(pattern, text));
    expect(matchWork(`${"*a".repeat(15_000)}*`, text)).toMatchObject({ matched: true });
  });

  it("bounds the work of adversarial star patterns by the lengths, with the old matcher's answers", () => {
    const segment = fc.array(fc.constantFrom("a", "b", "😀"), { minLength: 0, maxLength: 6 }).map(join);
    const pattern = fc.array(segment, { minLength: 1, maxLength: 12 }).map((segments) => segments.join("*"));
    const text = fc
      .tuple(fc.array(fc.constantFrom("a", "b", "😀", "ab"), { maxLength: 60 }), fc.nat(200))
      .map(([parts, run]) => "a".repeat(run) + join(parts));
    fc.assert(
      fc.property(pattern, text, fc.boolean(), (p, t, spaceStar) => {
        const full = spaceStar ? `${p} *` : p;
        const { matched, steps } = matchWork(full, t);
        expect(matched).toBe(oldMatchWildcard(full, t));
        expect(steps).toBeLessThanOrEqual(bound(full, t));
      }),
      { numRuns: 500 },
    );
  });

  it("bounds the work of segments with ? between stars, with the old matcher's answers", () => {
    const segment = fc.array(fc.constantFrom("a", "b", "?"), { minLength: 0, maxLength: 70 }).map(join);
    const pattern = fc.array(segment, { minLength: 1, maxLength: 6 }).map((segments) => segments.join("*"));
    const text = fc
      .tuple(fc.array(fc.constantFrom("a", "b", "ab", "ba"), { maxLength: 100 }), fc.nat(300))
      .map(([parts, run]) => "a".repeat(run) + join(parts));
    fc.assert(
      fc.property(pattern, text, fc.boolean(), (p, t, spaceStar) => {
        const full = spaceStar ? `${p} *` : p;
        const { matched, steps } = matchWork(full, t);
        expect(matched).toBe(oldMatchWildcard(full, t));
        expect(steps).toBeLessThanOrEqual(boundWithQuestions(full, t));
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    ["*a?a?...b* (31 characters between the stars)", `*${"a?".repeat(15)}b*`, false],
    ["*?a?a...? * (32 characters)", `*${"?a".repeat(16)}*`, true],
    ["*a?a?...b* (2,001 characters)", `*${"a?".repeat(1000)}b*`, false],
    ["*a?*a?*...*b (many short segments)", `${"*a?".repeat(5000)}*b`, false],
  ])("answers %s against 60,000 characters in near-linear work", (_name, pattern, expected) => {
    const text = "a".repeat(60_000);
    const { matched, steps } = matchWork(pattern, text);
    expect(matched).toBe(expected);
    expect(steps).toBeLessThanOrEqual(boundWithQuestions(pattern, text));
  });
});
