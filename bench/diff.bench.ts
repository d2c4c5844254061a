/**
 * The decision diff on a large pair: two 1,000-agent documents with 1,000 calls that differ in one rule. Timed:
 * answersOf on one analysis, and diffAnswers(answersOf(a), answersOf(b)) (goal: under 100 ms), each against the
 * keystroke it would follow (analyze of the same documents with one character edited), measured in the same run.
 */
import {
  answersOf,
  createAnalyzer,
  SCENARIOS_MACHINE,
  diffAnswers,
  SOPHIACLAW_PROFILE,
  type Analysis,
} from "../src/core/index";
import { BENCH_LIMITS, figure, report, section, time } from "./harness";

const AGENTS = 1000;
const CALLS = 1000;
const SUBAGENTS = 10;
const COMMANDS = 50;
const GOAL_MS = 100;

/** A 1,000-agent config with tools and one allow rule per command; `denied` turns that command's rule to deny. */
export function diffConfig(denied?: number): string {
  const list = Array.from({ length: AGENTS }, (_, i) => ({
    id: `agent-${i}`,
    ...(i === 0 && { default: true }),
    workspace: `~/work/agent-${i}`,
    model: { primary: "anthropic/claude-sonnet", fallbacks: ["openai/gpt-5"] },
    skills: ["legal.*", `skill-${i}`],
  }));
  const rules = Array.from({ length: COMMANDS }, (_, c) => ({
    permission: "bash",
    pattern: `cmd-${c} *`,
    action: c === denied ? "deny" : "allow",
  }));
  return JSON.stringify(
    {
      agents: { defaults: { model: "anthropic/claude-sonnet" }, list },
      models: [
        { provider: "anthropic", id: "claude-sonnet", reasoning: true },
        { provider: "openai", id: "gpt-5", reasoning: true },
      ],
      tools: [
        { name: "read", class: "read" },
        { name: "edit", class: "edit" },
        { name: "bash", class: "execute" },
      ],
      permission: { mode: "default", rules },
    },
    null,
    2,
  );
}

/** A team of subagents under the main agent, and 1,000 calls of theirs spread over the commands. */
export function diffScenarios(): string {
  const agents = Array.from({ length: SUBAGENTS }, (_, s) => ({
    name: `sub-${s}`,
    parent: "lead",
    mode: "default",
    tools: ["read", "bash"],
  }));
  const calls = Array.from({ length: CALLS }, (_, i) => ({
    agent: `sub-${i % SUBAGENTS}`,
    tool: "bash",
    pattern: `cmd-${i % COMMANDS} arg-${i}`,
  }));
  return JSON.stringify({ env: { HOME: "/home/ada" }, team: { main: "agent-0", agents }, calls }, null, 2);
}

export function benchDiff(): void {
  section(
    `The decision diff: ${AGENTS.toLocaleString("en")} agents and ${CALLS.toLocaleString("en")} calls, one rule changed`,
  );
  const scenarios = diffScenarios();
  const a = diffConfig();
  const b = diffConfig(3);
  const analyzer = createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE });
  const analyses: Analysis[] = [a, b].map((config) => analyzer.analyze(config, scenarios, BENCH_LIMITS));
  const [before, after] = analyses.map((a) => answersOf(a)) as [
    ReturnType<typeof answersOf>,
    ReturnType<typeof answersOf>,
  ];
  const changes = diffAnswers(before, after);
  // The benchmark measures a real diff: the one rule flips the verdicts of its command's calls, and nothing else.
  const flipped = changes.filter((c) => c.group === "call" && c.field === "verdict").length;
  if (flipped !== CALLS / COMMANDS) throw new Error(`expected ${CALLS / COMMANDS} flipped verdicts, got ${flipped}`);
  if (diffAnswers(before, before).length) throw new Error("a text against itself lists changes");
  figure("answers per document", before.length.toLocaleString("en"));
  figure("changes listed", `${changes.length} (${flipped} flipped verdicts)`);

  let n = 0;
  const keystroke = time(
    "keystroke: analyze, one character edited (baseline)",
    () => analyzer.analyze(`${a}\n// ${n++}`, scenarios, BENCH_LIMITS),
    { minRuns: 20, minMs: 1000 },
  );
  report(keystroke);
  report(
    time("answersOf(a)", () => answersOf(analyses[0]!), { minRuns: 20, minMs: 1000 }),
    keystroke,
  );
  const diff = time(
    "diffAnswers(answersOf(a), answersOf(b))",
    () => diffAnswers(answersOf(analyses[0]!), answersOf(analyses[1]!)),
    {
      minRuns: 20,
      minMs: 1000,
    },
  );
  report(diff, keystroke);
  figure(
    `goal: diff p95 under ${GOAL_MS} ms`,
    diff.p95 < GOAL_MS ? `met (p95 ${diff.p95.toFixed(2)} ms)` : `NOT MET (p95 ${diff.p95.toFixed(2)} ms)`,
  );
}
