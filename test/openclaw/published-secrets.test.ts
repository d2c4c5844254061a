/**
 * The configs people published (scripts/openclaw/cases-published.mjs, recorded in test/fixtures/openclaw) keep no
 * secret: every real key, token and password was replaced by "REDACTED" before they were committed. Each config
 * text (as written into the case list, and as each recording kept it) is scanned with the studio's own secret finder
 * (the share menu's). What it still finds must be a placeholder the author published (YOUR_API_KEY, ${VAR}, "..."),
 * never a value that could be used.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findSecrets } from "../../src/core/index";
import cases from "../../scripts/openclaw/cases-published.mjs";

interface Published {
  readonly name: string;
  readonly configText: string;
}

/**
 * What a published placeholder looks like: words in capitals joined by "_", " " or "-" (YOUR_API_KEY, never one run
 * of capitals and digits, which is what an AWS key is), a variable, dots, brackets, REDACTED, an obvious test value.
 */
const PLACEHOLDER =
  /^(REDACTED|[A-Z]+(?:[_ -][A-Z0-9]+)+|[A-Z]{2,12}|[Yy]our[-_A-Za-z0-9 ]*|\$\{[A-Za-z0-9_]+\}|\{env:[A-Za-z0-9_]+\}|__[A-Z0-9_]+__|\[[A-Z0-9_ ]+\]|<[^>]+>|.*\.\.\.|.*REPLACE_ME.*|[x*]+|\d+:ABC-DEF.*|test[-_a-z0-9]*|token|secret|changeme)$/;
/** Only a value found for its key's name (keyed-secret) can be a placeholder; a key found by its own shape cannot. */
const placeholder = (kind: string, value: string) => kind === "keyed-secret" && PLACEHOLDER.test(value);

const recorded = (file: string) =>
  (JSON.parse(readFileSync(file, "utf8")) as { cases: { name: string; input: { configText?: string } }[] }).cases.map(
    (c) => ({ name: c.name, configText: c.input.configText ?? "" }),
  );

const SOURCES: readonly (readonly [string, readonly Published[]])[] = [
  ["the case list", cases],
  ["the 2026.7.35 recording", recorded("test/fixtures/openclaw/published-2026.7.35.json")],
  ["the 2026.9.6 recording", recorded("test/fixtures/openclaw/published-2026.9.6.json")],
];

describe("the published configs keep no secret", () => {
  it.each(SOURCES)("%s", (_source, published) => {
    expect(published.length).toBeGreaterThanOrEqual(40);
    const usable = published.flatMap((c) =>
      findSecrets(c.configText)
        .map((s) => ({
          kind: s.kind,
          value: c.configText.slice(s.span.offset, s.span.offset + s.span.length).replace(/^["']|["']$/g, ""),
        }))
        .filter(({ kind, value }) => !placeholder(kind, value))
        .map(({ value }) => `${c.name}: ${value.slice(0, 4)}… (${value.length} characters)`),
    );
    expect(usable).toEqual([]);
  });

  it("sees a real-looking key in a config (the scan is not blind)", () => {
    const text = `{ "models": { "providers": { "x": { "apiKey": "sk-ant-api03-${"a1B2c3D4".repeat(10)}" } } } }`;
    const [found] = findSecrets(text);
    expect(found).toBeDefined();
    expect(placeholder(found!.kind, text.slice(found!.span.offset, found!.span.offset + found!.span.length))).toBe(
      false,
    );
    // An AWS access key is capitals and digits in one run: never taken for a placeholder. (Built from its parts, so
    // no key-shaped literal sits in the repository: the shape of AWS's documented example key.)
    const awsKey = ["AKIA", "IOSFODNN7", "EXAMPLE"].join("");
    const aws = `{ "aws": { "accessKeyId": "${awsKey}" } }`;
    for (const s of findSecrets(aws))
      expect(placeholder(s.kind, aws.slice(s.span.offset, s.span.offset + s.span.length))).toBe(false);
    expect(findSecrets(aws).length).toBeGreaterThan(0);
  });
});
