/**
 * The studio's run of an OpenClaw profile: the config read as the real CLI reads it on the machine the scenarios'
 * `env` describes (HOME, the folder the command runs in, where the file lives, the variables), its verdict and
 * the lints beyond it as the editor's diagnostics, the agents it lists, and (for a legacy roster) what moving to
 * 2026.9 changes. While the config does not parse, the panels keep the last agents listed, marked stale.
 */
import {
  OPENCLAW_AGENT_FIELDS,
  openclawDefaultRuleText,
  openclawUpgradeStep,
  openclawIdRuleText,
  type OpenClawAgentExplained,
  type OpenClawAnswer,
  type OpenClawAgent,
  type OpenClawAgentReport,
  type OpenClawToolCall,
  type OpenClawMessageRoute,
  type OpenClawEnvironment,
  diffOpenClawAgents,
  openclawCallDiagnostics,
  openclawApprovalsDiagnostics,
  openclawMessageDiagnostics,
  openclawSpawnDiagnostics,
  validateApprovals,
  openclawWhy,
  openclawRouteWhy,
  type WhyTarget,
  parseDocument,
  openclawScenariosMachine,
  type Analyzer,
  type OpenClawAnalyzer,
  type OpenClawBindingCoverage,
  type OpenClawProfileId,
  createOpenClawAnalyzer,
  loadOpenClawSchemas,
  type OpenClawSchemas,
} from "../../core/index";
import type { Documents } from "../state/documents";
import { T } from "../texts";
import { routeWhyVM } from "../view-model/route-why";
import {
  bindingCoverageVM,
  cleanupVM,
  coverageLineVM,
  MATRIX_ROWS,
  openclawAgentsVM,
  openclawCallsVM,
  toolMatrixVM,
  type AgentFacts,
  type OpenClawAgentVM,
  type ToolMatrixVM,
  type ToolRowVM,
} from "../view-model/openclaw";
import { sameTexts } from "../state/drafts";
import { MadeFrom } from "../view-model/madeFrom";
import { callPin } from "../view-model/expectations";
import { openclawWhyVM, type WhyVM } from "../view-model/why";
import { openclawMessagesVM } from "../view-model/routing";
import { openclawSpawnsVM } from "../view-model/spawns";
import { problemsOf } from "../view-model/problems";
import { upgradeVM, type UpgradeVM } from "../view-model/upgrade";
import { openclawChangesVM } from "../view-model/openclawChanges";
import type { InParts, LaterPanels } from "./later";
import type { ProfileView } from "./profile";
import type { ViewWindows } from "./windows";
import type { PanelResult, PanelViews, StudioViews } from "./studio";

function panel<VM>(make: () => VM): PanelResult<VM> {
  try {
    return { ok: true, vm: make() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The scenarios' `env` as the analyzer reads it: string values only (the schema's shape). */

/** The rule behind each of an agent's values, in words, and where its entry is. */
function agentFacts(e: OpenClawAgentExplained): AgentFacts {
  const W = T.openclaw.why;
  const fields: AgentFacts["fields"] = {};
  for (const field of OPENCLAW_AGENT_FIELDS) {
    const why = field.why?.(e);
    if (why) fields[field.name] = W.from(why.rule);
  }
  return {
    why: {
      ...(e.idRule.kind === "kept" ? {} : { id: W.id(openclawIdRuleText(e.idRule)) }),
      ...(e.isDefault ? { isDefault: W.isDefault(openclawDefaultRuleText(e.defaultRule)) } : {}),
    },
    fields,
    target: e.path.length > 0 ? { doc: "config", path: e.path } : undefined,
  };
}

/** The bindings line, when there are bindings to reach. */
const routingCoverage = (c: OpenClawBindingCoverage | undefined) =>
  c && c.total > 0 ? bindingCoverageVM(c) : undefined;

/** What the Changes panel compares with: the baseline's verdict and agents, each agent's report, its calls and routes. */
interface BaselineRead {
  readonly answer: OpenClawAnswer;
  readonly reports: readonly OpenClawAgentReport[];
  readonly calls: readonly OpenClawToolCall[];
  readonly messages: readonly OpenClawMessageRoute[];
}

/** The panels of a config that parsed: the agents', and what makes its upgrade preview (made once, when asked). */
interface LastGood {
  readonly openclaw: PanelViews["openclaw"];
  readonly upgradeOf?: () => PanelResult<UpgradeVM>;
}

export class OpenClawStudio {
  /** The panels of the last config that parsed: kept, marked stale, while it does not. */
  private lastGood: LastGood | undefined;

  /** The baseline's answer in the profile shown, made once per baseline text and profile. */
  /** The baseline's readings, with the texts and profile they are of (equal strings: the same texts). */
  private baseline: (BaselineRead & { readonly profile: OpenClawProfileId; readonly texts: Documents }) | undefined;

  /** Each drawn agent's facts and card, by agent: made again only when what they are made of changed. */
  private readonly facts = new MadeFrom<AgentFacts>();
  /** Each drawn agent's facts by its row of `agents list` (the same row, the same answers: agent-memory.ts). */
  private readonly factsByRow = new WeakMap<
    OpenClawAgent,
    { readonly facts: AgentFacts | undefined; readonly entry: string | number | null }
  >();
  private readonly cards = new MadeFrom<OpenClawAgentVM>();
  private readonly matrixRows = new MadeFrom<ToolRowVM>();

  /** The matrix's first rows, each the row made before while the agent's tools are the same answer. */
  private matrixVM(profile: OpenClawProfileId, config: string, env: OpenClawEnvironment): ToolMatrixVM {
    const tools = this.openclaw.tools(profile, config, env, MATRIX_ROWS);
    const matrix = this.openclaw.matrix(profile, config, env, tools);
    return toolMatrixVM(matrix, this.openclaw.listed(profile, config, env), (i, make) =>
      this.matrixRows.get(String(i), [tools[i], profile], make),
    );
  }

  /** An agent's facts: its reasons, models, skills, sandbox, tools and exec scope, in the card's words. */
  private factsOf(
    profile: OpenClawProfileId,
    config: string,
    env: OpenClawEnvironment,
    id: string,
    e: OpenClawAgentExplained | undefined,
  ): AgentFacts | undefined {
    if (!e) return undefined;
    const own = this.openclaw.agent(profile, config, env, id);
    const exec = this.openclaw.agentExec(profile, config, env, id);
    // The same object while its parts are (the analyzer remembers each agent's): its card is then the same too.
    return this.facts.get(id, [e, own, exec], () => ({ ...agentFacts(e), ...own, ...(exec && { exec }) }));
  }

  /**
   * `analyzer` reads the studio's documents (the scenarios' env); `openclaw` remembers the OpenClaw readings, so a
   * keystroke reads the config once for the verdict, the rules, the upgrade and its conversion.
   */
  constructor(
    private readonly analyzer: Analyzer,
    private readonly openclaw: OpenClawAnalyzer,
  ) {}

  /** Whether the config has a legacy `agents.list` roster (as the analyzer reads it: once per text). */
  private hasLegacyList(config: string): boolean {
    const agents: unknown = (this.analyzer.read("config", config).value as { agents?: unknown } | undefined)?.agents;
    return typeof agents === "object" && agents !== null && Array.isArray((agents as { list?: unknown }).list);
  }

  /** The baseline read in the same profile, on the machine its own scenarios describe, with each agent's report. */
  private baselineAnswer(
    profile: OpenClawProfileId,
    texts: Documents,
    /** What the texts analysed now answered: a baseline that is those texts (a link or an example opened) is that. */
    now: Omit<BaselineRead, "reports"> & { readonly texts: Documents; readonly env: OpenClawEnvironment },
  ): BaselineRead {
    const known = this.baseline;
    if (known?.profile === profile && sameTexts(known.texts, texts)) return known;
    let read: BaselineRead;
    if (sameTexts(now.texts, texts)) {
      // Its readings are the studio's analyzer's already (a 10,000-agent config is not read a second time).
      const { answer, calls, messages } = now;
      read = { answer, reports: this.openclaw.reports(profile, texts.config, now.env), calls, messages };
    } else {
      const scenarios = parseDocument(texts.scenarios, "scenarios").value;
      const env = openclawScenariosMachine(scenarios, texts.approvals);
      // A one-off analyzer: the studio's remembers the current config, not the baseline.
      const once = this.openclaw.fresh();
      read = {
        answer: once.evaluate(profile, texts.config, env),
        reports: once.reports(profile, texts.config, env),
        calls: once.calls(profile, texts.config, env, scenarios),
        messages: once.messages(profile, texts.config, env, scenarios),
      };
    }
    this.baseline = { profile, texts, ...read };
    return read;
  }

  /** From the baseline to the config: the verdict, the agents, and what each runs on and may do. */
  private changes(
    profile: OpenClawProfileId,
    baseline: Documents,
    texts: Documents,
    env: OpenClawEnvironment,
    answer: OpenClawAnswer,
    calls: readonly OpenClawToolCall[],
    messages: readonly OpenClawMessageRoute[],
  ) {
    const base = this.baselineAnswer(profile, baseline, { texts, env, answer, calls, messages });
    return diffOpenClawAgents(base.answer, answer, {
      before: base.reports,
      after: this.openclaw.reports(profile, texts.config, env),
      calls: { before: base.calls, after: calls },
      messages: { before: base.messages, after: messages },
    });
  }

  /** "Why not?" for a scenarios call: the checked changes that let it run. */
  why(profile: OpenClawProfileId, texts: Documents, target: WhyTarget): WhyVM {
    const scenarios = this.analyzer.read("scenarios", texts.scenarios).value;
    if (target.kind === "message") {
      const env = openclawScenariosMachine(scenarios, texts.approvals);
      const asked = { index: target.index, agent: target.agent };
      return routeWhyVM(
        openclawRouteWhy(this.openclaw, profile, texts.config, env, scenarios, asked),
        texts,
        target,
        T.configNames[profile],
      );
    }
    const asked =
      target.kind === "probe"
        ? { probe: { agent: target.agent, tool: target.tool, ...(target.pattern ? { pattern: target.pattern } : {}) } }
        : { index: target.kind === "call" ? target.index : -1 };
    return openclawWhyVM(
      openclawWhy(this.openclaw, profile, texts, scenarios, asked),
      texts,
      target,
      T.configNames[profile],
    );
  }

  /**
   * The views of the texts in two parts (later.ts): the Changes panel (every agent's report, diffed with the
   * baseline's) comes second.
   */
  updateInParts(
    profile: ProfileView & { readonly id: OpenClawProfileId },
    texts: Documents,
    baseline: Documents | undefined,
    windows: ViewWindows,
  ): InParts {
    const env = openclawScenariosMachine(this.analyzer.read("scenarios", texts.scenarios).value, texts.approvals);
    const { answer, diagnostics: configDiagnostics } = this.openclaw.diagnostics(profile.id, texts.config, env);
    // The scenarios are read for their `env` and their calls: their own errors show where they are, and so do the
    // calls by an agent the config does not list and the calls' expectations not met.
    const scenarios = this.analyzer.read("scenarios", texts.scenarios);
    const syntaxError = answer.verdict.issues.some((i) => i.kind === "syntax");
    const calls = syntaxError ? [] : this.openclaw.calls(profile.id, texts.config, env, scenarios.value);
    // The host's approvals: their own document when it holds text (its syntax, its schema), else the scenarios'.
    const listed = answer.agents?.map((a) => a.id) ?? null;
    const approvalsDoc = texts.approvals?.trim() ? this.analyzer.read("approvals", texts.approvals) : undefined;
    const routes = syntaxError ? [] : this.openclaw.messages(profile.id, texts.config, env, scenarios.value);
    const spawns = syntaxError ? [] : this.openclaw.spawns(profile.id, texts.config, env, scenarios.value);
    const diagnostics = [
      ...configDiagnostics,
      ...openclawMessageDiagnostics(routes, scenarios, true),
      ...openclawSpawnDiagnostics(spawns, scenarios, true),
      ...scenarios.diagnostics,
      ...openclawCallDiagnostics(calls, scenarios, true),
      ...(approvalsDoc ? [...approvalsDoc.diagnostics, ...validateApprovals(approvalsDoc)] : []),
      ...(syntaxError ? [] : openclawApprovalsDiagnostics(approvalsDoc ?? scenarios, listed)),
    ];
    const coverage = calls.length ? this.openclaw.coverage(profile.id, texts.config, env, calls) : undefined;
    // An agent's reasons (its entry's place among them), made for the agents asked about alone: the cards drawn, the
    // messages' agents.
    const explainedOf = (id: string) =>
      syntaxError ? undefined : this.openclaw.explainAgent(profile.id, texts.config, env, id);
    // What each agent runs on, the skills it may use, where its sessions run, its tools: made for the cards drawn
    // alone (the Changes panel, later, asks every agent's). A listed row is the object made before exactly while every
    // answer about its agent is (agent-memory.ts): its facts are then the ones made before, found by the row.
    const entries = new Map<string, string | number | null>();
    const facts = (row: OpenClawAgent): AgentFacts | undefined => {
      let known = syntaxError ? undefined : this.factsByRow.get(row);
      if (!known) {
        const e = explainedOf(row.id);
        known = { facts: this.factsOf(profile.id, texts.config, env, row.id, e), entry: e?.path.at(-1) ?? null };
        if (!syntaxError) this.factsByRow.set(row, known);
      }
      entries.set(row.id, known.entry);
      return known.facts;
    };
    const places = {
      configName: T.configNames[profile.id],
      reasonsHere: answer.documentRead,
      entryOf: (id: string) => {
        const path = explainedOf(id)?.path;
        return answer.documentRead && path && path.length > 0 ? path : undefined;
      },
    };
    const step = openclawUpgradeStep(profile.id);
    // Read as 2026.7, or a legacy list that 2026.9 moves or rejects: what the move changes, and the conversion. Made
    // once for these texts, when first asked for: it reads every agent under both releases, so a keystroke's answer
    // leaves it to its second part (later.ts), as it does the Changes panel.
    let upgrade: PanelResult<UpgradeVM> | undefined;
    const upgradeOf =
      step && (step.from === profile.id || this.hasLegacyList(texts.config))
        ? () =>
            (upgrade ??= panel(() =>
              upgradeVM(this.openclaw.upgrade(step, texts.config, env, scenarios.value), texts.config, step.to),
            ))
        : undefined;
    const fresh: LastGood = {
      openclaw: panel(() =>
        openclawAgentsVM(
          answer,
          env,
          facts,
          syntaxError ? undefined : cleanupVM(this.openclaw.cleanup(profile.id, texts.config, env), texts.config),
          openclawCallsVM(calls),
          syntaxError || !answer.verdict.valid ? undefined : this.matrixVM(profile.id, texts.config, env),
          coverage && coverageLineVM(coverage),
          calls.length,
          openclawMessagesVM(routes, listed ?? [], (id) => explainedOf(id)?.path),
          routes.length,
          openclawSpawnsVM(spawns),
          spawns.length,
          routes.length > 0
            ? routingCoverage(this.openclaw.bindingCoverage(profile.id, texts.config, env, routes))
            : undefined,
          {
            from: windows.agentsFrom,
            ...(windows.agentsFocus === undefined ? {} : { focus: windows.agentsFocus }),
            entryOf: (id) => (entries.has(id) ? entries.get(id)! : (explainedOf(id)?.path.at(-1) ?? null)),
          },
          this.cards,
        ),
      ),
      ...(upgradeOf && { upgradeOf }),
    };
    const stale = syntaxError && this.lastGood !== undefined;
    if (!syntaxError) this.lastGood = fresh;
    const shown = stale ? this.lastGood! : fresh;
    const views: StudioViews = {
      profile,
      stale: { config: stale, scenarios: false },
      staleNote: stale ? T.stale(T.configNames[profile.id]) : undefined,
      panels: {
        openclaw: shown.openclaw,
        // A text that does not parse shows the last good text's preview whole (marked stale with the rest).
        ...(syntaxError && shown.upgradeOf && { upgrade: shown.upgradeOf() }),
        problems: panel(() => problemsOf(diagnostics, texts, undefined, T.configNames[profile.id])),
      },
      diagnostics,
      decisions: [],
      cutOff: undefined,
      expectations: calls.flatMap((c) =>
        c.expect
          ? [{ path: c.expect.path, met: c.expect.met, expected: c.expect.expected, actual: c.verdict ?? "" }]
          : [],
      ),
      pins: calls.flatMap((c) => (c.verdict && c.verdict !== "depends" ? [callPin(c.index, c.verdict)] : [])),
    };
    if (syntaxError || (!baseline && !upgradeOf)) return { views };
    const later = (): LaterPanels => ({
      ...(upgradeOf && { upgrade: upgradeOf() }),
      ...(baseline && {
        changes: panel(() =>
          openclawChangesVM(this.changes(profile.id, baseline, texts, env, answer, calls, routes), places),
        ),
      }),
    });
    return { views, later };
  }
}

/**
 * How a studio gets its OpenClaw side: made on the studio's analyzer with the releases' schemas. This module is a chunk
 * of its own (studio.ts imports it when the first OpenClaw config arrives), so a SophiaClaw page never loads it.
 */
export type OpenClawPart = (analyzer: Analyzer) => OpenClawStudio;

/** The OpenClaw side on these schemas (the tests and the command line have them at hand). */
export const openclawPart =
  (schemas: OpenClawSchemas): OpenClawPart =>
  (analyzer) =>
    new OpenClawStudio(
      analyzer,
      createOpenClawAnalyzer(schemas, (text) => analyzer.read("config", text)),
    );

/** The OpenClaw side once the releases' schemas have been fetched. */
export const loadOpenClawPart = (): Promise<OpenClawPart> => loadOpenClawSchemas().then(openclawPart);
