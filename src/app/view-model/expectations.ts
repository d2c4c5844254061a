/**
 * The scenarios' expectations as the page needs them (the editor's gutter marks, the header's count), and the
 * answers a click can pin as expected. Small and plain, so they cross from the worker: a path and values, no text.
 */
import type { Analysis, ExpectedValue, JsonPath } from "../../core/index";

/** One expectation of the scenarios: where its `expect` is, whether it is met, what it expects and what came. */
export interface ExpectationView {
  readonly path: JsonPath;
  readonly met: boolean;
  readonly expected: ExpectedValue;
  readonly actual: ExpectedValue;
}

/** What an answer is about, as the scenarios list it: sessions, skills, calls, team.agents. */
export type PinSubject = "session" | "skill" | "call" | "subagent";

/**
 * An answer on screen, to write as the expected one: the entry (its subject and index in its list) and the value its
 * `expect` takes (an agent id, true or false, a verdict, or a subagent's tools, written as `{ "tools": [...] }`).
 */
export interface Pin {
  readonly subject: PinSubject;
  readonly index: number;
  readonly value: ExpectedValue;
}

/** Every expectation of the analysis, in document order. */
export const expectationsOf = (analysis: Analysis): readonly ExpectationView[] =>
  analysis.expectations.map((e) => ({ path: e.path, met: e.met, expected: e.expected, actual: e.actual }));

/** The answer of each session, skill, call and subagent, in document order: what "pin all" writes. */
export function pinsOf(analysis: Analysis): readonly Pin[] {
  return [
    ...analysis.sessions.map((s) => sessionPin(s.index, s.sessionAgentId)),
    ...analysis.skills.map((s) => skillPin(s.index, s.allowed)),
    // A subagent that is never created (its tool choice fails) has no tools to pin: pinning [] would be an error.
    ...analysis.simulation.subagents.flatMap((s) => {
      const pin = s.choice?.ok ? subagentPin(s.path, s.choice.tools) : undefined;
      return pin ? [pin] : [];
    }),
    ...analysis.simulation.calls.map((c) => callPin(c.index, c.verdict.answer)),
  ];
}

export const sessionPin = (index: number, agent: string): Pin => ({ subject: "session", index, value: agent });
export const skillPin = (index: number, allowed: boolean): Pin => ({ subject: "skill", index, value: allowed });
export const callPin = (index: number, verdict: string): Pin => ({ subject: "call", index, value: verdict });

/** A subagent's pin, from its path in the scenarios (`["team", "agents", index]`). */
export function subagentPin(path: JsonPath, tools: readonly string[]): Pin | undefined {
  const index = path[2];
  return typeof index === "number" ? { subject: "subagent", index, value: tools } : undefined;
}

/** How many expectations there are, how many are met, and the first that is not (in document order). */
export function expectationSummary(expectations: readonly ExpectationView[]): {
  readonly total: number;
  readonly met: number;
  readonly firstFailed: ExpectationView | undefined;
} {
  const met = expectations.filter((e) => e.met).length;
  return { total: expectations.length, met, firstFailed: expectations.find((e) => !e.met) };
}
