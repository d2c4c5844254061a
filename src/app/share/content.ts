/**
 * What the share menu shows about the texts: the strings that look like secrets (kind, where, a preview, never
 * the secret), the texts with them redacted, and the calls' decisions for the Markdown block. Pure.
 */
import {
  findSecrets,
  reasonText,
  redactSecrets,
  shareTexts,
  type Answer,
  type Diagnostic,
  type DocumentId,
  type FoundSecret,
  type MarkdownExpectation,
  type MarkdownProblem,
  type ProfileId,
} from "../../core/index";
import type { Documents } from "../state/documents";
import type { ExpectationView } from "../view-model/expectations";
import { docName, T } from "../texts";

const DOCS: readonly DocumentId[] = ["config", "scenarios", "approvals"];

export interface SecretVM {
  readonly key: string;
  readonly doc: DocumentId;
  readonly kind: string;
  readonly line: number;
  readonly preview: string;
  readonly label: string;
}

export interface SecretScan {
  readonly found: Readonly<Record<DocumentId, readonly FoundSecret[]>>;
  readonly items: readonly SecretVM[];
}

/** The 1-based line of an offset. */
export function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

/** Every text scanned for secrets; each named by its file name in `profile` (the config's is the profile's). */
export function scanSecrets(docs: Documents, profile: ProfileId): SecretScan {
  const found = {
    config: findSecrets(docs.config),
    scenarios: findSecrets(docs.scenarios),
    approvals: findSecrets(docs.approvals ?? ""),
  };
  const items = DOCS.flatMap((doc) =>
    found[doc].map((secret) => {
      const kind = shareTexts.secretKinds[secret.kind];
      const line = lineOf(docs[doc] ?? "", secret.span.offset);
      return {
        key: `${doc}:${secret.span.offset}`,
        doc,
        kind,
        line,
        preview: secret.preview,
        label: T.share.secretAt(kind, docName(doc, profile), line),
      };
    }),
  );
  return { found, items };
}

/** The texts with every flagged secret replaced; a text without any is returned as it is. */
export function redacted(docs: Documents, scan: SecretScan): Documents {
  const approvals = docs.approvals;
  return {
    ...docs,
    config: scan.found.config.length ? redactSecrets(docs.config, scan.found.config) : docs.config,
    scenarios: scan.found.scenarios.length ? redactSecrets(docs.scenarios, scan.found.scenarios) : docs.scenarios,
    ...(approvals !== undefined &&
      scan.found.approvals.length > 0 && { approvals: redactSecrets(approvals, scan.found.approvals) }),
  };
}

/** How many calls' decisions a Markdown block lists; one more line counts the rest. */
export const MAX_DECISIONS = 1_000;

const VERDICTS: Readonly<Record<string, string>> = T.delegation.verdicts;

/**
 * One line per call of the scenarios, read from the answers (answersOf: each call's verdict answer): the call, the
 * verdict and why ("scout edit src/a.ts: refused (…)"). The first MAX_DECISIONS, then a line with the count of the
 * rest of the `calls` the scenarios have (the answers may hold only the first ones: answersOf's callsAtMost).
 */
export function decisionsOf(answers: readonly Answer[] | undefined, calls = 0): string[] {
  const lines: string[] = [];
  for (const a of answers ?? []) {
    if (a.group !== "call" || a.field !== "verdict") continue;
    if (lines.length >= MAX_DECISIONS) break;
    const value = String(a.value);
    lines.push(T.share.decision(a.subject, VERDICTS[value] ?? value, a.reason ? reasonText(a.reason) : ""));
  }
  const rest = calls - lines.length;
  if (rest > 0) lines.push(T.share.moreDecisions(rest));
  return lines;
}

/**
 * What the Markdown block says went wrong, as data: the expectations that are not met (their path, expected and
 * actual values) and the errors and warnings (code, severity, the line in `docs`, message). toMarkdown lists them.
 */
export function findingsOf(
  expectations: readonly ExpectationView[] | undefined,
  diagnostics: readonly Diagnostic[] | undefined,
  docs: Documents,
): { readonly failed: readonly MarkdownExpectation[]; readonly problems: readonly MarkdownProblem[] } {
  const failed = (expectations ?? [])
    .filter((e) => !e.met)
    .map((e) => ({ path: e.path, expected: e.expected, actual: e.actual }));
  const problems = (diagnostics ?? [])
    .filter((d) => d.severity !== "info")
    .map((d) => ({
      code: d.code,
      severity: d.severity,
      doc: d.doc,
      line: lineOf(docs[d.doc] ?? "", d.span.offset),
      message: d.message,
    }));
  return { failed, problems };
}
