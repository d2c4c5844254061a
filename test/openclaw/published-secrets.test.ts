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

/** What a published placeholder looks like: a name in capitals, a variable, dots, brackets, REDACTED. */
const PLACEHOLDER =
  /^(REDACTED|[A-Z][A-Z0-9_ -]*|[Yy]our[-_A-Za-z0-9 ]*|\$\{[A-Za-z0-9_]+\}|\{env:[A-Za-z0-9_]+\}|__[A-Z0-9_]+__|\[[A-Z0-9_ ]+\]|<[^>]+>|.*\.\.\.|.*REPLACE_ME.*|[x*]+|\d+:ABC-DEF.*|test[-_a-z0-9]*|token|secret|changeme)$/;

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
        .map((s) => c.configText.slice(s.span.offset, s.span.offset + s.span.length).replace(/^["']|["']$/g, ""))
        .filter((value) => !PLACEHOLDER.test(value))
        .map((value) => `${c.name}: ${value.slice(0, 4)}… (${value.length} characters)`),
    );
    expect(usable).toEqual([]);
  });

  it("sees a real-looking key in a config (the scan is not blind)", () => {
    const text = `{ "models": { "providers": { "x": { "apiKey": "sk-ant-api03-${"a1B2c3D4".repeat(10)}" } } } }`;
    const [found] = findSecrets(text);
    expect(found).toBeDefined();
    expect(PLACEHOLDER.test(text.slice(found!.span.offset, found!.span.offset + found!.span.length))).toBe(false);
  });
});
