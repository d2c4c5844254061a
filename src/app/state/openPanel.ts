/**
 * Which panel is open: the one the outline names as current, the one a link carries and a reload brings back. One
 * object the page creates (App.tsx), so only the outline redraws when it changes, never the panels.
 */

/** The panels, in the order the column shows them: the outline's entries and what a link may name. */
export const PANEL_IDS = [
  "changes",
  "agents",
  "session",
  "skills",
  "delegation",
  "coverage",
  "matrix",
  "tools",
  "openclaw",
  "upgrade",
  "problems",
] as const;

export type PanelId = (typeof PANEL_IDS)[number];

const KNOWN: ReadonlySet<string> = new Set(PANEL_IDS);

/** A panel id read from outside (a link, storage): kept only when it names a panel. */
export const panelIdOf = (value: unknown): PanelId | undefined =>
  typeof value === "string" && KNOWN.has(value) ? (value as PanelId) : undefined;

/** How a panel became the open one: chosen (the page brings it into view and focuses it) or scrolled to. */
export type OpenedBy = "chosen" | "scrolled";

export interface OpenPanelState {
  readonly id: PanelId | undefined;
  /** Counts the choices: each choice (even of the same panel) brings it into view again. */
  readonly chosen: number;
}

export class OpenPanel {
  private state: OpenPanelState;
  private readonly listeners = new Set<() => void>();

  constructor(initial: PanelId | undefined) {
    this.state = { id: initial, chosen: initial === undefined ? 0 : 1 };
  }

  readonly get = (): OpenPanelState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** The panel `id` is open now; `chosen`: bring it into view (the outline, a badge, a link). */
  open(id: PanelId, by: OpenedBy): void {
    if (by === "scrolled" && id === this.state.id) return;
    this.state = { id, chosen: this.state.chosen + (by === "chosen" ? 1 : 0) };
    for (const listener of [...this.listeners]) listener();
  }
}
