// Which skills each OpenClaw agent may use, against `openclaw skills check --agent <id> --json` as each release
// printed it (scripts/openclaw/cases-skills.mjs, recorded with --skills): the filter as OpenClaw reads it (absent,
// empty, names trimmed and kept as written), in both releases; in 2026.9 also every skill it ships for the agent
// (summary.total) and the ones the filter leaves out (agentFiltered). 2026.7's agentFiltered counts only the skills
// whose programs the recording machine has, so it is not compared.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openclawAgentSkills, type OpenClawProfileId } from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { recordedInputs } from "./recorded";

interface SkillsRecorded {
  name: string;
  skillsCheck: Record<
    string,
    {
      exitCode: number;
      json: { agentSkillFilter?: string[]; agentFiltered: string[]; summary: { total: number } } | null;
    }
  >;
}

describe.each([
  ["2026.9.6", "openclaw-2026.9", true],
  ["2026.7.35", "openclaw-2026.7", false],
] as const)("skills check, as OpenClaw %s prints it", (version, profile: OpenClawProfileId, whole) => {
  const fixture = JSON.parse(readFileSync(`test/fixtures/openclaw/skills-${version}.json`, "utf8")) as {
    cases: SkillsRecorded[];
  };
  const recorded = new Map(fixture.cases.map((c) => [c.name, c.skillsCheck]));
  const inputs = recordedInputs(`skills-${version}`);

  it("has every case recorded, each agent answered", () => {
    expect(inputs.length).toBeGreaterThanOrEqual(12);
    for (const c of inputs) expect(Object.keys(recorded.get(c.name) ?? {}).length).toBeGreaterThan(0);
  });

  it.each(inputs.map((c) => [c.name, c] as const))("%s: every agent", (name, c) => {
    const ours = new Map(openclawAgentSkills(profile, c.text, c.env, OPENCLAW_SCHEMAS).map((s) => [s.agentId, s]));
    for (const [id, theirs] of Object.entries(recorded.get(name)!)) {
      expect(theirs.exitCode, `${id}: the CLI answered`).toBe(0);
      const mine = ours.get(id)!;
      expect([id, mine.agentSkillFilter]).toEqual([id, theirs.json!.agentSkillFilter]);
      if (!whole) continue;
      expect([id, mine.shipped.length]).toEqual([id, theirs.json!.summary.total]);
      expect([id, mine.agentFiltered]).toEqual([id, theirs.json!.agentFiltered]);
    }
  });
});
