/**
 * The descriptions of the per-profile JSON Schemas (what the editor's hover shows), each naming the release its
 * rule comes from (docs/openclaw.md). Fields without a rule of their own get the generic line.
 */
import { openclawRelease } from "./releases";
import type { OpenClawProfileId } from "./types";

export const release = (profile: OpenClawProfileId): string => openclawRelease(profile).title;
const texts = (profile: OpenClawProfileId) => openclawRelease(profile).schemaTexts;

export const SCHEMA_TEXTS = {
  root: (profile: OpenClawProfileId) =>
    `${release(profile)} config (openclaw.json), read as JSON5. Only agents is described in full; other sections are accepted as written.`,
  section: (profile: OpenClawProfileId) => `A section of the ${release(profile)} config (not checked by the studio).`,
  field: (profile: OpenClawProfileId) => `Accepted by ${release(profile)}'s schema.`,
  agents: (profile: OpenClawProfileId) => texts(profile).agents,
  list: "OpenClaw 2026.7's roster. Ids are sanitized; equal ids are merged silently (the first entry wins). An empty list stands for one agent, main.",
  entries:
    'OpenClaw 2026.9\'s roster, keyed by agent id: letters, digits, "_" and "-", starting with a letter, digit or "_", at most 64; keys equal after lower-casing are rejected. A fleet of two or more needs ownership "explicit" or exactly one "default": true.',
  ownership:
    'OpenClaw 2026.9: "explicit" makes the fleet name its owners; the default agent is then defaults.systemAgent.agentId (none without it). Not combined with a "default": true marker.',
  systemAgent: 'OpenClaw 2026.9: the agent that owns system consults; with ownership "explicit", the default agent.',
  systemAgentId: "OpenClaw 2026.9: an agent id (trimmed, lower-cased) that must be configured.",
  heartbeatAgentId: "OpenClaw 2026.9: the agent that owns heartbeats; must name a configured agent.",
  id: 'OpenClaw 2026.7: required. Sanitized: trimmed, lower-cased, other characters become "-", non-Latin gives "main", at most 64 characters.',
  default: (profile: OpenClawProfileId) => texts(profile).default,
  workspace: (profile: OpenClawProfileId) => texts(profile).workspace,
  defaultsWorkspace: (profile: OpenClawProfileId) =>
    `${release(profile)}: the default agent's workspace, and the folder the other agents' workspaces go in (<workspace>/<id>). ~ is home; a relative path is against the folder the command runs in.`,
  agentDir: (profile: OpenClawProfileId) =>
    `${release(profile)}: this agent's folder; default <state>/agents/<id>/agent. Two agents may not share one.`,
  model: (profile: OpenClawProfileId) =>
    `${release(profile)}: a model (provider/model) or { primary, fallbacks }; without a primary, defaults.model's.`,
  primary: "Primary model (provider/model).",
  fallbacks: "Ordered fallback models (provider/model), used when the primary fails.",
  skills: (profile: OpenClawProfileId) =>
    `${release(profile)}: the skills allowlist; replaces defaults.skills rather than merging. [] gives no skills.`,
  identity: (profile: OpenClawProfileId) => texts(profile).identity,
  avatar: "A path inside the agent's workspace, an http(s) URL or a data URI.",
  name: "The agent's display name.",
  defaults: (profile: OpenClawProfileId) =>
    `${release(profile)}: what every agent inherits unless its entry says otherwise.`,
} as const;
