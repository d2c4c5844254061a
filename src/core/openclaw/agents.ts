/**
 * The agents as `openclaw agents list --json` prints them, once a version's roster rules have said which entries
 * there are, under which ids, which is the default and which one works in the default workspace. Shared by both
 * versions: they differ in the roster, not in how one agent's fields are printed (except identity precedence).
 */
import type { JsonPath } from "../diagnostics";
import { isRecord, own, str } from "../safe";
import { isInside, joinPosixPath as joinPath } from "../scope";
import { identityOf, isAvatarUrl } from "./identity";
import { resolvePath, type Places } from "./places";
import type { OpenClawRelease } from "./releases/release";
import { agentModels } from "./agent-models";
import type { AgentRecall } from "./agent-memory";
import type { OpenClawAgent, OpenClawEnvironment } from "./types";

/** One agent of a roster: its id and its entry (after `${NAME}` substitution). */
export interface RosterAgent {
  readonly id: string;
  readonly entry: Record<string, unknown>;
  /** Where the entry is in the config and the id (or key) as written there; none for the implicit `main`. */
  readonly source?: { readonly path: JsonPath; readonly written: string };
}

/** Why the default is the default: the sole agent, the one marked, the first listed (2026.7), the system agent. */
export type DefaultBy = "sole" | "marked" | "first-in-list" | "system-agent";

export interface Roster {
  readonly agents: readonly RosterAgent[];
  /** The agent `isDefault` is true for, if any. */
  readonly defaultId: string | undefined;
  /** Why `defaultId` is the default (undefined when there is none). */
  readonly defaultBy: DefaultBy | undefined;
  /** The agent that works in the default workspace (`defaults.workspace`, OPENCLAW_WORKSPACE_DIR, `<state>/workspace`). */
  readonly primaryId: string | undefined;
}

/**
 * Which rule gave an agent its workspace: its own field; as the primary agent `defaults.workspace`,
 * OPENCLAW_WORKSPACE_DIR or the built-in default folder; as any other agent `<defaults.workspace>/<id>` or
 * `<state>/workspace-<id>`.
 */
export type WorkspaceRule =
  | "own"
  | "defaults-workspace"
  | "workspace-dir-var"
  | "default-workspace"
  | "defaults-workspace-per-id"
  | "state-workspace-per-id";

/** Which rule gave an agent its folder: its own `agentDir`, or `<state>/agents/<id>/agent`. */
export type AgentDirRule = "own" | "state-agent-dir";

/** A resolved folder with the rule that gave it. */
export interface Ruled<R extends string> {
  readonly value: string;
  readonly rule: R;
}

/** A non-blank string, or undefined. */
export function text(value: unknown): string | undefined {
  const s = str(value);
  return s?.trim() ? s : undefined;
}

function defaultsOf(config: unknown): unknown {
  return own(own(config, "agents"), "defaults");
}

/** An agent's workspace and its rule: its own, else the default workspace (the primary agent), else one per id. */
export function workspaceRuleOf(
  agent: RosterAgent,
  roster: Roster,
  config: unknown,
  places: Places,
): Ruled<WorkspaceRule> {
  const own_ = text(agent.entry["workspace"]);
  if (own_ !== undefined) return { value: resolvePath(own_, places.home, places.cwd), rule: "own" };
  const shared = text(own(defaultsOf(config), "workspace"));
  const base = shared === undefined ? undefined : resolvePath(shared, places.home, places.cwd);
  if (agent.id === roster.primaryId) {
    if (base !== undefined) return { value: base, rule: "defaults-workspace" };
    if (places.workspaceDirVar !== undefined) return { value: places.workspaceDirVar, rule: "workspace-dir-var" };
    return { value: places.defaultWorkspace, rule: "default-workspace" };
  }
  return base !== undefined
    ? { value: joinPath(base, agent.id), rule: "defaults-workspace-per-id" }
    : { value: joinPath(places.stateDir, `workspace-${agent.id}`), rule: "state-workspace-per-id" };
}

/** An agent's workspace (see workspaceRuleOf). */
export function workspaceOf(agent: RosterAgent, roster: Roster, config: unknown, places: Places): string {
  return workspaceRuleOf(agent, roster, config, places).value;
}

/** An agent's own folder and its rule: its override, else `<state>/agents/<id>/agent`. */
export function agentDirRuleOf(agent: RosterAgent, places: Places): Ruled<AgentDirRule> {
  const dir = text(agent.entry["agentDir"]);
  return dir !== undefined
    ? { value: resolvePath(dir, places.home, places.cwd), rule: "own" }
    : { value: joinPath(places.stateDir, "agents", agent.id, "agent"), rule: "state-agent-dir" };
}

/** An agent's own folder (see agentDirRuleOf). */
export function agentDirOf(agent: RosterAgent, places: Places): string {
  return agentDirRuleOf(agent, places).value;
}

/** Whether a file avatar stays inside the agent's workspace. */
export function avatarInside(avatar: string, workspace: string, places: Places): boolean {
  if (isAvatarUrl(avatar)) return true;
  return isInside(resolvePath(avatar, places.home, workspace), workspace);
}

/** The keys of `channels` that are settings for all channels, not a channel. */
const CHANNEL_SETTINGS: ReadonlySet<string> = new Set(["defaults", "modelByChannel"]);

/** Whether a binding routes a whole channel (every account, no peer, guild or team): the one a marker adds. */
function bindsWholeChannel(binding: unknown, channel: string): boolean {
  const match = own(binding, "match");
  if (!isRecord(match) || match["channel"] !== channel) return false;
  const account = match["accountId"];
  return (
    (account === undefined || account === "*") && Object.keys(match).every((k) => k === "channel" || k === "accountId")
  );
}

/** `agents list --json` for a roster, in roster order. */
export function listAgents(
  release: Pick<OpenClawRelease, "refersTo" | "legacyDefaultBindsChannels" | "identityFirst" | "modelRules">,
  roster: Roster,
  config: unknown,
  places: Places,
  env: OpenClawEnvironment,
  /** Each agent's row, found when an earlier reading made it for the same entry and surroundings. */
  memory: AgentRecall,
): OpenClawAgent[] {
  const { refersTo, legacyDefaultBindsChannels } = release;
  const bindings = Array.isArray(own(config, "bindings")) ? (own(config, "bindings") as unknown[]) : [];
  // 2026.9 gives an agent chosen by a legacy "default": true marker a binding ({ channel, accountId: "*" }) for
  // every configured channel.
  const channels = own(config, "channels");
  const configured = isRecord(channels) ? Object.keys(channels).filter((k) => !CHANNEL_SETTINGS.has(k)) : [];
  return memory.every("listing", roster.agents, listed);
  function listed(agent: RosterAgent): OpenClawAgent {
    const workspace = workspaceOf(agent, roster, config, places);
    const name = text(agent.entry["name"]);
    // The model it asks for, as models status says it (the agent's, else the defaults'), where one is configured.
    const models = agentModels(config, agent, release.modelRules);
    const model = models.from.defaultModel ? models.defaultModel : undefined;
    const identity = identityOf(release.identityFirst, agent.entry["identity"], workspace, places, env);
    const inherited = legacyDefaultBindsChannels && roster.defaultBy === "marked" && agent.id === roster.defaultId;
    const own_ = bindings.filter((b) => isRecord(b) && refersTo(b["agentId"], agent.id));
    const added = inherited ? configured.filter((channel) => !own_.some((b) => bindsWholeChannel(b, channel))) : [];
    const count = own_.length + added.length;
    return {
      id: agent.id,
      ...(name !== undefined ? { name } : {}),
      ...(identity.name !== undefined ? { identityName: identity.name } : {}),
      ...(identity.emoji !== undefined ? { identityEmoji: identity.emoji } : {}),
      ...(identity.source !== undefined ? { identitySource: identity.source } : {}),
      workspace,
      agentDir: agentDirOf(agent, places),
      ...(model !== undefined ? { model } : {}),
      bindings: count,
      isDefault: agent.id === roster.defaultId,
      ...(identity.avatarUrl !== undefined ? { identityAvatarUrl: identity.avatarUrl } : {}),
    };
  }
}
