import { describe, expect, it } from "vitest";
import { type Analysis, answerLookup, answersOf, SOPHIACLAW_PROFILE } from "../../src/core/index";
import { pageWindow } from "../../src/app/panels/paging";
import { AgentCards, agentsVM, delegationVM, pageStart } from "../../src/app/view-model/index";
import { analyze } from "../analyze";
import { testLimits } from "../limits";

/** An analysis and its answers by entry, as the Studio hands them to a view model. */
const drawn = (a: Analysis) => [a, answerLookup(answersOf(a))] as const;

describe("pageWindow: the slice of a long list a panel draws", () => {
  it.each([
    // total, asked page, size -> page, pages, start, end
    [0, 0, 100, 0, 1, 0, 0],
    [1, 0, 100, 0, 1, 0, 1],
    [100, 0, 100, 0, 1, 0, 100],
    [101, 1, 100, 1, 2, 100, 101],
    [5000, 0, 100, 0, 50, 0, 100],
    [5000, 49, 100, 49, 50, 4900, 5000],
    [5000, 50, 100, 49, 50, 4900, 5000], // past the end: the last page
    [5000, -3, 100, 0, 50, 0, 100], // before the start: the first page
    [250, 7, 100, 2, 3, 200, 250], // a list that shrank under an open page shows its last page
    [3001, 30, 100, 30, 31, 3000, 3001],
    [10, 1.7, 4, 1, 3, 4, 8], // fractional pages round down
    [10, Number.NaN, 4, 0, 3, 0, 4],
    [10, 0, 0, 0, 10, 0, 1], // a size below 1 draws one entry per page
  ])(
    "%i entries, page %d of size %i: page %i of %i, entries [%i, %i)",
    (total, page, size, shown, pages, start, end) => {
      expect(pageWindow(total, page, size)).toEqual({ page: shown, pages, start, end, total });
    },
  );

  it("draws 100 entries a page unless told otherwise", () => {
    expect(pageWindow(250, 1)).toMatchObject({ start: 100, end: 200, pages: 3 });
  });
});

describe("the team as rows", () => {
  const chain = (n: number) =>
    JSON.stringify({
      team: {
        agents: Array.from({ length: n }, (_, i) => ({ name: `a${i}`, parent: i === 0 ? "lead" : `a${i - 1}` })),
      },
    });

  it("lays a 3,000-deep chain out as 3,001 rows, each one level under the one before, without recursion", () => {
    const team = delegationVM(...drawn(analyze("{}", chain(3000), testLimits()))).team;
    expect(team).toHaveLength(3001);
    expect(team[0]).toMatchObject({ isMain: true, depth: 0 });
    expect(team.every((row, i) => row.depth === i)).toBe(true);
    expect(team.at(-1)).toMatchObject({ name: "a2999", depth: 3000 });
  });

  it("puts each subagent under its parent, siblings in document order", () => {
    const scenarios = JSON.stringify({
      team: {
        agents: [
          { name: "b", parent: "lead" },
          { name: "a1", parent: "a" },
          { name: "a", parent: "lead" },
          { name: "b1", parent: "b" },
          { name: "a2", parent: "a" },
        ],
      },
    });
    const team = delegationVM(...drawn(analyze("{}", scenarios, testLimits()))).team;
    expect(team.slice(1).map((row) => [row.name, row.depth])).toEqual([
      ["b", 1],
      ["b1", 2],
      ["a", 1],
      ["a1", 2],
      ["a2", 2],
    ]);
  });
});

describe("the agent cards a page draws: the page the pager or the editor's cursor asks for", () => {
  const agents = (n: number) =>
    JSON.stringify({ agents: { list: Array.from({ length: n }, (_, i) => ({ id: `agent-${i}` })) } });
  const analysis = analyze(agents(1000), "{}", testLimits());
  const cardsFrom = (from: number) =>
    agentsVM(drawn(analysis)[0], SOPHIACLAW_PROFILE, new AgentCards(), drawn(analysis)[1], from).agents;
  const cards = (from: number) =>
    agentsVM(analysis, SOPHIACLAW_PROFILE, new AgentCards(), answerLookup(answersOf(analysis)), from);

  it.each([
    // asked from -> first card's index, cards drawn
    [0, 0, 100],
    [700, 700, 100],
    [733, 700, 100], // the page that holds agent 733
    [999, 900, 100],
    [5000, 900, 100], // past the end: the last page
    [-5, 0, 100],
    [Number.NaN, 0, 100],
  ])("asked from %d: cards from %i, %i of them", (asked, from, count) => {
    const vm = cards(asked);
    expect(vm).toMatchObject({ from, total: 1000 });
    expect(vm.agents).toHaveLength(count);
    expect(vm.agents[0]!.answers["data-index"]).toBe(from);
    expect(cardsFrom(asked)[0]!.id).toBe(`agent-${from}`);
  });

  it("puts an agent on the page pageStart names", () => {
    expect([0, 99, 100, 733, 999].map((i) => pageStart(i))).toEqual([0, 0, 100, 700, 900]);
  });

  it("a list shorter than a page is drawn whole", () => {
    const small = analyze(agents(3), "{}", testLimits());
    expect(agentsVM(small, SOPHIACLAW_PROFILE, new AgentCards(), answerLookup(answersOf(small)), 0)).toMatchObject({
      from: 0,
      total: 3,
    });
  });
});
