// Changes along the chain (core/why/chains.ts): a call that no single change lets through, made to run by two or
// three changes (the main agent's mode and the subagent's; the subagent's mode and a rule or an approval; the tool
// given too), each verified, none holding a smaller answer that works, none of more than three changes; and the
// command line's `why` finds them.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/run";
import { suggestChanges, suggestionTitle } from "../../src/core/index";
import { applyToTexts } from "../../src/core/testing";
import { analyze } from "../analyze";
import { fakeIo } from "../cli/fakeIo";
import { testAnalyzer, testLimits } from "../limits";

const config = readFileSync("public/examples/starter.config.jsonc", "utf8");
const scenarios = (tools: readonly string[]) =>
  JSON.stringify(
    {
      env: { HOME: "/home/ada", cwd: "/home/ada/src/app" },
      team: {
        main: "assistant",
        mode: "default",
        agents: [{ name: "scout", parent: "lead", mode: "plan", model: "anthropic/claude-haiku", tools }],
      },
      calls: [{ agent: "scout", tool: "edit", pattern: "src/a.ts" }],
    },
    null,
    2,
  );

const verdictAfter = (texts: { config: string; scenarios: string }) =>
  analyze(texts.config, texts.scenarios, testLimits()).simulation.calls[0]!.verdict.answer;

describe.each([
  ["a plan-mode subagent under a default main agent", ["read", "edit"], 2],
  ["the same subagent without the edit tool", ["read"], 3],
])("%s: its edit runs after a verified change of %s", (_, tools, fewest) => {
  const texts = { config, scenarios: scenarios(tools) };

  it("no single change does it; the suggestions found are verified, minimal and of at most three changes", () => {
    expect(verdictAfter(texts)).not.toBe("run");
    const answer = suggestChanges(testAnalyzer(), texts, { kind: "call", index: 0 }, testLimits());
    expect(answer.suggestions.length).toBeGreaterThan(0);
    expect(Math.min(...answer.suggestions.map((s) => s.changes.length))).toBe(fewest);
    for (const s of answer.suggestions) {
      expect(s.changes.length).toBeLessThanOrEqual(3);
      expect([suggestionTitle(s), verdictAfter(applyToTexts(texts, s.edits))]).toEqual([suggestionTitle(s), "run"]);
      // None holds another suggestion's changes and more: the smaller one is the answer.
      const mine = new Set(s.changes.map((c) => JSON.stringify(c)));
      for (const o of answer.suggestions)
        if (o !== s && o.changes.length < s.changes.length)
          expect(o.changes.every((c) => mine.has(JSON.stringify(c)))).toBe(false);
    }
    // Never as loose as bypass when something else works.
    expect(answer.suggestions.some((s) => s.changes.some((c) => c.kind === "set-mode" && c.to === "bypass"))).toBe(
      false,
    );
  });
});

it("the plan-mode case's answers include both modes loosened, and the subagent's mode with a rule", () => {
  const texts = { config, scenarios: scenarios(["read", "edit"]) };
  const titles = suggestChanges(testAnalyzer(), texts, { kind: "call", index: 0 }, testLimits()).suggestions.map(
    suggestionTitle,
  );
  expect(titles).toContain(
    "Set the main agent's mode from default to accept-edits, and Set scout's mode from plan to accept-edits",
  );
  expect(titles).toContain(
    'Set scout\'s mode from plan to default, and Add the rule allow edit "src/a.ts" to permission.rules',
  );
});

it("scope-studio why finds the three-change answer", () => {
  const { io, out } = fakeIo({ "c.jsonc": config, "s.json": scenarios(["read"]) });
  expect(run(["why", "c.jsonc", "--scenarios", "s.json", "--call", "1"], io)).toBe(0);
  expect(out[0]).toBe("Call 1 is refused. To make it run:");
  expect(out[1]).toBe(
    '1. Give scout the tool edit, and Set scout\'s mode from plan to default, and Approve edit "src/a.ts" always, given in plan mode',
  );
});
