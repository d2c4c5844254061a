/**
 * The strictest fast path of parsing, pinned against jsonc-parser: JSON.parse answers only for texts jsonc-parser
 * reads without error and without a repeated key, and then with the careful reader's value; a document read that
 * way points at every path exactly where jsonc-parser's tree does, its tree built only when asked.
 */
import fc from "fast-check";
import { parseTree, type Node, type ParseError } from "jsonc-parser";
import { describe, expect, it } from "vitest";
import { type JsonPath, parseDocument } from "../../src/core/index";
import { findExcessiveNesting, readStrictValue } from "../../src/core/testing";
import { edited, key, written } from "./json-texts";
import { referenceLocator, referenceValueOf } from "./reference";

const OPTIONS = { allowTrailingComma: true, allowEmptyContent: true };

function careful(text: string): { tree: Node | undefined; errors: ParseError[]; duplicates: number; value: unknown } {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, OPTIONS);
  let duplicates = 0;
  const value = tree ? referenceValueOf(tree, () => duplicates++) : undefined;
  return { tree, errors, duplicates, value };
}

const anyText = fc.oneof(written, edited);

describe("readStrictValue: the careful reader's value, or no answer", () => {
  it("answers exactly for texts read without error or repeated key, with the same value", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const strict = readStrictValue(text, 200);
        const c = careful(text);
        const clean = c.tree !== undefined && c.errors.length === 0 && c.duplicates === 0;
        expect(strict !== undefined, JSON.stringify(text)).toBe(clean && !findExcessiveNesting(text, 200));
        if (strict) {
          expect(strict.value).toEqual(c.value);
          expect(JSON.stringify(strict.value)).toBe(JSON.stringify(c.value));
        }
      }),
      { numRuns: 4000 },
    );
  });

  it.each([
    [
      "comments and trailing commas",
      '// x\n{ /* y */ "a": [1, 2, /* z */ ], "b": {"c": null,}, } /* end */',
      { a: [1, 2], b: { c: null } },
    ],
    [
      "a __proto__ key, as an own property",
      '{"__proto__": {"x": 1}}',
      JSON.parse('{"__proto__": {"x": 1}}') as unknown,
    ],
    ["slashes inside strings", '["//", "/*", "a\\"//"]', ["//", "/*", 'a"//']],
    ["colons inside keys and strings", '{"a:b": "c:d", "e": [":", "::"]}', { "a:b": "c:d", e: [":", "::"] }],
    ["a colon written as an escape", '{"a\\u003a": "\\u003A"}', { "a:": ":" }],
    ["a lone value", ' "text" ', "text"],
  ])("reads %s", (_, text, value) => {
    const strict = readStrictValue(text, 200);
    expect(strict?.value).toEqual(value);
  });

  it("keeps __proto__ an own property and the prototype untouched", () => {
    const value = readStrictValue('{"__proto__": {"polluted": 1}, "constructor": 2}', 200)?.value as object;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__", "constructor"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ["a repeated key", '{"a": 1, "a": 2}'],
    ["a repeated key inside a value that is overridden", '{"a": {"x": 1, "x": 2}, "a": 3}'],
    ["a repeated key beside as many colons written as escapes", '{"a": 1, "a": 2, "b": "\\u003a"}'],
    ["a repeated key beside a colon in a string", '{"a": 1, "a": ":"}'],
    ["a comma before any value", "[,]"],
    ["two commas", "[1,,]"],
    ["a comma after a colon", '{"a":,}'],
    ["an unclosed block comment", "[1] /* x"],
    ["a lone slash", "[1] / 2"],
    ["a comment inside a word", "[tr/**/ue]"],
    ["a line break in a string", '["a\nb"]'],
    ["an unclosed string", '["a]'],
    ["an empty text", ""],
  ])("gives no answer for %s", (_, text) => {
    expect(readStrictValue(text, 200)).toBeUndefined();
  });

  it("gives no answer past the nesting limit, and answers at the limit", () => {
    expect(readStrictValue("[".repeat(4) + "]".repeat(4), 4)).toBeDefined();
    expect(readStrictValue("[".repeat(5) + "]".repeat(5), 4)).toBeUndefined();
  });
});

describe("a document read by JSON.parse", () => {
  const segment = fc.oneof(key, fc.nat({ max: 4 }), fc.constantFrom("2", "x"));
  const path: fc.Arbitrary<JsonPath> = fc.array(segment, { maxLength: 5 });

  it("points at every path where jsonc-parser's tree does, and has the same value and diagnostics", () => {
    fc.assert(
      fc.property(anyText, fc.array(path, { minLength: 1, maxLength: 6 }), (text, paths) => {
        fc.pre(text.trim() !== "" && !findExcessiveNesting(text, 200));
        const parsed = parseDocument(text, "config");
        const c = careful(text);
        expect(parsed.syntaxOk).toBe(c.errors.length === 0);
        if (c.errors.length === 0) expect(parsed.value).toEqual(c.value);
        if (parsed.syntaxOk) expect(parsed.diagnostics.map((d) => d.code)).toEqual(Array(c.duplicates).fill("SC014"));
        const reference = referenceLocator(c.tree);
        for (const p of paths) {
          expect(parsed.spanOf(p)).toEqual(reference.spanOf(p));
          expect(parsed.keySpanOf(p)).toEqual(reference.keySpanOf(p));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("builds its tree only when a span is asked for", () => {
    const parsed = parseDocument('{"agents": {"list": [{"id": "a"}]}}', "config");
    const descriptor = Object.getOwnPropertyDescriptor(parsed, "tree");
    expect(descriptor?.get).toBeTypeOf("function");
    expect(parsed.spanOf(["agents", "list", 0, "id"])).toEqual({ offset: 28, length: 3 });
    expect(parsed.tree?.type).toBe("object");
  });
});
