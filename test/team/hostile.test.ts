/**
 * Teams and calls that grow faster than their input when handled naively: circles and chains of thousands of
 * subagents, thousands under a missing parent, thousands of calls of an unknown tool. Each is placed in the same
 * order as before, with messages of bounded length, diagnostics capped per code, and work linear in the team.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Analysis, ANALYZE_CODES, reasonText, TEAM_CODES } from "../../src/core/index";
import { MAX_DIAGNOSTICS_PER_CODE, NAMES_SHOWN, parentsFirst, tighten } from "../../src/core/testing";
import { analyze } from "../analyze";
import { testLimits } from "../limits";

/** The placing order as it was: each round takes the first item whose parent is placed (O(n²)). The oracle. */
function oldOrder<T extends { name: string; parent: string }>(items: readonly T[], root: string): T[] {
  const placed = new Set([root]);
  const pending = [...items];
  const out: T[] = [];
  for (;;) {
    const i = pending.findIndex((s) => placed.has(s.parent));
    if (i < 0) return out;
    const item = pending.splice(i, 1)[0]!;
    placed.add(item.name);
    out.push(item);
  }
}

/** A message never grows with the document: a few names, each clipped, and the sentence around them. */
const MAX_MESSAGE = 2_000;

function perCode(a: Analysis): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of a.diagnostics) counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
  return counts;
}

function expectBounded(a: Analysis) {
  for (const [code, n] of perCode(a)) expect(n, code).toBeLessThanOrEqual(MAX_DIAGNOSTICS_PER_CODE + 1);
  for (const d of a.diagnostics) expect(d.message.length).toBeLessThanOrEqual(MAX_MESSAGE);
  for (const s of a.simulation.subagents)
    if (!s.outcome.ok) expect(reasonText(s.outcome.reason).length).toBeLessThanOrEqual(MAX_MESSAGE);
  for (const c of a.simulation.calls)
    if (c.verdict.answer === "refused") expect(reasonText(c.verdict.reason).length).toBeLessThanOrEqual(MAX_MESSAGE);
}

const scenarios = (agents: { name: string; parent: string }[], calls: unknown[] = []) =>
  JSON.stringify({ team: { agents }, calls });

/** Counts the steps of an analysis: the budget reads its clock once per 32 steps of the long loops. */
function counted(): { limits: Parameters<typeof analyze>[2]; reads: () => number } {
  let reads = 0;
  return { limits: { clock: () => (reads++, 0), budgetMs: Number.MAX_SAFE_INTEGER }, reads: () => reads };
}

describe("placing a team, parents first", () => {
  const names = fc.constantFrom("a", "b", "c", "d", "e", "f", "lead", "ghost");
  const items = fc.array(fc.record({ name: names, parent: names }), { maxLength: 12 });

  it("places in the old order (the first written whose parent is placed), circles and missing parents included", () => {
    fc.assert(
      fc.property(items, (xs) => {
        const unique = xs.filter((x, i) => x.name !== "lead" && xs.findIndex((y) => y.name === x.name) === i);
        expect(parentsFirst(unique, "lead")).toEqual(oldOrder(unique, "lead"));
      }),
      { numRuns: 1000 },
    );
  });

  it("tightens a chain of 3,000 written leaf first, in work linear in the chain", () => {
    const chain = Array.from({ length: 3000 }, (_, i) => ({
      name: `a${i}`,
      parent: i ? `a${i - 1}` : "lead",
      mode: "default" as const,
    })).reverse();
    let steps = 0;
    expect(parentsFirst(chain, "lead", () => steps++)).toHaveLength(3000);
    expect(steps).toBe(3000);
    const after = tighten("plan", chain);
    expect(Object.keys(after)).toHaveLength(3000);
    expect(after.a2999).toBe("plan");
  });
});

describe("hostile teams through analyze", () => {
  it("refuses a circle of 3,000 subagents, each naming a few of the circle and its size", () => {
    const n = 3000;
    const agents = Array.from({ length: n }, (_, i) => ({ name: `a${i}`, parent: `a${(i + 1) % n}` }));
    const { limits, reads } = counted();
    const a = analyze("{}", scenarios(agents), limits);
    expect(a.simulation.subagents).toHaveLength(n);
    expect(a.simulation.subagents.every((s) => !s.outcome.ok)).toBe(true);
    expect(perCode(a).get(TEAM_CODES.cycle.code)).toBe(MAX_DIAGNOSTICS_PER_CODE);
    const first = a.simulation.subagents[0]!.outcome;
    expect(!first.ok && first.reason).toMatchObject({ kind: "cycle", size: n });
    expect(!first.ok && reasonText(first.reason)).toContain(`(${n} in all)`);
    expectBounded(a);
    expect(reads() * 32).toBeLessThanOrEqual(20 * n);
  });

  it("places a chain 3,000 deep written leaf first, with no stack to overflow", () => {
    const n = 3000;
    const agents = Array.from({ length: n }, (_, i) => ({ name: `a${i}`, parent: i ? `a${i - 1}` : "lead" })).reverse();
    const a = analyze("{}", scenarios(agents), testLimits());
    expect(a.simulation.subagents).toHaveLength(n);
    expect(a.simulation.subagents.map((s) => s.depth)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    expectBounded(a);
  });

  it("refuses 10,000 subagents under a missing parent, naming only a few of the others", () => {
    const n = 10_000;
    const agents = Array.from({ length: n }, (_, i) => ({ name: `a${i}`, parent: "ghost" }));
    const { limits, reads } = counted();
    const a = analyze("{}", scenarios(agents), limits);
    expect(a.simulation.subagents.filter((s) => !s.outcome.ok)).toHaveLength(n);
    expect(perCode(a).get(TEAM_CODES.missingParent.code)).toBe(MAX_DIAGNOSTICS_PER_CODE);
    const summary = a.diagnostics.find((d) => d.code === ANALYZE_CODES.capped.code);
    expect(summary?.data).toEqual({
      kind: "capped",
      code: TEAM_CODES.missingParent.code,
      shown: MAX_DIAGNOSTICS_PER_CODE,
      rest: n - MAX_DIAGNOSTICS_PER_CODE,
    });
    const error = a.simulation.subagents[0]!.outcome;
    expect(!error.ok && error.reason.kind).toBe("missing-parent");
    expect(!error.ok && reasonText(error.reason)).toContain(`and ${n - NAMES_SHOWN} more`);
    expectBounded(a);
    expect(reads() * 32).toBeLessThanOrEqual(20 * n);
  });

  it.each([1000, 5000])("refuses %i calls of an unknown tool with a bounded message each", (n) => {
    const tools = Array.from({ length: 500 }, (_, i) => ({ name: `tool${i}`, class: "read" }));
    const calls = Array.from({ length: n }, (_, i) => ({ tool: "nope", pattern: `x${i}` }));
    const a = analyze(JSON.stringify({ tools }), scenarios([], calls), testLimits());
    expect(a.simulation.calls).toHaveLength(n);
    expect(a.simulation.calls.every((c) => c.verdict.answer === "refused")).toBe(true);
    expect(perCode(a).get(TEAM_CODES.unknownTool.code)).toBe(MAX_DIAGNOSTICS_PER_CODE);
    const refusal = a.simulation.calls[0]!.verdict;
    expect(refusal.answer === "refused" && refusal.reason).toMatchObject({
      kind: "no-such-tool",
      tools: { total: 500 },
    });
    expect(refusal.answer === "refused" && reasonText(refusal.reason)).toContain(`and ${500 - NAMES_SHOWN} more`);
    expectBounded(a);
  });
});
