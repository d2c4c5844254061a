/**
 * The checks both OpenClaw versions make the same way, each giving its reasons as data: keys an object does not
 * accept, references to agents that are not there, agent folders shared between agents, avatars that leave their
 * workspace.
 */
import type { JsonPath } from "../diagnostics";
import { isRecord, own } from "../safe";
import { agentDirOf, text, workspaceOf, type Roster, type RosterAgent } from "./agents";
import { isAvatarUrl } from "./identity";
import { resolvePath, type Places } from "./places";
import { isInside } from "../scope";
import type { OpenClawIssue } from "./types";

/** Nothing allowed beyond what is known. */
const NONE: ReadonlySet<string> = new Set();

/**
 * The keys of `value` that `known` does not list, as one issue on `path` (none when all are known). `path` may be made
 * when asked: a roster of thousands is checked entry by entry on every keystroke, and nearly every entry is clean.
 */
export function unknownKeys(
  value: unknown,
  known: ReadonlySet<string>,
  path: JsonPath | (() => JsonPath),
  allowed: ReadonlySet<string> = NONE,
): OpenClawIssue[] {
  if (!isRecord(value)) return [];
  let keys: string[] | undefined;
  for (const key of Object.keys(value)) if (!known.has(key) && !allowed.has(key)) (keys ??= []).push(key);
  return keys ? [{ kind: "unrecognized-key", path: typeof path === "function" ? path() : path, keys }] : [];
}

/** Where a config names an agent by id, besides the roster itself: (path, value) pairs. */
export function agentRefs(config: unknown, fields: readonly (readonly string[])[]): [JsonPath, unknown][] {
  const out: [JsonPath, unknown][] = [];
  for (const field of fields) {
    let value: unknown = config;
    for (const key of field) value = own(value, key);
    if (value !== undefined) out.push([field, value]);
  }
  const bindings = own(config, "bindings");
  if (Array.isArray(bindings)) {
    bindings.forEach((b, i) => {
      if (isRecord(b) && b["agentId"] !== undefined) out.push([["bindings", i, "agentId"], b["agentId"]]);
    });
  }
  return out;
}

/**
 * Agent folders shared by two agents or more (checked for rosters of two or more), one issue per folder. `apart`: that
 * none can be shared is known already (a roster whose ids are all different, each agent in a folder of its own).
 */
export function sharedAgentDirs(
  roster: Roster,
  places: Places,
  path: JsonPath,
  apart: boolean = ownFoldersApart(roster),
): OpenClawIssue[] {
  if (roster.agents.length < 2 || apart) return [];
  const byDir = new Map<string, string[]>();
  for (const agent of roster.agents) {
    const dir = agentDirOf(agent, places);
    const ids = byDir.get(dir);
    if (ids) ids.push(agent.id);
    else byDir.set(dir, [agent.id]);
  }
  return [...byDir]
    .filter(([, ids]) => ids.length > 1)
    .map(([dir, ids]) => ({ kind: "shared-agent-dir" as const, path, dir, ids }));
}

/** An id that names one folder of its own below `<state>/agents/` (no separator, no dot). */
const PLAIN_ID = /^[a-z0-9_-]+$/i;

/**
 * Whether no two agents can share a folder without building every folder's path: none sets its own `agentDir`, and
 * the ids (each `<state>/agents/<id>/agent`) are plain and all different. A roster of thousands is checked on every
 * keystroke, and this is what nearly every roster is.
 */
function ownFoldersApart(roster: Roster): boolean {
  const ids = new Set<string>();
  for (const agent of roster.agents) {
    if (!inFolderOfItsOwn(agent) || ids.has(agent.id)) return false;
    ids.add(agent.id);
  }
  return true;
}

/** Whether an agent's folder is `<state>/agents/<id>/agent` with a plain id: no other id's is the same folder. */
export const inFolderOfItsOwn = (agent: RosterAgent): boolean =>
  text(agent.entry["agentDir"]) === undefined && PLAIN_ID.test(agent.id);

/** Avatars given as files that resolve outside their agent's workspace. */
export function avatarsOutside(
  roster: Roster,
  config: unknown,
  places: Places,
  entryPath: (index: number) => JsonPath,
): OpenClawIssue[] {
  const out: OpenClawIssue[] = [];
  roster.agents.forEach((agent, index) => {
    const avatar = text(own(agent.entry["identity"], "avatar"));
    if (avatar === undefined || isAvatarUrl(avatar)) return;
    const workspace = workspaceOf(agent, roster, config, places);
    if (!isInside(resolvePath(avatar, places.home, workspace), workspace)) {
      out.push({ kind: "avatar-outside-workspace", path: [...entryPath(index), "identity", "avatar"], avatar });
    }
  });
  return out;
}
