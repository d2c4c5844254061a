/**
 * One simulated machine, honoured by every OpenClaw command: `--env HOME=...` and a scenarios `env` with HOME, `cwd`
 * and a variable give the answers the real HOME, folder and environment would give (the platform's machine fills in
 * only what neither says). Each command, both releases: the same output as a platform whose machine is that one.
 */
import { describe, expect, it } from "vitest";
import type { CliIo, CliMachine } from "../../src/cli/io";
import { decodeState, parseDocument } from "../../src/core/index";
import { run } from "../../src/cli/run";
import { fakeIo } from "./fakeIo";

/** Configs (each release's roster shape) whose answers depend on HOME, the folder the command runs in and a variable. */
const CONFIGS = {
  "openclaw-2026.9": [
    {
      defaults: { workspace: "~/${TEAM_ROOT}/ws" },
      entries: { ops: { default: true, agentDir: "rel/ops" }, lead: { workspace: "lead-ws" } },
    },
    { entries: { ops: { default: true, agentDir: "rel/ops2" } } },
  ],
  "openclaw-2026.7": [
    {
      defaults: { workspace: "~/${TEAM_ROOT}/ws" },
      list: [
        { id: "ops", default: true, agentDir: "rel/ops" },
        { id: "lead", workspace: "lead-ws" },
      ],
    },
    { list: [{ id: "ops", default: true, agentDir: "rel/ops2" }] },
  ],
} as const;

function runOn(machine: CliMachine, argv: readonly string[], files: Record<string, string>) {
  const { io, out, err } = fakeIo(files);
  const withMachine: CliIo = { ...io, machine: () => machine };
  const code = run(argv, withMachine);
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const REAL: CliMachine = { home: "/real", cwd: "/real/here", vars: { PATH: "/bin" } };
const SAID: CliMachine = { home: "/home/x", cwd: "/work/x", vars: { PATH: "/bin", TEAM_ROOT: "team" } };

const COMMANDS: readonly (readonly [string, (profile: string) => string[]])[] = [
  ["check", (p) => ["check", "c.json", "--profile", p, "--json"]],
  ["resolve", (p) => ["resolve", "c.json", "--profile", p, "--json"]],
  ["why", (p) => ["why", "c.json", "--profile", p, "--agent", "ops", "--json"]],
  ["diff", (p) => ["diff", "c.json", "d.json", "--profile", p, "--json"]],
];

describe.each(["openclaw-2026.7", "openclaw-2026.9"] as const)("the machine of %s's answers", (profile) => {
  const [config, other] = CONFIGS[profile];
  const files = { "c.json": JSON.stringify({ agents: config }), "d.json": JSON.stringify({ agents: other }) };
  it.each(COMMANDS)("%s: --env HOME, cwd and a variable answer as that machine does", (_name, argv) => {
    const onSaid = runOn(SAID, argv(profile), files);
    const given = runOn(
      REAL,
      [...argv(profile), "--env", "HOME=/home/x", "--env", "cwd=/work/x", "--env", "TEAM_ROOT=team"],
      files,
    );
    expect(given.out).toBe(onSaid.out);
    expect(given.code).toBe(onSaid.code);
    expect(given.out).toContain("/home/x");
    expect(given.out).not.toContain("/real");
  });

  it.each(COMMANDS)(
    "%s: a scenarios env with HOME, cwd and a variable answers as that machine does, and --env wins over it",
    (_name, argv) => {
      const scenarios = JSON.stringify({ env: { HOME: "/home/x", cwd: "/work/x", TEAM_ROOT: "other" } });
      const onSaid = runOn(SAID, argv(profile), files);
      const fromScenarios = runOn(REAL, [...argv(profile), "--scenarios", "s.json", "--env", "TEAM_ROOT=team"], {
        ...files,
        "s.json": scenarios,
      });
      expect(fromScenarios.out).toBe(onSaid.out);
      expect(fromScenarios.out).not.toContain("/real");
    },
  );
});

/** The documents a link carries, decoded as the page decodes them. */
function linked(out: string): { config: string; scenarios: string; env: unknown } {
  const decoded = decodeState(out.split("#")[1]!);
  if (!decoded.ok) throw new Error("the link does not decode");
  const { config, scenarios } = decoded.state;
  return { config, scenarios, env: (parseDocument(scenarios, "scenarios").value as { env?: unknown }).env };
}

describe.each(["openclaw-2026.7", "openclaw-2026.9"] as const)("a link's machine in %s", (profile) => {
  const files = { "c.json": JSON.stringify({ agents: CONFIGS[profile][0] }) };
  const machineArgs = ["--env", "HOME=/home/x", "--env", "cwd=/work/x", "--env", "TEAM_ROOT=team"];

  it("--env is written into the scenarios' env the link carries; checked, they answer as that machine", () => {
    const made = runOn(REAL, ["link", "c.json", "--profile", profile, ...machineArgs], files);
    expect(made.code).toBe(0);
    const { config, scenarios, env } = linked(made.out);
    expect(env).toEqual({ HOME: "/home/x", cwd: "/work/x", TEAM_ROOT: "team" });
    const opened = runOn(REAL, ["check", "c.json", "--scenarios", "s.json", "--profile", profile, "--json"], {
      "c.json": config,
      "s.json": scenarios,
    });
    expect(opened.out).toBe(runOn(SAID, ["check", "c.json", "--profile", profile, "--json"], files).out);
  });

  it("a scenarios env travels as written, each --env set on top of it and the rest of the text kept", () => {
    const scenarios = '{\n  // the CI machine\n  "env": { "HOME": "/home/x", "TEAM_ROOT": "other" }\n}\n';
    const made = runOn(
      REAL,
      ["link", "c.json", "--scenarios", "s.json", "--profile", profile, "--env", "TEAM_ROOT=team"],
      {
        ...files,
        "s.json": scenarios,
      },
    );
    const carried = linked(made.out);
    expect(carried.scenarios).toContain("// the CI machine");
    expect(carried.env).toEqual({ HOME: "/home/x", TEAM_ROOT: "team" });
  });
});

describe("SophiaClaw's machine: the scenarios' env, with each --env on top (no real HOME: the page has none)", () => {
  const config = JSON.stringify({
    agents: {
      list: [
        { id: "ops", default: true, workspace: "~/ws" },
        { id: "lead", workspace: "rel/lead" },
      ],
    },
  });
  const other = JSON.stringify({ agents: { list: [{ id: "ops", default: true, workspace: "~/ws2" }] } });
  const calls = { calls: [{ agent: "ops", tool: "read", pattern: "src/a.ts" }] };
  const env = { HOME: "/home/x", cwd: "/work/x", SOPHIACLAW_STATE_DIR: "/st" };
  const envArgs = Object.entries(env).flatMap(([k, v]) => ["--env", `${k}=${v}`]);
  const SOPHIACLAW: readonly (readonly [string, string[]])[] = [
    ["check", ["check", "c.json", "--scenarios", "s.json", "--json"]],
    ["resolve", ["resolve", "c.json", "--scenarios", "s.json", "--json"]],
    ["diff", ["diff", "c.json", "d.json", "--scenarios", "s.json", "--old-scenarios", "s.json", "--json"]],
    ["why", ["why", "c.json", "--scenarios", "s.json", "--call", "1", "--json"]],
  ];
  const withEnv = JSON.stringify({ ...calls, env });

  it.each(SOPHIACLAW)("%s: --env answers as the scenarios' env does", (name, argv) => {
    const given = runOn(REAL, [...argv, "--profile", "sophiaclaw", ...envArgs], {
      "c.json": config,
      "d.json": other,
      "s.json": JSON.stringify(calls),
    });
    const inScenarios = runOn(REAL, [...argv, "--profile", "sophiaclaw"], {
      "c.json": config,
      "d.json": other,
      "s.json": withEnv,
    });
    expect(given.err).toBe("");
    expect(given.out).toBe(inScenarios.out);
    if (name !== "why") {
      // why's answers here depend on no path: the others name the machine's folders.
      expect(given.out).toContain("/home/x/ws");
      expect(given.out).toContain("/work/x/rel/lead");
      expect(given.out).not.toContain("/home/user");
      expect(given.out).not.toContain("/real");
    }
  });

  it("check --json says the machine was given, by --env alone", () => {
    const given = runOn(REAL, ["check", "c.json", "--json", "--profile", "sophiaclaw", ...envArgs], {
      "c.json": config,
    });
    const parsed = JSON.parse(given.out) as { envGiven: boolean; env: unknown };
    expect(parsed.envGiven).toBe(true);
    expect(parsed.env).toEqual(env);
  });

  it("link --env carries the machine: the linked documents answer as --env does", () => {
    const made = runOn(REAL, ["link", "c.json", "--profile", "sophiaclaw", ...envArgs], { "c.json": config });
    const carried = linked(made.out);
    expect(carried.env).toEqual(env);
    const opened = runOn(REAL, ["resolve", "c.json", "--scenarios", "s.json", "--json"], {
      "c.json": carried.config,
      "s.json": carried.scenarios,
    });
    const direct = runOn(REAL, ["resolve", "c.json", "--json", ...envArgs], { "c.json": config });
    expect(opened.out).toBe(direct.out);
  });
});
