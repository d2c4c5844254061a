/**
 * "Why not?" on every branch of whoDecides (and the main agent's own calls): the first suggestion, and that applying
 * each suggestion gives the answer asked for, checked by a fresh analysis of the edited texts.
 */
import { describe, expect, it } from "vitest";
import { suggestChanges } from "../../src/core/index";
import { applyToTexts, type ChangeKind, type WhyGoal } from "../../src/core/testing";
import { analyze } from "../analyze";
import { testAnalyzer, testLimits } from "../limits";
import { teamTexts, type TeamSpec } from "./fixture";

const scout = (extra: Record<string, unknown> = {}) => ({ name: "scout", parent: "lead", ...extra });

interface Row {
  readonly branch: string;
  readonly spec: TeamSpec;
  readonly now: string;
  readonly goal: WhyGoal;
  /** The kinds of the first suggestion's changes. */
  readonly first: readonly ChangeKind[];
}

const ROWS: Row[] = [
  {
    branch: "own-allows (what would stop it)",
    spec: {
      mainMode: "accept-edits",
      agents: [scout()],
      calls: [{ agent: "scout", tool: "edit", pattern: "src/a.ts" }],
    },
    now: "run",
    goal: "stop",
    first: ["add-rule"],
  },
  {
    branch: "own-denies (a deny rule)",
    spec: {
      mainMode: "accept-edits",
      rules: [{ permission: "edit", pattern: "*.env", action: "deny" }],
      agents: [scout()],
      calls: [{ agent: "scout", tool: "edit", pattern: "prod.env" }],
    },
    now: "refused",
    goal: "run",
    first: ["remove-rule"],
  },
  {
    branch: "own-denies (its mode's ceiling)",
    spec: {
      mainMode: "accept-edits",
      agents: [scout({ mode: "plan" })],
      calls: [{ agent: "scout", tool: "edit", pattern: "src/a.ts" }],
    },
    now: "refused",
    goal: "run",
    first: ["set-mode"],
  },
  {
    branch: "requestable",
    spec: {
      mainMode: "accept-edits",
      agents: [scout({ mode: "default", request: ["edit"] })],
      calls: [{ agent: "scout", tool: "edit", pattern: "src/a.ts" }],
    },
    now: "refused",
    goal: "run",
    first: ["add-grant"],
  },
  {
    branch: "not-delegated",
    spec: {
      mainMode: "accept-edits",
      agents: [scout({ mode: "default" })],
      calls: [{ agent: "scout", tool: "edit", pattern: "src/a.ts" }],
    },
    now: "refused",
    goal: "run",
    first: ["add-grant"],
  },
  {
    branch: "main-denies",
    spec: {
      mainMode: "default",
      rules: [{ permission: "bash", pattern: "rm *", action: "deny" }],
      agents: [scout()],
      calls: [{ agent: "scout", tool: "bash", pattern: "rm -rf build" }],
    },
    now: "refused",
    goal: "run",
    first: ["remove-rule", "add-approval"],
  },
  {
    branch: "unattended",
    spec: { unattended: true, agents: [scout()], calls: [{ agent: "scout", tool: "bash", pattern: "npm test" }] },
    now: "refused",
    goal: "run",
    first: ["add-approval"],
  },
  {
    branch: "person",
    spec: { agents: [scout()], calls: [{ agent: "scout", tool: "bash", pattern: "npm install" }] },
    now: "person",
    goal: "run",
    first: ["add-approval"],
  },
  {
    branch: "the main agent asks the person",
    spec: { calls: [{ agent: "lead", tool: "bash", pattern: "npm publish" }] },
    now: "person",
    goal: "run",
    first: ["add-approval"],
  },
  {
    branch: "the main agent's call runs",
    spec: { calls: [{ agent: "lead", tool: "read", pattern: "src/a.ts" }] },
    now: "run",
    goal: "stop",
    first: ["add-rule"],
  },
  {
    branch: "a tool it was not given",
    spec: {
      mainMode: "accept-edits",
      agents: [scout({ tools: ["read"] })],
      calls: [{ agent: "scout", tool: "edit", pattern: "src/a.ts" }],
    },
    now: "refused",
    goal: "run",
    first: ["add-tool"],
  },
];

describe("why not? on every branch", () => {
  it.each(ROWS)("$branch: $now, first $first", (row) => {
    const texts = teamTexts(row.spec);
    const answer = suggestChanges(testAnalyzer(), texts, { kind: "call", index: 0 }, testLimits());
    expect(answer.now).toBe(row.now);
    expect(answer.goal).toBe(row.goal);
    expect(answer.suggestions.length).toBeGreaterThan(0);
    expect(answer.suggestions[0]!.changes.map((c) => c.kind)).toEqual(row.first);
    for (const s of answer.suggestions) {
      const changed = applyToTexts(texts, s.edits);
      const verdict = analyze(changed.config, changed.scenarios, testLimits()).simulation.calls[0]!.verdict.answer;
      if (row.goal === "run") expect(verdict).toBe("run");
      else expect(verdict).not.toBe("run");
      expect(s.result).toBe(verdict);
    }
  });
});

describe("the search's time limit", () => {
  it("stops trying when the time is spent, says how many were left, and offers only verified changes", () => {
    const texts = teamTexts({ agents: [scout()], calls: [{ agent: "scout", tool: "bash", pattern: "npm install" }] });
    // A clock that moves one tick per reading: count the ticks one analysis takes, then allow about three.
    let ticks = 0;
    const clock = () => ticks++;
    testAnalyzer().analyze(texts.config, texts.scenarios, { clock, budgetMs: 1e9 });
    const perAnalysis = ticks;
    ticks = 0;
    const answer = suggestChanges(
      testAnalyzer(),
      texts,
      { kind: "call", index: 0 },
      { clock, budgetMs: perAnalysis * 3 },
    );
    expect(answer.untried).toBeGreaterThan(0);
    expect(answer.tried).toBeGreaterThan(0);
    const all = suggestChanges(testAnalyzer(), texts, { kind: "call", index: 0 }, testLimits());
    expect(all.untried).toBeUndefined();
    // Left untried: at least what a whole search tries beyond these (some it would skip, once a smaller answer works).
    expect(answer.tried).toBeLessThan(all.tried);
    expect(answer.tried + answer.untried!).toBeGreaterThanOrEqual(all.tried);
    for (const s of answer.suggestions) {
      const changed = applyToTexts(texts, s.edits);
      expect(analyze(changed.config, changed.scenarios, testLimits()).simulation.calls[0]!.verdict.answer).toBe("run");
    }
  });
});
