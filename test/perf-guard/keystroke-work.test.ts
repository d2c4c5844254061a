/**
 * The work a keystroke does at 10,000 agents, counted (not timed, so a busy machine cannot fail it): after a one-entry
 * edit, the page's studio (the worker's and the page's engine: analysis, answers for the Changes panel, coverage, the
 * views) makes afresh about one agent entry's worth of schema checks, resolutions, lint findings, answers and coverage
 * entries, and finds the other 9,999 in its analyzer's memory. A change that makes any of them proportional to the
 * document fails here.
 */
import { describe, expect, it } from "vitest";
import {
  createAnalyzer,
  diffAnswers,
  indexAnswers,
  SCENARIOS_MACHINE,
  SOPHIACLAW_PROFILE,
  type WorkDone,
} from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { Studio } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { largeConfig } from "../../bench/analyze.bench";
import { testLimits } from "../limits";

const AGENTS = 10_000;
const CONFIG = largeConfig(AGENTS);
/** The page's baseline when a large document was pasted over an empty one: every answer differs from it. */
const BASELINE = { config: "{}", scenarios: "{}" };

/** Each edit touches one entry of the config; `at` is the agent's index. */
const EDITS: readonly (readonly [string, (text: string) => string])[] = [
  ["a character typed in the first agent's id", (t) => t.replace('"agent-0"', '"agent-0x"')],
  ["the middle agent's workspace changed", (t) => t.replace('"~/work/agent-5000"', '"~/work/elsewhere"')],
  ["a skill added to the last agent", (t) => t.replace('"skill-9999"', '"skill-9999", "ops.*"')],
  ["an agent's model changed", (t) => t.replace(/"primary": "anthropic\/claude-sonnet"/, '"primary": "openai/gpt-5"')],
];

/** An agent's answers: its fields (and whether it is reachable), with the few answers about no entry besides. */
const ANSWERS_PER_AGENT = 12;

const analyzed = (config: string) =>
  createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE }).analyze(config, "{}", testLimits());

const minus = (after: WorkDone, before: WorkDone): WorkDone => ({
  validated: after.validated - before.validated,
  resolved: after.resolved - before.resolved,
  linted: after.linted - before.linted,
  answered: after.answered - before.answered,
  covered: after.covered - before.covered,
});

describe(`a one-entry edit at ${AGENTS.toLocaleString("en")} agents`, () => {
  const analyzer = createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE });
  const studio = new Studio(analyzer, openclawPart(OPENCLAW_SCHEMAS));
  const update = (config: string) => studio.update({ config, scenarios: "{}" }, testLimits(), BASELINE);

  it("the first analysis makes every entry's work (the counts count)", () => {
    const views = update(CONFIG);
    expect(views.cutOff).toBeUndefined();
    const first = analyzer.work();
    for (const [what, count] of Object.entries(first)) expect(count, what).toBeGreaterThanOrEqual(AGENTS);
  });

  it.each(EDITS)("%s: about one entry's work, the rest found in memory", (_, edit) => {
    update(CONFIG);
    const before = analyzer.work();
    const views = update(edit(CONFIG));
    expect(views.cutOff).toBeUndefined();
    const done = minus(analyzer.work(), before);
    for (const [what, count] of Object.entries(done)) expect(count, what).toBeLessThanOrEqual(2);
    // The edit was seen: the edited entry was made afresh.
    expect(done.resolved).toBeGreaterThanOrEqual(1);
  });
});

describe(`the decision diff after a one-entry edit at ${AGENTS.toLocaleString("en")} agents`, () => {
  // The Changes panel's diff against the text the page opened with: the baseline's answers indexed once, the current
  // ones made through the analyzer's memory (an untouched agent keeps its answer objects).
  const base = indexAnswers(
    createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE }).answers(analyzed(CONFIG)),
  );
  const analyzer = createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE });
  const answersOf = (config: string) => analyzer.answers(analyzer.analyze(config, "{}", testLimits()));

  it("the first diff looks up every answer (the count counts)", () => {
    expect(diffAnswers(base, answersOf(CONFIG))).toEqual([]);
    expect(base.looked).toBeGreaterThanOrEqual(AGENTS);
  });

  it.each(EDITS)("%s: looks up about one agent's answers, and finds its change", (_, edit) => {
    diffAnswers(base, answersOf(CONFIG));
    const changes = diffAnswers(base, answersOf(edit(CONFIG)));
    expect(changes.length).toBeGreaterThanOrEqual(1);
    // The same changes as a diff with nothing remembered.
    expect(changes).toEqual(diffAnswers(base.answers, answersOf(edit(CONFIG))));
    expect(base.looked).toBeLessThanOrEqual(2 * ANSWERS_PER_AGENT);
  });
});
