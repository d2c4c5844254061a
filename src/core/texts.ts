import { sameTools } from "./analysis";
import type { AnalysisPart, CutOff } from "./budget";

/** Each part of an analysis in the user's words, as it ends "…took too long while <part>". */
export const PART_WORDS: Record<AnalysisPart, string> = {
  "parse-config": "reading the config",
  "validate-config": "checking the config against its schema",
  "parse-scenarios": "reading the scenarios",
  "validate-scenarios": "checking the scenarios against their schema",
  "resolve-agents": "resolving the agents",
  "lint-agents": "checking the agents",
  sessions: "resolving the scenarios' sessions",
  skills: "checking the scenarios' skills",
  "lint-permission": "checking the permission rules",
  "simulate-team": "placing the team's subagents",
  calls: "deciding the scenarios' calls",
};

/** The sentences of the hinge (analyze.ts): the scenarios' own diagnostics and expectations. Each room keeps its own. */
export const scenarioTexts = {
  sessionExpect: (expected: string, got: string) =>
    expected.trim().toLowerCase() === got ? `resolves to agent "${got}"` : `expected agent "${expected}", got "${got}"`,
  skillExpect: (expected: boolean, got: boolean) =>
    expected === got
      ? got
        ? "allowed, as expected"
        : "not allowed, as expected"
      : `expected ${expected ? "allowed" : "not allowed"}, got ${got ? "allowed" : "not allowed"}`,
  callExpect: (expected: string, got: string) =>
    expected === got ? `verdict "${got}", as expected` : `expected verdict "${expected}", got "${got}"`,
  subagentExpect: (expected: readonly string[], got: readonly string[]) => {
    const list = (tools: readonly string[]) => (tools.length ? tools.join(", ") : "no tools");
    return sameTools(expected, got)
      ? `tools ${list(got)}, as expected`
      : `expected tools ${list(expected)}, got ${list(got)}`;
  },
  failed: (text: string) =>
    `Expectation not met: ${text}. Fix the config, or the expectation if it is the one that is wrong.`,
  unknownSkillAgent: (id: string) =>
    `Agent "${id}" is not in agents.list: it has no skills filter, so every skill is allowed. Check the id's spelling.`,
  cutOff: (c: CutOff) =>
    `The analysis took longer than ${c.budgetMs} ms and stopped while ${PART_WORDS[c.part]}: what comes after is not shown. Make the documents smaller, or split them.`,
  capped: (c: { code: string; shown: number; rest: number }) =>
    `${c.rest} more ${c.code} ${c.rest === 1 ? "diagnostic is" : "diagnostics are"} not shown (the first ${c.shown} are).`,
};
