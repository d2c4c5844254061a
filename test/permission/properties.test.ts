import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluate, matchWildcard } from "../../src/core/index";
import { actionRank, isMonotone, MODE_ORDER } from "../../src/core/testing";
import { approvalArb, modeArb, modesArb, requestArb, ruleArb } from "./arbitraries";

const RUNS = { numRuns: 1000 };

describe("properties of evaluate (SEMANTICS §2)", () => {
  it("generated tables are monotone (the precondition of the other properties)", () => {
    fc.assert(
      fc.property(modesArb, (t) => isMonotone(t)),
      RUNS,
    );
  });

  it("a stricter mode never gives a looser decision", () => {
    fc.assert(
      fc.property(
        requestArb,
        fc.array(ruleArb, { maxLength: 8 }),
        fc.array(approvalArb, { maxLength: 4 }),
        modesArb,
        (req, rules, approvals, modes) => {
          const ranks = MODE_ORDER.map((mode) => actionRank(evaluate(req, { mode, rules, approvals, modes }).action));
          for (let i = 1; i < ranks.length; i++) expect(ranks[i]).toBeGreaterThanOrEqual(ranks[i - 1]!);
        },
      ),
      RUNS,
    );
  });

  it("reordering rules and approvals changes nothing", () => {
    fc.assert(
      fc.property(
        requestArb,
        fc.array(ruleArb, { maxLength: 8 }),
        fc.array(approvalArb, { maxLength: 4 }),
        modeArb,
        modesArb,
        fc.infiniteStream(fc.nat()),
        (req, rules, approvals, mode, modes, seeds) => {
          const shuffle = <T>(xs: readonly T[]) => {
            const out = [...xs];
            for (let i = out.length - 1; i > 0; i--) {
              const j = seeds.next().value % (i + 1);
              [out[i], out[j]] = [out[j]!, out[i]!];
            }
            return out;
          };
          const a = evaluate(req, { mode, rules, approvals, modes });
          const b = evaluate(req, { mode, rules: shuffle(rules), approvals: shuffle(approvals), modes });
          expect({ action: b.action, reason: b.reason, kind: b.decidedBy.kind }).toEqual({
            action: a.action,
            reason: a.reason,
            kind: a.decidedBy.kind,
          });
        },
      ),
      RUNS,
    );
  });

  it("a matching deny rule wins in every mode", () => {
    fc.assert(
      fc.property(
        requestArb,
        fc.array(ruleArb, { maxLength: 8 }),
        fc.array(approvalArb, { maxLength: 4 }),
        modesArb,
        fc.nat(),
        (req, rules, approvals, modes, k) => {
          const text = req.patterns![k % req.patterns!.length]!;
          const deny = { permission: req.tool, pattern: text.replace(/a/g, "?"), action: "deny" as const };
          expect(matchWildcard(deny.pattern, text)).toBe(true);
          const all = [...rules.slice(0, k % (rules.length + 1)), deny, ...rules.slice(k % (rules.length + 1))];
          for (const mode of MODE_ORDER)
            expect(evaluate(req, { mode, rules: all, approvals, modes }).action).toBe("deny");
        },
      ),
      RUNS,
    );
  });
});
