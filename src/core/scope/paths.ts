/**
 * Simulated POSIX paths: the studio never reads the visitor's machine, so `~`, variables, the state folder and the
 * default workspace are all resolved against a simulated environment (HOME defaulted to /home/user).
 */
import type { Env } from "../results";
import { own, str } from "../safe";
import type { HarnessProfile } from "./profile";

/** The simulated environment when none is given. */
export const DEFAULT_ENV: Env = { HOME: "/home/user" };

/** HOME when the environment does not name one. */
export const DEFAULT_HOME = "/home/user";

/** Something worth telling about a path: it still resolves, but maybe not as its author meant. */
export type PathWarning =
  | { readonly kind: "unknown-variable"; readonly name: string }
  | { readonly kind: "relative"; readonly base: string }
  | { readonly kind: "tilde-user"; readonly text: string };

export interface UserPathResult {
  readonly path: string;
  readonly warnings: readonly PathWarning[];
}

/** A variable of the simulated environment (own properties only, so `__proto__` is just a name). */
export function envVar(env: unknown, name: string): string | undefined {
  const value = str(own(env, name));
  if (name === "HOME" && !value?.trim()) return DEFAULT_HOME;
  return value;
}

/** HOME of the simulated environment. */
export function envHome(env: unknown): string {
  return normalizePath(envVar(env, "HOME") ?? DEFAULT_HOME);
}

/** Removes `.`, resolves `..` and repeated `/`; an absolute path stays absolute and never climbs above `/`. */
export function normalizePath(p: string): string {
  if (isNormal(p)) return p;
  const absolute = p.startsWith("/");
  const out: string[] = [];
  for (const part of p.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (out.length > 0 && out[out.length - 1] !== "..") out.pop();
      else if (!absolute) out.push("..");
      continue;
    }
    out.push(part);
  }
  const body = out.join("/");
  return absolute ? `/${body}` : body || ".";
}

const SLASH = 47;
const DOT = 46;

/**
 * Whether normalizePath would give `p` back unchanged: no empty, `.` or `..` segment (so no `//`, no trailing `/`)
 * and not blank. Nearly every path a config writes is already normal; telling so in one pass over the characters
 * spares the split and join that resolving every agent's folders would otherwise pay several times.
 */
function isNormal(p: string): boolean {
  if (p === "/") return true;
  let start = p.charCodeAt(0) === SLASH ? 1 : 0;
  if (start >= p.length) return false;
  for (let i = start; i <= p.length; i++) {
    if (i < p.length && p.charCodeAt(i) !== SLASH) continue;
    const length = i - start;
    if (length === 0) return false;
    if (p.charCodeAt(start) === DOT && (length === 1 || (length === 2 && p.charCodeAt(start + 1) === DOT)))
      return false;
    start = i + 1;
  }
  return true;
}

/** Joins path segments with `/` and normalizes, as path.posix.join does. */
export function joinPath(...parts: readonly string[]): string {
  return normalizePath(parts.filter((p) => p !== "").join("/"));
}

/** Whether `child` is `parent` itself or lies inside it (both normalized absolute paths). */
export function isInside(child: string, parent: string): boolean {
  if (parent === "/" || child === parent) return true;
  return child.length > parent.length && child.charCodeAt(parent.length) === SLASH && child.startsWith(parent);
}

const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

function expandVariables(text: string, env: unknown, warnings: PathWarning[]): string {
  if (!text.includes("$")) return text;
  return text.replace(VARIABLE, (whole: string, braced: string | undefined, bare: string | undefined) => {
    const name = braced ?? bare ?? "";
    const value = envVar(env, name);
    if (value === undefined) {
      warnings.push({ kind: "unknown-variable", name });
      return whole;
    }
    return value;
  });
}

/**
 * resolveUserPath with what it noticed: `~` and `~/` become HOME (first, as a shell does; `~name` stays as
 * written), `${NAME}` and `$NAME` come from the environment (an unknown one stays and warns), a relative result is
 * resolved against cwd (default HOME) with a warning, and the result is normalized. Blank gives "".
 */
export function resolveUserPathDetailed(input: unknown, env: Env): UserPathResult {
  const trimmed = typeof input === "string" ? input.trim() : "";
  if (!trimmed) return { path: "", warnings: [] };
  const warnings: PathWarning[] = [];
  let prefix = "";
  let rest = trimmed;
  if (trimmed === "~" || trimmed.startsWith("~/")) {
    prefix = envHome(env);
    rest = trimmed.slice(1);
  } else if (trimmed.startsWith("~")) {
    warnings.push({ kind: "tilde-user", text: trimmed.split("/")[0] ?? trimmed });
  }
  let path = prefix + expandVariables(rest, env, warnings);
  if (!path.startsWith("/")) {
    const cwd = envVar(env, "cwd")?.trim();
    const base = cwd ? (cwd.startsWith("/") ? cwd : joinPath(envHome(env), cwd)) : envHome(env);
    const rooted = normalizePath(base.startsWith("/") ? base : `/${base}`);
    warnings.push({ kind: "relative", base: rooted });
    path = joinPath(rooted, path);
  }
  return { path: normalizePath(path), warnings };
}

/** The seed's resolveUserPath over the simulated environment: expand `~/` and variables, make absolute. */
export function resolveUserPath(input: unknown, env: Env): string {
  return resolveUserPathDetailed(input, env).path;
}

/** The state folder: the profile's variable when set and not blank, else HOME/.sophiaclaw. */
export function resolveStateDir(env: Env, profile: HarnessProfile): string {
  const configured = envVar(env, profile.stateDirVariable);
  if (configured?.trim()) return resolveUserPath(configured, env);
  return joinPath(envHome(env), profile.stateDirName);
}

/** The default agent's workspace when nothing configures one: HOME/SophiaClaw. */
export function resolveDefaultAgentWorkspaceDir(env: Env, profile: HarnessProfile): string {
  return joinPath(envHome(env), profile.defaultWorkspaceName);
}
