/**
 * The agents as `openclaw agents list --json` prints them, once a version's roster rules have said which entries
 * there are, under which ids, which is the default and which one works in the default workspace. Shared by both
 * versions: they differ in the roster, not in how one agent's fields are printed (except identity precedence).
 */
import { isRecord, own, str } from "../safe";
import { isInside, joinPath } from "../scope/paths";
import { identityOf, isAvatarUrl } from "./identity";
import { resolvePath, type Places } from "./places";
import type { OpenClawAgent, OpenClawEnvironment, OpenClawProfileId } from "./types";

/** One agent of a roster: its id and its entry (after `${NAME}` substitution). */
export interface RosterAgent {
  readonly id: string;
  readonly entry: Record<string, unknown>;
}

export interface Roster {
  readonly agents: readonly RosterAgent[];
  /** The agent `isDefault` is true for, if any. */
  readonly defaultId: string | undefined;
  /** The agent that works in the default workspace (`defaults.workspace`, OPENCLAW_WORKSPACE_DIR, `<state>/workspace`). */
  readonly primaryId: string | undefined;
}

/** A non-blank string, or undefined. */
export function text(value: unknown): string | undefined {
  const s = str(value);
  return s?.trim() ? s : undefined;
}

/** The primary model an entry (or the defaults) names: a string, or an object's `primary`. */
function primaryModel(model: unknown): string | undefined {
  return text(model) ?? text(own(model, "primary"));
}

function defaultsOf(config: unknown): unknown {
  return own(own(config, "agents"), "defaults");
}

/** An agent's workspace: its own, else the default workspace (the primary agent), else one per id. */
export function workspaceOf(agent: RosterAgent, roster: Roster, config: unknown, places: Places): string {
  const own_ = text(agent.entry["workspace"]);
  if (own_ !== undefined) return resolvePath(own_, places.home, places.cwd);
  const shared = text(own(defaultsOf(config), "workspace"));
  const base = shared === undefined ? undefined : resolvePath(shared, places.home, places.cwd);
  if (agent.id === roster.primaryId) return base ?? places.workspaceDirVar ?? places.defaultWorkspace;
  return base !== undefined ? joinPath(base, agent.id) : joinPath(places.stateDir, `workspace-${agent.id}`);
}

/** An agent's own folder: its override, else `<state>/agents/<id>/agent`. */
export function agentDirOf(agent: RosterAgent, places: Places): string {
  const dir = text(agent.entry["agentDir"]);
  return dir !== undefined
    ? resolvePath(dir, places.home, places.cwd)
    : joinPath(places.stateDir, "agents", agent.id, "agent");
}

/** Whether a file avatar stays inside the agent's workspace. */
export function avatarInside(avatar: string, workspace: string, places: Places): boolean {
  if (isAvatarUrl(avatar)) return true;
  return isInside(resolvePath(avatar, places.home, workspace), workspace);
}

/** `agents list --json` for a roster, in roster order. */
export function listAgents(
  profile: OpenClawProfileId,
  roster: Roster,
  config: unknown,
  places: Places,
  env: OpenClawEnvironment,
  refersTo: (ref: unknown, id: string) => boolean,
): OpenClawAgent[] {
  const bindings = Array.isArray(own(config, "bindings")) ? (own(config, "bindings") as unknown[]) : [];
  const defaultModel = primaryModel(own(defaultsOf(config), "model"));
  return roster.agents.map((agent) => {
    const workspace = workspaceOf(agent, roster, config, places);
    const name = text(agent.entry["name"]);
    const model = primaryModel(agent.entry["model"]) ?? defaultModel;
    const identity = identityOf(profile, agent.entry["identity"], workspace, places, env);
    const count = bindings.filter((b) => isRecord(b) && refersTo(b["agentId"], agent.id)).length;
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
  });
}
