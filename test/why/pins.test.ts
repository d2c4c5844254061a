// Suggestions know the pins: a change that turns a met expectation (`expect` in the scenarios) into a failed one
// says which, ranks after the changes that break none, and "changes no other answer" is said only when true.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { suggestChanges } from "../../src/core/index";
import { testAnalyzer, testLimits } from "../limits";

describe("pins", () => {
  it("the starter's rm -rf call: every way to make it run breaks its own pin, and says so", () => {
    const texts = {
      config: readFileSync("public/examples/starter.config.jsonc", "utf8"),
      scenarios: readFileSync("public/examples/starter.scenarios.json", "utf8"),
    };
    const answer = suggestChanges(testAnalyzer(), texts, { kind: "call", index: 2 }, testLimits());
    expect(answer.suggestions.length).toBeGreaterThan(0);
    for (const s of answer.suggestions)
      expect(s.breaksPins).toContainEqual({
        path: ["calls", 2, "expect"],
        subject: "call",
        text: 'expected verdict "refused", got "run"',
      });
  });

  it("a change that breaks another call's pin ranks after one that breaks none", () => {
    const config = `{
  "tools": [{ "name": "bash", "class": "execute" }],
  "permission": {
    "mode": "default",
    "rules": []
  }
}
`;
    const scenarios = `{
  "calls": [
    { "agent": "lead", "tool": "bash", "pattern": "rm build" },
    { "agent": "lead", "tool": "bash", "pattern": "rm -rf /", "expect": "person" }
  ]
}
`;
    const answer = suggestChanges(testAnalyzer(), { config, scenarios }, { kind: "call", index: 0 }, testLimits());
    const breaks = answer.suggestions.map((s) => s.breaksPins.map((p) => JSON.stringify(p.path)));
    // A rule for "rm *" lets "rm -rf /" through too: its pin breaks. Those come last.
    expect(breaks.some((b) => b.includes(JSON.stringify(["calls", 1, "expect"])))).toBe(true);
    const firstBreaking = breaks.findIndex((b) => b.length > 0);
    expect(firstBreaking).toBeGreaterThan(0);
    expect(breaks.slice(firstBreaking).every((b) => b.length > 0)).toBe(true);
  });
});
