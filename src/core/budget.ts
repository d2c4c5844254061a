/**
 * The time budget of one analysis. The caller passes its clock (the core reads no clock of its own) and how many
 * milliseconds the analysis may take; the analysis names each part as it starts, and checks the budget between
 * parts and inside its long loops. When the budget is spent the part in progress stops, and the analysis returns
 * what the parts before it found, with `cutOff` saying which part was too costly.
 */

/**
 * Counts what a memory made afresh (its misses): one agent entry resolved, linted, checked against its schema,
 * answered or covered again. The analyzer reads them (`Analyzer.work`) for the tests that guard a keystroke's work.
 */
export interface Made {
  count: number;
}

export const newMade = (): Made => ({ count: 0 });

/** The parts of an analysis, in the order they run. */
export const ANALYSIS_PARTS = [
  "parse-config",
  "parse-scenarios",
  "validate-config",
  "validate-scenarios",
  "resolve-agents",
  "lint-agents",
  "sessions",
  "skills",
  "lint-permission",
  "simulate-team",
  "calls",
] as const;

export type AnalysisPart = (typeof ANALYSIS_PARTS)[number];

/** What one analysis may spend. */
export interface AnalysisLimits {
  /** Milliseconds from any fixed origin (`Date.now`, `performance.now`, a fake in tests). */
  readonly clock: () => number;
  /** How long the analysis may run before what is left is cut off. */
  readonly budgetMs: number;
  /** Called as each part starts, e.g. to tell a watchdog which part is running. */
  readonly onPart?: (part: AnalysisPart) => void;
}

/** Where an analysis was cut off: the part that was running when the budget ran out. */
export interface CutOff {
  readonly part: AnalysisPart;
  readonly budgetMs: number;
}

/** Thrown inside a part when the budget is spent; `analyze` catches it and nothing else does. */
export class BudgetSpent extends Error {
  constructor(readonly part: AnalysisPart) {
    super(`budget spent in ${part}`);
    this.name = "BudgetSpent";
  }
}

/** How many loop steps pass between two readings of the clock (a clock read costs more than a step). */
const STEPS_PER_CHECK = 32;

/** One analysis's account of its budget. Created per analysis; not shared. */
export class Budget {
  private readonly deadline: number;
  private current: AnalysisPart | undefined;
  private steps = 0;
  /** Set once the budget is found spent; every later check fails at once. */
  private spentIn: AnalysisPart | undefined;

  constructor(private readonly limits: AnalysisLimits) {
    this.deadline = limits.clock() + Math.max(0, limits.budgetMs);
  }

  get budgetMs(): number {
    return this.limits.budgetMs;
  }

  /** The part running now (undefined before the first). */
  get part(): AnalysisPart | undefined {
    return this.current;
  }

  /**
   * Ends the part running and starts `part`: checks the budget first, so a budget spent by a part with no long loop
   * of its own is charged to that part (BudgetSpent names it), then reports the new part.
   */
  enter(part: AnalysisPart): void {
    this.check();
    this.current = part;
    this.limits.onPart?.(part);
  }

  /**
   * Starts a part that always runs whole (parsing): never throws, but a budget the part before spent is charged to
   * it, and the next check throws naming it.
   */
  announce(part: AnalysisPart): void {
    if (this.current !== undefined && this.spentIn === undefined && this.limits.clock() >= this.deadline)
      this.spentIn = this.current;
    this.current = part;
    this.limits.onPart?.(part);
  }

  /** Throws BudgetSpent when the budget is spent. Reads the clock every call: for places between parts. */
  check(): void {
    if (this.spentIn === undefined && this.limits.clock() < this.deadline) return;
    this.spentIn ??= this.current ?? ANALYSIS_PARTS[0];
    throw new BudgetSpent(this.spentIn);
  }

  /** One step of a long loop: reads the clock every few steps, and throws BudgetSpent once the budget is spent. */
  step(): void {
    if (++this.steps % STEPS_PER_CHECK === 0 || this.spentIn !== undefined) this.check();
  }
}

/** A budget that never runs out, for callers inside the core that run outside an analysis (tests, one-off reads). */
export const UNLIMITED: Steps = Object.freeze({ step: () => {}, check: () => {} });

/** What the loops of a part need from a budget. */
export type Steps = Pick<Budget, "step" | "check">;
