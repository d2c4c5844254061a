/**
 * Allowlist entries of the host's approvals (the scenarios' `approvals`) that can never let a command run, each for a
 * reason OpenClaw's matching makes certain (allowlist.ts): a pattern written as a command line (a pattern names the
 * executable only; the arguments go in `argPattern`), a path pattern that is not absolute (it is matched against a
 * real path, which starts with `/`), an `argPattern` that is not a regular expression, an "allow always" entry without
 * the hash only OpenClaw writes, and an entry under an agent the config does not list.
 */
import type { JsonPath } from "../../diagnostics";
import { nearestNames } from "../../nearest";
import { isRecord } from "../../safe";
import type { OpenClawLint } from "../types";

export type AllowlistNeverWhy =
  "command-line" | "relative-path" | "invalid-arg-pattern" | "allow-always-unhashed" | "agent-not-listed";

const escapeRegex = (s: string) => s.replace(/[.+^${}()|[\]\\?]/g, "\\$&");

/** "git status" as an entry that matches it: the executable, and its arguments as an anchored expression. */
export function splitCommandPattern(pattern: string): { pattern: string; argPattern: string } | undefined {
  const [exe, ...args] = pattern.trim().split(/\s+/);
  if (!exe || args.length === 0) return undefined;
  const source = args.map((a) => a.split("*").map(escapeRegex).join(".*")).join(" ");
  return { pattern: exe, argPattern: `^${source}$` };
}

/** "git status", "/usr/bin/git status": words after the executable (a folder name with a space is left alone). */
function looksLikeCommandLine(p: string): boolean {
  const [first, ...rest] = p.split(/\s+/);
  if (rest.length === 0) return false;
  return !/[/\\~]/.test(first!) || !rest.some((w) => w.includes("/"));
}

function entryWhy(entry: unknown): { why: AllowlistNeverWhy; pattern: string; splits?: true } | undefined {
  const pattern = typeof entry === "string" ? entry : isRecord(entry) ? entry["pattern"] : undefined;
  if (typeof pattern !== "string" || !pattern.trim()) return undefined;
  const p = pattern.trim();
  const argPattern = isRecord(entry) && typeof entry["argPattern"] === "string" ? entry["argPattern"] : undefined;
  const source = isRecord(entry) ? entry["source"] : undefined;
  if (looksLikeCommandLine(p))
    return { why: "command-line", pattern: p, ...(argPattern === undefined && { splits: true }) };
  if (/[/\\~]/.test(p) && !/^[/~*?]/.test(p)) return { why: "relative-path", pattern: p };
  if (source === "allow-always" && (argPattern === undefined || !argPattern.trim()))
    return { why: "allow-always-unhashed", pattern: p };
  if (argPattern !== undefined && !/^sha256:/.test(argPattern)) {
    try {
      new RegExp(argPattern);
    } catch {
      return { why: "invalid-arg-pattern", pattern: p };
    }
  }
  return undefined;
}

/**
 * The lints of an approvals document written as an object (`approvals`: its value; `at`: where it is, e.g.
 * `["approvals"]`), for a config that lists `listed` (null: the release lists none, so nothing is said of agents).
 */
export function allowlistLints(approvals: unknown, at: JsonPath, listed: readonly string[] | null): OpenClawLint[] {
  const agents = isRecord(approvals) ? approvals["agents"] : undefined;
  if (!isRecord(agents)) return [];
  const out: OpenClawLint[] = [];
  const ids = listed && new Set(listed);
  for (const [key, policy] of Object.entries(agents)) {
    const list = isRecord(policy) ? policy["allowlist"] : undefined;
    if (!Array.isArray(list)) continue;
    const base: JsonPath = [...at, "agents", key, "allowlist"];
    const id = key === "default" ? "main" : key;
    if (ids && key !== "*" && !ids.has(id.toLowerCase()) && list.length > 0) {
      // The listed agent it probably names (a typo, a case), when one is close and has no entry of its own.
      const [meant] = nearestNames(
        key,
        [...ids].filter((i) => !Object.hasOwn(agents, i)),
        1,
      );
      out.push({
        kind: "allowlist-never-matches",
        path: [...at, "agents", key],
        why: "agent-not-listed",
        pattern: key,
        ...(meant !== undefined && { agent: meant }),
      });
      continue;
    }
    list.forEach((entry: unknown, i) => {
      const found = entryWhy(entry);
      if (!found) return;
      const split = found.splits ? splitCommandPattern(found.pattern) : undefined;
      out.push({
        kind: "allowlist-never-matches",
        path: [...base, i],
        why: found.why,
        pattern: found.pattern,
        ...(split && { split }),
      });
    });
  }
  return out;
}
