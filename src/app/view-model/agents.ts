/** Agents panel: every agents.list entry, each resolved field with where it came from. */
import {
  AGENT_FIELDS,
  fieldText,
  type AgentField,
  type Analysis,
  type AnswerLookup,
  type HarnessProfile,
  type JsonPath,
  type ResolvedAgent,
} from "../../core/index";
import { T } from "../texts";
import { answerAttribute, chipFacts, chipOf, dataName, type ChipFacts, type ChipVM } from "./common";

export interface FieldVM {
  readonly name: string;
  readonly value: string;
  readonly from: ChipVM;
}

/**
 * The engine's values behind a card, unformatted, as data-* attributes: a script (or the consistency test) reads the
 * same answers the command line prints as JSON, without parsing the words the card shows.
 */
export type AnswerAttributes = Readonly<Record<`data-${string}`, string | number | undefined>>;

export interface AgentVM {
  readonly key: string;
  readonly answers: AnswerAttributes;
  readonly id: string;
  readonly name: string | undefined;
  readonly isDefault: boolean;
  readonly reachable: boolean;
  /** Its entry in the config (`["agents", "list", i]`): where the editor places what the card says. */
  readonly path: JsonPath;
  readonly fields: readonly FieldVM[];
}

export interface AgentsVM {
  readonly defaultAgentId: string;
  /** The cards of one page of the list: the agents from `from` on, at most AGENT_CARDS_PER_PAGE. */
  readonly agents: readonly AgentVM[];
  /** The index of the first card's agent in the list. */
  readonly from: number;
  /** How many agents the list has (the pager's count). */
  readonly total: number;
}

/**
 * How many agent cards one page draws (and the worker sends): more would make every keystroke redraw thousands of
 * nodes. The page asks for the page it shows (the pager, or the agent the editor's cursor is in).
 */
export const AGENT_CARDS_PER_PAGE = 100;

/** The first entry of the page that holds entry `index`. */
export const pageStart = (index: number, perPage: number = AGENT_CARDS_PER_PAGE): number =>
  Math.max(0, Math.floor(index / perPage) * perPage);

/**
 * The agent cards made so far, by resolved agent: the engine reuses the resolution of an agent a keystroke did not
 * touch, so its card is found here instead of built again (and, in the worker, its JSON text with it). Owned by
 * whoever draws the views (the Studio), not by this module.
 */
export class AgentCards {
  private readonly cards = new WeakMap<ResolvedAgent, AgentVM>();

  /** `facts` are the analysis's environment's: the engine resolves an agent again when the environment changes. */
  of(agent: ResolvedAgent, answer: AnswerLookup, facts: ChipFacts): AgentVM {
    let card = this.cards.get(agent);
    if (!card) this.cards.set(agent, (card = cardOf(agent, answer, facts)));
    return card;
  }
}

/**
 * The agent cards of the page starting at `from` (clamped to the list: a list that shrank under an open page shows
 * its last page); the values a script reads (data-*) are the answers' (answersOf), looked up by entry.
 */
export function agentsVM(
  analysis: Analysis,
  profile: HarnessProfile,
  cards: AgentCards,
  answer: AnswerLookup,
  from: number,
): AgentsVM {
  const facts = chipFacts(analysis.env, profile);
  const total = analysis.agents.length;
  const start = Math.min(pageStart(Number.isFinite(from) ? from : 0), pageStart(Math.max(0, total - 1)));
  return {
    defaultAgentId: analysis.defaultAgentId,
    from: start,
    total,
    agents: analysis.agents.slice(start, start + AGENT_CARDS_PER_PAGE).map((agent) => cards.of(agent, answer, facts)),
  };
}

/** A field's value as the card and the hover print it. */
export const agentValueText = (field: AgentField, agent: ResolvedAgent): string =>
  fieldText(field.kind, field.value(agent), T.agents.values);

function cardOf(agent: ResolvedAgent, answer: AnswerLookup, facts: ChipFacts): AgentVM {
  const f = T.agents.fields;
  const answers: Record<`data-${string}`, string | number | undefined> = {
    "data-index": agent.index,
    "data-default": String(agent.isDefault),
    "data-reachable": String(agent.reachable),
  };
  for (const field of AGENT_FIELDS)
    answers[dataName(field.name)] = answerAttribute(field.kind, answer("agent", agent.path, field.name)?.value);
  return {
    key: `${agent.index}:${agent.id}`,
    answers,
    id: agent.id,
    name: agent.name,
    isDefault: agent.isDefault,
    reachable: agent.reachable,
    path: agent.path,
    fields: [
      { name: f.defaultFrom, value: agent.isDefault ? "yes" : "no", from: chipOf(agent.defaultFrom, facts) },
      ...AGENT_FIELDS.map((field) => ({
        name: f[field.name],
        value: agentValueText(field, agent),
        from: chipOf(field.from(agent), facts),
      })),
    ],
  };
}
