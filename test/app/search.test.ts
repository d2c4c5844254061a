/** The search field's results: entries found by name or by any resolved value, in the panels' order, capped. */
import { describe, expect, it } from "vitest";
import { answersOf } from "../../src/core/index";
import { MAX_RESULTS, searchVM } from "../../src/app/view-model/search";
import { analyze } from "../analyze";
import { testLimits } from "../limits";

const config = JSON.stringify({
  agents: {
    defaults: { workspace: "~/work", model: "anthropic/claude-sonnet" },
    list: Array.from({ length: 300 }, (_, i) => ({
      id: `agent-${i}`,
      ...(i === 0 && { default: true }),
      workspace: `~/work/agent-${i}`,
    })),
  },
  models: [{ provider: "anthropic", id: "claude-sonnet", reasoning: true }],
  tools: [{ name: "bash", class: "execute" }],
});
const scenarios = JSON.stringify({
  env: { HOME: "/home/ada" },
  team: { main: "agent-0", agents: [{ name: "scout", parent: "lead" }] },
  calls: [{ agent: "scout", tool: "bash", pattern: "npm install" }],
});
const answers = answersOf(analyze(config, scenarios, testLimits()));

describe("the search", () => {
  it.each([
    { query: "agent-133", subjects: ["agent-133"], group: "agent", by: "its id" },
    {
      query: "/home/ada/work/agent-27",
      subjects: ["agent-27", "agent-270", "agent-271"],
      group: "agent",
      by: "its workspace path",
    },
    { query: "PERSON", subjects: ["scout bash npm install"], group: "call", by: "its verdict, in any case" },
    { query: "person", subjects: ["scout bash npm install"], group: "call", by: "its verdict" },
    {
      query: "scout",
      subjects: ["scout", "scout bash npm install"],
      group: "subagent",
      by: "a subagent's name, and the call it makes",
    },
  ])("finds $subjects by $by", ({ query, subjects, group }) => {
    const found = searchVM(answers, query);
    const got = found.hits.map((h) => h.subject);
    expect(got.slice(0, subjects.length)).toEqual(subjects);
    if (subjects.length) expect(found.hits[0]!.group).toBe(group);
    for (const h of found.hits) expect(h.target).toBeDefined();
  });

  it("names the values that matched, and where the entry is", () => {
    const hit = searchVM(answers, "agent-133").hits[0]!;
    expect(hit.target).toEqual({ doc: "config", path: ["agents", "list", 133] });
    expect(hit.matched.some((m) => m.startsWith("workspace: /home/ada/work/agent-133"))).toBe(true);
  });

  it("lists at most MAX_RESULTS entries and counts the rest; nothing for blank words", () => {
    const all = searchVM(answers, "agent-");
    expect(all.hits).toHaveLength(MAX_RESULTS);
    expect(all.more).toBe(300 - MAX_RESULTS);
    expect(searchVM(answers, "   ").hits).toEqual([]);
  });
});
