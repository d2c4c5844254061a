/**
 * The hinge: both documents' texts in, one Analysis out. Pure and synchronous, so the page (directly or in a
 * worker), the command line and the tests all reach the same function with the same answer. It is reached through
 * an analyzer (analyzer.ts), which owns what is remembered between analyses and the context they are made in.
 */
import {
  sameTools,
  type Analysis,
  type Expectation,
  type ExpectedValue,
  type SessionCase,
  type SkillCase,
} from "./analysis";
import { Budget, BudgetSpent, type AnalysisLimits, type CutOff } from "./budget";
import { capPerCode, MAX_DIAGNOSTICS_PER_CODE } from "./cap";
import { onePerSpan } from "./one-per-span";
import type { Diagnostic, JsonPath, Located } from "./diagnostics";
import { tooManyEntries, type ParsedDocument } from "./document";
import type { Env, ResolvedAgent, Simulation } from "./results";
import { arr, isRecord, own, str } from "./safe";
import {
  checkSkill,
  type HarnessProfile,
  lintResolved,
  resolveAgentList,
  resolveSession,
  type ScopeResolution,
  skillNameProblem,
} from "./scope";
import { simulate } from "./team";
import { scenarioTexts as t } from "./texts";
import { ANALYZE_CODES } from "./codes";
import type { AnalyzerContext, Memory } from "./analyzer";

/**
 * The simulated environment: scenarios.env's string values, then the variables `said` on top of them (a machine's,
 * see SophiaClawMachine); HOME defaults to /home/user.
 */
export function scenarioEnv(scenarios: unknown, said: Readonly<Record<string, string>> = {}): Env {
  const env: Record<string, string> = Object.create(null) as Record<string, string>;
  const raw = own(scenarios, "env");
  if (isRecord(raw)) for (const [k, v] of Object.entries(raw)) if (typeof v === "string") env[k] = v;
  for (const [k, v] of Object.entries(said)) env[k] = v;
  if (!env.HOME?.trim()) env.HOME = "/home/user";
  return env;
}

/** What the parts of an analysis found so far: filled part by part, read whole or as far as it got. */
interface Found {
  configDiagnostics: readonly Diagnostic[];
  scenariosDiagnostics: readonly Diagnostic[];
  scopeDiagnostics: readonly Diagnostic[];
  scenarioDiagnostics: Diagnostic[];
  agents: readonly ResolvedAgent[];
  defaultAgentId: string;
  sessions: readonly SessionCase[];
  skills: readonly SkillCase[];
  simulation: Simulation | undefined;
  /** The simulation as far as it got, once the team is placed. */
  simulationSoFar?: () => Simulation;
  cutOffDiagnostic?: Diagnostic;
}

/**
 * Resolves and simulates both documents in the analyzer's context, with its memory. Never throws, whatever the
 * texts. When `limits.budgetMs` is spent the part running stops and the analysis holds what the parts before it
 * found, with `cutOff` naming the part.
 */
export function analyzeWith(
  memory: Memory,
  context: AnalyzerContext,
  configText: string,
  scenariosText: string,
  limits: AnalysisLimits,
): Analysis {
  const { profile, machine } = context;
  const budget = new Budget(limits);
  const found: Found = {
    configDiagnostics: [],
    scenariosDiagnostics: [],
    scopeDiagnostics: [],
    scenarioDiagnostics: [],
    agents: [],
    defaultAgentId: profile.defaultAgentId,
    sessions: [],
    skills: [],
    simulation: undefined,
  };
  // Parsing is not cut off: the editor needs both parsed texts whatever the budget (and JSON.parse is one call).
  budget.announce("parse-config");
  const config = memory.config.parse(configText);
  budget.announce("parse-scenarios");
  const scenarios = memory.scenarios.parse(scenariosText);
  const env = scenarioEnv(scenarios.value, machine.env);
  // What parsing found, and the lists too long to check whole, stay when the schema check is cut off.
  found.configDiagnostics = [...config.diagnostics, ...tooManyEntries(config)];
  found.scenariosDiagnostics = [...scenarios.diagnostics, ...tooManyEntries(scenarios)];
  let cutOff: CutOff | undefined;
  try {
    run(budget, found, { memory, profile, config, scenarios, configText, scenariosText, env });
  } catch (e) {
    if (!(e instanceof BudgetSpent)) throw e;
    cutOff = { part: e.part, budgetMs: budget.budgetMs };
    found.cutOffDiagnostic = {
      ...at(config, [], ANALYZE_CODES.cutOff.code, ANALYZE_CODES.cutOff.severity, t.cutOff(cutOff)),
      data: { kind: "cut-off", ...cutOff },
    };
  }
  const simulation = found.simulation ?? found.simulationSoFar?.() ?? emptySimulation(found.defaultAgentId);
  const subagentExpectations = subagentExpects(scenarios.value, simulation);
  for (const e of subagentExpectations) if (!e.met) found.scenarioDiagnostics.push(failed(scenarios, e));
  const expectations: Expectation[] = [
    ...found.sessions.flatMap((s) => (s.expect ? [s.expect] : [])),
    ...found.skills.flatMap((s) => (s.expect ? [s.expect] : [])),
    ...subagentExpectations,
    ...simulation.calls.flatMap((c) =>
      c.expect
        ? [
            expectation(
              "call",
              c.expect.answer,
              c.verdict.answer,
              c.expect.met,
              t.callExpect(c.expect.answer, c.verdict.answer),
              [...c.path, "expect"],
            ),
          ]
        : [],
    ),
  ];
  return {
    diagnostics: [
      ...capPerCode(
        config,
        byOffset(
          onePerSpan([
            ...(found.cutOffDiagnostic ? [found.cutOffDiagnostic] : []),
            ...found.configDiagnostics,
            ...found.scopeDiagnostics,
            ...simulation.diagnostics.filter((d) => d.doc === "config"),
          ]),
        ),
      ),
      ...capPerCode(
        scenarios,
        byOffset(
          onePerSpan([
            ...found.scenariosDiagnostics,
            ...found.scenarioDiagnostics,
            ...simulation.diagnostics.filter((d) => d.doc === "scenarios"),
          ]),
        ),
        MAX_DIAGNOSTICS_PER_CODE,
        simulation.uncounted,
      ),
    ],
    configSyntaxOk: config.syntaxOk,
    scenariosSyntaxOk: scenarios.syntaxOk,
    env,
    defaultAgentId: found.defaultAgentId,
    agents: found.agents,
    sessions: found.sessions,
    skills: found.skills,
    simulation,
    expectations,
    ...(cutOff && { cutOff }),
  };
}

interface Inputs {
  readonly memory: Memory;
  readonly profile: HarnessProfile;
  readonly config: ParsedDocument;
  readonly scenarios: ParsedDocument;
  readonly configText: string;
  readonly scenariosText: string;
  readonly env: Env;
}

/** The parts after parsing, in order; each writes what it found into `found` as soon as it has it. */
function run(budget: Budget, found: Found, inputs: Inputs): void {
  const { memory, profile, config, scenarios, configText, scenariosText, env } = inputs;
  budget.enter("validate-config");
  found.configDiagnostics = memory.config.check(configText, budget);
  budget.enter("validate-scenarios");
  found.scenariosDiagnostics = memory.scenarios.check(scenariosText, budget);
  budget.enter("resolve-agents");
  const list = resolveAgentList(config, env, profile, budget, memory.scope);
  found.agents = list.agents;
  found.defaultAgentId = list.defaultAgentId;
  budget.enter("lint-agents");
  const scope: ScopeResolution = {
    agents: list.agents,
    defaultAgentId: list.defaultAgentId,
    byId: list.byId,
    diagnostics: lintResolved(config, list, env, profile, budget, memory.scope),
  };
  found.scopeDiagnostics = scope.diagnostics;

  budget.enter("sessions");
  const sessions: SessionCase[] = [];
  found.sessions = sessions;
  (arr(own(scenarios.value, "sessions")) ?? []).forEach((entry, index) => {
    budget.step();
    const path: JsonPath = ["sessions", index];
    const resolution = resolveSession(
      scope,
      config,
      { sessionKey: str(own(entry, "key")), agentId: str(own(entry, "agent")), model: str(own(entry, "model")) },
      env,
      profile,
    );
    const expected = str(own(entry, "expect"));
    const expect =
      expected === undefined
        ? undefined
        : expectation(
            "session",
            expected,
            resolution.sessionAgentId,
            expected.trim().toLowerCase() === resolution.sessionAgentId,
            t.sessionExpect(expected, resolution.sessionAgentId),
            [...path, "expect"],
          );
    if (expect && !expect.met) found.scenarioDiagnostics.push(failed(scenarios, expect));
    sessions.push({ ...resolution, index, path, ...(expect && { expect }) });
  });

  budget.enter("skills");
  const skills: SkillCase[] = [];
  found.skills = skills;
  (arr(own(scenarios.value, "skills")) ?? []).forEach((entry, index) => {
    budget.step();
    const path: JsonPath = ["skills", index];
    const skill = str(own(entry, "skill"));
    if (skill === undefined) return;
    const agentId = str(own(entry, "agent")) ?? scope.defaultAgentId;
    const check = checkSkill(scope, agentId, skill, profile);
    const problem = skillNameProblem(skill);
    if (problem)
      found.scenarioDiagnostics.push(
        at(scenarios, [...path, "skill"], ANALYZE_CODES.skillName.code, "warning", problem),
      );
    if (!scope.byId.has(check.agentId))
      found.scenarioDiagnostics.push(
        at(scenarios, [...path, "agent"], ANALYZE_CODES.skillAgent.code, "info", t.unknownSkillAgent(check.agentId)),
      );
    const expected = own(entry, "expect");
    const expect =
      typeof expected === "boolean"
        ? expectation(
            "skill",
            expected,
            check.allowed,
            expected === check.allowed,
            t.skillExpect(expected, check.allowed),
            [...path, "expect"],
          )
        : undefined;
    if (expect && !expect.met) found.scenarioDiagnostics.push(failed(scenarios, expect));
    skills.push({ ...check, index, path, ...(expect && { expect }) });
  });

  const mainAgentId =
    str(own(own(scenarios.value, "team"), "main"))
      ?.trim()
      .toLowerCase() || scope.defaultAgentId;
  // The main agent's model: its own, else the defaults' (an agent not in the list gets the defaults).
  const mainModel = resolveSession(scope, config, { agentId: mainAgentId }, env, profile).model.primary.value;
  found.simulation = simulate(config, scenarios, {
    mainAgentId,
    mainModel,
    budget,
    progress: (sofar) => (found.simulationSoFar = sofar),
    ruleIndexes: memory.rules,
  });
}

/** What the simulation shows before it ran: no team, no calls. */
function emptySimulation(mainAgentId: string): Simulation {
  return {
    mainAgentId,
    mainMode: "default",
    unattended: false,
    subagents: [],
    calls: [],
    tighten: undefined,
    diagnostics: [],
  };
}

/**
 * Each subagent's `expect: { tools }`, against the tools it ends up with (none when it is not created or its choice
 * is refused). Read after the simulation, so a cut-off simulation checks the subagents it placed.
 */
function subagentExpects(scenarios: unknown, simulation: Simulation): Expectation[] {
  const entries = arr(own(own(scenarios, "team"), "agents")) ?? [];
  const out: Expectation[] = [];
  for (const sub of simulation.subagents) {
    const index = sub.path[2];
    const expected = arr(own(own(typeof index === "number" ? entries[index] : undefined, "expect"), "tools"));
    if (!expected?.every((tool): tool is string => typeof tool === "string")) continue;
    const actual = sub.choice?.ok ? sub.choice.tools : [];
    const path: JsonPath = [...sub.path, "expect"];
    out.push(
      expectation("subagent", expected, actual, sameTools(expected, actual), t.subagentExpect(expected, actual), path),
    );
  }
  return out;
}

const failed = (scenarios: Located, e: Expectation): Diagnostic => ({
  ...at(scenarios, e.path, ANALYZE_CODES.expectFailed.code, ANALYZE_CODES.expectFailed.severity, t.failed(e.text)),
  data: { kind: "expectation-failed", subject: e.subject, expected: e.expected, actual: e.actual },
});

const expectation = (
  subject: Expectation["subject"],
  expected: ExpectedValue,
  actual: ExpectedValue,
  met: boolean,
  text: string,
  path: JsonPath,
): Expectation => ({ subject, met, expected, actual, text, path });

function at(doc: Located, path: JsonPath, code: string, severity: Diagnostic["severity"], message: string): Diagnostic {
  return { code, severity, message, doc: doc.doc, path, span: doc.spanOf(path) };
}

const byOffset = (ds: Diagnostic[]) => ds.sort((a, b) => a.span.offset - b.span.offset);
