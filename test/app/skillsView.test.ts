/**
 * The skills panel's view model at any size: every skill test reachable a page at a time (no cap), one entry per
 * scenarios.skills entry with its answer and reason, one agent's tests or every agent's, the page that holds the
 * editor's cursor, the grid only while the agents fit side by side, and a small payload for the worker to send at
 * 1,000 agents by 20 skills.
 */
import { describe, expect, it } from "vitest";
import { type Analysis, answerLookup, answersOf } from "../../src/core/index";
import { pageWindow } from "../../src/app/panels/paging";
import {
  GRID_MAX_AGENTS,
  positionOf,
  skillsVM,
  SKILL_TESTS_PER_PAGE,
  type SkillsPage,
  type SkillTestVM,
} from "../../src/app/view-model/index";
import { analyze } from "../analyze";
import { testLimits } from "../limits";

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The view model of a config and scenarios, as the Studio makes it (answers by entry). */
function vmOf(config: unknown, scenarios: unknown, page: SkillsPage = { from: 0, agent: "" }) {
  const a: Analysis = analyze(JSON.stringify(config), JSON.stringify(scenarios), testLimits());
  return skillsVM(a, answerLookup(answersOf(a)), page);
}

/** `agents` agents, each with the filter ["legal.*", "own-<i>"], and `skills` tests per agent. */
function team(agents: number, skills: number, page?: SkillsPage) {
  const config = {
    agents: { list: range(agents).map((i) => ({ id: `agent-${i}`, skills: ["legal.*", `own-${i}`] })) },
  };
  const names = (i: number) =>
    range(skills).map((k) => (k === 0 ? "legal.contract" : k === 1 ? `own-${i}` : `tool-${k}`));
  const scenarios = { skills: range(agents).flatMap((i) => names(i).map((skill) => ({ agent: `agent-${i}`, skill }))) };
  return vmOf(config, scenarios, page);
}

describe("every skill test is reachable a page at a time, the grid only while the agents fit", () => {
  it.each([
    // agents, skills per agent -> tests, grid rows (undefined: listed only)
    [1, 3, 3, 3],
    [GRID_MAX_AGENTS, 3, GRID_MAX_AGENTS * 3, 2 + GRID_MAX_AGENTS],
    [GRID_MAX_AGENTS + 1, 3, (GRID_MAX_AGENTS + 1) * 3, undefined],
    [250, 4, 1000, undefined],
    [1000, 20, 20_000, undefined],
  ])("%i agents x %i skills: %i tests, grid rows %s", (agents, skills, tests, rows) => {
    const first = team(agents, skills);
    expect(first).toMatchObject({ from: 0, total: tests, all: tests });
    expect(first.agents).toHaveLength(agents);
    expect(first.grid?.length).toBe(rows);
    // Page after page, in document order, down to the last entry: nothing is left out past a cap.
    const pages = Math.ceil(tests / SKILL_TESTS_PER_PAGE);
    const last = team(agents, skills, { from: (pages - 1) * SKILL_TESTS_PER_PAGE, agent: "" });
    expect(first.tests.map((t) => t.index)).toEqual(range(Math.min(tests, SKILL_TESTS_PER_PAGE)));
    expect(last.tests.at(-1)).toMatchObject({ index: tests - 1, agentId: `agent-${agents - 1}` });
  });
});

describe("the page asked for: past the end, one agent's tests, the editor's cursor", () => {
  // 30 agents x 10 tests: 300 tests, three pages of every agent's.
  it.each<[string, SkillsPage, { from: number; total: number; agent: string; first: number }]>([
    ["the first page", { from: 0, agent: "" }, { from: 0, total: 300, agent: "", first: 0 }],
    ["the third page", { from: 200, agent: "" }, { from: 200, total: 300, agent: "", first: 200 }],
    ["a position inside a page: that page", { from: 150, agent: "" }, { from: 100, total: 300, agent: "", first: 100 }],
    ["past the end: the last page", { from: 9000, agent: "" }, { from: 200, total: 300, agent: "", first: 200 }],
    ["not a number: the first page", { from: Number.NaN, agent: "" }, { from: 0, total: 300, agent: "", first: 0 }],
    ["one agent's tests", { from: 0, agent: "agent-7" }, { from: 0, total: 10, agent: "agent-7", first: 70 }],
    [
      "an agent with no test: every agent's",
      { from: 0, agent: "nobody" },
      { from: 0, total: 300, agent: "", first: 0 },
    ],
    [
      "the cursor's entry: its page",
      { from: 0, agent: "", focus: 257 },
      { from: 200, total: 300, agent: "", first: 200 },
    ],
    [
      "the cursor outside the agent's tests: the page asked",
      { from: 0, agent: "agent-7", focus: 3 },
      { from: 0, total: 10, agent: "agent-7", first: 70 },
    ],
    [
      "the cursor on no test: the page asked",
      { from: 100, agent: "", focus: 9999 },
      { from: 100, total: 300, agent: "", first: 100 },
    ],
  ])("%s", (_what, page, want) => {
    const vm = team(30, 10, page);
    expect({ from: vm.from, total: vm.total, agent: vm.agent, first: vm.tests[0]!.index }).toEqual(want);
    expect(vm.tests.length).toBeLessThanOrEqual(SKILL_TESTS_PER_PAGE);
    expect(vm.tested).toHaveLength(30);
  });
});

describe("one test per scenarios entry: its answer, the pattern that matched, the reason and the expectation", () => {
  const config = {
    agents: {
      list: [{ id: "lawyer", skills: ["legal.*", "git"] }, { id: "open" }],
    },
  };
  const scenarios = {
    skills: [
      { agent: "lawyer", skill: "legal.contract", expect: true },
      { agent: "lawyer", skill: "git" },
      { agent: "lawyer", skill: "docs.readme", expect: true },
      { agent: "open", skill: "anything" },
      { agent: "ghost", skill: "git", expect: false },
    ],
  };
  const vm = vmOf(config, scenarios);
  it.each<[number, Partial<SkillTestVM>]>([
    [
      0,
      {
        skill: "legal.contract",
        agentId: "lawyer",
        allowed: true,
        matched: "legal.*",
        expect: { met: true, text: expect.any(String) as string },
      },
    ],
    [1, { skill: "git", agentId: "lawyer", allowed: true, matched: "git" }],
    [
      2,
      {
        skill: "docs.readme",
        agentId: "lawyer",
        allowed: false,
        expect: { met: false, text: expect.any(String) as string },
      },
    ],
    [3, { skill: "anything", agentId: "open", allowed: true }],
    [4, { skill: "git", agentId: "ghost", allowed: true, expect: { met: false, text: expect.any(String) as string } }],
  ])("scenarios.skills[%i]", (index, want) => {
    const test = vm.tests[index]!;
    expect(test).toMatchObject({ index, ...want });
    expect(test.reason).not.toBe("");
    if (want.matched === undefined) expect(test).not.toHaveProperty("matched");
    if (want.expect === undefined) expect(test).not.toHaveProperty("expect");
  });
  it("names an agent only the scenarios mention after the list's agents", () => {
    expect(vm.agents).toEqual(["lawyer", "open", "ghost"]);
  });
});

describe("the grid: a row per skill name, a cell per agent holding that pair's first test", () => {
  const vm = vmOf(
    { agents: { list: [{ id: "a", skills: ["x"] }, { id: "b" }] } },
    {
      skills: [
        { agent: "b", skill: "y" },
        { agent: "a", skill: "x" },
        { agent: "a", skill: "x", expect: false },
      ],
    },
  );
  it.each([
    // row, skill, the cells' entry indices (undefined: not tested)
    [0, "y", [undefined, 0]],
    [1, "x", [1, undefined]],
  ])("row %i (%s): cells %j", (row, skill, indices) => {
    expect(vm.grid?.[row]?.skill).toBe(skill);
    expect(vm.grid?.[row]?.cells.map((c) => c?.index)).toEqual(indices);
  });
  it("a cell is the same test the list carries", () => {
    expect(vm.grid?.[1]?.cells[0]).toBe(vm.tests[1]);
  });
});

describe("finding the editor's entry among the tests", () => {
  const t = (index: number) => ({ index });
  const tests = [t(0), t(1), t(3), t(4), t(7)];
  it.each([
    [0, 0],
    [3, 2],
    [7, 4],
    [2, -1], // not a skill test (a malformed entry)
    [8, -1],
  ])("scenarios.skills[%i] is at %i", (index, at) => {
    expect(positionOf(tests, index)).toBe(at);
  });
});

describe("1,000 agents by 20 skills", () => {
  const last = team(1000, 20, { from: 19_999, agent: "" });
  it("reaches its last test on the pager's last page", () => {
    const window = pageWindow(last.total, last.from / SKILL_TESTS_PER_PAGE);
    expect(window).toMatchObject({ page: 199, pages: 200, start: 19_900, end: 20_000 });
    expect(last.tests.map((t) => t.index)).toEqual(range(100).map((i) => 19_900 + i));
  });
  it("is small: a page of strings and flags, no provenance, whatever the number of tests", () => {
    const json = JSON.stringify(last);
    const keys = new Set(last.tests.flatMap((t) => Object.keys(t)));
    expect([...keys].sort()).toEqual(["agentId", "allowed", "index", "matched", "reason", "skill"]);
    expect(json).not.toMatch(/"(from|span|path|provenance)":\s*[[{]/);
    // A page of tests and the agents' names: kilobytes, where every test would be megabytes.
    expect(json.length).toBeLessThan(100 * 200 + 2 * 1000 * 16);
  });
});
