import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPath, positionAt, positionsAt } from "../../src/core/index";

describe("positionAt counts lines as Monaco does", () => {
  it.each([
    ["a\nb", 2, { line: 2, column: 1 }],
    ["a\r\nb", 3, { line: 2, column: 1 }],
    ["a\rb", 2, { line: 2, column: 1 }],
    ["a\r\n\rb", 4, { line: 3, column: 1 }],
    ["abc", 2, { line: 1, column: 3 }],
    ["abc", 99, { line: 1, column: 4 }],
    ["abc", -5, { line: 1, column: 1 }],
    ["😀x", 2, { line: 1, column: 3 }],
  ])("%j at %i", (text, offset, want) => {
    expect(positionAt(text, offset)).toEqual(want);
  });
});

/** Lines counted another way: each line ending of the whole text found by a regular expression. */
function reference(text: string, offset: number): { line: number; column: number } {
  const at = Math.min(Math.max(offset, 0), text.length);
  const starts = [0, ...[...text.matchAll(/\r\n|\r|\n/g)].map((m) => m.index + m[0].length)].filter((s) => s <= at);
  return { line: starts.length, column: at - starts.at(-1)! + 1 };
}

describe("positionsAt finds many offsets' positions in one pass, in any order", () => {
  const texts = ["", "a\nb\r\nc\rd", "x\r\n\r\n\ny", "\n\n\n", "😀\r\nab\rc\n"];
  it.each(texts)("%j", (text) => {
    const offsets = [...Array(text.length + 3).keys()].map((i) => i - 1).reverse();
    const shuffled = offsets.map((o, i) => (i % 2 ? o : offsets[offsets.length - 1 - i]!));
    const found = positionsAt(text, shuffled);
    shuffled.forEach((offset, i) => {
      expect(found[i], `offset ${offset}`).toEqual(reference(text, offset));
      expect(positionAt(text, offset), `offset ${offset}`).toEqual(found[i]);
    });
  });
});

describe("positionsAt on any text, with and without carriage returns", () => {
  it("answers as the line endings found by a regular expression", () => {
    const chars = fc.constantFrom("a", "\n", "\r", "😀", " ");
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 40 }),
        fc.array(fc.integer({ min: -2, max: 90 }), { maxLength: 12 }),
        (parts, offsets) => {
          const text = parts.join("");
          for (const t of [text, text.replaceAll("\r", "")]) {
            const found = positionsAt(t, offsets);
            offsets.forEach((offset, i) => expect(found[i]).toEqual(reference(t, offset)));
          }
        },
      ),
    );
  });
});

describe("formatPath writes paths as users write them", () => {
  it.each([
    [[], "(document)"],
    [["agents", "list", 2, "workspace"], "agents.list[2].workspace"],
    [["env", "my var"], 'env["my var"]'],
    [["__proto__"], "__proto__"],
  ] as const)("%j", (path, want) => {
    expect(formatPath(path)).toBe(want);
  });
});
