/**
 * Evaluating one permission request: which rules, grants and approvals match, which of them wins (deny beats ask
 * beats allow, whatever their order or source), the mode's default when none matches, and the mode's ceiling capping
 * the result. Every decision names what decided it, so the studio can point at the config line.
 */
import { TOOL_CLASSES } from "../catalog";
import type { Steps } from "../budget";
import type { Provenance } from "../diagnostics";
import type { Action, Decision, DecidedBy, Mode, ToolClass } from "../results";
import type { DecisionReason } from "../reasons";
import { matchWildcard } from "./match";
import { candidateRules, type RuleIndexMemory } from "./rule-index";
import { BUILTIN_MODES, actionRank, isMode, modeRank, policyOf, type ClassPolicy, type ModesTable } from "./modes";
import { permissionTexts as T } from "./texts";

export interface PermissionRequest {
  readonly tool: string;
  /** The permission key rules match (default: the tool name). */
  readonly permission?: string;
  readonly class: ToolClass;
  readonly pattern?: string;
  /** Several patterns (a command with several parts): any deny denies, else any ask asks, else allow. */
  readonly patterns?: readonly string[];
}

/** A rule of permission.rules, or a grant (its provenance's step is GRANT_STEP). */
export interface Rule {
  readonly permission: string;
  readonly pattern: string;
  readonly action: Action;
  readonly from?: Provenance;
}

/** The person's "always allow" answer: an allow rule, but only while the evaluating mode is grantedIn or looser. */
export interface Approval {
  readonly permission: string;
  readonly pattern: string;
  readonly grantedIn: Mode;
  readonly from?: Provenance;
}

export interface Context {
  readonly mode: Mode;
  readonly rules: readonly Rule[];
  /**
   * More rules looked at besides `rules` (a subagent's grants): a few, scanned as they are, so the index of the
   * config's long rule list is built once and not again for every subagent's list with its grants added.
   */
  readonly extraRules?: readonly Rule[];
  readonly approvals: readonly Approval[];
  /** The modes table in force (default: the built-in one). */
  readonly modes?: ModesTable;
  /** An analysis's budget: a step per rule and approval looked at, and within long matches. */
  readonly steps?: Steps;
  /** Where the rule lists' indexes are kept (an analyzer's); without it every rule is looked at. */
  readonly ruleIndexes?: RuleIndexMemory;
}

/** The provenance step that marks a rule as a grant the main agent gave. */
export const GRANT_STEP = "grant";

/** One matching rule, grant or approval. */
interface Match {
  readonly kind: "rule" | "grant" | "approval";
  readonly action: Action;
  readonly permission: string;
  readonly pattern: string;
  readonly reason: DecisionReason;
  readonly from: Provenance;
}

const KIND_ORDER = { rule: 0, grant: 1, approval: 2 } as const;

/**
 * Which of two equally strict matches names the decision: rules before grants before approvals, then the longer
 * (more specific) pattern, then by text. Independent of order, so reordering rules never changes a decision.
 */
function better(a: Match, b: Match): boolean {
  if (KIND_ORDER[a.kind] !== KIND_ORDER[b.kind]) return KIND_ORDER[a.kind] < KIND_ORDER[b.kind];
  if (a.pattern.length !== b.pattern.length) return a.pattern.length > b.pattern.length;
  if (a.pattern !== b.pattern) return a.pattern < b.pattern;
  if (a.permission !== b.permission) return a.permission < b.permission;
  // Same permission and pattern (say, one approval given in bypass mode and one in accept-edits): the mode it was
  // given in decides (the stricter first), so that which one is named never depends on the order either.
  return grantedInRank(a.reason) > grantedInRank(b.reason);
}

const grantedInRank = (r: DecisionReason): number => (r.kind === "approval" ? modeRank(r.grantedIn) : -1);

const unknownFrom = (label: string): Provenance => ({ step: "unknown", label });

function deny(reason: DecisionReason, decidedBy: DecidedBy): Decision {
  return { action: "deny", reason, decidedBy };
}

/** The decision for one request in one context. Never throws: an unknown mode or class is a deny with its reason. */
export function evaluate(req: PermissionRequest, ctx: Context): Decision {
  const table = ctx.modes ?? BUILTIN_MODES;
  const mode: string = ctx.mode;
  const cls: string = req.class;
  if (!isMode(mode) || !policyOf(table, mode, "read"))
    return deny({ kind: "unknown-mode", mode }, { kind: "mode-default", from: unknownFrom(T.noSuchModeLabel) });
  const policy = (TOOL_CLASSES as readonly string[]).includes(cls) ? policyOf(table, mode, cls) : undefined;
  if (!policy)
    return deny(
      { kind: "unknown-class", tool: req.tool, toolClass: cls },
      {
        kind: "mode-default",
        from: unknownFrom(T.noSuchClassLabel),
      },
    );
  const permission = req.permission ?? req.tool;
  const patterns = req.patterns?.length ? req.patterns : [req.pattern ?? ""];
  let result: Decision | undefined;
  for (const text of patterns) {
    const d = decideOne(permission, text, mode, cls, ctx, policy);
    if (!result || actionRank(d.action) > actionRank(result.action)) result = d;
  }
  return result!;
}

function decideOne(
  permission: string,
  text: string,
  mode: Mode,
  cls: string,
  ctx: Context,
  policy: ClassPolicy,
): Decision {
  let best: Match | undefined;
  const consider = (m: Match) => {
    if (!best) best = m;
    else if (actionRank(m.action) > actionRank(best.action)) best = m;
    else if (m.action === best.action && better(m, best)) best = m;
  };
  const steps = ctx.steps;
  const consult = (rule: Rule) => {
    steps?.step();
    if (!matchWildcard(rule.permission, permission, steps) || !matchWildcard(rule.pattern, text, steps)) return;
    const grant = rule.from?.step === GRANT_STEP;
    consider({
      kind: grant ? "grant" : "rule",
      action: rule.action,
      permission: rule.permission,
      pattern: rule.pattern,
      reason: grant
        ? { kind: "grant", permission: rule.permission, pattern: rule.pattern }
        : { kind: "rule", action: rule.action, permission: rule.permission, pattern: rule.pattern },
      from: rule.from ?? { step: "rule", label: T.ruleReason(rule.action, rule.permission, rule.pattern) },
    });
  };
  for (const rule of candidateRules(ctx.rules, permission, text, ctx.ruleIndexes)) consult(rule);
  for (const rule of ctx.extraRules ?? []) consult(rule);
  const here = modeRank(mode);
  for (const a of ctx.approvals) {
    // Only while the evaluating mode is grantedIn or looser; an approval from an unknown mode never applies.
    const given = modeRank(a.grantedIn);
    steps?.step();
    if (given < 0 || here > given) continue;
    if (!matchWildcard(a.permission, permission, steps) || !matchWildcard(a.pattern, text, steps)) continue;
    consider({
      kind: "approval",
      action: "allow",
      permission: a.permission,
      pattern: a.pattern,
      reason: { kind: "approval", permission: a.permission, pattern: a.pattern, grantedIn: a.grantedIn },
      from: a.from ?? { step: "approval", label: T.approvalReason(a.permission, a.pattern, a.grantedIn) },
    });
  }
  const decision: Decision = best
    ? { action: best.action, reason: best.reason, decidedBy: { kind: best.kind, from: best.from } }
    : {
        action: policy.default,
        reason: { kind: "mode-default", mode, toolClass: cls as ToolClass, action: policy.default },
        decidedBy: { kind: "mode-default", from: policy.defaultFrom },
      };
  const ceiling = policy.ceiling;
  if (ceiling && actionRank(decision.action) < actionRank(ceiling)) {
    return {
      action: ceiling,
      reason: { kind: "mode-ceiling", mode, toolClass: cls as ToolClass, action: ceiling },
      decidedBy: { kind: "ceiling", from: policy.ceilingFrom ?? policy.defaultFrom },
    };
  }
  return decision;
}
