/**
 * One simulated machine, honoured by every OpenClaw command: `--env HOME=...` and a scenarios `env` with HOME, `cwd`
 * and a variable give the answers the real HOME, folder and environment would give (the platform's machine fills in
 * only what neither says). Each command, both releases: the same output as a platform whose machine is that one.
 */
import { describe, expect, it } from "vitest";
import type { CliIo, CliMachine } from "../../src/cli/io";
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

  it.each(COMMANDS.filter(([name]) => name !== "diff"))(
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
