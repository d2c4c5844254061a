import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
/**
 * The page's expectations: the views that cross from the worker (path, met, expected, actual; every answer to pin),
 * the gutter marks made from them, and the header's count.
 */
import { describe, expect, it } from "vitest";
import { Studio } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { Packer, Unpacker } from "../../src/app/analysis/transport";
import { markClass, marksFor, valueText } from "../../src/app/editor/expectationMarks";
import { pinExpectations } from "../../src/app/state/pins";
import { expectationSummary } from "../../src/app/view-model/expectations";
import { testAnalyzer, testLimits } from "../limits";

const CONFIG = JSON.stringify({
  agents: { defaults: { model: "anthropic/claude-sonnet" }, list: [{ id: "main", default: true }, { id: "legal" }] },
  models: [{ provider: "anthropic", id: "claude-sonnet" }],
  tools: [
    { name: "read", class: "read" },
    { name: "edit", class: "edit" },
  ],
});

const SCENARIOS = `{
  "sessions": [{ "key": "agent:legal:a", "expect": "main" }],
  "skills": [{ "agent": "legal", "skill": "x" }],
  "team": { "agents": [{ "name": "scout", "parent": "lead", "tools": ["read"], "expect": { "tools": ["read"] } }] },
  "calls": [{ "agent": "scout", "tool": "read", "pattern": "a" }]
}`;

const viewsOf = (scenarios: string) =>
  new Unpacker().unpack(
    new Packer().pack(
      new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).update({ config: CONFIG, scenarios }, testLimits()),
    ),
  );

describe("the expectations and pins that cross from the worker", () => {
  const views = viewsOf(SCENARIOS);

  it("carry each expectation's path, whether it is met, and its expected and actual values, nothing more", () => {
    expect(views.expectations).toEqual([
      { path: ["sessions", 0, "expect"], met: false, expected: "main", actual: "legal" },
      { path: ["team", "agents", 0, "expect"], met: true, expected: ["read"], actual: ["read"] },
    ]);
  });

  it("carry every answer to pin, and pinning them all meets every expectation", () => {
    expect(views.pins.map((p) => p.subject)).toEqual(["session", "skill", "subagent", "call"]);
    const pinned = viewsOf(pinExpectations(SCENARIOS, views.pins));
    expect(pinned.expectations).toHaveLength(4);
    expect(pinned.expectations.every((e) => e.met)).toBe(true);
  });
});

describe("the gutter marks", () => {
  it.each([
    [true, "expect-mark expect-mark-met"],
    [false, "expect-mark expect-mark-failed"],
  ])("met %s is drawn with the classes %s", (met, classes) => {
    expect(markClass(met)).toBe(classes);
  });

  it("sit at each expect's span and say what was expected and what came", () => {
    const views = viewsOf(SCENARIOS);
    const spans = new Map([
      ["sessions,0,expect", { offset: 10, length: 6 }],
      ["team,agents,0,expect", { offset: 40, length: 20 }],
    ]);
    const marks = marksFor(views.expectations, (path) => spans.get(path.join(","))!);
    expect(marks).toEqual([
      { offset: 10, length: 6, met: false, hover: 'Expectation not met: expected "main", got "legal"' },
      { offset: 40, length: 20, met: true, hover: "Expectation met: read" },
    ]);
  });

  it.each([
    ["legal", '"legal"'],
    [true, "allowed"],
    [false, "not allowed"],
    [["read", "bash"], "read, bash"],
    [[], "no tools"],
  ])("a value %j reads %s", (value, text) => {
    expect(valueText(value)).toBe(text);
  });
});

describe("the header's count", () => {
  it("counts the met ones and finds the first that failed", () => {
    const summary = expectationSummary(viewsOf(SCENARIOS).expectations);
    expect(summary).toMatchObject({ total: 2, met: 1, firstFailed: { path: ["sessions", 0, "expect"] } });
  });
});
