// "Clean up for 2026.9": every key the release refuses as unknown removed in one change, each the smallest edit
// (comments and the rest of the text kept), with the verdict the cleaned text gets; on the published configs, every
// one that 2026.9 refuses only for keys an older OpenClaw wrote becomes one it accepts.
import { describe, expect, it } from "vitest";
import { applyTextEdits, type OpenClawEnvironment } from "../../src/core/index";
import { openclawCleanup, OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { recordedInputs } from "./recorded";

const MACHINE: OpenClawEnvironment = { home: "/h", cwd: "/w", vars: {}, configAt: "/h/.openclaw/openclaw.json" };
const V9 = "openclaw-2026.9";

const clean = (text: string) => openclawCleanup(V9, text, MACHINE, OPENCLAW_SCHEMAS);

describe("clean up for 2026.9", () => {
  it("removes the keys an older OpenClaw wrote, keeps the comments, and the config is accepted", () => {
    const text = `{
  // written by openclaw 2026.3
  "meta": { "lastTouchedVersion": "2026.3.1", "lastTouchedAt": "2026-03-09T15:10:11.305Z" },
  "$comment": "my notes",
  "commands": { "native": "auto", "ownerDisplay": "raw" },
  "agents": { "entries": { "a": {} } }
}
`;
    const cleanup = clean(text)!;
    expect(cleanup.removed.map((r) => [...r.path, r.key].join("."))).toEqual([
      "meta.lastTouchedAt",
      "commands.ownerDisplay",
      "$comment",
    ]);
    expect(cleanup.after.valid).toBe(true);
    expect(cleanup.text).toContain("// written by openclaw 2026.3");
    expect(cleanup.text).toContain('"meta": { "lastTouchedVersion": "2026.3.1" }');
    expect(cleanup.text).toContain('"commands": { "native": "auto" }');
    expect(cleanup.text).not.toContain("$comment");
    // One edit, from the first change to the last, that gives the cleaned text.
    expect(cleanup.edits).toHaveLength(1);
    const [edit] = cleanup.edits;
    expect(applyTextEdits(text, [{ offset: edit!.start, length: edit!.end - edit!.start, text: edit!.text }])).toBe(
      cleanup.text,
    );
  });

  it("says what still stands in the way when unknown keys were not all", () => {
    const cleanup = clean('{ "_comment": "x", "agents": { "entries": { "a": { "workspace": 7 } } } }')!;
    expect(cleanup.removed.map((r) => r.key)).toEqual(["_comment"]);
    expect(cleanup.after.valid).toBe(false);
    expect(cleanup.after.issues.map((i) => i.kind)).toEqual(["schema-type"]);
  });

  it("offers nothing for a config without unknown keys, nor for a text only JSON5 reads", () => {
    expect(clean('{ "agents": { "entries": { "a": {} } } }')).toBeUndefined();
    expect(clean("{ $comment: 'x', agents: { entries: { a: {} } } }")).toBeUndefined();
  });

  it("on the published configs: each that 2026.9 refuses for unknown keys alone is accepted once cleaned", () => {
    const cases = recordedInputs("published-2026.9.6");
    let cleaned = 0;
    for (const c of cases) {
      const cleanup = openclawCleanup(V9, c.text, c.env, OPENCLAW_SCHEMAS);
      if (!cleanup) continue;
      const onlyUnknown = cleanup.removed.length > 0 && cleanup.after.issues.length === 0;
      if (onlyUnknown) cleaned++;
      expect(cleanup.after.issues.some((i) => i.kind === "unrecognized-key")).toBe(false);
    }
    expect(cleaned).toBeGreaterThan(5);
  });
});

it("offers no clean-up for a pasted config with more unknown keys than one clean-up removes (the panel stays quick)", () => {
  const keys = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`junk${i}`, i]));
  const text = JSON.stringify({ ...keys, agents: { entries: { a: {} } } }, null, 2);
  expect(clean(text)).toBeUndefined();
  const few = JSON.stringify({ junk1: 1, junk2: 2, agents: { entries: { a: {} } } }, null, 2);
  expect(clean(few)?.removed.map((r) => r.key)).toEqual(["junk1", "junk2"]);
});
