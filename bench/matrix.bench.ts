/**
 * The permission matrix and coverage: the grid of 50 agents by 30 tools against 1,000 rules (goal: under 30 ms
 * median), against a baseline measured in the same run: the same cells asked the only other way, as 1,500 scenario
 * calls through a whole analysis. And coverage of 1,000 rules by the scenarios' calls.
 */
import { createAnalyzer, SCENARIOS_MACHINE, SOPHIACLAW_PROFILE } from "../src/core/index";
import { BENCH_LIMITS, figure, report, section, time } from "./harness";

const TOOLS = 30;
const SUBAGENTS = 49;
const RULES = 1_000;
const CLASSES = ["read", "edit", "execute", "network"] as const;
const MODES = ["default", "plan", "readonly"] as const;

/** A team of 49 subagents (and the main agent) with 30 tools, 1,000 rules, grants and a tighten preview. */
export function matrixDocuments(): { config: string; scenarios: string; probes: string } {
  const tools = Array.from({ length: TOOLS }, (_, i) => ({ name: `tool${i}`, class: CLASSES[i % CLASSES.length] }));
  const rules = Array.from({ length: RULES }, (_, i) => ({
    permission: `tool${i % TOOLS}`,
    pattern: i % 3 ? `src/dir${i}/*` : `cmd${i} *`,
    action: (["allow", "ask", "deny"] as const)[i % 3],
  }));
  const config = {
    models: [{ provider: "anthropic", id: "claude-sonnet", reasoning: true }],
    agents: { defaults: { model: "anthropic/claude-sonnet" }, list: [{ id: "main", default: true }] },
    tools,
    permission: { mode: "default", rules },
  };
  const agents = Array.from({ length: SUBAGENTS }, (_, i) => ({
    name: `agent${i}`,
    parent: "lead",
    mode: MODES[i % MODES.length],
    tools: tools.filter((_, k) => (k + i) % 5 !== 0).map((t) => t.name),
    grants: i % 4 ? [] : [{ tool: `tool${i % TOOLS}`, pattern: `src/dir${i}/*` }],
  }));
  // Two patterns per tool in the scenarios' calls.
  const calls = tools.flatMap((t, i) => [
    { agent: "lead", tool: t.name, pattern: `src/dir${i * 3 + 1}/a.ts` },
    { agent: `agent${i % SUBAGENTS}`, tool: t.name, pattern: `cmd${i * 3} --flag` },
  ]);
  const team = {
    mode: "default",
    agents,
    approvals: [{ permission: "tool1", pattern: "src/*", grantedIn: "default" }],
  };
  const scenarios = { env: { HOME: "/home/bench" }, team: { ...team, tighten: "plan" }, calls };
  // Every cell's calls as scenario calls: what the matrix answers, asked the long way.
  const probes = {
    ...scenarios,
    calls: ["lead", ...agents.map((a) => a.name)].flatMap((agent) =>
      calls.map((c) => ({ agent, tool: c.tool, pattern: c.pattern })),
    ),
  };
  return { config: JSON.stringify(config), scenarios: JSON.stringify(scenarios), probes: JSON.stringify(probes) };
}

export function benchMatrix(): void {
  section("Permission matrix: 50 agents x 30 tools, 1,000 rules");
  const docs = matrixDocuments();
  const analyzer = createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE });
  const analysis = analyzer.analyze(docs.config, docs.scenarios, BENCH_LIMITS);
  const once = analyzer.matrix(docs.config, docs.scenarios, analysis);
  figure(
    "cells (each trying 2 patterns, before and after tighten)",
    `${once.rows.length} x ${once.tools.length} = ${once.rows.length * once.tools.length}`,
  );
  const probing = createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE });
  const baseline = time("baseline: the same cells as 3,000 scenario calls, analyzed", () =>
    probing.analyze(docs.config, docs.probes, BENCH_LIMITS),
  );
  report(baseline);
  const t = time("matrix 50 agents x 30 tools", () => analyzer.matrix(docs.config, docs.scenarios, analysis));
  report(t, baseline);
  figure("goal", `under 30 ms median: ${t.median < 30 ? "met" : "NOT met"}`);

  section("Coverage: 1,000 rules, 60 calls");
  const c = time("coverage of 1,000 rules", () => analyzer.coverage(docs.config, docs.scenarios, analysis));
  report(c);
  const cov = analyzer.coverage(docs.config, docs.scenarios, analysis);
  figure("items covered", `${cov.covered} of ${cov.total} (${cov.percent}%)`);
}
