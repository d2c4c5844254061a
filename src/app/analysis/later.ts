/**
 * The panels a keystroke's first answer may leave to a second one (Studio.updateInParts): each reads every entry of
 * the document (the decision diff, coverage, the matrix, OpenClaw's upgrade preview: every agent under two releases),
 * and none is the one being typed in. Small and apart from
 * the studio, so the page's own code merges them without the engine's.
 */
import type { PanelViews, StudioViews } from "./studio";

/** The panels a keystroke's answer may bring in its second part. */
export type LaterPanels = Pick<PanelViews, "changes" | "coverage" | "matrix" | "upgrade">;

/** A studio's answer in two parts: the views without the later panels, then those panels (for the same texts). */
export interface InParts {
  readonly views: StudioViews;
  /** Makes the later panels of these texts; undefined when `views` has them all (a text that does not parse...). */
  readonly later?: () => LaterPanels;
}

/** The later panels of `views` to keep beside `next`'s other panels: those of the same profile only. */
export function laterOf(views: StudioViews | undefined, next: StudioViews): LaterPanels {
  if (views?.profile.id !== next.profile.id) return {};
  const panels = views.panels;
  return {
    ...(panels?.changes && { changes: panels.changes }),
    ...(panels?.coverage && { coverage: panels.coverage }),
    ...(panels?.matrix && { matrix: panels.matrix }),
    ...(panels?.upgrade && { upgrade: panels.upgrade }),
  };
}

/** The views with the later panels in. */
export const withLater = (views: StudioViews, later: LaterPanels): StudioViews =>
  Object.keys(later).length === 0 ? views : { ...views, panels: { ...views.panels, ...later } };

/** The views with their later panels replaced by `later` (those it does not have, gone). */
export function replaceLater(views: StudioViews, later: LaterPanels): StudioViews {
  const { changes: _changes, coverage: _coverage, matrix: _matrix, upgrade: _upgrade, ...others } = views.panels;
  return { ...views, panels: { ...others, ...later } };
}
