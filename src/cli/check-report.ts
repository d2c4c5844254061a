/**
 * What `check` found, as data every output format prints from: each diagnostic and each expectation with the file
 * and the span (1-based lines and columns, columns in UTF-16 code units) it points at, and what each expectation
 * was about (the session, skill or call), so a failure can name it in full.
 */
import {
  formatPath,
  parseDocument,
  positionAt,
  type Analysis,
  type DocumentId,
  type Env,
  type JsonPath,
  type Severity,
  type Span,
} from "../core";

/** A stretch of a file: where it starts and ends, 1-based, columns in UTF-16 code units. */
export interface Place {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

export interface ReportDiagnostic {
  readonly place: Place;
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  readonly path: string;
}

/** What an expectation was about, with the names it is known by in the scenarios. */
export type Subject =
  | { readonly kind: "session"; readonly key: string | undefined; readonly agent: string | undefined }
  | { readonly kind: "skill"; readonly skill: string; readonly agent: string }
  | { readonly kind: "call"; readonly agent: string; readonly tool: string; readonly patterns: readonly string[] }
  | { readonly kind: "entry"; readonly path: string };

export interface ReportExpectation {
  readonly place: Place;
  readonly met: boolean;
  readonly subject: Subject;
  /** What was expected and what came. */
  readonly text: string;
  readonly path: string;
}

export interface CheckReport {
  readonly files: Readonly<Record<DocumentId, string>>;
  readonly diagnostics: readonly ReportDiagnostic[];
  readonly expectations: readonly ReportExpectation[];
  readonly errors: number;
  readonly warnings: number;
  readonly failed: number;
  /** The simulated environment, and whether the scenarios gave one (else it is the default). */
  readonly env: Env;
  readonly envGiven: boolean;
}

export interface CheckInput {
  readonly files: Readonly<Record<DocumentId, string>>;
  readonly texts: Readonly<Record<DocumentId, string>>;
}

/** The place of `span` in `text`. */
export function placeOf(file: string, text: string, span: Span): Place {
  const start = positionAt(text, span.offset);
  const end = positionAt(text, span.offset + span.length);
  return { file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
}

export function checkReport(a: Analysis, input: CheckInput): CheckReport {
  const { files, texts } = input;
  const diagnostics = a.diagnostics.map((d): ReportDiagnostic => ({
    place: placeOf(files[d.doc], texts[d.doc], d.span),
    code: d.code,
    severity: d.severity,
    message: d.message,
    path: formatPath(d.path),
  }));
  const scenarios = parseDocument(texts.scenarios, "scenarios");
  const subjectOf = subjects(a);
  const expectations = a.expectations.map((e): ReportExpectation => ({
    place: placeOf(files.scenarios, texts.scenarios, scenarios.spanOf(e.path)),
    met: e.met,
    subject: subjectOf(e.path),
    text: e.text,
    path: formatPath(e.path),
  }));
  const count = (s: Severity) => diagnostics.filter((d) => d.severity === s).length;
  return {
    files,
    diagnostics,
    expectations,
    errors: count("error"),
    warnings: count("warning"),
    failed: expectations.filter((e) => !e.met).length,
    env: a.env,
    envGiven: envGiven(scenarios.value),
  };
}

/** True when the scenarios document has an `env` object. */
export function envGiven(scenarios: unknown): boolean {
  if (typeof scenarios !== "object" || scenarios === null || !Object.hasOwn(scenarios, "env")) return false;
  const env: unknown = (scenarios as { env: unknown }).env;
  return typeof env === "object" && env !== null && !Array.isArray(env);
}

/** The session, skill or call an expectation at `path` (`[list, index, "expect"]`) belongs to. */
function subjects(a: Analysis): (path: JsonPath) => Subject {
  const byIndex = <T extends { readonly index: number }>(list: readonly T[]) => new Map(list.map((c) => [c.index, c]));
  const sessions = byIndex(a.sessions);
  const skills = byIndex(a.skills);
  const calls = byIndex(a.simulation.calls);
  return (path) => {
    const [list, index] = path;
    const i = typeof index === "number" ? index : -1;
    const session = list === "sessions" ? sessions.get(i) : undefined;
    if (session) return { kind: "session", key: session.key, agent: session.override };
    const skill = list === "skills" ? skills.get(i) : undefined;
    if (skill) return { kind: "skill", skill: skill.skill, agent: skill.agentId };
    const call = list === "calls" ? calls.get(i) : undefined;
    if (call) return { kind: "call", agent: call.agent, tool: call.tool, patterns: call.patterns };
    return { kind: "entry", path: formatPath(path.slice(0, 2)) };
  };
}
