/**
 * The time budget of an analysis: each part is named as it starts, and when the budget is spent the part running
 * stops, the analysis keeps what the parts before it found, and says (as data, then in words) which part it was.
 */
import { describe, expect, it } from "vitest";
import { type AnalysisLimits, type AnalysisPart, ANALYZE_CODES } from "../../src/core/index";
import { ANALYSIS_PARTS, scenarioTexts } from "../../src/core/testing";
import { analyze } from "../analyze";
import { testAnalyzer, testLimits } from "../limits";

/** A clock that stands still until `part` starts, then jumps past any budget: the budget runs out inside `part`. */
function spentIn(part: AnalysisPart, budgetMs = 1000): AnalysisLimits & { parts: AnalysisPart[] } {
  let now = 0;
  const parts: AnalysisPart[] = [];
  return {
    parts,
    budgetMs,
    clock: () => now,
    onPart: (p) => {
      parts.push(p);
      if (p === part) now = 10 * budgetMs;
    },
  };
}

const agents = (n: number) =>
  JSON.stringify({ agents: { list: Array.from({ length: n }, (_, i) => ({ id: `agent-${i}`, workspace: 3 })) } });
const team = (n: number, calls: number) =>
  JSON.stringify({
    team: { agents: Array.from({ length: n }, (_, i) => ({ name: `sub-${i}`, parent: "lead" })) },
    calls: Array.from({ length: calls }, (_, i) => ({ agent: "lead", tool: "nope", pattern: `x${i}` })),
  });

describe("analyze with a budget", () => {
  it("names every part as it starts, in order, and is not cut off within its budget", () => {
    const parts: AnalysisPart[] = [];
    const a = analyze(agents(3), team(2, 2), { ...testLimits(), onPart: (p) => parts.push(p) });
    expect(parts).toEqual([...ANALYSIS_PARTS]);
    expect(a.cutOff).toBeUndefined();
    expect(a.diagnostics.some((d) => d.code === ANALYZE_CODES.cutOff.code)).toBe(false);
  });

  it("stops inside a long part when the budget runs out, keeps the parts before it, and says which part", () => {
    const limits = spentIn("resolve-agents");
    const a = analyze(agents(500), team(3, 3), limits);
    expect(a.cutOff).toEqual({ part: "resolve-agents", budgetMs: 1000 });
    // The parts before it are whole: the schema problems of all 500 entries (capped per code) are there.
    expect(
      a.diagnostics.filter((d) => d.doc === "config" && d.code !== ANALYZE_CODES.cutOff.code).length,
    ).toBeGreaterThan(0);
    // That part and the ones after it show nothing; no part after it started.
    expect(a.agents).toEqual([]);
    expect(a.simulation.subagents).toEqual([]);
    expect(limits.parts.at(-1)).toBe("resolve-agents");
    const notes = a.diagnostics.filter((d) => d.code === ANALYZE_CODES.cutOff.code);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.data).toEqual({ kind: "cut-off", part: "resolve-agents", budgetMs: 1000 });
    expect(notes[0]!.message).toBe(scenarioTexts.cutOff({ part: "resolve-agents", budgetMs: 1000 }));
  });

  it("keeps the team and the calls decided so far when the budget runs out deciding the calls", () => {
    const a = analyze("{}", team(4, 500), spentIn("calls"));
    expect(a.cutOff?.part).toBe("calls");
    expect(a.simulation.subagents).toHaveLength(4);
    expect(a.simulation.calls.length).toBeLessThan(500);
    expect(a.simulation.calls.map((c) => c.index)).toEqual(a.simulation.calls.map((_, i) => i));
  });

  it.each(ANALYSIS_PARTS)("charges a budget spent in %s to that part", (part) => {
    const a = analyze(agents(50), team(50, 50), spentIn(part));
    expect(a.cutOff?.part).toBe(part);
  });

  it("with no budget at all still parses both documents (the editor needs them), says where they do not parse, and stops at the first check", () => {
    const a = analyze("{ oops", "{}", { clock: () => 0, budgetMs: 0 });
    expect(a.cutOff?.part).toBe("parse-config");
    expect(a.configSyntaxOk).toBe(false);
    expect(a.diagnostics.map((d) => d.code)).toEqual([ANALYZE_CODES.cutOff.code, "SC001", "SC002"]);
  });

  it("analyzes the same texts whole next time: a cut-off leaves nothing half-remembered", () => {
    const config = agents(300);
    const scenarios = team(5, 5);
    const analyzer = testAnalyzer();
    analyzer.analyze(config, scenarios, spentIn("validate-config"));
    const again = analyzer.analyze(config, scenarios, testLimits());
    const fresh = analyze(`${config} `, scenarios, testLimits());
    expect(again.cutOff).toBeUndefined();
    expect(again.agents).toHaveLength(300);
    expect(again.diagnostics.map((d) => [d.code, d.message])).toEqual(
      fresh.diagnostics.map((d) => [d.code, d.message]),
    );
  });
});
