import { describe, expect, it } from "vitest";
import { linkFits } from "../../src/core/index";
import { DESTINATIONS } from "../../src/core/testing";

const fitting = (length: number) =>
  linkFits(length)
    .filter((d) => d.fits)
    .map((d) => d.id);

describe("linkFits", () => {
  it.each([
    [0, ["discord", "slack", "teams", "github"]],
    [2000, ["discord", "slack", "teams", "github"]],
    [2001, ["slack", "teams", "github"]],
    [4000, ["slack", "teams", "github"]],
    [4001, ["teams", "github"]],
    [28000, ["teams", "github"]],
    [28001, ["github"]],
    [65536, ["github"]],
    [65537, []],
  ])("a link of %i characters fits %j", (length, ids) => {
    expect(fitting(length)).toEqual(ids);
  });

  it("names every destination with its limit, smallest first", () => {
    expect(DESTINATIONS.map((d) => [d.id, d.limit, d.approximate])).toEqual([
      ["discord", 2000, false],
      ["slack", 4000, true],
      ["teams", 28000, true],
      ["github", 65536, false],
    ]);
    for (const d of linkFits(100)) expect(d.name.length).toBeGreaterThan(3);
  });
});
