/** Every sentence the share room shows: link errors (a banner), secret kinds, destinations, the Markdown block. */
import { clip } from "../words";
import type { SecretKind } from "./secrets";

/** How many characters of a link's own text a banner quotes (a dictionary id, a profile): a link may be megabytes. */
export const LINK_QUOTE_CHARS = 40;

/**
 * A piece of a link, quoted for a banner: whole when short (a string as JSON), else its first LINK_QUOTE_CHARS
 * characters, "…" and how long it is, so a megabyte of garbage is named, never shown.
 */
export function quotedFromLink(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  const shown = clip(text, LINK_QUOTE_CHARS);
  const quoted = typeof value === "string" ? JSON.stringify(shown) : shown;
  return shown === text ? quoted : `${quoted} (${text.length} characters)`;
}

export const shareTexts = {
  errors: {
    malformed:
      'This is not a Scope Studio share link: the part after "#" should look like v1.1.<data>. Copy the whole link again.',
    version: (version: string) =>
      `This link uses share format v${version}, and this Scope Studio reads only v1. Open it in the Scope Studio that made it, or ask for a new link.`,
    dictionary: (id: string) =>
      `This link needs compression dictionary ${quotedFromLink(id)}, which this Scope Studio does not have. Open it in a newer Scope Studio, or ask for a new link.`,
    notBase64url:
      "This link has characters a share link never contains: it was changed on the way. Copy the whole link again.",
    truncated:
      "This link is cut short: its end was lost on the way (chat apps often cut long links). Copy the whole link again, or share the Markdown instead.",
    corrupted: "This link is damaged: its data does not check out. Copy the whole link again.",
    tooLarge: (limitMb: number) =>
      `This link unpacks to more than ${limitMb} MB, more than any config needs, so it was not opened. Ask for the files instead.`,
    notText: "This link's data is not text, so it holds no config. Copy the whole link again.",
    invalid: (detail: string) => `This link's data is not a config and scenarios pair (${detail}). Ask for a new link.`,
    unknownProfile: (named: unknown, known: readonly string[]) =>
      `This link opens the documents in the profile ${quotedFromLink(named)}, which this Scope Studio does not have (it has ${known.join(", ")}). Open it in a newer Scope Studio, or ask for a new link.`,
  },
  invalidDetail: {
    noHeader: "no header",
    header: "unreadable header",
    lengths: "the lengths do not add up",
    shape: (path: string, message: string) => `${path || "state"}: ${message}`,
  },
  secretKinds: {
    "anthropic-key": "Anthropic API key",
    "openai-key": "OpenAI API key",
    "github-token": "GitHub token",
    "github-pat": "GitHub fine-grained token",
    "slack-token": "Slack token",
    "aws-access-key": "AWS access key id",
    "google-api-key": "Google API key",
    jwt: "JSON Web Token",
    bearer: "Bearer token",
    "keyed-secret": "secret value",
  } satisfies Record<SecretKind, string>,
  secretsFound: (count: number) =>
    `${count === 1 ? "This text holds something that looks" : `This text holds ${count} things that look`} like a secret. A link carries the text as it is: redact before sharing, then rotate any key that was already shared.`,
  secretPreview: (head: string, length: number) => `${head}… (${length} characters)`,
  redacted: "<redacted>",
  destinations: {
    discord: "Discord message",
    slack: "Slack message",
    teams: "Microsoft Teams message",
    github: "GitHub issue or comment",
  },
  markdown: {
    link: (url: string) => `Open in Scope Studio: ${url}`,
    config: "**Config** (`sophiaclaw.json`)",
    scenarios: "**Scenarios** (`scenarios.json`)",
    decisions: "**Decisions**",
    failed: (n: number) => `**Failed expectations** (${n})`,
    problems: (errors: number, warnings: number) =>
      `**Problems** (${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"})`,
    expectation: (where: string, expected: string, actual: string) => `${where}: expected ${expected}, got ${actual}`,
    value: (v: string | boolean | readonly string[]) =>
      typeof v === "boolean"
        ? v
          ? "allowed"
          : "not allowed"
        : typeof v === "string"
          ? JSON.stringify(v)
          : v.length === 0
            ? "no tools"
            : `tools ${v.join(", ")}`,
    problem: (severity: string, code: string, where: string, message: string) =>
      `${severity} ${code} ${where}: ${message}`,
    line: (file: string, line: number) => `${file} line ${line}`,
    more: (n: number, what: string) => `…and ${n} more ${what}`,
    docNames: { config: "sophiaclaw.json", scenarios: "scenarios.json", approvals: "exec-approvals.json" },
  },
};
