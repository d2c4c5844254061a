/**
 * The one answer the engine gives for the two documents: everything the page shows and the command line prints.
 * Computed by `analyze` (analyze.ts); this file only names its shape.
 */
import type { CutOff } from "./budget";
import type { Diagnostic, JsonPath } from "./diagnostics";
import type { Env, ResolvedAgent, SessionResolution, Simulation, SkillCheck } from "./results";

/** What an expectation is about: a session's agent, a skill's verdict, a call's verdict, a subagent's tools. */
export type ExpectationSubject = "session" | "skill" | "call" | "subagent" | "message" | "spawn";

/** An expectation's value: an agent id or a verdict, true or false (a skill), a list of tools (a subagent). */
export type ExpectedValue = string | boolean | readonly string[];

/** True when two tool lists hold the same tools, whatever their order (each counted once). */
export function sameTools(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((tool) => right.has(tool));
}

/** An expectation of the scenarios document (`expect`), met or not. */
export interface Expectation {
  readonly subject: ExpectationSubject;
  readonly met: boolean;
  /** The `expect` value as written (an agent id, true or false, a verdict, a subagent's tools). */
  readonly expected: ExpectedValue;
  /** What the analysis answered, in the same terms: the value that would make `expect` met. */
  readonly actual: ExpectedValue;
  /** What was expected and what came, as the user reads it: `expected "legal", got "default"`. */
  readonly text: string;
  readonly path: JsonPath;
}

export interface SessionCase extends SessionResolution {
  /** Position in scenarios.sessions. */
  readonly index: number;
  readonly path: JsonPath;
  readonly expect?: Expectation;
}

export interface SkillCase extends SkillCheck {
  readonly index: number;
  readonly path: JsonPath;
  readonly expect?: Expectation;
}

export interface Analysis {
  /** Every diagnostic of both documents, config first, each in text order. */
  readonly diagnostics: readonly Diagnostic[];
  /** False while a document does not parse: the page marks what it shows from it as stale. */
  readonly configSyntaxOk: boolean;
  readonly scenariosSyntaxOk: boolean;
  /** The simulated environment (scenarios.env, HOME defaulted). */
  readonly env: Env;
  readonly defaultAgentId: string;
  readonly agents: readonly ResolvedAgent[];
  readonly sessions: readonly SessionCase[];
  readonly skills: readonly SkillCase[];
  readonly simulation: Simulation;
  /** Every expectation of the scenarios, in document order. */
  readonly expectations: readonly Expectation[];
  /**
   * Set when the time budget ran out: the part that was running. Everything before it is whole; that part and the
   * ones after it show nothing (or what they had found). A diagnostic (ANALYZE_CODES.cutOff) says it too.
   */
  readonly cutOff?: CutOff;
}
