/** Session panel: the first session of the scenarios, its resolved agent and the priority chain. */
import type { Analysis, AnswerLookup } from "../../core/index";
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

/** How many other agents the "give it another agent" choice lists. */
const OTHERS_LISTED = 200;

/** The first session case, or undefined when the scenarios have none. */
export function sessionVM(analysis: Analysis, answer: AnswerLookup): SessionVM | undefined {
  const session = analysis.sessions[0];
  if (!session) return undefined;
  const agent = answer("session", session.path, "agent")?.value;
  const primary = session.model.primary.value;
  const fallbacks = session.model.fallbacks.value;
  return {
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
    others: analysis.agents
      .filter((a) => a.reachable && a.id !== session.sessionAgentId)
      .slice(0, OTHERS_LISTED)
      .map((a) => a.id),
  };
}
