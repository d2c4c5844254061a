/**
 * A span found through the splice index (document/index-spans.ts) is the whole tree's locator's, for every path in a
 * value and for paths that go astray (a missing name, a segment of the other kind, a path past a scalar), whether the
 * name or the value is asked for, and its floor is at or before it; and a keystroke's read, spliced, answers through it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDocument, type JsonPath } from "../../src/core/index";
import { floorThroughIndex, INDEX_DEPTH, readStrictValue, scanEntries, spanThroughIndex } from "../../src/core/testing";
import { openclawRoster } from "../../bench/openclaw.bench";
import { edited, written } from "./json-texts";

/** Every path in `value`, down to `depth` levels, and from each some that lead nowhere. */
function pathsOf(value: unknown, depth = 6, at: JsonPath = []): JsonPath[] {
  const astray: JsonPath[] = [
    [...at, "missing"],
    [...at, 0],
    [...at, "0"],
    [...at, 99],
  ];
  if (depth === 0 || typeof value !== "object" || value === null) return [at, ...astray];
  const children = Array.isArray(value)
    ? value.flatMap((v, i) => [...pathsOf(v, depth - 1, [...at, i]), [...at, String(i)]])
    : Object.keys(value).flatMap((k) => pathsOf((value as Record<string, unknown>)[k], depth - 1, [...at, k]));
  return [at, ...astray, ...children];
}

describe("spans through the splice index", () => {
  it.each([
    ["written texts", written],
    ["edited texts", edited],
  ])("are the whole tree's, for %s", (_, texts) => {
    let asked = 0;
    fc.assert(
      fc.property(texts, (text) => {
        const read = readStrictValue(text, 200);
        const root = read && scanEntries(text, INDEX_DEPTH);
        if (!read || !root) return;
        const whole = parseDocument(text, "config");
        // One index for every path: what it keeps of an entry read for one path answers the next.
        const index = { root };
        for (const path of pathsOf(read.value)) {
          asked++;
          expect(spanThroughIndex(index, text, path, false, 200), JSON.stringify([text, path])).toEqual(
            whole.spanOf(path),
          );
          expect(spanThroughIndex(index, text, path, true, 200), JSON.stringify([text, path])).toEqual(
            whole.keySpanOf(path),
          );
          // The floor: at or before both spans, whatever the path.
          const floor = floorThroughIndex(index, path)!;
          expect(floor, JSON.stringify([text, path])).toBeLessThanOrEqual(whole.spanOf(path).offset);
          expect(floor, JSON.stringify([text, path])).toBeLessThanOrEqual(whole.keySpanOf(path).offset);
        }
      }),
      { numRuns: 2_000 },
    );
    // Thousands of paths compared (a run asks 9,000-13,000 of edited texts, 26,000-29,000 of written ones): the bound
    // is half the least seen, so no seed fails it, and a generator that stopped making paths would.
    expect(asked).toBeGreaterThan(4_500);
  });

  it("a keystroke's read, spliced, answers the diagnostics' spans as a whole read does", () => {
    const roster = openclawRoster(300, "entries");
    const before = parseDocument(roster, "config");
    const text = roster.replace('"~/w/7"', '"~/w/7x"');
    const read = parseDocument(text, "config", { text: roster, read: before });
    expect(read.splice?.root).toBeDefined();
    const whole = parseDocument(text, "config");
    for (const path of [
      ["agents", "entries", "agent-7", "workspace"],
      ["agents", "entries", "agent-1", "model"],
      ["agents", "entries", "agent-3", "sandbox", "mode"],
      ["agents", "entries", "agent-299"],
      ["agents", "defaults", "model", "fallbacks", 0],
      ["agents", "entries", "nobody", "model"],
    ]) {
      expect(read.spanOf(path)).toEqual(whole.spanOf(path));
      expect(read.keySpanOf(path)).toEqual(whole.keySpanOf(path));
    }
  });

  it("through a run of keystrokes, each read spliced from the last, in the entry edited and around it", () => {
    const PATHS: readonly JsonPath[] = [
      ["agents", "entries", "agent-7", "workspace"],
      ["agents", "entries", "agent-7", "model"],
      ["agents", "entries", "agent-8", "workspace"],
      ["agents", "entries", "agent-6", "model"],
      ["agents", "entries", "agent-7x", "model"],
    ];
    let text = openclawRoster(300, "entries");
    let read = parseDocument(text, "config");
    const edits: readonly ((t: string) => string)[] = [
      (t) => t.replace('"~/w/7"', '"~/w/7-longer"'),
      (t) => t.replace('"~/w/7-longer"', '"~/w/7"'),
      (t) => t.replace('"agent-7":', '"agent-7x":'),
      (t) => t.replace('"~/w/7"', '"~/w/seven"'),
      (t) => t.replace('"~/w/6"', '"~/w/6-and-more"'),
      (t) => t.replace('"agent-7x":', '"agent-7":'),
    ];
    let spliced = 0;
    for (const edit of edits) {
      const next = edit(text);
      expect(next).not.toBe(text);
      read = parseDocument(next, "config", { text, read });
      text = next;
      if (read.splice?.root) spliced++;
      const whole = parseDocument(text, "config");
      for (const path of PATHS) {
        expect(read.spanOf(path), JSON.stringify(path)).toEqual(whole.spanOf(path));
        expect(read.keySpanOf(path), JSON.stringify(path)).toEqual(whole.keySpanOf(path));
      }
    }
    expect(spliced).toBe(edits.length);
  });
});
