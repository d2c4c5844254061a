/**
 * The analysis hook: react-query keyed by the two texts. While the next result computes, the previous one stays
 * on screen (placeholderData), so the panels never blank between keystrokes.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import type { Analysis } from "../../core/index";
import type { Documents } from "../state/documents";
import { runAnalysis } from "./run";
import { isGood, viewOf, type AnalysisView } from "./stale";

export interface AnalysisState {
  readonly view: AnalysisView | undefined;
  readonly error: Error | null;
  readonly pending: boolean;
}

export function useAnalysis(docs: Documents | undefined): AnalysisState {
  const lastGood = useRef<{ analysis: Analysis; texts: Documents } | undefined>(undefined);
  const query = useQuery({
    queryKey: ["analysis", docs?.config ?? "", docs?.scenarios ?? ""],
    enabled: docs !== undefined,
    queryFn: async (): Promise<AnalysisView> => {
      const texts = docs ?? { config: "", scenarios: "" };
      const current = await runAnalysis(texts);
      const view = viewOf(current, texts, lastGood.current);
      if (isGood(current)) lastGood.current = { analysis: current, texts };
      return view;
    },
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 5_000,
    retry: false,
    structuralSharing: false,
  });
  return { view: query.data, error: query.error, pending: query.isFetching };
}
