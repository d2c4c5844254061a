import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluate, locatedValue, type Mode, type ToolClass } from "../../src/core/index";
import { type Grant, modeRank, REQUEST_KINDS, simulate, strictest, tighten, whoDecides } from "../../src/core/testing";
import { approvalArb, modeArb, modesArb, patternArb, requestArb, ruleArb } from "../permission/arbitraries";

const RUNS = { numRuns: 1000 };
const grantArb: fc.Arbitrary<Grant> = fc.record({ tool: fc.constantFrom("bash", "edit"), pattern: patternArb });
/** Two modes, the second the first or stricter (what checkMode guarantees of a subagent). */
const mainAndOwnArb = fc
  .tuple(modeArb, modeArb)
  .map(([a, b]) => (modeRank(a) <= modeRank(b) ? [a, b] : [b, a]) as [Mode, Mode]);

describe("properties of delegation (SEMANTICS §2)", () => {
  it("a subagent is never allowed what its main agent is not", () => {
    fc.assert(
      fc.property(
        requestArb,
        fc.array(ruleArb, { maxLength: 6 }),
        fc.array(approvalArb, { maxLength: 3 }),
        fc.array(grantArb, { maxLength: 3 }),
        mainAndOwnArb,
        fc.subarray([...REQUEST_KINDS]),
        modesArb,
        fc.boolean(),
        (req, rules, approvals, grants, [main, mode], request, modes, unattended) => {
          const ctx = { rules, approvals, modes };
          const v = whoDecides(req, { ctx, main, mode, request, grants, unattended });
          if (v.answer === "run") expect(evaluate(req, { ...ctx, mode: main }).action).toBe("allow");
        },
      ),
      RUNS,
    );
  });

  it("an unattended session never asks the person", () => {
    fc.assert(
      fc.property(
        requestArb,
        fc.array(ruleArb, { maxLength: 6 }),
        fc.array(approvalArb, { maxLength: 3 }),
        fc.array(grantArb, { maxLength: 3 }),
        modeArb,
        modeArb,
        modesArb,
        (req, rules, approvals, grants, main, mode, modes) => {
          const v = whoDecides(req, {
            ctx: { rules, approvals, modes },
            main,
            mode,
            request: [req.class],
            grants,
            unattended: true,
          });
          expect(v.answer).not.toBe("person");
        },
      ),
      RUNS,
    );
  });

  /** A random tree: each agent's parent is the lead or an agent before it; then the list is shuffled. */
  const treeArb = fc
    .array(fc.tuple(modeArb, fc.nat()), { maxLength: 12 })
    .map((xs) =>
      xs.map(([mode, p], i) => ({ name: `a${i}`, parent: i && p % (i + 1) ? `a${(p % (i + 1)) - 1}` : "lead", mode })),
    )
    .chain((agents) =>
      fc
        .shuffledSubarray(agents, { minLength: agents.length, maxLength: agents.length })
        .map((shuffled) => ({ agents, shuffled })),
    );

  it("tighten reaches grandchildren, is idempotent, and ignores the written order", () => {
    fc.assert(
      fc.property(modeArb, treeArb, (main, { agents, shuffled }) => {
        const out = tighten(main, agents);
        const modeOf = (name: string) => (name === "lead" ? main : out[name]!);
        for (const a of agents) {
          expect(out[a.name]).toBe(strictest(a.mode, modeOf(a.parent)));
          expect(modeRank(out[a.name]!)).toBeGreaterThanOrEqual(modeRank(main));
        }
        const again = tighten(
          main,
          agents.map((a) => ({ ...a, mode: out[a.name]! })),
        );
        expect({ ...again }).toEqual({ ...out });
        expect({ ...tighten(main, shuffled) }).toEqual({ ...out });
      }),
      RUNS,
    );
  });
});

describe("properties of the simulation", () => {
  const config = {
    tools: [
      { name: "read", class: "read" },
      { name: "edit", class: "edit" },
      { name: "bash", class: "execute" },
      { name: "web", class: "network" },
    ],
    models: [{ provider: "p", id: "m", reasoning: true }],
  };
  const CLASS: Record<string, ToolClass> = { read: "read", edit: "edit", bash: "execute", web: "network" };
  const scenarioArb = fc.record({
    mode: modeArb,
    unattended: fc.boolean(),
    rules: fc.array(
      fc.record({
        permission: fc.constantFrom("bash", "edit", "read", "*"),
        pattern: patternArb,
        action: fc.constantFrom("allow", "ask", "deny"),
      }),
      { maxLength: 5 },
    ),
    approvals: fc.array(
      fc.record({ permission: fc.constantFrom("bash", "edit"), pattern: patternArb, grantedIn: modeArb }),
      { maxLength: 2 },
    ),
    agents: fc.array(
      fc.record({
        mode: fc.option(modeArb, { nil: undefined }),
        parent: fc.nat(5),
        request: fc.subarray(["edit", "execute", "network"]),
        grants: fc.array(grantArb, { maxLength: 2 }),
      }),
      { maxLength: 5 },
    ),
    calls: fc.array(
      fc.record({
        agent: fc.nat(5),
        tool: fc.constantFrom("read", "edit", "bash", "web"),
        pattern: fc.string({ maxLength: 4 }),
      }),
      { maxLength: 6 },
    ),
  });

  it("no simulated subagent runs a call its main agent's mode does not allow, and unattended never asks", () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const agents = s.agents.map((a, i) => ({
          name: `s${i}`,
          parent: a.parent % (i + 1) ? `s${(a.parent % (i + 1)) - 1}` : "lead",
          ...(a.mode && { mode: a.mode }),
          request: a.request,
          grants: a.grants,
        }));
        const scenarios = {
          team: { mode: s.mode, unattended: s.unattended, approvals: s.approvals, agents },
          calls: s.calls.map((c) => ({
            agent: c.agent % (agents.length + 1) ? `s${(c.agent % (agents.length + 1)) - 1}` : "lead",
            tool: c.tool,
            pattern: c.pattern,
          })),
        };
        const cfg = { ...config, permission: { rules: s.rules } };
        const sim = simulate(locatedValue(cfg), locatedValue(scenarios, "scenarios"), {
          mainAgentId: "main",
          mainModel: "p/m",
        });
        for (const call of sim.calls) {
          if (s.unattended) expect(call.verdict.answer).not.toBe("person");
          if (call.verdict.answer !== "run") continue;
          // Independently of the trace: the main agent's own decision for the same request allows it.
          const req = { tool: call.tool, class: CLASS[call.tool]!, patterns: [...call.patterns] };
          const rules = s.rules.map((r) => ({ ...r, action: r.action as "allow" | "ask" | "deny" }));
          expect(evaluate(req, { mode: s.mode, rules, approvals: s.approvals }).action).toBe("allow");
        }
        for (const sub of sim.subagents)
          if (sub.outcome.ok) expect(modeRank(sub.outcome.mode)).toBeGreaterThanOrEqual(modeRank(s.mode));
      }),
      RUNS,
    );
  });
});
