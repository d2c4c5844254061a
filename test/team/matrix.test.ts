import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  type Analysis,
  createAnalyzer,
  SCENARIOS_MACHINE,
  type PermissionMatrix,
  SOPHIACLAW_PROFILE,
  type Verdict,
  verdictReason,
} from "../../src/core/index";
import { testLimits as limits } from "../limits";
import { CONFIG, SCENARIOS } from "./fixture";

const analyzer = () => createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE });

function matrixOf(config: string, scenarios: string): { analysis: Analysis; matrix: PermissionMatrix } {
  const a = analyzer();
  const analysis = a.analyze(config, scenarios, limits());
  return { analysis, matrix: a.matrix(config, scenarios, analysis) };
}

/** What a test compares of a verdict: the answer and its reason, as data. */
const said = (v: Verdict) => ({ answer: v.answer, reason: verdictReason(v) });

/** The scenarios with their calls replaced by one call per agent, tool and pattern the matrix tried. */
function probeCalls(scenarios: unknown, matrix: PermissionMatrix) {
  const probes = matrix.rows.flatMap((row) =>
    row.cells.flatMap((cell) =>
      cell.tries.map((t) => ({ agent: row.agent, tool: cell.tool, pattern: t.pattern, verdict: t.verdict })),
    ),
  );
  const text = JSON.stringify({
    ...(scenarios as object),
    calls: probes.map(({ agent, tool, pattern }) => ({ agent, tool, pattern })),
  });
  return { probes, text };
}

/** Every cell's every try equals what a call of that agent, tool and pattern gets in the simulation. */
function expectCellsMatchCalls(configText: string, scenariosText: string): number {
  const { matrix } = matrixOf(configText, scenariosText);
  const scenarios = JSON.parse(scenariosText || "{}") as unknown;
  const { probes, text } = probeCalls(scenarios, matrix);
  const simulated = analyzer().analyze(configText, text, limits()).simulation.calls;
  expect(simulated).toHaveLength(probes.length);
  probes.forEach((p, i) =>
    expect([p.agent, p.tool, p.pattern, said(simulated[i]!.verdict)]).toEqual([
      p.agent,
      p.tool,
      p.pattern,
      said(p.verdict),
    ]),
  );
  return probes.length;
}

const stripComments = (text: string) => text.replace(/^\s*\/\/.*$/gm, "");
const EXAMPLES = ["starter", "legal-research", "plan-mode", "broken"].map((slug) => {
  const read = (file: string) => readFileSync(new URL(`../../public/examples/${file}`, import.meta.url), "utf8");
  return [slug, read(`${slug}.config.jsonc`), stripComments(read(`${slug}.scenarios.json`))] as const;
});

/** A small deterministic generator, so every run checks the same teams. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const MODES = ["bypass", "accept-edits", "default", "plan", "readonly"] as const;

/** A random team: a catalog, rules, approvals, subagents with modes, requests, grants and tools, and some calls. */
function generatedTeam(seed: number): [string, string] {
  const next = lcg(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const tools = [
    { name: "read", class: "read" },
    { name: "edit", class: "edit" },
    { name: "write", class: "edit", permission: "edit" },
    { name: "bash", class: "execute" },
    { name: "web", class: "network" },
    { name: "team", class: "delegate", scope: "main" },
  ];
  const patterns = ["src/*", "docs/*", "git status *", "npm test *", "*", "rm *", "https://*"];
  const texts = ["src/a.ts", "docs/b.md", "git status", "npm test", "rm -rf /", "https://x.io", "other"];
  const rules = Array.from({ length: 1 + Math.floor(next() * 8) }, () => ({
    permission: pick(["bash", "edit", "read", "web", "*"]),
    pattern: pick(patterns),
    action: pick(["allow", "ask", "deny"]),
  }));
  const names = ["a", "b", "c", "d"];
  const agents = names.slice(0, 1 + Math.floor(next() * 4)).map((name, i) => ({
    name,
    parent: i === 0 || next() < 0.5 ? "lead" : names[Math.floor(next() * i)]!,
    ...(next() < 0.7 && { mode: pick(MODES) }),
    ...(next() < 0.3 && { request: [pick(["edit", "execute", "network"])] }),
    grants: next() < 0.5 ? [{ tool: pick(["edit", "bash", "web"]), pattern: pick(patterns) }] : [],
    tools: tools.filter(() => next() < 0.6).map((t) => t.name),
  }));
  const calls = Array.from({ length: Math.floor(next() * 6) }, () => ({
    agent: pick(["lead", ...names]),
    tool: pick(tools).name,
    pattern: pick(texts),
  }));
  const config = {
    models: [{ provider: "anthropic", id: "claude-sonnet", reasoning: true }],
    agents: { defaults: { model: "anthropic/claude-sonnet" }, list: [{ id: "main", default: true }] },
    tools,
    permission: { mode: pick(MODES), rules },
  };
  const scenarios = {
    team: {
      mode: pick(MODES),
      unattended: next() < 0.3,
      approvals:
        next() < 0.5 ? [{ permission: pick(["bash", "edit"]), pattern: pick(patterns), grantedIn: pick(MODES) }] : [],
      agents,
      tighten: pick(MODES),
    },
    calls,
  };
  return [JSON.stringify(config), JSON.stringify(scenarios)];
}

describe("the permission matrix", () => {
  it("has a row for the main agent and each subagent, a column for each tool of the catalog", () => {
    const { matrix, analysis } = matrixOf(JSON.stringify(CONFIG), JSON.stringify(SCENARIOS));
    expect(matrix.rows.map((r) => r.agent)).toEqual(["lead", ...analysis.simulation.subagents.map((s) => s.name)]);
    expect(matrix.tools.map((t) => t.name)).toEqual(CONFIG.tools.map((t) => t.name));
    for (const row of matrix.rows) expect(row.cells.map((c) => c.tool)).toEqual(CONFIG.tools.map((t) => t.name));
  });

  it.each([
    // The patterns the scenarios' calls use for the tool (any agent's); "*" for a tool no call uses.
    ["bash", ["git status", "ls -la", "rm -rf /", "npm test", "ls"]],
    ["write", ["src/b.ts"]],
    ["read", ["a"]],
    ["web", ["*"]],
  ])("tries the scenarios' patterns of %s", (tool, patterns) => {
    const { matrix } = matrixOf(JSON.stringify(CONFIG), JSON.stringify(SCENARIOS));
    expect(matrix.rows[0]!.cells.find((c) => c.tool === tool)!.tries.map((t) => t.pattern)).toEqual(patterns);
  });

  it.each([
    // agent, tool, the answer shown (the worst of the tries), the pattern it comes from
    ["lead", "bash", "refused", "rm -rf /"],
    ["lead", "read", "run", "a"],
    ["scout", "bash", "refused", "git status"],
    ["coder", "write", "run", "src/b.ts"],
    ["wild", "read", "refused", "a"],
  ])("%s x %s shows the worst verdict: %s (%s)", (agent, tool, answer, pattern) => {
    const { matrix } = matrixOf(JSON.stringify(CONFIG), JSON.stringify(SCENARIOS));
    const cell = matrix.rows.find((r) => r.agent === agent)!.cells.find((c) => c.tool === tool)!;
    expect([cell.shown.verdict.answer, cell.shown.pattern]).toEqual([answer, pattern]);
  });

  it.each(EXAMPLES)(
    "every cell of the %s example is the verdict its call gets in the simulation",
    (_slug, config, scenarios) => {
      expect(expectCellsMatchCalls(config, scenarios)).toBeGreaterThan(0);
    },
  );

  it.each(Array.from({ length: 40 }, (_, i) => [i + 1]))(
    "every cell of generated team %i is its call's verdict",
    (seed) => {
      const [config, scenarios] = generatedTeam(seed);
      expectCellsMatchCalls(config, scenarios);
    },
  );

  it("the tighten preview decides every cell again in the tightened team and marks the cells that change", () => {
    const [, config, scenarios] = EXAMPLES.find(([slug]) => slug === "plan-mode")!;
    const { matrix } = matrixOf(config, scenarios);
    expect(matrix.tighten).toEqual({ from: "default", to: "plan" });
    // The main agent's row after tightening is its row in plan mode.
    const planned = JSON.stringify({
      ...(JSON.parse(scenarios) as { team: object }),
      team: { ...(JSON.parse(scenarios) as { team: object }).team, mode: "plan" },
    });
    const inPlan = matrixOf(config, planned).matrix.rows[0]!;
    matrix.rows[0]!.cells.forEach((cell, i) => {
      expect(cell.after!.map((t) => said(t.verdict))).toEqual(inPlan.cells[i]!.tries.map((t) => said(t.verdict)));
      expect(cell.changed).toBe(cell.tries.some((t, k) => t.verdict.answer !== cell.after![k]!.verdict.answer));
    });
    // builder (default mode, under the main agent) goes to plan: its edits of src/ no longer run or ask... they are refused.
    const changed = matrix.rows.flatMap((r) => r.cells.filter((c) => c.changed).map((c) => `${r.agent} ${c.tool}`));
    expect(changed).toContain("lead edit");
  });

  it("without team.tighten no cell carries an after", () => {
    const { matrix } = matrixOf(
      JSON.stringify(CONFIG),
      JSON.stringify({ ...SCENARIOS, team: { ...SCENARIOS.team, tighten: undefined } }),
    );
    expect(matrix.tighten).toBeUndefined();
    expect(matrix.rows.flatMap((r) => r.cells).every((c) => c.after === undefined && !c.changed)).toBe(true);
  });

  it("maxRows keeps the first rows and counts the rest; the work limit stops the rows it cannot finish", () => {
    const a = analyzer();
    const config = JSON.stringify(CONFIG);
    const scenarios = JSON.stringify(SCENARIOS);
    const analysis = a.analyze(config, scenarios, limits());
    const all = a.matrix(config, scenarios, analysis);
    const two = a.matrix(config, scenarios, analysis, { maxRows: 2 });
    expect([two.rows.length, two.rowsLeft]).toEqual([2, all.rows.length - 2]);
    const cols = a.matrix(config, scenarios, analysis, { maxTools: 3 });
    expect([cols.tools.length, cols.toolsLeft, cols.rows[0]!.cells.length]).toEqual([3, all.tools.length - 3, 3]);
    const spent = a.matrix(config, scenarios, analysis, { maxWork: 10 });
    expect(spent.workSpent).toBe(true);
    expect(spent.rows.length + spent.rowsLeft).toBe(all.rows.length);
  });
});
