import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchWildcard, matchWork } from "../../src/core/index";
import { hasWildcard, matchesEverything } from "../../src/core/testing";

/** A reference matcher by dynamic programming over code points: slow, obviously right. */
function reference(pattern: string, text: string): boolean {
  const core = (p: string[], t: string[]) => {
    let row = [true, ...t.map(() => false)];
    for (const c of p) {
      const next = [c === "*" && row[0]!];
      for (let j = 1; j <= t.length; j++)
        next[j] = c === "*" ? row[j]! || next[j - 1]! : (c === "?" || c === t[j - 1]) && row[j - 1]!;
      row = next;
    }
    return row[t.length]!;
  };
  const p = [...pattern];
  const t = [...text];
  return core(p, t) || (pattern.endsWith(" *") && core(p.slice(0, -2), t));
}

describe("matchWildcard", () => {
  it.each([
    // literal, anchored at both ends
    ["git status", "git status", true],
    ["git status", "git status --short", false],
    ["status", "git status", false],
    ["", "", true],
    ["", "a", false],
    // * is any run, including / and spaces
    ["*", "", true],
    ["*", "anything at all / here", true],
    ["src/*", "src/a/b/c.ts", true],
    ["src/*", "lib/src/a.ts", false],
    ["*.ts", "src/a.ts", true],
    ["*.ts", "src/a.tsx", false],
    ["a*b*c", "aXXbYYc", true],
    ["a*b*c", "aXXcYYb", false],
    // ? is exactly one character
    ["?", "a", true],
    ["?", "", false],
    ["?", "ab", false],
    ["file?.txt", "file1.txt", true],
    ["file?.txt", "file.txt", false],
    // the " *" convention
    ["git status *", "git status", true],
    ["git status *", "git status --short", true],
    ["git status *", "git statusx", false],
    ["ls *", "lsof", false],
    ["ls *", "ls", true],
    ["ls *", "ls -la", true],
    ["ls*", "lsof", true],
    ["npm test *", "npm test", true],
    ["npm test *", "npm tests", false],
    // regex metacharacters are literal
    ["a.c", "abc", false],
    ["a.c", "a.c", true],
    ["(x)+[y]", "(x)+[y]", true],
    ["^$\\", "^$\\", true],
    // unicode: ? is one code point, literals compare exactly
    ["?", "😀", true],
    ["??", "😀", false],
    ["caf?", "café", true],
    ["*😀*", "a😀b", true],
    ["é", "e\u0301", false],
    ["Straße", "strasse", false],
  ])("%j matches %j: %s", (pattern, text, expected) => {
    expect(matchWildcard(pattern, text)).toBe(expected);
  });

  it("agrees with a reference matcher on random patterns and texts", () => {
    const alphabet = fc.constantFrom("a", "b", " ", "*", "?", "/", "😀");
    const textChars = fc.constantFrom("a", "b", " ", "/", "*", "😀");
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 8 }), fc.array(textChars, { maxLength: 10 }), (p, t) => {
        const pattern = p.join("");
        const text = t.join("");
        expect(matchWildcard(pattern, text)).toBe(reference(pattern, text));
      }),
      { numRuns: 3000 },
    );
  });

  // The work is counted (matchWork's steps), not timed: a few steps per character of pattern and text.
  const linear = (pattern: string, text: string) => 4 * (pattern.length + text.length) + 8;

  it.each([
    ["a 10,000-character pattern that matches", "*a".repeat(5000), "a".repeat(10_000), true],
    ["a 10,000-character pattern that does not", "*a".repeat(5000) + "b", "a".repeat(10_000), false],
    [
      "an adversarial star pattern (exponential for a backtracking matcher)",
      "*a".repeat(40) + "*b",
      "a".repeat(5000),
      false,
    ],
  ])("answers %s in work linear in its lengths", (_name, pattern, text, matched) => {
    const work = matchWork(pattern, text);
    expect(work.matched).toBe(matched);
    expect(matchWildcard(pattern, text)).toBe(matched);
    expect(work.steps).toBeLessThanOrEqual(linear(pattern, text));
  });
});

describe("pattern helpers", () => {
  it.each([
    ["*", true],
    ["***", true],
    ["", false],
    ["*a", false],
    ["?", false],
  ])("matchesEverything(%j) is %s", (p, expected) => expect(matchesEverything(p)).toBe(expected));

  it.each([
    ["a*", true],
    ["a?", true],
    ["abc", false],
  ])("hasWildcard(%j) is %s", (p, expected) => expect(hasWildcard(p)).toBe(expected));
});
