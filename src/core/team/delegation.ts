/**
 * Delegation (the seed's rules, exactly): a subagent's mode is its parent's or stricter, request options go with a
 * stricter mode, and who decides a subagent's call: itself, the main agent (through a request), or the person.
 * Pure rules over permission/evaluate. An unknown mode is refused with a message, never guessed.
 */
import { parentsFirst } from "./heap";
import { TOOL_CLASSES } from "../catalog";
import type { Provenance } from "../diagnostics";
import {
  evaluate,
  GRANT_STEP,
  isMode,
  MODE_ORDER,
  modeRank,
  type Context as PermContext,
  type PermissionRequest,
  type Rule,
} from "../permission";
import type { Decision, Mode, ToolClass, Verdict } from "../results";
import type { ModeReason, RefusalReason } from "../reasons";

export { MODE_ORDER };

/** a is looser than b. */
export const looser = (a: Mode, b: Mode): boolean => modeRank(a) < modeRank(b);
/** a is stricter than b. */
export const stricter = (a: Mode, b: Mode): boolean => modeRank(a) > modeRank(b);
/** The stricter of the two. */
export const strictest = (a: Mode, b: Mode): Mode => (stricter(a, b) ? a : b);

/** What a subagent may ask the main agent to approve: the tool classes. */
export const REQUEST_KINDS: readonly ToolClass[] = TOOL_CLASSES;

/** The name of the main agent in the team. */
export const LEAD = "lead";

/**
 * team_add's / team_assign's mode and request options for a parent in `parentMode`: the refusal, or the mode and
 * options the subagent gets.
 */
export function checkMode(
  parentMode: Mode,
  mode: Mode | undefined,
  request: readonly string[] | undefined,
): { refusal: ModeReason } | { mode: Mode; request: ToolClass[] } {
  if (!isMode(parentMode)) return { refusal: { kind: "not-a-mode", mode: String(parentMode) } };
  if (mode !== undefined && !isMode(mode)) return { refusal: { kind: "not-a-mode", mode: String(mode) } };
  const m = mode ?? parentMode;
  if (looser(m, parentMode)) return { refusal: { kind: "mode-wider", parentMode } };
  const req = request ?? [];
  if (req.length && !stricter(m, parentMode)) return { refusal: { kind: "request-not-narrower" } };
  const bad = req.find((k) => !(REQUEST_KINDS as readonly string[]).includes(k));
  if (bad !== undefined) return { refusal: { kind: "request-kind", requestKind: bad, kinds: REQUEST_KINDS } };
  return { mode: m, request: [...new Set(req)] as ToolClass[] };
}

/** A grant the main agent gave (team_decide): a rule for this subagent alone. */
export interface Grant {
  readonly tool: string;
  /** The permission key of the tool (edit and write share `edit`). */
  readonly permission?: string;
  readonly pattern: string;
  /** Where the grant is written (the scenarios' team.agents[i].grants[j]). */
  readonly from?: Provenance;
}

export interface WhoDecidesOptions {
  readonly ctx: Omit<PermContext, "mode">;
  /** The subagent's mode. */
  readonly mode: Mode;
  /** The main agent's mode. */
  readonly main: Mode;
  readonly request: readonly string[];
  readonly grants: readonly Grant[];
  readonly unattended?: boolean;
}

/** Which branch of whoDecides answered, in its order. */
export type Branch =
  "own-allows" | "own-denies" | "requestable" | "not-delegated" | "main-denies" | "unattended" | "person";

/** whoDecides' verdict with the path it took: the main agent's decision, the grants that applied, its own decision. */
export interface WhoDecidesTrace {
  readonly verdict: Verdict;
  readonly branch: Branch;
  readonly main: Decision;
  readonly own: Decision;
  /** The grants added to its rules: all of them when the main agent allows the call, else none. */
  readonly grantsApplied: readonly Grant[];
}

/** The grants as allow rules, marked as grants so the decision names them. */
export function grantRules(grants: readonly Grant[]): Rule[] {
  return grants.map((g) => ({
    permission: g.permission ?? g.tool,
    pattern: g.pattern,
    action: "allow" as const,
    from: { ...(g.from ?? { label: `grant ${g.tool} ${JSON.stringify(g.pattern)}` }), step: GRANT_STEP },
  }));
}

/** whoDecides, showing its work. A grant applies only where the main agent's own mode would allow the call. */
export function whoDecidesTraced(req: PermissionRequest, o: WhoDecidesOptions): WhoDecidesTrace {
  const mainD = evaluate(req, { ...o.ctx, mode: o.main });
  const grantsApplied = mainD.action === "allow" ? o.grants : [];
  const extraRules = grantsApplied.length ? grantRules(grantsApplied) : undefined;
  const own = evaluate(req, { ...o.ctx, mode: o.mode, ...(extraRules && { extraRules }) });
  const at = (branch: Branch, verdict: Verdict): WhoDecidesTrace => ({
    verdict,
    branch,
    main: mainD,
    own,
    grantsApplied,
  });
  if (own.action === "allow") return at("own-allows", { answer: "run", decision: own });
  if (own.action === "deny")
    return at("own-denies", { answer: "refused", reason: { kind: "own-denies", decision: own.reason }, decision: own });
  if (mainD.action === "allow")
    return o.request.includes(req.class)
      ? at("requestable", { answer: "refused", reason: { kind: "requestable" } })
      : at("not-delegated", { answer: "refused", reason: { kind: "not-delegated" } });
  if (mainD.action === "deny")
    return at("main-denies", {
      answer: "refused",
      reason: { kind: "main-denies", decision: mainD.reason },
      decision: mainD,
    });
  if (o.unattended) return at("unattended", { answer: "refused", reason: { kind: "unattended" }, decision: own });
  return at("person", { answer: "person", decision: own });
}

/** Who decides a subagent's call: itself, the main agent (through a request), or the person. */
export function whoDecides(req: PermissionRequest, o: WhoDecidesOptions): Verdict {
  return whoDecidesTraced(req, o).verdict;
}

/** team_request's own check: the tool's risk class must be one of the options. */
export function requestRefusal(
  tool: string,
  cls: ToolClass | undefined,
  request: readonly string[],
): RefusalReason | undefined {
  if (cls && request.includes(cls)) return undefined;
  return { kind: "not-requestable", tool, kinds: request };
}

/**
 * The main agent made stricter: every subagent looser than its parent is made as strict as it, down the tree.
 * `agents` in tree order, but any order is tolerated; agents under a missing parent or in a cycle are left out.
 * Returns each placed agent's mode after (a prototype-free record: any name is just a key).
 */
export function tighten(
  main: Mode,
  agents: readonly { name: string; parent: string; mode: Mode }[],
  lead: string = LEAD,
): Record<string, Mode> {
  const modes = new Map<string, Mode>([[lead, main]]);
  const out = Object.create(null) as Record<string, Mode>;
  for (const a of parentsFirst(agents, lead)) {
    const mode = strictest(a.mode, modes.get(a.parent)!);
    modes.set(a.name, mode);
    out[a.name] = mode;
  }
  return out;
}
