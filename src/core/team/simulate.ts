/**
 * The team simulation of a scenarios document against a config: the main agent's mode, the subagent tree (each
 * checked and given its tools), every call's verdict with its trace, and the tighten preview. Never throws; every
 * problem is a diagnostic (the config's permission lints included) or a refusal with a message.
 */
import { UNLIMITED, type Budget, type Steps } from "../budget";
import { readModelCatalog, readToolCatalog } from "../catalog";
import type { Located } from "../diagnostics";
import {
  type Context,
  evaluate,
  isMode,
  lintPermission,
  MODE_ORDER,
  permissionReading,
  readModes,
  readRules,
  type RuleIndexMemory,
} from "../permission";
import type { CallResult, Mode, Simulation, TightenPreview } from "../results";
import { own } from "../safe";
import { simulateCalls } from "./calls";
import { TEAM_CODES } from "./codes";
import { looser, tighten } from "./delegation";
import { Reporter, readAgents, readApprovals, readMainThinking, type AgentSpec } from "./read";
import { teamTexts as T } from "./texts";
import { reasonText } from "../reason-text";
import type { TightenReason } from "../reasons";
import { mainCallerTools } from "./tools";
import { placeAgents, type Tree } from "./tree";

export interface SimulateOptions {
  readonly mainAgentId: string;
  readonly mainModel: string | undefined;
  /** The analysis's budget: names the parts and is checked in the long loops. */
  readonly budget?: Budget;
  /**
   * Called once the team is placed, with what builds the simulation as far as it got (the team, and the calls
   * decided so far): a budget spent while deciding the calls keeps those.
   */
  readonly progress?: (sofar: () => Simulation) => void;
  /** Where the rule lists' indexes are kept (the analyzer's); without it every rule is looked at. */
  readonly ruleIndexes?: RuleIndexMemory;
}

/** The main agent's mode: team.mode, else the config's permission.mode, else default (unknown names kept, to refuse). */
export function readMainMode(r: Reporter, config: Located, team: unknown): string {
  const teamMode = own(team, "mode");
  if (teamMode !== undefined) {
    if (!isMode(teamMode)) r.add(TEAM_CODES.unknownMode, ["team", "mode"], T.unknownTeamMode(teamMode, MODE_ORDER));
    return String(teamMode);
  }
  const configMode = own(own(config.value, "permission"), "mode");
  return configMode === undefined ? "default" : String(configMode);
}

/** A grant only applies where the main agent's mode allows the call: warn about those that never can. */
function lintGrants(
  r: Reporter,
  specs: readonly AgentSpec[],
  ctx: Omit<Context, "mode">,
  mainMode: string,
  tools: ReturnType<typeof readToolCatalog>,
  steps: Steps,
) {
  if (!isMode(mainMode)) return;
  for (const spec of specs) {
    spec.grants.forEach((g, j) => {
      steps.step();
      const cls = tools.get(g.tool)?.class;
      if (!cls) return;
      const d = evaluate(
        { tool: g.tool, permission: g.permission, class: cls, pattern: g.pattern },
        { ...ctx, mode: mainMode },
      );
      if (d.action !== "allow")
        r.add(
          TEAM_CODES.grantNeverApplies,
          [...spec.path, "grants", j],
          T.grantNeverApplies(g.tool, g.pattern, mainMode, d.action, reasonText(d.reason)),
        );
    });
  }
}

/** team.tighten: the main agent made stricter, and every subagent whose mode changes with it. */
function previewTighten(
  r: Reporter,
  team: unknown,
  mainMode: string,
  tree: Tree,
): TightenPreview | { reason: TightenReason } | undefined {
  const to = own(team, "tighten");
  if (to === undefined) return undefined;
  const fail = (reason: TightenReason) => {
    r.add(TEAM_CODES.tighten, ["team", "tighten"], reasonText(reason));
    return { reason };
  };
  if (!isMode(to)) return fail({ kind: "not-a-mode", mode: String(to) });
  if (!isMode(mainMode)) return fail({ kind: "not-a-mode", mode: mainMode });
  if (looser(to, mainMode)) return fail({ kind: "tighten-not-stricter", to, from: mainMode });
  const agents = [...tree.live.values()].map((a) => ({ name: a.name, parent: a.parent, mode: a.mode }));
  const after = tighten(to, agents);
  const changes = agents.flatMap((a) => {
    const next = after[a.name];
    return next !== undefined && next !== a.mode ? [{ name: a.name, before: a.mode, after: next }] : [];
  });
  return { from: mainMode, to, changes };
}

const uncountedOf = (r: Reporter): { uncounted?: Record<string, number> } => {
  const uncounted = r.uncounted();
  return Object.keys(uncounted).length ? { uncounted } : {};
};

/** Simulates the scenarios' team and calls against the config. */
export function simulate(config: Located, scenarios: Located, opts: SimulateOptions): Simulation {
  const budget = opts.budget;
  const steps = budget ?? UNLIMITED;
  budget?.enter("lint-permission");
  // Read once per config text: an edit of the scenarios finds the rules, their index and the lints again.
  const permission = permissionReading(
    config.spanOf,
    () => ({ diagnostics: lintPermission(config, steps), rules: readRules(config, steps).rules }),
    opts.ruleIndexes,
  );
  const permissionDiagnostics = permission.diagnostics;
  budget?.enter("simulate-team");
  const r = new Reporter(scenarios);
  const team = own(scenarios.value, "team");
  const tools = readToolCatalog(config.value);
  const models = readModelCatalog(config.value);
  const mainMode = readMainMode(r, config, team);
  const unattended = own(team, "unattended") === true;
  const ctx: Omit<Context, "mode"> = {
    rules: permission.rules,
    approvals: readApprovals(r, team, mainMode),
    modes: readModes(config).table,
    steps,
    ...(opts.ruleIndexes && { ruleIndexes: opts.ruleIndexes }),
  };
  const specs = readAgents(r, team, tools);
  lintGrants(r, specs, ctx, mainMode, tools, steps);
  const lead = {
    mode: mainMode,
    model: opts.mainModel,
    thinkingLevel: readMainThinking(r, team),
    tools: mainCallerTools(tools),
  };
  const tree = placeAgents(r, specs, lead, models, steps);
  const tightened = previewTighten(r, team, mainMode, tree);
  const calls: CallResult[] = [];
  const sofar = (): Simulation => ({
    mainAgentId: opts.mainAgentId,
    // An unknown mode refuses every call; the summary shows the strictest mode in its place.
    mainMode: isMode(mainMode) ? mainMode : ("readonly" satisfies Mode),
    unattended,
    subagents: tree.results,
    calls: [...calls],
    tighten: tightened,
    diagnostics: [...permissionDiagnostics, ...r.diagnostics],
    ...uncountedOf(r),
  });
  opts.progress?.(sofar);
  budget?.enter("calls");
  simulateCalls(
    { config, tools, ctx, mainMode, unattended, tree, agentNames: specs.map((s) => s.name), steps },
    r,
    scenarios.value,
    calls,
  );
  return sofar();
}
