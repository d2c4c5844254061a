/**
 * The analysis hook: what the panels and the editor draw, from the page's analysis session (session.ts), which the
 * page creates once and passes down.
 */
import { useSyncExternalStore } from "react";
import type { AnalysisSession, AnalysisState } from "./session";

export type { Analysed, AnalysisState, Hover, PanelsState } from "./session";
export type { Engine } from "./route";

export function useAnalysis(session: AnalysisSession): AnalysisState {
  return useSyncExternalStore(session.subscribe, session.get);
}
