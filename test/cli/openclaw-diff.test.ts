/**
 * `scope-studio diff OLD NEW --profile openclaw-*`: what OpenClaw answers differently for two configs on this
 * machine: each agent of `agents list --json` by id (a field changed, added, removed) and the verdict of
 * `config validate` (accepted -> rejected with the reasons). The exit code is the SophiaClaw diff's: 0 nothing
 * changed, 1 something did, 2 bad input.
 */
import { describe, expect, it } from "vitest";
import { openclawIssueText } from "../../src/core/index";
import type { CliIo } from "../../src/cli/io";
import { run } from "../../src/cli/run";
import { fakeIo } from "./fakeIo";

const HOME = "/home/ada";
const STATE = `${HOME}/.openclaw`;

/** An OpenClaw 2026.9 config of keyed entries. */
const v9 = (entries: object, extra: object = {}) => JSON.stringify({ agents: { entries, ...extra } });
/** An OpenClaw 2026.7 config of a listed roster. */
const v7 = (list: object[]) => JSON.stringify({ agents: { list } });

const TWO = v9({ main: { default: true }, legal: {} });

function cli(before: string, after: string, extra: readonly string[] = [], vars: Record<string, string> = {}) {
  const { io, out, err } = fakeIo({ "old.json": before, "new.json": after });
  const machine: CliIo = { ...io, machine: () => ({ home: HOME, cwd: `${HOME}/src`, vars }) };
  const code = run(["diff", "old.json", "new.json", ...extra], machine);
  return { code, out, err };
}

const agent = (id: string, workspace: string, isDefault = false) => ({
  id,
  workspace,
  agentDir: `${STATE}/agents/${id}/agent`,
  bindings: 0,
  isDefault,
});

describe("diff --profile: OpenClaw's answers for two configs, compared", () => {
  it.each([
    [
      "an agent's workspace moved",
      "openclaw-2026.9",
      TWO,
      v9({ main: { default: true }, legal: { workspace: "/data/legal" } }),
      [
        {
          kind: "agent-changed",
          id: "legal",
          field: "workspace",
          before: `${STATE}/workspace-legal`,
          after: "/data/legal",
        },
      ],
    ],
    [
      "the default moved to another agent",
      "openclaw-2026.9",
      TWO,
      v9({ main: {}, legal: { default: true } }),
      [
        {
          kind: "agent-changed",
          id: "main",
          field: "workspace",
          before: `${STATE}/workspace`,
          after: `${STATE}/workspace-main`,
        },
        { kind: "agent-changed", id: "main", field: "isDefault", before: true, after: false },
        {
          kind: "agent-changed",
          id: "legal",
          field: "workspace",
          before: `${STATE}/workspace-legal`,
          after: `${STATE}/workspace`,
        },
        { kind: "agent-changed", id: "legal", field: "isDefault", before: false, after: true },
      ],
    ],
    [
      "an agent's model set",
      "openclaw-2026.9",
      TWO,
      v9({ main: { default: true }, legal: { model: "anthropic/claude-opus" } }),
      [
        { kind: "agent-changed", id: "legal", field: "model", before: null, after: "anthropic/claude-opus" },
        // What it runs on: the release's built-in model before.
        {
          kind: "agent-changed",
          id: "legal",
          field: "models.resolvedDefault",
          before: "openai/gpt-6-astra",
          after: "anthropic/claude-opus",
        },
      ],
    ],
    [
      "an agent's own string model drops the defaults' fallbacks",
      "openclaw-2026.9",
      v9(
        { main: { default: true }, legal: {} },
        { defaults: { model: { primary: "anthropic/claude-opus", fallbacks: ["openai/gpt-5.1"] } } },
      ),
      v9(
        { main: { default: true }, legal: { model: "anthropic/claude-opus" } },
        { defaults: { model: { primary: "anthropic/claude-opus", fallbacks: ["openai/gpt-5.1"] } } },
      ),
      // agents list prints the same model either way: only the fallbacks say what changed.
      [{ kind: "agent-changed", id: "legal", field: "models.fallbacks", before: "openai/gpt-5.1", after: null }],
    ],
    [
      "an agent's exec security, its sandbox and its skills filter",
      "openclaw-2026.9",
      TWO,
      v9({
        main: { default: true },
        legal: { tools: { exec: { security: "allowlist" } }, sandbox: { mode: "all" }, skills: ["weather"] },
      }),
      [
        { kind: "agent-changed", id: "legal", field: "skills.agentSkillFilter", before: null, after: "weather" },
        { kind: "agent-changed", id: "legal", field: "sandbox.mode", before: "off", after: "all" },
        { kind: "agent-changed", id: "legal", field: "exec.security", before: "full", after: "allowlist" },
        // Sandboxed in every session: the sandbox's default lists keep 16 of the 61 core tools.
        {
          kind: "agent-changed",
          id: "legal",
          field: "tools.main.refused",
          before: null,
          after:
            "code_execution, secrets, web_search, web_fetch, x_search, memory_search, memory_get, sessions, conversations_list, conversations_send, conversations_turn, github_identity_status, github_publish, agents_wait, suggest_task, dismiss_task, browser, screen, theme, dashboard, terminal, portal, canvas, show_widget, message, heartbeat_respond, automations, gateway, plugins, openclaw, nodes, computer, mobile_ui, agents_list, get_goal, create_goal, update_goal, progress_card, ask_user, skill_workshop, image_generate, music_generate, video_generate, tts, pdf",
        },
      ],
    ],
    [
      "an agent added",
      "openclaw-2026.9",
      TWO,
      v9({ main: { default: true }, legal: {}, ops: {} }),
      [{ kind: "agent-added", id: "ops", agent: agent("ops", `${STATE}/workspace-ops`) }],
    ],
    [
      "an agent removed (2026.7: its list entry gone)",
      "openclaw-2026.7",
      v7([{ id: "main", default: true }, { id: "legal" }]),
      v7([{ id: "main", default: true }]),
      [{ kind: "agent-removed", id: "legal", agent: agent("legal", `${STATE}/workspace-legal`) }],
    ],
    [
      "2026.7 merges a renamed agent into another silently: one agent fewer",
      "openclaw-2026.7",
      v7([{ id: "main", default: true }, { id: "legal" }]),
      v7([{ id: "main", default: true }, { id: "Main" }]),
      [{ kind: "agent-removed", id: "legal", agent: agent("legal", `${STATE}/workspace-legal`) }],
    ],
    ["identical configs", "openclaw-2026.9", TWO, TWO, []],
    [
      "the same answers from a differently written config",
      "openclaw-2026.9",
      TWO,
      `// comments and JSON5\n{ agents: { entries: { main: { default: true, }, legal: {}, } } }`,
      [],
    ],
  ])("%s (%s)", (_name, profile, before, after, changes) => {
    const { code, out } = cli(before, after, ["--profile", profile, "--json"]);
    const printed = JSON.parse(out.join("\n"));
    expect(printed.changes).toEqual(changes);
    expect(printed).toMatchObject({
      profile,
      path: `${STATE}/openclaw.json`,
      before: { valid: true },
      after: { valid: true },
    });
    expect(code).toBe(changes.length ? 1 : 0);
  });

  const COLLIDING = v9({ main: { default: true }, legal: {}, Legal: {} });
  const collision = {
    kind: "key-collision",
    path: "agents.entries.Legal",
    keys: ["legal", "Legal"],
    id: "legal",
  };

  it.each([
    ["accepted -> rejected", TWO, COLLIDING, [true, false], { kind: "rejected", issues: [collision] }],
    ["rejected -> accepted", COLLIDING, TWO, [false, true], { kind: "accepted", issues: [collision] }],
  ])(
    "the verdict changing %s says why, and lists no agents of the rejected side",
    (_n, before, after, valid, change) => {
      const { code, out } = cli(before, after, ["--profile", "openclaw-2026.9", "--json"]);
      const printed = JSON.parse(out.join("\n"));
      expect(printed.before.valid).toBe(valid[0]);
      expect(printed.after.valid).toBe(valid[1]);
      expect(printed.changes).toHaveLength(1);
      const [only] = printed.changes;
      expect(only).toMatchObject({
        ...change,
        issues: [expect.objectContaining({ kind: "key-collision", id: "legal" })],
      });
      // Each reason carries its sentence, rendered from its data.
      expect(only.issues[0].message).toBe(
        openclawIssueText({ ...only.issues[0], path: ["agents", "entries", "Legal"] }),
      );
      expect(code).toBe(1);
    },
  );

  it("prints the plan: the verdict with its reasons, the agents' fields, the summary", () => {
    const rejected = cli(TWO, v9({ main: { default: true }, legal: {}, Legal: {} }), ["--profile", "openclaw-2026.9"]);
    expect(rejected.out[0]).toBe("Verdict (openclaw config validate):");
    expect(rejected.out[1]).toBe("  ~ accepted -> rejected");
    expect(rejected.out[2]).toMatch(/^ {6}now: error agents\.entries\.Legal: /);
    expect(rejected.out.at(-1)).toBe("1 change in OpenClaw's answers (0 agents added, 0 removed, 1 changed)");

    const moved = cli(TWO, v9({ main: { default: true }, legal: { workspace: "/data/legal" } }, {}), [
      "--profile",
      "openclaw-2026.9",
    ]);
    expect(moved.out).toEqual([
      "Agents (openclaw agents list):",
      `  ~ legal.workspace: ${STATE}/workspace-legal -> /data/legal`,
      "",
      "1 change in OpenClaw's answers (0 agents added, 0 removed, 1 changed)",
    ]);
    const added = cli(TWO, v9({ main: { default: true }, legal: {}, ops: { model: "openai/gpt-5" } }), [
      "--profile",
      "openclaw-2026.9",
    ]);
    expect(added.out[1]).toBe(
      `  + ops: workspace ${STATE}/workspace-ops, agent folder ${STATE}/agents/ops/agent, model openai/gpt-5`,
    );
    const same = cli(TWO, TWO, ["--profile", "openclaw-2026.9"]);
    expect(same.out).toEqual(["OpenClaw answers the same for both configs."]);
    expect(same.code).toBe(0);
  });

  it("answers on this machine, each --env on top (both sides)", () => {
    const after = v9({ main: { default: true }, legal: {}, ops: {} });
    const { out } = cli(
      TWO,
      after,
      ["--profile", "openclaw-2026.9", "--json", "--env", "OPENCLAW_STATE_DIR=/srv/claw"],
      {
        OPENCLAW_STATE_DIR: "/elsewhere",
      },
    );
    const printed = JSON.parse(out.join("\n"));
    expect(printed.path).toBe("/srv/claw/openclaw.json");
    expect(printed.changes).toEqual([
      {
        kind: "agent-added",
        id: "ops",
        agent: { ...agent("ops", "/srv/claw/workspace-ops"), agentDir: "/srv/claw/agents/ops/agent" },
      },
    ]);
  });
});

describe("diff --profile, wrongly used", () => {
  it.each([
    [
      ["--profile", "openclaw-2026.7", "--old-scenarios", "s.json"],
      /--old-scenarios does not apply to scope-studio diff --profile openclaw-2026.7: OpenClaw reads the scenarios only for the machine/,
    ],
    [["--profile", "openclaw-2026.9", "--scenarios", "missing.json"], /Cannot read missing.json/],
    [["--profile", "openclaw-2026.9", "--env", "=x"], /--env takes NAME=VALUE/],
    [["--profile", "openclaw-2027"], /Unknown profile "openclaw-2027"/],
  ])("%j is a usage error", (extra, message) => {
    const { code, err } = cli(TWO, TWO, extra);
    expect(code).toBe(2);
    expect(err.join("\n")).toMatch(message);
  });

  it("without --profile, reads the configs as the release the first one names, and says so", () => {
    const { code, err } = cli(TWO, TWO, ["--env", "HOME=/x"]);
    expect(code).toBe(0);
    expect(err.join("\n")).toMatch(/^Reading .* as openclaw-2026\.9, detected from agents\.entries/);
  });

  it("reads standard input for one config at most, and needs a machine", () => {
    const { io, err } = fakeIo({});
    const machine: CliIo = { ...io, machine: () => ({ home: HOME, cwd: HOME, vars: {} }) };
    expect(run(["diff", "-", "-", "--profile", "openclaw-2026.9"], machine)).toBe(2);
    expect(err.at(-1)).toMatch(/standard input/);
    const bare = fakeIo({ "a.json": TWO });
    expect(run(["diff", "a.json", "a.json", "--profile", "openclaw-2026.9"], bare.io)).toBe(2);
    expect(bare.err.at(-1)).toMatch(/which machine/);
  });
});

it("diff --scenarios: the calls whose verdict the change moves, in the plan and in --json", () => {
  const file = (name: string) => `/home/ada/${name}`;
  const config = (deny: readonly string[]) =>
    JSON.stringify({
      tools: { deny },
      agents: { ownership: "explicit", defaults: { systemAgent: { agentId: "main" } }, entries: { main: {}, ops: {} } },
    });
  const scenarios = JSON.stringify({
    calls: [
      { agent: "ops", tool: "exec", pattern: "make" },
      { agent: "main", tool: "read" },
    ],
  });
  const { io, out } = fakeIo({
    [file("a.json")]: config([]),
    [file("b.json")]: config(["exec"]),
    [file("s.json")]: scenarios,
  });
  const machine: CliIo = { ...io, machine: () => ({ home: "/home/ada", cwd: "/home/ada", vars: {} }) };
  const args = ["diff", file("a.json"), file("b.json"), "--profile", "openclaw-2026.9", "--scenarios", file("s.json")];
  expect(run(args, machine)).toBe(1);
  expect(out).toContain("Calls (the scenarios):");
  expect(out).toContain("  ~ call 1 (ops exec make, main session): run -> refused");
  const json = fakeIo({
    [file("a.json")]: config([]),
    [file("b.json")]: config(["exec"]),
    [file("s.json")]: scenarios,
  });
  run([...args, "--json"], { ...json.io, machine: () => ({ home: "/home/ada", cwd: "/home/ada", vars: {} }) });
  const printed = JSON.parse(json.out.join("\n")) as { changes: { kind: string }[] };
  expect(printed.changes.filter((c) => c.kind === "call-changed")).toEqual([
    {
      kind: "call-changed",
      index: 0,
      call: { agent: "ops", tool: "exec", session: "main", command: "make" },
      before: "run",
      after: "refused",
    },
  ]);
});
