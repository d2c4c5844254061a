// `exec-policy show --json` at its edges, whole, as each release printed it (scripts/openclaw/cases-exec.mjs, recorded
// with --exec): modes at either level and mixed with an agent's security or ask, host node and gateway, the approvals'
// legacy `default` entry, `*`, an agent only the approvals name, values with spaces or capitals, an ask fallback
// clamped, and documents a release does not take (JSON5, version 2, not an object).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openclawExecPolicy, type OpenClawProfileId } from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { recordedInputs, withPlaces } from "./recorded";

describe.each([
  ["2026.9.6", "openclaw-2026.9"],
  ["2026.7.35", "openclaw-2026.7"],
] as const)("exec-policy show's edges, as OpenClaw %s prints it", (version, profile: OpenClawProfileId) => {
  const fixture = JSON.parse(readFileSync(`test/fixtures/openclaw/exec-${version}.json`, "utf8")) as {
    cases: { name: string; execPolicy: { exitCode: number; json: unknown } }[];
  };
  const recorded = new Map(fixture.cases.map((c) => [c.name, c.execPolicy]));
  const inputs = recordedInputs(`exec-${version}`);

  it("has every edge recorded and answered", () => {
    expect(inputs.length).toBe(12);
    for (const c of inputs) expect([c.name, recorded.get(c.name)?.exitCode]).toEqual([c.name, 0]);
  });

  it.each(inputs.map((c) => [c.name, c] as const))("%s", (name, c) => {
    const {
      from: _from,
      approvals: _approvals,
      ...printed
    } = openclawExecPolicy(profile, c.text, c.env, OPENCLAW_SCHEMAS)!;
    expect(JSON.stringify(printed, null, 1)).toBe(JSON.stringify(withPlaces(recorded.get(name)!.json), null, 1));
  });
});
