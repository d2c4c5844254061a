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

it("resolve --agent in words: the agent, what it runs on, how far its exec calls go with what decided it, its tools", () => {
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
    "  tools (main session): 61 of 61",
    "  tools (a sub-agent): 50 of 61; refused conversations_list, conversations_send, conversations_turn, sessions_send, session_status, message, automations, gateway, openclaw, agents_list, progress_card (by subagent tools.allow)",
  ]);
  expect(lines(["--approvals", "a.json"], "main")[1]).toBe(
    "  exec: mode full (security full, ask on-miss, no approver: deny); ~/.openclaw/state/openclaw.sqlite#exec_approvals_config defaults.ask",
  );
  expect(lines([], "main")[1]).toBe(
    "  exec: mode full (security full, ask off, no approver: deny); derived from tools.exec.security and OpenClaw default (off)",
  );
});

it("check --scenarios answers the scenarios' calls as the page does: verdicts, a failed expectation fails the check", () => {
  const file = "/home/ada/.openclaw/openclaw.json";
  const config = JSON.stringify({
    tools: { deny: ["process"] },
    agents: { ownership: "explicit", defaults: { systemAgent: { agentId: "main" } }, entries: { main: {}, ops: {} } },
  });
  const scenarios = (expect: string) =>
    JSON.stringify({
      approvals: { version: 1, agents: { ops: { security: "deny" } } },
      calls: [
        { agent: "ops", tool: "exec", pattern: "ls", expect },
        { agent: "main", tool: "process" },
      ],
    });
  const check = (expectWord: string, extra: readonly string[] = []) => {
    const { io, out } = fakeIo({ [file]: config, "s.json": scenarios(expectWord) });
    const machine: CliIo = { ...io, machine: () => ({ home: "/home/ada", cwd: "/home/ada", vars: {} }) };
    const code = run(["check", file, "--profile", "openclaw-2026.9", "--scenarios", "s.json", ...extra], machine);
    return { code, out };
  };
  const met = check("refused");
  expect(met.code).toBe(0);
  expect(met.out.filter((l) => l.startsWith("call "))).toEqual([
    "call 1: refused: exec is allowed; the command is refused (security deny, ask off, by the host's exec approvals).",
    "call 2: refused: process is refused by tools.allow (its deny list).",
  ]);
  const failed = check("run");
  expect(failed.code).toBe(1);
  expect(failed.out).toContain(
    'error calls[0].expect: Expected "run", got "refused": exec is allowed; the command is refused (security deny, ask off, by the host\'s exec approvals). (OC302)',
  );
  // The CI formats place it in the scenarios file.
  const github = check("run", ["--format", "github"]);
  expect(github.code).toBe(1);
  expect(github.out.find((l) => l.includes("OC302"))).toMatch(/^::error file=s\.json,line=1,/);
  const json = check("refused", ["--json"]);
  const printed = JSON.parse(json.out.join("\n")) as { calls: { verdict: string; refusedBy?: { layer: string } }[] };
  expect(printed.calls.map((c) => [c.verdict, c.refusedBy?.layer])).toEqual([
    ["refused", undefined],
    ["refused", "tools.allow"],
  ]);
});

it("check --coverage in an OpenClaw profile: the agents and tool-policy entries the calls exercise; --min-coverage a floor", () => {
  const file = "/home/ada/.openclaw/openclaw.json";
  const config = JSON.stringify({
    tools: { deny: ["process", "write"] },
    agents: { ownership: "explicit", defaults: { systemAgent: { agentId: "main" } }, entries: { main: {}, ops: {} } },
  });
  const scenarios = JSON.stringify({ calls: [{ agent: "main", tool: "process" }] });
  const check = (extra: readonly string[]) => {
    const { io, out, err } = fakeIo({ [file]: config, "s.json": scenarios });
    const machine: CliIo = { ...io, machine: () => ({ home: "/home/ada", cwd: "/home/ada", vars: {} }) };
    const code = run(["check", file, "--profile", "openclaw-2026.9", "--scenarios", "s.json", ...extra], machine);
    return { code, out, err };
  };
  const shown = check(["--coverage"]);
  expect(shown.code).toBe(0);
  expect(shown.out.filter((l) => l.startsWith("coverage") || l.includes("uncovered"))).toEqual([
    "coverage: 50%: the calls exercise 1 of 2 agents and 1 of 2 tool-policy entries",
    "agents.entries.ops uncovered agent ops",
    'tools.deny[1] uncovered "write"',
  ]);
  const floor = check(["--min-coverage", "60"]);
  expect(floor.code).toBe(1);
  expect(floor.err.at(-1)).toBe("Coverage 50% (2 of 4 items exercised) is below --min-coverage 60.");
  expect(check(["--min-coverage", "50"]).code).toBe(0);
  expect(check(["--min-coverage", "x"]).code).toBe(2);
  const json = check(["--coverage", "--json"]);
  const printed = JSON.parse(json.out.join("\n")) as { coverage: { percent: number; covered: number; total: number } };
  expect([printed.coverage.percent, printed.coverage.covered, printed.coverage.total]).toEqual([50, 2, 4]);
});

it("check --approvals marks the file's allowlist entries that can never match, at their line in it (OC213, a warning)", () => {
  const file = "/home/ada/.openclaw/openclaw.json";
  const approvals = '{\n  "version": 1,\n  "agents": { "main": { "allowlist": ["/usr/bin/ls", "npm test"] } }\n}\n';
  const { io, out } = fakeIo({ [file]: JSON.stringify({ agents: { entries: { main: {} } } }), "a.json": approvals });
  const machine: CliIo = { ...io, machine: () => ({ home: "/home/ada", cwd: "/home/ada", vars: {} }) };
  const argv = ["check", file, "--profile", "openclaw-2026.9", "--approvals", "a.json"];
  expect(run([...argv, "--format", "github"], machine)).toBe(0);
  expect(out.filter((l) => l.includes("OC213"))).toEqual([
    expect.stringMatching(
      /^::warning file=a\.json,line=3,col=54,endLine=3,endColumn=64,title=OC213::"npm test" can never match/,
    ),
  ]);
});
