import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze } from "../analyze";
import { testLimits } from "../limits";
import {
  detectProfile,
  evaluateOpenClaw,
  openclawDiagnostics,
  openclawMachine,
  type OpenClawProfileId,
  type UpgradeStep,
} from "../../src/core/index";
import { convertListToEntries, OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { EXAMPLES, OPENCLAW_SLUGS, SLUGS, readExample } from "./examples";

/** The upgrade the tests preview: from the legacy roster's release to the one after it. */
const STEP: UpgradeStep = { from: "openclaw-2026.7", to: "openclaw-2026.9" };

const index = JSON.parse(readFileSync(new URL("../../public/examples/index.json", import.meta.url), "utf8")) as {
  slug: string;
  title: string;
  description: string;
  profile?: string;
}[];

describe("the gallery", () => {
  it("index.json lists every example, the starter first, each with a title and a description", () => {
    expect(index.map((e) => e.slug)).toEqual([...SLUGS, ...Object.keys(OPENCLAW_SLUGS)]);
    expect(index.map((e) => e.profile ?? "sophiaclaw")).toEqual([
      ...SLUGS.map(() => "sophiaclaw"),
      ...Object.values(OPENCLAW_SLUGS),
    ]);
    for (const e of index) {
      expect(e.title.length).toBeGreaterThan(3);
      expect(e.description.length).toBeGreaterThan(20);
      expect(() => readExample(e.slug)).not.toThrow();
    }
  });

  it.each(EXAMPLES.map((e) => [e.slug, e] as const))("%s stays under 150 lines per file", (_slug, e) => {
    expect(e.config.split("\n").length).toBeLessThan(150);
    expect(e.scenarios.split("\n").length).toBeLessThan(150);
  });

  it.each(["starter", "legal-research", "plan-mode"])("%s: every expectation holds, and nothing is wrong", (slug) => {
    const e = readExample(slug);
    const analysis = analyze(e.config, e.scenarios, testLimits());
    expect(analysis.expectations.length).toBeGreaterThan(3);
    expect(analysis.expectations.filter((x) => !x.met)).toEqual([]);
    expect(analysis.diagnostics.filter((d) => d.severity !== "info")).toEqual([]);
  });

  it("broken: shows every lint, and its expectations still hold", () => {
    const e = readExample("broken");
    const analysis = analyze(e.config, e.scenarios, testLimits());
    const codes = new Set(analysis.diagnostics.map((d) => d.code));
    // several defaults, duplicate id, id escaping, "*" mid-pattern, all-blank skills, skills as a string, unknown
    // model, fallback = primary, unknown variable, relative path, non-monotone modes, dead allow, rule for no tool,
    // unknown field, capitals in a skill name, a subagent looser than its parent, a grant that can never apply.
    for (const code of [
      "SC106",
      "SC105",
      "SC107",
      "SC111",
      "SC113",
      "SC114",
      "SC120",
      "SC122",
      "SC130",
      "SC131",
      "SC201",
      "SC207",
      "SC208",
      "SC010",
      "SC301",
      "SC221",
      "SC228",
    ]) {
      expect(codes, code).toContain(code);
    }
    expect(analysis.expectations.filter((x) => !x.met)).toEqual([]);
  });
});

describe("the OpenClaw examples", () => {
  const machineOf = (scenarios: string) =>
    openclawMachine((JSON.parse(scenarios) as { env: Record<string, string> }).env);
  it.each(Object.entries(OPENCLAW_SLUGS))("%s is detected as %s, and that release accepts it", (slug, profile) => {
    const e = readExample(slug);
    expect(detectProfile(e.config).profile).toBe(profile);
    const answer = evaluateOpenClaw(profile as OpenClawProfileId, e.config, machineOf(e.scenarios), OPENCLAW_SCHEMAS);
    expect(answer.verdict).toMatchObject({ valid: true, issues: [] });
    expect(answer.agents?.length).toBe(3);
  });

  it("the fleet has no problem at all", () => {
    const e = readExample("openclaw-fleet");
    expect(
      openclawDiagnostics("openclaw-2026.9", e.config, machineOf(e.scenarios), OPENCLAW_SCHEMAS).diagnostics,
    ).toEqual([]);
  });

  it("the legacy list shows the surprises it describes, and converts without changing an answer", () => {
    const e = readExample("openclaw-legacy");
    const machine = machineOf(e.scenarios);
    const { lints } = openclawDiagnostics("openclaw-2026.7", e.config, machine, OPENCLAW_SCHEMAS);
    expect(lints.map((l) => l.kind).sort()).toEqual(["agent-merged", "agent-renamed", "default-by-order"]);
    const conversion = convertListToEntries(STEP, e.config, machine, OPENCLAW_SCHEMAS);
    expect(conversion.ok && conversion.preserved).toEqual([]);
    expect(conversion.ok && conversion.mapping.map((m) => [m.written, m.key, m.fate])).toEqual([
      ["main", "main", "kept"],
      ["Legal Team", "legal-team", "renamed"],
      ["legal-team", "legal-team", "merged"],
      ["research", "research", "kept"],
    ]);
  });
});
