/**
 * The analysis hook. Everyday documents are analysed synchronously during the render that shows the new text, so a
 * keystroke costs one render and the panels are current within the same frame. Large documents go to the worker
 * through react-query keyed by the two texts; while the next result computes, the previous one stays on screen
 * (placeholderData), so the panels never blank between keystrokes.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { analyze, type Analysis } from "../../core/index";
import type { Documents } from "../state/documents";
import { runAnalysis } from "./run";
import { isGood, viewOf, wantsWorker, type AnalysisView } from "./stale";

export interface AnalysisState {
  readonly view: AnalysisView | undefined;
  readonly error: Error | null;
  readonly pending: boolean;
}

/** The last analysis of documents that both parsed: what the panels keep showing while one does not. */
class LastGood {
  private last: { analysis: Analysis; texts: Documents } | undefined;

  /** The view of one analysis, remembering it as the last good one when both documents parsed. */
  view(current: Analysis, texts: Documents): AnalysisView {
    const view = viewOf(current, texts, this.last);
    if (isGood(current)) this.last = { analysis: current, texts };
    return view;
  }

  /** The last good analysis as a view of its own, while nothing newer has come. */
  fallback(): AnalysisView | undefined {
    return this.last && viewOf(this.last.analysis, this.last.texts, this.last);
  }
}

export function useAnalysis(docs: Documents | undefined): AnalysisState {
  const [lastGood] = useState(() => new LastGood());
  const inWorker = docs !== undefined && wantsWorker(docs) && typeof Worker !== "undefined";
  const config = docs?.config;
  const scenarios = docs?.scenarios;

  const direct = useMemo(() => {
    if (inWorker || config === undefined || scenarios === undefined) return undefined;
    const texts = { config, scenarios };
    return lastGood.view(analyze(config, scenarios), texts);
  }, [lastGood, inWorker, config, scenarios]);

  const query = useQuery({
    queryKey: ["analysis", config ?? "", scenarios ?? ""],
    enabled: inWorker,
    queryFn: async (): Promise<AnalysisView> => {
      const texts = { config: config ?? "", scenarios: scenarios ?? "" };
      return lastGood.view(await runAnalysis(texts), texts);
    },
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 5_000,
    retry: false,
    structuralSharing: false,
  });

  if (!inWorker) return { view: direct, error: null, pending: false };
  // Crossing into the worker: until its first answer, keep what the page computed last.
  return { view: query.data ?? lastGood.fallback(), error: query.error, pending: query.isFetching };
}
