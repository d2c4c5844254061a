/**
 * Placing the scenario's subagents in their tree: parents first whatever the written order, each checked against its
 * parent's mode (checkMode) and given its model and tools with its parent as the caller (resolveChoice). A missing
 * parent or a cycle refuses the subagents concerned with a message; nothing loops.
 */
import type { CatalogModel, CatalogTool } from "../catalog";
import { isMode } from "../permission";
import type { Mode, SubagentResult, ToolClass } from "../results";
import { TEAM_CODES } from "./codes";
import { LEAD, checkMode, type Grant } from "./delegation";
import { reasonText } from "../reason-text";
import type { ChoiceReason, ModeReason, NotCreatedReason } from "../reasons";
import type { AgentSpec, Reporter } from "./read";
import { teamTexts as T } from "./texts";
import { UNLIMITED, type Steps } from "../budget";
import { NAMES_SHOWN } from "../words";
import { parentsFirst } from "./heap";
import {
  callerToolsOf,
  isChoiceReason,
  resolveChoice,
  toChoiceResult,
  type CallerAgent,
  type ResolvedChoice,
} from "./tools";

/** A subagent that exists in the simulated session: checked, and given its tools. */
export interface LiveAgent {
  readonly name: string;
  readonly parent: string;
  readonly mode: Mode;
  readonly request: readonly ToolClass[];
  readonly grants: readonly Grant[];
  readonly choice: ResolvedChoice;
}

export interface Tree {
  readonly results: SubagentResult[];
  /** The subagents that exist, by name. */
  readonly live: Map<string, LiveAgent>;
  /** Why a named subagent does not exist. */
  readonly refused: Map<string, NotCreatedReason>;
}

/** Which field a tool-choice error is about, so its diagnostic points at it. */
function choiceField(spec: AgentSpec, reason: ChoiceReason): string | undefined {
  if (reason.kind === "unknown-model") return spec.choice.model === undefined ? undefined : "model";
  if (reason.kind === "invalid-thinking") return "thinkingLevel";
  return "tools";
}

/**
 * Why each subagent that was never placed has no place: a missing parent, a missing ancestor, or a circle (it is in
 * one, or under one). The parents form a graph where each subagent points at one parent: every subagent is walked
 * once (iteratively), so 10,000 subagents under a missing parent or a circle of 3,000 cost no more than the list.
 */
function unplacedReasons(
  pending: readonly AgentSpec[],
  specs: ReadonlyMap<string, AgentSpec>,
  names: readonly string[],
  steps: Steps,
): Map<AgentSpec, ModeReason> {
  const out = new Map<AgentSpec, ModeReason>();
  /** Where a walk from a subagent ends: a missing parent, or a circle (`inCircle`: the subagent is on it). */
  const ends = new Map<AgentSpec, "missing" | "circle">();
  const onCircle = new Map<AgentSpec, { head: string[]; size: number }>();
  for (const start of pending) {
    if (ends.has(start)) continue;
    // Walk up until a subagent already known, a missing parent, or one seen on this walk (a circle).
    const walk: AgentSpec[] = [];
    const onWalk = new Map<AgentSpec, number>();
    let at: AgentSpec | undefined = start;
    let end: "missing" | "circle";
    for (;;) {
      steps.step();
      const known = ends.get(at);
      if (known) {
        end = known;
        break;
      }
      const seen = onWalk.get(at);
      if (seen !== undefined) {
        const members = walk.slice(seen);
        for (let k = 0; k < members.length; k++) {
          const head: string[] = [];
          for (let j = 0; j < Math.min(members.length, NAMES_SHOWN); j++)
            head.push(members[(k + j) % members.length]!.name);
          onCircle.set(members[k]!, { head, size: members.length });
        }
        end = "circle";
        break;
      }
      onWalk.set(at, walk.length);
      walk.push(at);
      const parent = specs.get(at.parent);
      if (!parent) {
        end = "missing";
        break;
      }
      at = parent;
    }
    for (const w of walk) ends.set(w, end);
  }
  for (const spec of pending) {
    const circle = onCircle.get(spec);
    if (circle) out.set(spec, { kind: "cycle", head: circle.head, size: circle.size });
    else if (!specs.has(spec.parent)) out.set(spec, { kind: "missing-parent", parent: spec.parent, names });
    else if (ends.get(spec) === "circle") out.set(spec, { kind: "under-cycle", parent: spec.parent });
    else out.set(spec, { kind: "missing-ancestor", parent: spec.parent });
  }
  return out;
}

export function placeAgents(
  r: Reporter,
  specs: readonly AgentSpec[],
  lead: CallerAgent & { mode: string },
  models: ReadonlyMap<string, CatalogModel>,
  steps: Steps = UNLIMITED,
): Tree {
  const byName = new Map(specs.map((s) => [s.name, s]));
  const names = specs.map((s) => s.name);
  const results: SubagentResult[] = [];
  const live = new Map<string, LiveAgent>();
  const refused = new Map<string, NotCreatedReason>();
  const depth = new Map<string, number>([[LEAD, 0]]);
  // Parents first, and among the subagents whose parent is placed, the first written (refused ones included: their
  // children are placed next, and refused in turn).
  const order = parentsFirst(specs, LEAD, () => steps.step());
  for (const spec of order) {
    steps.step();
    depth.set(spec.name, depth.get(spec.parent)! + 1);
    const base = { name: spec.name, parent: spec.parent, path: spec.path, depth: depth.get(spec.name)! };
    const refuse = (reason: ModeReason) => {
      refused.set(spec.name, reason);
      results.push({ ...base, outcome: { ok: false, reason }, choice: undefined });
    };
    const parent = spec.parent === LEAD ? lead : live.get(spec.parent);
    if (!parent) {
      const reason: ModeReason = { kind: "parent-refused", parent: spec.parent };
      r.add(TEAM_CODES.parentRefused, [...spec.path, "parent"], reasonText(reason));
      refuse(reason);
      continue;
    }
    const parentMode: string = parent.mode;
    const checked = checkMode(parentMode as Mode, spec.mode as Mode | undefined, spec.request);
    if ("refusal" in checked) {
      reportModeRefusal(r, spec, parentMode, checked.refusal);
      refuse(checked.refusal);
      continue;
    }
    const caller: CallerAgent =
      "choice" in parent
        ? {
            model: parent.choice.model,
            thinkingLevel: parent.choice.thinkingLevel,
            tools: callerToolsOf(parent.choice),
          }
        : lead;
    const choice = withLoad(r, spec, resolveChoice(models, caller, spec.choice, undefined, "subagent"));
    if (isChoiceReason(choice)) {
      const field = choiceField(spec, choice);
      r.add(TEAM_CODES.choiceRefused, field ? [...spec.path, field] : spec.path, reasonText(choice));
      // Its mode is fine; its model, level or tools are not, so it is never created.
      refused.set(spec.name, choice);
      const outcome = { ok: true as const, mode: checked.mode, request: checked.request };
      results.push({ ...base, outcome, choice: toChoiceResult(choice) });
      continue;
    }
    if (choice.thinkingLevel !== choice.requestedThinkingLevel) {
      const at = spec.choice.thinkingLevel !== undefined ? [...spec.path, "thinkingLevel"] : spec.path;
      r.add(
        TEAM_CODES.thinkingClamped,
        at,
        T.thinkingClamped(choice.requestedThinkingLevel, choice.model, choice.thinkingLevel),
      );
    }
    const agent: LiveAgent = {
      name: spec.name,
      parent: spec.parent,
      mode: checked.mode,
      request: checked.request,
      grants: spec.grants,
      choice,
    };
    live.set(spec.name, agent);
    results.push({
      ...base,
      outcome: { ok: true, mode: checked.mode, request: checked.request },
      choice: toChoiceResult(choice),
    });
  }
  const placed = new Set(order);
  const pending = specs.filter((s) => !placed.has(s));
  const reasons = unplacedReasons(pending, byName, names, steps);
  for (const spec of pending) {
    steps.step();
    const why = reasons.get(spec)!;
    const cycle = why.kind === "cycle" || why.kind === "under-cycle";
    r.add(cycle ? TEAM_CODES.cycle : TEAM_CODES.missingParent, [...spec.path, "parent"], reasonText(why));
    refused.set(spec.name, why);
    results.push({
      name: spec.name,
      parent: spec.parent,
      path: spec.path,
      depth: 0,
      outcome: { ok: false, reason: why },
      choice: undefined,
    });
  }
  return { results, live, refused };
}

const MODE_REFUSAL_CODES = {
  "not-a-mode": [TEAM_CODES.unknownMode, "mode"],
  "mode-wider": [TEAM_CODES.modeWider, "mode"],
  "request-not-narrower": [TEAM_CODES.requestNotNarrower, "request"],
  "request-kind": [TEAM_CODES.requestKind, "request"],
} as const;

/** checkMode's refusal as a diagnostic at the field it is about (an unknown main mode is reported at team.mode). */
function reportModeRefusal(r: Reporter, spec: AgentSpec, parentMode: string, reason: ModeReason): void {
  if (!isMode(parentMode) || !Object.hasOwn(MODE_REFUSAL_CODES, reason.kind)) return;
  const [code, field] = MODE_REFUSAL_CODES[reason.kind as keyof typeof MODE_REFUSAL_CODES];
  r.add(code, [...spec.path, field], reasonText(reason));
}

/** The scenario's `load`: deferred tools the subagent has loaded since it started. */
function withLoad(r: Reporter, spec: AgentSpec, choice: ResolvedChoice | ChoiceReason): ResolvedChoice | ChoiceReason {
  if (isChoiceReason(choice) || !spec.load.length) return choice;
  const loaded: CatalogTool[] = [...choice.loaded];
  spec.load.forEach((name, k) => {
    const tool = choice.tools.find((t) => t.name === name && t.deferred);
    if (!tool) return r.add(TEAM_CODES.loadNotGiven, [...spec.path, "load", k], T.loadNotGiven(name));
    if (!loaded.includes(tool)) loaded.push(tool);
  });
  return { ...choice, loaded };
}
