/**
 * What the real OpenClaw CLI answers for a config on a simulated machine: `config validate --json` (the verdict,
 * its reasons and warnings as data) and `agents list --json` (the agents). Pure: the machine (HOME, the folder the
 * command runs in, the environment, where the config lives and any other file) is an argument.
 */
import type { ParsedDocument } from "../document";
import { isRecord } from "../safe";
import { listAgents, type Roster } from "./agents";
import type { Json5Result } from "./json5";
import { placesOf, resolvePath, substituteVariables, type Places } from "./places";
import { refersTo2026_7, roster2026_7 } from "./roster-2026-7";
import { refersTo2026_9, roster2026_9, type RosterOutcome } from "./roster-2026-9";
import { legacyWebSearch, missingPluginPaths } from "./schema/refinements";
import { schemaIssuesBeside, type ReleaseChecks } from "./schema/verdict";
import type { SchemaNode } from "./schema/validate";
import type { OpenClawAnswer, OpenClawEnvironment, OpenClawProfileId, OpenClawWarning } from "./types";

/** Each profile's roster rules and how it reads an agent reference, defined once. */
const RULES: Readonly<
  Record<
    OpenClawProfileId,
    {
      readonly roster: (config: unknown, places: ReturnType<typeof placesOf>) => RosterOutcome;
      readonly refersTo: (ref: unknown, id: string) => boolean;
      /** Whether a legacy marked default agent is bound to every configured channel. */
      readonly legacyDefaultBindsChannels: boolean;
      /** What it checks beyond its schema and roster, on a machine (schema/verdict.ts). */
      readonly checks: (places: Places, env: OpenClawEnvironment) => ReleaseChecks;
      /** What it says of plugin folders that are not on the machine: a warning (2026.9), or nothing here (2026.7 rejects). */
      readonly warnsOfPluginPaths: boolean;
    }
  >
> = {
  "openclaw-2026.7": {
    roster: roster2026_7,
    refersTo: refersTo2026_7,
    legacyDefaultBindsChannels: false,
    // 2026.7 rejects a plugin folder that is not there, once the config has parsed; it reads past the
    // `plugins.installs` record it wrote itself.
    checks: (places, env) => ({
      refinements: () => [],
      afterParse: (config) => missingPluginPaths(config, env.files, (p) => resolvePath(p, places.home, places.cwd)),
      ignored: [["plugins", "installs"]],
    }),
    warnsOfPluginPaths: false,
  },
  "openclaw-2026.9": {
    roster: roster2026_9,
    refersTo: refersTo2026_9,
    legacyDefaultBindsChannels: true,
    checks: () => ({ refinements: legacyWebSearch, afterParse: () => [], ignored: [] }),
    warnsOfPluginPaths: true,
  },
};

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
): OpenClawReading {
  const places = placesOf(profile, env);
  const rules = RULES[profile];
  const documentRead = configText !== undefined && env.configAt === places.configPath;
  const fromFiles = env.files && Object.hasOwn(env.files, places.configPath) ? env.files[places.configPath] : undefined;
  const text = documentRead ? configText : fromFiles;
  if (text === undefined) {
    const { roster } = rules.roster({}, places);
    const answer: OpenClawAnswer = {
      profile,
      documentRead,
      verdict: {
        valid: false,
        path: places.configPath,
        issues: [{ kind: "config-missing", path: [], file: places.configPath }],
        warnings: [],
      },
      agents: listAgents(profile, roster, {}, places, env, rules.refersTo, rules.legacyDefaultBindsChannels),
    };
    return { answer, places, written: undefined, config: {}, roster };
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
    return { answer, places, written: undefined, config: undefined, roster: undefined };
  }
  const warnings: OpenClawWarning[] = [];
  const config = substituteVariables(isRecord(parsed.value) ? parsed.value : {}, env, warnings);
  const outcome = rules.roster(config, places);
  const issues = schemaIssuesBeside(schema, config, outcome, rules.checks(places, env));
  const valid = issues.length === 0;
  const pluginWarnings: OpenClawWarning[] = rules.warnsOfPluginPaths
    ? missingPluginPaths(config, env.files, (p) => resolvePath(p, places.home, places.cwd)).map((m) => ({
        kind: "plugin-path-unavailable",
        path: m.path,
        folder: m.kind === "plugin-path-missing" ? m.folder : "",
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
    agents: valid
      ? listAgents(profile, outcome.roster, config, places, env, rules.refersTo, rules.legacyDefaultBindsChannels)
      : null,
  };
  return { answer, places, written: parsed.value, config, roster: outcome.roster };
}
