/**
 * Reading only the entry a keystroke changed (document/splice.ts), pinned against reading the whole text: whenever the
 * splice answers, its value is the whole read's, and its index is the one a fresh pass over the new text makes; in a
 * large config it answers for a keystroke inside an entry, and the entries around keep their objects.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDocument } from "../../src/core/index";
import {
  commonPrefix,
  commonSuffix,
  INDEX_DEPTH,
  MAX_INDEXED_ENTRIES,
  newSpliceIndex,
  readStrictValue,
  scanEntries,
  spliceRead,
} from "../../src/core/testing";
import { largeConfig } from "../../bench/analyze.bench";
import { openclawRoster } from "../../bench/openclaw.bench";
import { applyEdit, edit, written } from "./json-texts";

/** Every object of `value` whose keys the index keeps has those keys (Object.keys'): how many there were. */
function expectKeysKnown(keys: WeakMap<object, readonly string[]> | undefined, value: unknown): number {
  if (typeof value !== "object" || value === null) return 0;
  const known = keys?.get(value);
  if (known) expect(known).toEqual(Object.keys(value));
  let n = known ? 1 : 0;
  for (const v of Object.values(value)) n += expectKeysKnown(keys, v);
  return n;
}

const naivePrefix = (a: string, b: string) => {
  let i = 0;
  while (i < Math.min(a.length, b.length) && a[i] === b[i]) i++;
  return i;
};

describe("the common prefix and suffix of two texts", () => {
  it("are the longest, and never overlap", () => {
    const long = fc.tuple(fc.string({ maxLength: 40 }), fc.nat({ max: 300 })).map(([s, n]) => s.repeat(n));
    fc.assert(
      fc.property(long, fc.string({ maxLength: 5 }), fc.nat(), fc.nat({ max: 5 }), (base, piece, at, cut) => {
        const i = base.length === 0 ? 0 : at % base.length;
        const other = base.slice(0, i) + piece + base.slice(i + cut);
        const p = commonPrefix(base, other);
        expect(p).toBe(naivePrefix(base, other));
        const s = commonSuffix(base, other, p);
        expect(p + s).toBeLessThanOrEqual(Math.min(base.length, other.length));
        const r = (t: string) => [...t].reverse().join("");
        expect(s).toBe(Math.min(naivePrefix(r(base), r(other)), Math.min(base.length, other.length) - p));
      }),
      { numRuns: 500 },
    );
  });
});

describe("spliceRead: the whole read's value, or no answer", () => {
  it("answers only with the whole read's value, and keeps an index equal to a fresh pass", () => {
    let spliced = 0;
    let keysChecked = 0;
    fc.assert(
      fc.property(written, fc.array(edit, { minLength: 1, maxLength: 6 }), (text, edits) => {
        const first = readStrictValue(text, 200);
        if (!first) return;
        let before = { text, value: first.value };
        let index = newSpliceIndex();
        for (const e of edits) {
          const next = applyEdit(before.text, e);
          const whole = readStrictValue(next, 200);
          const value = spliceRead(before, index, next, 200);
          if (value !== undefined) {
            spliced++;
            expect(whole, JSON.stringify([before.text, next])).toBeDefined();
            expect(value).toEqual(whole!.value);
            expect(JSON.stringify(value)).toBe(JSON.stringify(whole!.value));
            expect(index.root).toEqual(scanEntries(next, INDEX_DEPTH));
            keysChecked += expectKeysKnown(index.keys, value);
            before = { text: next, value };
          } else if (whole) {
            before = { text: next, value: whole.value };
            index = newSpliceIndex();
          }
        }
      }),
      { numRuns: 3000 },
    );
    // The property is not vacuous: many of the edits land inside an entry and are spliced.
    expect(spliced).toBeGreaterThan(300);
    expect(keysChecked).toBeGreaterThan(300);
  });

  it("indexes each entry of the first levels where its text reads to its value", () => {
    fc.assert(
      fc.property(written, (text) => {
        const read = readStrictValue(text, 200);
        if (!read) return;
        const root = scanEntries(text, INDEX_DEPTH);
        expect(root).toBeDefined();
        if (!root) return;
        const check = (entry: NonNullable<typeof root>, at: number, value: unknown) => {
          const own = readStrictValue(text.slice(at, at + entry.length), 200);
          expect(own?.value).toEqual(value);
          for (const child of entry.children ?? [])
            check(child, at + child.start, (value as Record<string | number, unknown>)[child.key]);
        };
        check(root, root.start, read.value);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("a keystroke in a large config, read through the document's last read", () => {
  const config = largeConfig(300);
  const EDITS: readonly (readonly [string, (t: string) => string])[] = [
    ["a character typed in an agent's id", (t) => t.replace('"agent-7"', '"agent-7x"')],
    ["a workspace changed", (t) => t.replace('"~/work/agent-150"', '"~/work/elsewhere"')],
    ["a skill added to the last agent", (t) => t.replace('"skill-299"', '"skill-299", "ops.*"')],
    ["a character taken out of an agent's id", (t) => t.replace('"agent-12"', '"agent-1"')],
  ];

  it.each(EDITS)("%s: the entry alone is read again, the rest are the same objects", (_, change) => {
    const before = parseDocument(config, "config");
    const text = change(config);
    const read = parseDocument(text, "config", { text: config, read: before });
    const whole = parseDocument(text, "config");
    expect(read.splice?.root).toBeDefined();
    expect(read.value).toEqual(whole.value);
    expect(read.diagnostics).toEqual(whole.diagnostics);
    const list = (v: unknown) => (v as { agents: { list: unknown[] } }).agents.list;
    const changed = list(read.value).filter((agent, i) => agent !== list(before.value)[i]);
    expect(changed).toHaveLength(1);
    for (const path of [
      ["agents", "list", 299, "skills", 1],
      ["agents", "list", 7, "id"],
      ["agents", "defaults"],
    ])
      expect(read.spanOf(path)).toEqual(whole.spanOf(path));
    // The next keystroke splices again, from this read.
    const next = text.replace('"~/work/agent-20"', '"~/work/agent-20y"');
    const again = parseDocument(next, "config", { text, read });
    expect(again.splice?.root).toBeDefined();
    expect(again.value).toEqual(parseDocument(next, "config").value);
  });

  it("spans asked at every keystroke through renames and edits of OpenClaw keys: the whole read's", () => {
    let text = openclawRoster(300, "entries");
    let read = parseDocument(text, "config");
    const keys = ["agent-7", "agent-8", "agent-299"];
    const ask = (doc: ReturnType<typeof parseDocument>, names: readonly string[]) => {
      const whole = parseDocument(text, "config");
      for (const name of names)
        for (const path of [
          ["agents", "entries", name],
          ["agents", "entries", name, "workspace"],
        ]) {
          expect(doc.spanOf(path), JSON.stringify(path)).toEqual(whole.spanOf(path));
          expect(doc.keySpanOf(path), JSON.stringify(path)).toEqual(whole.keySpanOf(path));
          // Through the index once a splice has made it (the first read has none).
          const floor = doc.floorOf?.(path);
          if (floor !== undefined) expect(floor).toBeLessThanOrEqual(whole.spanOf(path).offset);
        }
    };
    ask(read, keys);
    // Typed into a key, taken back, typed into a value, into another key, an entry cut out (the roster read again):
    // asked for the old names and the new.
    for (const [from, to] of [
      ['"agent-7":', '"agent-7x":'],
      ['"agent-7x":', '"agent-7xy":'],
      ['"agent-7xy":', '"agent-7x":'],
      ['"~/w/8"', '"~/w/8z"'],
      ['"agent-8":', '"agent-8q":'],
      [/"agent-9": \{\s*"workspace": "~\/w\/9"\s*\},\s*/, ""],
      ['"agent-8q":', '"agent-8r":'],
    ] as const) {
      const next = text.replace(from, to);
      const spliced = parseDocument(next, "config", { text, read });
      expect(spliced.splice?.root, to).toBeDefined();
      [text, read] = [next, spliced];
      ask(read, [...keys, "agent-7x", "agent-7xy", "agent-8q", "agent-8r", "agent-10"]);
    }
  });

  it("a character typed in an OpenClaw agent's key: the property renamed in place, its value the same object", () => {
    const roster = openclawRoster(300, "entries");
    const entries = (v: unknown) => (v as { agents: { entries: Record<string, unknown> } }).agents.entries;
    for (const [from, to] of [
      ['"agent-7":', '"agent-7x":'],
      ['"agent-7":', '"agent":'],
      ['"agent-20":', '"agent-\\u0041":'],
    ] as const) {
      const before = parseDocument(roster, "config");
      const text = roster.replace(from, to);
      const read = parseDocument(text, "config", { text: roster, read: before });
      const whole = parseDocument(text, "config");
      expect(read.splice?.root, to).toBeDefined();
      expect(read.value).toEqual(whole.value);
      expect(Object.keys(entries(read.value))).toEqual(Object.keys(entries(whole.value)));
      const [oldKey, newKey] = [JSON.parse(from.slice(0, -1)) as string, JSON.parse(to.slice(0, -1)) as string];
      expect(entries(read.value)[newKey]).toBe(entries(before.value)[oldKey]);
      expect(entries(read.value)["agent-299"]).toBe(entries(before.value)["agent-299"]);
      for (const path of [
        ["agents", "entries", newKey, "workspace"],
        ["agents", "entries", "agent-299", "workspace"],
      ])
        expect(read.spanOf(path)).toEqual(whole.spanOf(path));
    }
    // A name another agent has: read whole (the repeated key said). One that reads as a list index (an object puts
    // it first): the agents re-read together, in the whole read's order.
    for (const [to, whole] of [
      ['"agent-13":', true],
      ['"12":', false],
    ] as const) {
      const before = parseDocument(roster, "config");
      const text = roster.replace('"agent-12":', to);
      const read = parseDocument(text, "config", { text: roster, read: before });
      const fresh = parseDocument(text, "config");
      expect(read.splice?.root === undefined, to).toBe(whole);
      expect(read.value).toEqual(fresh.value);
      expect(Object.keys(entries(read.value))).toEqual(Object.keys(entries(fresh.value)));
      expect(read.diagnostics).toEqual(fresh.diagnostics);
    }
  });

  it("reads a text with more entries than are indexed whole (no index of millions), and the same value", () => {
    const many = `[${Array.from({ length: MAX_INDEXED_ENTRIES + 1 }, (_, i) => i % 10).join(",")}]`;
    const before = parseDocument(many, "config");
    const text = `[7${many.slice(2)}`;
    const read = parseDocument(text, "config", { text: many, read: before });
    expect(before.splice?.root).toBeNull();
    expect(read.value).toEqual(parseDocument(text, "config").value);
    expect(scanEntries(many, INDEX_DEPTH)).toBeUndefined();
  });

  it("reads the whole text again when a change is in no entry of the root", () => {
    const before = parseDocument(config, "config");
    const text = config.replace(/^\{/, '{ "extra": 1,');
    const read = parseDocument(text, "config", { text: config, read: before });
    expect(read.splice?.root).toBeUndefined();
    expect(read.value).toEqual(parseDocument(text, "config").value);
  });
});
