// Which profile a config is written for, read from the config alone: a `$schema` or `openclaw` key naming one, the
// version OpenClaw stamps in `meta`, an `agents.entries` roster (2026.9), keys only OpenClaw's schemas have (which
// release's decides), else SophiaClaw. What decided it and where come back as data. Any text, however hostile, gets
// an answer.
import { readFileSync, readdirSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectProfile, detectProfileOf, parseDocument, PROFILE_IDS } from "../../src/core/index";
import { recordedInputs } from "./recorded";

interface Case {
  name: string;
  input: { configText?: string };
}
const corpus = (version: string) =>
  (JSON.parse(readFileSync(`test/fixtures/openclaw/${version}.json`, "utf8")) as { cases: Case[] }).cases.flatMap(
    (c) => (c.input.configText === undefined ? [] : [{ name: c.name, text: c.input.configText }]),
  );

describe("detectProfile", () => {
  it.each([
    [
      "a $schema naming SophiaClaw's",
      '{ "$schema": "./schema/sophiaclaw.schema.json", "agents": { "entries": {} } }',
      "sophiaclaw",
      "schema",
      ["$schema"],
    ],
    [
      "a $schema naming openclaw-2026.7",
      '{ "$schema": "https://x/openclaw-2026.7.json", "agents": { "entries": {} } }',
      "openclaw-2026.7",
      "schema",
      ["$schema"],
    ],
    [
      "a $schema naming an OpenClaw release",
      '{ "$schema": "openclaw@2026.9.6" }',
      "openclaw-2026.9",
      "schema",
      ["$schema"],
    ],
    ["a $schema that is only a release", '{ "$schema": "2026.7.35" }', "openclaw-2026.7", "schema", ["$schema"]],
    [
      "an openclaw key with a version string",
      '{ "openclaw": "2026.9.6", "agents": { "list": [] } }',
      "openclaw-2026.9",
      "openclaw-key",
      ["openclaw"],
    ],
    [
      "an openclaw key with { version }",
      "{ openclaw: { version: '2026.7.35' } }",
      "openclaw-2026.7",
      "openclaw-key",
      ["openclaw", "version"],
    ],
    [
      "the version OpenClaw stamps when it writes",
      '{ "meta": { "lastTouchedVersion": "2026.9.6" } }',
      "openclaw-2026.9",
      "meta-version",
      ["meta", "lastTouchedVersion"],
    ],
    [
      "a roster only 2026.9 reads over an older stamp",
      '{ "meta": { "lastTouchedVersion": "2026.7.35" }, "agents": { "entries": {} } }',
      "openclaw-2026.9",
      "entries",
      ["agents", "entries"],
    ],
    [
      "a key only 2026.9 has over an older stamp",
      '{ "meta": { "lastTouchedVersion": "2026.7.35" }, "agents": { "ownership": "explicit" } }',
      "openclaw-2026.9",
      "openclaw-fields",
      ["agents", "ownership"],
    ],
    [
      "the stamp over keys both releases have",
      '{ "meta": { "lastTouchedVersion": "2026.7.35" }, "bindings": [] }',
      "openclaw-2026.7",
      "meta-version",
      ["meta", "lastTouchedVersion"],
    ],
    [
      "an agents.entries roster",
      '{ "agents": { "entries": { "a": {} } } }',
      "openclaw-2026.9",
      "entries",
      ["agents", "entries"],
    ],
    [
      "agents.ownership (2026.9 only)",
      '{ "agents": { "ownership": "explicit", "list": [] } }',
      "openclaw-2026.9",
      "openclaw-fields",
      ["agents", "ownership"],
    ],
    [
      "agents.defaults.systemAgent (2026.9 only)",
      '{ "agents": { "defaults": { "systemAgent": { "agentId": "a" } } } }',
      "openclaw-2026.9",
      "openclaw-fields",
      ["agents", "defaults", "systemAgent"],
    ],
    [
      "a list with bindings (both releases have them)",
      '{ "bindings": [], "agents": { "list": [{ "id": "a" }] } }',
      "openclaw-2026.7",
      "openclaw-fields",
      ["bindings"],
    ],
    [
      "a list entry with a field only OpenClaw has",
      '{ "agents": { "list": [{ "id": "a", "description": "d" }] } }',
      "openclaw-2026.7",
      "openclaw-fields",
      ["agents", "list", 0, "description"],
    ],
    ["a 2026.7-only top-level key", '{ "tui": {}, "gateway": {} }', "openclaw-2026.7", "openclaw-fields", ["tui"]],
    [
      "OpenClaw keys without a roster",
      '{ "gateway": {}, "channels": {} }',
      "openclaw-2026.9",
      "openclaw-fields",
      ["gateway"],
    ],
    [
      "a SophiaClaw config",
      '{ "agents": { "list": [{ "id": "a" }] }, "permission": { "mode": "plan" } }',
      "sophiaclaw",
      "none",
      [],
    ],
    ["an unrelated $schema", '{ "$schema": "http://json-schema.org/draft-07/schema#" }', "sophiaclaw", "none", []],
    [
      "a half-typed entries roster (read by the tolerant reader)",
      '{ "agents": { "entries": { "a": { "name": ',
      "openclaw-2026.9",
      "entries",
      ["agents", "entries"],
    ],
    ["an empty text", "", "sophiaclaw", "none", []],
    ["a list at the top", "[1, 2]", "sophiaclaw", "none", []],
  ] as const)("detects %s", (_, text, profile, by, path) => {
    expect(detectProfile(text)).toEqual({ profile, by, path });
  });

  it("detects every recorded OpenClaw 2026.9 config with an agents.entries roster as 2026.9", () => {
    const withEntries = corpus("2026.9.6").filter((c) => /"entries"|entries:/.test(c.text));
    expect(withEntries.length).toBeGreaterThan(80);
    for (const c of withEntries) {
      expect(detectProfile(c.text), c.name).toEqual({
        profile: "openclaw-2026.9",
        by: "entries",
        path: ["agents", "entries"],
      });
    }
  });

  it("detects no recorded 2026.7 list config as 2026.9: OpenClaw keys give 2026.7, a plain list reads as SophiaClaw", () => {
    const found: Record<string, string[]> = {};
    for (const c of corpus("2026.7.35")) {
      const { profile, by } = detectProfile(c.text);
      (found[`${profile}/${by}`] ??= []).push(c.name);
    }
    // The two 2026.9-shaped configs recorded against 2026.7 (which rejects them) detect as 2026.9.
    expect(found["openclaw-2026.9/entries"]).toEqual(["entries-shape"]);
    expect(found["openclaw-2026.9/openclaw-fields"]).toEqual(["ownership-key"]);
    expect(found["openclaw-2026.7/openclaw-fields"]).toEqual(
      expect.arrayContaining(["bindings-counts", "binding-to-main", "var-env-vars"]),
    );
    expect(Object.keys(found).sort()).toEqual([
      "openclaw-2026.7/openclaw-fields",
      "openclaw-2026.9/entries",
      "openclaw-2026.9/openclaw-fields",
      "sophiaclaw/none",
    ]);
  });

  // The gallery's examples: each detects as the profile the gallery lists it under (SophiaClaw when it names none).
  const gallery = JSON.parse(readFileSync("public/examples/index.json", "utf8")) as {
    slug: string;
    profile?: string;
  }[];
  it.each(gallery.map((e) => [e.slug, e.profile ?? "sophiaclaw"] as const))(
    "detects the example %s as %s",
    (slug, profile) => {
      expect(detectProfile(readFileSync(`public/examples/${slug}.config.jsonc`, "utf8")).profile).toBe(profile);
    },
  );

  it("lists every example config file in the gallery, four of them SophiaClaw", () => {
    const files = readdirSync("public/examples").filter((f) => f.endsWith(".config.jsonc"));
    expect(files.sort()).toEqual(gallery.map((e) => `${e.slug}.config.jsonc`).sort());
    expect(gallery.filter((e) => e.profile === undefined).length).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ["nesting 100,000 deep", "[".repeat(100_000)],
    ["an unclosed comment", "{ /* agents"],
    ["a __proto__ key", '{ "__proto__": { "agents": { "entries": {} } } }'],
    ["non-string markers", '{ "$schema": 7, "openclaw": { "version": ["2026.9"] }, "meta": null }'],
    ["a lone surrogate", '{ "\uD800": "\uDC00" }'],
  ])("answers for %s without throwing", (_, text) => {
    expect(PROFILE_IDS).toContain(detectProfile(text).profile);
  });

  it("answers for any text, JSON or not", () => {
    const json = fc.jsonValue().map((v) => JSON.stringify({ agents: v, bindings: v }));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          json,
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (text) => {
          const found = detectProfile(text);
          expect(PROFILE_IDS).toContain(found.profile);
        },
      ),
    );
  });
});

describe("detectProfileOf (the page's detection, from the analyzer's read)", () => {
  const texts = [
    ...readdirSync("public/examples")
      .filter((f) => f.endsWith(".config.jsonc"))
      .map((f) => readFileSync(`public/examples/${f}`, "utf8")),
    ...recordedInputs("2026.7.35").map((c) => c.text),
    ...recordedInputs("2026.9.6").map((c) => c.text),
  ];

  it("answers as detectProfile for every example and recorded config the JSONC reader reads", () => {
    const read = texts.map((t) => [t, parseDocument(t, "config")] as const).filter(([, p]) => p.syntaxOk);
    expect(read.length).toBeGreaterThan(150);
    for (const [text, parsed] of read) expect(detectProfileOf(parsed.value)).toEqual(detectProfile(text));
  });
});
