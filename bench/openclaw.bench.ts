/**
 * One OpenClaw answer from the studio (`agents list` and `config validate` together, for a 3-agent 2026.9 config)
 * against the cost of one answer from the real CLI, measured on this kind of machine with `/usr/bin/time -v openclaw
 * agents list --json` (1 warm-up, then 5 runs, 2 cores, idle): printed as the baseline, since the CLI is not
 * installed where benchmarks run (scripts/openclaw/README.md installs it).
 */
import {
  createAnalyzer,
  SCENARIOS_MACHINE,
  createOpenClawAnalyzer,
  evaluateOpenClaw,
  loadOpenClawSchemas,
  openclawMachine,
  openclawUpgradeStep,
  SOPHIACLAW_PROFILE,
  type OpenClawProfileId,
} from "../src/core/index";
import { figure, report, section, time, type Timing } from "./harness";

/** The releases' schemas, loaded as the command line loads them (before timing anything). */
const OPENCLAW_SCHEMAS = await loadOpenClawSchemas();

/** The real CLI's cost per answer: wall-clock median and peak memory (../shared/OPENCLAW.md, "Cost of one answer"). */
const CLI_COST: Readonly<Record<OpenClawProfileId, { readonly ms: number; readonly mib: number }>> = {
  "openclaw-2026.9": { ms: 3150, mib: 373.5 },
  "openclaw-2026.7": { ms: 2730, mib: 712 },
};

const CONFIGS: Readonly<Record<OpenClawProfileId, string>> = {
  "openclaw-2026.9": JSON.stringify({
    agents: {
      ownership: "explicit",
      defaults: { workspace: "~/work", model: "anthropic/claude-sonnet", systemAgent: { agentId: "ops" } },
      entries: { ops: {}, legal: { workspace: "~/legal" }, writer: { model: "openai/gpt-5" } },
    },
  }),
  "openclaw-2026.7": JSON.stringify({
    agents: {
      defaults: { workspace: "~/work", model: "anthropic/claude-sonnet" },
      list: [{ id: "ops", default: true }, { id: "legal", workspace: "~/legal" }, { id: "writer" }],
    },
  }),
};

export function benchOpenClaw(): void {
  section("One OpenClaw answer (agents list + config validate, 3 agents) against the real CLI's");
  for (const profile of ["openclaw-2026.9", "openclaw-2026.7"] as const) {
    const env = { home: "/home/ada", cwd: "/home/ada", vars: {}, configAt: "/home/ada/.openclaw/openclaw.json" };
    const answer = evaluateOpenClaw(profile, CONFIGS[profile], env, OPENCLAW_SCHEMAS);
    if (!answer.verdict.valid || answer.agents?.length !== 3)
      throw new Error(`the ${profile} bench config is not valid`);
    const studio = time(`studio, ${profile}`, () => evaluateOpenClaw(profile, CONFIGS[profile], env, OPENCLAW_SCHEMAS));
    const cli: Timing = {
      name: `the real CLI (${CLI_COST[profile].ms} ms measured)`,
      median: CLI_COST[profile].ms,
      p95: CLI_COST[profile].ms,
      runs: 5,
    };
    report(studio, cli);
    figure(`the real CLI's peak memory per answer, ${profile}`, `${CLI_COST[profile].mib} MiB`);
  }
}

/** A 1,000-agent roster in each shape, the `k`th keystroke's version (one agent's workspace edited). */
const roster = (shape: "entries" | "list", k: number): string => openclawRoster(1000, shape, k);

/** An `n`-agent OpenClaw roster in each shape, the `k`th keystroke's version (the middle agent's workspace edited). */
export function openclawRoster(n: number, shape: "entries" | "list", k = 0): string {
  const ids = Array.from({ length: n }, (_, i) => `agent-${i}`);
  const ws = (i: number) => `~/w/${i}${i === Math.floor(n / 2) ? `-${k}` : ""}`;
  // Every agent's answers have something to read: a model of its own on every third, a skills filter on every
  // fifth, a sandbox on every seventh, exec settings on every tenth.
  const entry = (i: number) => ({
    workspace: ws(i),
    ...(i % 3 === 1 ? { model: "openai/gpt-5.1" } : {}),
    ...(i % 5 === 2 ? { skills: ["github", "weather"] } : {}),
    ...(i % 7 === 3 ? { sandbox: { mode: "all", workspaceAccess: "ro" } } : {}),
    ...(i % 10 === 4 ? { tools: { exec: { security: "allowlist", ask: "on-miss" } } } : {}),
  });
  const defaults = { model: { primary: "anthropic/claude-sonnet-4-5", fallbacks: ["openai/gpt-5.1"] } };
  const tools = { exec: { security: "full" } };
  if (shape === "entries") {
    const entries = Object.fromEntries(ids.map((id, i) => [id, entry(i)]));
    return JSON.stringify(
      {
        tools,
        agents: { ownership: "explicit", defaults: { ...defaults, systemAgent: { agentId: "agent-0" } }, entries },
      },
      null,
      2,
    );
  }
  return JSON.stringify({ tools, agents: { defaults, list: ids.map((id, i) => ({ id, ...entry(i) })) } }, null, 2);
}

/**
 * What the page computes on each keystroke in an OpenClaw profile at 1,000 agents (the verdict, lints and
 * diagnostics; each agent's rules; each agent's models, skills, sandbox, exec policy and tools as resolve --json prints
 * them; for 2026.7 the upgrade preview with its conversion), against SophiaClaw's whole
 * analysis of the same roster, measured in the same run.
 */
export function benchOpenClawKeystroke(): void {
  section("A keystroke in a 1,000-agent config: what the page computes in an OpenClaw profile, against SophiaClaw's");
  const env = openclawMachine({});
  let k = 0;
  const analyzer = createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE });
  const limits = { clock: () => performance.now(), budgetMs: 60_000 };
  const baseline = time("SophiaClaw analysis (baseline), 1,000 agents", () =>
    analyzer.analyze(roster("list", k++), "{}", limits),
  );
  for (const [profile, shape] of [
    ["openclaw-2026.9", "entries"],
    ["openclaw-2026.7", "list"],
  ] as const) {
    // The page's OpenClaw analyzer: each text read once for all four questions.
    const openclaw = createOpenClawAnalyzer(OPENCLAW_SCHEMAS);
    const first = openclaw.diagnostics(profile, roster(shape, 0), env);
    if (!first.answer.verdict.valid || first.answer.agents?.length !== 1000)
      throw new Error(`the ${profile} keystroke bench config is not valid`);
    if (openclaw.reports(profile, roster(shape, 0), env).length !== 1000)
      throw new Error(`the ${profile} keystroke bench config does not answer for every agent`);
    const keystroke = time(
      `${profile}: verdict, lints, rules, each agent's models, skills, sandbox, exec and tools${profile === "openclaw-2026.7" ? ", upgrade" : ""}`,
      () => {
        const text = roster(shape, k++);
        openclaw.diagnostics(profile, text, env);
        openclaw.explain(profile, text, env);
        openclaw.reports(profile, text, env);
        const step = openclawUpgradeStep(profile);
        if (step?.from === profile) openclaw.upgrade(step, text, env);
      },
    );
    report(keystroke, baseline);
  }
}
