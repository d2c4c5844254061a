/**
 * Complexity pinned without a clock: the work per agent is a constant (counted through the spans asked for), and
 * documents far larger than any team writes are read to the end. Timings themselves live in bench/.
 */
import { describe, expect, it } from "vitest";
import { largeConfig } from "../../bench/analyze.bench";
import { analyze } from "../analyze";
import { testLimits } from "../limits";
import { DOCUMENT_LIMITS, type JsonPath, parseDocument, resolveAgents, SOPHIACLAW_PROFILE } from "../../src/core/index";
import type { Located } from "../../src/core/testing";

/**
 * The config of `n` agents, each with a relative workspace (one SC131 each, so every agent asks for a span), and
 * how many spans its resolution asked for.
 */
function spansAskedFor(n: number): number {
  const parsed = parseDocument(largeConfig(n).replaceAll('"~/work/', '"work/'), "config");
  let calls = 0;
  const counting: Located = {
    doc: parsed.doc,
    value: parsed.value,
    spanOf: (path: JsonPath) => {
      calls++;
      return parsed.spanOf(path);
    },
  };
  resolveAgents(counting, { HOME: "/home/user" }, SOPHIACLAW_PROFILE);
  return calls;
}

describe("work per agent", () => {
  it("asks for the same number of spans for each agent, however many there are", () => {
    const [none, thousand, twoThousand] = [0, 1000, 2000].map(spansAskedFor);
    expect(thousand! - none!).toBeGreaterThan(0);
    expect(twoThousand! - thousand!).toBe(thousand! - none!);
  });
});

describe("documents far larger than a team writes", () => {
  it("analyzes 20,000 agents to the end", () => {
    const analysis = analyze(largeConfig(20_000), "{}", testLimits());
    expect(analysis.configSyntaxOk).toBe(true);
    expect(analysis.agents).toHaveLength(20_000);
    expect(analysis.agents[19_999]?.workspace.value).toBe("/home/user/work/agent-19999");
    expect(analysis.agents[19_999]?.workspace.from.path).toEqual(["agents", "list", 19_999, "workspace"]);
  });

  it("reads an object of 100,000 keys, each written twice, with the duplicates capped", () => {
    const n = 100_000;
    const keys = Array.from({ length: n }, (_, i) => `"k${i}": ${i}`);
    const parsed = parseDocument(`{${keys.join(",")},${keys.join(",")}}`, "config");
    expect(Object.keys(parsed.value as object)).toHaveLength(n);
    const duplicates = parsed.diagnostics.filter((d) => d.path.length === 1);
    expect(duplicates).toHaveLength(DOCUMENT_LIMITS.maxSyntaxDiagnostics);
    expect(parsed.spanOf(["k99999"]).offset).toBeGreaterThan(parsed.keySpanOf(["k0"]).offset);
  });

  it("reads a list of 200,000 items and finds the span of the last one", () => {
    const n = 200_000;
    const parsed = parseDocument(`[${Array.from({ length: n }, (_, i) => i).join(",")}]`, "config");
    expect((parsed.value as unknown[]).length).toBe(n);
    expect(parsed.spanOf([n - 1])).toEqual({ offset: parsed.tree!.length - 7, length: 6 });
  });
});
