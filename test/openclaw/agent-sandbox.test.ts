// Where each OpenClaw agent's sessions run, field by field against `openclaw sandbox explain --agent <id> --json` as
// each release printed it (scripts/openclaw/cases-sandbox.mjs, recorded with --sandbox): the session keys, the
// sandbox's mode, scope, backend and workspace access, whether the main session is sandboxed, and the tools it lets
// through and denies with where each list came from.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { evaluateOpenClaw, openclawAgentSandboxes, type OpenClawProfileId } from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { maskScratchHashes, recordedInputs, withPlaces } from "./recorded";

const TOP = ["sessionKey", "mainSessionKey"] as const;
const SANDBOX = ["mode", "scope", "backend", "workspaceAccess", "sessionIsSandboxed"] as const;

interface SandboxRecorded {
  name: string;
  sandboxExplain: Record<
    string,
    { exitCode: number; json: Record<string, unknown> & { sandbox: Record<string, unknown> } }
  >;
}

describe.each([
  ["2026.9.6", "openclaw-2026.9"],
  ["2026.7.35", "openclaw-2026.7"],
] as const)("sandbox explain, as OpenClaw %s prints it", (version, profile: OpenClawProfileId) => {
  const fixture = JSON.parse(readFileSync(`test/fixtures/openclaw/sandbox-${version}.json`, "utf8")) as {
    cases: SandboxRecorded[];
  };
  const recorded = new Map(fixture.cases.map((c) => [c.name, c.sandboxExplain]));
  const inputs = recordedInputs(`sandbox-${version}`);

  it("has every case recorded, each agent answered", () => {
    expect(inputs.length).toBeGreaterThanOrEqual(12);
    for (const c of inputs) expect(Object.keys(recorded.get(c.name) ?? {}).length).toBeGreaterThan(0);
  });

  it.each(inputs.map((c) => [c.name, c] as const))("%s: every agent, field by field", (name, c) => {
    const ours = new Map(openclawAgentSandboxes(profile, c.text, c.env, OPENCLAW_SCHEMAS).map((s) => [s.agentId, s]));
    const listed = evaluateOpenClaw(profile, c.text, c.env, OPENCLAW_SCHEMAS).agents ?? [];
    const workspaces = new Map(listed.map((a) => [a.id, a.workspace]));
    for (const [id, theirs] of Object.entries(recorded.get(name)!)) {
      expect(theirs.exitCode, `${id}: the CLI answered`).toBe(0);
      const mine = ours.get(id)!;
      for (const field of TOP) expect([id, field, mine[field]]).toEqual([id, field, theirs.json[field]]);
      for (const field of SANDBOX) expect([id, field, mine[field]]).toEqual([id, field, theirs.json.sandbox[field]]);
      expect([id, "tools", mine.tools]).toEqual([id, "tools", theirs.json.sandbox["tools"]]);
      const { mode, scope, backend, workspaceAccess, layout, sessionIsSandboxed, tools } = mine;
      const whole = { mode, scope, backend, workspaceAccess, ...layout, sessionIsSandboxed, tools };
      const text = (v: unknown) => maskScratchHashes(JSON.stringify(v, null, 1), workspaces.get(id)!);
      expect([id, text(whole)]).toEqual([id, text(withPlaces(theirs.json.sandbox))]);
      expect([id, "elevated", mine.elevated]).toEqual([id, "elevated", theirs.json["elevated"]]);
      expect([id, "fixIt", mine.fixIt]).toEqual([id, "fixIt", theirs.json["fixIt"]]);
    }
  });
});
