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
import { capPerCode, MAX_DIAGNOSTICS_PER_CODE } from "../cap";
import { openclawCodeOf } from "./codes";
import type { OpenClawReads } from "./evaluate";
import { lintOpenClaw } from "./lints";
import { openclawIssueText, openclawLintText, openclawWarningText } from "./texts";
import type { OpenClawAnswer, OpenClawEnvironment, OpenClawFinding, OpenClawLint, OpenClawProfileId } from "./types";

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

/** Where a finding is looked up in the text: its path, and whether its last key is meant rather than the value. */
interface LookedUp {
  readonly path: JsonPath;
  readonly key: boolean;
}

/**
 * A finding on its way to a diagnostic: its code, where it was listed, where its span is looked up (unless known), and
 * the earliest that span can start.
 */
interface Pending {
  readonly finding: OpenClawFinding;
  readonly sentence: () => string;
  readonly code: string;
  readonly severity: Diagnostic["severity"];
  readonly index: number;
  readonly at: LookedUp | undefined;
  readonly floor: number;
  span?: Span;
}

/** Text order: position, then length, then code, then the order the findings were listed in. */
const byPlace = (a: Pending & { span: Span }, b: Pending & { span: Span }): number =>
  a.span.offset - b.span.offset || a.span.length - b.span.length || a.code.localeCompare(b.code) || a.index - b.index;

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
  /** The span of a finding, or the path it is looked up at (when that takes reading the text). */
  const placeOf = (finding: OpenClawFinding): Span | LookedUp => {
    if (finding.kind === "syntax" && answer.documentRead) {
      const offset = offsetOf(configText, finding.line, finding.column);
      return { offset, length: offset < configText.length ? 1 : 0 };
    }
    // Reasons about another file (the one the CLI reads instead) have no place in this text.
    if (!answer.documentRead && finding.kind !== "roster-ignored") return START;
    if (!parsed.syntaxOk) return START;
    const keyPath = keyPathOf(finding);
    return keyPath ? { path: keyPath, key: true } : { path: finding.path, key: false };
  };
  const spanOf = ({ at }: Pending): Span => (at?.key ? parsed.keySpanOf(at.path) : parsed.spanOf(at?.path ?? []));
  const pending: Pending[] = [];
  const add = (finding: OpenClawFinding, sentence: () => string) => {
    const { code, severity } = openclawCodeOf(finding);
    const place = placeOf(finding);
    const index = pending.length;
    if ("path" in place) {
      const floor = parsed.floorOf?.(place.path) ?? 0;
      pending.push({ finding, sentence, code, severity, index, at: place, floor });
    } else pending.push({ finding, sentence, code, severity, index, at: undefined, floor: place.offset, span: place });
  };
  for (const i of answer.verdict.issues) add(i, () => openclawIssueText(i));
  for (const w of answer.verdict.warnings) add(w, () => openclawWarningText(w));
  for (const l of lints) add(l, () => openclawLintText(l));
  // As SophiaClaw's: at most MAX_DIAGNOSTICS_PER_CODE of a code, then one note with the count of the rest. Only the
  // spans that can be among those shown are looked up (at 10,000 agents a lint can find thousands).
  const { shown, uncounted } = firstInTextOrder(pending, MAX_DIAGNOSTICS_PER_CODE, spanOf);
  const made = new Map<Diagnostic, Pending>();
  const diagnostics = shown.sort(byPlace).map((p) => {
    const d: Diagnostic = {
      code: p.code,
      severity: p.severity,
      message: "",
      doc: "config",
      path: p.finding.path,
      span: p.span,
      data: { kind: "openclaw", finding: p.finding },
    };
    made.set(d, p);
    return d;
  });
  return {
    answer,
    lints,
    diagnostics: capPerCode(parsed, diagnostics, MAX_DIAGNOSTICS_PER_CODE, uncounted).map((d) => {
      const p = made.get(d);
      return p ? { ...d, message: p.sentence() } : d;
    }),
  };
}

/**
 * Of each code, the findings that can be among its first `max` in text order, their spans looked up: every one of a
 * code with no more, else in order of their floors until the rest start after the `max`th found (a span starts at or
 * after its floor). The others of the code are counted (`uncounted`).
 */
function firstInTextOrder(
  pending: readonly Pending[],
  max: number,
  spanOf: (p: Pending) => Span,
): { shown: (Pending & { span: Span })[]; uncounted: Record<string, number> } {
  const byCode = new Map<string, Pending[]>();
  for (const p of pending) {
    const of = byCode.get(p.code);
    if (of) of.push(p);
    else byCode.set(p.code, [p]);
  }
  const shown: (Pending & { span: Span })[] = [];
  const uncounted: Record<string, number> = {};
  const spanned = (p: Pending) => ((p.span ??= spanOf(p)), p as Pending & { span: Span });
  for (const [code, all] of byCode) {
    if (all.length <= max) {
      for (const p of all) shown.push(spanned(p));
      continue;
    }
    const ordered = [...all].sort((a, b) => a.floor - b.floor || a.index - b.index);
    // The `max` smallest offsets found so far, in order: the last of them is the one the rest must start after.
    const least: number[] = [];
    const found: (Pending & { span: Span })[] = [];
    for (const p of ordered) {
      if (least.length === max && p.floor > least[max - 1]!) break;
      const placed = spanned(p);
      found.push(placed);
      const offset = placed.span.offset;
      if (least.length < max || offset < least[max - 1]!) {
        let at = least.length;
        while (at > 0 && least[at - 1]! > offset) at--;
        least.splice(at, 0, offset);
        if (least.length > max) least.pop();
      }
    }
    shown.push(...found);
    uncounted[code] = all.length - found.length;
  }
  return { shown, uncounted };
}
