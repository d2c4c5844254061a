/**
 * Secrets in a text about to be shared: a link carries the config as it is, so an API key pasted into it would
 * travel with it. The scan is linear: every pattern starts with a literal prefix after a boundary (a token can
 * only begin once per run of token characters), every quantifier is bounded, and the input is capped.
 */
import type { Span } from "../diagnostics";
import { shareTexts as t } from "./texts";

export type SecretKind =
  | "anthropic-key"
  | "openai-key"
  | "github-token"
  | "github-pat"
  | "slack-token"
  | "aws-access-key"
  | "google-api-key"
  | "jwt"
  | "bearer"
  | "keyed-secret";

export interface FoundSecret {
  readonly span: Span;
  readonly kind: SecretKind;
  /** A few first characters and the length: enough to recognise it, not enough to use it. */
  readonly preview: string;
}

/** Only the first 5 MiB of a text are scanned (no link carries more). */
export const SECRET_SCAN_LIMIT = 5 * 1024 * 1024;

interface Pattern {
  readonly kind: SecretKind;
  readonly re: RegExp;
  /** Whether the token must look random (a digit and a letter): "sk-learn-..." is a skill name, not a key. */
  readonly random?: boolean;
}

// Specific kinds first: where two overlap, the earlier one is kept.
const PATTERNS: readonly Pattern[] = [
  { kind: "anthropic-key", re: /(?<![\w-])sk-ant-[\w-]{20,400}/g, random: true },
  { kind: "openai-key", re: /(?<![\w-])sk-(?!ant-)[\w-]{20,400}/g, random: true },
  { kind: "github-pat", re: /(?<!\w)github_pat_\w{22,255}/g },
  { kind: "github-token", re: /(?<!\w)gh[pousr]_[A-Za-z0-9]{36,255}/g },
  { kind: "slack-token", re: /(?<![\w-])xox[abp]-[A-Za-z0-9-]{10,250}/g, random: true },
  { kind: "aws-access-key", re: /(?<![A-Z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Z0-9])/g },
  { kind: "google-api-key", re: /(?<![\w-])AIza[\w-]{35}(?![\w-])/g },
  { kind: "jwt", re: /(?<![\w-])eyJ[\w-]{8,4096}\.[\w-]{8,4096}\.[\w-]{8,4096}/g },
  { kind: "bearer", re: /(?<!\w)bearer[ \t]{1,4}[\w.~+/=-]{16,4096}/gi, random: true },
];

/** A JSON member `"key": "value"` whose value has no escapes; the key is tested by name, the value by entropy. */
const KEYED = /"([\w.-]{1,64})"[ \t]{0,16}:[ \t]{0,16}"([^"\\\r\n]{12,1024})"/g;
const SECRET_KEY = /token|secret|passw(?:or)?d|apikey|accesskey|privatekey|credential/;

const looksRandom = (s: string) => /\d/.test(s) && /[A-Za-z]/.test(s);

/** Shannon entropy in bits per character. */
function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / s.length) * Math.log2(n / s.length);
  return bits;
}

function keyedSecret(key: string, value: string): boolean {
  if (!SECRET_KEY.test(key.toLowerCase().replace(/[-_.]/g, ""))) return false;
  if (/^\$|^<|\s/.test(value)) return false; // a ${VAR} reference, a <placeholder>, prose
  return entropy(value) >= 3 && /[A-Za-z]/.test(value) && /[^A-Za-z]/.test(value);
}

function preview(value: string): string {
  return t.secretPreview(value.slice(0, Math.min(4, Math.floor(value.length / 8))), value.length);
}

/** Strings of `text` that look like secrets, in text order, none overlapping. */
export function findSecrets(text: string): FoundSecret[] {
  const input = text.length > SECRET_SCAN_LIMIT ? text.slice(0, SECRET_SCAN_LIMIT) : text;
  const hits: { offset: number; length: number; kind: SecretKind; order: number }[] = [];
  PATTERNS.forEach((p, order) => {
    for (const m of input.matchAll(p.re)) {
      let value = m[0];
      let offset = m.index;
      if (p.kind === "bearer") {
        const token = value.replace(/^bearer[ \t]+/i, "");
        offset += value.length - token.length;
        value = token;
      }
      if (p.random && !looksRandom(value)) continue;
      hits.push({ offset, length: value.length, kind: p.kind, order });
    }
  });
  for (const m of input.matchAll(KEYED)) {
    const value = m[2]!;
    if (keyedSecret(m[1]!, value)) {
      hits.push({
        offset: m.index + m[0].length - 1 - value.length,
        length: value.length,
        kind: "keyed-secret",
        order: PATTERNS.length,
      });
    }
  }
  // In text order; at one offset the more specific kind first. A hit that starts inside a kept one is dropped.
  hits.sort((a, b) => a.offset - b.offset || a.order - b.order || b.length - a.length);
  const kept: typeof hits = [];
  let end = 0;
  for (const h of hits) {
    if (h.offset < end) continue;
    kept.push(h);
    end = h.offset + h.length;
  }
  return kept.map((h) => ({
    span: { offset: h.offset, length: h.length },
    kind: h.kind,
    preview: preview(input.slice(h.offset, h.offset + h.length)),
  }));
}

/**
 * `text` with each found secret replaced by "<redacted>". Secrets sit inside JSON strings and the placeholder has
 * no quote or backslash, so valid JSON stays valid. Spans that overlap or fall outside the text are skipped.
 */
export function redactSecrets(text: string, found: readonly Pick<FoundSecret, "span">[]): string {
  const spans = found.map((f) => f.span).sort((a, b) => a.offset - b.offset);
  let out = "";
  let at = 0;
  for (const s of spans) {
    if (s.offset < at || s.length <= 0 || s.offset + s.length > text.length) continue;
    out += text.slice(at, s.offset) + t.redacted;
    at = s.offset + s.length;
  }
  return out + text.slice(at);
}
