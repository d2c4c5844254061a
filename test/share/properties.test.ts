import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeState, encodeState, type SharedState } from "../../src/core/index";
import { decodeWtf8, encodeWtf8, fromBase64url, toBase64url } from "../../src/core/testing";
import { EXAMPLES } from "./examples";

/** Any UTF-16 code unit, so lone surrogates of both halves and in any order. */
const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });
const anyText = fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" }), codeUnits);

const state: fc.Arbitrary<SharedState> = fc.record(
  {
    config: anyText,
    scenarios: anyText,
    tab: fc.constantFrom("config" as const, "scenarios" as const),
    panel: fc.string({ unit: "binary", maxLength: 40 }),
  },
  { requiredKeys: ["config", "scenarios"] },
);

/** An example with random text spliced in at a random place: edited examples, the links people really make. */
const editedExample: fc.Arbitrary<SharedState> = fc
  .record({ i: fc.nat(EXAMPLES.length - 1), at: fc.double({ min: 0, max: 1, noNaN: true }), insert: anyText })
  .map(({ i, at, insert }) => {
    const e = EXAMPLES[i]!;
    const cut = Math.floor(at * e.config.length);
    return { config: e.config.slice(0, cut) + insert + e.config.slice(cut), scenarios: e.scenarios };
  });

describe("properties", () => {
  it("decodeState(encodeState(s)) equals s, for any texts, lone surrogates included", () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(decodeState(encodeState(s))).toEqual({ ok: true, state: s });
      }),
      { numRuns: 400 },
    );
  });

  it("edited examples round-trip, whichever dictionary is used", () => {
    fc.assert(
      fc.property(editedExample, fc.constantFrom("0", "1"), (s, dictionary) => {
        expect(decodeState(encodeState(s, { dictionary }))).toEqual({ ok: true, state: s });
      }),
      { numRuns: 300 },
    );
  });

  it("the encoder's link is never longer than either dictionary's", () => {
    fc.assert(
      fc.property(editedExample, (s) => {
        const best = encodeState(s).length;
        expect(best).toBeLessThanOrEqual(encodeState(s, { dictionary: "0" }).length);
        expect(best).toBeLessThanOrEqual(encodeState(s, { dictionary: "1" }).length);
      }),
      { numRuns: 300 },
    );
  });

  it("WTF-8 round-trips every string, and equals UTF-8 on well-formed ones", () => {
    fc.assert(
      fc.property(anyText, (s) => {
        expect(decodeWtf8(encodeWtf8(s))).toBe(s);
        if (!/[\ud800-\udfff]/.test(s.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ""))) {
          expect(encodeWtf8(s)).toEqual(new TextEncoder().encode(s));
        }
      }),
      { numRuns: 500 },
    );
  });

  it("base64url round-trips any bytes and uses only URL-safe characters", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = toBase64url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(fromBase64url(text)).toEqual(bytes);
        expect(text).toBe(Buffer.from(bytes).toString("base64url"));
      }),
      { numRuns: 500 },
    );
  });

  it("decodeState never throws, whatever the fragment", () => {
    const fragment = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.string().map((s) => `v1.1.${s}`),
      fc.uint8Array({ maxLength: 200 }).map((b) => `v1.${["0", "1"][b.length % 2]}.${toBase64url(b)}`),
    );
    fc.assert(
      fc.property(fragment, (f) => {
        expect(() => decodeState(f)).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });
});
