/**
 * The machine an OpenClaw profile answers for, as the command line sees it: the scenarios' `env` (HOME, `cwd`, any
 * variable) and each --env NAME=VALUE on top of it say what they name; the platform's HOME, the folder the command
 * runs in and its environment fill in the rest. The config lives where OpenClaw reads it on that machine.
 */
import {
  openclawApprovalsText,
  openclawConfigPath,
  parseDocument,
  type OpenClawEnvironment,
  type OpenClawProfileId,
} from "../core";
import { option as optionOf, type ParsedArgs } from "./args";
import { envOption, isRecord } from "./env-option";
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

export type MachineRead =
  | {
      ok: true;
      env: OpenClawEnvironment;
      /** The --approvals file read, when one was given (its findings are placed in it). */
      approvalsFile?: { readonly name: string; readonly text: string };
    }
  | { ok: false; code: ExitCode };

/** The scenarios' `env` entries that are strings (none when there are no scenarios). */
function scenariosEnv(scenariosText: string | undefined): Record<string, string> {
  if (scenariosText === undefined) return {};
  const scenarios = parseDocument(scenariosText, "scenarios").value;
  const env = isRecord(scenarios) ? scenarios["env"] : undefined;
  if (!isRecord(env)) return {};
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => typeof e[1] === "string"));
}

/** The scenarios' `approvals` document, as text (none without scenarios or approvals). */
function scenariosApprovals(scenariosText: string | undefined): string | undefined {
  if (scenariosText === undefined) return undefined;
  const scenarios = parseDocument(scenariosText, "scenarios").value;
  return isRecord(scenarios) ? openclawApprovalsText(scenarios["approvals"]) : undefined;
}

/**
 * The machine, with the config placed at the file OpenClaw reads on it; a usage error it has printed otherwise.
 * `scenariosText`: the scenarios given with --scenarios, whose `env` describes the machine.
 */
export function cliOpenClawMachine(
  profile: OpenClawProfileId,
  args: ParsedArgs,
  io: CliIo,
  scenariosText: string | undefined,
): MachineRead {
  if (!io.machine) return usage(io, texts.noMachine);
  const machine = io.machine();
  const option = envOption(args);
  if (!option.ok) return usage(io, texts.badEnv(option.pair));
  const said: Record<string, string> = { ...scenariosEnv(scenariosText), ...option.vars };
  const { cwd: cwdSaid, HOME: homeSaid, ...named } = said;
  const home = homeSaid?.trim() ? homeSaid : machine.home;
  const cwd = cwdSaid?.trim() ? absolute(cwdSaid.replace(/^~(?=\/|$)/, home), machine.cwd) : machine.cwd;
  const vars: Record<string, string> = { ...machine.vars, ...named, HOME: home };
  // --approvals FILE: the host's exec approvals document (2026.7's exec-approvals.json; what 2026.9 stores).
  const approvalsFile = optionOf(args, "approvals");
  // Without it, the scenarios' `approvals`, as the page reads them.
  let approvals: string | undefined = scenariosApprovals(scenariosText);
  if (approvalsFile !== undefined) {
    const read = io.readFile(approvalsFile);
    if (!read.ok) return usage(io, texts.unreadable(approvalsFile, read.error));
    approvals = read.text;
  }
  const env = { home, cwd, vars, configAt: null, ...(approvals !== undefined ? { approvals } : {}) };
  return {
    ok: true,
    env: { ...env, configAt: openclawConfigPath(profile, env) },
    ...(approvalsFile !== undefined &&
      approvals !== undefined && { approvalsFile: { name: approvalsFile, text: approvals } }),
  };
}
