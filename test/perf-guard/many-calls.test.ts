/**
 * Hundreds of thousands of calls: each refusal is made once and shared by every call refused the same way, a
 * diagnostic past those that can be shown is counted and never rendered, and what crosses to the page (the
 * Delegation view, the Markdown's decisions, the Changes view) is bounded, with the count of the rest.
 */
import { describe, expect, it } from "vitest";
import { Studio, studioAnalyzer } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { MAX_DECISIONS } from "../../src/app/share/content";
import { changesVM, MAX_CHANGES_SHOWN } from "../../src/app/view-model/changes";
import { delegationVM, MAX_CALLS_SHOWN } from "../../src/app/view-model/delegation";
import { ANALYZE_CODES, answerLookup, answersOf, diffAnswers, TEAM_CODES } from "../../src/core/index";
import { MAX_CHECKED_ENTRIES, MAX_DIAGNOSTICS_PER_CODE, OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { analyze } from "../analyze";
import { BASE_CONFIG } from "../hostile/corpus";
import { testLimits } from "../limits";

const CALLS = 200_000;
const config = JSON.stringify(BASE_CONFIG);
const unknownTools = (n: number) => `{"calls":[${Array(n).fill('{"tool":"nope"}').join(",")}]}`;

describe("a scenario of 200,000 calls of an unknown tool", () => {
  const a = analyze(config, unknownTools(CALLS), testLimits());
  const calls = a.simulation.calls;

  it("decides every call, all sharing one refusal (one verdict, one trace)", () => {
    expect(a.cutOff).toBeUndefined();
    expect(calls).toHaveLength(CALLS);
    expect(calls[0]!.verdict).toMatchObject({ answer: "refused", reason: { kind: "no-such-tool", tool: "nope" } });
    expect(calls.at(-1)!.verdict).toBe(calls[0]!.verdict);
    expect(calls.at(-1)!.trace).toBe(calls[0]!.trace);
  });

  it("makes the diagnostics that can be shown or give way to a schema one, and only counts the rest", () => {
    const made = MAX_CHECKED_ENTRIES + MAX_DIAGNOSTICS_PER_CODE;
    expect(a.simulation.diagnostics.filter((d) => d.code === TEAM_CODES.unknownTool.code)).toHaveLength(made);
    expect(a.simulation.uncounted).toEqual({ [TEAM_CODES.unknownTool.code]: CALLS - made });
  });

  it("shows the first diagnostics of the code and counts all the others, as if every one had been made", () => {
    const shown = a.diagnostics.filter((d) => d.code === TEAM_CODES.unknownTool.code);
    expect(shown).toHaveLength(MAX_DIAGNOSTICS_PER_CODE);
    expect(shown.map((d) => d.path)).toEqual(
      Array.from({ length: MAX_DIAGNOSTICS_PER_CODE }, (_, i) => ["calls", i, "tool"]),
    );
    const capped = a.diagnostics.filter(
      (d) => d.code === ANALYZE_CODES.capped.code && d.data?.kind === "capped" && d.data.code === shown[0]!.code,
    );
    expect(capped.map((d) => d.data)).toEqual([
      { kind: "capped", code: TEAM_CODES.unknownTool.code, shown: MAX_DIAGNOSTICS_PER_CODE, rest: CALLS - 100 },
    ]);
  });

  it("carries the first MAX_CALLS_SHOWN calls to the Delegation panel, and the count of the rest", () => {
    const vm = delegationVM(a, answerLookup(answersOf(a, { callsAtMost: MAX_CALLS_SHOWN })));
    expect(vm.calls).toHaveLength(MAX_CALLS_SHOWN);
    expect(vm.calls.at(-1)!.key).toBe(String(MAX_CALLS_SHOWN - 1));
    expect(vm.hiddenCalls).toBe(CALLS - MAX_CALLS_SHOWN);
  });

  it("lists the first MAX_DECISIONS decisions for the Markdown, from the call answers, and counts the rest", () => {
    const views = new Studio(studioAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).update(
      { config, scenarios: unknownTools(CALLS) },
      testLimits(),
    );
    expect(views.decisions).toHaveLength(MAX_DECISIONS + 1);
    expect(views.decisions[1]).toMatch(/^lead nope #2: refused \(/);
    expect(views.decisions.at(-1)).toBe(`…and ${(CALLS - MAX_DECISIONS).toLocaleString("en-US")} more calls.`);
  });

  it("carries the first MAX_CHANGES_SHOWN changes of a group to the Changes panel, and counts them all", () => {
    const before = answersOf(analyze(config, "{}", testLimits()));
    const vm = changesVM(diffAnswers(before, answersOf(a)));
    const group = vm.groups.find((g) => g.group === "call")!;
    expect(group.total).toBe(CALLS);
    expect(group.changes).toHaveLength(MAX_CHANGES_SHOWN);
    expect(group.changes[0]!.title).toBe("lead nope verdict");
  });
});
