/**
 * Changes along the chain of modes, rules, grants and approvals that no single change makes: a subagent's mode is
 * bounded by its parent's, so loosening it may need the main agent's mode loosened too; and a looser mode may still
 * leave the call to be allowed (a rule, an approval) and granted. Up to three changes each, built from the single
 * candidates (candidates.ts), never looser than needed: the main agent's mode one step at a time up to accept-edits
 * first, the subagent's up to the main agent's new mode. search.ts verifies and ranks them with the rest.
 */
import type { JsonPath } from "../diagnostics";
import type { Mode } from "../results";
import { MODES } from "../vocabulary";
import type { Change } from "./change";
import type { Candidate } from "./candidates";
import type { PathEdit } from "./edits";

const rank = (m: Mode): number => MODES.indexOf(m);

export interface Chain {
  readonly agent: string;
  readonly mainMode: Mode;
  /** The subagent making the call: its entry's index in team.agents, its mode; absent for the main agent. */
  readonly sub?: { readonly index: number; readonly mode: Mode };
}

function setMode(agent: string, path: JsonPath, from: Mode, to: Mode): { change: Change; edit: PathEdit } {
  return {
    change: { kind: "set-mode", agent, from, to },
    edit: { doc: "scenarios", op: "set", path, value: to },
  };
}

const join = (parts: readonly Candidate[], weight: number): Candidate => ({
  changes: parts.flatMap((p) => p.changes),
  edits: parts.flatMap((p) => p.edits),
  weight,
  level: Math.max(...parts.map((p) => p.level)),
});

/**
 * The chained candidates for making a call run, from `singles` (the one-change candidates at the call's own text:
 * rules, approvals, grants).
 */
export function chainCandidates(chain: Chain, singles: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  const narrow = singles.filter((c) => c.level === 0 && c.changes.length === 1);
  const rules = narrow.filter((c) => c.changes[0]!.kind === "add-rule" || c.changes[0]!.kind === "add-approval");
  const grants = narrow.filter((c) => c.changes[0]!.kind === "add-grant");
  // The main agent's looser modes, nearest first (bypass last: the search drops it when anything narrower works).
  const mainModes = MODES.filter((m) => rank(m) < rank(chain.mainMode)).reverse();
  const lead = (to: Mode): Candidate => {
    const m = setMode("lead", ["team", "mode"], chain.mainMode, to);
    return { changes: [m.change], edits: [m.edit], weight: 6, level: 0 };
  };
  if (!chain.sub) {
    // The main agent: a looser mode with a rule or approval.
    for (const to of mainModes) for (const r of rules) out.push(join([lead(to), r], 7));
    return out;
  }
  const sub = chain.sub;
  const subMode = (to: Mode): Candidate => {
    const m = setMode(chain.agent, ["team", "agents", sub.index, "mode"], sub.mode, to);
    return { changes: [m.change], edits: [m.edit], weight: 5, level: 0 };
  };
  // The subagent's looser modes within the main agent's mode as it is: with a rule (or approval), a grant, or both.
  const within = MODES.filter((m) => rank(m) < rank(sub.mode) && rank(m) >= rank(chain.mainMode)).reverse();
  for (const to of within) {
    for (const r of rules) out.push(join([subMode(to), r], 6));
    for (const g of grants) out.push(join([subMode(to), g], 6));
    for (const r of rules) for (const g of grants) out.push(join([subMode(to), r, g], 7));
  }
  // Both modes loosened: the main agent's first, the subagent's up to it; and the same with a rule.
  for (const main of mainModes)
    for (const to of MODES.filter((m) => rank(m) < rank(sub.mode) && rank(m) >= rank(main)).reverse()) {
      out.push(join([lead(main), subMode(to)], 7));
      for (const r of rules) out.push(join([lead(main), subMode(to), r], 8));
    }
  return out;
}
