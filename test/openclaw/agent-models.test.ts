// What each OpenClaw agent runs on, field by field against `openclaw models status --agent <id> --json` as each
// release printed it (scripts/openclaw/cases-models.mjs, recorded with --models): the model asked for and what it
// resolves to, the fallbacks (none for an agent whose model is a string), the image model, where each came from, the
// utility model (2026.9), the aliases in force and the models the agent may switch to.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openclawAgentModels, type OpenClawProfileId } from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { recordedInputs } from "./recorded";
import { MODEL_FIELDS } from "./agent-corpus";

const FIELDS = MODEL_FIELDS;

interface ModelsRecorded {
  name: string;
  modelsStatus: Record<string, { exitCode: number; json: Record<string, unknown> | null }>;
}

describe.each([
  ["2026.9.6", "openclaw-2026.9"],
  ["2026.7.35", "openclaw-2026.7"],
] as const)("models status, as OpenClaw %s prints it", (version, profile: OpenClawProfileId) => {
  const fixture = JSON.parse(readFileSync(`test/fixtures/openclaw/models-${version}.json`, "utf8")) as {
    cases: ModelsRecorded[];
  };
  const recorded = new Map(fixture.cases.map((c) => [c.name, c.modelsStatus]));
  const inputs = recordedInputs(`models-${version}`);

  it("has every case recorded, each agent answered but where the release refuses the config", () => {
    expect(inputs.length).toBeGreaterThanOrEqual(35);
    for (const c of inputs)
      expect([c.name, Object.keys(recorded.get(c.name) ?? {}).length > 0]).toEqual([c.name, c.valid]);
  });

  it.each(inputs.map((c) => [c.name, c] as const))("%s: every agent, field by field", (name, c) => {
    const answered = openclawAgentModels(profile, c.text, c.env, OPENCLAW_SCHEMAS);
    // A config the release refuses: no agent answered, as the CLI answers none.
    if (!c.valid) expect(answered).toEqual([]);
    const ours = new Map(answered.map((m) => [m.agentId, m]));
    for (const [id, theirs] of Object.entries(recorded.get(name)!)) {
      expect(theirs.exitCode, `${id}: the CLI answered`).toBe(0);
      const mine = ours.get(id);
      expect(mine, `${id} is answered`).toBeDefined();
      for (const field of FIELDS) expect([id, field, mine![field]]).toEqual([id, field, theirs.json![field]]);
    }
  });
});
