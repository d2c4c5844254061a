/**
 * The work a keystroke does at 1,000 OpenClaw agents, counted (not timed): the part of the answer a keystroke waits
 * for (the agents' cards, the matrix, the problems) reads the sandbox and the tools of the agents drawn only (a card
 * page and the matrix's first rows), not of every agent; the Changes panel, made once typing pauses, reads them all.
 * Each agent's sandbox is read once per keystroke however many answers ask for it (the cards, the spawns, the matrix).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { Studio, studioAnalyzer } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { MATRIX_ROWS } from "../../src/app/view-model/openclaw";
import { AGENT_CARDS_PER_PAGE } from "../../src/app/view-model/agents";
import { FIRST_PAGES } from "../../src/app/analysis/windows";
import { openclawRoster } from "../../bench/openclaw.bench";
import { testLimits } from "../limits";

const made = vi.hoisted(() => ({ sandboxes: 0, tools: 0 }));

vi.mock("../../src/core/openclaw/agent-sandbox", async (original) => {
  const real = await original<typeof import("../../src/core/openclaw/agent-sandbox")>();
  return {
    ...real,
    agentSandbox: (...args: Parameters<typeof real.agentSandbox>) => (made.sandboxes++, real.agentSandbox(...args)),
  };
});
vi.mock("../../src/core/openclaw/agent-tools", async (original) => {
  const real = await original<typeof import("../../src/core/openclaw/agent-tools")>();
  return {
    ...real,
    agentTools: (...args: Parameters<typeof real.agentTools>) => (made.tools++, real.agentTools(...args)),
  };
});

const AGENTS = 1_000;
const CONFIG = openclawRoster(AGENTS, "entries");
const PROFILE = "openclaw-2026.9" as const;
/** A spawn in the scenarios: deciding it asks every agent's tools and sandboxes (the child may be any of them). */
const SPAWNS = JSON.stringify({ spawns: [{ from: "agent-0", spawn: "agent-1" }] });
/** The cards drawn and the matrix's rows: the most agents a keystroke's first part may read. */
const DRAWN = AGENT_CARDS_PER_PAGE + MATRIX_ROWS;

const texts = (config: string, scenarios = "{}") => ({ config, scenarios, profile: PROFILE });
const edited = (config: string, n: number) => config.replace('"~/w/7"', `"~/w/7-${n}"`);

describe(`a one-entry edit at ${AGENTS.toLocaleString("en")} OpenClaw agents`, () => {
  beforeEach(() => {
    made.sandboxes = 0;
    made.tools = 0;
  });

  it("the first part reads the drawn agents' sandboxes and tools only; the Changes panel, later, every agent's", () => {
    const studio = new Studio(studioAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
    const baseline = texts(CONFIG);
    studio.update(baseline, testLimits(), baseline, FIRST_PAGES);
    expect(made.sandboxes, "the counts count").toBeGreaterThanOrEqual(AGENTS);
    for (let n = 0; n < 3; n++) {
      expect(edited(CONFIG, n)).not.toBe(CONFIG);
      made.sandboxes = made.tools = 0;
      const parts = studio.updateInParts(texts(edited(CONFIG, n)), testLimits(), baseline, FIRST_PAGES);
      const vm = parts.views.panels.openclaw;
      expect(vm?.ok && vm.vm.agents?.length).toBe(AGENT_CARDS_PER_PAGE);
      expect(made.sandboxes, "sandboxes read for the first part").toBeLessThanOrEqual(DRAWN);
      expect(made.tools, "tools read for the first part").toBeLessThanOrEqual(DRAWN);
      parts.later!();
      expect(made.sandboxes, "each agent's sandbox, once, for the Changes panel").toBe(AGENTS);
      expect(made.tools, "each agent's tools, once, for the Changes panel").toBe(AGENTS);
    }
  });

  it("a spawn to decide asks every agent's sandbox and tools once, however many answers share them", () => {
    const studio = new Studio(studioAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
    studio.update(texts(CONFIG, SPAWNS), testLimits(), undefined, FIRST_PAGES);
    made.sandboxes = made.tools = 0;
    const views = studio.update(texts(edited(CONFIG, 9), SPAWNS), testLimits(), undefined, FIRST_PAGES);
    const vm = views.panels.openclaw;
    expect(vm?.ok && vm.vm.spawns.length).toBe(1);
    expect(made.sandboxes).toBe(AGENTS);
    expect(made.tools).toBe(AGENTS);
  });
});
