/**
 * The whole-config check against a release's JSON Schema reports as the CLI's validator (zod) does: where, and what
 * kind, with zod's rules for unions (the first option that passes; else the one option that failed only on checks;
 * else "none of its forms"), unknown keys after an object's fields, a key a record refuses, a required key filled in
 * by its default. Table-driven, on small schemas; test/openclaw/profiles.test.ts checks the recorded releases.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type SchemaNode, validateWithSchema } from "../../src/core/testing";

const obj = (properties: Record<string, SchemaNode>, extra: Record<string, unknown> = {}): SchemaNode => ({
  type: "object",
  properties,
  additionalProperties: false,
  ...extra,
});

const CASES: readonly {
  readonly name: string;
  readonly schema: SchemaNode;
  readonly value: unknown;
  readonly issues: readonly { kind: string; path: (string | number)[] }[];
  readonly aborted?: boolean;
}[] = [
  { name: "a valid value", schema: obj({ a: { type: "string" } }), value: { a: "x" }, issues: [] },
  {
    name: "a wrong type stops there",
    schema: obj({ a: { type: "object", properties: { b: { type: "string" } } } }),
    value: { a: "partial" },
    issues: [{ kind: "schema-type", path: ["a"] }],
    aborted: true,
  },
  {
    name: "unknown keys come after the fields' issues, in one issue on the object, and do not stop zod",
    schema: obj({ a: { type: "string", minLength: 2 } }),
    value: { x: 1, a: "y", z: 2 },
    issues: [
      { kind: "schema-small", path: ["a"] },
      { kind: "unrecognized-key", path: [] },
    ],
    aborted: false,
  },
  {
    name: "a key a record refuses, its value left unread",
    schema: { type: "object", propertyNames: { pattern: "^[a-z]+$" }, additionalProperties: { type: "number" } },
    value: { ok: 1, "Not Ok": "x" },
    issues: [{ kind: "invalid-key", path: ["Not Ok"] }],
  },
  {
    name: "a union none of whose forms fits",
    schema: obj({ m: { anyOf: [{ type: "string" }, obj({ primary: { type: "string" } })] } }),
    value: { m: 5 },
    issues: [{ kind: "schema-union", path: ["m"] }],
  },
  {
    name: "a union's one form that failed only on a check gives its own issues",
    schema: obj({ m: { anyOf: [{ type: "number" }, obj({ primary: { type: "string" } })] } }),
    value: { m: { primary: "a", extra: true } },
    issues: [{ kind: "unrecognized-key", path: ["m"] }],
  },
  {
    name: "a discriminated union reads the option its constant names",
    schema: {
      oneOf: [
        obj({ type: { const: "a" }, n: { type: "number" } }),
        obj({ type: { const: "b" }, s: { type: "string" } }),
      ],
    },
    value: { type: "b", s: 5 },
    issues: [{ kind: "schema-type", path: ["s"] }],
  },
  {
    name: "a discriminator no option names",
    schema: { oneOf: [obj({ type: { const: "a" } }), obj({ type: { const: "b" } })] },
    value: { type: "c" },
    issues: [{ kind: "schema-discriminator", path: ["type"] }],
  },
  {
    name: "a required key: missing is an issue, unless its schema has a default",
    schema: obj(
      { need: { type: "string" }, filled: { type: "string", default: "x" } },
      { required: ["need", "filled"] },
    ),
    value: {},
    issues: [{ kind: "schema-type", path: ["need"] }],
  },
  {
    name: "a value outside an enum, and a constant",
    schema: obj({ e: { type: "string", enum: ["a", "b"] }, c: { const: "explicit" } }),
    value: { e: "z", c: "shared" },
    issues: [
      { kind: "schema-value", path: ["e"] },
      { kind: "schema-value", path: ["c"] },
    ],
  },
  {
    name: "a reference into the root's definitions",
    schema: obj({ r: { $ref: "#/definitions/port" } }, { definitions: { port: { type: "integer", maximum: 65535 } } }),
    value: { r: 70000 },
    issues: [{ kind: "schema-big", path: ["r"] }],
  },
];

describe("a config against a release's JSON Schema", () => {
  it.each(CASES)("$name", ({ schema, value, issues, aborted }) => {
    const checked = validateWithSchema(schema, value);
    expect(checked.issues.map((i) => ({ kind: i.kind, path: [...i.path] }))).toEqual(issues);
    if (aborted !== undefined) expect(checked.aborted).toBe(aborted);
    expect(checked.cutOff).toBe(false);
  });

  it("counts its steps, and stops (cut off) on a config too large to check within them", () => {
    const schema: SchemaNode = { type: "array", items: { type: "array", items: { type: "number" } } };
    const value = Array.from({ length: 1500 }, () => Array.from({ length: 1500 }, () => 1));
    const checked = validateWithSchema(schema, value);
    expect(checked.cutOff).toBe(true);
  });
});

describe("a string's length is counted in code points, as zod counts it", () => {
  it("for any text, a pair of surrogates counted once and a lone one as one", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 12 }), fc.nat({ max: 12 }), (text, limit) => {
        const kinds = (schema: SchemaNode) => validateWithSchema(schema, text).issues.map((i) => i.kind);
        const length = [...text].length;
        expect(kinds({ type: "string", maxLength: limit })).toEqual(length > limit ? ["schema-big"] : []);
        expect(kinds({ type: "string", minLength: limit })).toEqual(length < limit ? ["schema-small"] : []);
      }),
    );
  });
});
