/**
 * The work a keystroke does at 1,000 and 10,000 OpenClaw agents, counted (not timed). An edit inside one agent's
 * entry makes that agent's answers again (its row of `agents list`, its models, skills, sandbox and tools) and finds
 * every other agent's made by the keystroke before, the Changes panel's and the spawns' included (agent-memory.ts).
 * An edit outside the entries (the defaults) makes them all again, and then the part a keystroke waits for (the cards,
 * the matrix, the problems) reads the sandboxes and tools of the agents drawn only; the Changes panel, made once
 * typing pauses, reads them all, each once however many answers ask for it.
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
/** Agent 7's workspace changed: one entry edited. */
const edited = (config: string, n: number) => config.replace('"~/w/7"', `"~/w/7-${n}"`);
/** The defaults' fallbacks changed (none, then another): every agent without a model of its own reads them. */
const defaultsEdited = (config: string, n: number) =>
  config.replace(
    /"fallbacks": \[[^\]]*\]/,
    n === 0 ? '"fallbacks": []' : '"fallbacks": ["anthropic/claude-sonnet-4-5"]',
  );
const KINDS = ["rows", "models", "skills", "sandboxes", "tools"] as const;
type Made = Record<(typeof KINDS)[number], number>;
const each = (n: number): Made => ({ rows: n, models: n, skills: n, sandboxes: n, tools: n });

/** A studio as the page's, with its OpenClaw analyzer at hand to count its work. */
function studioCounted() {
  const analyzer = studioAnalyzer();
  const openclaw = createOpenClawAnalyzer(OPENCLAW_SCHEMAS, (text) => analyzer.read("config", text));
  const studio = new Studio(analyzer, () => new OpenClawStudio(analyzer, openclaw));
  let from = openclaw.work();
  /** What was made since the last time asked. */
  const made = (): Made => {
    const now = openclaw.work();
    const since = Object.fromEntries(KINDS.map((k) => [k, now[k] - from[k]])) as Made;
    from = now;
    return since;
  };
  return { studio, made };
}

describe("a one-entry edit in a large OpenClaw config", () => {
  it.each([1_000, 10_000])(
    "at %i agents makes the edited agent's answers alone, the Changes panel's included; the rest are found made",
    (agents) => {
      const config = agents === AGENTS ? CONFIG : openclawRoster(agents, "entries");
      const { studio, made } = studioCounted();
      const baseline = texts(config);
      studio.update(baseline, testLimits(), baseline, FIRST_PAGES);
      expect(made(), "the counts count: every agent's answers, once").toEqual(each(agents));
      for (let n = 0; n < 3; n++) {
        expect(edited(config, n)).not.toBe(config);
        const parts = studio.updateInParts(texts(edited(config, n)), testLimits(), baseline, FIRST_PAGES);
        const vm = parts.views.panels.openclaw;
        expect(vm?.ok && vm.vm.agents?.length).toBe(AGENT_CARDS_PER_PAGE);
        expect(vm?.ok && vm.vm.agents?.find((a) => a.id === "agent-7")?.workspace).toMatch(new RegExp(`/w/7-${n}$`));
        // The matrix draws its first rows, and counts the rest of the agents.
        expect(vm?.ok && vm.vm.matrix?.rows.length).toBe(MATRIX_ROWS);
        expect(vm?.ok && vm.vm.matrix?.more).toBe(agents - MATRIX_ROWS);
        // Agent 7 is drawn (a card and a row of the matrix): its answers are made, and no other agent's.
        expect(made(), "the first part").toEqual(each(1));
        parts.later!();
        expect(made(), "the Changes panel: every agent's answers, found made").toEqual(each(0));
      }
    },
  );
});

describe(`an edit at ${AGENTS.toLocaleString("en")} OpenClaw agents`, () => {
  it("an edit outside the entries makes every agent's again: the drawn ones' first, the rest for the Changes panel", () => {
    const { studio, made } = studioCounted();
    const baseline = texts(CONFIG);
    studio.update(baseline, testLimits(), baseline, FIRST_PAGES);
    made();
    for (let n = 0; n < 2; n++) {
      expect(defaultsEdited(CONFIG, n)).not.toBe(CONFIG);
      const parts = studio.updateInParts(texts(defaultsEdited(CONFIG, n)), testLimits(), baseline, FIRST_PAGES);
      const first = made();
      expect(first.rows, "every agent's row: the list is the answer").toBe(AGENTS);
      expect(first.sandboxes, "sandboxes read for the first part").toBeLessThanOrEqual(DRAWN);
      expect(first.tools, "tools read for the first part").toBeLessThanOrEqual(DRAWN);
      parts.later!();
      const later = made();
      expect(first.sandboxes + later.sandboxes, "each agent's sandbox, once, with the Changes panel").toBe(AGENTS);
      expect(first.tools + later.tools, "each agent's tools, once, with the Changes panel").toBe(AGENTS);
    }
  });

  it("a spawn to decide asks every agent's sandbox and tools: each once, then the edited agent's alone", () => {
    const { studio, made } = studioCounted();
    studio.update(texts(CONFIG, SPAWNS), testLimits(), undefined, FIRST_PAGES);
    const first = made();
    expect({ sandboxes: first.sandboxes, tools: first.tools }).toEqual({ sandboxes: AGENTS, tools: AGENTS });
    const views = studio.update(texts(edited(CONFIG, 9), SPAWNS), testLimits(), undefined, FIRST_PAGES);
    const vm = views.panels.openclaw;
    expect(vm?.ok && vm.vm.spawns.length).toBe(1);
    expect(made()).toEqual(each(1));
  });
});
