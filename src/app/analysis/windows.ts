/**
 * Which part of each long list the panels draw: the page shows one page of agent cards and of skill tests at a time
 * and asks the analysis for the one the pager, the search or the editor's cursor leads to. A module of its own, so
 * the page's side of the worker names it without loading the engine.
 */

/** The skill tests drawn: one agent's (or every agent's), a page of them. */
export interface SkillsWindow {
  /** The position of the first test drawn in the list (every agent's, or `agent`'s). */
  readonly from: number;
  /** The agent whose tests are listed; "" for every agent's. */
  readonly agent: string;
  /** The scenarios.skills entry the editor's cursor is in: its page is drawn, wherever `from` was. */
  readonly focus?: number;
}

export interface ViewWindows {
  /** The index of the first agent card drawn. */
  readonly agentsFrom: number;
  /**
   * The OpenClaw agent entry the editor's cursor is in (its key in agents.entries, or its index in agents.list): its
   * page is drawn, wherever `agentsFrom` was (OpenClaw lists agents in its own order, which the page does not know).
   */
  readonly agentsFocus?: string | number;
  readonly skills: SkillsWindow;
}

/** Every list from its start: a page that was just opened. */
export const FIRST_PAGES: ViewWindows = { agentsFrom: 0, skills: { from: 0, agent: "" } };

export const sameWindows = (a: ViewWindows, b: ViewWindows): boolean =>
  a.agentsFrom === b.agentsFrom &&
  a.agentsFocus === b.agentsFocus &&
  a.skills.from === b.skills.from &&
  a.skills.agent === b.skills.agent &&
  a.skills.focus === b.skills.focus;
