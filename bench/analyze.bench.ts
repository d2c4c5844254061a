/**
 * The hinge on every keystroke, in Node: analyze() on the starter and on a 1,000-agent document, with an edit of
 * one character between runs (so the per-text memo never answers). The page's own timings (keystroke to panel, in
 * Chromium) are bench/page.bench.ts.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createAnalyzer, SCENARIOS_MACHINE, SOPHIACLAW_PROFILE } from "../src/core/index";
import { BENCH_LIMITS, report, section, time } from "./harness";

/** A config of `n` agents, each with a workspace, a model and skills, as a large team would write it. */
export function largeConfig(n: number): string {
  const list = Array.from({ length: n }, (_, i) => ({
    id: `agent-${i}`,
    ...(i === 0 && { default: true }),
    workspace: `~/work/agent-${i}`,
    model: { primary: "anthropic/claude-sonnet", fallbacks: ["openai/gpt-5"] },
    skills: ["legal.*", `skill-${i}`],
  }));
  return JSON.stringify({ agents: { defaults: { model: "anthropic/claude-sonnet" }, list } }, null, 2);
}

/**
 * One keystroke at 10,000 agents, as the page's worker pays it (app/analysis/studio.ts): the analysis, the answers
 * (all of them: the Changes panel diffs them), the coverage; each timed apart, one character of the first agent's id
 * edited before every run (untimed), through one analyzer kept across runs.
 */
function benchKeystroke10k(): void {
  section("A keystroke at 10,000 agents: one character of the first agent's id edited between runs");
  const config = largeConfig(10_000);
  const analyzer = createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE });
  let n = 0;
  let text = config;
  let analysis = analyzer.analyze(text, "{}", BENCH_LIMITS);
  const edit = () => {
    text = config.replace('"agent-0"', `"agent-0${n++ % 2 ? "x" : "y"}${n}"`);
  };
  const analyzed = () => {
    edit();
    analysis = analyzer.analyze(text, "{}", BENCH_LIMITS);
  };
  const opts = { minRuns: 15, minMs: 1000 };
  const analyze = time("analyze, 10,000 agents", () => analyzer.analyze(text, "{}", BENCH_LIMITS), {
    ...opts,
    before: edit,
  });
  const answers = time("answers (all), 10,000 agents", () => analyzer.answers(analysis), { ...opts, before: analyzed });
  const coverage = time("coverage, 10,000 agents", () => analyzer.coverage(text, "{}", analysis), {
    ...opts,
    before: analyzed,
  });
  const all = time(
    "analyze + answers + coverage, 10,000 agents",
    () => {
      const a = analyzer.analyze(text, "{}", BENCH_LIMITS);
      analyzer.answers(a);
      analyzer.coverage(text, "{}", a);
    },
    { ...opts, before: edit },
  );
  for (const t of [analyze, answers, coverage, all]) report(t);
}

export function benchAnalyze(dir = resolve(process.cwd(), "public/examples")): void {
  section("analyze(): both documents to one analysis, one character edited between runs");
  const starter = readFileSync(resolve(dir, "starter.config.jsonc"), "utf8");
  const scenarios = readFileSync(resolve(dir, "starter.scenarios.json"), "utf8");
  for (const [name, config] of [
    ["starter", starter],
    ["1,000 agents", largeConfig(1000)],
  ] as const) {
    let n = 0;
    // One analyzer for the case, kept across runs as the page keeps its own across keystrokes.
    const analyzer = createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE });
    report(
      time(`analyze, ${name}`, () => analyzer.analyze(`${config}\n// ${n++}`, scenarios, BENCH_LIMITS), {
        minRuns: 20,
        minMs: 1000,
      }),
    );
  }
  benchKeystroke10k();
}
