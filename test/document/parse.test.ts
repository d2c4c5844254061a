import { describe, expect, it } from "vitest";
import { parseDocument } from "../../src/core/index";
import { SC } from "../../src/core/testing";

describe("parseDocument: JSON with comments", () => {
  it("reads line and block comments and trailing commas without a diagnostic", () => {
    const text = `// the config
{
  /* agents */ "agents": { "list": [ { "id": "a", }, ], }, // trailing commas everywhere
}`;
    const parsed = parseDocument(text, "config");
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.syntaxOk).toBe(true);
    expect(parsed.value).toEqual({ agents: { list: [{ id: "a" }] } });
  });

  it.each([[""], ["   \n\t  "], ["// only a comment\n"], ["/* block */"]])(
    "reads the blank text %j as an empty document: no value, no error",
    (text) => {
      const parsed = parseDocument(text, "scenarios");
      expect(parsed.value).toBeUndefined();
      expect(parsed.diagnostics).toEqual([]);
      expect(parsed.syntaxOk).toBe(true);
      expect(parsed.doc).toBe("scenarios");
    },
  );

  it("reads a leading byte order mark as a space", () => {
    const parsed = parseDocument('\uFEFF{"a": 1}', "config");
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value).toEqual({ a: 1 });
    expect(parsed.spanOf(["a"])).toEqual({ offset: 7, length: 1 });
  });

  it("keeps the tree jsonc-parser built", () => {
    expect(parseDocument("[1]", "config").tree?.type).toBe("array");
  });
});

describe("parseDocument: syntax errors, each with jsonc-parser's exact span", () => {
  it.each([
    ["@", SC.unexpectedToken, 0, 1, /Unexpected "@"/],
    ["{a:1}", SC.unexpectedToken, 1, 1, /double quotes/],
    ['{"a" 1}', SC.missingPunctuation, 5, 1, /Add a colon/],
    ['{"a":1 "b":2}', SC.missingPunctuation, 7, 3, /Add a comma between the two values/],
    ["[1 2]", SC.missingPunctuation, 3, 1, /Add a comma between the two values/],
    ['{"a":1', SC.missingPunctuation, 6, 0, /Close the object with "}"/],
    ["[1", SC.missingPunctuation, 2, 0, /Close the list with "]"/],
    ['{"a":"x', SC.unterminatedString, 5, 2, /never closed. End it with a double quote/],
    ['"a\u0001b"', SC.invalidCharacter, 0, 5, /escape such as \\n/],
    ["1.", SC.invalidNumber, 0, 2, /stops too early/],
    ["1e+", SC.invalidNumber, 0, 3, /stops too early/],
    ['"\\u12"', SC.invalidEscape, 0, 6, /four hexadecimal digits/],
    ['"\\q"', SC.invalidEscape, 0, 4, /double it/],
    ["/* x", SC.invalidComment, 0, 4, /End it with \*\//],
    ['{"a":}', SC.missingNameOrValue, 5, 1, /A value belongs here/],
    ["{1:2}", SC.missingNameOrValue, 1, 1, /property name in double quotes/],
    ["1 2", SC.trailingContent, 2, 1, /already ended/],
    ['{"a":1}}', SC.trailingContent, 7, 1, /already ended/],
  ])("%j gives %s at offset %i, length %i", (text, code, offset, length, message) => {
    const parsed = parseDocument(text, "config");
    const first = parsed.diagnostics[0];
    expect(first).toMatchObject({ code, severity: "error", doc: "config", path: [], span: { offset, length } });
    expect(first?.message).toMatch(message);
    expect(parsed.syntaxOk).toBe(false);
  });

  it("reports every error of a text, in order", () => {
    const codes = parseDocument("{a:1}", "config").diagnostics.map((d) => [d.code, d.span.offset]);
    expect(codes).toEqual([
      [SC.unexpectedToken, 1],
      [SC.missingNameOrValue, 2],
      [SC.missingNameOrValue, 4],
    ]);
  });
});

describe("parseDocument: a half-typed document keeps what parsed", () => {
  it.each([
    [
      '{"agents": {"list": [{"id": "a"}, {"id": "b", "workspace": "/w"',
      { agents: { list: [{ id: "a" }, { id: "b", workspace: "/w" }] } },
    ],
    ['{"agents": {"list": [{"id": "a"}, {"id": ', { agents: { list: [{ id: "a" }, {}] } }],
    ['{"permission": {"mode": "plan", "rules": [', { permission: { mode: "plan", rules: [] } }],
    ['{"a": 1, "b": ', { a: 1 }],
    ['{"a": 1, "b"', { a: 1 }],
    ["[1, 2, ", [1, 2]],
  ])("%j reads as %j", (text, value) => {
    const parsed = parseDocument(text, "config");
    expect(parsed.syntaxOk).toBe(false);
    expect(parsed.diagnostics.length).toBeGreaterThan(0);
    expect(parsed.value).toEqual(value);
  });
});

describe("parseDocument: spans stay inside the text", () => {
  it("clamps jsonc-parser's one-past-the-end span of an unclosed comment", () => {
    expect(parseDocument("/*", "config").diagnostics[0]).toMatchObject({
      code: SC.invalidComment,
      span: { offset: 0, length: 2 },
    });
  });
});
