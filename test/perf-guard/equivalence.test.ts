/**
 * The fast paths answer exactly what the straightforward versions (reference.ts) answer: the value and the
 * duplicate keys of a tree, the span of any path, a normalized path, a filled template, a child path.
 */
import fc from "fast-check";
import { parseTree, type Node } from "jsonc-parser";
import { describe, expect, it } from "vitest";
import type { JsonPath } from "../../src/core/index";
import {
  childPath,
  createLocator,
  fillTemplate,
  isInside,
  normalizePosixPath as normalizePath,
  valueOfNode,
} from "../../src/core/testing";
import { referenceLocator, referenceNormalize, referenceValueOf } from "./reference";

const key = fc.constantFrom("a", "b", "__proto__", "constructor", "0", "1", "list");
const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(1, "x", null, true),
    fc.array(tie("v"), { maxLength: 4 }),
    fc.array(fc.tuple(key, tie("v")), { maxLength: 20 }),
  ),
})).v;

/** JSON text of a value, pairs written as objects (so keys repeat), cut short at `cut` to make it half-typed. */
function textOf(v: unknown): string {
  if (!Array.isArray(v)) return JSON.stringify(v);
  const pairs = v.every((e) => Array.isArray(e) && e.length === 2 && typeof e[0] === "string");
  if (pairs && v.length > 0) return `{${v.map(([k, x]) => `${JSON.stringify(k)}: ${textOf(x)}`).join(", ")}}`;
  return `[${v.map(textOf).join(", ")}]`;
}
const text = fc
  .tuple(value, fc.nat(), fc.boolean())
  .map(([v, cut, whole]) => (whole ? textOf(v) : textOf(v).slice(0, cut % (textOf(v).length + 1))));

const treeOf = (t: string): Node | undefined => parseTree(t, [], { allowTrailingComma: true });

/** Paths into a tree: those that exist, and misses on the way. */
const segment = fc.oneof(key, fc.nat({ max: 4 }), fc.constantFrom("2", "x"));
const path: fc.Arbitrary<JsonPath> = fc.array(segment, { maxLength: 5 });

describe("the value of a tree", () => {
  it("is the reference value, with the same duplicate keys reported in the same order", () => {
    fc.assert(
      fc.property(text, (t) => {
        const tree = treeOf(t);
        if (!tree) return;
        const seen: unknown[] = [];
        const expected: unknown[] = [];
        const got = valueOfNode(tree, (earlier, p) => seen.push([earlier.offset, p]));
        expect(got).toEqual(referenceValueOf(tree, (earlier, p) => expected.push([earlier.offset, p])));
        expect(JSON.stringify(got)).toBe(JSON.stringify(referenceValueOf(tree, () => {})));
        expect(seen).toEqual(expected);
      }),
      { numRuns: 1500 },
    );
  });

  it("keeps __proto__ an own property and the prototype untouched", () => {
    const value = valueOfNode(treeOf('{"__proto__": {"polluted": 1}, "constructor": 2}')!, () => {}) as object;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__", "constructor"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("spans", () => {
  it("are the reference spans for any path, also in half-typed texts", () => {
    fc.assert(
      fc.property(text, fc.array(path, { minLength: 1, maxLength: 8 }), (t, paths) => {
        const tree = treeOf(t);
        const fast = createLocator(tree);
        const reference = referenceLocator(tree);
        for (const p of paths) {
          expect(fast.spanOf(p)).toEqual(reference.spanOf(p));
          expect(fast.keySpanOf(p)).toEqual(reference.keySpanOf(p));
        }
      }),
      { numRuns: 1500 },
    );
  });
});

describe("paths and templates", () => {
  const pathText = fc
    .array(fc.constantFrom("/", ".", "..", "a", "b", "~", " "), { maxLength: 12 })
    .map((p) => p.join(""));

  it("normalizes any path as split and join do", () => {
    fc.assert(
      fc.property(pathText, (p) => {
        expect(normalizePath(p)).toBe(referenceNormalize(p));
      }),
      { numRuns: 3000 },
    );
  });

  it("tells inside as the prefix with a slash does", () => {
    fc.assert(
      fc.property(pathText, pathText, (child, parent) => {
        expect(isInside(child, parent)).toBe(parent === "/" || child === parent || child.startsWith(`${parent}/`));
      }),
      { numRuns: 2000 },
    );
  });

  it("fills a template as split and join do, taking the id literally", () => {
    const piece = fc.constantFrom("<id>", "<id", "id>", "<", "a", "/", "$&", "$1");
    const template = fc.array(piece, { maxLength: 8 }).map((p) => p.join(""));
    fc.assert(
      fc.property(template, template, (t, id) => {
        expect(fillTemplate(t, id)).toBe(t.split("<id>").join(id));
      }),
      { numRuns: 2000 },
    );
  });

  it("builds a child path equal to the spread one", () => {
    fc.assert(
      fc.property(path, segment, (p, k) => {
        expect(childPath(p, k)).toEqual([...p, k]);
      }),
    );
  });
});
