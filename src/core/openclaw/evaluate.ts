/**
 * What the real OpenClaw CLI answers for a config on a simulated machine: `config validate --json` (the verdict,
 * its reasons and warnings as data) and `agents list --json` (the agents). Pure: the machine (HOME, the folder the
 * command runs in, the environment, where the config lives and any other file) is an argument.
 */
import type { ParsedDocument } from "../document";
import { isRecord, keysOnce, type KeysOf } from "../safe";
import { oneReading, type AgentMemory, type AgentRecall } from "./agent-memory";
import { listAgents, type Roster } from "./agents";
import type { Json5Result } from "./json5";
import { placesOf, resolvePath, substituteVariables, type Places } from "./places";
import { OPENCLAW_RELEASES } from "./releases";
import { missingPluginFolders, PLUGIN_PATHS } from "./schema/refinements";
import { freshEntries, type EntryMemo } from "./schema/entry-memo";
import { schemaIssuesBeside } from "./schema/verdict";
import type { SchemaMemory, SchemaNode } from "./schema/validate";
import type { OpenClawAnswer, OpenClawEnvironment, OpenClawProfileId, OpenClawWarning } from "./types";

/**
 * The answer with what it was computed from, for the lints and the reasons (lints.ts, explain.ts): the machine's
 * places, the file read (JSON5 as written, and after `${NAME}` substitution; undefined when there is none or it
 * does not parse) and the roster (the implicit `main` when there is none or the config is rejected early).
 */
export interface OpenClawReading {
  readonly answer: OpenClawAnswer;
  readonly places: Places;
  readonly written: unknown;
  readonly config: unknown;
  readonly roster: Roster | undefined;
  /**
   * What is derived from this reading (each agent's answers under a release: agent-answers.ts), made when first
   * asked and held as long as the reading is: the analyzer that keeps the reading owns it.
   */
  readonly derived: Map<string, unknown>;
  /** Each agent's answers, kept across readings while nothing outside the entries changes (agent-memory.ts). */
  readonly recall: AgentRecall;
  /** What the readings of one analyzer have made afresh, counted (OpenClawAnalyzer.work). */
  readonly work: OpenClawWork;
  /** Its objects' keys, each object's taken once (a roster of thousands is gone over by several checks). */
  readonly keysOf: KeysOf;
  /** What was found in each entry, kept with the entry object (the analyzer's entry memory; none: made afresh). */
  readonly entries: EntryMemo;
}

/**
 * How many agents' answers were made (not found in the memory of this reading or of an earlier one), by kind: a
 * keystroke's work, counted. `rows`: rows of `agents list`.
 */
export interface OpenClawWork {
  rows: number;
  models: number;
  skills: number;
  sandboxes: number;
  tools: number;
}

export const noOpenClawWork = (): OpenClawWork => ({ rows: 0, models: 0, skills: 0, sandboxes: 0, tools: 0 });

/** The memory of a reading, each row of `agents list` it makes counted. */
const counted = (recall: AgentRecall, work: OpenClawWork): AgentRecall => ({
  recall: (kind, agent, make) =>
    recall.recall(kind, agent, () => {
      work.rows++;
      return make();
    }),
  every: (kind, agents, make) =>
    recall.every(kind, agents, (agent) => {
      work.rows++;
      return make(agent);
    }),
  across: (kind, make) => recall.across(kind, make),
});

/**
 * What an analyzer keeps from one reading to the next, by value object (a keystroke's config shares every part it did
 * not touch with the last one's): what the schema checks found, each agent's answers, the parts with no `${`; and
 * what was made afresh, counted.
 */
export interface ReadingMemory {
  /** What the readings have made afresh, counted. */
  readonly work?: OpenClawWork;
  readonly schema?: SchemaMemory;
  readonly agents?: AgentMemory;
  readonly plain?: WeakSet<object>;
}

/**
 * What the questions about a config (the verdict and lints, each value's rule, the upgrade and its conversion) ask
 * of it: a text read as JSON5 and as the editor reads it, and the CLI's reading of a config on a machine. An
 * OpenClawAnalyzer (analyzer.ts) makes each once.
 */
export interface OpenClawReads {
  parse(text: string): Json5Result;
  /** The text as the editor reads it (JSON with comments): where each path is, for spans and edits. */
  document(text: string): ParsedDocument;
  read(profile: OpenClawProfileId, configText: string | undefined, env: OpenClawEnvironment): OpenClawReading;
}

/**
 * The CLI's reading of `configText` (the document, which lives at `env.configAt`), with `parse` reading JSON5. The
 * CLI reads one file only (see places.ts): when the document is elsewhere it is ignored, and the file the CLI reads
 * is taken from `env.files` or is missing.
 */
export function readOpenClaw(
  profile: OpenClawProfileId,
  configText: string | undefined,
  env: OpenClawEnvironment,
  parse: (text: string) => Json5Result,
  schema: SchemaNode,
  memory: ReadingMemory = {},
): OpenClawReading {
  const { schema: schemaChecks, agents, plain, work = noOpenClawWork() } = memory;
  const rules = OPENCLAW_RELEASES[profile];
  const places = placesOf(rules.defaultWorkspace, env);
  const documentRead = configText !== undefined && env.configAt === places.configPath;
  const fromFiles = env.files && Object.hasOwn(env.files, places.configPath) ? env.files[places.configPath] : undefined;
  const text = documentRead ? configText : fromFiles;
  if (text === undefined) {
    const { roster } = rules.readRoster({}, places, Object.keys);
    const recall = oneReading();
    const answer: OpenClawAnswer = {
      profile,
      documentRead,
      verdict: {
        valid: false,
        path: places.configPath,
        issues: [{ kind: "config-missing", path: [], file: places.configPath }],
        warnings: [],
      },
      agents: listAgents(rules, roster, {}, places, env, recall),
    };
    const keysOf = Object.keys;
    const read = { written: undefined, config: {}, roster, derived: new Map(), recall, entries: freshEntries };
    return { answer, places, ...read, work, keysOf };
  }
  const parsed = parse(text);
  if (!parsed.ok) {
    const issue = { kind: "syntax" as const, path: [], line: parsed.line, column: parsed.column };
    const answer: OpenClawAnswer = {
      profile,
      documentRead,
      verdict: { valid: false, path: places.configPath, issues: [issue], warnings: [] },
      agents: null,
    };
    const read = { written: undefined, config: undefined, roster: undefined, derived: new Map(), recall: oneReading() };
    return { answer, places, ...read, work, keysOf: Object.keys, entries: freshEntries };
  }
  const warnings: OpenClawWarning[] = [];
  // The reading's objects' keys, taken once: its substitution, roster, checks and lints go over the same roster (the
  // same object when it holds no `${`) several times.
  const keysOf = keysOnce(parsed.keysKnown);
  const config = substituteVariables(isRecord(parsed.value) ? parsed.value : {}, env, warnings, plain, keysOf);
  const outcome = rules.readRoster(config, places, keysOf, schemaChecks?.entries);
  const issues = schemaIssuesBeside(schema, config, outcome, rules.checks(places, env), schemaChecks, keysOf);
  const recall = agents ? agents.recallFor(profile, config, outcome.roster, env) : oneReading();
  const valid = issues.length === 0;
  const pluginWarnings: OpenClawWarning[] = rules.warnsOfPluginPaths
    ? missingPluginFolders(config, env.files, (p) => resolvePath(p, places.home, places.cwd)).map((folder) => ({
        kind: "plugin-path-unavailable",
        path: PLUGIN_PATHS,
        folder,
      }))
    : [];
  const answer: OpenClawAnswer = {
    profile,
    documentRead,
    verdict: {
      valid,
      path: places.configPath,
      issues,
      warnings: valid ? [...pluginWarnings, ...warnings, ...outcome.warnings] : [],
    },
    agents: valid ? listAgents(rules, outcome.roster, config, places, env, counted(recall, work)) : null,
  };
  const roster = outcome.roster;
  const entries = schemaChecks?.entries ?? freshEntries;
  return { answer, places, written: parsed.value, config, roster, derived: new Map(), recall, work, keysOf, entries };
}
