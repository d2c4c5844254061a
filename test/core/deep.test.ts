/**
 * Deep structures reach no recursion that can overflow: the reader refuses nesting past its limit with one
 * diagnostic, and every walk after it (sharing with the last read, schema checks, the team tree) handles a document
 * nested right up to the limit, and a subagent chain thousands deep.
 */
import { describe, expect, it } from "vitest";
import { DOCUMENT_LIMITS } from "../../src/core/index";
import { analyze } from "../analyze";
import { testLimits } from "../limits";

const nested = (depth: number, open: string, close: string) => `${open.repeat(depth)}${close.repeat(depth)}`;

describe("deep documents", () => {
  it.each([
    ["config", "["],
    ["config", '{"a":'],
    ["scenarios", "["],
    ["scenarios", '{"a":'],
  ])("refuses 100,000 levels in the %s (%s) with a diagnostic, not a stack overflow", (doc, open) => {
    const deep = open.repeat(100_000);
    const a = doc === "config" ? analyze(deep, "{}", testLimits()) : analyze("{}", deep, testLimits());
    expect(a.diagnostics.filter((d) => d.doc === doc).length).toBeGreaterThan(0);
  });

  it("reads, checks and shares a document nested right up to the limit, twice in a row", () => {
    const depth = DOCUMENT_LIMITS.maxDepth - 2;
    const value = `{"x": ${nested(depth, "[", "]")}}`;
    const first = analyze(value, `{"y": ${nested(depth, '{"a":', "}").replace(/\{"a":\}/, '{"a":1}')}}`, testLimits());
    const second = analyze(`${value} `, "{}", testLimits());
    expect(first.configSyntaxOk).toBe(true);
    expect(second.configSyntaxOk).toBe(true);
    expect(second.diagnostics).toEqual(second.diagnostics.filter((d) => d.doc === "config"));
  });
});
