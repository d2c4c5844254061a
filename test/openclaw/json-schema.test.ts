// Each OpenClaw profile's JSON Schema (the editor's completion and hover): it names every key its release accepts
// in agents, agents.defaults and an entry, and every top-level key, as the recorded `openclaw config schema` does,
// with the same types; it accepts the agents part of every config the release accepted and rejects what the
// release rejects for its shape (a bad key, an unknown field, a second roster).
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { evaluateOpenClaw, openclawJsonSchema, type OpenClawProfileId } from "../../src/core/index";
import {
  type KnownKeys,
  OPENCLAW_KEYS_2026_7,
  OPENCLAW_KEYS_2026_9,
  OPENCLAW_TOP_KEYS_2026_7,
  OPENCLAW_TOP_KEYS_2026_9,
  parseJson5,
  OPENCLAW_SCHEMAS,
} from "../../src/core/testing";
import { recordedInputs } from "./recorded";

type S = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const VERSIONS = [
  {
    version: "2026.7.35",
    profile: "openclaw-2026.7",
    keys: OPENCLAW_KEYS_2026_7,
    top: OPENCLAW_TOP_KEYS_2026_7,
    roster: "list",
  },
  {
    version: "2026.9.6",
    profile: "openclaw-2026.9",
    keys: OPENCLAW_KEYS_2026_9,
    top: OPENCLAW_TOP_KEYS_2026_9,
    roster: "entries",
  },
] as const satisfies readonly {
  version: "2026.7.35" | "2026.9.6";
  profile: OpenClawProfileId;
  keys: KnownKeys;
  top: readonly string[];
  roster: string;
}[];

/** The JSON types a recorded schema node allows. */
function typesOf(node: S): string[] {
  if (node["type"]) return [node["type"]].flat();
  if (node["anyOf"]) return [...new Set((node["anyOf"] as S[]).flatMap(typesOf))].sort();
  return [];
}

describe.each(VERSIONS)("the $profile JSON Schema", ({ version, profile, keys, top, roster }) => {
  const schema = openclawJsonSchema(profile) as S;
  const recorded = JSON.parse(
    gunzipSync(readFileSync(`test/fixtures/openclaw/${version}.schema.json.gz`)).toString(),
  ) as S;
  const agents = schema["properties"]["agents"];
  const entry = roster === "list" ? agents.properties.list.items : agents.properties.entries.additionalProperties;
  const recordedAgents = recorded["properties"]["agents"];
  const recordedRoster = recordedAgents.properties[roster];
  const recordedEntry = recordedRoster.items ?? recordedRoster.additionalProperties;

  it("names every top-level key the release accepts, the same as the recorded schema", () => {
    expect([...top]).toEqual(Object.keys(recorded["properties"]));
    expect(Object.keys(schema["properties"])).toEqual([...top]);
  });

  it("names every key keys.ts lists in agents, agents.defaults and an entry", () => {
    expect(Object.keys(agents.properties)).toEqual([...keys.agents]);
    expect(Object.keys(agents.properties.defaults.properties)).toEqual([...keys.defaults]);
    expect(Object.keys(entry.properties)).toEqual([...keys.entry]);
  });

  it.each([...keys.entry])("types the entry field %s as the release does", (key) => {
    const mine = entry.properties[key];
    expect(typesOf(mine).sort()).toEqual(typesOf(recordedEntry.properties[key]).sort());
    expect(mine.description).toEqual(expect.any(String));
  });

  it.each([...keys.defaults])("types agents.defaults.%s as the release does", (key) => {
    const mine = agents.properties.defaults.properties[key];
    expect(typesOf(mine).sort()).toEqual(typesOf(recordedAgents.properties.defaults.properties[key]).sort());
  });

  it("names the release in the descriptions of the rules", () => {
    const release = profile === "openclaw-2026.7" ? "OpenClaw 2026.7" : "OpenClaw 2026.9";
    for (const key of ["default", "workspace", "agentDir", "model", "identity"]) {
      expect(entry.properties[key].description, key).toContain(release);
    }
  });

  const ajv = new Ajv({ strict: false, allErrors: true });
  const validate = ajv.compile(schema);
  const validInputs = recordedInputs(version).filter(
    (c) => c.valid && evaluateOpenClaw(profile, c.text, c.env, OPENCLAW_SCHEMAS).documentRead,
  );

  it.each(validInputs.map((c) => [c.name, c] as const))("accepts the agents part of the accepted config %s", (_, c) => {
    const parsed = parseJson5(c.text);
    const value = parsed.ok ? (parsed.value as S) : {};
    // The release reads an accepted legacy list as entries (2026.9): the schema describes the shape to write.
    const migrated = roster === "entries" && value["agents"]?.list !== undefined;
    if (migrated) return;
    const ok = validate({ agents: value["agents"] ?? {} });
    expect(validate.errors ?? [], c.name).toEqual([]);
    expect(ok).toBe(true);
  });

  it("rejects what the release rejects for its shape", () => {
    const bad =
      roster === "list"
        ? [{ list: [{ name: "no id" }] }, { list: [{ id: "a", cwd: "/x" }] }, { entries: {} }]
        : [{ entries: { "my agent": {} } }, { entries: { a: { id: "a" } } }, { ownership: "shared" }, { list: [] }];
    for (const agents of bad) expect(validate({ agents }), JSON.stringify(agents)).toBe(false);
  });
});
