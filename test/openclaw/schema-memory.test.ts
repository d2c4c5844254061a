// The OpenClaw analyzer remembers what the schema found in each object of the config, by object: read through the
// studio's reading (which shares a text's unchanged entries with the last one's), a keystroke's check finds the
// untouched entries in memory. Through any run of edits (an entry made wrong, renamed, moved, put right, a key the
// schema does not know) its verdict and findings stay exactly a fresh analyzer's, and the memory is used.
import { describe, expect, it } from "vitest";
import { openclawDiagnostics, openclawMachine, type OpenClawProfileId } from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { openclawRoster } from "../../bench/openclaw.bench";
import { recordedInputs } from "./recorded";
import { interning, studioLike } from "./sharing";

const env = openclawMachine({ HOME: "/home/ada" });

/** Each edit takes the text before it (written on one line): one entry changed, renamed, moved or put back. */
const AGENT_1 = '{"id":"agent-1","workspace":"~/w/1","model":"openai/gpt-5.1"},';
type Edit = readonly [string, (text: string) => string];
const EDITS = (shape: "entries" | "list"): readonly Edit[] => [
  ["a workspace made a number", (t) => t.replace('"workspace":"~/w/3"', '"workspace":3')],
  ...(shape === "entries"
    ? ([
        ["that entry renamed (the same object at another path)", (t) => t.replace('"agent-3":', '"agent-3x":')],
        ["renamed back", (t) => t.replace('"agent-3x":', '"agent-3":')],
        ["renamed to an id the schema refuses", (t) => t.replace('"agent-3":', '"Agent 3!":')],
        ["another renamed to the id passed before", (t) => t.replace('"agent-4":', '"agent-3":')],
        ["the refused id put right", (t) => t.replace('"Agent 3!":', '"agent-4":')],
      ] satisfies Edit[])
    : ([
        ["an entry before it removed (the rest move up a place)", (t) => t.replace(AGENT_1, "")],
        ["put back", (t) => t.replace('{"id":"agent-2"', `${AGENT_1}{"id":"agent-2"`)],
      ] satisfies Edit[])),
  ["a key the schema does not know", (t) => t.replace('"workspace":"~/w/7"', '"workspace":"~/w/7","bogus":1')],
  ["the number put right", (t) => t.replace('"workspace":3', '"workspace":"~/w/3"')],
  ["the unknown key removed", (t) => t.replace(',"bogus":1', "")],
  ["a model that is not a string", (t) => t.replace('"workspace":"~/w/11"', '"workspace":"~/w/11","model":5')],
];

describe("the schema's findings remembered by object answer as a fresh check", () => {
  it.each([
    ["openclaw-2026.9", "entries", 40],
    ["openclaw-2026.7", "list", 40],
    ["openclaw-2026.7", "entries", 40],
    // Large enough for the roster's keys to be remembered one by one (keysChecked).
    ["openclaw-2026.9", "entries", 150],
    ["openclaw-2026.7", "list", 150],
  ] as const)("%s: a run of edits of a roster (%s) of %i agents", (profile, shape, agents) => {
    for (const analyzer of [studioLike(), interning()]) runEdits(analyzer, profile, shape, agents);
  });

  function runEdits(
    analyzer: ReturnType<typeof studioLike>,
    profile: OpenClawProfileId,
    shape: "entries" | "list",
    agents: number,
  ) {
    let text = JSON.stringify(JSON.parse(openclawRoster(agents, shape)));
    const seen = new Set<string>();
    for (const [what, edit] of [["as written", (t: string) => t] as const, ...EDITS(shape)]) {
      const next = edit(text);
      if (what !== "as written") expect(next, what).not.toBe(text);
      text = next;
      const mine = analyzer.diagnostics(profile, text, env);
      expect(mine, what).toEqual(openclawDiagnostics(profile, text, env, OPENCLAW_SCHEMAS));
      for (const i of mine.answer.verdict.issues) seen.add(i.kind);
    }
    // The edits were seen by the schema (the findings above are not all empty).
    expect(seen.size).toBeGreaterThan(0);
  }

  const CASES = [
    ...recordedInputs("2026.7.35").map((c) => ({ ...c, profile: "openclaw-2026.7" as OpenClawProfileId })),
    ...recordedInputs("2026.9.6").map((c) => ({ ...c, profile: "openclaw-2026.9" as OpenClawProfileId })),
  ];

  it(`every recorded config (${CASES.length}), one analyzer through them all, each read twice`, () => {
    const analyzer = studioLike();
    for (const c of CASES)
      for (const text of [c.text, `${c.text}\n`])
        expect(analyzer.diagnostics(c.profile, text, c.env)).toEqual(
          openclawDiagnostics(c.profile, text, c.env, OPENCLAW_SCHEMAS),
        );
  });
});
