/**
 * `scope-studio why CONFIG --profile openclaw-*`: each agent OpenClaw lists on this machine with the rule behind its
 * id, workspace, agent folder and default; --agent one of them, --json the data. A config OpenClaw rejects says why
 * (exit 1); SophiaClaw's options with an OpenClaw profile are a usage error (exit 2).
 */
import { describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/io";
import { run } from "../../src/cli/run";
import { fakeIo } from "./fakeIo";

const HOME = "/home/ada";
const FILE = `${HOME}/.openclaw/openclaw.json`;
const LEGACY = JSON.stringify({
  agents: { defaults: { workspace: "~/work" }, list: [{ id: "main" }, { id: "Legal Team", workspace: "~/legal" }] },
});
const KEYED = JSON.stringify({ agents: { entries: { main: { default: true }, legal: {} } } });

function cli(config: string, args: readonly string[]) {
  const { io, out, err } = fakeIo({ [FILE]: config });
  const machine: CliIo = { ...io, machine: () => ({ home: HOME, cwd: HOME, vars: {} }) };
  const code = run(["why", FILE, ...args], machine);
  return { code, out, err };
}

describe("why --profile: the rule behind each value OpenClaw lists", () => {
  it("prints every agent, its id's, workspace's, folder's and default's rule", () => {
    const { code, out, err } = cli(LEGACY, ["--profile", "openclaw-2026.7"]);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual([
      'main (default: first in agents.list, none marked "default": true)',
      "  id: as written",
      "  workspace /home/ada/work: agents.defaults.workspace, as the default agent",
      "  agent folder /home/ada/.openclaw/agents/main/agent: <state>/agents/<id>/agent",
      "legal-team (not the default)",
      '  id: sanitized from "Legal Team"',
      "  workspace /home/ada/legal: its own agents.list[1].workspace",
      "  agent folder /home/ada/.openclaw/agents/legal-team/agent: <state>/agents/<id>/agent",
    ]);
  });

  it.each([
    [
      "an explicit fleet: every agent its own folder under the shared one, the default too",
      {
        ownership: "explicit",
        defaults: { workspace: "~/work", systemAgent: { agentId: "main" } },
        entries: { main: {}, legal: {} },
      },
      [
        "  workspace /home/ada/work/main: agents.defaults.workspace/<id>, as every agent of an explicit fleet, the default too",
        "  workspace /home/ada/work/legal: agents.defaults.workspace/<id>, as an agent other than the default",
      ],
    ],
    [
      "an explicit sole agent with no system agent: the shared folder, though it is not the default",
      { ownership: "explicit", defaults: { workspace: "~/work" }, entries: { solo: {} } },
      ["  workspace /home/ada/work: agents.defaults.workspace, as the only agent"],
    ],
  ])("2026.9, %s", (_what, agents, lines) => {
    const { code, out } = cli(JSON.stringify({ agents }), ["--profile", "openclaw-2026.9"]);
    expect(code).toBe(0);
    expect(out.filter((line) => line.startsWith("  workspace"))).toEqual(lines);
  });

  it.each([
    ["its id", "legal-team"],
    ["the id as written, which OpenClaw reads lower-cased", "LEGAL-TEAM"],
  ])("--agent names one agent: %s", (_what, id) => {
    const { code, out } = cli(LEGACY, ["--profile", "openclaw-2026.7", "--agent", id]);
    expect(code).toBe(0);
    expect(out[0]).toBe("legal-team (not the default)");
    expect(out).toHaveLength(4);
  });

  it("--agent naming no listed agent says which there are (exit 1)", () => {
    const { code, err } = cli(LEGACY, ["--profile", "openclaw-2026.7", "--agent", "nobody"]);
    expect(code).toBe(1);
    expect(err.join("\n")).toContain('OpenClaw lists no agent "nobody"; it lists main, legal-team.');
  });

  it("--json prints the reasons as data", () => {
    const { code, out } = cli(KEYED, ["--profile", "openclaw-2026.9", "--json"]);
    expect(code).toBe(0);
    const printed = JSON.parse(out.join("\n")) as { valid: boolean; agents: Record<string, unknown>[] };
    expect(printed.valid).toBe(true);
    expect(printed.agents.map((a) => [a["id"], a["isDefault"], a["defaultRule"], a["workspaceRule"]])).toEqual([
      ["main", true, "marked", "default-workspace"],
      ["legal", false, "none", "state-workspace-per-id"],
    ]);
  });

  it("a config OpenClaw rejects: why, on stderr (exit 1)", () => {
    const { code, out, err } = cli(KEYED, ["--profile", "openclaw-2026.7"]);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err.join("\n")).toContain("entries");
  });

  it.each([
    ["--call", "c"],
    ["--session", "agent:main:main"],
  ])("%s is SophiaClaw's: a usage error with an OpenClaw profile", (option, value) => {
    const { code, err } = cli(KEYED, ["--profile", "openclaw-2026.9", option, value]);
    expect(code).toBe(2);
    expect(err.join("\n")).toContain(option);
  });
});

describe("a config OpenClaw would not read on this machine is said to be so, by every command that reads it", () => {
  it.each(["check", "resolve", "why"])("%s", (command) => {
    const { io, err } = fakeIo({ [FILE]: KEYED });
    const machine: CliIo = { ...io, machine: () => ({ home: HOME, cwd: HOME, vars: {} }) };
    run([command, FILE, "--profile", "openclaw-2026.9", "--env", "OPENCLAW_STATE_DIR=/srv/state"], machine);
    expect(err[0]).toBe(
      `OpenClaw would not read ${FILE} here: it reads /srv/state/openclaw.json (HOME, OPENCLAW_HOME, OPENCLAW_STATE_DIR or OPENCLAW_CONFIG_PATH).`,
    );
  });

  it("and nothing is said where it is the file OpenClaw reads", () => {
    const { err } = cli(KEYED, ["--profile", "openclaw-2026.9"]);
    expect(err).toEqual([]);
  });
});
