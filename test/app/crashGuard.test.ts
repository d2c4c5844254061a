import { describe, expect, it } from "vitest";
import { CLEAR_AFTER_MS, createCrashGuard, digestOf, IN_PROGRESS_KEY, markerOf } from "../../src/app/analysis/guard";
import type { KeyValueStorage } from "../../src/app/platform";
import { DOCS, edited, fakeStorage } from "./analysisFakes";
import { fakeTimer } from "./storageFakes";

const clock = () => 1_700_000_000_000;

describe("the crash-loop guard", () => {
  it("records an analysis in progress (lengths, digest, time) and clears it when the analysis ends", () => {
    const storage = fakeStorage();
    const guard = createCrashGuard({ storage, clock });
    guard.begin(DOCS);
    expect(JSON.parse(storage.map.get(IN_PROGRESS_KEY) ?? "null")).toEqual({
      config: DOCS.config.length,
      scenarios: DOCS.scenarios.length,
      digest: markerOf(DOCS, 0).digest,
      at: clock(),
    });
    guard.end();
    expect(storage.map.has(IN_PROGRESS_KEY)).toBe(false);
  });

  it("keeps one marker through a burst of keystrokes' analyses: written once, removed once none has begun for a moment", () => {
    const storage = fakeStorage();
    const writes: string[] = [];
    const counted = {
      ...storage,
      setItem: (key: string, value: string) => (writes.push("set"), storage.setItem(key, value)),
      removeItem: (key: string) => (writes.push("remove"), storage.removeItem(key)),
    };
    const timer = fakeTimer();
    const guard = createCrashGuard({ storage: counted, clock, timer });
    for (let key = 0; key < 20; key++) {
      guard.begin(edited(DOCS, `key ${key}`));
      expect(storage.map.has(IN_PROGRESS_KEY), `analysis ${key} recorded`).toBe(true);
      guard.end();
      timer.tick(CLEAR_AFTER_MS / 4);
    }
    // A tab that died here (typing, between two keys' analyses) opens paused.
    expect(createCrashGuard({ storage, clock }).interrupted).toBeDefined();
    timer.tick(CLEAR_AFTER_MS);
    expect(storage.map.has(IN_PROGRESS_KEY)).toBe(false);
    expect(writes).toEqual(["set", "remove"]);
    expect(createCrashGuard({ storage, clock }).interrupted).toBeUndefined();
  });

  it("clears at once when the page is left, and an analysis that has not ended stays recorded", () => {
    const storage = fakeStorage();
    const timer = fakeTimer();
    const guard = createCrashGuard({ storage, clock, timer });
    guard.begin(DOCS);
    timer.tick(CLEAR_AFTER_MS * 10);
    expect(storage.map.has(IN_PROGRESS_KEY), "still analysing").toBe(true);
    guard.end();
    guard.leave();
    expect(storage.map.has(IN_PROGRESS_KEY)).toBe(false);
    expect(timer.waiting()).toBe(0);
  });

  it("removes only its own marker: one written since by another tab stays", () => {
    const storage = fakeStorage();
    const timer = fakeTimer();
    const guard = createCrashGuard({ storage, clock, timer });
    guard.begin(DOCS);
    guard.end();
    storage.setItem(IN_PROGRESS_KEY, "another tab's");
    timer.tick(CLEAR_AFTER_MS);
    expect(storage.map.get(IN_PROGRESS_KEY)).toBe("another tab's");
    guard.begin(DOCS);
    guard.leave();
    expect(storage.map.has(IN_PROGRESS_KEY)).toBe(false);
  });

  it("finds nothing interrupted after a visit whose analyses all ended", () => {
    const storage = fakeStorage();
    const first = createCrashGuard({ storage, clock });
    first.begin(DOCS);
    first.end();
    expect(createCrashGuard({ storage, clock }).interrupted).toBeUndefined();
  });

  it("finds the visit that died mid-analysis, and tells whether it was on the same documents", () => {
    const storage = fakeStorage();
    createCrashGuard({ storage, clock }).begin(DOCS); // ...and the tab crashed
    const next = createCrashGuard({ storage, clock });
    expect(next.interrupted?.marker).toMatchObject({ config: DOCS.config.length });
    expect(next.same(DOCS)).toBe(true);
    expect(next.same(edited(DOCS, "other"))).toBe(false);
  });

  it.each([
    ["not JSON", "{"],
    ["the wrong shape", '{"config":"1"}'],
    ["null", "null"],
  ])("treats a marker that is %s as an interrupted visit all the same", (_name, text) => {
    const next = createCrashGuard({ storage: fakeStorage({ [IN_PROGRESS_KEY]: text }), clock });
    expect(next.interrupted).toEqual({ marker: undefined });
    expect(next.same(DOCS)).toBe(false);
  });

  it("never throws when storage does (blocked, full): it just cannot remember", () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    };
    const guard = createCrashGuard({ storage: broken, clock });
    expect(guard.interrupted).toBeUndefined();
    expect(() => guard.begin(DOCS)).not.toThrow();
    expect(() => guard.end()).not.toThrow();
  });

  it.each([
    ["a different character", "abc", "abd"],
    ["a different length", "abc", "abcd"],
    ["another long text of the same length", "x".repeat(500_000), "y".repeat(500_000)],
    ["a long text with a line more", "x\n".repeat(250_000), "x\n".repeat(250_001)],
  ])("the digest tells documents apart: %s", (_name, a, b) => {
    expect(digestOf(a)).not.toBe(digestOf(b));
  });
});
