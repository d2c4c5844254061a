/**
 * Which skills each agent may use, as `openclaw skills check --agent <id> --json` says: the agent's skills filter
 * (`agentSkillFilter`: its own `skills`, which replaces the defaults' whole, else `agents.defaults.skills`; each name
 * trimmed, blanks dropped; none at all lets every skill through, `[]` none), and which of the skills the release ships
 * it lets through and which it leaves out (`agentFiltered`). Names are matched exactly as written: no globs, no case
 * folding, and a name the release does not ship matches nothing, without a word. The skills shipped are the release's
 * (releases/<release>/skills.ts): its bundled skills, those of the plugins enabled by default, and, for the fleet's
 * owner only, the custodian skills (2026.9).
 */
import type { JsonPath } from "../diagnostics";
import { isRecord, own } from "../safe";
import type { Roster, RosterAgent } from "./agents";

export interface ShippedSkills {
  readonly bundled: readonly string[];
  /** Only the fleet's owner (the system agent, else the marked default, else the sole agent) gets these. */
  readonly custodian: readonly string[];
  /** The skills of the plugins enabled by default. */
  readonly plugins: readonly string[];
}

export type SkillFilterSource = "agent" | "defaults" | "none";

export interface OpenClawAgentSkills {
  readonly agentId: string;
  /** The filter as OpenClaw reads it; undefined: no filter (every skill). */
  readonly agentSkillFilter: readonly string[] | undefined;
  readonly source: SkillFilterSource;
  /** The config path of the filter (none without one). */
  readonly from?: JsonPath;
  /** The skills the release ships for this agent, sorted as OpenClaw lists them. */
  readonly shipped: readonly string[];
  /** Those the filter lets through, and those it leaves out. */
  readonly passes: readonly string[];
  readonly agentFiltered: readonly string[];
  /** The filter's names that match no skill the release ships (each matches nothing). */
  readonly unmatched: readonly string[];
}

/** A filter's names as OpenClaw reads them: each as text, trimmed, blanks dropped (order and repeats kept). */
const normalized = (list: unknown): string[] =>
  (Array.isArray(list) ? list : []).map((e) => String(e).trim()).filter((e) => e !== "");

/** The agent whose custodian skills the release loads: the fleet's owner. */
export function skillOwner(roster: Roster): string | undefined {
  const by = roster.defaultBy;
  return by === "system-agent" || by === "marked" || by === "sole" ? roster.defaultId : undefined;
}

/** The skills the release ships to the fleet's owner and to every other agent, each sorted as OpenClaw lists them. */
export interface ShippedTo {
  readonly owner: string | undefined;
  readonly fleet: readonly string[];
  readonly toOwner: readonly string[];
}

/** Sorted once for a roster, not once per agent. */
export function shippedTo(skills: ShippedSkills, owner: string | undefined): ShippedTo {
  const sorted = (list: readonly string[]) => [...list].sort((a, b) => a.localeCompare(b, "en"));
  const fleet = sorted([...skills.bundled, ...skills.plugins]);
  return { owner, fleet, toOwner: owner === undefined ? fleet : sorted([...fleet, ...skills.custodian]) };
}

export function agentSkills(config: unknown, agent: RosterAgent, shippedSkills: ShippedTo): OpenClawAgentSkills {
  const own_ = isRecord(agent.entry) && Object.hasOwn(agent.entry, "skills");
  const defaults = own(own(config, "agents"), "defaults");
  const defaultsHas = isRecord(defaults) && Object.hasOwn(defaults, "skills") && defaults["skills"] !== undefined;
  const source: SkillFilterSource = own_ ? "agent" : defaultsHas ? "defaults" : "none";
  const filter =
    source === "agent"
      ? normalized(agent.entry["skills"])
      : source === "defaults"
        ? normalized(own(defaults, "skills"))
        : undefined;
  const from: JsonPath | undefined =
    source === "agent" && agent.source
      ? [...agent.source.path, "skills"]
      : source === "defaults"
        ? ["agents", "defaults", "skills"]
        : undefined;
  const owner = shippedSkills.owner;
  const shipped = owner !== undefined && owner === agent.id ? shippedSkills.toOwner : shippedSkills.fleet;
  const allowed = filter && new Set(filter);
  const known = filter && new Set(shipped);
  return {
    agentId: agent.id,
    agentSkillFilter: filter,
    source,
    ...(from && { from }),
    shipped,
    passes: allowed ? shipped.filter((s) => allowed.has(s)) : shipped,
    agentFiltered: allowed ? shipped.filter((s) => !allowed.has(s)) : [],
    unmatched: filter ? [...new Set(filter)].filter((f) => !known!.has(f)) : [],
  };
}
