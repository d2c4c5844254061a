// The OpenClaw analyzer takes the editor's reading of the config as its JSON5 value when that reading found nothing to
// say (no syntax error, no key written twice): such a text reads to the same value as JSON5, key order and own
// `__proto__` keys included (a property test over generated texts, and every recorded config); and no question the
// studio asks writes into that value, which the studio's reading keeps for the next keystroke (read frozen here).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createOpenClawAnalyzer, parseDocument, type OpenClawProfileId, type UpgradeStep } from "../../src/core/index";
import { OPENCLAW_SCHEMAS, parseJson5 } from "../../src/core/testing";
import { edited, written } from "../perf-guard/json-texts";
import { recordedInputs } from "./recorded";

/** Equal as values and as objects: the same own keys in the same order, -0 apart from 0, arrays apart from objects. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length || ka.some((k, i) => k !== kb[i])) return false;
  return ka.every(
    (k) => Object.hasOwn(b, k) && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/** What the editor's reading says of a text it would hand over: a value, and nothing else. */
const quietValue = (text: string) => {
  const read = parseDocument(text, "config");
  return read.syntaxOk && read.diagnostics.length === 0 && read.value !== undefined && text.charCodeAt(0) !== 0xfeff
    ? { value: read.value }
    : undefined;
};

describe("a text the editor's reading reads without a word reads to the same value as JSON5", () => {
  it.each([
    ["written texts (comments, trailing commas, repeated keys, __proto__)", written],
    ["the same texts edited by one piece of syntax", edited],
  ])("%s", (_, texts) => {
    let handed = 0;
    fc.assert(
      fc.property(texts, (text) => {
        const quiet = quietValue(text);
        if (!quiet) return;
        handed++;
        const json5 = parseJson5(text);
        expect(json5.ok, text).toBe(true);
        expect(json5.ok && same(json5.value, quiet.value), text).toBe(true);
      }),
      { numRuns: 3_000 },
    );
    expect(handed, "texts the reading would hand over").toBeGreaterThan(300);
  });

  const CASES = [
    ...recordedInputs("2026.7.35").map((c) => ({ ...c, profile: "openclaw-2026.7" as OpenClawProfileId })),
    ...recordedInputs("2026.9.6").map((c) => ({ ...c, profile: "openclaw-2026.9" as OpenClawProfileId })),
  ];

  it(`every recorded config (${CASES.length}) the reading hands over`, () => {
    const handed = CASES.filter((c) => {
      const quiet = quietValue(c.text);
      if (!quiet) return false;
      const json5 = parseJson5(c.text);
      expect(json5.ok && same(json5.value, quiet.value), c.text).toBe(true);
      return true;
    });
    expect(handed.length).toBeGreaterThan(CASES.length / 2);
  });

  it("no question writes into the value handed over (read frozen, every answer as a reading of its own)", () => {
    const STEP: UpgradeStep = { from: "openclaw-2026.7", to: "openclaw-2026.9" };
    const deepFreeze = (v: unknown): unknown => {
      if (typeof v === "object" && v !== null && !Object.isFrozen(v)) {
        Object.freeze(v);
        for (const x of Object.values(v)) deepFreeze(x);
      }
      return v;
    };
    for (const c of CASES) {
      const frozen = createOpenClawAnalyzer(OPENCLAW_SCHEMAS, (text) => {
        const read = parseDocument(text, "config");
        deepFreeze(read.value);
        return read;
      });
      const own = createOpenClawAnalyzer(OPENCLAW_SCHEMAS);
      const ask = (a: typeof own) => [
        a.diagnostics(c.profile, c.text, c.env),
        a.explain(c.profile, c.text, c.env),
        a.models(c.profile, c.text, c.env),
        a.skills(c.profile, c.text, c.env),
        a.sandboxes(c.profile, c.text, c.env),
        a.tools(c.profile, c.text, c.env),
        a.reports(c.profile, c.text, c.env),
        a.cleanup(c.profile, c.text, c.env),
        a.upgrade(STEP, c.text, c.env),
        a.convert(STEP, c.text, c.env),
      ];
      expect(ask(frozen)).toEqual(ask(own));
    }
  });
});
