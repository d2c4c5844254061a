import { describe, expect, it } from "vitest";
import { OpenPanel, PANEL_IDS, panelIdOf } from "../../src/app/state/openPanel";

describe("the open panel", () => {
  it.each<[unknown, string | undefined]>([
    ...PANEL_IDS.map((id): [unknown, string] => [id, id]),
    ["Agents", undefined],
    ["", undefined],
    [42, undefined],
    [undefined, undefined],
    ["__proto__", undefined],
  ])("%j names %j", (value, id) => {
    expect(panelIdOf(value)).toBe(id);
  });

  it("counts each choice, even of the same panel, so each brings it into view; scrolling counts none", () => {
    const open = new OpenPanel(undefined);
    const seen: unknown[] = [];
    open.subscribe(() => seen.push(open.get()));
    open.open("skills", "chosen");
    open.open("skills", "chosen");
    open.open("tools", "scrolled");
    open.open("tools", "scrolled"); // the same: nothing to tell
    expect(seen).toEqual([
      { id: "skills", chosen: 1 },
      { id: "skills", chosen: 2 },
      { id: "tools", chosen: 2 },
    ]);
  });

  it("a panel given at the start (a link's, a reload's) counts as chosen: the page brings it into view", () => {
    expect(new OpenPanel("coverage").get()).toEqual({ id: "coverage", chosen: 1 });
    expect(new OpenPanel(undefined).get()).toEqual({ id: undefined, chosen: 0 });
  });
});
