/**
 * Fuzzing the parser and the analysis with hostile text: arbitrary strings, and JSON-ish text (schema-shaped
 * documents, then cut, spliced and flipped). Never an exception, every span inside its text, the same answer twice.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Diagnostic, parseDocument } from "../../src/core/index";
import { testAnalyzer, testLimits } from "../limits";
import { BASE_CONFIG, BASE_SCENARIOS, HOSTILE_STRINGS, PROTO_NAMES } from "../hostile/corpus";

const inside = (texts: { config: string; scenarios: string }) => (d: Diagnostic) =>
  d.span.offset >= 0 &&
  d.span.length >= 0 &&
  d.span.offset + d.span.length <= (d.doc === "approvals" ? 0 : texts[d.doc].length);

/** Any UTF-16 code unit: lone surrogates, NUL, U+2028, BOM. */
const codeUnits = fc.string({ unit: fc.nat(0xffff).map((c) => String.fromCharCode(c)), maxLength: 400 });
const soup = fc.string({ unit: fc.constantFrom(...'{}[]:,"\\/*\n\u2028\uFEFF\u0000 1e-.aStrue'), maxLength: 400 });
/** Strings that mean something to the engine or to a reader. */
const hostileWord = fc.oneof(
  fc.constantFrom(...PROTO_NAMES, ...HOSTILE_STRINGS.filter(([, s]) => s.length < 1000).map(([, s]) => s)),
  fc.constantFrom("*", "**", "*a*a*b", "lead", "default", "plan", "bypass", "", " "),
  fc.string({ maxLength: 12 }),
);

/** A JSON value shaped like the documents (their keys, hostile words as values), so the schema paths are reached. */
const shaped = (base: object) =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      hostileWord,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie("value"), { maxLength: 4 }),
      fc.dictionary(fc.oneof(fc.constantFrom(...keysOf(base)), hostileWord), tie("value"), { maxKeys: 5 }),
    ),
  })).value;

function keysOf(value: unknown, out = new Set<string>()): string[] {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  return [...out];
}

/** A text made hostile: cut at a point, a string spliced in, or a character replaced. */
const mutated = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(
      text,
      fc.constantFrom("cut", "splice", "replace", "none"),
      fc.double({ min: 0, max: 1, noNaN: true }),
      codeUnits,
    )
    .map(([t, how, at, insert]) => {
      const i = Math.floor(at * t.length);
      if (how === "cut") return t.slice(0, i);
      if (how === "splice") return t.slice(0, i) + insert.slice(0, 20) + t.slice(i);
      if (how === "replace") return t.slice(0, i) + (insert[0] ?? "") + t.slice(i + 1);
      return t;
    });

const configText = mutated(shaped(BASE_CONFIG).map((v) => JSON.stringify({ ...BASE_CONFIG, ...(v as object) })));
const scenariosText = mutated(
  shaped(BASE_SCENARIOS).map((v) => JSON.stringify({ ...BASE_SCENARIOS, ...(v as object) })),
);

describe("parseDocument under fuzzing", () => {
  it.each([
    ["any code units", codeUnits],
    ["JSON punctuation soup", soup],
    ["mutated schema-shaped configs", configText],
  ])("never throws on %s; spans inside the text; the same answer twice", (_, arbitrary) => {
    fc.assert(
      fc.property(arbitrary, fc.constantFrom("config" as const, "scenarios" as const), (text, doc) => {
        const first = parseDocument(text, doc);
        expect(first.diagnostics.every(inside({ config: text, scenarios: text }))).toBe(true);
        const again = parseDocument(text, doc);
        expect(again.diagnostics).toEqual(first.diagnostics);
        expect(again.value).toEqual(first.value);
      }),
      { numRuns: 200 },
    );
  });
});

describe("analyze under fuzzing", () => {
  it.each([
    ["any code units in both documents", codeUnits, codeUnits],
    ["mutated schema-shaped documents", configText, scenariosText],
    ["schema-shaped config, punctuation soup scenarios", configText, soup],
  ])("never throws on %s; spans inside the texts; the same answer twice", (_, config, scenarios) => {
    fc.assert(
      fc.property(config, scenarios, (c, s) => {
        const texts = { config: c, scenarios: s };
        const analyzer = testAnalyzer();
        const first = analyzer.analyze(c, s, testLimits());
        expect(first.diagnostics.every(inside(texts))).toBe(true);
        expect(first.cutOff).toBeUndefined();
        // Once more after another pair, so nothing the analyzer remembers changes the answer.
        analyzer.analyze(s, c, testLimits());
        expect(analyzer.analyze(c, s, testLimits())).toEqual(first);
      }),
      { numRuns: 150 },
    );
  });
});
