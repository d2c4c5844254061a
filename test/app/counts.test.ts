// The page writes counts with en-US's grouping ("1,000") without a number format of its own: the same text as
// toLocaleString("en-US") for every number.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { num } from "../../src/app/texts";

describe("a count as the page writes it", () => {
  it.each([0, 1, 999, 1_000, 12_345, 1_000_000, -1_234, Number.MAX_SAFE_INTEGER, 1.5, -0.25])("%s", (n) => {
    expect(num(n)).toBe(n.toLocaleString("en-US"));
  });

  it("any number: the locale's own text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double({ noNaN: true })), (n) => {
        expect(num(n)).toBe(n.toLocaleString("en-US"));
      }),
      { numRuns: 2000 },
    );
  });
});
