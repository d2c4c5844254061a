/**
 * The panels a keystroke's first answer may leave to a second one (Studio.updateInParts): each reads every entry of
 * the document (the decision diff, coverage, the matrix), and none is the one being typed in. Small and apart from
 * the studio, so the page's own code merges them without the engine's.
 */
import type { PanelViews, StudioViews } from "./studio";

/** The panels a keystroke's answer may bring in its second part. */
export type LaterPanels = Pick<PanelViews, "changes" | "coverage" | "matrix">;

/** The later panels of `views` (none when there are none). */
export function laterOf(views: StudioViews | undefined): LaterPanels {
  const panels = views?.panels;
  return {
    ...(panels?.changes && { changes: panels.changes }),
    ...(panels?.coverage && { coverage: panels.coverage }),
    ...(panels?.matrix && { matrix: panels.matrix }),
  };
}

/** The views with the later panels in. */
export const withLater = (views: StudioViews, later: LaterPanels): StudioViews =>
  Object.keys(later).length === 0 ? views : { ...views, panels: { ...views.panels, ...later } };
