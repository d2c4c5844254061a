/**
 * The team's setting read again beside an analysis, the way `simulate` reads it: the tools catalog, the rules,
 * approvals and modes table, the main agent's mode as written, and each subagent's grants. For the rooms that ask
 * more of the same setting than the scenarios' calls did (the permission matrix, coverage). Diagnostics are the
 * analysis's business: whatever these readers report here is dropped.
 */
import type { Steps } from "../budget";
import { readToolCatalog, type CatalogTool } from "../catalog";
import type { Located } from "../diagnostics";
import { type Approval, type ModesReading, readModes, readRules, type Rule, type RuleIndexMemory } from "../permission";
import { own } from "../safe";
import { Reporter, readAgents, readApprovals, type AgentSpec } from "./read";
import { readMainMode } from "./simulate";

export interface TeamSetting {
  readonly tools: ReadonlyMap<string, CatalogTool>;
  readonly rules: readonly Rule[];
  /** Each rule's index in permission.rules (parallel to `rules`). */
  readonly ruleIndexes: readonly number[];
  readonly approvals: readonly Approval[];
  readonly modes: ModesReading;
  /** The main agent's mode as written (an unknown name is kept: every call is then refused). */
  readonly mainMode: string;
  readonly unattended: boolean;
  /** team.agents as read (named once each), with their grants. */
  readonly specs: readonly AgentSpec[];
}

export function readTeamSetting(config: Located, scenarios: Located): TeamSetting {
  const r = new Reporter(scenarios);
  const team = own(scenarios.value, "team");
  const tools = readToolCatalog(config.value);
  const mainMode = readMainMode(r, config, team);
  const rules = readRules(config);
  return {
    tools,
    rules: rules.rules,
    ruleIndexes: rules.indexes,
    approvals: readApprovals(r, team, mainMode),
    modes: readModes(config),
    mainMode,
    unattended: own(team, "unattended") === true,
    specs: readAgents(r, team, tools),
  };
}

/** The evaluation context of a setting (without the mode), with the caller's rule indexes and work limit. */
export const contextOf = (s: TeamSetting, steps: Steps, ruleIndexes?: RuleIndexMemory) => ({
  rules: s.rules as Rule[],
  approvals: s.approvals,
  modes: s.modes.table,
  steps,
  ...(ruleIndexes && { ruleIndexes }),
});

/** Thrown by a WorkLimit when its steps are spent; caught by whoever made the limit. */
export class WorkSpent extends Error {
  constructor() {
    super("work limit spent");
    this.name = "WorkSpent";
  }
}

/**
 * A count of steps (each rule, grant or approval looked at) that throws WorkSpent past `max`: the bound on the work
 * of a room that runs after the analysis, outside its time budget. Made per computation; not shared.
 */
export class WorkLimit implements Steps {
  private count = 0;
  constructor(private readonly max: number) {}
  step(): void {
    if (++this.count > this.max) throw new WorkSpent();
  }
  check(): void {
    if (this.count > this.max) throw new WorkSpent();
  }
  get spent(): number {
    return this.count;
  }
}
