/**
 * Fuzzing the share decoder: arbitrary fragments, and valid links cut, flipped, spliced and re-labelled. It never
 * throws, always answers ok or a known error, never opens a link whose bytes changed; and every state comes back
 * from its own link exactly.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeState, encodeState, type SharedState } from "../../src/core/index";
import { SHARE_ERROR_CODES } from "../../src/core/testing";
import { HOSTILE_STRINGS } from "../hostile/corpus";
import { EXAMPLES } from "./examples";

const KNOWN_CODES = new Set(Object.values(SHARE_ERROR_CODES));
const codeUnits = fc.string({ unit: fc.nat(0xffff).map((c) => String.fromCharCode(c)), maxLength: 300 });
const base64ish = fc.string({
  unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.v=+/#% "),
  maxLength: 300,
});
const hostileText = fc.oneof(
  codeUnits,
  fc.constantFrom(...HOSTILE_STRINGS.map(([, s]) => s)),
  fc.constantFrom(...EXAMPLES.map((e) => e.config)),
);
const state: fc.Arbitrary<SharedState> = fc.record(
  {
    config: hostileText,
    scenarios: hostileText,
    tab: fc.constantFrom("config" as const, "scenarios" as const),
    panel: fc.string({ maxLength: 20 }),
  },
  { requiredKeys: ["config", "scenarios"] },
);

/** A decode that must not throw, and whose failure is one of the known errors. */
function decodeSafely(fragment: string) {
  const result = decodeState(fragment);
  if (!result.ok) {
    expect(KNOWN_CODES.has(result.error.code)).toBe(true);
    expect(result.error.message.length).toBeGreaterThan(0);
  }
  return result;
}

describe("the share decoder under fuzzing", () => {
  it.each([
    ["any code units", codeUnits],
    ["base64url-ish text", base64ish],
    [
      "a version and dictionary prefix, then anything",
      fc.tuple(fc.constantFrom("v1.0.", "v1.1.", "v1.2.", "#v1.1."), base64ish).map(([p, t]) => p + t),
    ],
  ])("never throws on %s, and fails only with a known error", (_, fragments) => {
    fc.assert(
      fc.property(fragments, (f) => void decodeSafely(f)),
      { numRuns: 400 },
    );
  });

  it("a valid link changed anywhere (cut, flipped, spliced) never throws, and opens only to its own state", () => {
    const mutation = fc.record({
      how: fc.constantFrom("cut", "flip", "splice", "drop"),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      insert: base64ish,
    });
    fc.assert(
      fc.property(state, mutation, (s, { how, at, insert }) => {
        const link = encodeState(s);
        const head = link.indexOf(".", 3) + 1;
        const i = head + Math.floor(at * (link.length - head));
        const changed =
          how === "cut"
            ? link.slice(0, i)
            : how === "flip"
              ? link.slice(0, i) + (link[i] === "A" ? "B" : "A") + link.slice(i + 1)
              : how === "splice"
                ? link.slice(0, i) + insert.slice(0, 8) + link.slice(i)
                : link.slice(0, i) + link.slice(i + 1);
        const result = decodeSafely(changed);
        // A change the data never notices (a cut of nothing, a flip of the padding bits) must still give the state.
        if (result.ok) expect(result.state).toEqual(s);
      }),
      { numRuns: 300 },
    );
  });

  it("decode(encode(x)) is x, for hostile texts", () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(decodeState(encodeState(s))).toEqual({ ok: true, state: s });
      }),
      { numRuns: 300 },
    );
  });
});
