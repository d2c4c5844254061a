/**
 * What `check` found, as data every output format prints from: each diagnostic and each expectation with the file
 * and the span (1-based lines and columns, columns in UTF-16 code units) it points at, and what each expectation
 * was about (the session, skill or call), so a failure can name it in full.
 */
import {
  createFixer,
  formatPath,
  parseDocument,
  type Analysis,
  type Fix,
  type Env,
  type JsonPath,
  type Severity,
  type SophiaClawMachine,
  type Span,
} from "../core";
import { envGiven } from "./env-option";

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
  /** The quick fixes the engine offers for it (none: absent). */
  readonly fixes?: readonly ReportFix[];
}

/** A quick fix: its title, and each replacement as the place it replaces and the text put there. */
export interface ReportFix {
  readonly title: string;
  readonly edits: readonly { readonly place: Place; readonly text: string }[];
}

/** What an expectation was about, with the names it is known by in the scenarios. */
export type Subject =
  | { readonly kind: "session"; readonly key: string | undefined; readonly agent: string | undefined }
  | { readonly kind: "skill"; readonly skill: string; readonly agent: string }
  | { readonly kind: "call"; readonly agent: string; readonly tool: string; readonly patterns: readonly string[] }
  | { readonly kind: "subagent"; readonly name: string }
  | { readonly kind: "entry"; readonly path: string };

export interface ReportExpectation {
  readonly place: Place;
  readonly met: boolean;
  readonly subject: Subject;
  /** What was expected and what came. */
  readonly text: string;
  readonly path: string;
  /** "Expect what it is now", for a failed one. */
  readonly fixes?: readonly ReportFix[];
}

export interface CheckReport {
  /** The files read, by document (the host's approvals only when an OpenClaw check read a file of them). */
  readonly files: { readonly config: string; readonly scenarios: string; readonly approvals?: string };
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
  /** The files read, by document (the host's approvals only when an OpenClaw check read a file of them). */
  readonly files: { readonly config: string; readonly scenarios: string; readonly approvals?: string };
  readonly texts: { readonly config: string; readonly scenarios: string; readonly approvals?: string };
  /** The machine the analysis was made for (what it says besides the scenarios). */
  readonly machine: SophiaClawMachine;
}

/** Where each line of a text starts (a line ends at LF, CR LF or a lone CR, as positionAt counts). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
}

/**
 * Places spans of one text, each in logarithmic time (lines counted as positionAt counts them), for a report that
 * places thousands (every diagnostic, every edit of every fix).
 */
export function placer(file: string, text: string): (span: Span) => Place {
  let starts: number[] | undefined;
  const at = (offset: number) => {
    starts ??= lineStarts(text);
    const o = Math.min(Math.max(offset, 0), text.length);
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - starts[lo]! + 1 };
  };
  return (span) => {
    const start = at(span.offset);
    const end = at(span.offset + span.length);
    return { file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
  };
}

export function checkReport(a: Analysis, input: CheckInput): CheckReport {
  const { files, texts } = input;
  const fixer = createFixer(texts);
  const places = {
    config: placer(files.config, texts.config),
    scenarios: placer(files.scenarios, texts.scenarios),
    approvals: placer(files.approvals ?? "", texts.approvals ?? ""),
  };
  const fixesOf = (fixes: readonly Fix[]): { fixes?: ReportFix[] } =>
    fixes.length
      ? {
          fixes: fixes.map((f) => ({
            title: f.title,
            edits: f.edits.map((e) => ({ place: places[e.doc](e), text: e.text })),
          })),
        }
      : {};
  const expectationFixes = new Map(
    a.diagnostics.flatMap((d) =>
      d.doc === "scenarios" && d.data?.kind === "expectation-failed"
        ? [[formatPath(d.path), fixesOf(fixer.fixesFor(d))] as const]
        : [],
    ),
  );
  const diagnostics = a.diagnostics.map((d): ReportDiagnostic => ({
    place: places[d.doc](d.span),
    code: d.code,
    severity: d.severity,
    message: d.message,
    path: formatPath(d.path),
    ...fixesOf(fixer.fixesFor(d)),
  }));
  const scenarios = parseDocument(texts.scenarios, "scenarios");
  const subjectOf = subjects(a);
  const expectations = a.expectations.map((e): ReportExpectation => ({
    place: places.scenarios(scenarios.spanOf(e.path)),
    met: e.met,
    subject: subjectOf(e.path),
    text: e.text,
    path: formatPath(e.path),
    ...(!e.met && expectationFixes.get(formatPath(e.path))),
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
    envGiven: envGiven(scenarios.value, input.machine),
  };
}

/** The session, skill, call or subagent an expectation at `path` (`[list, index, "expect"]`, `["team", "agents", index, "expect"]`) belongs to. */
function subjects(a: Analysis): (path: JsonPath) => Subject {
  const byIndex = <T extends { readonly index: number }>(list: readonly T[]) => new Map(list.map((c) => [c.index, c]));
  const sessions = byIndex(a.sessions);
  const skills = byIndex(a.skills);
  const calls = byIndex(a.simulation.calls);
  const subagents = new Map(a.simulation.subagents.map((s) => [s.path[2], s]));
  return (path) => {
    const [list, index] = path;
    const i = typeof index === "number" ? index : -1;
    const session = list === "sessions" ? sessions.get(i) : undefined;
    if (session) return { kind: "session", key: session.key, agent: session.override };
    const skill = list === "skills" ? skills.get(i) : undefined;
    if (skill) return { kind: "skill", skill: skill.skill, agent: skill.agentId };
    const call = list === "calls" ? calls.get(i) : undefined;
    if (call) return { kind: "call", agent: call.agent, tool: call.tool, patterns: call.patterns };
    const subagent = list === "team" && path[1] === "agents" ? subagents.get(path[2]!) : undefined;
    if (subagent) return { kind: "subagent", name: subagent.name };
    return { kind: "entry", path: formatPath(path.slice(0, 2)) };
  };
}
