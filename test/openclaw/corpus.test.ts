// The corpus recorded from the real OpenClaw CLI (scripts/openclaw/record.mjs) is well-formed: every case has its
// input, both commands' exit codes and outputs, the scratch paths are placeholders, the counts are reached and every
// rule the OpenClaw profiles must reproduce is pinned by at least one case. Comparing the studio's answers to these
// recordings is the profiles' own test.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const RULES_2026_9 = [
  "key-pattern",
  "key-case-insensitive",
  "key-length",
  "key-collision",
  "key-order",
  "default-marker-multiple",
  "explicit-with-marker",
  "fleet-needs-owner",
  "default-systemagent",
  "default-none-explicit",
  "default-marker",
  "default-sole",
  "default-sole-explicit",
  "unknown-systemagent",
  "unknown-heartbeat",
  "heartbeat-not-default",
  "unknown-talk",
  "talk-not-default",
  "unknown-binding",
  "binding-to-main",
  "shared-agentdir",
  "avatar-in-workspace",
  "workspace-sole",
  "workspace-marked",
  "workspace-system-agent",
  "workspace-other",
  "workspace-env",
  "workspace-state-dir",
  "workspace-explicit",
  "workspace-tilde",
  "workspace-relative",
  "agentdir-default",
  "agentdir-override",
  "var-env",
  "var-env-vars",
  "var-missing",
  "var-escaped",
  "var-lowercase",
  "var-bare",
  "state-dir-roster-dropped",
  "state-dir-config",
  "model-string",
  "model-object",
  "model-fallbacks-only",
  "model-defaults",
  "skills",
  "bindings-count",
  "name-identity",
  "empty-roster",
  "legacy-list-rejected",
  "legacy-list-migrated",
];

const RULES_2026_7 = [
  "id-sanitize",
  "id-non-latin",
  "id-length",
  "duplicate-merge",
  "default-selection",
  "default-first-entry",
  "workspace-default",
  "workspace-env",
  "workspace-state-dir",
  "workspace-explicit",
  "workspace-relative",
  "agent-folders",
  "state-dir-config",
  "var-substitution",
  "model",
  "bindings-count",
  "unknown-binding",
  "binding-to-main",
  "avatar-in-workspace",
  "name-identity",
  "empty-roster",
];

/** The fields `openclaw agents list --json` prints for a fresh HOME (each must show at least once). */
const AGENT_FIELDS_2026_7 = [
  "id",
  "name",
  "identityName",
  "identityEmoji",
  "identitySource",
  "workspace",
  "agentDir",
  "model",
  "bindings",
  "isDefault",
];
const AGENT_FIELDS_2026_9 = [...AGENT_FIELDS_2026_7, "identityAvatarUrl"];

interface CommandResult {
  exitCode: number | null;
  json: unknown;
  stdout?: string;
  stderr: string;
}
interface RecordedCase {
  name: string;
  rule: string;
  input: { configText?: string; configAt: string | null; env: Record<string, string>; cwd: string };
  agentsList: CommandResult;
  validate: CommandResult;
}
interface Fixture {
  version: string;
  node: string;
  recordedAt: string;
  cases: RecordedCase[];
}

const versions = [
  { version: "2026.7.35", min: 40, rules: RULES_2026_7, fields: AGENT_FIELDS_2026_7 },
  { version: "2026.9.6", min: 80, rules: RULES_2026_9, fields: AGENT_FIELDS_2026_9 },
];

describe.each(versions)("the OpenClaw $version corpus", ({ version, min, rules, fields: agentFields }) => {
  const text = readFileSync(`test/fixtures/openclaw/${version}.json`, "utf8");
  const fixture = JSON.parse(text) as Fixture;

  it("names its version, the Node it ran on and when", () => {
    expect(fixture.version).toBe(version);
    expect(fixture.node).toMatch(/^v24\./);
    expect(Number.isNaN(Date.parse(fixture.recordedAt))).toBe(false);
  });

  it(`holds at least ${min} cases with unique names`, () => {
    expect(fixture.cases.length).toBeGreaterThanOrEqual(min);
    expect(new Set(fixture.cases.map((c) => c.name)).size).toBe(fixture.cases.length);
  });

  it("gives every case its input, both exit codes and both outputs", () => {
    for (const c of fixture.cases) {
      expect(c.rule, c.name).toMatch(/^[a-z0-9-]+$/);
      expect(typeof c.input.cwd, c.name).toBe("string");
      expect(typeof c.input.env, c.name).toBe("object");
      if (c.input.configAt !== null) expect(typeof c.input.configText, c.name).toBe("string");
      for (const result of [c.agentsList, c.validate]) {
        expect(Number.isInteger(result.exitCode), c.name).toBe(true);
        expect(typeof result.stderr, c.name).toBe("string");
        if (result.json === null) expect(typeof result.stdout, c.name).toBe("string");
      }
      if (c.agentsList.exitCode === 0) expect(Array.isArray(c.agentsList.json), c.name).toBe(true);
      expect(typeof (c.validate.json as { valid?: unknown } | null)?.valid, c.name).toBe("boolean");
    }
  });

  it("shows the scratch folders only as placeholders", () => {
    expect(text).not.toMatch(/oc-case-/);
  });

  it("pins every rule with at least one case", () => {
    const pinned = new Set(fixture.cases.map((c) => c.rule));
    expect(rules.filter((r) => !pinned.has(r))).toEqual([]);
  });

  it("shows every field of `agents list --json` and both verdicts of `config validate --json`", () => {
    const agents = fixture.cases.flatMap((c) => (Array.isArray(c.agentsList.json) ? c.agentsList.json : []));
    const fields = new Set(agents.flatMap((a) => Object.keys(a as object)));
    expect(agentFields.filter((f) => !fields.has(f))).toEqual([]);
    const verdicts = new Set(fixture.cases.map((c) => (c.validate.json as { valid: boolean }).valid));
    expect([...verdicts].sort()).toEqual([false, true]);
  });
});
