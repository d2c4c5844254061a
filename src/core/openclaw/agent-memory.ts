/**
 * What was made for each agent, kept from one reading to the next. An agent's answers (its row in `agents list`, its
 * models, skills, sandbox and tools) read its own entry, its id and where the entry is, and otherwise only what lies
 * outside the agents' entries: the defaults, the bindings, the model catalog, the tool settings, the roster's choices
 * (which entry is the default and which works in the default workspace: an agent asks whether it is, so the default
 * renamed where it stands is its own change), the machine and the release. A keystroke
 * inside one entry leaves all of that the same object as before (a spliced read shares every value it did not touch),
 * so the other agents' answers are found here; a change anywhere else starts afresh.
 *
 * Held by the analyzer that reads (analyzer.ts), as the schema checks' memory is; it keeps the last few generations
 * (outsides) per release, and an entry's answers go with the entry's object (a WeakMap). So an agent's row of `agents
 * list` is the object made before exactly while every answer about the agent is: whoever keeps what it made of an
 * agent's answers may find it by the row (the studio's cards do).
 */
import { samePath, type JsonPath } from "../diagnostics";
import { isRecord } from "../safe";
import type { Roster, RosterAgent } from "./agents";
import type { OpenClawEnvironment, OpenClawProfileId } from "./types";

/** The answers of one reading's agents: each made once, or found made for the same entry in an earlier reading. */
export interface AgentRecall {
  recall<T>(kind: string, agent: RosterAgent, make: () => T): T;
  /**
   * Each agent's answer of one kind, in the roster's order: the answer the last roster had at the same place when it
   * is the same agent object (the roster keeps an unchanged entry's agent: a keystroke's roster differs from the last
   * one at the entry it touched), else recalled (as `recall`) or made.
   */
  every<T>(kind: string, agents: readonly RosterAgent[], make: (agent: RosterAgent) => T): T[];
  /**
   * What a pass over every agent makes, given what it made of the last roster it went over with the same memory (the
   * same outside of the entries; undefined at first): a pass that finds little changed keeps its last answer.
   */
  across<T>(kind: string, make: (last: T | undefined) => T): T;
}

interface Generation {
  readonly outside: readonly unknown[];
  readonly env: OpenClawEnvironment;
  /** By entry object, then by kind of answer: the answer, and the id and place it was made for. */
  readonly byEntry: WeakMap<object, Map<string, Remembered>>;
  /** By kind of answer: the last roster's agents asked for every answer of that kind, with those answers. */
  readonly lastEvery: Map<string, { readonly agents: readonly RosterAgent[]; readonly answers: readonly unknown[] }>;
  /** By kind of pass: what it made of the last roster (`across`). */
  readonly lastAcross: Map<string, unknown>;
}

interface Remembered {
  readonly id: string;
  readonly path: JsonPath | undefined;
  readonly answer: unknown;
}

const samePlace = (a: JsonPath | undefined, b: JsonPath | undefined) =>
  a === b || (a !== undefined && b !== undefined && samePath(a, b));

/**
 * Where a roster's choice stands: the place of the agent `id` names (its entry's path), or the id itself when no
 * listed agent has it. An agent's answers ask whether it is the default (or the primary) itself, never which other
 * agent is: renaming the default where it stands changes its own answers alone.
 */
function choiceAt(roster: Roster, id: string | undefined): unknown {
  if (id === undefined) return undefined;
  const path = roster.agents.find((a) => a.id === id)?.source?.path;
  return path === undefined ? `id ${id}` : JSON.stringify(path);
}

/**
 * What an agent's answers read besides its own entry: every value of the config outside `agents`, every value of
 * `agents` but its `entries` and `list`, and the roster's choices (where they stand, and why). Compared value by value
 * (by identity). (exec-policy show names the default in its `tools.exec` scope, which is the default's own: every
 * other agent has a scope of its own name.)
 */
function outsideOf(config: unknown, roster: Roster): unknown[] {
  const out: unknown[] = [choiceAt(roster, roster.defaultId), roster.defaultBy, choiceAt(roster, roster.primaryId)];
  if (!isRecord(config)) return [...out, config];
  for (const key of Object.keys(config)) if (key !== "agents") out.push(key, config[key]);
  const agents = config["agents"];
  if (!isRecord(agents)) return [...out, "agents", agents];
  for (const key of Object.keys(agents)) if (key !== "entries" && key !== "list") out.push(key, agents[key]);
  return out;
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

function recallIn(generation: Pick<Generation, "byEntry" | "lastEvery" | "lastAcross">): AgentRecall {
  const { byEntry, lastEvery, lastAcross } = generation;
  return {
    across<T>(kind: string, make: (last: T | undefined) => T): T {
      const made = make(lastAcross.get(kind) as T | undefined);
      lastAcross.set(kind, made);
      return made;
    },
    every<T>(kind: string, agents: readonly RosterAgent[], make: (agent: RosterAgent) => T): T[] {
      const last = lastEvery.get(kind);
      const answers: T[] = [];
      for (let i = 0; i < agents.length; i++) {
        const agent = agents[i]!;
        answers.push(last?.agents[i] === agent ? (last.answers[i] as T) : this.recall(kind, agent, () => make(agent)));
      }
      lastEvery.set(kind, { agents, answers });
      return answers;
    },
    recall<T>(kind: string, agent: RosterAgent, make: () => T): T {
      let answers = byEntry.get(agent.entry);
      if (!answers) byEntry.set(agent.entry, (answers = new Map()));
      // The entry's id and place are part of the answers (their paths): an entry read under another is made again.
      const found = answers.get(kind);
      const path = agent.source?.path;
      if (found && found.id === agent.id && samePlace(found.path, path)) return found.answer as T;
      const answer = make();
      answers.set(kind, { id: agent.id, path, answer });
      return answer;
    },
  };
}

/** The memory of one reading alone (one no analyzer keeps): each agent's answers made once for it. */
export const oneReading = (): AgentRecall =>
  recallIn({ byEntry: new WeakMap(), lastEvery: new Map(), lastAcross: new Map() });

/** How many generations a release keeps: the config typed in, and another asked between keystrokes (the baseline). */
const GENERATIONS = 3;

export class AgentMemory {
  private readonly generations = new Map<OpenClawProfileId, Generation[]>();

  /**
   * @param sameMachine whether two machines give the same answers (the analyzer's comparison: a keystroke's machine is
   *   a new object with the same places, variables and files).
   */
  constructor(private readonly sameMachine: (a: OpenClawEnvironment, b: OpenClawEnvironment) => boolean) {}

  /** The memory for a reading of `config` under `profile`: the last one's when nothing outside the entries changed. */
  recallFor(profile: OpenClawProfileId, config: unknown, roster: Roster, env: OpenClawEnvironment): AgentRecall {
    const outside = outsideOf(config, roster);
    const kept = this.generations.get(profile) ?? [];
    const found = kept.find((g) => sameList(g.outside, outside) && this.sameMachine(g.env, env));
    const generation = found ?? { outside, env, byEntry: new WeakMap(), lastEvery: new Map(), lastAcross: new Map() };
    this.generations.set(profile, [generation, ...kept.filter((g) => g !== generation)].slice(0, GENERATIONS));
    return recallIn(generation);
  }
}
