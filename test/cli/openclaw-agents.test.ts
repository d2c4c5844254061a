/**
 * `scope-studio resolve CONFIG --profile openclaw-* --json [--approvals FILE]`: every agent's report, the agent as
 * `agents list --json` prints it and what `models status`, `skills check`, `sandbox explain` and `exec-policy show`
 * printed of it, field by field against the agents corpus of both releases (each case run on its recorded machine,
 * its approvals document given with --approvals); with --agent, the one report.
 */
import { describe, expect, it } from "vitest";
import type { OpenClawAgentReport } from "../../src/core/index";
import type { CliIo } from "../../src/cli/io";
import { run } from "../../src/cli/run";
import { agentCorpus, expectReportsAsRecorded, RELEASES } from "../openclaw/agent-corpus";
import { fakeIo } from "./fakeIo";

describe.each(RELEASES)("resolve --json, as OpenClaw %s answers", (version, profile, options) => {
  const corpus = agentCorpus(version);
  const resolve = (c: (typeof corpus)[number], extra: readonly string[]) => {
    const file = c.input.env.configAt!;
    const approvals = c.input.env.approvals;
    const { io, out, err } = fakeIo({
      [file]: c.input.text,
      ...(approvals !== undefined ? { "approvals.json": approvals } : {}),
    });
    const { home, cwd, vars } = c.input.env;
    const machine: CliIo = { ...io, machine: () => ({ home, cwd, vars }) };
    const argv = ["resolve", file, "--profile", profile, "--json", ...extra];
    const code = run(approvals !== undefined ? [...argv, "--approvals", "approvals.json"] : argv, machine);
    return { code, out: out.join("\n"), err };
  };

  it.each(corpus.map((c) => [c.input.name, c] as const))("%s: every agent", (_name, c) => {
    const { code, out, err } = resolve(c, []);
    expect(code, err.join("\n")).toBe(0);
    expectReportsAsRecorded(c, JSON.parse(out) as OpenClawAgentReport[], options);
  });

  it("--agent prints the one report", () => {
    const c = corpus.find((k) => k.agentsList.length > 1)!;
    const id = c.agentsList[1]!.id;
    const { code, out } = resolve(c, ["--agent", id]);
    expect(code).toBe(0);
    const all = JSON.parse(resolve(c, []).out) as OpenClawAgentReport[];
    expect(JSON.parse(out)).toEqual(all[1]);
  });
});

it("an approvals document that cannot be read is a usage error, said on stderr (exit 2)", () => {
  const file = "/home/ada/.openclaw/openclaw.json";
  const { io, err } = fakeIo({ [file]: JSON.stringify({ agents: { entries: { main: {} } } }) });
  const machine: CliIo = { ...io, machine: () => ({ home: "/home/ada", cwd: "/home/ada", vars: {} }) };
  expect(run(["resolve", file, "--profile", "openclaw-2026.9", "--json", "--approvals", "missing.json"], machine)).toBe(
    2,
  );
  expect(err.at(-1)).toMatch(/^Cannot read missing\.json/);
});

it("--approvals in SophiaClaw's profile is a usage error: the host's exec approvals are OpenClaw's", () => {
  const { io, err } = fakeIo({ "c.json": "{}", "a.json": "{}" });
  const machine: CliIo = { ...io, machine: () => ({ home: "/home/ada", cwd: "/home/ada", vars: {} }) };
  expect(run(["check", "c.json", "--profile", "sophiaclaw", "--approvals", "a.json"], machine)).toBe(2);
  expect(err.at(-1)).toMatch(/--approvals does not apply to scope-studio check in SophiaClaw's profile/);
});

it("resolve --agent in words: the agent, what it runs on, and how far its exec calls go with what decided it", () => {
  const file = "/home/ada/.openclaw/openclaw.json";
  const config = JSON.stringify({
    tools: { exec: { security: "full" } },
    agents: {
      ownership: "explicit",
      defaults: {
        systemAgent: { agentId: "main" },
        model: { primary: "anthropic/claude-sonnet-4-5", fallbacks: ["openai/gpt-5.1"] },
      },
      entries: { main: {}, ops: { model: "openai/gpt-5.1" } },
    },
  });
  const approvals = JSON.stringify({ version: 1, defaults: { ask: "on-miss" }, agents: { ops: { security: "deny" } } });
  const lines = (extra: readonly string[], id: string) => {
    const { io, out } = fakeIo({ [file]: config, "a.json": approvals });
    const machine: CliIo = { ...io, machine: () => ({ home: "/home/ada", cwd: "/home/ada", vars: {} }) };
    expect(run(["resolve", file, "--profile", "openclaw-2026.9", "--agent", id, ...extra], machine)).toBe(0);
    return out.slice(1);
  };
  expect(lines(["--approvals", "a.json"], "ops")).toEqual([
    "  runs on openai/gpt-5.1; fallbacks: none (its own model's)",
    "  exec: mode deny (security deny, ask on-miss, no approver: deny); ~/.openclaw/state/openclaw.sqlite#exec_approvals_config agents.ops.security",
  ]);
  expect(lines(["--approvals", "a.json"], "main")[1]).toBe(
    "  exec: mode full (security full, ask on-miss, no approver: deny); ~/.openclaw/state/openclaw.sqlite#exec_approvals_config defaults.ask",
  );
  expect(lines([], "main")[1]).toBe(
    "  exec: mode full (security full, ask off, no approver: deny); derived from tools.exec.security and OpenClaw default (off)",
  );
});
