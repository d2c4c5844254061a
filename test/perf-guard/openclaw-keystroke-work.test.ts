/**
 * The work a keystroke does at 1,000 OpenClaw agents, counted (not timed): the part of the answer a keystroke waits
 * for (the agents' cards, the matrix, the problems) reads the sandbox and the tools of the agents drawn only (a card
 * page and the matrix's first rows), not of every agent; the Changes panel, made once typing pauses, reads them all.
 * Each agent's sandbox is read once per keystroke however many answers ask for it (the cards, the spawns, the matrix).
 */
import { describe, expect, it } from "vitest";
import { createOpenClawAnalyzer } from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { Studio, studioAnalyzer } from "../../src/app/analysis/studio";
import { OpenClawStudio } from "../../src/app/analysis/openclawStudio";
import { MATRIX_ROWS } from "../../src/app/view-model/openclaw";
import { AGENT_CARDS_PER_PAGE } from "../../src/app/view-model/agents";
import { FIRST_PAGES } from "../../src/app/analysis/windows";
import { openclawRoster } from "../../bench/openclaw.bench";
import { testLimits } from "../limits";

const AGENTS = 1_000;
const CONFIG = openclawRoster(AGENTS, "entries");
const PROFILE = "openclaw-2026.9" as const;
/** A spawn in the scenarios: deciding it asks every agent's tools and sandboxes (the child may be any of them). */
const SPAWNS = JSON.stringify({ spawns: [{ from: "agent-0", spawn: "agent-1" }] });
/** The cards drawn and the matrix's rows: the most agents a keystroke's first part may read. */
const DRAWN = AGENT_CARDS_PER_PAGE + MATRIX_ROWS;

const texts = (config: string, scenarios = "{}") => ({ config, scenarios, profile: PROFILE });
const edited = (config: string, n: number) => config.replace('"~/w/7"', `"~/w/7-${n}"`);

/** A studio as the page's, with its OpenClaw analyzer at hand to count its work. */
function studioCounted() {
  const analyzer = studioAnalyzer();
  const openclaw = createOpenClawAnalyzer(OPENCLAW_SCHEMAS, (text) => analyzer.read("config", text));
  const studio = new Studio(analyzer, () => new OpenClawStudio(analyzer, openclaw));
  let from = openclaw.work();
  /** What was made since the last time asked. */
  const made = () => {
    const now = openclaw.work();
    const since = { sandboxes: now.sandboxes - from.sandboxes, tools: now.tools - from.tools };
    from = now;
    return since;
  };
  return { studio, made };
}

describe(`a one-entry edit at ${AGENTS.toLocaleString("en")} OpenClaw agents`, () => {
  it("the first part reads the drawn agents' sandboxes and tools only; the Changes panel, later, every agent's", () => {
    const { studio, made } = studioCounted();
    const baseline = texts(CONFIG);
    studio.update(baseline, testLimits(), baseline, FIRST_PAGES);
    expect(made().sandboxes, "the counts count").toBe(AGENTS);
    for (let n = 0; n < 3; n++) {
      expect(edited(CONFIG, n)).not.toBe(CONFIG);
      const parts = studio.updateInParts(texts(edited(CONFIG, n)), testLimits(), baseline, FIRST_PAGES);
      const vm = parts.views.panels.openclaw;
      expect(vm?.ok && vm.vm.agents?.length).toBe(AGENT_CARDS_PER_PAGE);
      // The matrix draws its first rows, and counts the rest of the agents.
      expect(vm?.ok && vm.vm.matrix?.rows.length).toBe(MATRIX_ROWS);
      expect(vm?.ok && vm.vm.matrix?.more).toBe(AGENTS - MATRIX_ROWS);
      const first = made();
      expect(first.sandboxes, "sandboxes read for the first part").toBeLessThanOrEqual(DRAWN);
      expect(first.tools, "tools read for the first part").toBeLessThanOrEqual(DRAWN);
      parts.later!();
      const later = made();
      expect(first.sandboxes + later.sandboxes, "each agent's sandbox, once, with the Changes panel").toBe(AGENTS);
      expect(first.tools + later.tools, "each agent's tools, once, with the Changes panel").toBe(AGENTS);
    }
  });

  it("a spawn to decide asks every agent's sandbox and tools once, however many answers share them", () => {
    const { studio, made } = studioCounted();
    studio.update(texts(CONFIG, SPAWNS), testLimits(), undefined, FIRST_PAGES);
    made();
    const views = studio.update(texts(edited(CONFIG, 9), SPAWNS), testLimits(), undefined, FIRST_PAGES);
    const vm = views.panels.openclaw;
    expect(vm?.ok && vm.vm.spawns.length).toBe(1);
    expect(made()).toEqual({ sandboxes: AGENTS, tools: AGENTS });
  });
});
