/**
 * The schema data the studio checks whole configs against (src/core/openclaw/schema/data/) is what
 * scripts/openclaw/schema-data.mjs makes from the recorded `openclaw config schema`: re-record a release, run the
 * script, and this passes again. What the script changes is checked too: nothing for people is left, every `$ref`
 * resolves from the root, and `channels` is passed through as zod reads it with the channel plugins kept apart.
 */
import { describe, expect, it } from "vitest";
import { RELEASES, schemaData } from "../../scripts/openclaw/schema-data.mjs";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";

const walk = (node: unknown, visit: (key: string, value: unknown) => void): void => {
  if (Array.isArray(node)) node.forEach((n) => walk(n, visit));
  else if (typeof node === "object" && node !== null)
    for (const [k, v] of Object.entries(node)) {
      visit(k, v);
      walk(v, visit);
    }
};

describe.each(Object.entries(RELEASES))("the schema data of %s", (profile, version) => {
  const data = OPENCLAW_SCHEMAS[profile as keyof typeof OPENCLAW_SCHEMAS] as Record<string, unknown>;

  it(`is what the script makes from the recorded ${version} schema`, () => {
    expect(data).toEqual(schemaData(version));
  });

  it("resolves every $ref from the root, and keeps no nested $defs", () => {
    const definitions = (data["definitions"] ?? {}) as Record<string, unknown>;
    const refs: string[] = [];
    walk(data, (key, value) => {
      if (key === "$ref" && typeof value === "string") refs.push(value);
    });
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(Object.hasOwn(definitions, ref.replace("#/definitions/", "")), ref).toBe(true);
  });

  it("passes channels through as zod does, each channel plugin's schema kept apart for the later check", () => {
    const channels = (data["properties"] as Record<string, Record<string, unknown>>)["channels"]!;
    expect(channels["additionalProperties"]).toBe(true);
    for (const key of Object.keys(channels["properties"] as object))
      expect(["defaults", "modelByChannel"]).toContain(key);
    expect(Object.keys(data["x-channel-plugins"] as object)).toEqual(expect.arrayContaining(["telegram", "discord"]));
  });
});
