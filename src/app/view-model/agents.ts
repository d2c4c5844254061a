/** Agents panel: every agents.list entry, each resolved field with where it came from. */
import type { Analysis, Answer, AnswerLookup, HarnessProfile, JsonPath, ResolvedAgent } from "../../core/index";
import { T } from "../texts";
import { chipFacts, chipOf, listText, type ChipFacts, type ChipVM } from "./common";

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

function skillsText(filter: readonly string[] | undefined): string {
  if (filter === undefined) return T.agents.allSkills;
  return filter.length === 0 ? T.agents.noSkills : filter.join(", ");
}

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

/** An answer's value as a data-* attribute: text as it is, anything else as JSON. */
const attribute = (a: Answer | undefined): string | undefined =>
  a === undefined ? undefined : typeof a.value === "string" ? a.value : JSON.stringify(a.value);

function cardOf(agent: ResolvedAgent, answer: AnswerLookup, facts: ChipFacts): AgentVM {
  const f = T.agents.fields;
  const value = (field: string) => answer("agent", agent.path, field);
  const skills = value("skills");
  return {
    key: `${agent.index}:${agent.id}`,
    answers: {
      "data-index": agent.index,
      "data-default": String(agent.isDefault),
      "data-reachable": String(agent.reachable),
      "data-workspace": attribute(value("workspace")),
      "data-agent-dir": attribute(value("agentDir")),
      "data-model": value("model")?.value === null ? undefined : attribute(value("model")),
      "data-fallbacks": attribute(value("fallbacks")),
      "data-skills": skills?.value === null ? "*" : attribute(skills),
    },
    id: agent.id,
    name: agent.name,
    isDefault: agent.isDefault,
    reachable: agent.reachable,
    path: agent.path,
    fields: [
      { name: f.defaultFrom, value: agent.isDefault ? "yes" : "no", from: chipOf(agent.defaultFrom, facts) },
      { name: f.workspace, value: agent.workspace.value, from: chipOf(agent.workspace.from, facts) },
      { name: f.agentDir, value: agent.agentDir.value, from: chipOf(agent.agentDir.from, facts) },
      {
        name: f.model,
        value: agent.model.primary.value ?? T.agents.noModel,
        from: chipOf(agent.model.primary.from, facts),
      },
      {
        name: f.fallbacks,
        value: listText(agent.model.fallbacks.value, T.agents.noFallbacks),
        from: chipOf(agent.model.fallbacks.from, facts),
      },
      { name: f.skills, value: skillsText(agent.skills.value), from: chipOf(agent.skills.from, facts) },
    ],
  };
}
