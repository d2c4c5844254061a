// OpenClaw reads its config as JSON5; the profiles read the document the same way (json5.ts).
import { describe, expect, it } from "vitest";
import { parseJson5 } from "../../src/core/testing";

describe("parseJson5", () => {
  it.each([
    ["comments and trailing commas", '// fleet\n{ /* a */ "a": [1, 2,], }', { a: [1, 2] }],
    ["unquoted and single-quoted keys", "{ agents: { 'my key': 'it\\'s' } }", { agents: { "my key": "it's" } }],
    ["hexadecimal, signed and bare-point numbers", "[0x1F, +3, -.5, 5., 1e2]", [31, 3, -0.5, 5, 100]],
    ["Infinity and NaN", "[Infinity, -Infinity, NaN]", [Infinity, -Infinity, NaN]],
    ["escapes and a continued line", '"a\\tb\\u00e9\\x41\\\nc"', "a\tbéAc"],
    [
      "integer-like keys first, as a JS object orders them",
      '{ "b": 1, "10": 2, "a": 3, "7": 4 }',
      { 7: 4, 10: 2, b: 1, a: 3 },
    ],
    ["plain JSON", '{"x": [true, false, null, "s"]}', { x: [true, false, null, "s"] }],
  ])("reads %s", (_, text, value) => {
    const result = parseJson5(text);
    expect(result).toEqual({ ok: true, value });
    if (result.ok && typeof value === "object" && value !== null && !Array.isArray(value)) {
      expect(Object.keys(result.value as object)).toEqual(Object.keys(value));
    }
  });

  it("keeps __proto__ as an ordinary own key", () => {
    const result = parseJson5('{ "__proto__": { "polluted": true } }');
    expect(result.ok && Object.hasOwn(result.value as object, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  it.each([
    ["an unclosed object", '{ "agents": { "entries": { "a": {} }\n', { line: 2, column: 1, atEnd: true }],
    ["a missing colon", '{\n  "a" 1 }', { line: 2, column: 7, atEnd: false }],
    ["a string broken by a newline", '"abc\ndef"', { line: 1, column: 5, atEnd: false }],
    ["text after the value", "{} x", { line: 1, column: 4, atEnd: false }],
  ])("says where %s stops the reading", (_, text, at) => {
    expect(parseJson5(text)).toEqual({ ok: false, ...at });
  });

  it("stops at nesting past 200 levels instead of overflowing the stack", () => {
    expect(parseJson5("[".repeat(200) + "]".repeat(200)).ok).toBe(true);
    expect(parseJson5("[".repeat(100_000))).toEqual({ ok: false, line: 1, column: 201, atEnd: false });
  });
});
