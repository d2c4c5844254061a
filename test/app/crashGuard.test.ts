import { describe, expect, it } from "vitest";
import { createCrashGuard, digestOf, IN_PROGRESS_KEY, markerOf } from "../../src/app/analysis/guard";
import type { KeyValueStorage } from "../../src/app/platform";
import { DOCS, edited, fakeStorage } from "./analysisFakes";

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
