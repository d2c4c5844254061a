import { describe, expect, it } from "vitest";
import { DOCUMENT_CODES, SC } from "../../src/core/testing";

describe("the SC0xx codes table", () => {
  it("lists every named code once, in order, within SC0xx", () => {
    const codes = DOCUMENT_CODES.map((c) => c.code);
    expect(codes).toEqual([...new Set(codes)]);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes)).toEqual(new Set(Object.values(SC)));
    expect(codes.every((c) => /^SC0\d\d$/.test(c))).toBe(true);
  });

  it.each(DOCUMENT_CODES.map((c) => [c.code, c]))("%s has a severity and a title", (_, entry) => {
    expect(["error", "warning", "info"]).toContain(entry.severity);
    expect(entry.title.length).toBeGreaterThan(5);
  });
});
