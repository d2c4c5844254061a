/**
 * Agent scope: resolving every agent of a large document with resolveAgents (one pass, a Map built once, lints
 * included) against the seed's literal approach (the seed's functions called per agent, each doing a linear
 * `find`), in the same run; and 1,000 / 5,000 / 10,000 agents to show that ours grows linearly.
 */
import {
  DEFAULT_ENV,
  listAgentEntries,
  locatedValue,
  newScopeMemory,
  normalizeAgentId,
  resolveAgentDir,
  resolveAgentModelFallbacksOverride,
  resolveAgentModelPrimary,
  resolveAgentSkillsFilter,
  resolveAgents,
  resolveAgentWorkspaceDir,
  SOPHIACLAW_PROFILE,
} from "../src/core/index";
import { figure, report, section, time, type Timing } from "./harness";

/** A document of `n` agents, with every kind of field the chains read. */
export function scopeDocument(n: number): unknown {
  const list = Array.from({ length: n }, (_, i) => ({
    id: `Agent-${i}`,
    ...(i === Math.floor(n / 2) ? { default: true } : {}),
    ...(i % 3 === 0 ? { workspace: `~/work/agent-${i}` } : {}),
    ...(i % 5 === 0 ? { agentDir: `/srv/agents/${i}` } : {}),
    model:
      i % 2 === 0 ? "anthropic/claude-sonnet" : { primary: "openai/gpt-5", fallbacks: ["anthropic/claude-sonnet"] },
    ...(i % 4 === 0 ? { skills: ["legal.*", "Contract-Review"] } : {}),
  }));
  return {
    models: [
      { provider: "anthropic", id: "claude-sonnet" },
      { provider: "openai", id: "gpt-5" },
    ],
    agents: { defaults: { workspace: "~/SophiaClaw", model: { primary: "anthropic/claude-sonnet" } }, list },
  };
}

/** The seed's literal approach for one agent: each function finds the agent again with a linear scan. */
function seedAgent(cfg: unknown, entry: { readonly id?: unknown }): number {
  const id = normalizeAgentId(entry.id, SOPHIACLAW_PROFILE);
  let sink =
    resolveAgentWorkspaceDir(cfg, id, DEFAULT_ENV, SOPHIACLAW_PROFILE).length +
    resolveAgentDir(cfg, id, DEFAULT_ENV, SOPHIACLAW_PROFILE).length;
  sink += (resolveAgentModelPrimary(cfg, id, SOPHIACLAW_PROFILE) ?? "").length;
  sink += resolveAgentModelFallbacksOverride(cfg, id, SOPHIACLAW_PROFILE)?.length ?? 0;
  return sink + (resolveAgentSkillsFilter(cfg, id, SOPHIACLAW_PROFILE)?.length ?? 0);
}

/** Agents the seed's approach is timed on: all of them, or an even sample whose time is scaled to all. */
const SEED_SAMPLE = 250;

/**
 * The seed's approach over every agent. Above 1,000 agents it takes minutes (it is quadratic), so the time is
 * measured on SEED_SAMPLE agents spread evenly over the list (each costs the same scans as any other) and scaled.
 */
function timeSeed(cfg: unknown, n: number): Timing {
  const entries = listAgentEntries(cfg);
  const step = n <= 1_000 ? 1 : Math.ceil(n / SEED_SAMPLE);
  const sample = entries.filter((_, i) => i % step === 0);
  const scale = entries.length / sample.length;
  const label = step === 1 ? "" : ` (${sample.length} sampled, scaled)`;
  const t = time(
    `seed functions per agent, ${n.toLocaleString("en")} agents${label}`,
    () => sample.reduce((sum, entry) => sum + seedAgent(cfg, entry), 0),
    { warmup: 1, minRuns: 3, minMs: 0 },
  );
  return { ...t, median: t.median * scale, p95: t.p95 * scale };
}

/** Prints resolveAgents against the seed's approach at 1,000, 5,000 and 10,000 agents, and how ours grows. */
export function benchScope(): void {
  section("Agent scope: resolve every agent of a document");
  const ours: Timing[] = [];
  for (const n of [1_000, 5_000, 10_000]) {
    const cfg = scopeDocument(n);
    const seed = timeSeed(cfg, n);
    // A fresh copy of the value for each run: entries never seen before, so nothing remembered from a run before
    // answers (what a pasted or newly opened document costs).
    let located = locatedValue(structuredClone(cfg));
    const t = time(
      `resolveAgents (lints included), ${n.toLocaleString("en")} agents`,
      () => resolveAgents(located, DEFAULT_ENV, SOPHIACLAW_PROFILE),
      {
        before: () => (located = locatedValue(structuredClone(cfg))),
      },
    );
    report(seed);
    report(t, seed);
    ours.push(t);
  }
  // A keystroke's case: the entries a one-character edit did not touch are the objects of the read before.
  const cfg = scopeDocument(1_000) as { agents: { list: { id: string }[] } };
  let k = 0;
  let edited = locatedValue(cfg);
  // One memory across the runs, as an analyzer keeps its own across keystrokes.
  const memory = newScopeMemory();
  const remembered = time(
    "resolveAgents after an edit of one entry, 1,000 agents (the other 999 remembered)",
    () => resolveAgents(edited, DEFAULT_ENV, SOPHIACLAW_PROFILE, memory),
    {
      before: () => {
        const list = [...cfg.agents.list];
        list[0] = { ...list[0]!, id: `edited-${k++}` };
        edited = locatedValue({ ...cfg, agents: { ...cfg.agents, list } });
      },
    },
  );
  report(remembered, ours[0]);
  const [small, , large] = ours;
  if (small && large) {
    figure("resolveAgents per agent, 1,000 agents", `${((small.median / 1_000) * 1000).toFixed(1)} µs`);
    figure("resolveAgents per agent, 10,000 agents", `${((large.median / 10_000) * 1000).toFixed(1)} µs`);
    figure("growth from 1,000 to 10,000 agents (linear: about 10x)", `${(large.median / small.median).toFixed(1)}x`);
  }
}
