import { describe, expect, it } from "vitest";
import { applyAddition, type Coverage, type CoverageKind, coverageTexts, formatPath } from "../../src/core/index";
import type { CoverageEntry } from "../../src/core/testing";
import { testAnalyzer, testLimits } from "../limits";

const CONFIG = {
  models: [{ provider: "anthropic", id: "claude-sonnet", reasoning: true }],
  agents: {
    defaults: { model: "anthropic/claude-sonnet" },
    list: [
      { id: "general", default: true },
      { id: "legal", skills: ["legal.*", "tax"] },
      { id: "legal", workspace: "/twice" },
    ],
  },
  tools: [
    { name: "read", class: "read" },
    { name: "edit", class: "edit" },
    { name: "bash", class: "execute" },
  ],
  permission: {
    mode: "default",
    rules: [
      { permission: "bash", pattern: "git status *", action: "allow" },
      { permission: "edit", pattern: "src/*", action: "deny" },
    ],
    modes: { plan: { execute: { default: "deny" } } },
  },
};

const TEAM = {
  approvals: [
    { permission: "bash", pattern: "npm test *", grantedIn: "default" },
    { permission: "bash", pattern: "make *", grantedIn: "bypass" },
  ],
  agents: [
    { name: "scout", mode: "plan", tools: ["read", "edit", "bash"], grants: [{ tool: "edit", pattern: "docs/*" }] },
  ],
};

function coverage(scenarios: object, config: object = CONFIG): Coverage {
  const a = testAnalyzer();
  const [c, s] = [JSON.stringify(config), JSON.stringify({ team: TEAM, ...scenarios })];
  return a.coverage(c, s, a.analyze(c, s, testLimits()));
}

const at = (cov: Coverage, path: string): CoverageEntry | undefined =>
  cov.entries.find((e) => formatPath(e.path) === path);

describe("coverage: what exercises each kind of item", () => {
  it.each<[string, string, object]>([
    // rules: a call whose permission key and pattern match, whatever decided it
    ["rule", "permission.rules[0]", { calls: [{ tool: "bash", pattern: "git status" }] }],
    [
      "rule (a subagent's call)",
      "permission.rules[1]",
      { calls: [{ agent: "scout", tool: "edit", pattern: "src/a.ts" }] },
    ],
    // grants: a call of that subagent that matches
    ["grant", "team.agents[0].grants[0]", { calls: [{ agent: "scout", tool: "edit", pattern: "docs/a.md" }] }],
    // approvals: a call that matches in a mode where the approval holds
    ["approval", "team.approvals[0]", { calls: [{ tool: "bash", pattern: "npm test" }] }],
    // agents: a session resolving to it, a skill test naming it, or the team's main agent
    ["agent (session)", "agents.list[1]", { sessions: [{ key: "agent:legal:case-1" }] }],
    ["agent (skill test)", "agents.list[1]", { skills: [{ agent: "legal", skill: "other" }] }],
    ["agent (team main)", "agents.list[1]", { team: { ...TEAM, main: "legal" } }],
    // skill patterns: a skill test of that agent naming a skill the pattern matches
    ["skill pattern (prefix)", "agents.list[1].skills[0]", { skills: [{ agent: "legal", skill: "legal.contract" }] }],
    ["skill pattern (exact)", "agents.list[1].skills[1]", { skills: [{ agent: "legal", skill: "tax" }] }],
    // modes-table entries: a call of a tool of that class evaluated in that mode
    [
      "mode entry",
      "permission.modes.plan.execute.default",
      { calls: [{ agent: "scout", tool: "bash", pattern: "ls" }] },
    ],
  ])("%s: %s is covered by its scenario and not without it", (_what, path, scenarios) => {
    expect(at(coverage({}), path)?.covered).toBe(false);
    expect(at(coverage(scenarios), path)?.covered).toBe(true);
  });

  it.each<[string, string, object]>([
    ["a call that matches another rule", "permission.rules[0]", { calls: [{ tool: "bash", pattern: "git push" }] }],
    ["a call of an unknown tool", "permission.rules[0]", { calls: [{ tool: "bsh", pattern: "git status" }] }],
    [
      "a call of a subagent not given the tool",
      "permission.rules[0]",
      { calls: [{ agent: "nobody", tool: "bash", pattern: "git status" }] },
    ],
    [
      "the main agent's call matching a grant",
      "team.agents[0].grants[0]",
      { calls: [{ tool: "edit", pattern: "docs/a.md" }] },
    ],
    ["an approval given in a looser mode", "team.approvals[1]", { calls: [{ tool: "bash", pattern: "make all" }] }],
    ["a skill test of another agent", "agents.list[1].skills[1]", { skills: [{ agent: "general", skill: "tax" }] }],
    ["a call in another mode", "permission.modes.plan.execute.default", { calls: [{ tool: "bash", pattern: "ls" }] }],
    ["a session for the duplicate's id", "agents.list[2]", { sessions: [{ key: "agent:legal:x" }] }],
  ])("%s does not cover %s", (_what, path, scenarios) => {
    expect(at(coverage(scenarios), path)?.covered).toBe(false);
  });

  it("the main agent is covered by being the team's main agent (the default agent when team.main is absent)", () => {
    expect(at(coverage({}), "agents.list[0]")).toMatchObject({ covered: true, by: ["team", "main"] });
  });

  it("counts every item, in total and per kind, the percentage rounded down", () => {
    const cov = coverage({ calls: [{ tool: "bash", pattern: "git status" }] });
    const kinds: Record<CoverageKind, [number, number]> = {
      rule: [1, 2],
      grant: [0, 1],
      approval: [0, 2],
      agent: [1, 3],
      "skill-pattern": [0, 2],
      "mode-entry": [0, 1],
    };
    for (const [kind, [covered, total]] of Object.entries(kinds))
      expect(cov.byKind[kind as CoverageKind]).toMatchObject({ covered, total });
    expect([cov.covered, cov.total, cov.percent]).toEqual([2, 11, 18]);
  });

  it("nothing to cover is 100%", () => {
    const a = testAnalyzer();
    const analysis = a.analyze("{}", "{}", testLimits());
    expect(a.coverage("{}", "{}", analysis)).toMatchObject({ covered: 0, total: 0, percent: 100 });
  });

  it("each item names its place and its fields", () => {
    expect(at(coverage({}), "permission.rules[0]")).toMatchObject({
      kind: "rule",
      doc: "config",
      permission: "bash",
      pattern: "git status *",
      action: "allow",
    });
    expect(at(coverage({}), "team.agents[0].grants[0]")).toMatchObject({
      kind: "grant",
      doc: "scenarios",
      agent: "scout",
      tool: "edit",
      pattern: "docs/*",
    });
    expect(at(coverage({}), "permission.modes.plan.execute.default")).toMatchObject({
      kind: "mode-entry",
      mode: "plan",
      toolClass: "execute",
      field: "default",
      action: "deny",
    });
  });
});

describe('coverage: "add a call that uses it"', () => {
  const scenarios = JSON.stringify({ team: TEAM });
  const config = JSON.stringify(CONFIG);
  const a = testAnalyzer();
  const before = a.coverage(config, scenarios, a.analyze(config, scenarios, testLimits()));
  const offered = before.entries.filter((e) => e.add?.ok);

  it.each(offered.map((e) => [formatPath(e.path), coverageTexts.item(e), e] as const))(
    "%s (%s): the offered entry, appended to the scenarios, covers it",
    (path, _text, entry) => {
      if (!entry.add?.ok) throw new Error("no addition");
      const after = applyAddition(scenarios, entry.add.addition);
      const b = testAnalyzer();
      const cov = b.coverage(config, after, b.analyze(config, after, testLimits()));
      expect(at(cov, path)?.covered).toBe(true);
      expect(cov.covered).toBeGreaterThan(before.covered);
    },
  );

  it("offers an entry for every kind", () => {
    expect(new Set(offered.map((e) => e.kind))).toEqual(
      new Set(["rule", "grant", "approval", "agent", "skill-pattern", "mode-entry"]),
    );
  });

  it.each<[string, object]>([
    ["team.approvals[1]", { kind: "approval-not-in-mode", grantedIn: "bypass", mode: "default" }],
    ["agents.list[2]", { kind: "agent-unreachable", id: "legal" }],
  ])("offers none for %s, saying why", (path, reason) => {
    expect(at(before, path)?.add).toEqual({ ok: false, reason });
  });

  it("keeps the user's comments and appends to the list", () => {
    const text = '{\n  // the calls\n  "calls": [\n    { "tool": "read", "pattern": "a" }\n  ]\n}';
    const out = applyAddition(text, { list: "calls", entry: { agent: "lead", tool: "bash", pattern: "git status" } });
    expect(out).toContain("// the calls");
    expect((JSON.parse(out.replace(/\/\/.*$/gm, "")) as { calls: unknown[] }).calls).toEqual([
      { tool: "read", pattern: "a" },
      { agent: "lead", tool: "bash", pattern: "git status" },
    ]);
  });

  it.each([
    ["a blank text", "", '{"sessions":[{"key":"agent:a:main"}]}'],
    ["a text without the list", '{ "env": {} }', '{"env":{},"sessions":[{"key":"agent:a:main"}]}'],
    ["a text that does not parse", "{ nope", "{ nope"],
    ["a list that is not a list", '{ "sessions": 3 }', '{ "sessions": 3 }'],
  ])("%s", (_what, text, expected) => {
    const out = applyAddition(text, { list: "sessions", entry: { key: "agent:a:main" } });
    expect(out.startsWith("{ nope") || out.includes('"sessions": 3') ? out : JSON.stringify(JSON.parse(out))).toBe(
      expected,
    );
  });
});
