/**
 * The machine an OpenClaw answer is computed for when the studio reads a config: the scenarios' `env` (the same
 * simulated environment SophiaClaw's answers read). `HOME` (default /home/user), `cwd` (the folder the command runs
 * in; default HOME) and `configFile` (where this config lives; default ~/.openclaw/openclaw.json, the file OpenClaw
 * reads when no variable moves it) are read from it; every entry is also an environment variable. The scenarios'
 * `approvals` are the host's exec approvals document.
 */
import { DEFAULT_HOME, normalizePosixPath as normalizePath } from "../scope";
import type { OpenClawEnvironment } from "./types";

/** The scenarios' `env` keys that place the simulated command rather than set a variable. */
export const OPENCLAW_MACHINE_KEYS = { cwd: "cwd", configFile: "configFile" } as const;

const absolute = (path: string, base: string) =>
  normalizePath(path.startsWith("/") ? path : `${base.replace(/\/+$/, "")}/${path}`);

/**
 * The host's exec approvals as the scenarios give them (`approvals`): the document's text, written as an object (read
 * as its JSON) or as the file's own text (a string: JSON5, or anything the release would refuse). None when absent.
 */
export function approvalsText(approvals: unknown): string | undefined {
  if (typeof approvals === "string") return approvals;
  if (typeof approvals === "object" && approvals !== null) return JSON.stringify(approvals, null, 2);
  return undefined;
}

/**
 * The host's approvals the machine has: the approvals document when it holds any text (an OpenClaw profile's third
 * document), else the scenarios' `approvals` (none when neither gives them).
 */
export function hostApprovals(scenarios: unknown, document: string | undefined): unknown {
  if (document !== undefined && document.trim() !== "") return document;
  return typeof scenarios === "object" && scenarios !== null && Object.hasOwn(scenarios, "approvals")
    ? (scenarios as { approvals?: unknown }).approvals
    : undefined;
}

export function openclawMachine(env: Readonly<Record<string, string>>, approvals?: unknown): OpenClawEnvironment {
  const home = normalizePath(env["HOME"]?.trim() ? env["HOME"] : DEFAULT_HOME);
  const cwdRaw = env[OPENCLAW_MACHINE_KEYS.cwd];
  const cwd = cwdRaw?.trim() ? absolute(cwdRaw.replace(/^~(?=\/|$)/, home), home) : home;
  const fileRaw = env[OPENCLAW_MACHINE_KEYS.configFile];
  const configAt = fileRaw?.trim()
    ? absolute(fileRaw.replace(/^~(?=\/|$)/, home), cwd)
    : `${home.replace(/\/+$/, "")}/.openclaw/openclaw.json`;
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (name === OPENCLAW_MACHINE_KEYS.cwd || name === OPENCLAW_MACHINE_KEYS.configFile) continue;
    Object.defineProperty(vars, name, { value, enumerable: true });
  }
  const text = approvalsText(approvals);
  return { home, cwd, vars: { ...vars, HOME: home }, configAt, ...(text !== undefined && { approvals: text }) };
}
