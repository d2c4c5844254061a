/** Delegation panel: the team as a tree with each mode, the calls with their verdicts and decision paths. */
import {
  isOneOf,
  MODES,
  reasonText,
  VERDICT_ANSWERS,
  verdictReason,
  type Analysis,
  type AnswerLookup,
  type AnswerValue,
  type CallResult,
  type JsonPath,
  type Mode,
  type Verdict,
  type VerdictAnswer,
  type WhyTarget,
} from "../../core/index";
import { T } from "../texts";
import { chipOf, type ChipVM, type Target } from "./common";
import { callPin, type Pin } from "./expectations";

/** One member of the team, in the order the tree is read (each member before its subagents). */
export interface TeamNodeVM {
  readonly key: string;
  readonly name: string;
  readonly isMain: boolean;
  /** How many parents stand above it: 0 for the main agent, 1 for its direct subagents. */
  readonly depth: number;
  /** The mode badge, or undefined when checkMode refused the subagent. */
  readonly mode: Mode | undefined;
  readonly request: readonly string[];
  readonly error: string | undefined;
}

export interface StepVM {
  readonly key: string;
  readonly kind: string;
  readonly label: string;
  readonly action: string | undefined;
  readonly from: ChipVM | undefined;
}

export interface CallVM {
  readonly key: string;
  readonly agent: string;
  readonly tool: string;
  readonly patterns: readonly string[];
  readonly answer: Verdict["answer"];
  readonly verdict: string;
  readonly text: string;
  readonly steps: readonly StepVM[];
  readonly expect: { readonly met: boolean; readonly text: string } | undefined;
  readonly decidedBy: ChipVM | undefined;
  /** The verdict, as this call's expectation. */
  readonly pin: Pin;
  /** What "why not?" (or "what would stop it?") asks about. */
  readonly why: WhyTarget;
  /** Its entry in the scenarios (`["calls", i]`): where the editor places its verdict. */
  readonly path: JsonPath;
}

export type TightenVM =
  | { readonly kind: "none" }
  | { readonly kind: "error"; readonly error: string }
  | { readonly kind: "preview"; readonly heading: string; readonly changes: readonly string[] };

export interface DelegationVM {
  /**
   * The team as rows, the main agent first, each subagent under its parent (depth-first, in document order). A flat
   * list, built without recursion, so a chain thousands deep is drawn a page at a time and never nests that deep.
   */
  readonly team: readonly TeamNodeVM[];
  readonly unattended: boolean;
  /** The first MAX_CALLS_SHOWN calls, in document order. */
  readonly calls: readonly CallVM[];
  /** How many calls come after those (not carried to the page: a million calls' traces are hundreds of MB). */
  readonly hiddenCalls: number;
  readonly tighten: TightenVM;
}

/** The calls a Delegation view carries; the Problems panel still lists every unmet expectation. */
export const MAX_CALLS_SHOWN = 10_000;

/** The name subagents use for the main agent as their parent. */
export const LEAD = "lead";

type Subagent = Analysis["simulation"]["subagents"][number];

/** A subagent's mode answer as a mode; "not created" is none. */
const modeOf = (value: AnswerValue | undefined): Mode | undefined => (isOneOf(MODES, value) ? value : undefined);

function treeOf(analysis: Analysis, answer: AnswerLookup): TeamNodeVM[] {
  const sim = analysis.simulation;
  const names = new Set(sim.subagents.map((s) => s.name));
  const children = new Map<string, Subagent[]>();
  for (const sub of sim.subagents) {
    const parent = sub.parent === LEAD || !names.has(sub.parent) || sub.parent === sub.name ? LEAD : sub.parent;
    const siblings = children.get(parent);
    if (siblings) siblings.push(sub);
    else children.set(parent, [sub]);
  }
  const rows: TeamNodeVM[] = [
    { key: "main", name: sim.mainAgentId, isMain: true, depth: 0, mode: sim.mainMode, request: [], error: undefined },
  ];
  // Depth-first with a stack of its own (not the call stack): children pushed last-first come out in order.
  const stack: { sub: Subagent; index: number; depth: number }[] = [];
  const pushChildren = (parent: string, depth: number): void => {
    const list = children.get(parent) ?? [];
    for (let i = list.length - 1; i >= 0; i--) stack.push({ sub: list[i]!, index: i, depth });
  };
  pushChildren(LEAD, 1);
  const visited = new Set<string>();
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { sub, index, depth } = next;
    if (visited.has(sub.name)) continue;
    visited.add(sub.name);
    rows.push({
      key: `${sub.name}:${index}`,
      name: sub.name,
      isMain: false,
      depth,
      mode: modeOf(answer("subagent", sub.path, "mode")?.value),
      request: sub.outcome.ok ? sub.outcome.request : [],
      error: sub.outcome.ok ? undefined : reasonText(sub.outcome.reason),
    });
    pushChildren(sub.name, depth + 1);
  }
  return rows;
}

function verdictText(verdict: Verdict): string {
  return reasonText(verdictReason(verdict));
}

/** A call's verdict answer; every call drawn has one (the answers cover MAX_CALLS_SHOWN calls). */
function verdictOf(value: AnswerValue | undefined): VerdictAnswer {
  if (!isOneOf(VERDICT_ANSWERS, value)) throw new Error("a call drawn without its verdict answer");
  return value;
}

function callOf(call: CallResult, answer: AnswerLookup): CallVM {
  const decision = call.verdict.decision;
  const verdict = answer("call", call.path, "verdict")?.value;
  const met = answer("call", call.path, "expectation")?.value;
  return {
    key: `${call.index}`,
    agent: call.agent,
    tool: call.tool,
    patterns: call.patterns,
    answer: verdictOf(verdict),
    verdict: T.delegation.verdicts[call.verdict.answer],
    text: verdictText(call.verdict),
    steps: call.trace.map((step, i) => ({
      key: `${i}:${step.step}`,
      kind: T.delegation.steps[step.step],
      label: step.label,
      action: step.decision?.action,
      from: step.from ? chipOf(step.from) : undefined,
    })),
    expect: call.expect
      ? {
          met: met === true,
          text:
            met === true
              ? T.delegation.expectMet
              : T.delegation.expectMissed(T.delegation.verdicts[call.expect.answer]),
        }
      : undefined,
    decidedBy: decision ? chipOf(decision.decidedBy.from) : undefined,
    pin: callPin(call.index, verdictOf(verdict)),
    why: { kind: "call", index: call.index },
    path: call.path,
  };
}

function tightenOf(analysis: Analysis): TightenVM {
  const t = analysis.simulation.tighten;
  if (t === undefined) return { kind: "none" };
  if ("reason" in t) return { kind: "error", error: reasonText(t.reason) };
  return {
    kind: "preview",
    heading: T.delegation.tightenHeading(t.from, t.to),
    changes: t.changes.map((c) => T.delegation.tightenChange(c.name, c.before, c.after)),
  };
}

/** The team and the calls; the verdicts, expectations and modes a script reads are the answers' (answersOf). */
export function delegationVM(analysis: Analysis, answer: AnswerLookup): DelegationVM {
  return {
    team: treeOf(analysis, answer),
    unattended: analysis.simulation.unattended,
    calls: analysis.simulation.calls.slice(0, MAX_CALLS_SHOWN).map((call) => callOf(call, answer)),
    hiddenCalls: Math.max(0, analysis.simulation.calls.length - MAX_CALLS_SHOWN),
    tighten: tightenOf(analysis),
  };
}

export type { Target };
