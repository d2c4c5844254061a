/**
 * Skills panel: the skill tests of the scenarios (one entry of scenarios.skills each, in document order), a page at a
 * time (every agent's, or one agent's), and, when the agents fit side by side, the tests as a grid (skill x agent).
 */
import { reasonText, type Analysis, type AnswerLookup, type SkillCase } from "../../core/index";

export interface SkillTestVM {
  /** The entry's place in scenarios.skills: what its pin, its "why?" and the editor's cursor name. */
  readonly index: number;
  readonly skill: string;
  readonly agentId: string;
  /** The answer (answersOf), as every other reader of the analysis sees it. */
  readonly allowed: boolean;
  /** The filter pattern that matched, when one did. */
  readonly matched?: string;
  readonly reason: string;
  /** The entry's `expect`, when it has one: whether the answer meets it, and in words. */
  readonly expect?: { readonly met: boolean; readonly text: string };
}

/** A grid row: one skill name, a cell per agent of `SkillsVM.agents` (undefined: that pair was not tested). */
export interface SkillRowVM {
  readonly skill: string;
  readonly cells: readonly (SkillTestVM | undefined)[];
}

export interface SkillsVM {
  /** Every agent: the reachable agents of the list, then any agent only the scenarios name. */
  readonly agents: readonly string[];
  /** The agents that have at least one test, in the order of their first: the per-agent view's choices. */
  readonly tested: readonly string[];
  /** The agent whose tests are listed ("" for every agent's): the window's, when it has tests. */
  readonly agent: string;
  /** One page of the tests listed (every agent's, or `agent`'s), in document order. */
  readonly tests: readonly SkillTestVM[];
  /** The position of the page's first test in the list, and how many the list holds (the pager's count). */
  readonly from: number;
  readonly total: number;
  /** Every skill test of the scenarios. */
  readonly all: number;
  /**
   * The grid, when there are at most GRID_MAX_AGENTS agents and GRID_MAX_TESTS tests: a row per skill name (first
   * seen first), its cells the first test of each pair. Undefined otherwise (the panel lists the tests).
   */
  readonly grid: readonly SkillRowVM[] | undefined;
}

/** The most agents drawn as the grid's columns: more would squeeze the columns, so the panel lists tests instead. */
export const GRID_MAX_AGENTS = 6;
/** The most tests drawn as a grid (each one carried to the page): more are listed a page at a time. */
export const GRID_MAX_TESTS = 1_000;
/** How many tests a page of the list draws (and the worker sends). */
export const SKILL_TESTS_PER_PAGE = 100;

/** The list's page the panel asks for (windows.ts's SkillsWindow). */
export interface SkillsPage {
  readonly from: number;
  readonly agent: string;
  readonly focus?: number;
}

/**
 * The skills panel's view; whether each skill is allowed is the answers' (answersOf). Only the page of tests asked
 * for is made (and sent by the worker): 20,000 tests are a few megabytes, a page of them a few kilobytes.
 */
export function skillsVM(analysis: Analysis, answer: AnswerLookup, page: SkillsPage): SkillsVM {
  const agents: string[] = [];
  const seen = new Set<string>();
  const addAgent = (id: string): void => {
    if (seen.has(id)) return;
    seen.add(id);
    agents.push(id);
  };
  for (const agent of analysis.agents) if (agent.reachable) addAgent(agent.id);
  for (const c of analysis.skills) addAgent(c.agentId);

  // Each test's view made once, shared by the grid and the list's page.
  const made = new Map<SkillCase, SkillTestVM>();
  const vmOf = (c: SkillCase): SkillTestVM => {
    let vm = made.get(c);
    if (!vm) made.set(c, (vm = testVM(c, answer)));
    return vm;
  };
  const tested = [...new Set(analysis.skills.map((c) => c.agentId))];
  const agent = tested.includes(page.agent) ? page.agent : "";
  const listed = agent === "" ? analysis.skills : analysis.skills.filter((c) => c.agentId === agent);
  const at = page.focus === undefined ? -1 : positionOf(listed, page.focus);
  const asked = at >= 0 ? at : Number.isFinite(page.from) ? page.from : 0;
  const from = Math.min(pageOf(Math.max(0, asked)), pageOf(Math.max(0, listed.length - 1)));
  const grid =
    agents.length <= GRID_MAX_AGENTS && analysis.skills.length <= GRID_MAX_TESTS
      ? gridOf(agents, analysis.skills.map(vmOf))
      : undefined;
  return {
    agents,
    tested,
    agent,
    tests: listed.slice(from, from + SKILL_TESTS_PER_PAGE).map(vmOf),
    from,
    total: listed.length,
    all: analysis.skills.length,
    grid,
  };
}

/** The first position of the page that holds position `at`. */
const pageOf = (at: number): number => Math.floor(at / SKILL_TESTS_PER_PAGE) * SKILL_TESTS_PER_PAGE;

function testVM(c: SkillCase, answer: AnswerLookup): SkillTestVM {
  const test: SkillTestVM = {
    index: c.index,
    skill: c.skill,
    agentId: c.agentId,
    allowed: answer("skill", c.path, "allowed")?.value === true,
    reason: reasonText(c.reason),
  };
  return {
    ...test,
    ...(c.matched !== undefined && { matched: c.matched }),
    ...(c.expect && { expect: { met: c.expect.met, text: c.expect.text } }),
  };
}

/** The tests as rows of skill names, a cell per agent: the first test of each (skill, agent) pair. */
function gridOf(agents: readonly string[], tests: readonly SkillTestVM[]): readonly SkillRowVM[] {
  const bySkill = new Map<string, Map<string, SkillTestVM>>();
  for (const t of tests) {
    const row = bySkill.get(t.skill) ?? new Map<string, SkillTestVM>();
    if (!row.has(t.agentId)) row.set(t.agentId, t);
    bySkill.set(t.skill, row);
  }
  return [...bySkill].map(([skill, row]) => ({ skill, cells: agents.map((id) => row.get(id)) }));
}

/**
 * Where the test at scenarios.skills[index] is in `tests` (-1: not among them), to page to the editor's cursor.
 * Tests are in document order, so their indices ascend: a binary search, not a scan of 20,000 per cursor move.
 */
export function positionOf(tests: readonly { readonly index: number }[], index: number): number {
  let lo = 0;
  let hi = tests.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = tests[mid]!.index;
    if (at === index) return mid;
    if (at < index) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
