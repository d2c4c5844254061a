/**
 * The engine side of the page: both texts in, everything the page draws out (each panel's view model, the
 * diagnostics for the editor's markers, the calls' decisions for a shared Markdown block), with the last good
 * result kept on screen while a document does not parse. Pure, so the page runs it for everyday documents and the
 * worker for large ones, and both draw the same answers. Only these views cross from the worker, never the engine's
 * whole analysis: a thousand agents' provenance is megabytes, the cards on screen are not.
 */
import {
  answerLookup,
  answersOf,
  createAnalyzer,
  SCENARIOS_MACHINE,
  diffAnswers,
  indexAnswers,
  SOPHIACLAW_PROFILE,
  suggestChanges,
  type WhyTarget,
  type Analysis,
  type AnalysisLimits,
  type Answer,
  type AnswerLookup,
  type IndexedAnswers,
  type Analyzer,
  type CutOff,
  type Diagnostic,
  type DocumentId,
  type JsonPath,
  type Span,
  type HarnessProfile,
  isOpenClawProfile,
} from "../../core/index";
import { decisionsOf, MAX_DECISIONS } from "../share/content";
import type { Documents } from "../state/documents";
import { T } from "../texts";
import {
  AgentCards,
  agentsVM,
  delegationVM,
  MAX_CALLS_SHOWN,
  hoverLines,
  problemsVM,
  sessionsVM,
  skillsVM,
  toolChoicesVM,
  type AgentsVM,
  type DelegationVM,
  type ProblemsVM,
  type SessionsVM,
  type SkillsVM,
  type ToolChoiceVM,
} from "../view-model/index";
import { changesVM, type ChangesVM } from "../view-model/changes";
import { whyVM, type WhyVM } from "../view-model/why";
import { searchVM, type SearchVM } from "../view-model/search";
import { expectationsOf, pinsOf, type ExpectationView, type Pin } from "../view-model/expectations";
import { coverageVM, type CoverageVM } from "../view-model/coverage";
import { MAX_MATRIX_ROWS, MAX_MATRIX_TOOLS, matrixVM, type MatrixVM } from "../view-model/matrix";
import { isGood, viewOf, type AnalysisView } from "./stale";

export { keepShown } from "./stale";
import { withLater, type InParts, type LaterPanels } from "./later";
import { FIRST_PAGES, type ViewWindows } from "./windows";
import type { OpenClawAgentsVM } from "../view-model/openclaw";
import type { UpgradeVM } from "../view-model/upgrade";
import { profileViewOf, type ProfileView } from "./profile";
import type { OpenClawPart, OpenClawStudio } from "./openclawStudio";

/** A panel's view model, or why it could not be made: a failing adapter shows in its own panel, not on the page. */
export type PanelResult<VM> = { readonly ok: true; readonly vm: VM } | { readonly ok: false; readonly error: string };

/**
 * Each panel's view. SophiaClaw's panels (agents to tools, coverage, the matrix) are there in its profile; the
 * OpenClaw profiles have their agents (`openclaw`) and, for a legacy roster, the upgrade preview instead.
 */
export interface PanelViews {
  readonly agents?: PanelResult<AgentsVM>;
  readonly session?: PanelResult<SessionsVM>;
  readonly skills?: PanelResult<SkillsVM>;
  readonly delegation?: PanelResult<DelegationVM>;
  readonly tools?: PanelResult<readonly ToolChoiceVM[]>;
  /** The agents as OpenClaw lists them, and its verdict (the OpenClaw profiles). */
  readonly openclaw?: PanelResult<OpenClawAgentsVM>;
  /** What changes when the config moves from OpenClaw 2026.7 to 2026.9, and the conversion. */
  readonly upgrade?: PanelResult<UpgradeVM>;
  /** The current texts' problems (the syntax error is the thing to fix), even while the others are stale. */
  readonly problems: PanelResult<ProblemsVM>;
  /** What differs from the baseline; undefined when no baseline was given. */
  readonly changes?: PanelResult<ChangesVM>;
  /** What no scenario exercises, and the percentage (also the header's); the permission matrix. */
  readonly coverage?: PanelResult<CoverageVM>;
  readonly matrix?: PanelResult<MatrixVM>;
}

export interface StudioViews {
  /** The profile the answers follow: the one chosen for the texts, else the one detected from the config. */
  readonly profile: ProfileView;
  /** Which document's syntax keeps the panels on an older result. */
  readonly stale: { readonly config: boolean; readonly scenarios: boolean };
  /** The note the stale panels carry, when they are stale. */
  readonly staleNote: string | undefined;
  readonly panels: PanelViews;
  /** The current texts' diagnostics: the editor's markers. */
  readonly diagnostics: readonly Diagnostic[];
  /** One line per simulated call (the first MAX_DECISIONS, then the count of the rest), for the Markdown block. */
  readonly decisions: readonly string[];
  /** Set when the engine ran out of its time budget: the part it stopped in. The panels show what came before. */
  readonly cutOff: CutOff | undefined;
  /** The current texts' expectations (gutter marks, the header's count): paths and values only. */
  readonly expectations: readonly ExpectationView[];
  /** Every answer of the current texts, as "pin all" writes it. */
  readonly pins: readonly Pin[];
}

function panel<VM>(make: () => VM): PanelResult<VM> {
  try {
    return { ok: true, vm: make() };
  } catch (error) {
    // A bug in an adapter: the panel names it and the rest of the page goes on.
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function staleNote(view: AnalysisView): string | undefined {
  if (view.shown === view.current) return undefined;
  if (view.stale.config) return T.stale(T.docNames.config);
  return view.stale.scenarios ? T.stale(T.docNames.scenarios) : undefined;
}

/** The current analysis's answers the Markdown's decisions are read from: its first MAX_DECISIONS calls' at least. */
const decisionAnswers = (analysis: Analysis): readonly Answer[] => answersOf(analysis, { callsAtMost: MAX_DECISIONS });

/**
 * Everything the page draws from one analysis view (and, given a baseline's answers, what differs from it);
 * `answers` gives the current analysis's answers (answersOf), which the Markdown's decisions are read from.
 */
export function viewsOf(
  view: AnalysisView,
  /** The harness the analysis answered for (its analyzer's context): the chips name its folders. */
  profile: HarnessProfile,
  cards: AgentCards,
  /** The answers of the analysis the panels show (view.shown), by entry: the values the views carry. */
  answer: AnswerLookup,
  answers: () => readonly Answer[],
  windows: ViewWindows,
  profileView: ProfileView,
): StudioViews {
  const shown = view.shown;
  return {
    profile: profileView,
    stale: view.stale,
    staleNote: staleNote(view),
    panels: {
      agents: panel(() => agentsVM(shown, profile, cards, answer, windows.agentsFrom)),
      session: panel(() => sessionsVM(shown, answer)),
      skills: panel(() => skillsVM(shown, answer, windows.skills)),
      delegation: panel(() => delegationVM(shown, answer)),
      tools: panel(() => toolChoicesVM(shown)),
      problems: panel(() => problemsVM(view.current, view.currentTexts)),
    },
    diagnostics: view.current.diagnostics,
    decisions: decisionsOf(answers(), view.current.simulation.calls.length),
    cutOff: view.current.cutOff,
    expectations: expectationsOf(view.current),
    pins: pinsOf(view.current),
  };
}

/** How many compared texts' answers a studio keeps. */
const MAX_COMPARED = 20;

/** The analyzer the studio runs: the page's and the worker's each make their own, in SophiaClaw's profile. */
export const studioAnalyzer = (): Analyzer =>
  createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE });

/** The OpenClaw side loaded when the first OpenClaw config arrives: its code and the releases' schemas. */
export const OPENCLAW_LATER = {
  load: (): Promise<OpenClawPart> => import("./openclawStudio").then((m) => m.loadOpenClawPart()),
};

/**
 * One page's (or one worker's) run of the engine, through the analyzer it is given (which remembers the engine's
 * work between keystrokes): keeps the last good analysis and answers hovers from it.
 */
export class Studio {
  private lastGood: Analysis | undefined;
  private shown: Analysis | undefined;
  /** The last texts analysed whole (not cut off), and their analysis: what "why not?" starts from when asked of them. */
  private latest: { readonly texts: Documents; readonly analysis: Analysis } | undefined;
  /** The answers of the analysis shown, made once per analysis. */
  private shownAnswers: { readonly of: Analysis; readonly answers: readonly Answer[] } | undefined;
  private drawnAnswers: { readonly of: Analysis; readonly answers: readonly Answer[] } | undefined;
  /** The baseline's answers, made once per baseline text (by an analyzer of their own: the baseline's memory is not the current text's). */
  private baseline:
    { readonly texts: Documents; readonly answers: IndexedAnswers; readonly cutOff: boolean } | undefined;
  /** Answers of other texts compared against the current ones (the snapshots' summaries), newest last. */
  private readonly compared = new Map<string, readonly Answer[]>();
  /** The agent cards already made, kept across updates so an unchanged agent's card is the same object. */
  private readonly cards = new AgentCards();
  /** The coverage and matrix views of the last analysis that parsed (shown, stale, while a document does not). */
  private lastCoverage: Pick<PanelViews, "coverage" | "matrix"> | undefined;

  /**
   * The OpenClaw profiles' run of the same texts: the scenarios' env read by the same analyzer, OpenClaw's readings
   * remembered by an OpenClaw analyzer of its own.
   */
  private openclaw: OpenClawStudio | undefined;
  /** The OpenClaw side on its way (asked for by the first OpenClaw config). */
  private openclawLoading: Promise<void> | undefined;

  private readonly loadOpenClaw: () => Promise<OpenClawPart>;

  /**
   * @param openclaw the OpenClaw side (`openclawPart(schemas)`), or how to load it: the first OpenClaw config asks
   *   for it (`OPENCLAW_LATER`: its code and the releases' schemas, chunks of their own).
   */
  constructor(
    private readonly analyzer: Analyzer,
    openclaw: OpenClawPart | { readonly load: () => Promise<OpenClawPart> },
  ) {
    if (typeof openclaw === "function") {
      this.loadOpenClaw = () => Promise.resolve(openclaw);
      this.openclaw = openclaw(analyzer);
    } else this.loadOpenClaw = openclaw.load;
  }

  /**
   * Whether `texts` can be analysed now: a config read in an OpenClaw profile waits for the releases' schemas,
   * which this starts loading (prepare). SophiaClaw's never wait.
   */
  ready(texts: Documents): boolean {
    if (!this.waitsForSchemas(texts)) return true;
    void this.prepare(texts).catch(() => undefined);
    return false;
  }

  private waitsForSchemas(texts: Documents): boolean {
    return !this.openclaw && isOpenClawProfile(profileViewOf(texts, this.analyzer).id);
  }

  /** Resolves once `texts` can be analysed (ready); rejects when the schemas cannot be loaded (asked again next time). */
  prepare(texts: Documents): Promise<void> {
    if (!this.waitsForSchemas(texts)) return Promise.resolve();
    this.openclawLoading ??= this.loadOpenClaw().then(
      (part) => void (this.openclaw = part(this.analyzer)),
      (error: unknown) => {
        this.openclawLoading = undefined;
        throw error;
      },
    );
    return this.openclawLoading;
  }

  /** The coverage and matrix panels of the analysis shown: read with its texts, kept while stale. */
  private coveragePanels(current: Analysis, texts: Documents): Pick<PanelViews, "coverage" | "matrix"> {
    let mine = this.lastCoverage;
    if (isGood(current) || !mine) {
      const { config, scenarios } = texts;
      mine = {
        coverage: panel(() => coverageVM(this.analyzer.coverage(config, scenarios, current))),
        matrix: panel(() =>
          matrixVM(
            this.analyzer.matrix(config, scenarios, current, { maxRows: MAX_MATRIX_ROWS, maxTools: MAX_MATRIX_TOOLS }),
            current,
          ),
        ),
      };
      if (isGood(current)) this.lastCoverage = mine;
    }
    return mine;
  }

  /**
   * Analyses both texts within `limits` (the caller's clock and time budget) and returns what the page draws; with a
   * `baseline`, the views carry the answers that differ from it.
   */
  update(
    texts: Documents,
    limits: AnalysisLimits,
    baseline?: Documents,
    windows: ViewWindows = FIRST_PAGES,
  ): StudioViews {
    const parts = this.updateInParts(texts, limits, baseline, windows);
    return parts.later ? withLater(parts.views, parts.later()) : parts.views;
  }

  /**
   * As update, in two parts: the views without the later panels (the agents, the sessions, the problems...: what a
   * keystroke is about), and what makes the later ones, to be called before the next update. The worker sends the
   * first part as soon as it has it. A stale answer (a text that does not parse) and an OpenClaw one come whole.
   */
  updateInParts(
    texts: Documents,
    limits: AnalysisLimits,
    baseline?: Documents,
    windows: ViewWindows = FIRST_PAGES,
  ): InParts {
    const profile = profileViewOf(texts, this.analyzer);
    if (isOpenClawProfile(profile.id)) {
      // SophiaClaw's answers (hover, search, why) are not these texts' answers in another harness.
      this.shown = undefined;
      this.latest = undefined;
      if (!this.openclaw) throw new Error("The OpenClaw releases' schemas are not loaded: prepare the texts first.");
      return this.openclaw.updateInParts({ ...profile, id: profile.id }, texts, baseline, windows);
    }
    const current = this.analyzer.analyze(texts.config, texts.scenarios, limits);
    const view = viewOf(current, texts, this.lastGood);
    if (isGood(current)) this.lastGood = current;
    const shown = view.shown;
    this.shown = shown;
    this.latest = current.cutOff ? undefined : { texts, analysis: current };
    // One answersOf per keystroke: all of them when the Changes panel needs them, else those of the calls drawn. The
    // Markdown's decisions read the same ones while the panels show the current analysis.
    const drawn = baseline ? this.answersShown(shown) : this.answersDrawn(shown);
    const answer = answerLookup(drawn);
    const answers = () =>
      view.shown === current
        ? drawn
        : this.shownAnswers?.of === current
          ? this.shownAnswers.answers
          : decisionAnswers(current);
    const views = viewsOf(view, this.analyzer.context.profile, this.cards, answer, answers, windows, profile);
    const later = (): LaterPanels => {
      const base = baseline && this.baselineOf(baseline, limits, { texts, analysis: current });
      return {
        ...(base
          ? { changes: panel(() => changesVM(diffAnswers(base.answers, this.answersShown(shown)), base.cutOff)) }
          : {}),
        ...this.coveragePanels(current, texts),
      };
    };
    if (!isGood(current)) return { views: withLater(views, later()) };
    return { views, later };
  }

  /** How many answers differ between `texts` and the texts shown; undefined before the first analysis. */
  compare(texts: Documents, limits: AnalysisLimits): number | undefined {
    if (!this.shown) return undefined;
    const key = `${texts.config.length}:${texts.config}\u0000${texts.scenarios}`;
    let answers = this.compared.get(key);
    if (!answers) {
      answers = answersOf(studioAnalyzer().analyze(texts.config, texts.scenarios, limits));
      this.compared.set(key, answers);
      // A few are kept (the snapshots listed): the oldest goes first.
      if (this.compared.size > MAX_COMPARED) this.compared.delete(this.compared.keys().next().value!);
    }
    return diffAnswers(answers, this.answersShown()).length;
  }

  /** The answers the panels draw: all of them when the Changes panel made them, else those of the calls drawn. */
  private answersDrawn(shown: Analysis): readonly Answer[] {
    if (this.shownAnswers?.of === shown) return this.shownAnswers.answers;
    if (this.drawnAnswers?.of !== shown)
      this.drawnAnswers = { of: shown, answers: this.analyzer.answers(shown, { callsAtMost: MAX_CALLS_SHOWN }) };
    return this.drawnAnswers.answers;
  }

  private answersShown(shown: Analysis = this.shown!): readonly Answer[] {
    if (this.shownAnswers?.of !== shown) this.shownAnswers = { of: shown, answers: this.analyzer.answers(shown) };
    return this.shownAnswers.answers;
  }

  /**
   * The baseline's answers. A baseline whose texts are the ones just analysed whole (a link or an example opened: it
   * is its own baseline) takes that analysis's answers, which are the same (the analyzer's memory never changes an
   * answer): it is not analysed a second time.
   */
  private baselineOf(
    texts: Documents,
    limits: AnalysisLimits,
    current: { readonly texts: Documents; readonly analysis: Analysis },
  ): NonNullable<Studio["baseline"]> {
    const same = (a: Documents, b: Documents) => a.config === b.config && a.scenarios === b.scenarios;
    const known = this.baseline;
    if (known && same(known.texts, texts)) return known;
    const analysis =
      same(current.texts, texts) && current.analysis.cutOff === undefined
        ? current.analysis
        : studioAnalyzer().analyze(texts.config, texts.scenarios, limits);
    const answers = analysis === this.shown ? this.answersShown(analysis) : answersOf(analysis);
    this.baseline = { texts, answers: indexAnswers(answers), cutOff: analysis.cutOff !== undefined };
    return this.baseline;
  }

  /**
   * What to change to give an entry of the scenarios the other answer ("why not?"): the changes the engine found
   * and verified for these texts, through this studio's analyzer (which analysed them last, so each change tried
   * re-reads only what it touches).
   */
  why(texts: Documents, target: WhyTarget, limits: AnalysisLimits): WhyVM {
    const profile = profileViewOf(texts, this.analyzer).id;
    if (isOpenClawProfile(profile) && this.openclaw) return this.openclaw.why(profile, texts, target);
    const known =
      this.latest && this.latest.texts.config === texts.config && this.latest.texts.scenarios === texts.scenarios
        ? this.latest.analysis
        : undefined;
    return whyVM(suggestChanges(this.analyzer, texts, target, limits, known), texts);
  }

  /** The entries of the analysis shown whose name or a resolved value contains `query` (the search field). */
  search(query: string): SearchVM | undefined {
    return this.shown && searchVM(this.answersShown(), query);
  }

  /** Where a path is in a document's text now (a provenance chip's target), read by this studio's analyzer. */
  spanAtPath(doc: DocumentId, text: string, path: JsonPath): Span {
    return this.analyzer.spanAtPath(doc, text, path);
  }

  /** The hover for the node at `path`, from the analysis the panels show. */
  hover(doc: DocumentId, path: JsonPath): readonly string[] | undefined {
    return this.shown && hoverLines(this.shown, doc, path);
  }
}
