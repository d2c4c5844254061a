/**
 * Documents whose diagnostics would grow faster than the document: thousands of rules matching no tool among
 * thousands of tools, tens of thousands of agents with numeric ids, a 30,000-character rule against a 60,000-character
 * call, 100,000 nested lists. Diagnostics are capped per code with one summary each, no message lists everything,
 * and the work stays linear (counted through the budget's clock, which is read once per 32 loop steps).
 */
import { describe, expect, it } from "vitest";
import { type Analysis, ANALYZE_CODES, type Diagnostic, locatedValue, matchWork } from "../../src/core/index";
import {
  capPerCode,
  clip,
  fewNames,
  MAX_DIAGNOSTICS_PER_CODE,
  NAMES_SHOWN,
  PERMISSION_CODES,
  SCOPE_CODES,
} from "../../src/core/testing";
import { analyze } from "../analyze";
import { testLimits } from "../limits";

const MAX_MESSAGE = 2_000;

function expectCapped(a: Analysis) {
  const counts = new Map<string, number>();
  for (const d of a.diagnostics) counts.set(`${d.doc} ${d.code}`, (counts.get(`${d.doc} ${d.code}`) ?? 0) + 1);
  for (const [code, n] of counts) expect(n, code).toBeLessThanOrEqual(MAX_DIAGNOSTICS_PER_CODE + 1);
  for (const d of a.diagnostics) expect(d.message.length).toBeLessThanOrEqual(MAX_MESSAGE);
}

describe("diagnostics capped per code", () => {
  const d = (code: string, offset: number): Diagnostic => ({
    code,
    severity: "warning",
    message: `${code} at ${offset}`,
    doc: "config",
    path: ["x", offset],
    span: { offset, length: 1 },
  });

  it("keeps the first of each code in order, then one summary with the count of the rest as data", () => {
    const many = [...Array.from({ length: 250 }, (_, i) => d("SC999", i)), d("SC998", 300), d("SC998", 301)];
    const out = capPerCode(locatedValue({}), many, 100);
    expect(out.filter((x) => x.code === "SC999")).toEqual(many.slice(0, 100));
    expect(out.filter((x) => x.code === "SC998")).toHaveLength(2);
    const summary = out.filter((x) => x.code === ANALYZE_CODES.capped.code);
    expect(summary).toHaveLength(1);
    expect(summary[0]!.data).toEqual({ kind: "capped", code: "SC999", shown: 100, rest: 150 });
    // It stands right after the last one shown, at its place.
    expect(out[100]).toBe(summary[0]);
    expect(summary[0]!.span).toEqual(many[99]!.span);
  });

  it("adds nothing when no code passes the cap", () => {
    const few = [d("SC999", 1), d("SC998", 2)];
    expect(capPerCode(locatedValue({}), few, 100)).toEqual(few);
  });
});

describe("names inside messages", () => {
  it.each([
    [[], "none"],
    [["a", "b"], "a, b"],
    [
      Array.from({ length: 25 }, (_, i) => `t${i}`),
      `${Array.from({ length: NAMES_SHOWN }, (_, i) => `t${i}`).join(", ")} and ${25 - NAMES_SHOWN} more`,
    ],
  ])("lists a few of %j", (names, expected) => {
    expect(fewNames(names)).toBe(expected);
  });

  it("clips a long value, never inside a surrogate pair", () => {
    expect(clip("a".repeat(500), 10)).toBe(`${"a".repeat(10)}…`);
    expect(clip(`${"a".repeat(9)}😀tail`, 10)).toBe(`${"a".repeat(9)}…`);
  });
});

describe("hostile documents through analyze", () => {
  it("warns about 3,000 rules matching none of 3,000 tools with capped, bounded diagnostics", () => {
    const n = 3000;
    const config = {
      tools: Array.from({ length: n }, (_, i) => ({ name: `tool${i}`, class: "read" })),
      permission: {
        rules: Array.from({ length: n }, (_, i) => ({ permission: `nope${i}`, pattern: "*", action: "allow" })),
      },
    };
    let reads = 0;
    const a = analyze(JSON.stringify(config), "{}", { clock: () => (reads++, 0), budgetMs: Number.MAX_SAFE_INTEGER });
    const noTool = a.diagnostics.filter((x) => x.code === PERMISSION_CODES.permissionMatchesNoTool.code);
    expect(noTool).toHaveLength(MAX_DIAGNOSTICS_PER_CODE);
    expect(noTool[0]!.message).toContain(`and ${n - NAMES_SHOWN} more`);
    expect(a.diagnostics.find((x) => x.code === ANALYZE_CODES.capped.code)?.data).toEqual({
      kind: "capped",
      code: PERMISSION_CODES.permissionMatchesNoTool.code,
      shown: MAX_DIAGNOSTICS_PER_CODE,
      rest: n - MAX_DIAGNOSTICS_PER_CODE,
    });
    expectCapped(a);
    // One lookup per rule, not one match per rule and tool.
    expect(reads * 32).toBeLessThanOrEqual(20 * n);
  });

  it("reads 20,000 agents with numeric ids to the end, each code capped", () => {
    const n = 20_000;
    const config = JSON.stringify({ agents: { list: Array.from({ length: n }, (_, i) => ({ id: i })) } });
    const a = analyze(config, "{}", testLimits());
    expect(a.cutOff).toBeUndefined();
    expect(a.agents).toHaveLength(n);
    expect(a.diagnostics.some((x) => x.code === SCOPE_CODES.badId.code)).toBe(true);
    expectCapped(a);
  });

  it("decides a call against a 30,000-character rule in linear work", () => {
    const config = JSON.stringify({
      tools: [{ name: "bash", class: "execute" }],
      permission: { rules: [{ permission: "bash", pattern: `*${"a".repeat(30_000)}b`, action: "deny" }] },
    });
    const scenarios = JSON.stringify({ calls: [{ tool: "bash", pattern: "a".repeat(60_000) }] });
    const a = analyze(config, scenarios, testLimits(5_000));
    expect(a.cutOff).toBeUndefined();
    expect(a.simulation.calls[0]!.verdict.answer).not.toBe("refused");
    expectCapped(a);
  });

  it("refuses 100,000 nested lists in the scenarios with one diagnostic and no overflow", () => {
    const a = analyze("{}", "[".repeat(100_000), testLimits());
    expect(a.scenariosSyntaxOk).toBe(false);
    expect(a.diagnostics.filter((x) => x.doc === "scenarios").length).toBeGreaterThan(0);
    expectCapped(a);
  });
});

describe("a rule with ? between stars", () => {
  it("ending the pattern, is matched where it must end the text: linear work", () => {
    const pattern = `*${"?a".repeat(15_000)}b`;
    const text = "a".repeat(60_000);
    const { matched, steps } = matchWork(pattern, text);
    expect(matched).toBe(false);
    expect(steps).toBeLessThanOrEqual(4 * (pattern.length + text.length));
  });

  it("cannot outlast the budget: the search is stepped and cut off while deciding the call", () => {
    const config = JSON.stringify({
      tools: [{ name: "bash", class: "execute" }],
      permission: { rules: [{ permission: "bash", pattern: `*${"?a".repeat(15_000)}b*`, action: "deny" }] },
    });
    const scenarios = JSON.stringify({ calls: [{ tool: "bash", pattern: "a".repeat(60_000) }] });
    // A clock that moves one millisecond per reading (one reading per 32 steps): the budget is 20 readings.
    let now = 0;
    const a = analyze(config, scenarios, { clock: () => now++, budgetMs: 20 });
    expect(a.cutOff).toEqual({ part: "calls", budgetMs: 20 });
    expect(a.simulation.calls).toEqual([]);
    expect(now).toBeLessThanOrEqual(21);
  });
});
