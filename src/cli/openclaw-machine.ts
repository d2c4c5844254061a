/**
 * The machine an OpenClaw profile answers for, as the command line sees it: the platform's HOME, the folder the
 * command runs in and its environment, each --env NAME=VALUE on top; the config lives where OpenClaw reads it here.
 */
import { openclawConfigPath, type OpenClawEnvironment, type OpenClawProfileId } from "../core";
import type { ParsedArgs } from "./args";
import { usage } from "./commands";
import { STDIN, type CliIo, type ExitCode } from "./io";
import { texts } from "./texts";

/** A path as the folder the command runs in reads it. */
const absolute = (path: string, cwd: string) => (path.startsWith("/") ? path : `${cwd.replace(/\/+$/, "")}/${path}`);

/**
 * The document is read as the file OpenClaw reads on the machine: a file given elsewhere is said (on stderr) to be
 * one OpenClaw would not read there.
 */
export function noteNotRead(io: CliIo, configFile: string | undefined, env: OpenClawEnvironment): void {
  const read = env.configAt ?? "";
  const file = configFile ?? STDIN;
  if (file !== STDIN && absolute(file, env.cwd) !== read) io.err(texts.openclawNotRead(file, read));
}

export type MachineRead = { ok: true; env: OpenClawEnvironment } | { ok: false; code: ExitCode };

/** The machine, with the config placed at the file OpenClaw reads on it; a usage error it has printed otherwise. */
export function cliOpenClawMachine(profile: OpenClawProfileId, args: ParsedArgs, io: CliIo): MachineRead {
  if (!io.machine) return usage(io, texts.noMachine);
  const machine = io.machine();
  const vars: Record<string, string> = { ...machine.vars };
  for (const pair of args.options.get("env") ?? []) {
    const eq = pair.indexOf("=");
    if (eq <= 0) return usage(io, texts.badEnv(pair));
    vars[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  const env = { home: machine.home, cwd: machine.cwd, vars, configAt: null };
  return { ok: true, env: { ...env, configAt: openclawConfigPath(profile, env) } };
}
