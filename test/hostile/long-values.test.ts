/**
 * A long value written where the studio expects a short one is quoted cut, never whole: every message of an
 * analysis stays under MESSAGE_BOUND whatever the length of the values it names, wherever the value sits.
 */
import { describe, expect, it } from "vitest";
import { MAX_CHECKED_ENTRIES } from "../../src/core/testing";
import { analyze } from "../analyze";
import { BASE_CONFIG } from "./corpus";

const LONG = "i".repeat(100_000);
/** Generous for a sentence that quotes up to three values of 120 characters and lists a few names. */
const MESSAGE_BOUND = 1000;

const analyzed = (config: unknown, scenarios: unknown = {}) =>
  analyze(JSON.stringify(config), JSON.stringify(scenarios), { clock: () => 0, budgetMs: 60_000 });

describe("a 100,000-character value is quoted cut in every message", () => {
  it.each<[string, unknown, unknown]>([
    [
      "as a model and a mode",
      {
        ...BASE_CONFIG,
        agents: { list: [{ id: "a", model: { primary: LONG, fallbacks: [LONG, LONG] } }] },
        permission: { mode: LONG },
      },
      { team: { mode: LONG } },
    ],
    ["as permission.mode", { permission: { mode: LONG } }, {}],
    ["as permission.mode, not a string", { permission: { mode: [LONG] } }, {}],
    ["as a rule's action", { permission: { rules: [{ permission: "bash", action: LONG }] } }, {}],
    ["as a modes table action", { permission: { modes: { plan: { execute: { default: LONG } } } } }, {}],
  ])("%s", (_name, config, scenarios) => {
    const { diagnostics } = analyzed(config, scenarios);
    expect(diagnostics.length).toBeGreaterThan(0);
    const long = diagnostics.filter((d) => d.message.length > MESSAGE_BOUND).map((d) => [d.code, d.message.length]);
    expect(long).toEqual([]);
  });
});

/** A clock that moves one millisecond each time it is read: the budget counts clock readings, not real time. */
function tickingClock(): () => number {
  let now = 0;
  return () => now++;
}

const entries = (n: number, item: string) => `[${Array(n).fill(item).join(",")}]`;

describe("a list longer than MAX_CHECKED_ENTRIES", () => {
  const n = 3 * MAX_CHECKED_ENTRIES;
  it.each<[string, string, string, (string | number)[]]>([
    ["tools of empty objects", `{"tools":${entries(n, "{}")}}`, "{}", ["tools"]],
    ["permission.rules of strings", `{"permission":{"rules":${entries(n, '"r"')}}}`, "{}", ["permission", "rules"]],
    ["calls of nulls", "{}", `{"calls":${entries(n, "null")}}`, ["calls"]],
  ])("%s: SC019 names the list and its length, kept when the analysis is cut off", (_name, config, scenarios, list) => {
    const analysis = analyze(config, scenarios, { clock: tickingClock(), budgetMs: 50 });
    expect(analysis.cutOff).toBeDefined();
    const tooMany = analysis.diagnostics.filter((d) => d.data?.kind === "too-many-entries");
    expect(tooMany.map((d) => [d.code, d.path, d.data])).toEqual([
      ["SC019", list, { kind: "too-many-entries", list, entries: n, checked: MAX_CHECKED_ENTRIES }],
    ]);
  });

  it("a million empty tools: no more work than twice MAX_CHECKED_ENTRIES (the clock read as often), the list named", () => {
    // The work is counted by the analysis's own checks of its budget (one clock reading each), never timed: checking
    // every one of a million entries took 18 s; past the cap the entries are not checked, so 20,000 cost as much.
    const work = (n: number) => {
      let reads = 0;
      const analysis = analyze(`{"tools":${entries(n, "{}")}}`, "{}", {
        clock: () => reads++,
        budgetMs: Number.MAX_SAFE_INTEGER,
      });
      const tooMany = analysis.diagnostics.filter((d) => d.code === "SC019").map((d) => d.data);
      expect(tooMany).toEqual([
        { kind: "too-many-entries", list: ["tools"], entries: n, checked: MAX_CHECKED_ENTRIES },
      ]);
      return reads;
    };
    const capped = work(2 * MAX_CHECKED_ENTRIES);
    expect(capped).toBeGreaterThan(0);
    expect(work(1_000_000)).toBe(capped);
  });
});
