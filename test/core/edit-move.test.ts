// Moving and inserting a list's entry (core/edit): the entry goes with its own comment lines and its line's comment,
// commas are put right, and every other character of the text stays where it was.
import { describe, expect, it } from "vitest";
import { applyTextEdits } from "../../src/core/index";
import { insertItem, moveItem, nodeAt, treeOf } from "../../src/core/testing";

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
