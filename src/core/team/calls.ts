/**
 * Simulating the scenarios' calls: the tool looked up in the catalog, the verdict (the main agent's own calls in its
 * mode; a subagent's through whoDecides), and the whole trace of how it was reached.
 */
import type { CatalogTool } from "../catalog";
import type { Located } from "../diagnostics";
import { type Context, evaluate, type PermissionRequest } from "../permission";
import { verdictReason, type CallResult, type Mode, type ToolClass, type TraceStep, type Verdict } from "../results";
import { reasonText } from "../reason-text";
import type { RefusalReason } from "../reasons";
import { VERDICT_ANSWERS, isOneOf } from "../vocabulary";
import type { Steps } from "../budget";
import { arr, own, str } from "../safe";
import { NAMES_SHOWN, type Few } from "../words";
import { TEAM_CODES } from "./codes";
import { LEAD, whoDecidesTraced, type Branch } from "./delegation";
import type { Reporter } from "./read";
import { teamTexts as T } from "./texts";
import type { LiveAgent, Tree } from "./tree";

export interface CallSetting {
  readonly config: Located;
  readonly tools: ReadonlyMap<string, CatalogTool>;
  readonly ctx: Omit<Context, "mode">;
  readonly mainMode: string;
  readonly unattended: boolean;
  readonly tree: Tree;
  readonly agentNames: readonly string[];
  readonly steps: Steps;
}

const BRANCH_LABEL: Record<Branch, string> = {
  "own-allows": T.branch.ownAllows,
  "own-denies": T.branch.ownDenies,
  requestable: T.branch.requestable,
  "not-delegated": T.branch.notDelegated,
  "main-denies": T.branch.mainDenies,
  unattended: T.branch.unattended,
  person: T.branch.person,
};

/** How many distinct refusals one run remembers to share (past it, each is made for its call). */
const REFUSALS_SHARED = 10_000;

/**
 * One run of the calls: the setting, and the refusals made so far, shared by every call refused for the same
 * reason (a million calls of one unknown tool hold one verdict and one trace, rendered once).
 */
class CallRun {
  private readonly refusals = new Map<string, Decided>();
  private catalogNames: Few | undefined;
  constructor(readonly s: CallSetting) {}

  /** The catalog's first names and count, read once per run. */
  get toolNames(): Few {
    return (this.catalogNames ??= toolNames(this.s.tools));
  }

  /**
   * The verdict and trace of a refusal (the steps `before` it, then the refusal), shared with every earlier call
   * refused with the same `key`: the key names everything the steps and the reason are made from.
   */
  refused(key: string, make: () => RefusalReason, before: readonly TraceStep[] = []): Decided {
    const known = this.refusals.get(key);
    if (known) return known;
    const reason = make();
    const decided: Decided = {
      verdict: { answer: "refused", reason },
      trace: [...before, { step: "lookup", label: reasonText(reason) }],
    };
    if (this.refusals.size < REFUSALS_SHARED) this.refusals.set(key, decided);
    return decided;
  }
}

interface Decided {
  readonly verdict: Verdict;
  readonly trace: TraceStep[];
  readonly request?: CallResult["request"];
}

/** The verdict and trace of one call; unknown agents and tools are refused with a message. */
function decide(run: CallRun, r: Reporter, index: number, agent: string, tool: string, patterns: string[]): Decided {
  const s = run.s;
  const path = ["calls", index];
  const trace: TraceStep[] = [];
  const entry = s.tools.get(tool);
  if (!entry) {
    const decided = run.refused(`tool\u0000${tool}`, () => ({
      kind: "no-such-tool",
      tool,
      tools: run.toolNames,
    }));
    r.add(TEAM_CODES.unknownTool, [...path, "tool"], () => reasonText(verdictReason(decided.verdict)));
    return decided;
  }
  const from = {
    step: "tools",
    label: `tools[${String(entry.path[1])}]`,
    doc: s.config.doc,
    path: entry.path,
  };
  trace.push({
    step: "lookup",
    label: T.lookup(tool, entry.class, entry.permission, from.label),
    from,
  });
  const req: PermissionRequest = {
    tool,
    permission: entry.permission,
    class: (entry.class ?? "") as ToolClass,
    patterns,
  };
  const request = { permission: entry.permission, toolClass: req.class };
  if (agent === LEAD) return { verdict: leadVerdict(s, req, trace), trace, request };
  const sub = s.tree.live.get(agent);
  if (!sub) {
    const why = s.tree.refused.get(agent);
    if (why !== undefined)
      return run.refused(
        `not-created\u0000${agent}\u0000${tool}`,
        () => ({ kind: "agent-not-created", agent, because: why }),
        trace,
      );
    const decided = run.refused(
      `agent\u0000${agent}\u0000${tool}`,
      () => ({ kind: "no-such-agent", agent, names: s.agentNames }),
      trace,
    );
    r.add(TEAM_CODES.unknownAgent, [...path, "agent"], () => reasonText(verdictReason(decided.verdict)));
    return decided;
  }
  if (!sub.choice.tools.some((t) => t.name === tool)) {
    const decided = run.refused(
      `not-given\u0000${agent}\u0000${tool}`,
      () => ({
        kind: "tool-not-given",
        agent,
        tool,
        tools: toolNames(sub.choice.tools),
      }),
      trace,
    );
    r.add(TEAM_CODES.toolNotGiven, [...path, "tool"], () => reasonText(verdictReason(decided.verdict)));
    return { ...decided, request };
  }
  return { verdict: subagentVerdict(s, req, sub, trace), trace, request };
}

/**
 * The main agent's verdict on its own call, in its mode (the simulation's, without the trace): its decision, and
 * the person's answer turned into a refusal when the team runs unattended.
 */
export function leadVerdictOf(
  ctx: Omit<Context, "mode">,
  mainMode: string,
  unattended: boolean,
  req: PermissionRequest,
): Verdict {
  const d = evaluate(req, { ...ctx, mode: mainMode as Mode });
  if (d.action === "allow") return { answer: "run", decision: d };
  if (d.action === "deny")
    return { answer: "refused", reason: { kind: "main-denies", decision: d.reason }, decision: d };
  if (unattended) return { answer: "refused", reason: { kind: "unattended" }, decision: d };
  return { answer: "person", decision: d };
}

function leadVerdict(s: CallSetting, req: PermissionRequest, trace: TraceStep[]): Verdict {
  const verdict = leadVerdictOf(s.ctx, s.mainMode, s.unattended, req);
  const d = verdict.decision!;
  trace.push({
    step: "main-decision",
    label: T.mainDecision(s.mainMode, d.action, reasonText(d.reason)),
    decision: d,
    from: d.decidedBy.from,
  });
  const label =
    verdict.answer === "run"
      ? T.branch.leadAllows
      : verdict.answer === "person"
        ? T.branch.leadPerson
        : verdict.reason.kind === "unattended"
          ? T.branch.leadUnattended
          : T.branch.leadDenies;
  trace.push({ step: "branch", label });
  return verdict;
}

function subagentVerdict(s: CallSetting, req: PermissionRequest, sub: LiveAgent, trace: TraceStep[]): Verdict {
  const w = whoDecidesTraced(req, {
    ctx: s.ctx,
    mode: sub.mode,
    main: s.mainMode as Mode,
    request: sub.request,
    grants: sub.grants,
    unattended: s.unattended,
  });
  trace.push({
    step: "main-decision",
    label: T.mainDecision(s.mainMode, w.main.action, reasonText(w.main.reason)),
    decision: w.main,
    from: w.main.decidedBy.from,
  });
  const grantText = (g: (typeof sub.grants)[number]) => `${g.permission ?? g.tool} ${JSON.stringify(g.pattern)}`;
  trace.push({
    step: "grants",
    label: !sub.grants.length
      ? T.noGrants
      : w.grantsApplied.length
        ? T.grantsApply(w.grantsApplied.map(grantText))
        : T.grantsBlocked(sub.grants.length),
  });
  trace.push({
    step: "own-decision",
    label: T.ownDecision(sub.name, sub.mode, w.own.action, reasonText(w.own.reason)),
    decision: w.own,
    from: w.own.decidedBy.from,
  });
  trace.push({ step: "branch", label: BRANCH_LABEL[w.branch] });
  return w.verdict;
}

/** The first names of a tool list, as many as a message shows, and how many there are (read in constant time). */
function toolNames(tools: ReadonlyMap<string, CatalogTool> | readonly CatalogTool[]): Few {
  const first: string[] = [];
  for (const t of tools.values()) {
    if (first.length >= NAMES_SHOWN) break;
    first.push(t.name);
  }
  return { first, total: "size" in tools ? tools.size : tools.length };
}

/** Every call of scenarios.calls, simulated, pushed to `out` as each is decided. */
export function simulateCalls(s: CallSetting, r: Reporter, scenarios: unknown, out: CallResult[] = []): CallResult[] {
  const run = new CallRun(s);
  (arr(own(scenarios, "calls")) ?? []).forEach((entry, index) => out.push(simulateCall(run, r, entry, index)));
  return out;
}

function simulateCall(run: CallRun, r: Reporter, entry: unknown, index: number): CallResult {
  run.s.steps.step();
  const path = ["calls", index];
  const agent = str(own(entry, "agent"))?.trim() || LEAD;
  const tool = str(own(entry, "tool"))?.trim() ?? "";
  const list = arr(own(entry, "patterns"))?.filter((p): p is string => typeof p === "string");
  const one = str(own(entry, "pattern"));
  const patterns = list?.length ? list : one !== undefined ? [one] : [];
  const { verdict, trace, request } = decide(run, r, index, agent, tool, patterns);
  const raw = own(entry, "expect");
  const result: CallResult = { index, path, agent, tool, patterns, ...(request && { request }), verdict, trace };
  if (raw === undefined) return result;
  if (!isOneOf(VERDICT_ANSWERS, raw)) {
    r.add(TEAM_CODES.malformed, [...path, "expect"], () => T.badExpect(raw));
    return result;
  }
  const met = raw === verdict.answer;
  if (!met)
    r.add(
      TEAM_CODES.expectFailed,
      [...path, "expect"],
      () => T.expectFailed(raw, verdict.answer, reasonText(verdictReason(verdict))),
      { kind: "expectation-failed", subject: "call", expected: raw, actual: verdict.answer },
    );
  return { ...result, expect: { answer: raw, met } };
}
