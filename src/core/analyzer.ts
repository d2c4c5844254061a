/**
 * The analyzer: the one owner of the engine's memory. The page, the worker and the command line each create one
 * (`createAnalyzer`) in a context they name, and every analysis goes through it. What it remembers between
 * analyses (the last read of each document, the schema issues of agent entries, the resolutions and lint findings
 * of agent entries, the rule lists' indexes, each resolved agent's answers and coverage entries) is its own state, handed down to the rooms as parameters: no room keeps
 * a cache of its own, so two analyzers never share answers, and forgetting is `clear()`.
 */
import type { Analysis } from "./analysis";
import { analyzeWith } from "./analyze";
import type { AnalysisLimits, Steps } from "./budget";
import type { Diagnostic, DocumentId, JsonPath, Span } from "./diagnostics";
import {
  newValidationMemory,
  parseDocument,
  validateConfig,
  validateScenarios,
  validateApprovals,
  type ParsedDocument,
  type ValidationMemory,
} from "./document";
import { newRuleIndexMemory, type RuleIndexMemory } from "./permission";
import { newScopeMemory, type HarnessProfile, type ScopeMemory } from "./scope";
import { coverageOf, newCoverageMemory, type Coverage, type CoverageMemory } from "./coverage";
import { answersOf, newAnswersMemory, type Answer, type AnswersMemory, type AnswersOptions } from "./answers";
import { type MatrixOptions, type PermissionMatrix, permissionMatrix } from "./team";

/**
 * The simulated machine beyond the scenarios: variables (HOME, `cwd`, any other) said outside the documents, such as
 * the command line's `--env NAME=VALUE`, on top of the scenarios' `env`. SCENARIOS_MACHINE says none: the machine is
 * the scenarios' `env` alone (with HOME /home/user when it names none), as on the page.
 */
export interface SophiaClawMachine {
  readonly env: Readonly<Record<string, string>>;
}

/** The machine the scenarios' `env` describes, with nothing said on top of it (the page's). */
export const SCENARIOS_MACHINE: SophiaClawMachine = Object.freeze({ env: Object.freeze({}) });

/**
 * What every answer of an analyzer depends on besides the two texts. Required, never defaulted: a semantics profile
 * and a machine that change answers are something each caller names.
 */
export interface AnalyzerContext {
  /** The harness whose semantics the answers follow (SOPHIACLAW_PROFILE for SophiaClaw). */
  readonly profile: HarnessProfile;
  /** The variables said on top of the scenarios' `env` (SCENARIOS_MACHINE: none). */
  readonly machine: SophiaClawMachine;
}

/** The last read of one document: its text, the parse, and the schema check once made. */
interface DocumentMemory {
  parse(text: string): ParsedDocument;
  /** The parsed text's diagnostics and its schema's; `parse` of the same text comes first. */
  check(text: string, steps: Steps): readonly Diagnostic[];
}

/** Everything an analyzer remembers; created empty, replaced whole by `clear()`. */
export interface Memory {
  readonly config: DocumentMemory;
  readonly scenarios: DocumentMemory;
  readonly approvals: DocumentMemory;
  readonly validation: ValidationMemory;
  readonly scope: ScopeMemory;
  readonly rules: RuleIndexMemory;
  readonly answers: AnswersMemory;
  readonly coverage: CoverageMemory;
}

/**
 * Parsing and schema checks depend on one text alone: keep the last answer per document, so an edit of the
 * scenarios does not parse a large config again (and the other way round). A new text's value shares every part
 * equal to the last one's (`shareEqual`), so the agents an edit did not touch are the same objects as before and
 * their resolutions are found again (see scope/resolve-agents.ts). The schema check is remembered apart from the
 * parse, so an analysis cut off between the two checks the same text's schema next time.
 */
function documentMemory(doc: DocumentId, validation: ValidationMemory): DocumentMemory {
  const validate =
    doc === "config"
      ? validateConfig
      : doc === "scenarios"
        ? validateScenarios
        : (p: ParsedDocument) => validateApprovals(p);
  let last: { text: string; parsed: ParsedDocument; diagnostics?: readonly Diagnostic[] } | undefined;
  const read = (text: string) => {
    if (last?.text !== text)
      last = {
        text,
        parsed: parseDocument(text, doc, last && { text: last.text, read: last.parsed }),
      };
    return last;
  };
  return {
    parse: (text) => read(text).parsed,
    check: (text, steps) => {
      const entry = read(text);
      entry.diagnostics ??= [...entry.parsed.diagnostics, ...validate(entry.parsed, steps, validation)];
      return entry.diagnostics;
    },
  };
}

function newMemory(): Memory {
  const validation = newValidationMemory();
  return {
    config: documentMemory("config", validation),
    scenarios: documentMemory("scenarios", validation),
    approvals: documentMemory("approvals", validation),
    validation,
    scope: newScopeMemory(),
    rules: newRuleIndexMemory(),
    answers: newAnswersMemory(),
    coverage: newCoverageMemory(),
  };
}

export interface Analyzer {
  /** The context every answer of this analyzer is made in. */
  readonly context: AnalyzerContext;
  /**
   * Resolves and simulates both documents. Never throws, whatever the texts. The answer equals a fresh analyzer's
   * for the same texts; what is remembered only makes it faster. When `limits.budgetMs` is spent the part running
   * stops and the analysis holds what the parts before it found, with `cutOff` naming the part.
   */
  analyze(configText: string, scenariosText: string, limits: AnalysisLimits): Analysis;
  /**
   * Where a path is in a document's text now: the node's span, or its closest existing ancestor's (as every
   * diagnostic points). The text read last is found in memory; another is read and kept as the last (so the next
   * click in the same text, or its analysis, reads it from memory).
   */
  spanAtPath(doc: DocumentId, text: string, path: JsonPath): Span;
  /**
   * A document as this analyzer reads it: its value and the spans of its nodes (the memory's, when `text` is the text
   * read last, as after analysing it; else it is read now and kept as the last).
   */
  read(doc: DocumentId, text: string): ParsedDocument;
  /**
   * The answers of an analysis (answersOf), the same as answersOf's: those of the agents a keystroke did not touch
   * are found in memory instead of made again.
   */
  answers(analysis: Analysis, options?: Omit<AnswersOptions, "memory">): readonly Answer[];
  /** Which items of the config and the team the scenarios exercise (coverage/), beside the same texts' analysis. */
  coverage(configText: string, scenariosText: string, analysis: Analysis): Coverage;
  /** The permission matrix (team/matrix.ts) of the same texts' analysis: every agent by every tool. */
  matrix(
    configText: string,
    scenariosText: string,
    analysis: Analysis,
    options?: Omit<MatrixOptions, "ruleIndexes">,
  ): PermissionMatrix;
  /**
   * How much this analyzer has made afresh since it was created or cleared, rather than found in its memory: agent
   * entries checked against their schema, resolved, linted, answered and covered. A keystroke in one entry of a large
   * config adds about one of each (test/perf-guard/keystroke-work.test.ts).
   */
  work(): WorkDone;
  /** Forgets everything remembered; the next analysis starts from nothing. */
  clear(): void;
}

/** What an analyzer made afresh (see Analyzer.work), each a count of agent entries. */
export interface WorkDone {
  readonly validated: number;
  readonly resolved: number;
  readonly linted: number;
  readonly answered: number;
  readonly covered: number;
}

/** An analyzer with empty memory, answering in `context`. */
export function createAnalyzer(context: AnalyzerContext): Analyzer {
  let memory = newMemory();
  return {
    context,
    analyze: (configText, scenariosText, limits) => analyzeWith(memory, context, configText, scenariosText, limits),
    spanAtPath: (doc, text, path) => memory[doc].parse(text).spanOf(path),
    read: (doc, text) => memory[doc].parse(text),
    answers: (analysis, options) => answersOf(analysis, { ...options, memory: memory.answers }),
    coverage: (configText, scenariosText, analysis) =>
      coverageOf(memory.config.parse(configText), memory.scenarios.parse(scenariosText), analysis, {
        profile: context.profile,
        ruleIndexes: memory.rules,
        memory: memory.coverage,
      }),
    matrix: (configText, scenariosText, analysis, options) =>
      permissionMatrix(memory.config.parse(configText), memory.scenarios.parse(scenariosText), analysis.simulation, {
        ...options,
        ruleIndexes: memory.rules,
      }),
    work: () => ({
      validated: memory.validation.validated.count,
      resolved: memory.scope.resolved.count,
      linted: memory.scope.linted.count,
      answered: memory.answers.answered.count,
      covered: memory.coverage.covered.count,
    }),
    clear: () => {
      memory = newMemory();
    },
  };
}

/**
 * Where a path is in a document's text (see Analyzer.spanAtPath), for a caller that holds no analyzer: the text is
 * parsed each call, nothing is kept.
 */
export function spanAtPath(doc: DocumentId, text: string, path: JsonPath): Span {
  return parseDocument(text, doc).spanOf(path);
}
