import { describe, expect, it } from "vitest";
import { answersOf } from "../../src/core/index";
import { analyze } from "../analyze";
import { decisionsOf, lineOf, MAX_DECISIONS, redacted, scanSecrets } from "../../src/app/share/content";
import { FIXTURE } from "./fixture";

const KEY = "sk-ant-api03-Zx81kQp2Lm7Vt4Rr9Yw3Hb6Nc";
const TOKEN = "ghp_" + "aB3dE5fG7hJ9kL1mN2pQ4rS6tU8vW0xY2z4A";

describe("secrets in the texts", () => {
  const docs = {
    config: `{\n  "tools": [],\n  "apiKey": "${KEY}"\n}\n`,
    scenarios: `{ "env": { "GH": "${TOKEN}" } }`,
  };

  it("lists each with its kind, document, line and a preview that never holds the secret", () => {
    const scan = scanSecrets(docs, "sophiaclaw");
    expect(scan.items.map((i) => [i.doc, i.kind, i.line])).toEqual([
      ["config", "Anthropic API key", 3],
      ["scenarios", "GitHub token", 1],
    ]);
    expect(scan.items[0]?.label).toBe("Anthropic API key in sophiaclaw.json, line 3");
    // The config named by its file name in the profile the texts are read in.
    expect(scanSecrets(docs, "openclaw-2026.9").items.map((i) => i.label)).toEqual([
      "Anthropic API key in openclaw.json, line 3",
      "GitHub token in scenarios.json, line 1",
    ]);
    for (const item of scan.items) {
      expect(item.preview).not.toContain(KEY);
      expect(item.preview).not.toContain(TOKEN);
      expect(item.preview.length).toBeLessThan(30);
    }
  });

  it("redacts them all and leaves the rest of the texts as written", () => {
    const out = redacted(docs, scanSecrets(docs, "sophiaclaw"));
    expect(out.config).toBe(`{\n  "tools": [],\n  "apiKey": "<redacted>"\n}\n`);
    expect(out.scenarios).toBe(`{ "env": { "GH": "<redacted>" } }`);
    expect(scanSecrets(out, "sophiaclaw").items).toEqual([]);
  });

  it("finds nothing in texts without secrets, and changes nothing", () => {
    const clean = { config: '{ "agents": {} }', scenarios: "" };
    const scan = scanSecrets(clean, "sophiaclaw");
    expect(scan.items).toEqual([]);
    expect(redacted(clean, scan)).toEqual(clean);
  });
});

describe("the calls' decisions for the Markdown block", () => {
  it("says which call, the verdict and why, one line per call answer", () => {
    expect(decisionsOf(answersOf(FIXTURE), FIXTURE.simulation.calls.length)).toEqual([
      'explorer bash rm -rf build: refused (Denied: rule denies bash "rm -rf *")',
      "explorer bash npm install: asks the person (plan mode asks before execute)",
    ]);
  });

  it("is empty before any analysis", () => {
    expect(decisionsOf(undefined)).toEqual([]);
  });

  it("lists the first MAX_DECISIONS calls, then the count of the rest", () => {
    const scenarios = JSON.stringify({ calls: Array.from({ length: MAX_DECISIONS + 234 }, () => ({ tool: "nope" })) });
    const analysis = analyze("{}", scenarios, { clock: () => 0, budgetMs: 60_000 });
    const lines = decisionsOf(answersOf(analysis, { callsAtMost: MAX_DECISIONS }), analysis.simulation.calls.length);
    expect(lines).toHaveLength(MAX_DECISIONS + 1);
    expect(lines[0]).toMatch(/^lead nope: refused \(/);
    expect(lines[1]).toMatch(/^lead nope #2: refused \(/);
    expect(lines.at(-1)).toBe("…and 234 more calls.");
  });
});

describe("lineOf", () => {
  it.each([
    ["", 0, 1],
    ["a\nb\nc", 0, 1],
    ["a\nb\nc", 2, 2],
    ["a\nb\nc", 4, 3],
    ["a\n", 1, 1],
    ["a\n", 2, 2],
  ])("%j at %i is line %i", (text, offset, line) => {
    expect(lineOf(text, offset)).toBe(line);
  });
});
