/**
 * What the share menu shows about the texts: the strings that look like secrets (kind, where, a preview, never
 * the secret), the texts with them redacted, and the calls' decisions for the Markdown block. Pure.
 */
import {
  findSecrets,
  reasonText,
  verdictReason,
  redactSecrets,
  shareTexts,
  type Analysis,
  type DocumentId,
  type FoundSecret,
} from "../../core/index";
import type { Documents } from "../state/documents";
import { T } from "../texts";

const DOCS: readonly DocumentId[] = ["config", "scenarios"];

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

/** Both texts scanned for secrets. */
export function scanSecrets(docs: Documents): SecretScan {
  const found = { config: findSecrets(docs.config), scenarios: findSecrets(docs.scenarios) };
  const items = DOCS.flatMap((doc) =>
    found[doc].map((secret) => {
      const kind = shareTexts.secretKinds[secret.kind];
      const line = lineOf(docs[doc], secret.span.offset);
      return {
        key: `${doc}:${secret.span.offset}`,
        doc,
        kind,
        line,
        preview: secret.preview,
        label: T.share.secretAt(kind, T.docNames[doc], line),
      };
    }),
  );
  return { found, items };
}

/** The texts with every flagged secret replaced; a text without any is returned as it is. */
export function redacted(docs: Documents, scan: SecretScan): Documents {
  return {
    config: scan.found.config.length ? redactSecrets(docs.config, scan.found.config) : docs.config,
    scenarios: scan.found.scenarios.length ? redactSecrets(docs.scenarios, scan.found.scenarios) : docs.scenarios,
  };
}

/** One line per call of the scenarios: who calls what, the verdict and why ("scout -> edit src/a.ts: refused (…)"). */
export function decisionsOf(analysis: Analysis | undefined): string[] {
  if (!analysis) return [];
  return analysis.simulation.calls.map((call) => {
    const verdict = call.verdict;
    const why = reasonText(verdictReason(verdict));
    return T.share.decision(call.agent, call.tool, call.patterns.join(" "), T.delegation.verdicts[verdict.answer], why);
  });
}
