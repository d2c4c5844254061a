/**
 * Whether agent A may spawn agent B (`sessions_spawn` from A's main session), as OpenClaw's spawn admission decides
 * (docs/openclaw-cli/routing.md, "sessions_spawn"): the depth against `agents.defaults.subagents.maxSpawnDepth`; an
 * agent id required (`requireAgentId`, the agent's own else the defaults'); the target policy (A's own
 * `subagents.allowAgents`, else the defaults': none set lets A spawn only itself, `*` any listed agent, a list those of
 * its ids the config lists); and a sandboxed session spawning only into a sandbox. Before all of them, A's tool policy
 * must give it the `sessions_spawn` tool at all. Each refusal is data: which check, the release's own words, and the
 * setting that decides it; an allowed spawn tells the session key the child gets and the tools it has there.
 */
import type { JsonPath } from "../../diagnostics";
import { isRecord, own } from "../../safe";
import type { Roster } from "../agents";
import type { OpenClawAgentTools } from "../agent-tools";
import type { OpenClawAgentSandbox } from "../agent-sandbox";
import { normalizeAgentId } from "../routing/normalize";

/** What differs between releases (releases/<r>/spawns.ts). */
export interface SpawnRules {
  /** `agents.defaults.subagents.maxSpawnDepth` when it is not set. */
  readonly maxSpawnDepth: number;
  readonly depthError: (depth: number, max: number) => string;
  readonly requireAgentIdError: string;
  /** The tool's answer to an agentId that is not an id at all (before any policy). */
  readonly invalidIdError: (raw: string) => string;
}

export type SpawnCheck =
  | "invalid-id"
  | "tool"
  | "depth"
  | "require-agent-id"
  | "not-allowed"
  | "not-registered"
  | "sandbox"
  | "sandbox-require";

/** A spawn in the scenarios: `from` spawns `spawn` (itself when absent). */
export interface SpawnRequest {
  readonly from: string;
  readonly spawn?: string;
  /** How deep A's session already is (0: a main session). */
  readonly depth?: number;
  /** `sandbox: "require"` asks for a sandboxed child. */
  readonly sandbox?: "inherit" | "require";
}

export interface SpawnDecision {
  readonly from: string;
  readonly target: string;
  readonly allowed: boolean;
  /** The agents A may spawn by name (the release's "allowed: ..."), and whether `*` lets any listed one. */
  readonly allowedTargets: readonly string[];
  readonly allowAny: boolean;
  /** Where A's allowAgents came from (its own, the defaults'); none when neither sets it. */
  readonly allowFrom?: JsonPath;
  /** Where A's allowAgents belongs when it sets none (its own entry's `subagents.allowAgents`). */
  readonly allowAt: JsonPath;
  readonly refused?: { readonly check: SpawnCheck; readonly error: string; readonly setting?: JsonPath };
  /** The child's session key (a fresh id each time in OpenClaw). */
  readonly childSessionKey: string;
  /** The tools the child has in its sub-agent session; none when its agent is not listed. */
  readonly childTools?: readonly string[];
}

/** What the tool takes as an agent id. */
const ID = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

const str = (v: unknown) => (typeof v === "string" ? v : undefined);

/** The agent's own `subagents` value at `key`, else the defaults', with where it came from. */
function setting(config: unknown, agentPath: JsonPath | undefined, entry: unknown, key: string) {
  const mine = own(own(entry, "subagents"), key);
  if (mine !== undefined && mine !== null && agentPath) return { value: mine, at: [...agentPath, "subagents", key] };
  const defaults = own(own(own(own(config, "agents"), "defaults"), "subagents"), key);
  if (defaults !== undefined && defaults !== null)
    return { value: defaults, at: ["agents", "defaults", "subagents", key] as JsonPath };
  return undefined;
}

export function decideSpawn(
  config: unknown,
  roster: Roster,
  rules: SpawnRules,
  request: SpawnRequest,
  tools: readonly OpenClawAgentTools[],
  sandboxes: readonly OpenClawAgentSandbox[],
): SpawnDecision {
  const from = normalizeAgentId(request.from);
  const requested = str(request.spawn)?.trim() ? str(request.spawn)! : undefined;
  const target = requested !== undefined ? normalizeAgentId(requested) : from;
  const agent = roster.agents.find((a) => a.id === from);
  const agentPath = agent?.source?.path;
  const allowAt: JsonPath = agentPath
    ? [...agentPath, "subagents", "allowAgents"]
    : ["agents", "defaults", "subagents", "allowAgents"];
  const registry = new Set(roster.agents.map((a) => a.id));
  const allow = setting(config, agentPath, agent?.entry, "allowAgents");
  const list = Array.isArray(allow?.value)
    ? (allow.value as unknown[]).filter((v): v is string => typeof v === "string")
    : undefined;
  const allowAny = list?.some((v) => v.trim() === "*") ?? false;
  const named = (list ?? [])
    .map((v) => v.trim())
    .filter((v) => v && v !== "*")
    .map(normalizeAgentId);
  const allowedTargets = [
    ...new Set(list === undefined ? [from] : allowAny ? [...registry, from] : named.filter((id) => registry.has(id))),
  ].sort((a, b) => a.localeCompare(b));
  const childTools = tools.find((t) => t.agentId === target)?.sessions.find((s) => s.session === "subagent")?.allowed;
  const base = {
    from,
    target,
    allowedTargets,
    allowAny,
    ...(allow && Array.isArray(allow.value) && { allowFrom: allow.at }),
    allowAt,
    childSessionKey: `agent:${target}:subagent:<id>`,
    ...(childTools && { childTools }),
  };
  const refuse = (check: SpawnCheck, error: string, at?: JsonPath): SpawnDecision => ({
    ...base,
    allowed: false,
    refused: { check, error, ...(at && { setting: at }) },
  });
  if (requested !== undefined && !ID.test(requested.trim()))
    return refuse("invalid-id", rules.invalidIdError(requested));
  const depth = request.depth ?? 0;
  const maxRaw = own(own(own(own(config, "agents"), "defaults"), "subagents"), "maxSpawnDepth");
  const max = typeof maxRaw === "number" ? maxRaw : rules.maxSpawnDepth;
  if (!(depth < max))
    return refuse("depth", rules.depthError(depth, max), ["agents", "defaults", "subagents", "maxSpawnDepth"]);
  // A's tool policy: without sessions_spawn in its session there is nothing to call.
  const session = tools
    .find((t) => t.agentId === from)
    ?.sessions.find((s) => s.session === (request.depth ? "subagent" : "main"));
  if (session && !session.allowed.includes("sessions_spawn"))
    return refuse(
      "tool",
      `Agent ${from} has no sessions_spawn tool in this session (${session.removedBy["sessions_spawn"] ?? "its tool policy"}).`,
    );

  const require = setting(config, agentPath, agent?.entry, "requireAgentId");
  if (require?.value === true && requested === undefined)
    return refuse("require-agent-id", rules.requireAgentIdError, require.at);
  if (!(requested === undefined && target === from) && !allowedTargets.includes(target)) {
    const allowedText = allowedTargets.length > 0 ? allowedTargets.join(", ") : "none";
    const at = allow && Array.isArray(allow.value) ? allow.at : allowAt;
    return allowAny || named.includes(target)
      ? refuse(
          "not-registered",
          `agentId "${target}" is not in the configured agent registry (allowed: ${allowedText})`,
          at,
        )
      : refuse("not-allowed", `agentId is not allowed for sessions_spawn (allowed: ${allowedText})`, at);
  }
  const sandboxOf = (id: string) => sandboxes.find((s) => s.agentId === id);
  // A main session is sandboxed in mode "all"; a sub-agent's session in any mode but "off".
  const requesterSandboxed =
    depth > 0 ? (sandboxOf(from)?.mode ?? "off") !== "off" : (sandboxOf(from)?.sessionIsSandboxed ?? false);
  const childSandboxed = (sandboxOf(target)?.mode ?? "off") !== "off";
  if (!childSandboxed && requesterSandboxed)
    return refuse(
      "sandbox",
      "Sandboxed sessions cannot spawn unsandboxed subagents. Set a sandboxed target agent or use the same agent runtime.",
      sandboxOf(target)?.from.mode ?? ["agents", "defaults", "sandbox", "mode"],
    );
  if (!childSandboxed && request.sandbox === "require")
    return refuse(
      "sandbox-require",
      'sessions_spawn sandbox="require" needs a sandboxed target runtime. Pick a sandboxed agentId or use sandbox="inherit".',
    );
  return { ...base, allowed: true };
}

/** The scenarios' spawns (an entry without a string `from` is the schema's to report). */
export function spawnsIn(scenarios: unknown): { index: number; request: SpawnRequest; expected?: string }[] {
  const list = isRecord(scenarios) ? scenarios["spawns"] : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((s: unknown, index) => {
    if (!isRecord(s) || typeof s["from"] !== "string") return [];
    const request: SpawnRequest = {
      from: s["from"],
      ...(typeof s["spawn"] === "string" && { spawn: s["spawn"] }),
      ...(typeof s["depth"] === "number" && { depth: s["depth"] }),
      ...((s["sandbox"] === "require" || s["sandbox"] === "inherit") && { sandbox: s["sandbox"] }),
    };
    const expected = str(s["expect"]);
    return [{ index, request, ...(expected !== undefined && { expected }) }];
  });
}
