import { describe, expect, it } from "vitest";
import { findSecrets, redactSecrets } from "../../src/core/index";
import { EXAMPLES } from "./examples";
import { SECRET_SCAN_CASES } from "./secret-scan-cases";

// Fake values with the shapes of real ones (none of them is a live credential).
const KEYS = {
  anthropic: "sk-ant-api03-Xq7Lm2Pz9Rt4Vb8Nc1Hd6Jf3Kg5Ws0Ya-Ue2Io9",
  openai: "sk-proj-4fGh8JkL2mNb6VcX1zQw9ErT3yUi7OpA5sDf0",
  github: "ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8",
  githubPat: "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz0123",
  slack: "xoxb-1234567890-0987654321-AbCdEfGhIjKlMnOp",
  aws: "AKIAIOSFODNN7EXAMPLE",
  google: "AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q",
  jwt: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
  bearer: "Bearer 9f8e7d6c5b4a39281706f5e4d3c2b1a0",
  keyed: "Zm9vYmFyOTg3NjU0MzIxMHF3ZXJ0eQ",
};

const inJson = (key: string, value: string) => JSON.stringify({ env: { [key]: value } }, null, 2);

describe("findSecrets finds each kind", () => {
  it.each([
    ["anthropic-key", inJson("note", KEYS.anthropic), KEYS.anthropic],
    ["openai-key", inJson("note", KEYS.openai), KEYS.openai],
    ["github-token", inJson("note", KEYS.github), KEYS.github],
    ["github-pat", inJson("note", KEYS.githubPat), KEYS.githubPat],
    ["slack-token", inJson("note", KEYS.slack), KEYS.slack],
    ["aws-access-key", inJson("note", KEYS.aws), KEYS.aws],
    ["google-api-key", inJson("note", KEYS.google), KEYS.google],
    ["jwt", inJson("note", KEYS.jwt), KEYS.jwt],
    ["bearer", inJson("Authorization", KEYS.bearer), KEYS.bearer.slice("Bearer ".length)],
    ["keyed-secret", inJson("apiToken", KEYS.keyed), KEYS.keyed],
    ["keyed-secret", inJson("db_password", "c0rrect-h0rse-battery"), "c0rrect-h0rse-battery"],
    ["keyed-secret", inJson("CLIENT_SECRET", "a8F3kQ9zL1mN7pR2"), "a8F3kQ9zL1mN7pR2"],
  ])("%s", (kind, text, secret) => {
    const found = findSecrets(text);
    expect(found.map((f) => f.kind)).toEqual([kind]);
    const { offset, length } = found[0]!.span;
    expect(text.slice(offset, offset + length)).toBe(secret);
    expect(found[0]!.preview).not.toContain(secret.slice(4));
  });

  it("several secrets, in text order, none reported twice", () => {
    const text = `{ "token": "${KEYS.anthropic}", "note": "Bearer ${KEYS.jwt}", "aws": "${KEYS.aws}" }`;
    expect(findSecrets(text).map((f) => f.kind)).toEqual(["anthropic-key", "jwt", "aws-access-key"]);
  });
});

describe("ordinary text is not flagged", () => {
  it.each(
    EXAMPLES.flatMap((e) => [[`${e.slug} config`, e.config] as const, [`${e.slug} scenarios`, e.scenarios] as const]),
  )("example %s", (_name, text) => {
    expect(findSecrets(text)).toEqual([]);
  });

  it.each([
    ["a skill name that starts with sk-", inJson("skill", "sk-learn-pipeline-estimators")],
    ["a task id", inJson("id", "task-abcdefghijklmnopqrstuvwxyz0123")],
    ["a variable reference in a secret key", inJson("apiKey", "${ANTHROPIC_API_KEY}")],
    ["a placeholder", inJson("password", "<your password here>")],
    ["a low-entropy value", inJson("token", "aaaaaaaaaaaaaaaaaaaa")],
    ["a long word in a token key", inJson("tokenizer", "sentencepiece")],
    ["prose about bearer tokens", "Send a Bearer authentication-header-value here"],
    ["a model id", inJson("model", "anthropic/claude-sonnet-4-5-20250929")],
    ["a path", inJson("workspace", "/home/ada/src/app/packages/core/lib")],
  ])("%s", (_name, text) => {
    expect(findSecrets(text)).toEqual([]);
  });
});

describe("redactSecrets", () => {
  it("replaces each secret with a placeholder, and the JSON stays parseable", () => {
    const doc = {
      provider: { apiKey: KEYS.openai, org: "acme" },
      headers: { Authorization: KEYS.bearer },
      tokens: [KEYS.github, KEYS.slack, KEYS.jwt],
      password: KEYS.keyed,
    };
    const text = JSON.stringify(doc, null, 2);
    const redacted = redactSecrets(text, findSecrets(text));
    const parsed = JSON.parse(redacted) as typeof doc;
    expect(parsed.provider).toEqual({ apiKey: "<redacted>", org: "acme" });
    expect(parsed.headers.Authorization).toBe("Bearer <redacted>");
    expect(parsed.tokens).toEqual(["<redacted>", "<redacted>", "<redacted>"]);
    expect(parsed.password).toBe("<redacted>");
    expect(findSecrets(redacted)).toEqual([]);
  });

  it("skips spans that overlap or fall outside the text", () => {
    const spans = [
      { span: { offset: 0, length: 3 } },
      { span: { offset: 2, length: 2 } },
      { span: { offset: 8, length: 5 } },
    ];
    expect(redactSecrets("abcdefghij", spans)).toBe("<redacted>defghij");
  });
});

describe("scanning 1 MB built to make a backtracking scan take minutes", () => {
  // The cases end (the test's own timeout is the hang guard) with the right answer; their speed is measured by
  // npm run bench -- hostile ("secret scan"), against a bound.
  it.each(SECRET_SCAN_CASES.map((c) => [c.name, c.text, c.found] as const))(
    "1 MB of %s: the scan ends and finds what is there",
    (_name, text, found) => {
      expect(findSecrets(text).map((s) => s.kind)).toEqual(found);
    },
  );
});
