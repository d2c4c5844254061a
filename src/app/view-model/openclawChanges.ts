/**
 * The Changes panel in an OpenClaw profile: what differs between the baseline's answers and the current ones, as
 * OpenClaw gives them (the core's diffOpenClawAgents: the verdict, then each agent by id), in the panel's groups.
 * A change is a button to its place in the current config: the agent's entry, or the first reason's key; an agent
 * that is gone, or reasons the baseline had, have no place in it.
 */
import {
  formatPath,
  openclawIssueText,
  type JsonPath,
  type OpenClawAgentChange,
  type OpenClawFieldValue,
  type OpenClawIssue,
} from "../../core/index";
import { T } from "../texts";
import { MAX_CHANGES_SHOWN, type ChangeGroupVM, type ChangesVM, type ChangeVM } from "./changes";
import type { Target } from "./common";

/** Where things are in the current config, when it is the file OpenClaw reads (else nothing has a place in it). */
export interface ConfigPlaces {
  /** The config's file name in the profile ("openclaw.json"). */
  readonly configName: string;
  /** Whether the reasons' paths are in this document (OpenClaw reads it, not another file). */
  readonly reasonsHere: boolean;
  /** An agent's entry; undefined for the implicit `main` or an agent not listed. */
  readonly entryOf: (id: string) => JsonPath | undefined;
}

/** The button's place in the config, and its words ("openclaw.json: agents.entries.ops"). */
function placeAt(
  path: JsonPath | undefined,
  configName: string,
): { target: Target | undefined; where: string | undefined } {
  if (!path || path.length === 0) return { target: undefined, where: undefined };
  return { target: { doc: "config", path }, where: `${configName}: ${formatPath(path)}` };
}

const value = (v: OpenClawFieldValue): string =>
  v === null ? T.changes.none : typeof v === "boolean" ? (v ? T.changes.yes : T.changes.no) : String(v);

const side = (v: string, why?: string) => ({ value: v, why, reasoned: why !== undefined });

function changeOf(c: OpenClawAgentChange, i: number, places: ConfigPlaces): ChangeVM {
  const { configName, entryOf } = places;
  const firstReason = (issues: readonly OpenClawIssue[]) =>
    placeAt(places.reasonsHere ? issues[0]?.path : undefined, configName);
  const at =
    c.kind === "rejected"
      ? firstReason(c.issues)
      : c.kind === "reasons-changed"
        ? firstReason(c.after)
        : c.kind === "agent-added" || c.kind === "agent-changed"
          ? placeAt(entryOf(c.id), configName)
          : placeAt(undefined, configName);
  const O = T.openclawChanges;
  switch (c.kind) {
    case "rejected":
    case "accepted":
    case "reasons-changed": {
      const reasons = (list: readonly Parameters<typeof openclawIssueText>[0][]) =>
        list.map(openclawIssueText).join(" ");
      const [before, after] =
        c.kind === "rejected"
          ? [side(T.changes.yes), side(T.changes.no, reasons(c.issues))]
          : c.kind === "accepted"
            ? [side(T.changes.no, reasons(c.issues)), side(T.changes.yes)]
            : [side(T.changes.no, reasons(c.before)), side(T.changes.no, reasons(c.after))];
      return { key: `${i}:verdict`, change: "changed", title: O.verdict, before, after, ...at };
    }
    case "agent-added":
      return {
        key: `${i}:${c.id}`,
        change: "added",
        title: c.id,
        before: undefined,
        after: side(c.agent.workspace),
        ...at,
      };
    case "agent-removed":
      return {
        key: `${i}:${c.id}`,
        change: "removed",
        title: c.id,
        before: side(c.agent.workspace),
        after: undefined,
        ...at,
      };
    case "call-changed": {
      const C = T.openclaw.calls;
      const verdict = (v: typeof c.before) => (v ? C.verdicts[v] : C.noAgent);
      return {
        key: `${i}:call:${c.index}`,
        change: "changed",
        title: `${c.index + 1}: ${C.title(c.call.agent, c.call.tool, c.call.session, c.call.command)}`,
        before: side(verdict(c.before)),
        after: side(verdict(c.after)),
        ...at,
      };
    }
    case "message-rerouted": {
      const R = T.openclaw.routing;
      const m = c.message;
      const landed = (l: typeof c.before) => (l ? `${l.agentId} (${l.sessionKey})` : R.refused);
      return {
        key: `${i}:message:${c.index}`,
        change: "changed",
        title: `${R.messageN(c.index)}: ${R.title(m.channel, m.peer ? `${m.peer.kind}:${m.peer.id}` : undefined, m.accountId ?? undefined, m.guildId ?? undefined)}`,
        before: side(landed(c.before)),
        after: side(landed(c.after)),
        ...at,
      };
    }
    case "agent-changed":
      return {
        key: `${i}:${c.id}:${c.field}`,
        change: "changed",
        title: `${c.id} ${O.fields[c.field]}`,
        before: side(value(c.before)),
        after: side(value(c.after)),
        ...at,
      };
  }
}

export function openclawChangesVM(changes: readonly OpenClawAgentChange[], places: ConfigPlaces): ChangesVM {
  const verdict: ChangeVM[] = [];
  const agents: ChangeVM[] = [];
  const calls: ChangeVM[] = [];
  const totals = new Map<ChangeVM[], number>();
  changes.forEach((c, i) => {
    const group =
      c.kind === "call-changed" || c.kind === "message-rerouted"
        ? calls
        : c.kind.startsWith("agent-")
          ? agents
          : verdict;
    totals.set(group, (totals.get(group) ?? 0) + 1);
    // A group carries its first MAX_CHANGES_SHOWN changes to the page, as SophiaClaw's; its title counts them all.
    if (group.length < MAX_CHANGES_SHOWN) group.push(changeOf(c, i, places));
  });
  const total = (group: ChangeVM[]) => totals.get(group) ?? 0;
  const groups: ChangeGroupVM[] = [
    ...(verdict.length
      ? [
          {
            group: "diagnostic" as const,
            title: T.openclawChanges.verdictGroup,
            collapsed: false,
            changes: verdict,
            total: total(verdict),
          },
        ]
      : []),
    ...(agents.length
      ? [
          {
            group: "agent" as const,
            title: T.changes.groups.agent,
            collapsed: false,
            changes: agents,
            total: total(agents),
          },
        ]
      : []),
    ...(calls.length
      ? [
          {
            group: "call" as const,
            title: T.changes.groups.call,
            collapsed: false,
            changes: calls,
            total: total(calls),
          },
        ]
      : []),
  ];
  return { total: changes.length, groups, baselineCutOff: false };
}
