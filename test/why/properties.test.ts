/**
 * Properties of "why not?" over random teams and calls (1,000 cases): applying any offered suggestion makes the
 * call run; every other call it lets through is named; no suggestion comes before a narrower one that works.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MODES, suggestChanges } from "../../src/core/index";
import { applyToTexts } from "../../src/core/testing";
import { analyze } from "../analyze";
import { testAnalyzer, testLimits } from "../limits";
import { teamTexts, type TeamSpec } from "./fixture";

const RUNS = { numRuns: 1000 };
const modeArb = fc.constantFrom(...MODES);
const toolArb = fc.constantFrom("read", "edit", "write", "bash", "webfetch");
const textArb = fc.constantFrom(
  "src/a.ts",
  "src/b/c.ts",
  "npm test",
  "npm install",
  "rm -rf x",
  "a.env",
  "https://x.io/p",
);
const patternArb = fc.constantFrom("*", "src/*", "npm *", "rm *", "*.env", "npm test", "https://x.io/*", "src/a.ts");
const permissionArb = fc.constantFrom("edit", "bash", "webfetch", "read");
const ruleArb = fc.record({
  permission: permissionArb,
  pattern: patternArb,
  action: fc.constantFrom("allow", "ask", "deny"),
});
const approvalArb = fc.record({ permission: permissionArb, pattern: patternArb, grantedIn: modeArb });

/** A team of up to three subagents (each under the lead or the one before), and up to five calls. */
const specArb: fc.Arbitrary<TeamSpec> = fc
  .record({
    mainMode: modeArb,
    rules: fc.array(ruleArb, { maxLength: 5 }),
    approvals: fc.array(approvalArb, { maxLength: 2 }),
    agents: fc.array(
      fc.record({
        mode: fc.option(modeArb, { nil: undefined }),
        request: fc.subarray(["edit", "execute", "network"]),
        grants: fc.array(fc.record({ tool: toolArb, pattern: patternArb }), { maxLength: 2 }),
        chain: fc.boolean(),
      }),
      { maxLength: 3 },
    ),
    calls: fc.array(fc.record({ who: fc.nat(3), tool: toolArb, pattern: textArb }), { minLength: 1, maxLength: 5 }),
    unattended: fc.boolean(),
  })
  .map((r) => {
    const agents = r.agents.map((a, i) => ({
      name: `sub-${i}`,
      parent: i > 0 && a.chain ? `sub-${i - 1}` : "lead",
      ...(a.mode && { mode: a.mode }),
      ...(a.request.length && { request: a.request }),
      ...(a.grants.length && { grants: a.grants }),
    }));
    const names = ["lead", ...agents.map((a) => a.name)];
    return {
      mainMode: r.mainMode,
      rules: r.rules,
      approvals: r.approvals,
      agents,
      unattended: r.unattended,
      calls: r.calls.map((c) => ({ agent: names[c.who % names.length]!, tool: c.tool, pattern: c.pattern })),
    };
  });

const isSubset = (a: readonly string[], b: readonly string[]) => a.every((x) => b.includes(x));

describe("properties of why not?", () => {
  it("offered suggestions work, name every call they let through, and come narrowest first", () => {
    fc.assert(
      fc.property(specArb, fc.nat(4), (spec, pick) => {
        const texts = teamTexts(spec);
        const before = analyze(texts.config, texts.scenarios, testLimits());
        const index = pick % before.simulation.calls.length;
        const answer = suggestChanges(testAnalyzer(), texts, { kind: "call", index }, testLimits());
        if (answer.none) return;
        for (const s of answer.suggestions) {
          const changed = applyToTexts(texts, s.edits);
          const after = analyze(changed.config, changed.scenarios, testLimits());
          const target = after.simulation.calls[index]!.verdict.answer;
          if (answer.goal === "run") expect(target).toBe("run");
          else expect(target).not.toBe("run");
          // Every other call refused or asked before and run after is named by the suggestion.
          const letThrough = before.simulation.calls.filter(
            (c, i) => i !== index && c.verdict.answer !== "run" && after.simulation.calls[i]!.verdict.answer === "run",
          );
          expect(s.alsoRuns.length).toBe(letThrough.length);
        }
        // Never a wider change (one that lets through a strict superset of the calls) before a narrower one.
        const moved = answer.suggestions.map((s) =>
          answer.goal === "run" ? s.alsoRuns : s.alsoChanges.map((c) => c.key),
        );
        for (let i = 0; i < moved.length; i++)
          for (let j = i + 1; j < moved.length; j++)
            expect(isSubset(moved[j]!, moved[i]!) && moved[i]!.length > moved[j]!.length).toBe(false);
      }),
      RUNS,
    );
  });
});
