/**
 * How views cross from the worker to the page. The agent cards travel as one JSON text each, beside the rest of
 * the views: the worker keeps each card's text with the card (an unchanged agent's card is the same object, so its
 * text is written once), and the page parses only the texts it has not seen in the last answer, keeping the card
 * objects of the others, so React draws only the cards that changed.
 */
import type { AgentVM } from "../view-model/index";
import type { StudioViews } from "./studio";

export interface PackedViews {
  /** The views as JSON, with the agent cards left out. */
  readonly views: string;
  /** Each agent card as its own JSON text, in order. */
  readonly cards: readonly string[];
}

/** The worker's side: views to what is posted, each card's text written once and kept with the card. */
export class Packer {
  private readonly texts = new WeakMap<AgentVM, string>();

  private textOf(card: AgentVM): string {
    let text = this.texts.get(card);
    if (text === undefined) this.texts.set(card, (text = JSON.stringify(card)));
    return text;
  }

  pack(views: StudioViews): PackedViews {
    const agents = views.panels.agents;
    if (!agents?.ok) return { views: JSON.stringify(views), cards: [] };
    const rest = { ...views, panels: { ...views.panels, agents: { ok: true, vm: { ...agents.vm, agents: [] } } } };
    return { views: JSON.stringify(rest), cards: agents.vm.agents.map((card) => this.textOf(card)) };
  }
}

/** The page's side: what was posted back to views, reusing the cards of the answer before. */
export class Unpacker {
  private last = new Map<string, AgentVM>();

  unpack(packed: PackedViews): StudioViews {
    const views = JSON.parse(packed.views) as StudioViews;
    const seen = new Map<string, AgentVM>();
    const cards = packed.cards.map((text) => {
      const card = seen.get(text) ?? this.last.get(text) ?? (JSON.parse(text) as AgentVM);
      seen.set(text, card);
      return card;
    });
    this.last = seen;
    const agents = views.panels.agents;
    if (!agents?.ok) return views;
    return { ...views, panels: { ...views.panels, agents: { ok: true, vm: { ...agents.vm, agents: cards } } } };
  }
}
