/**
 * Why each agent OpenClaw lists has the id, workspace, agent folder and default it has, as data: the same rules
 * `agents list` is answered by (agents.ts gives each folder with its rule), so the reasons cannot disagree with the
 * answer. Sentences are rendered last (texts.ts).
 */
import type { JsonPath } from "../diagnostics";
import {
  agentDirRuleOf,
  workspaceRuleOf,
  type AgentDirRule,
  type DefaultBy,
  type Roster,
  type RosterAgent,
  type WorkspaceRule,
} from "./agents";
import type { OpenClawReading, OpenClawReads } from "./evaluate";
import { listedAgent } from "./agent-answers";
import type { OpenClawEnvironment, OpenClawProfileId } from "./types";

/** How an agent got its id: as written, a key lower-cased (2026.9) or an id sanitized (2026.7), or the implicit `main`. */
export type OpenClawIdRule =
  | { readonly kind: "kept" }
  | { readonly kind: "lower-cased"; readonly from: string }
  | { readonly kind: "sanitized"; readonly from: string }
  | { readonly kind: "implicit-main" };

/** One listed agent with the rule behind each of its values. */
export interface OpenClawAgentExplained {
  readonly id: string;
  /** The agent's entry in the config (`agents.list[i]`, `agents.entries.<key>`); [] for the implicit `main`. */
  readonly path: JsonPath;
  readonly idRule: OpenClawIdRule;
  readonly workspace: string;
  readonly workspaceRule: WorkspaceRule;
  /** The config field the workspace came from (its own, or agents.defaults.workspace), else null. */
  readonly workspaceFrom: JsonPath | null;
  readonly agentDir: string;
  readonly agentDirRule: AgentDirRule;
  /** The agent's own `agentDir` field, else null. */
  readonly agentDirFrom: JsonPath | null;
  readonly isDefault: boolean;
  readonly defaultRule: DefaultBy | "none";
}

export interface OpenClawExplanation {
  readonly profile: OpenClawProfileId;
  /** Whether the CLI reads the given document (else the agents are those of the file it reads, or the implicit one). */
  readonly documentRead: boolean;
  /** Whether `config validate` accepts the file read. */
  readonly valid: boolean;
  /** The agents `agents list` prints, in its order; none where it refuses to list (a config it rejects). */
  readonly agents: readonly OpenClawAgentExplained[];
}

const DEFAULTS_WORKSPACE: JsonPath = ["agents", "defaults", "workspace"];

function idRuleOf(agent: RosterAgent): OpenClawIdRule {
  if (!agent.source) return { kind: "implicit-main" };
  const from = agent.source.written;
  if (from === agent.id) return { kind: "kept" };
  return from.toLowerCase() === agent.id ? { kind: "lower-cased", from } : { kind: "sanitized", from };
}

/** The reasons behind `agents list --json` for `configText` (at `env.configAt`) on the simulated machine. */
export function explainWith(
  reads: OpenClawReads,
  profile: OpenClawProfileId,
  configText: string | undefined,
  env: OpenClawEnvironment,
): OpenClawExplanation {
  const reading = reads.read(profile, configText, env);
  const { answer, roster } = reading;
  const base = { profile, documentRead: answer.documentRead, valid: answer.verdict.valid };
  if (answer.agents === null || !roster) return { ...base, agents: [] };
  const explain = explainer(reading, roster);
  return { ...base, agents: roster.agents.map(explain) };
}

/** The reasons behind the listed agent `id`'s row alone (a card drawn); undefined for an agent not listed. */
export function explainAgentWith(
  reads: OpenClawReads,
  profile: OpenClawProfileId,
  configText: string | undefined,
  env: OpenClawEnvironment,
  id: string,
): OpenClawAgentExplained | undefined {
  const reading = reads.read(profile, configText, env);
  const agent = listedAgent(reading, profile, id);
  return agent && reading.roster ? explainer(reading, reading.roster)(agent) : undefined;
}

/**
 * How one reading's agents' reasons are made: each found made by an earlier reading when its entry and the rest are
 * the same (agent-memory.ts).
 */
function explainer(reading: OpenClawReading, roster: Roster): (agent: RosterAgent) => OpenClawAgentExplained {
  const { config, places, recall } = reading;
  const explained = (agent: RosterAgent): OpenClawAgentExplained => {
    const path = agent.source?.path ?? [];
    const workspace = workspaceRuleOf(agent, roster, config, places);
    const agentDir = agentDirRuleOf(agent, places);
    const workspaceFrom =
      workspace.rule === "own"
        ? [...path, "workspace"]
        : workspace.rule === "defaults-workspace" || workspace.rule === "defaults-workspace-per-id"
          ? DEFAULTS_WORKSPACE
          : null;
    const isDefault = agent.id === roster.defaultId;
    return {
      id: agent.id,
      path,
      idRule: idRuleOf(agent),
      workspace: workspace.value,
      workspaceRule: workspace.rule,
      workspaceFrom,
      agentDir: agentDir.value,
      agentDirRule: agentDir.rule,
      agentDirFrom: agentDir.rule === "own" ? [...path, "agentDir"] : null,
      isDefault,
      defaultRule: isDefault ? (roster.defaultBy ?? "none") : "none",
    };
  };
  return (agent) => recall.recall("explain", agent, () => explained(agent));
}
