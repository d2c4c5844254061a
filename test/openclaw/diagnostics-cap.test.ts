// A keystroke's diagnostics in a large OpenClaw config look up only the spans that can be shown: each finding is put
// in text order by the earliest its span can start (through the splice index), and only those that can be among the
// first hundred of their code are placed. Whatever the roster's order in the text (ids that JavaScript puts first),
// wherever the edit, the diagnostics are exactly those of a fresh analysis, which places every finding.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createAnalyzer,
  createOpenClawAnalyzer,
  openclawDiagnostics,
  openclawMachine,
  SCENARIOS_MACHINE,
  SOPHIACLAW_PROFILE,
} from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { studioLike } from "./sharing";

const env = openclawMachine({ HOME: "/home/ada" });
const PROFILE = "openclaw-2026.9";

/** A roster of `n` agents in the order given, each naming its own model without fallbacks (a lint each). */
function roster(ids: readonly string[]): string {
  const entries = ids.map(
    (id, i) => `    ${JSON.stringify(id)}: { "workspace": "~/w/${i}", "model": "openai/gpt-5.1" }`,
  );
  return [
    "{",
    '  "agents": {',
    '    "ownership": "explicit",',
    '    "defaults": { "model": { "primary": "anthropic/claude-sonnet-4-5", "fallbacks": ["openai/gpt-5.1"] } },',
    '    "entries": {',
    entries.join(",\n"),
    "    }",
    "  }",
    "}",
  ].join("\n");
}

/** Ids in text order: words and numbers (which JavaScript puts before the words, in their numeric order) mixed. */
const ids = (n: number, seed: number): string[] =>
  Array.from({ length: n }, (_, i) => ((i * 7 + seed) % 5 === 0 ? String(((n - i) * 13) % 997) : `agent-${i}`)).filter(
    (id, i, all) => all.indexOf(id) === i,
  );

describe("a large config's diagnostics, the spans of those shown only", () => {
  it("are a fresh analysis's through a run of edits anywhere in a roster of 300 (3 findings a code's cap)", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 4 }),
        fc.array(fc.tuple(fc.nat({ max: 299 }), fc.constantFrom("longer", "", "x")), { minLength: 1, maxLength: 5 }),
        (seed, edits) => {
          const analyzer = studioLike();
          let text = roster(ids(300, seed));
          let capped = 0;
          for (const [at, typed] of [[0, "x"] as const, ...edits]) {
            // The workspace of the agent at `at` in the text edited (its length changed, the text after it moved).
            text = text.replace(new RegExp(`"~/w/${at}[a-z]*"`), `"~/w/${at}${typed}"`);
            const mine = analyzer.diagnostics(PROFILE, text, env);
            expect(mine.diagnostics).toEqual(openclawDiagnostics(PROFILE, text, env, OPENCLAW_SCHEMAS).diagnostics);
            capped += mine.diagnostics.filter((d) => d.code === "SC305").length;
          }
          // The lint's code was over its cap: the capped note was there, the selection was exercised.
          expect(capped).toBeGreaterThan(0);
        },
      ),
      { numRuns: 15 },
    );
  });

  it("look up the spans of about the first hundred of a code, not of every finding (a work count)", () => {
    // The page's reading (spliced from the last text), its spans counted.
    const reading = createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE });
    let spans = 0;
    const analyzer = createOpenClawAnalyzer(OPENCLAW_SCHEMAS, (text) => {
      const read = reading.read("config", text);
      const count =
        <A extends unknown[], R>(f: (...a: A) => R) =>
        (...a: A): R => (spans++, f(...a));
      return { ...read, spanOf: count(read.spanOf), keySpanOf: count(read.keySpanOf) };
    });
    const text = roster(ids(1000, 0));
    analyzer.diagnostics(PROFILE, text, env);
    const typed = text.replace('"~/w/500"', '"~/w/500x"');
    spans = 0;
    const found = analyzer.diagnostics(PROFILE, typed, env);
    expect(found.diagnostics).toEqual(openclawDiagnostics(PROFILE, typed, env, OPENCLAW_SCHEMAS).diagnostics);
    expect(found.lints.length).toBeGreaterThan(900);
    // A hundred shown and the note's: every finding placed would be a thousand.
    expect(spans).toBeLessThan(150);
  });
});
