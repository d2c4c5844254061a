/**
 * Where OpenClaw looks and writes on the simulated machine: its home, state folder and config file (moved by
 * OPENCLAW_HOME, OPENCLAW_STATE_DIR, OPENCLAW_CONFIG_PATH, OPENCLAW_PROFILE), how it reads a path (`~`, then
 * relative to the folder the command runs in), and `${NAME}` substitution in the config's strings.
 */
import { isRecord, type KeysOf } from "../safe";
import { joinPosixPath as joinPath, normalizePosixPath as normalizePath } from "../scope";
import type { OpenClawEnvironment, OpenClawProfileId, OpenClawWarning } from "./types";

/** The environment variables OpenClaw reads for its folders, each named once. */
export const OPENCLAW_VARIABLES = {
  home: "OPENCLAW_HOME",
  stateDir: "OPENCLAW_STATE_DIR",
  configPath: "OPENCLAW_CONFIG_PATH",
  profile: "OPENCLAW_PROFILE",
  workspaceDir: "OPENCLAW_WORKSPACE_DIR",
} as const;

export interface Places {
  /** OPENCLAW_HOME, else HOME: where `~` and `.openclaw` are. */
  readonly home: string;
  readonly cwd: string;
  /** OPENCLAW_STATE_DIR, else `<home>/.openclaw`: agent folders and the other agents' workspaces. */
  readonly stateDir: string;
  /** The one config file the CLI reads. */
  readonly configPath: string;
  /** The default (or sole) agent's workspace when neither the config nor OPENCLAW_WORKSPACE_DIR names one. */
  readonly defaultWorkspace: string;
  /** OPENCLAW_WORKSPACE_DIR, resolved, when set. */
  readonly workspaceDirVar?: string;
  /** OPENCLAW_STATE_DIR, resolved, when set. */
  readonly stateDirVar?: string;
}

function variable(env: OpenClawEnvironment, name: string): string | undefined {
  const value = Object.hasOwn(env.vars, name) ? env.vars[name] : undefined;
  return value?.trim() ? value.trim() : undefined;
}

/** Whether OpenClaw reads a path against the folder the command runs in (it starts with neither `~` nor `/`). */
export function isRelativePath(text: string): boolean {
  const trimmed = text.trim();
  return !(trimmed === "~" || trimmed.startsWith("~/") || trimmed.startsWith("/"));
}

/** A path as OpenClaw reads it: `~` is home, a relative path is against cwd, the result normalized. */
export function resolvePath(text: string, home: string, cwd: string): string {
  const trimmed = text.trim();
  if (trimmed === "~" || trimmed.startsWith("~/")) return joinPath(home, trimmed.slice(1));
  if (trimmed.startsWith("/")) return normalizePath(trimmed);
  return joinPath(cwd, trimmed);
}

/** The default agent's workspace rule of a release (releases/release.ts: `defaultWorkspace`). */
export type DefaultWorkspaceRule = (home: string, stateDirVar: string | undefined, suffix: string) => string;

/** The places of the machine `env` as a release reads them (`defaultWorkspace`: its rule for the default's folder). */
export function placesOf(defaultWorkspaceOf: DefaultWorkspaceRule, env: OpenClawEnvironment): Places {
  const cwd = normalizePath(env.cwd);
  const at = (name: string, home: string) => {
    const value = variable(env, name);
    return value === undefined ? undefined : resolvePath(value, home, cwd);
  };
  const home = at(OPENCLAW_VARIABLES.home, env.home) ?? normalizePath(env.home);
  const stateVar = at(OPENCLAW_VARIABLES.stateDir, home);
  const stateDir = stateVar ?? joinPath(home, ".openclaw");
  const configPath = at(OPENCLAW_VARIABLES.configPath, home) ?? joinPath(stateDir, "openclaw.json");
  const named = variable(env, OPENCLAW_VARIABLES.profile);
  const suffix = named !== undefined && named.toLowerCase() !== "default" ? `-${named}` : "";
  const defaultWorkspace = defaultWorkspaceOf(home, stateVar, suffix);
  const workspaceDirVar = at(OPENCLAW_VARIABLES.workspaceDir, home);
  return {
    home,
    cwd,
    stateDir,
    configPath,
    defaultWorkspace,
    ...(workspaceDirVar ? { workspaceDirVar } : {}),
    ...(stateVar ? { stateDirVar: stateVar } : {}),
  };
}

/** `${NAME}` (upper-case names only), or `$${NAME}` which stands for the literal text `${NAME}`. */
const REFERENCE = /\$(\$?)\{([A-Z_][A-Z0-9_]*)\}/g;

/** A `${NAME}` at the very start of a string (not the escaped `$${NAME}`): the name, else undefined. */
export function leadingVariable(text: string): string | undefined {
  const match = /^\s*\$\{([A-Z_][A-Z0-9_]*)\}/.exec(text);
  return match?.[1];
}

/**
 * The value `${NAME}` takes: the process environment's, else the config's own `env.vars`; undefined when neither
 * gives a non-empty one (the reference then stays as written).
 */
export function variableLookup(config: unknown, env: OpenClawEnvironment): (name: string) => string | undefined {
  const own = isRecord(config) && isRecord(config["env"]) ? config["env"]["vars"] : undefined;
  return (name) => {
    const fromEnv = Object.hasOwn(env.vars, name) ? env.vars[name] : undefined;
    if (fromEnv) return fromEnv;
    const fromConfig = isRecord(own) && Object.hasOwn(own, name) ? own[name] : undefined;
    return typeof fromConfig === "string" && fromConfig !== "" ? fromConfig : undefined;
  };
}

/**
 * The config with `${NAME}` substituted in every string: from the process environment, else the config's own
 * `env.vars`; a missing or empty one stays as written and is warned about. Lower-case names and a bare `$NAME`
 * are left alone.
 */
export function substituteVariables(
  config: unknown,
  env: OpenClawEnvironment,
  warnings: OpenClawWarning[],
  /**
   * Objects known to hold no `${` anywhere below them: each is its own substitution on any machine, and is not walked
   * again (a keystroke's config shares every part it did not touch with the last one's). Filled as the walk finds more.
   */
  plain: WeakSet<object> = new WeakSet(),
  /** Each object's keys (a reading's checks take the same roster's keys again). */
  keysOf: KeysOf = Object.keys,
): unknown {
  const lookup = variableLookup(config, env);
  // The path walked so far, one stack for the whole walk: copied only for a warning.
  const path: (string | number)[] = [];
  // Whether the walk met a `${` (below the object being walked): an object without one is remembered as plain.
  let met = false;
  // A value with nothing to substitute comes back as it is (the same object), so a config without `${` costs a walk.
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") {
      if (!value.includes("${")) return value;
      met = true;
      return value.replace(REFERENCE, (whole: string, escaped: string, name: string) => {
        if (escaped) return whole.slice(1);
        const found = lookup(name);
        if (found === undefined) warnings.push({ kind: "missing-env-var", path: [...path], name });
        return found ?? whole;
      });
    }
    if (typeof value !== "object" || value === null || plain.has(value)) return value;
    const outer = met;
    met = false;
    const walked = Array.isArray(value) ? walkList(value) : isRecord(value) ? walkRecord(value) : value;
    if (!met) plain.add(value);
    met ||= outer;
    return walked;
  };
  const walkList = (value: unknown[]): unknown[] => {
    let out: unknown[] | undefined;
    value.forEach((v, i) => {
      path.push(i);
      const w = walk(v);
      path.pop();
      if (w !== v) out ??= value.slice();
      if (out) out[i] = w;
    });
    return out ?? value;
  };
  const walkRecord = (value: Record<string, unknown>): Record<string, unknown> => {
    const keys = keysOf(value);
    let out: Record<string, unknown> | undefined;
    keys.forEach((k, i) => {
      path.push(k);
      const v = value[k];
      const w = walk(v);
      path.pop();
      if (w !== v && !out) {
        out = {};
        for (const before of keys.slice(0, i)) define(out, before, value[before]);
      }
      if (out) define(out, k, w);
    });
    return out ?? value;
  };
  return walk(config);
}

/** An own property however it is named (`__proto__` included), as JSON5 reads it. */
const define = (on: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(on, key, { value, enumerable: true, writable: true });

/**
 * The one config file the CLI of `profile` reads on this machine (OPENCLAW_CONFIG_PATH, the state folder, HOME): the
 * same in every recorded release.
 */
export const openclawConfigPath = (_profile: OpenClawProfileId, env: OpenClawEnvironment): string =>
  placesOf(() => "", env).configPath;
