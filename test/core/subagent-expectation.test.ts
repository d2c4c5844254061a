/**
 * A subagent's `expect: { tools }`: the tools it should end up with, in any order, checked against the tool choice
 * like the other expectations (subject "subagent", expected and actual as data, SC303 as an error when not met).
 */
import { describe, expect, it } from "vitest";
import { analyze } from "../analyze";
import { testLimits } from "../limits";

const CONFIG = JSON.stringify({
  agents: { defaults: { model: "anthropic/claude-sonnet" }, list: [{ id: "main", default: true }] },
  models: [{ provider: "anthropic", id: "claude-sonnet" }],
  tools: [
    { name: "read", class: "read" },
    { name: "bash", class: "execute" },
    { name: "edit", class: "edit" },
  ],
});

const scenariosWith = (agent: Record<string, unknown>) =>
  JSON.stringify({ team: { agents: [{ name: "scout", parent: "lead", ...agent }] } });

const subagentExpectations = (agent: Record<string, unknown>) => {
  const a = analyze(CONFIG, scenariosWith(agent), testLimits());
  return { a, found: a.expectations.filter((e) => e.subject === "subagent") };
};

describe("a subagent's tool expectation", () => {
  it.each([
    ["the same tools", ["read", "bash"], ["read", "bash"], true],
    ["the same tools in another order", ["read", "bash"], ["bash", "read"], true],
    ["one tool missing", ["read"], ["read", "bash"], false],
    ["one tool too many", ["read", "bash", "edit"], ["read", "bash"], false],
    ["no tools expected", ["read"], [], false],
  ])("%s: met is %s", (_name, tools, expected, met) => {
    const { a, found } = subagentExpectations({ tools, expect: { tools: expected } });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      subject: "subagent",
      met,
      expected,
      actual: tools,
      path: ["team", "agents", 0, "expect"],
    });
    const diagnostics = a.diagnostics.filter((d) => d.code === "SC303");
    expect(diagnostics.map((d) => [d.severity, d.path])).toEqual(
      met ? [] : [["error", ["team", "agents", 0, "expect"]]],
    );
  });

  it("a subagent with no tools chosen is expected to get every tool its parent may give", () => {
    const { found } = subagentExpectations({ expect: { tools: ["edit", "bash", "read"] } });
    expect(found[0]).toMatchObject({ met: true });
  });

  it("a subagent whose choice is refused ends up with no tools", () => {
    const { found } = subagentExpectations({ model: "anthropic/claude-nope", expect: { tools: ["read"] } });
    expect(found[0]).toMatchObject({ met: false, actual: [] });
  });

  it.each([
    ["no expect", {}],
    ["an expect without tools", { expect: {} }],
    ["tools that are not all names", { expect: { tools: ["read", 3] } }],
  ])("%s is no expectation", (_name, agent) => {
    expect(subagentExpectations(agent).found).toEqual([]);
  });

  it("comes in the analysis's expectations after the skills and before the calls", () => {
    const scenarios = JSON.stringify({
      skills: [{ skill: "x", expect: true }],
      team: { agents: [{ name: "scout", parent: "lead", tools: ["read"], expect: { tools: ["read"] } }] },
      calls: [{ agent: "scout", tool: "read", pattern: "a", expect: "run" }],
    });
    const a = analyze(CONFIG, scenarios, testLimits());
    expect(a.expectations.map((e) => e.subject)).toEqual(["skill", "subagent", "call"]);
  });
});
