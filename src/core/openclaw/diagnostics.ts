/**
 * An OpenClaw profile's findings as the studio's diagnostics: each reason `config validate` rejects the config, each
 * of its warnings and each lint (lints.ts), with its code (codes.ts), its sentence (texts.ts), the finding itself as
 * `data`, and the span of its path in the text (read as JSON with comments, as the editor does: the closest node
 * that exists; the key itself for a finding about a key). A text that only JSON5 reads (unquoted keys, single
 * quotes) has no such tree: its findings point at the document's start. A syntax error points at its line and
 * column. Sorted by position, then code; capped per code as SophiaClaw's diagnostics are (cap.ts), while `lints`
 * and the answer keep every finding.
 */
import type { Diagnostic, JsonPath, Span } from "../diagnostics";
import { capPerCode } from "../cap";
import { openclawCodeOf } from "./codes";
import type { OpenClawReads } from "./evaluate";
import { lintOpenClaw } from "./lints";
import { openclawIssueText, openclawLintText, openclawWarningText } from "./texts";
import type {
  OpenClawAnswer,
  OpenClawEnvironment,
  OpenClawFinding,
  OpenClawIssue,
  OpenClawLint,
  OpenClawProfileId,
  OpenClawWarning,
} from "./types";

export interface OpenClawDiagnostics {
  readonly answer: OpenClawAnswer;
  readonly lints: readonly OpenClawLint[];
  readonly diagnostics: readonly Diagnostic[];
}

const START: Span = { offset: 0, length: 0 };

/** A finding about a key is underlined at the key it names, not at the key's value. */
function keyPathOf(finding: OpenClawFinding): JsonPath | undefined {
  switch (finding.kind) {
    case "invalid-key":
    case "key-collision":
      return finding.path;
    case "unrecognized-key":
      return finding.keys.length > 0 ? [...finding.path, finding.keys[0]!] : undefined;
    default:
      return undefined;
  }
}

/** The offset of a 1-based line and column as the JSON5 reader counts them (lines end at "\n"). */
function offsetOf(text: string, line: number, column: number): number {
  let at = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf("\n", at);
    if (next < 0) return text.length;
    at = next + 1;
  }
  return Math.min(at + Math.max(column - 1, 0), text.length);
}

/** The answer, the lints and every finding as a diagnostic of the config document. */
export function diagnoseOpenClaw(
  reads: OpenClawReads,
  profile: OpenClawProfileId,
  configText: string,
  env: OpenClawEnvironment,
): OpenClawDiagnostics {
  const reading = reads.read(profile, configText, env);
  const { answer } = reading;
  const lints = lintOpenClaw(reading, configText, env);
  const parsed = reads.document(configText);
  const spanOf = (finding: OpenClawFinding): Span => {
    if (finding.kind === "syntax" && answer.documentRead) {
      const offset = offsetOf(configText, finding.line, finding.column);
      return { offset, length: offset < configText.length ? 1 : 0 };
    }
    // Reasons about another file (the one the CLI reads instead) have no place in this text.
    if (!answer.documentRead && finding.kind !== "roster-ignored") return START;
    if (!parsed.syntaxOk) return START;
    const keyPath = keyPathOf(finding);
    return keyPath ? parsed.keySpanOf(keyPath) : parsed.spanOf(finding.path);
  };
  // Each finding's sentence is written for the diagnostics shown only (a code past its cap is counted, not shown: at
  // 10,000 agents a lint can find thousands).
  const sentences = new Map<Diagnostic, () => string>();
  const diagnostic = (finding: OpenClawFinding, sentence: () => string): Diagnostic => {
    const { code, severity } = openclawCodeOf(finding);
    const made: Diagnostic = {
      code,
      severity,
      message: "",
      doc: "config",
      path: finding.path,
      span: spanOf(finding),
      data: { kind: "openclaw", finding },
    };
    sentences.set(made, sentence);
    return made;
  };
  const all: Diagnostic[] = [
    ...answer.verdict.issues.map((i: OpenClawIssue) => diagnostic(i, () => openclawIssueText(i))),
    ...answer.verdict.warnings.map((w: OpenClawWarning) => diagnostic(w, () => openclawWarningText(w))),
    ...lints.map((l) => diagnostic(l, () => openclawLintText(l))),
  ];
  const order = all.map((d, index) => ({ d, index }));
  order.sort(
    (a, b) =>
      a.d.span.offset - b.d.span.offset ||
      a.d.span.length - b.d.span.length ||
      a.d.code.localeCompare(b.d.code) ||
      a.index - b.index,
  );
  // As SophiaClaw's: at most MAX_DIAGNOSTICS_PER_CODE of a code, then one note with the count of the rest.
  return {
    answer,
    lints,
    diagnostics: capPerCode(
      parsed,
      order.map(({ d }) => d),
    ).map((d) => {
      const sentence = sentences.get(d);
      return sentence ? { ...d, message: sentence() } : d;
    }),
  };
}
