import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locatedValue, parseDocument } from "../../src/core/index";
import { validateConfig, validateScenarios } from "../../src/core/testing";

const inBounds = (text: string) => (d: { span: { offset: number; length: number } }) =>
  d.span.offset >= 0 && d.span.length >= 0 && d.span.offset + d.span.length <= text.length;

describe("parseDocument: properties", () => {
  it.each([
    ["binary (any code point) strings", fc.string({ unit: "binary", maxLength: 300 })],
    ["ASCII control and text", fc.string({ unit: "binary-ascii", maxLength: 300 })],
    [
      "UTF-16 code units, lone surrogates included",
      fc.string({ unit: fc.nat(0xffff).map((c) => String.fromCharCode(c)), maxLength: 300 }),
    ],
    ["grapheme strings", fc.string({ unit: "grapheme", maxLength: 200 })],
    ["JSON punctuation soup", fc.string({ unit: fc.constantFrom(...'{}[]:,"\\/*1e-. \nnulltrue'), maxLength: 400 })],
  ])("never throws on %s, and every span lies in the text", (_, arbitrary) => {
    fc.assert(
      fc.property(arbitrary, (text) => {
        const parsed = parseDocument(text, "config");
        expect(parsed.diagnostics.every(inBounds(text))).toBe(true);
        parsed.spanOf(["agents", "list", 0, "id"]);
        parsed.keySpanOf(["a"]);
      }),
      { numRuns: 300 },
    );
  });

  it("reads JSON.stringify(v) back as v, for any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const parsed = parseDocument(text, "config");
        expect(parsed.syntaxOk).toBe(true);
        expect(parsed.diagnostics).toEqual([]);
        expect(JSON.stringify(parsed.value)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it("reads pretty-printed JSON the same, and spanOf finds each top-level key's value", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 8 }), (value) => {
        const text = JSON.stringify(value, null, 2);
        const parsed = parseDocument(text, "config");
        expect(JSON.stringify(parsed.value)).toBe(JSON.stringify(value));
        for (const key of Object.keys(value)) {
          const span = parsed.spanOf([key]);
          const own = Object.getOwnPropertyDescriptor(value, key)?.value as unknown;
          expect(JSON.parse(text.slice(span.offset, span.offset + span.length))).toEqual(
            JSON.parse(JSON.stringify(own)),
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("validation: never throws", () => {
  const jsonish = fc.anything({
    withNullPrototype: true,
    withObjectString: true,
    withBoxedValues: false,
    maxDepth: 5,
    key: fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "agents", "list", "team", "calls")),
  });
  it.each([
    ["validateConfig", validateConfig],
    ["validateScenarios", validateScenarios],
  ])("%s on any value", (_, validate) => {
    fc.assert(
      fc.property(jsonish, (value) => {
        const diagnostics = validate({
          ...locatedValue(value),
          diagnostics: [],
          syntaxOk: true,
          keySpanOf: () => ({ offset: 0, length: 0 }),
        });
        expect(Array.isArray(diagnostics)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ["validateConfig", validateConfig],
    ["validateScenarios", validateScenarios],
  ])("%s on any parsed JSON shaped like the documents", (_, validate) => {
    const shaped = fc.record(
      {
        agents: fc.oneof(fc.jsonValue(), fc.record({ list: fc.array(fc.jsonValue()), defaults: fc.jsonValue() })),
        team: fc.oneof(fc.jsonValue(), fc.record({ agents: fc.array(fc.jsonValue()), mode: fc.jsonValue() })),
        calls: fc.array(
          fc.dictionary(fc.constantFrom("agent", "tool", "pattern", "patterns", "expect"), fc.jsonValue()),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(shaped, (value) => {
        const text = JSON.stringify(value);
        const diagnostics = validate(parseDocument(text, "config"));
        expect(diagnostics.every(inBounds(text))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
