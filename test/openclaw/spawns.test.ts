// Whether one agent may spawn another (core/openclaw/spawns/), against what each release's own sessions_spawn tool
// answered (test/fixtures/openclaw/spawns-<release>.json, recorded by `record.mjs --spawns`: the real tool run from
// the requester's session, offline; an accepted spawn reaches the dispatch of the child's first turn). Every case:
// allowed or refused, the release's own words, and the child's session key; through the core and `check --json`.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/io";
import { run } from "../../src/cli/run";
import { OpenClawAnalyzer, openclawMachine, openclawSpawnText } from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { fakeIo } from "../cli/fakeIo";

interface Recorded {
  name: string;
  config: unknown;
  from: string;
  spawn?: string;
  depth?: number;
  validate: { valid: boolean };
  result: { status: "accepted" | "forbidden" | "error" | "config-invalid"; error?: string; childSessionKey?: string };
}

const HOME = "/home/rec";
const load = (version: string): Recorded[] =>
  (JSON.parse(readFileSync(`test/fixtures/openclaw/spawns-${version}.json`, "utf8")) as { cases: Recorded[] }).cases;

describe.each([
  ["2026.9.6", "openclaw-2026.9"],
  ["2026.7.35", "openclaw-2026.7"],
] as const)("spawns as OpenClaw %s's sessions_spawn answers", (version, profile) => {
  const cases = load(version);
  const machine = openclawMachine({ HOME });
  const request = (c: Recorded) => ({
    from: c.from,
    ...(c.spawn !== undefined && { spawn: c.spawn }),
    ...(c.depth !== undefined && { depth: c.depth }),
  });

  it("has the corpus: every check reached, in both answers", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const statuses = new Set(cases.map((c) => c.result.status));
    expect([...statuses].sort()).toEqual(["accepted", "config-invalid", "error", "forbidden"]);
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s", (_, c) => {
    const analyzer = new OpenClawAnalyzer(OPENCLAW_SCHEMAS);
    const config = JSON.stringify(c.config);
    const [spawn] = analyzer.spawns(profile, config, machine, { spawns: [request(c)] });
    if (c.result.status === "config-invalid") {
      expect(analyzer.evaluate(profile, config, machine).verdict.valid).toBe(false);
      expect(spawn).toBeUndefined();
      return;
    }
    const d = spawn!.decision;
    if (c.result.status === "accepted") {
      expect([d.allowed, d.refused?.error]).toEqual([true, undefined]);
      expect(d.childSessionKey.replace("<id>", "<uuid>")).toBe(c.result.childSessionKey);
    } else {
      expect([d.allowed, d.refused?.error]).toEqual([false, c.result.error]);
      // The answer starts with the release's own words.
      expect(openclawSpawnText(spawn!).startsWith(c.result.error!)).toBe(true);
    }
  });

  it("check --scenarios --json gives the same answers as the core", () => {
    const c = cases.find((x) => x.result.status === "forbidden" && x.result.error?.includes("not allowed for"))!;
    const files = {
      [`${HOME}/c.json`]: JSON.stringify(c.config),
      [`${HOME}/s.json`]: JSON.stringify({ spawns: [{ ...request(c), expect: "allowed" }] }),
    };
    const { io, out } = fakeIo(files);
    const machineIo: CliIo = { ...io, machine: () => ({ home: HOME, cwd: HOME, vars: {} }) };
    const code = run(
      ["check", `${HOME}/c.json`, "--profile", profile, "--scenarios", `${HOME}/s.json`, "--json"],
      machineIo,
    );
    expect(code).toBe(1);
    const printed = JSON.parse(out.join("\n")) as { spawns: { allowed: boolean; refused: { error: string } }[] };
    expect(printed.spawns.map((s) => [s.allowed, s.refused.error])).toEqual([[false, c.result.error]]);
  });
});

it("the answer names the setting a refusal comes from, and what to write there", () => {
  const config = JSON.stringify({
    agents: {
      ownership: "explicit",
      defaults: { systemAgent: { agentId: "main" } },
      entries: { main: { subagents: { allowAgents: [] } }, writer: {} },
    },
  });
  const analyzer = new OpenClawAnalyzer(OPENCLAW_SCHEMAS);
  const machine = openclawMachine({ HOME });
  const texts = analyzer
    .spawns("openclaw-2026.9", config, machine, {
      spawns: [
        { from: "main", spawn: "writer" },
        { from: "writer", spawn: "main" },
      ],
    })
    .map(openclawSpawnText);
  expect(texts).toEqual([
    'agentId is not allowed for sessions_spawn (allowed: none). The list is agents.entries.main.subagents.allowAgents: add "writer" to it (or "*" for any listed agent).',
    'agentId is not allowed for sessions_spawn (allowed: writer). No allowAgents is set for writer, so it may spawn only itself: set agents.entries.writer.subagents.allowAgents (or agents.defaults.subagents.allowAgents) to ["main"].',
  ]);
});
