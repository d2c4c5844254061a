/**
 * The fast paths of parsing are pinned against jsonc-parser itself: the fast reader must build jsonc-parser's very
 * tree whenever it answers, and answer for every text jsonc-parser reads without error; the character loop that
 * finds excessive nesting must agree with a count over jsonc-parser's own scanner.
 */
import fc from "fast-check";
import { createScanner, parseTree, type Node, type ParseError } from "jsonc-parser";
import { describe, expect, it } from "vitest";
import { findExcessiveNesting, readWellFormed } from "../../src/core/testing";

const OPTIONS = { allowTrailingComma: true, allowEmptyContent: true };

/** A node as plain data, with every parent link checked to point at the node that holds it. */
function plain(node: Node, parent?: Node): unknown {
  expect(node.parent).toBe(parent);
  const { parent: _parent, children, ...rest } = node;
  return { ...rest, keys: Object.keys(node), children: children?.map((c) => plain(c, node)) };
}

function jsoncTree(text: string): { tree: Node | undefined; errors: ParseError[] } {
  const errors: ParseError[] = [];
  return { tree: parseTree(text, errors, OPTIONS), errors };
}

/** The nesting check as a count over jsonc-parser's scanner (the oracle for the character loop). */
function nestingByScanner(text: string, limit: number): { offset: number; length: number } | undefined {
  const scanner = createScanner(text, true);
  const open: number[] = [];
  for (let kind: number = scanner.scan(); kind !== 17; kind = scanner.scan()) {
    if (kind === 1 || kind === 3) {
      open.push(kind);
      if (open.length > limit) return { offset: scanner.getTokenOffset(), length: scanner.getTokenLength() };
    } else if ((kind === 2 || kind === 4) && open[open.length - 1] === kind - 1) open.pop();
  }
  return undefined;
}

/** Pieces that make jsonc-parser's scanner take every one of its branches. */
const PIECES = [
  ..."{}[],: \t\n\r\"'\\/*-+.0123456789eEtrufalsn\u0001\u001f\u00a0\ufeffx",
  "true",
  "false",
  "null",
  "//",
  "/*",
  "*/",
  '"a"',
  '"\\u00e9"',
  '"\\n"',
  '"\\q"',
  "\\u12",
  "1e5",
  "-0.5",
];
const noise = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((p) => p.join(""));

/** A valid JSON text, pretty or compact, with comments and trailing commas sprinkled where jsonc allows them. */
const wellFormed = fc
  .tuple(fc.jsonValue(), fc.constantFrom(0, 2, "\t"), fc.boolean())
  .map(([value, indent, decorate]) => {
    const text = JSON.stringify(value, null, indent) ?? "null";
    return decorate ? `/* a */ ${text.replace(/\n/g, " // c\n").replace(/([}\]])$/, " ,$1")} // end` : text;
  });

/** A well-formed text with one character removed, inserted or replaced: the half-typed texts of an editor. */
const edited = fc
  .tuple(wellFormed, fc.nat(), fc.constantFrom(...PIECES), fc.constantFrom("remove", "insert", "replace"))
  .map(([text, at, piece, how]) => {
    const i = at % (text.length + 1);
    if (how === "remove") return text.slice(0, i) + text.slice(i + 1);
    if (how === "insert") return text.slice(0, i) + piece + text.slice(i);
    return text.slice(0, i) + piece + text.slice(i + 1);
  });

const anyText = fc.oneof(wellFormed, edited, noise);

describe("readWellFormed: jsonc-parser's tree, or no answer", () => {
  it("builds jsonc-parser's exact tree when it answers, and answers for every text read without error", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const fast = readWellFormed(text, 200);
        const { tree, errors } = jsoncTree(text);
        if (fast) {
          expect(errors).toEqual([]);
          expect(plain(fast)).toEqual(plain(tree!));
        } else {
          expect(errors.length > 0 || tree === undefined).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ["a __proto__ key", '{"__proto__": {"x": 1}, "constructor": 2}'],
    ["escapes", '["\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\uD83D"]'],
    ["numbers", "[0, -0, 1.5, -2e10, 3E+2, 4e-2, 1e400]"],
    ["comments and trailing commas", '// x\n{ /* y */ "a": [1, 2,], "b": {"c": null,}, } /* z */'],
    ["a lone value", '  "text"  '],
  ])("reads %s as jsonc-parser does", (_, text) => {
    const fast = readWellFormed(text, 200);
    expect(fast).toBeDefined();
    expect(plain(fast!)).toEqual(plain(jsoncTree(text).tree!));
  });

  it.each([
    ["an empty text", "  "],
    ["only a comment", "// nothing"],
    ["a non-breaking space", "[1,\u00a02]"],
    ["a leading zero", "[01]"],
    ["a word after a keyword", "[truex]"],
    ["an unclosed block comment", "[1] /* x"],
    ["a line break in a string", '["a\nb"]'],
    ["a short unicode escape", '["\\u12"]'],
    ["a comma before any value", "[,1]"],
  ])("gives no answer for %s, so jsonc-parser reports it", (_, text) => {
    expect(readWellFormed(text, 200)).toBeUndefined();
  });

  it("gives no answer past the nesting limit, and answers at the limit", () => {
    expect(readWellFormed("[".repeat(4) + "]".repeat(4), 4)).toBeDefined();
    expect(readWellFormed("[".repeat(5) + "]".repeat(5), 4)).toBeUndefined();
  });
});

describe("findExcessiveNesting: the character loop agrees with jsonc-parser's scanner", () => {
  const nested = fc
    .array(fc.constantFrom(...PIECES, "[", "{", "[", "{", '"[', "//[\n", "/*[*/"), { maxLength: 60 })
    .map((p) => p.join(""));

  it("finds the same bracket on any text", () => {
    fc.assert(
      fc.property(fc.oneof(nested, anyText), fc.integer({ min: 0, max: 6 }), (text, limit) => {
        expect(findExcessiveNesting(text, limit)).toEqual(nestingByScanner(text, limit));
      }),
      { numRuns: 3000 },
    );
  });
});
