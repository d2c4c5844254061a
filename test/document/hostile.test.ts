import { describe, expect, it } from "vitest";
import { DOCUMENT_LIMITS, parseDocument } from "../../src/core/index";
import { findExcessiveNesting, SC } from "../../src/core/testing";

describe("parseDocument: hostile keys", () => {
  it("reads __proto__ and constructor as plain own keys and leaves Object.prototype alone", () => {
    const parsed = parseDocument(
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": 1}, "a": 1}',
      "config",
    );
    const value = parsed.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__", "constructor", "a"]);
    expect(Object.hasOwn(value, "__proto__")).toBe(true);
    expect(Object.getOwnPropertyDescriptor(value, "__proto__")?.value).toEqual({ polluted: true });
    expect(Object.getOwnPropertyDescriptor(value, "constructor")?.value).toEqual({ prototype: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.stringify(value)).toBe('{"__proto__":{"polluted":true},"constructor":{"prototype":1},"a":1}');
  });

  it("reads a nested __proto__ as a key too", () => {
    const parsed = parseDocument('{"agents": {"list": [{"__proto__": {"id": "x"}}]}}', "config");
    const entry = (parsed.value as { agents: { list: object[] } }).agents.list[0];
    expect(Object.getPrototypeOf(entry)).toBe(Object.prototype);
    expect(Object.keys(entry ?? {})).toEqual(["__proto__"]);
  });
});

describe("parseDocument: duplicate keys", () => {
  it("keeps the last value, in the first key's position, and warns at the earlier key", () => {
    const text = '{"a": 1, "b": 2, "a": 3}';
    const parsed = parseDocument(text, "config");
    expect(parsed.value).toEqual(JSON.parse(text));
    expect(Object.keys(parsed.value as object)).toEqual(["a", "b"]);
    expect(parsed.diagnostics).toEqual([
      expect.objectContaining({
        code: SC.duplicateKey,
        severity: "warning",
        path: ["a"],
        span: { offset: 1, length: 3 },
      }),
    ]);
    expect(parsed.spanOf(["a"])).toEqual({ offset: 22, length: 1 });
    expect(parsed.syntaxOk).toBe(true);
  });

  it("names the nested path of the duplicate", () => {
    const parsed = parseDocument('{"agents": {"list": [{"id": "a", "id": "b"}]}}', "config");
    expect(parsed.diagnostics.map((d) => d.path)).toEqual([["agents", "list", 0, "id"]]);
  });
});

describe("parseDocument: junk", () => {
  const junk = [
    "\u0000\u0000\u0000",
    "\u0001\u0002\u0003{\u0004}",
    "\uFFFD\uD800\uDC00\uDFFF",
    Array.from({ length: 4096 }, (_, i) => String.fromCharCode((i * 7919) % 65536)).join(""),
    "}}}]]]",
    ",,,:::",
  ];
  it.each(junk.map((text) => [text.slice(0, 12), text]))("%j gives syntax diagnostics and no exception", (_, text) => {
    const parsed = parseDocument(text, "config");
    expect(parsed.syntaxOk).toBe(false);
    expect(parsed.diagnostics.length).toBeGreaterThan(0);
    expect(parsed.diagnostics.every((d) => d.span.offset >= 0 && d.span.offset + d.span.length <= text.length)).toBe(
      true,
    );
  });

  it("shows at most the first syntax errors, then one summary", () => {
    const parsed = parseDocument("@".repeat(5000).split("").join(" "), "config");
    expect(parsed.diagnostics).toHaveLength(DOCUMENT_LIMITS.maxSyntaxDiagnostics + 1);
    expect(parsed.diagnostics.at(-1)).toMatchObject({ code: SC.tooManyErrors, severity: "info" });
  });

  it("warns about at most as many duplicates as it shows syntax errors", () => {
    const text = `[${Array.from({ length: 1000 }, () => '{"a":1,"a":2}').join(",")}]`;
    const parsed = parseDocument(text, "config");
    expect(parsed.diagnostics).toHaveLength(DOCUMENT_LIMITS.maxSyntaxDiagnostics);
    expect((parsed.value as unknown[]).length).toBe(1000);
  });
});

describe("parseDocument: size and depth guards", () => {
  it("refuses a 10 MB document with one diagnostic and no value", () => {
    const text = `{"pad": "${"x".repeat(10 * 1000 * 1000)}"}`;
    const parsed = parseDocument(text, "config");
    expect(parsed.value).toBeUndefined();
    expect(parsed.diagnostics).toEqual([expect.objectContaining({ code: SC.tooLarge, severity: "error" })]);
    expect(parsed.diagnostics[0]?.message).toMatch(/more than the 8\.0 MiB/);
    expect(parsed.syntaxOk).toBe(false);
    expect(parsed.spanOf(["pad"])).toEqual({ offset: 0, length: 0 });
  });

  it("reads a document just under the size limit", () => {
    const text = `{"pad": "${"x".repeat(DOCUMENT_LIMITS.maxChars - 20)}"}`;
    const parsed = parseDocument(text, "config");
    expect(parsed.diagnostics).toEqual([]);
    expect((parsed.value as { pad: string }).pad.length).toBe(DOCUMENT_LIMITS.maxChars - 20);
  });

  it.each([
    ["[".repeat(100_000), 200],
    ["[".repeat(100_000) + "]".repeat(100_000), 200],
    ['{"a":'.repeat(100_000), 1000],
    ["[{".repeat(50_000), 200],
    ["{]".repeat(100_000), 400],
    ["[}".repeat(100_000), 400],
  ])(
    "nesting %#: a diagnostic at the offending bracket, no exception (its speed: npm run bench -- hostile)",
    (text, offset) => {
      const parsed = parseDocument(text, "config");
      expect(parsed.value).toBeUndefined();
      expect(parsed.diagnostics).toEqual([
        expect.objectContaining({ code: SC.tooDeep, severity: "error", span: { offset, length: 1 } }),
      ]);
    },
  );

  it.each([["{]".repeat(150)], ["[}".repeat(150)], ["[{]}".repeat(100)]])(
    "parses mismatched brackets under the limit without an exception: %#",
    (text) => {
      const parsed = parseDocument(text, "config");
      expect(parsed.syntaxOk).toBe(false);
      expect(parsed.diagnostics.some((d) => d.code === SC.tooDeep)).toBe(false);
    },
  );

  it("reads nesting up to the limit", () => {
    const depth = DOCUMENT_LIMITS.maxDepth;
    const parsed = parseDocument("[".repeat(depth) + "]".repeat(depth), "config");
    expect(parsed.diagnostics).toEqual([]);
    expect(JSON.stringify(parsed.value)).toBe("[".repeat(depth) + "]".repeat(depth));
  });

  it.each([
    ['"[[[[[["', undefined],
    ["// [[[[[[\n[]", undefined],
    ["[[[]]]", undefined],
    ["[[[[]]]]", { offset: 3, length: 1 }],
  ])("counts brackets outside strings and comments only: %j", (text, span) => {
    expect(findExcessiveNesting(text, 3)).toEqual(span);
  });
});
