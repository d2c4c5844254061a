/**
 * What changes in OpenClaw's answers between two configs: the verdict of `config validate` (accepted, rejected and
 * why) and, while both are accepted, each agent of `agents list --json` by id (added, removed, or a field changed).
 * With each side's agent reports (agent-report.ts), also what each agent runs on and may do (report-fields.ts); with
 * each side's answers to the scenarios' calls, the calls whose verdict changed.
 * Data only: the command line renders the sentences.
 */
import type { OpenClawAgentReport } from "./agent-report";
import { OPENCLAW_AGENT_FIELDS, type OpenClawAgentFieldName } from "./fields";
import { comparedIn, OPENCLAW_REPORT_FIELDS, type OpenClawReportFieldName } from "./report-fields";
import type { OpenClawAgent, OpenClawAnswer, OpenClawIssue } from "./types";
import type { OpenClawCallVerdict, OpenClawToolCall } from "./tool-calls";
import type { OpenClawMessageRoute } from "./routing/messages";
import type { RouteMessage } from "./routing/route";

export type OpenClawDiffField = OpenClawAgentFieldName | "isDefault" | OpenClawReportFieldName;

/**
 * The fields of `agents list --json` compared per agent (the id is what agents are matched by): the agent's fields
 * in the table's order (fields.ts), then whether it is the default.
 */
export const OPENCLAW_DIFF_FIELDS: readonly (OpenClawAgentFieldName | "isDefault")[] = [
  ...OPENCLAW_AGENT_FIELDS.map((f) => f.name),
  "isDefault",
];

/** A field's value; null where `agents list` prints none (a model that is not set). */
export type OpenClawFieldValue = string | number | boolean | null;

export type OpenClawAgentChange =
  /** Accepted before, rejected now: the reasons it is rejected. */
  | { readonly kind: "rejected"; readonly issues: readonly OpenClawIssue[] }
  /** Rejected before, accepted now: the reasons it was rejected. */
  | { readonly kind: "accepted"; readonly issues: readonly OpenClawIssue[] }
  /** Rejected on both sides, for other reasons. */
  | {
      readonly kind: "reasons-changed";
      readonly before: readonly OpenClawIssue[];
      readonly after: readonly OpenClawIssue[];
    }
  | { readonly kind: "agent-added"; readonly id: string; readonly agent: OpenClawAgent }
  | { readonly kind: "agent-removed"; readonly id: string; readonly agent: OpenClawAgent }
  | {
      readonly kind: "agent-changed";
      readonly id: string;
      readonly field: OpenClawDiffField;
      readonly before: OpenClawFieldValue;
      readonly after: OpenClawFieldValue;
    }
  /** A scenarios call (by its place in the calls) whose verdict differs: run, person, refused, depends, or none. */
  | {
      readonly kind: "call-changed";
      readonly index: number;
      readonly call: Pick<OpenClawToolCall, "agent" | "tool" | "session" | "command">;
      readonly before: OpenClawCallVerdict | null;
      readonly after: OpenClawCallVerdict | null;
    }
  /** A scenarios message (by its place) answered by another agent or in another session; null: refused. */
  | {
      readonly kind: "message-rerouted";
      readonly index: number;
      readonly message: RouteMessage;
      readonly before: MessageLanding | null;
      readonly after: MessageLanding | null;
    };

/** Where a message lands: the agent that answers it and its session. */
export interface MessageLanding {
  readonly agentId: string;
  readonly sessionKey: string;
}

export type OpenClawAgentChangeKind = OpenClawAgentChange["kind"];

const fieldOf = (agent: OpenClawAgent, field: OpenClawAgentFieldName | "isDefault"): OpenClawFieldValue =>
  agent[field] ?? null;

/** Both sides' agent reports (and the scenarios' calls answered on each), when the caller has them. */
export interface OpenClawReportPair {
  readonly before: readonly OpenClawAgentReport[];
  readonly after: readonly OpenClawAgentReport[];
  readonly calls?: { readonly before: readonly OpenClawToolCall[]; readonly after: readonly OpenClawToolCall[] };
  readonly messages?: {
    readonly before: readonly OpenClawMessageRoute[];
    readonly after: readonly OpenClawMessageRoute[];
  };
}

const landing = (m: OpenClawMessageRoute | undefined): MessageLanding | null =>
  m?.answer.ok ? { agentId: m.answer.route.agentId, sessionKey: m.answer.route.sessionKey } : null;

/** The messages answered by another agent, or in another session, between two answers of the same scenarios. */
function messageChanges(pair: OpenClawReportPair["messages"]): OpenClawAgentChange[] {
  if (!pair) return [];
  const before = new Map(pair.before.map((m) => [m.index, m] as const));
  return pair.after.flatMap((m): OpenClawAgentChange[] => {
    const was = landing(before.get(m.index));
    const now = landing(m);
    if (was?.agentId === now?.agentId && was?.sessionKey === now?.sessionKey) return [];
    return [{ kind: "message-rerouted", index: m.index, message: m.message, before: was, after: now }];
  });
}

/** What the scenarios' entries answer otherwise: the calls, then the messages. */
const scenarioChanges = (pair: OpenClawReportPair | undefined) => [
  ...callChanges(pair?.calls),
  ...messageChanges(pair?.messages),
];

/** The calls whose verdict differs between two answers of the same scenarios (matched by their place). */
function callChanges(pair: OpenClawReportPair["calls"]): OpenClawAgentChange[] {
  if (!pair) return [];
  const before = new Map(pair.before.map((c) => [c.index, c] as const));
  const out: OpenClawAgentChange[] = [];
  for (const c of pair.after) {
    const was = before.get(c.index)?.verdict ?? null;
    const now = c.verdict ?? null;
    if (was === now) continue;
    const { agent, tool, session } = c;
    const call = { agent, tool, session, ...(c.command !== undefined && { command: c.command }) };
    out.push({ kind: "call-changed", index: c.index, call, before: was, after: now });
  }
  return out;
}

/** Two reasons lists equal, reason by reason (their data, not their sentences). */
const sameIssues = (a: readonly OpenClawIssue[], b: readonly OpenClawIssue[]) =>
  a.length === b.length && a.every((issue, i) => JSON.stringify(issue) === JSON.stringify(b[i]));

/**
 * The changes from `before` to `after` (both answers of the same profile on the same machine): the verdict first,
 * then, when both configs are accepted (a rejected config lists no agents), the agents in `after`'s order (fields
 * changed, agents added), then the agents removed in `before`'s order. Empty when OpenClaw answers the same.
 */
export function diffOpenClawAgents(
  before: OpenClawAnswer,
  after: OpenClawAnswer,
  reports?: OpenClawReportPair,
): OpenClawAgentChange[] {
  const changes: OpenClawAgentChange[] = [];
  const was = before.verdict;
  const now = after.verdict;
  if (was.valid && !now.valid) changes.push({ kind: "rejected", issues: now.issues });
  else if (!was.valid && now.valid) changes.push({ kind: "accepted", issues: was.issues });
  else if (!was.valid && !now.valid && !sameIssues(was.issues, now.issues))
    changes.push({ kind: "reasons-changed", before: was.issues, after: now.issues });
  if (!was.valid || !now.valid || before.agents === null || after.agents === null)
    return [...changes, ...scenarioChanges(reports)];
  const old = new Map(before.agents.map((a) => [a.id, a] as const));
  const oldReports = new Map((reports?.before ?? []).map((r) => [r.agent.id, r] as const));
  const newReports = new Map((reports?.after ?? []).map((r) => [r.agent.id, r] as const));
  const ids = new Set(after.agents.map((a) => a.id));
  for (const agent of after.agents) {
    const previous = old.get(agent.id);
    if (previous === undefined) {
      changes.push({ kind: "agent-added", id: agent.id, agent });
      continue;
    }
    for (const field of OPENCLAW_DIFF_FIELDS) {
      const [b, a] = [fieldOf(previous, field), fieldOf(agent, field)];
      if (b !== a) changes.push({ kind: "agent-changed", id: agent.id, field, before: b, after: a });
    }
    const was_ = oldReports.get(agent.id);
    const now_ = newReports.get(agent.id);
    if (was_ && now_)
      for (const field of OPENCLAW_REPORT_FIELDS) {
        if (!comparedIn(field, was_, now_)) continue;
        const [b, a] = [field.value(was_), field.value(now_)];
        if (b !== a) changes.push({ kind: "agent-changed", id: agent.id, field: field.name, before: b, after: a });
      }
  }
  for (const agent of before.agents)
    if (!ids.has(agent.id)) changes.push({ kind: "agent-removed", id: agent.id, agent });
  return [...changes, ...scenarioChanges(reports)];
}
