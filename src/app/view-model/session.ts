/** Session panel: every session of the scenarios, each with its resolved agent and its priority chain. */
import type { Analysis, AnswerLookup, SessionCase } from "../../core/index";
import { T } from "../texts";
import { chipOf, listText, type ChipVM } from "./common";
import { sessionPin, type Pin } from "./expectations";

export interface ChainStepVM {
  readonly key: string;
  readonly label: string;
  readonly applies: boolean;
  readonly winner: boolean;
  readonly value: string | undefined;
  readonly note: string;
  readonly from: ChipVM | undefined;
}

export interface SessionVM {
  /** Its name in the list: its place and key ("Session 2: agent:writer:notes"). */
  readonly title: string;
  readonly agentId: string;
  readonly inList: boolean;
  readonly model: string;
  readonly chain: readonly ChainStepVM[];
  readonly notes: readonly string[];
  readonly expect: { readonly met: boolean; readonly text: string } | undefined;
  /** The agent it resolves to, as its expectation. */
  readonly pin: Pin;
  /** Its place in scenarios.sessions, and the other agents it could be given ("what would give another?"). */
  readonly index: number;
  readonly others: readonly string[];
}

/** Every session of the scenarios (the panel draws a page of them). */
export interface SessionsVM {
  readonly sessions: readonly SessionVM[];
  /** Sessions past MAX_SESSIONS_SHOWN, not drawn (the editor's hover still covers them). */
  readonly hidden: number;
}

/** How many other agents the "give it another agent" choice lists. */
const OTHERS_LISTED = 200;

/** More sessions than this are counted, not drawn (as the calls are). */
export const MAX_SESSIONS_SHOWN = 1_000;

/** Every session case, in document order (up to MAX_SESSIONS_SHOWN). */
export function sessionsVM(analysis: Analysis, answer: AnswerLookup): SessionsVM {
  const shown = analysis.sessions.slice(0, MAX_SESSIONS_SHOWN);
  // The agents a session could be given, read once: each session's choice leaves out its own.
  const reachable = analysis.agents
    .filter((a) => a.reachable)
    .slice(0, OTHERS_LISTED + 1)
    .map((a) => a.id);
  return {
    sessions: shown.map((session) => sessionOf(session, answer, reachable)),
    hidden: analysis.sessions.length - shown.length,
  };
}

function sessionOf(session: SessionCase, answer: AnswerLookup, reachable: readonly string[]): SessionVM {
  const agent = answer("session", session.path, "agent")?.value;
  const primary = session.model.primary.value;
  const fallbacks = session.model.fallbacks.value;
  return {
    title: T.session.sessionTitle(session.index, session.key),
    agentId: typeof agent === "string" ? agent : "",
    inList: session.agent !== undefined,
    model: primary
      ? fallbacks.length > 0
        ? `${primary} (then ${listText(fallbacks, "")})`
        : primary
      : T.agents.noModel,
    chain: session.chain.map((step, i) => ({
      key: `${i}:${step.step}`,
      label: step.label,
      applies: step.applies,
      winner: step.winner,
      value: step.value,
      note: step.note,
      from: step.from ? chipOf(step.from) : undefined,
    })),
    notes: session.notes,
    expect: session.expect ? { met: session.expect.met, text: session.expect.text } : undefined,
    pin: sessionPin(session.index, typeof agent === "string" ? agent : session.sessionAgentId),
    index: session.index,
    others: reachable.filter((id) => id !== session.sessionAgentId).slice(0, OTHERS_LISTED),
  };
}
