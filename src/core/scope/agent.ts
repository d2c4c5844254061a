/**
 * The seed's per-agent resolvers, literally: each looks its agent up with a linear `find` (the first entry with the
 * id wins). The whole-document resolution (resolve.ts) reuses the same chains over a Map built once.
 */
import type { Env } from "../results";
import { arr, isRecord, own, str } from "../safe";
import { listAgentEntries, normalizeAgentId, resolveDefaultAgentId, type AgentEntry } from "./ids";
import { joinPath, resolveDefaultAgentWorkspaceDir, resolveStateDir, resolveUserPath } from "./paths";
import { fillTemplate, type HarnessProfile } from "./profile";

/** An agent entry's fields, each checked for its type (a malformed field counts as absent). */
export interface ResolvedAgentConfig {
  readonly name: string | undefined;
  readonly workspace: string | undefined;
  readonly agentDir: string | undefined;
  /** The string shorthand or the object form `{ primary, fallbacks }`, as written. */
  readonly model: string | object | undefined;
  readonly skills: readonly unknown[] | undefined;
  readonly subagents: object | undefined;
  readonly sandbox: unknown;
  readonly tools: unknown;
  readonly memorySearch: unknown;
  readonly humanDelay: unknown;
  readonly heartbeat: unknown;
  readonly identity: unknown;
  readonly groupChat: unknown;
}

/** Maps one raw entry to its config, exactly as the seed's resolveAgentConfig does. */
export function agentConfigOf(entry: AgentEntry): ResolvedAgentConfig {
  const model = own(entry, "model");
  const subagents = own(entry, "subagents");
  return {
    name: str(own(entry, "name")),
    workspace: str(own(entry, "workspace")),
    agentDir: str(own(entry, "agentDir")),
    model: typeof model === "string" || (typeof model === "object" && model !== null) ? model : undefined,
    skills: arr(own(entry, "skills")),
    subagents: typeof subagents === "object" && subagents !== null ? subagents : undefined,
    sandbox: own(entry, "sandbox"),
    tools: own(entry, "tools"),
    memorySearch: own(entry, "memorySearch"),
    humanDelay: own(entry, "humanDelay"),
    heartbeat: own(entry, "heartbeat"),
    identity: own(entry, "identity"),
    groupChat: own(entry, "groupChat"),
  };
}

/** The first entry whose normalized id is `agentId` normalized (a linear scan, as the seed does). */
export function findAgentEntry(cfg: unknown, agentId: unknown, profile: HarnessProfile): AgentEntry | undefined {
  const id = normalizeAgentId(agentId, profile);
  return listAgentEntries(cfg).find((entry) => normalizeAgentId(own(entry, "id"), profile) === id);
}

/** The agent's config, or undefined when no entry has its id. */
export function resolveAgentConfig(
  cfg: unknown,
  agentId: unknown,
  profile: HarnessProfile,
): ResolvedAgentConfig | undefined {
  const entry = findAgentEntry(cfg, agentId, profile);
  return entry ? agentConfigOf(entry) : undefined;
}

/** A model value's primary: the string shorthand or `primary`, trimmed; blank counts as absent. */
export function modelPrimaryOf(raw: unknown): string | undefined {
  if (!raw) return undefined;
  if (typeof raw === "string") return raw.trim() || undefined;
  return str(own(raw, "primary"))?.trim() || undefined;
}

/**
 * A model value's fallbacks override: present only when the object form has its own `fallbacks` key that is a
 * list, so `[]` is an override that disables fallbacks. Entries that are not strings are dropped.
 */
export function modelFallbacksOverrideOf(raw: unknown): string[] | undefined {
  if (!isRecord(raw) || !Object.hasOwn(raw, "fallbacks")) return undefined;
  const list = arr(raw.fallbacks);
  if (!list) return undefined;
  // Every resolved agent keeps this list: a copy at its size when nothing is dropped (filter leaves room to grow).
  const strings = (f: unknown): f is string => typeof f === "string";
  return list.every(strings) ? (list.slice() as string[]) : list.filter(strings);
}

/** The agent's own primary model (not the defaults'). */
export function resolveAgentModelPrimary(cfg: unknown, agentId: unknown, profile: HarnessProfile): string | undefined {
  return modelPrimaryOf(resolveAgentConfig(cfg, agentId, profile)?.model);
}

/** The agent's fallbacks override: undefined means "use the defaults' fallbacks". */
export function resolveAgentModelFallbacksOverride(
  cfg: unknown,
  agentId: unknown,
  profile: HarnessProfile,
): string[] | undefined {
  return modelFallbacksOverrideOf(resolveAgentConfig(cfg, agentId, profile)?.model);
}

/** The folders a chain falls back to; resolved once per document by resolveAgents, per call by the seed's functions. */
export interface BuiltInFolders {
  readonly stateDir: string;
  readonly defaultWorkspace: string;
}

/** The built-in folders of an environment. */
export function builtInFolders(env: Env, profile: HarnessProfile): BuiltInFolders {
  return { stateDir: resolveStateDir(env, profile), defaultWorkspace: resolveDefaultAgentWorkspaceDir(env, profile) };
}

export type WorkspaceStep = "agent.workspace" | "defaults.workspace" | "default-workspace" | "state-workspace";
export type AgentDirStep = "agent.agentDir" | "state-agentDir";

/** `agents.defaults.workspace` trimmed, or undefined. */
export function defaultsWorkspaceOf(cfg: unknown): string | undefined {
  return str(own(own(own(cfg, "agents"), "defaults"), "workspace"))?.trim() || undefined;
}

/**
 * The seed's workspace chain, with the step that decided: the agent's own workspace, else (default agent only)
 * `agents.defaults.workspace`, else HOME/SophiaClaw; a non-default agent gets `<state>/workspace-<id>`.
 */
export function workspaceChain(
  cfg: unknown,
  config: ResolvedAgentConfig | undefined,
  id: string,
  defaultAgentId: string,
  env: Env,
  profile: HarnessProfile,
  folders: BuiltInFolders = builtInFolders(env, profile),
): { value: string; step: WorkspaceStep } {
  const configured = config?.workspace?.trim();
  if (configured) return { value: resolveUserPath(configured, env), step: "agent.workspace" };
  if (id === defaultAgentId) {
    const fallback = defaultsWorkspaceOf(cfg);
    if (fallback) return { value: resolveUserPath(fallback, env), step: "defaults.workspace" };
    return { value: folders.defaultWorkspace, step: "default-workspace" };
  }
  const folder = fillTemplate(profile.workspaceTemplate, id);
  return { value: joinPath(folders.stateDir, folder), step: "state-workspace" };
}

/** The seed's agent folder chain: the agent's own agentDir, else `<state>/agents/<id>/agent`. */
export function agentDirChain(
  config: ResolvedAgentConfig | undefined,
  id: string,
  env: Env,
  profile: HarnessProfile,
  folders: BuiltInFolders = builtInFolders(env, profile),
): { value: string; step: AgentDirStep } {
  const configured = config?.agentDir?.trim();
  if (configured) return { value: resolveUserPath(configured, env), step: "agent.agentDir" };
  const folder = fillTemplate(profile.agentDirTemplate, id);
  return { value: joinPath(folders.stateDir, folder), step: "state-agentDir" };
}

/** The agent's workspace folder (seed: resolveAgentWorkspaceDir). */
export function resolveAgentWorkspaceDir(cfg: unknown, agentId: unknown, env: Env, profile: HarnessProfile): string {
  const id = normalizeAgentId(agentId, profile);
  const config = resolveAgentConfig(cfg, id, profile);
  return workspaceChain(cfg, config, id, resolveDefaultAgentId(cfg, profile), env, profile).value;
}

/** The agent's own state folder (seed: resolveAgentDir). */
export function resolveAgentDir(cfg: unknown, agentId: unknown, env: Env, profile: HarnessProfile): string {
  const id = normalizeAgentId(agentId, profile);
  return agentDirChain(resolveAgentConfig(cfg, id, profile), id, env, profile).value;
}
