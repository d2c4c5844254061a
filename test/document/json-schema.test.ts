import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { approvalsJsonSchema, configJsonSchema, scenariosJsonSchema } from "../../src/core/index";
import type { JsonSchema } from "../../src/core/testing";

const files: [string, () => JsonSchema][] = [
  ["sophiaclaw.schema.json", configJsonSchema],
  ["scenarios.schema.json", scenariosJsonSchema],
  ["exec-approvals.schema.json", approvalsJsonSchema],
];

const fileOf = (name: string) => fileURLToPath(new URL(`../../public/schema/${name}`, import.meta.url));
const render = (schema: JsonSchema) => `${JSON.stringify(schema, null, 2)}\n`;

/** Every property schema of a JSON Schema, with its path, found by walking properties, items and anyOf. */
function properties(schema: unknown, path = ""): [string, Record<string, unknown>][] {
  if (typeof schema !== "object" || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const out: [string, Record<string, unknown>][] = [];
  for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) {
    out.push([`${path}.${key}`, child as Record<string, unknown>], ...properties(child, `${path}.${key}`));
  }
  if (node.items) out.push(...properties(node.items, `${path}[]`));
  for (const option of (node.anyOf ?? []) as unknown[]) out.push(...properties(option, path));
  if (typeof node.additionalProperties === "object") out.push(...properties(node.additionalProperties, `${path}.*`));
  return out;
}

function readCommitted(name: string): string {
  try {
    return readFileSync(fileOf(name), "utf8");
  } catch {
    return "(missing)";
  }
}

describe("the generated JSON Schemas", () => {
  it.each(files)("public/schema/%s is up to date (UPDATE_SCHEMA=1 rewrites it)", (name, generate) => {
    const expected = render(generate());
    if (process.env.UPDATE_SCHEMA === "1") writeFileSync(fileOf(name), expected);
    const committed = readCommitted(name);
    expect(committed, `public/schema/${name} is stale: run UPDATE_SCHEMA=1 npx vitest run test/document`).toBe(
      expected,
    );
  });

  it.each(files)(
    "%s is draft 7, closed to unknown fields (but the approvals), and describes every field",
    (name, generate) => {
      const schema = generate();
      expect(schema.$schema).toBe("http://json-schema.org/draft-07/schema#");
      // OpenClaw keeps fields of the approvals document it does not know (a newer release's): so does the schema.
      if (name === "exec-approvals.schema.json") expect(schema.additionalProperties).toEqual({});
      else expect(schema.additionalProperties).toBe(false);
      expect(typeof schema.description).toBe("string");
      const undescribed = properties(schema)
        .filter(([, child]) => typeof child.description !== "string" || child.description.length < 10)
        .map(([path]) => path);
      expect(undescribed).toEqual([]);
    },
  );
});
