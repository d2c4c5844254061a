/**
 * The Changes panel in an OpenClaw profile: what differs between the baseline's answers and the current ones, as
 * OpenClaw gives them (the core's diffOpenClawAgents: the verdict, then each agent by id), in the panel's groups.
 */
import { openclawIssueText, type OpenClawAgentChange, type OpenClawFieldValue } from "../../core/index";
import { T } from "../texts";
import type { ChangeGroupVM, ChangesVM, ChangeVM } from "./changes";

const value = (v: OpenClawFieldValue): string =>
  v === null ? T.changes.none : typeof v === "boolean" ? (v ? T.changes.yes : T.changes.no) : String(v);

const side = (v: string, why?: string) => ({ value: v, why, reasoned: why !== undefined });

function changeOf(c: OpenClawAgentChange, i: number): ChangeVM {
  const at = { target: undefined, where: undefined };
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

export function openclawChangesVM(changes: readonly OpenClawAgentChange[]): ChangesVM {
  const verdict: ChangeVM[] = [];
  const agents: ChangeVM[] = [];
  changes.forEach((c, i) => (c.kind.startsWith("agent-") ? agents : verdict).push(changeOf(c, i)));
  const groups: ChangeGroupVM[] = [
    ...(verdict.length
      ? [
          {
            group: "diagnostic" as const,
            title: T.openclawChanges.verdictGroup,
            collapsed: false,
            changes: verdict,
            total: verdict.length,
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
            total: agents.length,
          },
        ]
      : []),
  ];
  return { total: changes.length, groups, baselineCutOff: false };
}
