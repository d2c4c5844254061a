/**
 * Agent ids and session keys, as the seed resolves them: normalization, the agent list, the default agent and the
 * session's agent. Every function accepts any JSON value: a malformed part counts as absent.
 */
import { arr, isRecord, own, str } from "../safe";
import type { HarnessProfile } from "./profile";

/** An entry of agents.list that is a plain object; its fields are still untrusted. */
export type AgentEntry = Readonly<Record<string, unknown>>;

/** Trim, then lowercase; blank or not a string gives the default id. So `agent:Legal` and `agent:legal` agree. */
export function normalizeAgentId(agentId: unknown, profile: HarnessProfile): string {
  const id = typeof agentId === "string" ? agentId.trim().toLowerCase() : "";
  return id || profile.defaultAgentId;
}

/** `cfg.agents.list` when it is an array, keeping only plain-object entries (a malformed entry counts as absent). */
export function listAgentEntries(cfg: unknown): AgentEntry[] {
  return (arr(own(own(cfg, "agents"), "list")) ?? []).filter(isRecord);
}

/** Whether an entry asks to be the default agent: the seed tests `agent.default` for truthiness. */
export function isMarkedDefault(entry: unknown): boolean {
  return Boolean(own(entry, "default"));
}

/** The entry's id trimmed, or undefined when it is not a string (the seed's `agent.id?.trim()`). */
export function trimmedId(entry: unknown): string | undefined {
  return str(own(entry, "id"))?.trim();
}

/**
 * The default agent: the first entry marked `default`, else the first entry; no agents gives the default id.
 * Several marked entries are a diagnostic (lints.ts), not a log line.
 */
export function resolveDefaultAgentId(cfg: unknown, profile: HarnessProfile): string {
  const agents = listAgentEntries(cfg);
  if (agents.length === 0) return profile.defaultAgentId;
  const chosen = agents.find(isMarkedDefault) ?? agents[0];
  return normalizeAgentId(trimmedId(chosen) || profile.defaultAgentId, profile);
}

/** A parsed agent session key: `agent:{agentId}:{rest}`; rest may be empty (the session name is optional). */
export interface AgentSessionKey {
  readonly agentId: string;
  readonly rest: string;
}

/** Trim, lowercase, split on `:` dropping empty segments; an agent key starts with `agent` and names an agent. */
export function parseAgentSessionKey(key: unknown): AgentSessionKey | null {
  if (typeof key !== "string") return null;
  const segments = key
    .trim()
    .toLowerCase()
    .split(":")
    .filter((s) => s.length > 0);
  const [head, agentId] = segments;
  if (head !== "agent" || agentId === undefined) return null;
  return { agentId, rest: segments.slice(2).join(":") };
}

/** The session keys that are not agent keys but mean something: `global` (shared) and `unknown` (a sender). */
export const SPECIAL_SESSION_KEYS = { global: "global", unknown: "unknown" } as const;

/** The explicit override (`--agent`): trimmed and lowercased; blank or not a string counts as not given. */
export function explicitAgentId(agentId: unknown, profile: HarnessProfile): string | null {
  const raw = typeof agentId === "string" ? agentId.trim().toLowerCase() : "";
  return raw ? normalizeAgentId(raw, profile) : null;
}

/** The session key trimmed and lowercased, or undefined when blank or not a string. */
export function normalizeSessionKey(key: unknown): string | undefined {
  const trimmed = typeof key === "string" ? key.trim() : "";
  return trimmed ? trimmed.toLowerCase() : undefined;
}

/** The seed's parameters; typed for callers, but read as untrusted (any value counts as absent when malformed). */
export interface SessionAgentParams {
  readonly sessionKey?: string;
  readonly config?: unknown;
  readonly agentId?: string;
}

/**
 * The seed's priority chain: the explicit override, else the session key's agent, else `global` for the key
 * `global`, else the config's default agent (also for `unknown` and every other key).
 */
export function resolveSessionAgentIds(
  params: SessionAgentParams,
  profile: HarnessProfile,
): { defaultAgentId: string; sessionAgentId: string } {
  const defaultAgentId = resolveDefaultAgentId(own(params, "config") ?? {}, profile);
  const explicit = explicitAgentId(own(params, "agentId"), profile);
  const key = normalizeSessionKey(own(params, "sessionKey"));
  const parsed = key ? parseAgentSessionKey(key) : null;
  const sessionAgentId =
    explicit ??
    (parsed ? normalizeAgentId(parsed.agentId, profile) : null) ??
    (key === SPECIAL_SESSION_KEYS.global ? SPECIAL_SESSION_KEYS.global : defaultAgentId);
  return { defaultAgentId, sessionAgentId };
}
