import { describe, expect, it } from "vitest";
import { formatPath, positionAt } from "../../src/core/index";

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
