// Moving and inserting a list's entry (core/edit): the entry goes with its own comment lines and its line's comment,
// commas are put right, and every other character of the text stays where it was.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyTextEdits } from "../../src/core/index";
import { foldReplacements, insertItem, moveItem, nodeAt, treeOf } from "../../src/core/testing";

const move = (text: string, from: number, to: number) => {
  const list = nodeAt(treeOf(text)!, ["l"])!;
  return applyTextEdits(text, moveItem(text, list, from, to));
};

describe("moveItem", () => {
  it.each([
    [
      "the last entry, one per line, with its comments",
      `{ "l": [\n  1,\n  // two's\n  2 // after two\n] }`,
      1,
      0,
      `{ "l": [\n  // two's\n  2, // after two\n  1\n] }`,
    ],
    ["a middle entry keeps the commas", `{ "l": [\n  1,\n  2,\n  3\n] }`, 1, 0, `{ "l": [\n  2,\n  1,\n  3\n] }`],
    ["the last of three before the first", `{ "l": [\n  1,\n  2,\n  3\n] }`, 2, 0, `{ "l": [\n  3,\n  1,\n  2\n] }`],
    ["inline entries move inline", `{ "l": [1, 2, 3] }`, 2, 0, `{ "l": [3, 1, 2] }`],
    [
      "a comment above another entry stays with it",
      `{ "l": [\n  // one\n  1,\n  2\n] }`,
      1,
      0,
      `{ "l": [\n  2,\n  // one\n  1\n] }`,
    ],
  ])("%s", (_, text, from, to, want) => {
    expect(move(text, from, to)).toBe(want);
    expect(JSON.parse(want.replace(/\/\/.*$/gm, ""))).toEqual(
      JSON.parse(move(text, from, to).replace(/\/\/.*$/gm, "")),
    );
  });

  it("nothing for a move that is not backwards", () => {
    const text = `{ "l": [1, 2] }`;
    expect(moveItem(text, nodeAt(treeOf(text)!, ["l"])!, 0, 1)).toEqual([]);
  });
});

describe("insertItem", () => {
  it.each([
    ["on a line of its own, indented as the entry", `{ "l": [\n    1\n] }`, `{ "l": [\n    0,\n    1\n] }`],
    ["inline", `{ "l": [1] }`, `{ "l": [0, 1] }`],
  ])("%s", (_, text, want) => {
    const r = insertItem(text, nodeAt(treeOf(text)!, ["l"])!, 0, "0");
    expect(applyTextEdits(text, r ? [r] : [])).toBe(want);
  });
});

describe("foldReplacements", () => {
  // Random batches of replacements, each against the text the batches before it left: folded into replacements of
  // the original, they give the same text, never overlap, and change no more than the batches did.
  it("gives the text the batches give in turn", () => {
    const batchArb = fc.array(fc.record({ at: fc.nat(40), length: fc.nat(4), text: fc.string({ maxLength: 4 }) }), {
      minLength: 1,
      maxLength: 3,
    });
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 40 }), fc.array(batchArb, { maxLength: 4 }), (original, raw) => {
        let current = original;
        const batches: { offset: number; length: number; text: string }[][] = [];
        for (const b of raw) {
          // Made valid against the current text: in range, not overlapping.
          const batch: { offset: number; length: number; text: string }[] = [];
          let floor = 0;
          for (const r of [...b].sort((x, y) => x.at - y.at)) {
            const offset = Math.max(floor, Math.min(r.at, current.length));
            const length = Math.min(r.length, current.length - offset);
            if (offset > current.length) break;
            batch.push({ offset, length, text: r.text });
            floor = offset + length + 1;
          }
          batches.push(batch);
          current = applyTextEdits(current, batch);
        }
        const folded = foldReplacements(original, batches);
        expect(applyTextEdits(original, folded)).toBe(current);
        folded.forEach((f, i) => {
          if (i > 0) expect(f.offset).toBeGreaterThanOrEqual(folded[i - 1]!.offset + folded[i - 1]!.length);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps two far places apart: the text between them is not rewritten", () => {
    const text = "a\nb\nc\nd\ne\n";
    const folded = foldReplacements(text, [
      [{ offset: 0, length: 2, text: "" }],
      [{ offset: 6, length: 0, text: "f\n" }],
    ]);
    expect(folded).toEqual([
      { offset: 0, length: 2, text: "" },
      { offset: 8, length: 0, text: "f\n" },
    ]);
  });
});
