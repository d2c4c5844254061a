/**
 * The OpenClaw engine's memory, held by whoever asks: an OpenClawAnalyzer reads each text once as JSON5 (as OpenClaw
 * does) and once as the editor does (for spans and edits), and makes each reading (a profile, a text, a machine)
 * once, however many questions ask for it. On a keystroke the page asks four (the verdict and lints, each value's
 * rule, the upgrade preview, its conversion) of one config, under both releases: the analyzer it keeps reads the
 * text once instead of seven times. It remembers what one config's questions need and lets it go when asked about
 * another; nothing is remembered anywhere else. The free functions below ask one question with a fresh analyzer
 * each (the command line, tests).
 */
import { routeMessages, type OpenClawMessageRoute } from "./routing/messages";
import { bindingCoverage, type BindingCoverage } from "./routing/coverage";
import { decideSpawns, type OpenClawSpawn } from "./spawns/spawns";
import { legacyDefaultOf, routeMessage, type RouteAnswer, type RouteMessage } from "./routing/route";
import { routeBindings } from "./routing/bindings";
import { listBindings, type ListedBinding } from "./routing/bindings-list";
import { type ParsedDocument, parseDocument } from "../document";
import { convertWith } from "./convert";
import { cleanupWith, type OpenClawCleanup } from "./cleanup";
import type { OpenClawAgentModels } from "./agent-models";
import type { OpenClawAgentSkills } from "./agent-skills";
import type { OpenClawAgentSandbox } from "./agent-sandbox";
import type { OpenClawAgentExec, OpenClawExecPolicy } from "./agent-exec";
import type { OpenClawAgentReport } from "./agent-report";
import {
  agentOf,
  agentsExecOf,
  coverageOf,
  oneAgentExec,
  listedCount,
  execOf,
  modelsOf,
  reportsOf,
  sandboxesOf,
  sessionToolsOf,
  skillsOf,
  toolCallsOf,
  toolsOf,
  type ToolAsk,
} from "./agent-answers";
import type { OpenClawAgentTools, OpenClawSessionTools, ToolPolicyRules, ToolVerdict } from "./agent-tools";
import { toolCallsAnswer, type OpenClawToolCall } from "./tool-calls";
import { toolMatrix, toolMatrixRow, type ToolMatrix, type ToolMatrixRow } from "./tool-matrix";
import type { OpenClawCoverage } from "./tool-coverage";
import { OPENCLAW_RELEASES } from "./releases";
import { diagnoseOpenClaw, type OpenClawDiagnostics } from "./diagnostics";
import {
  noOpenClawWork,
  readOpenClaw,
  type OpenClawReading,
  type OpenClawReads,
  type OpenClawWork,
  type ReadingMemory,
} from "./evaluate";
import { explainAgentWith, explainWith, type OpenClawAgentExplained, type OpenClawExplanation } from "./explain";
import { parseJson5, type Json5Result } from "./json5";
import type { OpenClawAnswer, OpenClawEnvironment, OpenClawProfileId } from "./types";
import type { OpenClawSchemas } from "./schema/releases";
import { schemaMemory } from "./schema/validate";
import { AgentMemory } from "./agent-memory";
import { previewUpgrade } from "./upgrade";
import type { ListConversion, UpgradePreview, UpgradeStep } from "./upgrade-types";

/** How many texts and readings one question keeps: the config under both releases, and its conversion's. */
const KEPT = 4;

interface Kept {
  readonly profile: OpenClawProfileId;
  readonly configText: string | undefined;
  readonly env: OpenClawEnvironment;
  readonly reading: OpenClawReading;
}

function sameVars(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  if (a === b) return true;
  const names = Object.keys(a);
  if (names.length !== Object.keys(b).length) return false;
  return names.every((name) => Object.hasOwn(b, name) && a[name] === b[name]);
}

/** The same machine: the same places and variables, the same other files (by identity: they are the caller's). */
function sameMachine(a: OpenClawEnvironment, b: OpenClawEnvironment): boolean {
  return (
    a === b ||
    (a.home === b.home &&
      a.cwd === b.cwd &&
      a.configAt === b.configAt &&
      a.files === b.files &&
      a.approvals === b.approvals &&
      sameVars(a.vars, b.vars))
  );
}

export class OpenClawAnalyzer implements OpenClawReads {
  /**
   * @param schemas each release's JSON Schema, loaded by the caller (schema/releases.ts).
   * @param readDocument reads a config as the editor does: the studio's analyzer's read, when it has one (it reads
   *   the same text on the same keystroke, a splice of its last read), else a read of its own.
   */
  constructor(
    private readonly schemas: OpenClawSchemas,
    private readonly readDocument: (text: string) => ParsedDocument = (text) => parseDocument(text, "config"),
  ) {}

  /** An analyzer of its own with the same releases: for another config whose readings must not replace these. */
  fresh(): OpenClawAnalyzer {
    return new OpenClawAnalyzer(this.schemas);
  }

  /**
   * What this analyzer's readings found, by value object: a keystroke's reading shares the entries it did not touch
   * with the last one's (the editor's reading's value), and what was found of them is found here.
   */
  private readonly memory = {
    /** What was made afresh since the analyzer was created (see work). */
    work: noOpenClawWork(),
    /** What the schema checks found. */
    schema: schemaMemory(),
    /** What this analyzer's readings made for each agent, found again for the entries a keystroke did not touch. */
    agents: new AgentMemory(sameMachine),
    /** The parts of its configs with no `${` below them: substituted as they are on any machine. */
    plain: new WeakSet(),
  } satisfies ReadingMemory;

  /** Each agent's row of the tool matrix, by its tools answer and the release's rules it was made with. */
  private readonly matrixRows = new WeakMap<
    OpenClawAgentTools,
    { readonly rules: ToolPolicyRules; readonly row: ToolMatrixRow }
  >();

  /**
   * How many agents' models, skills, sandboxes and tools this analyzer has made since it was created, rather than
   * found made for the same reading: a keystroke's work, counted (test/perf-guard/openclaw-keystroke-work.test.ts).
   */
  work(): Readonly<OpenClawWork> {
    return { ...this.memory.work };
  }

  /** The config the questions are about: a question about another one starts the memory afresh. */
  private about: string | undefined;
  /** The most recent first. */
  private parses: { readonly text: string; readonly result: Json5Result }[] = [];
  private readings: Kept[] = [];
  private documents: { readonly text: string; readonly document: ParsedDocument }[] = [];

  parse(text: string): Json5Result {
    const found = this.parses.find((p) => p.text === text);
    if (found) return found.result;
    const result = this.readAsDocument(text) ?? this.readAsAnother(text) ?? parseJson5(text);
    this.parses = [{ text, result }, ...this.parses.slice(0, KEPT - 1)];
    return result;
  }

  /**
   * Another text than the config asked about (its conversion to `agents.entries`, made again at each keystroke), read
   * as the editor reads it, from the last such text (a splice: it differs inside the entry the keystroke touched), when
   * that read finds nothing to say: its unchanged parts are then the objects of the last one's reading, and what the
   * memories keep of them is found again.
   */
  private readAsAnother(text: string): Json5Result | undefined {
    if (text.charCodeAt(0) === 0xfeff) return undefined;
    const before = this.another;
    const read = parseDocument(text, "config", before && { text: before.text, read: before.document });
    this.another = { text, document: read };
    return read.syntaxOk && read.diagnostics.length === 0 && read.value !== undefined
      ? { ok: true, value: read.value, ...(read.keysKnown && { keysKnown: read.keysKnown }) }
      : undefined;
  }

  /** The last text read by readAsAnother, and its read (the next one is spliced from it). */
  private another: { readonly text: string; readonly document: ParsedDocument } | undefined;

  /**
   * The config asked about, when the editor's reading read it without a word (no syntax error, no key written twice,
   * no byte order mark): JSON5 reads such a text to the same value (test/openclaw/json5-shared.test.ts), so that value
   * is taken, read once for both, and it shares every part equal to the last text's (the studio's reading's memory).
   */
  private readAsDocument(text: string): Json5Result | undefined {
    if (text !== this.about || text.charCodeAt(0) === 0xfeff) return undefined;
    const read = this.document(text);
    return read.syntaxOk && read.diagnostics.length === 0 && read.value !== undefined
      ? { ok: true, value: read.value, ...(read.keysKnown && { keysKnown: read.keysKnown }) }
      : undefined;
  }

  document(text: string): ParsedDocument {
    const found = this.documents.find((d) => d.text === text);
    if (found) return found.document;
    const document = this.readDocument(text);
    this.documents = [{ text, document }, ...this.documents.slice(0, KEPT - 1)];
    return document;
  }

  /**
   * A question about `configText`: what was remembered of another config is let go (a keystroke's readings are of
   * no use to the next one, and a large config's are large).
   */
  private ask(configText: string | undefined): this {
    if (configText !== this.about) {
      this.about = configText;
      this.parses = [];
      this.documents = [];
      this.readings = [];
    }
    return this;
  }

  read(profile: OpenClawProfileId, configText: string | undefined, env: OpenClawEnvironment): OpenClawReading {
    const found = this.readings.find(
      (k) => k.profile === profile && k.configText === configText && sameMachine(k.env, env),
    );
    if (found) return found.reading;
    const reading = readOpenClaw(
      profile,
      configText,
      env,
      (text) => this.parse(text),
      this.schemas[profile],
      this.memory,
    );
    this.readings = [{ profile, configText, env, reading }, ...this.readings.slice(0, KEPT - 1)];
    return reading;
  }

  /** `config validate --json` and `agents list --json` for the config on the machine. */
  evaluate(profile: OpenClawProfileId, configText: string | undefined, env: OpenClawEnvironment): OpenClawAnswer {
    return this.ask(configText).read(profile, configText, env).answer;
  }

  /** The answer, the lints and every finding as a diagnostic of the config document (diagnostics.ts). */
  diagnostics(profile: OpenClawProfileId, configText: string, env: OpenClawEnvironment): OpenClawDiagnostics {
    return diagnoseOpenClaw(this.ask(configText), profile, configText, env);
  }

  /** The rule behind each listed value (explain.ts). */
  explain(profile: OpenClawProfileId, configText: string | undefined, env: OpenClawEnvironment): OpenClawExplanation {
    return explainWith(this.ask(configText), profile, configText, env);
  }

  /** The listed agent `id`'s reasons alone (a card drawn): as `explain` gives them; undefined for one not listed. */
  explainAgent(
    profile: OpenClawProfileId,
    configText: string | undefined,
    env: OpenClawEnvironment,
    id: string,
  ): OpenClawAgentExplained | undefined {
    return explainAgentWith(this.ask(configText), profile, configText, env, id);
  }

  /** What moving from one release to the next changes, with the conversion of a legacy list (upgrade.ts). */
  upgrade(step: UpgradeStep, configText: string, env: OpenClawEnvironment, scenarios?: unknown): UpgradePreview {
    return previewUpgrade(this.ask(configText), step, configText, env, scenarios);
  }

  /** What each listed agent runs on, as `models status --agent <id>` prints it (agent-models.ts). */
  models(profile: OpenClawProfileId, configText: string, env: OpenClawEnvironment): readonly OpenClawAgentModels[] {
    return modelsOf(this.ask(configText).read(profile, configText, env), profile);
  }

  /** Which skills each listed agent may use, as `skills check --agent <id>` says (agent-skills.ts). */
  skills(profile: OpenClawProfileId, configText: string, env: OpenClawEnvironment): readonly OpenClawAgentSkills[] {
    return skillsOf(this.ask(configText).read(profile, configText, env), profile);
  }

  /** Where each listed agent's sessions run, as `sandbox explain --agent <id>` says (agent-sandbox.ts). */
  sandboxes(profile: OpenClawProfileId, configText: string, env: OpenClawEnvironment): readonly OpenClawAgentSandbox[] {
    return sandboxesOf(this.ask(configText).read(profile, configText, env), profile);
  }

  /** `exec-policy show` with the machine's approvals document (agent-exec.ts). */
  exec(profile: OpenClawProfileId, configText: string, env: OpenClawEnvironment): OpenClawExecPolicy | undefined {
    return execOf(this.ask(configText).read(profile, configText, env), profile, env);
  }

  /** Each listed agent's exec scope, with where its values came from (agent-exec.ts). */
  agentsExec(profile: OpenClawProfileId, configText: string, env: OpenClawEnvironment): readonly OpenClawAgentExec[] {
    return agentsExecOf(this.ask(configText).read(profile, configText, env), profile, env);
  }

  /** The listed agent `id`'s exec scope, made for it alone (a card drawn); undefined if not listed. */
  agentExec(
    profile: OpenClawProfileId,
    configText: string,
    env: OpenClawEnvironment,
    id: string,
  ): OpenClawAgentExec | undefined {
    return oneAgentExec(this.ask(configText).read(profile, configText, env), profile, env, id);
  }

  /** Everything about each listed agent in the CLI's words (agent-report.ts), in `agents list`'s order. */
  reports(profile: OpenClawProfileId, configText: string, env: OpenClawEnvironment): readonly OpenClawAgentReport[] {
    return reportsOf(this.ask(configText).read(profile, configText, env), profile, env);
  }

  /** One listed agent's models, skills, sandbox and tools, made for it alone (a card drawn); undefined if not listed. */
  agent(profile: OpenClawProfileId, configText: string, env: OpenClawEnvironment, id: string) {
    return agentOf(this.ask(configText).read(profile, configText, env), profile, id);
  }

  /** Each listed agent's tools in its main, another and a sub-agent session (agent-tools.ts); the `first` few's. */
  tools(
    profile: OpenClawProfileId,
    configText: string,
    env: OpenClawEnvironment,
    first?: number,
  ): readonly OpenClawAgentTools[] {
    return toolsOf(this.ask(configText).read(profile, configText, env), profile, first);
  }

  /** How many agents the release lists for the config: the rows of `tools` (none while it rejects the config). */
  listed(profile: OpenClawProfileId, configText: string, env: OpenClawEnvironment): number {
    return listedCount(this.ask(configText).read(profile, configText, env));
  }

  /** Every agent by every tool group, in each kind of session (tool-matrix.ts); `tools` when already asked. */
  matrix(
    profile: OpenClawProfileId,
    configText: string,
    env: OpenClawEnvironment,
    tools: readonly OpenClawAgentTools[] = this.tools(profile, configText, env),
  ): ToolMatrix {
    const rules = OPENCLAW_RELEASES[profile].toolPolicy;
    // An agent's tools answer is the object made before while its entry and the rest are (agent-memory.ts): its
    // row is found made for it.
    return toolMatrix(tools, rules, (t, groups) => {
      const kept = this.matrixRows.get(t);
      if (kept?.rules === rules) return kept.row;
      const row = toolMatrixRow(t, groups);
      this.matrixRows.set(t, { rules, row });
      return row;
    });
  }

  /** For each ask, the agent's whole tool list in that session (undefined for an agent not listed). */
  sessionTools(
    profile: OpenClawProfileId,
    configText: string,
    env: OpenClawEnvironment,
    asks: readonly ToolAsk[],
  ): (OpenClawSessionTools | undefined)[] {
    return sessionToolsOf(this.ask(configText).read(profile, configText, env), profile, asks);
  }

  /** For each ask, whether its tool is allowed and which layer refuses it (undefined for an agent not listed). */
  toolCalls(
    profile: OpenClawProfileId,
    configText: string,
    env: OpenClawEnvironment,
    asks: readonly ToolAsk[],
  ): (ToolVerdict | undefined)[] {
    return toolCallsOf(this.ask(configText).read(profile, configText, env), profile, asks);
  }

  /** The scenarios' tool calls (their parsed value), each allowed or refused and by which layer (tool-calls.ts). */
  calls(
    profile: OpenClawProfileId,
    configText: string,
    env: OpenClawEnvironment,
    scenarios: unknown,
  ): readonly OpenClawToolCall[] {
    return toolCallsAnswer(this.ask(configText).read(profile, configText, env), profile, env, scenarios);
  }

  /**
   * Which agent answers a message, in which session (routing/route.ts); undefined for a config the release refuses
   * (its gateway would not start).
   */
  route(
    profile: OpenClawProfileId,
    configText: string,
    env: OpenClawEnvironment,
    message: RouteMessage,
  ): RouteAnswer | undefined {
    const reading = this.ask(configText).read(profile, configText, env);
    if (reading.answer.agents === null || !reading.roster) return undefined;
    return routeMessage(reading.config, reading.roster, OPENCLAW_RELEASES[profile].routeRules, message);
  }

  /** `agents bindings --json` (routing/bindings-list.ts); undefined for a config the release refuses. */
  bindings(
    profile: OpenClawProfileId,
    configText: string,
    env: OpenClawEnvironment,
  ): readonly ListedBinding[] | undefined {
    const reading = this.ask(configText).read(profile, configText, env);
    if (reading.answer.agents === null || !reading.roster) return undefined;
    const rules = OPENCLAW_RELEASES[profile].routeRules;
    const added = routeBindings(reading.config, rules, legacyDefaultOf(reading.roster, rules)).filter((b) => !b.path);
    return listBindings(reading.config, added, rules.describesRoles);
  }

  /** The scenarios' messages, each routed (routing/messages.ts); none for a config the release refuses. */
  messages(
    profile: OpenClawProfileId,
    configText: string,
    env: OpenClawEnvironment,
    scenarios: unknown,
  ): readonly OpenClawMessageRoute[] {
    const reading = this.ask(configText).read(profile, configText, env);
    if (reading.answer.agents === null || !reading.roster) return [];
    return routeMessages(reading.config, reading.roster, OPENCLAW_RELEASES[profile].routeRules, scenarios);
  }

  /** The config's bindings the scenarios' messages (answered by `messages`) are routed by, and those none is. */
  bindingCoverage(
    profile: OpenClawProfileId,
    configText: string,
    env: OpenClawEnvironment,
    routes: readonly OpenClawMessageRoute[],
  ): BindingCoverage | undefined {
    const reading = this.ask(configText).read(profile, configText, env);
    if (reading.answer.agents === null || !reading.roster) return undefined;
    return bindingCoverage(reading.config, OPENCLAW_RELEASES[profile].routeRules, routes);
  }

  /** The scenarios' spawns, each decided (spawns/); none for a config the release refuses. */
  spawns(
    profile: OpenClawProfileId,
    configText: string,
    env: OpenClawEnvironment,
    scenarios: unknown,
  ): readonly OpenClawSpawn[] {
    const reading = this.ask(configText).read(profile, configText, env);
    if (reading.answer.agents === null || !reading.roster) return [];
    return decideSpawns(reading.config, reading.roster, OPENCLAW_RELEASES[profile].spawnRules, scenarios, {
      tools: () => toolsOf(reading, profile),
      sandboxes: () => sandboxesOf(reading, profile),
    });
  }

  /** What the scenarios' calls (answered by `calls`) exercise of the config: agents and tool-policy entries. */
  coverage(
    profile: OpenClawProfileId,
    configText: string,
    env: OpenClawEnvironment,
    calls: readonly OpenClawToolCall[],
  ): OpenClawCoverage | undefined {
    return coverageOf(this.ask(configText).read(profile, configText, env), profile, calls);
  }

  /** Every key the release refuses as unknown, removed in one change, with the verdict after (cleanup.ts). */
  cleanup(profile: OpenClawProfileId, configText: string, env: OpenClawEnvironment): OpenClawCleanup | undefined {
    return cleanupWith(this.ask(configText), profile, configText, env);
  }

  /** The legacy `agents.list` rewritten as `agents.entries`, or why not (convert.ts). */
  convert(step: UpgradeStep, configText: string, env: OpenClawEnvironment): ListConversion {
    return convertWith(this.ask(configText), step, configText, env);
  }
}

export const createOpenClawAnalyzer = (
  schemas: OpenClawSchemas,
  readDocument?: (text: string) => ParsedDocument,
): OpenClawAnalyzer => new OpenClawAnalyzer(schemas, readDocument);

/** The CLI's answers for `configText` (at `env.configAt`) on the simulated machine. */
export const evaluateOpenClaw = (
  profile: OpenClawProfileId,
  configText: string | undefined,
  env: OpenClawEnvironment,
  schemas: OpenClawSchemas,
): OpenClawAnswer => new OpenClawAnalyzer(schemas).evaluate(profile, configText, env);

export const openclawDiagnostics = (
  profile: OpenClawProfileId,
  configText: string,
  env: OpenClawEnvironment,
  schemas: OpenClawSchemas,
): OpenClawDiagnostics => new OpenClawAnalyzer(schemas).diagnostics(profile, configText, env);

export const explainOpenClaw = (
  profile: OpenClawProfileId,
  configText: string | undefined,
  env: OpenClawEnvironment,
  schemas: OpenClawSchemas,
): OpenClawExplanation => new OpenClawAnalyzer(schemas).explain(profile, configText, env);

export const upgradePreview = (
  step: UpgradeStep,
  configText: string,
  env: OpenClawEnvironment,
  schemas: OpenClawSchemas,
): UpgradePreview => new OpenClawAnalyzer(schemas).upgrade(step, configText, env);

export const convertListToEntries = (
  step: UpgradeStep,
  configText: string,
  env: OpenClawEnvironment,
  schemas: OpenClawSchemas,
): ListConversion => new OpenClawAnalyzer(schemas).convert(step, configText, env);

export const openclawExecPolicy = (
  profile: OpenClawProfileId,
  configText: string,
  env: OpenClawEnvironment,
  schemas: OpenClawSchemas,
): OpenClawExecPolicy | undefined => new OpenClawAnalyzer(schemas).exec(profile, configText, env);

export const openclawAgentReports = (
  profile: OpenClawProfileId,
  configText: string,
  env: OpenClawEnvironment,
  schemas: OpenClawSchemas,
): readonly OpenClawAgentReport[] => new OpenClawAnalyzer(schemas).reports(profile, configText, env);

export const openclawCleanup = (
  profile: OpenClawProfileId,
  configText: string,
  env: OpenClawEnvironment,
  schemas: OpenClawSchemas,
): OpenClawCleanup | undefined => new OpenClawAnalyzer(schemas).cleanup(profile, configText, env);

export const openclawAgentModels = (
  profile: OpenClawProfileId,
  configText: string,
  env: OpenClawEnvironment,
  schemas: OpenClawSchemas,
): readonly OpenClawAgentModels[] => new OpenClawAnalyzer(schemas).models(profile, configText, env);

export const openclawAgentSkills = (
  profile: OpenClawProfileId,
  configText: string,
  env: OpenClawEnvironment,
  schemas: OpenClawSchemas,
): readonly OpenClawAgentSkills[] => new OpenClawAnalyzer(schemas).skills(profile, configText, env);

export const openclawAgentSandboxes = (
  profile: OpenClawProfileId,
  configText: string,
  env: OpenClawEnvironment,
  schemas: OpenClawSchemas,
): readonly OpenClawAgentSandbox[] => new OpenClawAnalyzer(schemas).sandboxes(profile, configText, env);
