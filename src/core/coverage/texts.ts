/** Every sentence the coverage room shows: what an item is, what would exercise it, why nothing is offered. */
import { fewNames, quoted } from "../words";
import type { CoverageAddition, CoverageItem, CoverageKind, NoAdditionReason } from "./items";

const q = (s: string) => quoted(s);

export const coverageTexts = {
  /** The kinds' names, plural, as a heading or a count reads them. */
  kinds: {
    rule: "rules",
    grant: "grants",
    approval: "approvals",
    agent: "agents",
    "skill-pattern": "skill patterns",
    "mode-entry": "modes-table entries",
  } satisfies Record<CoverageKind, string>,

  /** One item, as a list line names it. */
  item: (i: CoverageItem): string => {
    switch (i.kind) {
      case "rule":
        return `rule ${i.action} ${i.permission} ${q(i.pattern)}`;
      case "grant":
        return `grant to ${i.agent}: ${i.tool} ${q(i.pattern)}`;
      case "approval":
        return `approval ${i.permission} ${q(i.pattern)} (given in ${i.grantedIn} mode)`;
      case "agent":
        return i.reachable ? `agent ${i.id}` : `agent ${i.id} (a later duplicate: never reached)`;
      case "skill-pattern":
        return `skill pattern ${q(i.pattern)} of ${i.agent}`;
      case "mode-entry":
        return `${i.mode} mode ${i.toolClass} ${i.field}: ${i.action}`;
    }
  },

  /** The entry an addition appends, as the button's description reads it. */
  addition: (a: CoverageAddition): string => {
    switch (a.list) {
      case "calls":
        return `call ${a.entry.agent} ${a.entry.tool} ${q(a.entry.pattern)}`;
      case "sessions":
        return `session ${q(a.entry.key)}`;
      case "skills":
        return `skill test ${q(a.entry.skill)} for ${a.entry.agent}`;
    }
  },

  noAddition: (r: NoAdditionReason): string => {
    switch (r.kind) {
      case "no-tool":
        return `no tool of the catalog has a permission key ${q(r.permission)} matches`;
      case "no-tool-of-class":
        return `no tool of the catalog is of class ${r.toolClass}`;
      case "main-mode-unknown":
        return `the main agent's mode ${q(r.mode)} is unknown, so every call is refused before the rules are read`;
      case "approval-not-in-mode":
        return `it holds in ${r.grantedIn} mode and looser ones, and the main agent is in ${r.mode} mode`;
      case "agent-not-created":
        return `subagent ${r.agent} is never created`;
      case "tool-not-given":
        return `subagent ${r.agent} is given no tool with a permission key ${q(r.permission)} matches`;
      case "agent-unreachable":
        return `an earlier entry has the id ${r.id}, so no session reaches this one`;
      case "no-agent-in-mode":
        return `no agent of the team is in ${r.mode} mode with a tool of class ${r.toolClass}`;
      case "no-text":
        return `no text was found that ${q(r.pattern)} matches`;
    }
  },

  /** `83% (10 of 12): rules 4/5, grants 1/1, …` */
  summary: (percent: number, covered: number, total: number, kinds: readonly [string, number, number][]) =>
    `${percent}% (${covered} of ${total})` +
    (kinds.length ? `: ${kinds.map(([k, c, t]) => `${k} ${c}/${t}`).join(", ")}` : ""),
  list: (names: readonly string[]) => fewNames(names),
};
