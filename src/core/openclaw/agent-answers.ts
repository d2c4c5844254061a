/**
 * What each listed agent runs on and may do, from one reading of a config under a release (evaluate.ts): its models,
 * skills, sandbox, exec scope, and all of them as the report `resolve --json` prints. None while the release rejects
 * the config (the CLI refuses to answer then). The analyzer (analyzer.ts) asks these of the reading it keeps; the
 * upgrade preview asks them of both releases' readings.
 */
import {
  agentExec,
  agentExecAlone,
  agentExecScope,
  execPolicy,
  execScopeIndex,
  type OpenClawAgentExec,
  type OpenClawExecPolicy,
} from "./agent-exec";
import { agentModels, type OpenClawAgentModels } from "./agent-models";
import { agentReport, type OpenClawAgentReport } from "./agent-report";
import { agentSandbox, type OpenClawAgentSandbox } from "./agent-sandbox";
import { agentSkills, shippedTo, skillOwner, type OpenClawAgentSkills } from "./agent-skills";
import { sandboxTools, type SandboxTools } from "./sandbox-tools";
import {
  agentTools,
  decideTool,
  toolSteps,
  isSandboxed,
  sessionTools,
  toolCache,
  type OpenClawAgentTools,
  type OpenClawSessionTools,
  type ToolContext,
  type ToolModel,
  type ToolSession,
  type ToolVerdict,
} from "./agent-tools";
import type { OpenClawReading, OpenClawWork } from "./evaluate";
import type { AgentRecall } from "./agent-memory";
import type { RosterAgent } from "./agents";
import type { OpenClawToolCall } from "./tool-calls";
import { toolCoverage, type OpenClawCoverage } from "./tool-coverage";
import { OPENCLAW_RELEASES } from "./releases";
import type { OpenClawEnvironment, OpenClawProfileId } from "./types";

const listed = (reading: OpenClawReading) => (reading.answer.agents === null ? undefined : reading.roster);

/**
 * One reading's answers about its listed agents under a release, each agent's made when first asked, for it alone
 * (a card drawn) or with every other (a lint, the Changes panel): a keystroke's lints, cards, spawns, matrix and
 * coverage ask them of the same reading, and the cards of a few agents out of thousands ask only theirs.
 */
interface AgentAnswers {
  readonly agents: readonly RosterAgent[];
  /** The listed agent `id` (the last of that id). */
  byId(id: string): RosterAgent | undefined;
  models(agent: RosterAgent): OpenClawAgentModels;
  skills(agent: RosterAgent): OpenClawAgentSkills;
  sandbox(agent: RosterAgent): OpenClawAgentSandbox;
  tools(agent: RosterAgent): OpenClawAgentTools;
}

/** The reading's memory of each agent's answers under `profile`'s rules (a reading may be asked under another's). */
function under(reading: OpenClawReading, profile: OpenClawProfileId): AgentRecall {
  // Each kind's key written once, not once per agent asked (a keystroke asks thousands).
  const keys = new Map<string, string>();
  const keyOf = (kind: string) => {
    let key = keys.get(kind);
    if (key === undefined) keys.set(kind, (key = `${kind} ${profile}`));
    return key;
  };
  return {
    recall: (kind, agent, make) => reading.recall.recall(keyOf(kind), agent, make),
    every: (kind, agents, make) => reading.recall.every(keyOf(kind), agents, make),
    across: (kind, make) => reading.recall.across(keyOf(kind), make),
  };
}

/** What the reading's memory holds under `key`, made on the first ask. */
function derivedOf<T>(reading: OpenClawReading, key: string, make: () => T): T {
  if (!reading.derived.has(key)) reading.derived.set(key, make());
  return reading.derived.get(key) as T;
}

/** The reading's answers about its agents under `profile`, made once and held in the reading's memory. */
const answersOf = (reading: OpenClawReading, profile: OpenClawProfileId): AgentAnswers | undefined =>
  derivedOf(reading, `agents ${profile}`, () => agentAnswers(reading, profile));

/**
 * Each agent's answer, made once (and counted in the reading's work when made), or found made for the same entry by an
 * earlier reading (agent-memory.ts).
 */
function perAgent<T>(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  kind: keyof OpenClawWork,
  make: (agent: RosterAgent) => T,
): (agent: RosterAgent) => T {
  const memory = under(reading, profile);
  return (agent) =>
    memory.recall(kind, agent, () => {
      reading.work[kind]++;
      return make(agent);
    });
}

/** The model an agent's sessions run on, as agents list prints it (`provider/model`). */
function modelOf(ref: string | undefined): ToolModel | undefined {
  const slash = ref ? ref.indexOf("/") : -1;
  return ref && slash > 0 ? { provider: ref.slice(0, slash), model: ref.slice(slash + 1) } : undefined;
}

/** How many agents a reading's answers look for by id before they map every id (agentAnswers). */
const LOOKED_FOR = 8;

function agentAnswers(reading: OpenClawReading, profile: OpenClawProfileId): AgentAnswers | undefined {
  const roster = listed(reading);
  if (!roster) return undefined;
  const release = OPENCLAW_RELEASES[profile];
  // Each agent's place in the roster by id: its row of agents list is at the same place (one row per roster agent, in
  // its order). A keystroke asks for the agent it changed alone: the first few are looked for, then every id mapped.
  let places: Map<string, number> | undefined;
  let asked = 0;
  const placeOf = (id: string) => {
    if (!places && asked++ < LOOKED_FOR) {
      // The last of an id, as the map keeps it.
      for (let i = roster.agents.length - 1; i >= 0; i--) if (roster.agents[i]!.id === id) return i;
      return undefined;
    }
    if (!places) {
      places = new Map();
      for (let i = 0; i < roster.agents.length; i++) places.set(roster.agents[i]!.id, i);
    }
    return places.get(id);
  };
  const rowOf = (agent: RosterAgent) => {
    const at = placeOf(agent.id);
    return at === undefined ? undefined : reading.answer.agents?.[at];
  };
  let shared: SandboxTools | undefined;
  const sharedTools = () => (shared ??= sandboxTools(reading.config, {}, release.sandboxTools));
  const shipped = shippedTo(release.skills, skillOwner(roster));
  const cache = toolCache();
  const modelsRead = new Map<string | undefined, ToolModel | undefined>();
  const model = (ref: string | undefined) => {
    if (!modelsRead.has(ref)) modelsRead.set(ref, modelOf(ref));
    return modelsRead.get(ref);
  };
  const sandbox = perAgent(reading, profile, "sandboxes", (agent) =>
    agentSandbox(reading.config, agent, {
      tools: release.sandboxTools,
      layout: release.sandboxLayout,
      places: reading.places,
      workspace: rowOf(agent)?.workspace ?? "",
      sharedTools,
    }),
  );
  return {
    agents: roster.agents,
    byId: (id) => {
      const at = placeOf(id);
      return at === undefined ? undefined : roster.agents[at];
    },
    models: perAgent(reading, profile, "models", (agent) => agentModels(reading.config, agent, release.modelRules)),
    skills: perAgent(reading, profile, "skills", (agent) => agentSkills(reading.config, agent, shipped)),
    sandbox,
    tools: perAgent(reading, profile, "tools", (agent) => {
      const s = sandbox(agent);
      const context = { rules: release.toolPolicy, mode: s.mode, sandboxTools: s.tools, cache };
      return agentTools(reading.config, agent, { ...context, model: model(rowOf(agent)?.model) });
    }),
  };
}

/**
 * One kind of answer (models, skills, sandbox, tools) of the reading's listed agents, each made once and remembered;
 * undefined while the release rejects the config.
 */
export function agentAnswer<K extends "models" | "skills" | "sandbox" | "tools">(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  kind: K,
): AgentAnswers[K] | undefined {
  return answersOf(reading, profile)?.[kind];
}

/**
 * Every listed agent's finding of one kind (a lint's), in the roster's order: each made for its agent alone from what
 * the agent memory's answers read (its entry, id and place, and what lies outside the entries), and kept with them
 * (agent-memory.ts). None while the release rejects the config.
 */
export function perListedAgent<T>(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  kind: string,
  make: (agent: RosterAgent) => T,
): T[] {
  const roster = listed(reading);
  return roster ? under(reading, profile).every(kind, roster.agents, make) : [];
}

/** Every listed agent's answer, in the roster's order (none while the release rejects the config). */
function everyAgent<T>(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  ask: (answers: AgentAnswers) => (agent: RosterAgent) => T,
  first = Infinity,
): T[] {
  const answers = answersOf(reading, profile);
  return answers ? answers.agents.slice(0, first).map(ask(answers)) : [];
}

/** The listed agent `id` of a reading (undefined for an agent not listed, and while the release rejects the config). */
export function listedAgent(reading: OpenClawReading, profile: OpenClawProfileId, id: string): RosterAgent | undefined {
  return answersOf(reading, profile)?.byId(id);
}

/** The listed agent `id`'s answer, made for it alone (undefined for an agent not listed). */
function oneAgent<T>(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  id: string,
  ask: (answers: AgentAnswers) => (agent: RosterAgent) => T,
): T | undefined {
  const answers = answersOf(reading, profile);
  const agent = answers?.byId(id);
  return answers && agent && ask(answers)(agent);
}

export const modelsOf = (reading: OpenClawReading, profile: OpenClawProfileId): readonly OpenClawAgentModels[] =>
  everyAgent(reading, profile, (a) => a.models);

export const skillsOf = (reading: OpenClawReading, profile: OpenClawProfileId): readonly OpenClawAgentSkills[] =>
  everyAgent(reading, profile, (a) => a.skills);

export const sandboxesOf = (reading: OpenClawReading, profile: OpenClawProfileId): readonly OpenClawAgentSandbox[] =>
  everyAgent(reading, profile, (a) => a.sandbox);

/** Every listed agent's tools, or the `first` few's (a matrix of the first rows). */
export const toolsOf = (
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  first?: number,
): readonly OpenClawAgentTools[] => everyAgent(reading, profile, (a) => a.tools, first);

/** How many agents the release lists (the rows every-agent answers have; none while it rejects the config). */
export const listedCount = (reading: OpenClawReading): number => listed(reading)?.agents.length ?? 0;

/** One listed agent's models, skills, sandbox and tools, made for it alone (a card drawn); undefined if not listed. */
export function agentOf(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  id: string,
):
  | {
      readonly models: OpenClawAgentModels;
      readonly skills: OpenClawAgentSkills;
      readonly sandbox: OpenClawAgentSandbox;
      readonly tools: OpenClawAgentTools;
    }
  | undefined {
  // One object while its parts are the ones remembered (a card made of the same answers is not made again).
  return oneAgent(
    reading,
    profile,
    id,
    (a) => (agent) =>
      under(reading, profile).recall("card", agent, () => ({
        models: a.models(agent),
        skills: a.skills(agent),
        sandbox: a.sandbox(agent),
        tools: a.tools(agent),
      })),
  );
}

/** A tool asked of an agent in a session (a scenario's tool call), on the agent's model unless one is named. */
export interface ToolAsk {
  readonly agent: string;
  readonly session: ToolSession;
  readonly tool?: string;
  readonly model?: ToolModel;
}

/** The context each ask's agent is decided in, or undefined for an agent the config does not list. */
function toolContexts(reading: OpenClawReading, profile: OpenClawProfileId) {
  const roster = listed(reading);
  // Read on the first ask (a lint with nothing to check asks none).
  let read: { sandboxes: Map<string, OpenClawAgentSandbox>; models: Map<string, string | undefined> } | undefined;
  const answers = () =>
    (read ??= {
      sandboxes: new Map(sandboxesOf(reading, profile).map((s) => [s.agentId, s])),
      models: new Map((reading.answer.agents ?? []).map((a) => [a.id, a.model])),
    });
  const rules = OPENCLAW_RELEASES[profile].toolPolicy;
  const cache = toolCache();
  return (ask: ToolAsk) => {
    const agent = roster?.agents.find((a) => a.id === ask.agent);
    const { sandboxes, models } = answers();
    const s = agent && sandboxes.get(agent.id);
    if (!agent || !s) return undefined;
    const context: ToolContext = {
      rules,
      mode: s.mode,
      sandboxTools: s.tools,
      model: ask.model ?? modelOf(models.get(agent.id)),
      cache,
    };
    return { agent, context };
  };
}

/**
 * Decides a tool for an agent's session, in this reading's context (its sandbox, its model) but under a config and an
 * entry given, so a change can be checked before it is offered (lints.ts). Undefined for an agent not listed.
 */
export function toolDecider(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
): (agent: RosterAgent, session: ToolSession, tool: string, config?: unknown) => ToolVerdict | undefined {
  const contextOf = toolContexts(reading, profile);
  const rules = OPENCLAW_RELEASES[profile].sandboxTools;
  return (agent, session, tool, config = reading.config) => {
    const found = contextOf({ agent: agent.id, session });
    if (!found) return undefined;
    // A changed config has its own sandbox lists (and no shared results).
    const context =
      config === reading.config
        ? found.context
        : { ...found.context, sandboxTools: sandboxTools(config, agent.entry, rules), cache: undefined };
    return decideTool(config, agent, session, tool, context);
  };
}

/** Each ask's whole tool list (the tool left out), or undefined for an agent the config does not list. */
export function sessionToolsOf(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  asks: readonly ToolAsk[],
): (OpenClawSessionTools | undefined)[] {
  const contextOf = toolContexts(reading, profile);
  return asks.map((ask) => {
    const found = contextOf(ask);
    if (!found) return undefined;
    const steps = toolSteps(reading.config, found.agent, ask.session, found.context);
    const { from: _from, ...answer } = sessionTools(steps, found.context);
    return { session: ask.session, sandboxed: isSandboxed(found.context.mode, ask.session), ...answer };
  });
}

/** Each ask's one tool, allowed or refused and by which layer; undefined for an agent the config does not list. */
export function toolCallsOf(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  asks: readonly ToolAsk[],
): (ToolVerdict | undefined)[] {
  const contextOf = toolContexts(reading, profile);
  return asks.map((ask) => {
    const found = contextOf(ask);
    return found && decideTool(reading.config, found.agent, ask.session, ask.tool ?? "", found.context);
  });
}

/** What the scenarios' calls exercise of the config: its agents and its tool-policy entries (tool-coverage.ts). */
export function coverageOf(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  calls: readonly OpenClawToolCall[],
): OpenClawCoverage | undefined {
  const roster = listed(reading);
  if (!roster) return undefined;
  const modes = new Map(sandboxesOf(reading, profile).map((s) => [s.agentId, s.mode]));
  return toolCoverage(reading.config, roster.agents, modes, calls, OPENCLAW_RELEASES[profile].toolPolicy);
}

/** `exec-policy show` for the reading, made once (each agent's scope remembered across readings). */
export function execOf(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  env: OpenClawEnvironment,
): OpenClawExecPolicy | undefined {
  const roster = listed(reading);
  if (!roster) return undefined;
  const rules = OPENCLAW_RELEASES[profile].execRules;
  return derivedOf(reading, `exec ${profile}`, () =>
    execPolicy(reading.config, roster, reading.places, env.approvals, rules, under(reading, profile)),
  );
}

const execIndexOf = (reading: OpenClawReading, profile: OpenClawProfileId, policy: OpenClawExecPolicy) =>
  derivedOf(reading, `exec index ${profile}`, () => execScopeIndex(policy));

export function agentsExecOf(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  env: OpenClawEnvironment,
): readonly OpenClawAgentExec[] {
  const policy = execOf(reading, profile, env);
  const roster = listed(reading);
  if (!policy || !roster) return [];
  const index = execIndexOf(reading, profile, policy);
  return roster.agents.flatMap((a) => agentExec(policy, a.id, a.source?.written ?? a.id, index) ?? []);
}

/** The listed agent `id`'s exec scope (a card drawn); undefined if not listed. */
export function oneAgentExec(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  env: OpenClawEnvironment,
  id: string,
): OpenClawAgentExec | undefined {
  const agent = answersOf(reading, profile)?.byId(id);
  if (!agent) return undefined;
  // Its scope (its own, else tools.exec's) reads its entry and what lies outside the entries: remembered, the policy of
  // every agent is not made for a card.
  const roster = listed(reading);
  if (!roster) return undefined;
  const rules = OPENCLAW_RELEASES[profile].execRules;
  const memory = under(reading, profile);
  return memory.recall("exec", agent, () =>
    agentExecAlone(reading.config, roster, agent, reading.places, env.approvals, rules, memory),
  );
}

export function reportsOf(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  env: OpenClawEnvironment,
): readonly OpenClawAgentReport[] {
  const roster = listed(reading);
  const exec = execOf(reading, profile, env);
  const rows = reading.answer.agents;
  const answers = answersOf(reading, profile);
  if (!exec || !roster || rows === null || !answers) return [];
  const index = execIndexOf(reading, profile, exec);
  // Its row of agents list is at its place (one row per roster agent, in its order): looked for while few are made.
  let made = 0;
  let places: Map<RosterAgent, number> | undefined;
  const rowOf = (agent: RosterAgent) => {
    if (!places && made++ < LOOKED_FOR) return rows[roster.agents.indexOf(agent)];
    places ??= new Map(roster.agents.map((a, i) => [a, i]));
    return rows[places.get(agent)!];
  };
  // Each agent's report reads its own answers and what lies outside the entries: kept with them (agent-memory.ts).
  const reports = under(reading, profile).every("report", roster.agents, (agent) => {
    const row = rowOf(agent);
    const scope = row && agentExecScope(exec, agent.source?.written ?? agent.id, index);
    return row && scope
      ? agentReport(
          row,
          answers.models(agent),
          answers.skills(agent),
          answers.sandbox(agent),
          scope,
          answers.tools(agent),
        )
      : undefined;
  });
  return reports.filter((report) => report !== undefined);
}
