/** What coverage counts: the kinds of items, each item's fields and place, what covers it, and the summary. */
import type { DocumentId, JsonPath } from "../diagnostics";
import type { Action, Mode, ToolClass } from "../vocabulary";

/** The kinds of items, in the order the panel and the command line list them. */
export const COVERAGE_KINDS = ["rule", "grant", "approval", "agent", "skill-pattern", "mode-entry"] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

interface At {
  /** Which document the item is written in, and where. */
  readonly doc: DocumentId;
  readonly path: JsonPath;
}

/** One thing a scenario may exercise. */
export type CoverageItem = At &
  (
    | { readonly kind: "rule"; readonly permission: string; readonly pattern: string; readonly action: Action }
    | {
        readonly kind: "grant";
        readonly agent: string;
        readonly tool: string;
        readonly permission: string;
        readonly pattern: string;
      }
    | { readonly kind: "approval"; readonly permission: string; readonly pattern: string; readonly grantedIn: string }
    | { readonly kind: "agent"; readonly id: string; readonly reachable: boolean }
    | { readonly kind: "skill-pattern"; readonly agent: string; readonly pattern: string }
    | {
        readonly kind: "mode-entry";
        readonly mode: Mode;
        readonly toolClass: ToolClass;
        readonly field: "default" | "ceiling";
        readonly action: Action;
      }
  );

/** An entry to append to a list of the scenarios that exercises an item. */
export type CoverageAddition =
  | {
      readonly list: "calls";
      readonly entry: { readonly agent: string; readonly tool: string; readonly pattern: string };
    }
  | { readonly list: "sessions"; readonly entry: { readonly key: string } }
  | { readonly list: "skills"; readonly entry: { readonly agent: string; readonly skill: string } };

/** Why no entry is offered for an uncovered item (as data; coverageTexts renders it). */
export type NoAdditionReason =
  | { readonly kind: "no-tool"; readonly permission: string }
  | { readonly kind: "no-tool-of-class"; readonly toolClass: ToolClass }
  | { readonly kind: "main-mode-unknown"; readonly mode: string }
  | { readonly kind: "approval-not-in-mode"; readonly grantedIn: string; readonly mode: string }
  | { readonly kind: "agent-not-created"; readonly agent: string }
  | { readonly kind: "tool-not-given"; readonly agent: string; readonly permission: string }
  | { readonly kind: "agent-unreachable"; readonly id: string }
  | { readonly kind: "no-agent-in-mode"; readonly mode: Mode; readonly toolClass: ToolClass }
  | { readonly kind: "no-text"; readonly pattern: string };

export type CoverageEntry = CoverageItem & {
  readonly covered: boolean;
  /** The first scenarios entry that exercises it (a call, a session, a skill test; team.main for the main agent). */
  readonly by?: JsonPath;
  /** For an uncovered item: the entry that would exercise it, or why none is offered. */
  readonly add?:
    | { readonly ok: true; readonly addition: CoverageAddition }
    | { readonly ok: false; readonly reason: NoAdditionReason };
};

export interface CoverageCount {
  readonly covered: number;
  readonly total: number;
  /** covered / total x 100, rounded down (100 when there is nothing to cover). */
  readonly percent: number;
}

export interface Coverage extends CoverageCount {
  /** Every item, in kind order then document order. */
  readonly entries: readonly CoverageEntry[];
  readonly byKind: Readonly<Record<CoverageKind, CoverageCount>>;
  /** Set when the work limit stopped the search: the items not reached count as uncovered. */
  readonly workSpent: boolean;
}

/** The count of `covered` out of `total`, the percentage rounded down so it never claims more than is covered. */
export function countOf(covered: number, total: number): CoverageCount {
  return { covered, total, percent: total === 0 ? 100 : Math.floor((covered * 100) / total) };
}
