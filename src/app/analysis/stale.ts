/**
 * While a document does not parse, the panels keep showing the last result computed from documents that did,
 * marked stale, instead of flickering to empty. Problems always show the current diagnostics (the syntax error
 * is the thing to fix).
 */
import type { Analysis } from "../../core/index";
import type { Documents } from "../state/documents";
import { docName, T } from "../texts";
import type { StudioViews } from "./studio";

export interface AnalysisView {
  /** The analysis of the current texts. */
  readonly current: Analysis;
  readonly currentTexts: Documents;
  /** What the panels show: the current analysis, or the last good one while a document does not parse. */
  readonly shown: Analysis;
  /** Which document's syntax keeps the panels on an older result. */
  readonly stale: { readonly config: boolean; readonly scenarios: boolean };
}

/** True when both documents parsed: the analysis can become the new "last good" one. */
export function isGood(analysis: Analysis): boolean {
  return analysis.configSyntaxOk && analysis.scenariosSyntaxOk;
}

/** The view of a fresh analysis, given the last good one (if any). */
export function viewOf(current: Analysis, texts: Documents, lastGood: Analysis | undefined): AnalysisView {
  const stale = { config: !current.configSyntaxOk, scenarios: !current.scenariosSyntaxOk };
  return { current, currentTexts: texts, shown: isGood(current) || !lastGood ? current : lastGood, stale };
}

/** Documents this large together are analysed in a worker so typing stays smooth. */
export const WORKER_THRESHOLD = 200_000;

export function wantsWorker(texts: Documents): boolean {
  return texts.config.length + texts.scenarios.length > WORKER_THRESHOLD;
}

/**
 * The page and the worker each remember their own last good analysis, so a text that does not parse can reach an
 * engine that never saw a good one (the starter analysed in the worker, then typing on the page). Then the views
 * shown before are that last good result: keep their panels, marked stale, with the current problems.
 */
export function keepShown(previous: StudioViews | undefined, next: StudioViews): StudioViews {
  const stale = next.stale.config || next.stale.scenarios;
  if (!previous || !stale || next.staleNote !== undefined) return next;
  const note = T.stale(docName(next.stale.config ? "config" : "scenarios", next.profile.id));
  const changes = next.panels.changes ? { changes: next.panels.changes } : {};
  return { ...next, staleNote: note, panels: { ...previous.panels, problems: next.panels.problems, ...changes } };
}
