/**
 * "Why not?": the changes that would make one refused call run, each verified by analysing the changed texts, for a
 * config of 1,000 rules and a team of 50 subagents (goal: under 20 ms median), against one analysis of the same
 * documents (the keystroke it follows), measured in the same run.
 */
import { createAnalyzer, SCENARIOS_MACHINE, SOPHIACLAW_PROFILE, suggestChanges } from "../src/core/index";
import { BENCH_LIMITS, figure, report, section, time } from "./harness";

const RULES = 1000;
const SUBAGENTS = 50;
const GOAL_MS = 20;

/** A config with 1,000 bash rules (every tenth a deny) and the usual tools. */
export function whyConfig(rules = RULES): string {
  const list = Array.from({ length: rules }, (_, i) => ({
    permission: i % 2 ? "bash" : "edit",
    pattern: i % 2 ? `cmd-${i} *` : `src/dir-${i}/*`,
    action: i % 10 === 3 ? "deny" : i % 10 === 5 ? "ask" : "allow",
  }));
  return JSON.stringify(
    {
      agents: {
        defaults: { workspace: "~/work", model: "anthropic/claude-sonnet" },
        list: [{ id: "main", default: true }],
      },
      models: [{ provider: "anthropic", id: "claude-sonnet", reasoning: true }],
      tools: [
        { name: "read", class: "read" },
        { name: "edit", class: "edit" },
        { name: "bash", class: "execute" },
        { name: "webfetch", class: "network" },
      ],
      permission: { mode: "accept-edits", rules: list },
    },
    null,
    2,
  );
}

/** A team of 50 subagents (in chains of five), each with a call or two; call 0 is refused. */
export function whyScenarios(subagents = SUBAGENTS): string {
  // Down each chain the modes get stricter where the agent may ask its parent (request options need that).
  const modes = ["default", "plan", "plan", "readonly", "readonly"];
  const agents = Array.from({ length: subagents }, (_, s) => ({
    name: `sub-${s}`,
    parent: s % 5 === 0 ? "lead" : `sub-${s - 1}`,
    mode: modes[s % 5],
    ...([0, 1, 3].includes(s % 5) && { request: ["execute"] }),
    grants: [{ tool: "edit", pattern: `src/dir-${s * 2}/*` }],
  }));
  const calls = agents.flatMap((a, s) => [
    { agent: a.name, tool: "edit", pattern: `docs/page-${s}.md` },
    { agent: a.name, tool: "bash", pattern: `cmd-${s * 2 + 1} run` },
  ]);
  return JSON.stringify({ env: { HOME: "/home/ada" }, team: { main: "main", agents }, calls }, null, 2);
}

export function benchWhy(): void {
  section(`"Why not?": one refused call, ${RULES.toLocaleString("en")} rules, ${SUBAGENTS} subagents`);
  const texts = { config: whyConfig(), scenarios: whyScenarios() };
  const context = { profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE };
  // The page's analyzer: it analysed these texts on the keystroke before.
  const analyzer = createAnalyzer(context);
  const first = suggestChanges(analyzer, texts, { kind: "call", index: 0 }, BENCH_LIMITS);
  figure("the call", `${first.now}, ${first.tried} changes tried, ${first.suggestions.length} offered`);
  const baseline = time("analyze (the keystroke before it)", () =>
    createAnalyzer(context).analyze(texts.config, texts.scenarios, BENCH_LIMITS),
  );
  report(baseline);
  // The page's keystroke analysed the texts just before: the search starts from that analysis.
  let keystroke = analyzer.analyze(texts.config, texts.scenarios, BENCH_LIMITS);
  const why = time(
    `why not? (goal: under ${GOAL_MS} ms median)`,
    () => suggestChanges(analyzer, texts, { kind: "call", index: 0 }, BENCH_LIMITS, keystroke),
    { before: () => (keystroke = analyzer.analyze(texts.config, texts.scenarios, BENCH_LIMITS)) },
  );
  report(why, baseline);
}
