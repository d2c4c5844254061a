/**
 * `check --json` of floods: however many diagnostics, answers, calls or names the input makes, what is printed is
 * bounded (bytes counted), and every list that was cut says how many items it left out under `omitted`.
 */
import { describe, expect, it } from "vitest";
import { answersOf, createAnalyzer, SCENARIOS_MACHINE, SOPHIACLAW_PROFILE } from "../../src/core";
import { boundLists, JSON_INNER_LIST_MAX, JSON_LIST_MAX } from "../../src/cli/bounded-json";
import { run } from "../../src/cli/run";
import { fakeIo } from "./fakeIo";

/** What one `check --json` may print at most, for any of the floods below. */
const MAX_BYTES = 1.5 * 1024 * 1024;

const config = (agents: unknown[]) => JSON.stringify({ agents: { list: agents } });
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

interface Flood {
  readonly config: string;
  readonly scenarios?: string;
  /** How many diagnostics of each flooding code the input makes (the cap prints some, and counts the rest). */
  readonly made: Readonly<Record<string, number>>;
  /** A list inside an answer that is cut, and how long it was. */
  readonly inner?: { readonly field: "names"; readonly length: number };
}

const FLOODS: readonly (readonly [string, Flood])[] = [
  [
    "10,000 subagents whose parent is missing (each names all the others)",
    {
      config: "{}",
      scenarios: JSON.stringify({ team: { agents: range(10_000).map((i) => ({ name: `s${i}`, parent: "ghost" })) } }),
      made: { SC224: 10_000 },
      inner: { field: "names", length: 10_000 },
    },
  ],
  [
    "50,000 agents whose ids are numbers",
    {
      config: config(range(50_000).map((i) => ({ id: i }))),
      // SC104 on every id (a number counts as "default"), SC105 on every one after the first (the same id again).
      made: { SC104: 50_000, SC105: 49_999 },
    },
  ],
  [
    "20,000 calls of a tool the catalog does not have",
    {
      config: "{}",
      scenarios: JSON.stringify({
        calls: range(20_000).map((i) => ({ agent: "lead", tool: "no-such-tool", pattern: `f${i}` })),
      }),
      made: { SC230: 20_000 },
    },
  ],
];

describe("check --json of a flood is bounded, and counts what it leaves out", () => {
  it.each(FLOODS)("%s", (_name, flood) => {
    const files: Record<string, string> = { "c.json": flood.config };
    const args = ["check", "c.json", "--json"];
    if (flood.scenarios !== undefined) {
      files["s.json"] = flood.scenarios;
      args.push("--scenarios", "s.json");
    }
    const { io, out } = fakeIo(files);
    run(args, io);
    const bytes = out.reduce((n, line) => n + Buffer.byteLength(line) + 1, 0);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(MAX_BYTES);
    const json = JSON.parse(out.join("\n")) as {
      omitted: Record<string, number>;
      diagnostics: { code: string }[];
      answers: { reason?: Record<string, unknown> }[];
      calls: unknown[];
    };

    // The diagnostics as capped per code; what the cap left out is counted: all that were made, less those printed.
    const printed = (code: string) => json.diagnostics.filter((d) => d.code === code).length;
    const leftOut = Object.entries(flood.made).reduce((n, [code, made]) => n + made - printed(code), 0);
    expect(leftOut).toBeGreaterThan(0);
    expect(json.omitted.diagnostics).toBe(leftOut);

    // The answers: the first JSON_LIST_MAX, and the count of the rest.
    const a = createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE }).analyze(
      flood.config,
      flood.scenarios ?? "",
      {
        clock: () => 0,
        budgetMs: 20_000,
      },
    );
    const total = answersOf(a).length;
    expect(total).toBeGreaterThan(JSON_LIST_MAX);
    expect(json.answers).toHaveLength(JSON_LIST_MAX);
    expect(json.omitted.answers).toBe(total - JSON_LIST_MAX);

    // The calls: as many as the scenarios make, cut the same way.
    const calls = a.simulation.calls.length;
    expect(json.calls).toHaveLength(Math.min(calls, JSON_LIST_MAX));
    expect(json.omitted.calls).toBe(calls > JSON_LIST_MAX ? calls - JSON_LIST_MAX : undefined);

    // A list inside an answer (a reason naming every subagent): the first JSON_INNER_LIST_MAX, and the rest counted.
    if (flood.inner) {
      const { field, length } = flood.inner;
      const i = json.answers.findIndex((x) => Array.isArray(x.reason?.[field]));
      expect(i).toBeGreaterThanOrEqual(0);
      expect(json.answers[i]!.reason![field]).toHaveLength(JSON_INNER_LIST_MAX);
      expect(json.omitted[`answers[${i}].reason.${field}`]).toBe(length - JSON_INNER_LIST_MAX);
    }
  });

  it("prints no `omitted` when nothing was left out", () => {
    const { io, out } = fakeIo({ "c.json": config([{ id: "a" }, { id: "b" }]) });
    run(["check", "c.json", "--json"], io);
    expect(JSON.parse(out.join("\n"))).not.toHaveProperty("omitted");
  });
});

describe("boundLists", () => {
  it.each([
    ["a short list stays whole", { a: [1, 2] }, { a: [1, 2] }, {}],
    ["a long list keeps its first items", { a: [1, 2, 3, 4, 5] }, { a: [1, 2, 3] }, { a: 2 }],
    ["a list inside an item keeps fewer", { a: [{ b: [1, 2, 3] }] }, { a: [{ b: [1, 2] }] }, { "a[0].b": 1 }],
    [
      "a list in an object (not in a list) is a list of the output",
      { o: { a: [1, 2, 3, 4] } },
      { o: { a: [1, 2, 3] } },
      { "o.a": 1 },
    ],
    ["a key left whole is not cut", { whole: [1, 2, 3, 4, 5] }, { whole: [1, 2, 3, 4, 5] }, {}],
    [
      "scalars and odd keys pass through",
      { "a b": [1, 2, 3, 4], n: null, s: "x" },
      { "a b": [1, 2, 3], n: null, s: "x" },
      { '["a b"]': 1 },
    ],
  ])("%s", (_name, value, bounded, omitted) => {
    expect(boundLists(value, { max: 3, innerMax: 2, whole: ["whole"] })).toEqual({ value: bounded, omitted });
  });

  it("keeps a key named __proto__ as an own key (an env variable, an id), as the answers have it", () => {
    const value = JSON.parse('{"env": {"__proto__": "x", "HOME": "/h"}}') as unknown;
    const { value: bounded } = boundLists(value);
    expect(JSON.stringify(bounded)).toBe('{"env":{"__proto__":"x","HOME":"/h"}}');
  });
});
