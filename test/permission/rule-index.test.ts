import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchWildcard, newRuleIndexMemory, type Rule } from "../../src/core/index";
import { candidateRules } from "../../src/core/testing";
import { ruleArb, textArb } from "./arbitraries";

describe("candidateRules", () => {
  it("never leaves out a matching rule", () => {
    fc.assert(
      fc.property(
        fc.array(ruleArb, { minLength: 32, maxLength: 80 }),
        fc.constantFrom("bash", "edit", "bz"),
        textArb,
        (rules, permission, text) => {
          const candidates = new Set(candidateRules(rules, permission, text, newRuleIndexMemory()));
          for (const r of rules)
            if (matchWildcard(r.permission, permission) && matchWildcard(r.pattern, text))
              expect(candidates.has(r)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("narrows a large rule list to the rules of the permission and the text's prefix", () => {
    const rules: Rule[] = Array.from({ length: 100 }, (_, i) => ({
      permission: i % 2 ? "bash" : "edit",
      pattern: `cmd${i} *`,
      action: "allow",
    }));
    rules.push(
      { permission: "*", pattern: "*", action: "deny" },
      { permission: "bash", pattern: "git status *", action: "allow" },
    );
    const memory = newRuleIndexMemory();
    expect(candidateRules(rules, "bash", "cmd11 --x", memory).map((r) => r.pattern)).toEqual([
      "cmd1 *",
      "cmd11 *",
      "*",
    ]);
    expect(candidateRules(rules, "bash", "git status", memory).map((r) => r.pattern)).toEqual(["git status *", "*"]);
  });

  it("looks at every rule when nothing can keep an index", () => {
    const rules: Rule[] = Array.from({ length: 40 }, (_, i) => ({
      permission: "bash",
      pattern: `c${i}`,
      action: "allow",
    }));
    expect(candidateRules(rules, "bash", "c1")).toBe(rules);
  });

  it("scans a short list as it is", () => {
    const rules: Rule[] = [{ permission: "bash", pattern: "x", action: "allow" }];
    expect(candidateRules(rules, "edit", "y", newRuleIndexMemory())).toBe(rules);
  });
});
