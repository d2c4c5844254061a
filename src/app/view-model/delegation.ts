/** Delegation panel: the team as a tree with each mode, the calls with their verdicts and decision paths. */
import type { Analysis, CallResult, Mode, Verdict } from "../../core/index";
import { T } from "../texts";
import { chipOf, type ChipVM, type Target } from "./common";

export interface TeamNodeVM {
  readonly key: string;
  readonly name: string;
  readonly isMain: boolean;
  /** The mode badge, or undefined when checkMode refused the subagent. */
  readonly mode: Mode | undefined;
  readonly request: readonly string[];
  readonly error: string | undefined;
  readonly children: readonly TeamNodeVM[];
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
}

export type TightenVM =
  | { readonly kind: "none" }
  | { readonly kind: "error"; readonly error: string }
  | { readonly kind: "preview"; readonly heading: string; readonly changes: readonly string[] };

export interface DelegationVM {
  readonly root: TeamNodeVM;
  readonly unattended: boolean;
  readonly calls: readonly CallVM[];
  readonly tighten: TightenVM;
}

/** The name subagents use for the main agent as their parent. */
export const LEAD = "lead";

function treeOf(analysis: Analysis): TeamNodeVM {
  const sim = analysis.simulation;
  const names = new Set(sim.subagents.map((s) => s.name));
  const children = new Map<string, typeof sim.subagents>();
  for (const sub of sim.subagents) {
    const parent = sub.parent === LEAD || !names.has(sub.parent) || sub.parent === sub.name ? LEAD : sub.parent;
    children.set(parent, [...(children.get(parent) ?? []), sub]);
  }
  const visited = new Set<string>();
  const build = (parent: string): TeamNodeVM[] =>
    (children.get(parent) ?? []).flatMap((sub, i) => {
      if (visited.has(sub.name)) return [];
      visited.add(sub.name);
      return [
        {
          key: `${sub.name}:${i}`,
          name: sub.name,
          isMain: false,
          mode: sub.outcome.ok ? sub.outcome.mode : undefined,
          request: sub.outcome.ok ? sub.outcome.request : [],
          error: sub.outcome.ok ? undefined : sub.outcome.error,
          children: build(sub.name),
        },
      ];
    });
  return {
    key: "main",
    name: sim.mainAgentId,
    isMain: true,
    mode: sim.mainMode,
    request: [],
    error: undefined,
    children: build(LEAD),
  };
}

function verdictText(verdict: Verdict): string {
  return verdict.answer === "refused" ? verdict.text : verdict.decision.reason;
}

function callOf(call: CallResult): CallVM {
  const decision = call.verdict.decision;
  return {
    key: `${call.index}`,
    agent: call.agent,
    tool: call.tool,
    patterns: call.patterns,
    answer: call.verdict.answer,
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
          met: call.expect.met,
          text: call.expect.met
            ? T.delegation.expectMet
            : T.delegation.expectMissed(T.delegation.verdicts[call.expect.answer]),
        }
      : undefined,
    decidedBy: decision ? chipOf(decision.decidedBy.from) : undefined,
  };
}

function tightenOf(analysis: Analysis): TightenVM {
  const t = analysis.simulation.tighten;
  if (t === undefined) return { kind: "none" };
  if ("error" in t) return { kind: "error", error: t.error };
  return {
    kind: "preview",
    heading: T.delegation.tightenHeading(t.from, t.to),
    changes: t.changes.map((c) => T.delegation.tightenChange(c.name, c.before, c.after)),
  };
}

export function delegationVM(analysis: Analysis): DelegationVM {
  return {
    root: treeOf(analysis),
    unattended: analysis.simulation.unattended,
    calls: analysis.simulation.calls.map(callOf),
    tighten: tightenOf(analysis),
  };
}

export type { Target };
