/**
 * Hostile inputs, the worst case of each family (the matcher, team size, diagnostics count, agents count), each timed
 * and printed against the bound it must stay under, with the old matcher on a tenth of the matcher's case as the
 * baseline measured in the same run (it is quadratic: the full case takes it seconds).
 */
import {
  createAnalyzer,
  SCENARIOS_MACHINE,
  findSecrets,
  matchWork,
  parseDocument,
  SOPHIACLAW_PROFILE,
} from "../src/core/index";
import { oldMatchWildcard } from "../test/permission/match-oracle";
import { SECRET_SCAN_CASES } from "../test/share/secret-scan-cases";
import { BENCH_LIMITS, figure, report, section, time, type Timing } from "./harness";

interface Case {
  readonly family: string;
  readonly name: string;
  /** Milliseconds the median must stay under. */
  readonly boundMs: number;
  readonly run: () => unknown;
}

const agentsConfig = (n: number) =>
  JSON.stringify({ agents: { list: Array.from({ length: n }, (_, i) => ({ id: i })) } });
const team = (agents: { name: string; parent: string }[], calls: unknown[] = []) =>
  JSON.stringify({ team: { agents }, calls });

function cases(): Case[] {
  const rule = `*${"a".repeat(30_000)}b`;
  const call = "a".repeat(60_000);
  const stars = `${"*a".repeat(15_000)}*b`;
  const cycle = team(Array.from({ length: 3000 }, (_, i) => ({ name: `a${i}`, parent: `a${(i + 1) % 3000}` })));
  const chain = team(
    Array.from({ length: 3000 }, (_, i) => ({ name: `a${i}`, parent: i ? `a${i - 1}` : "lead" })).reverse(),
  );
  const orphans = team(Array.from({ length: 10_000 }, (_, i) => ({ name: `a${i}`, parent: "ghost" })));
  const unknownTool = team(
    [],
    Array.from({ length: 5000 }, (_, i) => ({ tool: "nope", pattern: `x${i}` })),
  );
  const tools = Array.from({ length: 3000 }, (_, i) => ({ name: `tool${i}`, class: "read" }));
  const rules = JSON.stringify({
    tools,
    permission: {
      rules: Array.from({ length: 3000 }, (_, i) => ({ permission: `nope${i}`, pattern: "*", action: "allow" })),
    },
  });
  const agents = agentsConfig(50_000);
  const lintRules = JSON.stringify({
    tools: [{ name: "bash", class: "execute" }],
    permission: {
      rules: Array.from({ length: 5000 }, (_, i) => ({
        permission: "bash",
        pattern: `cmd${i} *`,
        action: i % 2 ? "allow" : "deny",
      })),
    },
  });
  const millionTools = `{"tools":[${Array(1_000_000).fill("{}").join(",")}]}`;
  const tenMegabytes = `{"pad": "${"x".repeat(10 * 1000 * 1000)}"}`;
  const deep = "[".repeat(100_000);
  // Each analysis gets a text it has not seen (a trailing space), so nothing is remembered from the run before.
  let n = 0;
  const fresh = (text: string) => `${text}${" ".repeat(++n % 2)}`;
  const whole = (config: string, scenarios: string) => {
    const analyzer = createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE }); // one per benchmark case
    return () => analyzer.analyze(fresh(config), fresh(scenarios), BENCH_LIMITS);
  };
  /** Each run by an analyzer of its own: nothing remembered at all. */
  const cold = (config: string) => () =>
    createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE }).analyze(config, "{}", BENCH_LIMITS);
  return [
    { family: "matcher", name: "*a{30,000}b against a{60,000}", boundMs: 20, run: () => matchWork(rule, call) },
    { family: "matcher", name: "*a{30,000}b* against a{60,000}", boundMs: 20, run: () => matchWork(`${rule}*`, call) },
    {
      family: "matcher",
      name: "*(?a){15,000}b against a{60,000}",
      boundMs: 20,
      run: () => matchWork(`*${"?a".repeat(15_000)}b`, call),
    },
    { family: "matcher", name: "(*a){15,000}*b against a{60,000}", boundMs: 50, run: () => matchWork(stars, call) },
    { family: "team size", name: "a circle of 3,000 subagents", boundMs: 500, run: whole("{}", cycle) },
    { family: "team size", name: "a chain 3,000 deep, leaf first", boundMs: 500, run: whole("{}", chain) },
    { family: "team size", name: "10,000 subagents under a missing parent", boundMs: 1000, run: whole("{}", orphans) },
    {
      family: "diagnostics count",
      name: "5,000 calls of an unknown tool",
      boundMs: 1000,
      run: whole("{}", unknownTool),
    },
    {
      family: "diagnostics count",
      name: "3,000 rules matching none of 3,000 tools",
      boundMs: 500,
      run: whole(rules, "{}"),
    },
    { family: "agents count", name: "50,000 agents with numeric ids", boundMs: 2000, run: whole(agents, "{}") },
    { family: "rules count", name: "5,000 rules, each linted", boundMs: 1000, run: cold(lintRules) },
    { family: "list length", name: "a million empty tools", boundMs: 3000, run: cold(millionTools) },
    {
      family: "document size",
      name: "10 MB, refused",
      boundMs: 100,
      run: () => parseDocument(tenMegabytes, "config"),
    },
    { family: "depth", name: "100,000 open brackets", boundMs: 200, run: () => parseDocument(deep, "config") },
    {
      family: "secret scan",
      name: `1 MB of each of ${SECRET_SCAN_CASES.length} shapes that make a backtracking scan take minutes`,
      boundMs: 500,
      run: () => SECRET_SCAN_CASES.map((c) => findSecrets(c.text)),
    },
  ];
}

export function benchHostile(): void {
  section("hostile inputs: the worst case per family, against its bound");
  const small = `*${"a".repeat(3000)}b`;
  const smallText = "a".repeat(6000);
  const baseline = time("old matcher, *a{3,000}b against a{6,000}", () => oldMatchWildcard(small, smallText), {
    minRuns: 3,
    maxRuns: 10,
  });
  report(baseline);
  report(
    time("new matcher, the same", () => matchWork(small, smallText), { minRuns: 20 }),
    baseline,
  );
  let failed = 0;
  for (const c of cases()) {
    const t: Timing = time(`${c.family}: ${c.name}`, c.run, { warmup: 1, minRuns: 3, maxRuns: 20, minMs: 200 });
    report(t);
    const ok = t.median <= c.boundMs;
    if (!ok) failed++;
    figure("", `${t.median.toFixed(1)} ms of ${c.boundMs} ms${ok ? "" : "  OVER THE BOUND"}`);
  }
  figure("families over their bound", String(failed));
}
