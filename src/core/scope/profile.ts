/**
 * Everything particular to one harness, in one place. The resolvers read these values and nothing else, so a
 * harness that shares the seed's shape but not its names (an OpenClaw-compatible profile, say) is a second set of
 * values for the same resolvers, not a second resolver.
 */

/** How a skills filter pattern matches a skill name. */
export type SkillMatchRule =
  /** The seed: a pattern ending in `*` matches every name that starts with the rest; others must be equal. */
  | "star-suffix"
  /** Exact, case-sensitive names only (OpenClaw). */
  | "exact";

/** Where an agent's fallbacks come from when the session has no model of its own. */
export type FallbackRule =
  /** The seed: the agent's `model.fallbacks` when the key is present (even `[]`), else the defaults' fallbacks. */
  | "agent-override-else-defaults"
  /** As above, but a string `model` drops the defaults' fallbacks (OpenClaw since 2026-04-28). */
  | "string-model-drops-defaults";

export interface HarnessProfile {
  /** Shown in labels: "SophiaClaw". */
  readonly name: string;
  /** The id an absent or blank id stands for, and the default agent when the list is empty. */
  readonly defaultAgentId: string;
  /** The environment variable that moves the state folder. */
  readonly stateDirVariable: string;
  /** The state folder's name under HOME when that variable is not set. */
  readonly stateDirName: string;
  /** The default agent's workspace folder under HOME when nothing configures one. */
  readonly defaultWorkspaceName: string;
  /** A non-default agent's workspace under the state folder; `<id>` stands for the normalized id. */
  readonly workspaceTemplate: string;
  /** An agent's own folder under the state folder; `<id>` stands for the normalized id. */
  readonly agentDirTemplate: string;
  readonly skillMatch: SkillMatchRule;
  readonly fallbackRule: FallbackRule;
}

/** The SophiaClaw harness, as the seed describes it. */
export const SOPHIACLAW_PROFILE: HarnessProfile = {
  name: "SophiaClaw",
  defaultAgentId: "default",
  stateDirVariable: "SOPHIACLAW_STATE_DIR",
  stateDirName: ".sophiaclaw",
  defaultWorkspaceName: "SophiaClaw",
  workspaceTemplate: "workspace-<id>",
  agentDirTemplate: "agents/<id>/agent",
  skillMatch: "star-suffix",
  fallbackRule: "agent-override-else-defaults",
};

/** The seed's constant: the id of the default agent when none is configured. */
export const DEFAULT_AGENT_ID = SOPHIACLAW_PROFILE.defaultAgentId;

/**
 * Fills a template's `<id>`, every occurrence, the id taken literally (never a replacement pattern: an id such as
 * `$&` must stay as written). A search and slices rather than split and join: it runs for every agent.
 */
export function fillTemplate(template: string, id: string): string {
  let at = template.indexOf("<id>");
  if (at < 0) return template;
  let out = "";
  let from = 0;
  for (; at >= 0; at = template.indexOf("<id>", from)) {
    out += template.slice(from, at) + id;
    from = at + 4;
  }
  return out + template.slice(from);
}
