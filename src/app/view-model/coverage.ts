/** Coverage panel: the items no scenario exercises, by kind, each with its place and the entry that would. */
import {
  COVERAGE_KINDS,
  coverageTexts,
  formatPath,
  type Coverage,
  type CoverageAddition,
  type CoverageKind,
} from "../../core/index";
import { T } from "../texts";
import type { Target } from "./common";

export interface CoverageItemVM {
  /** What the item is: `rule allow bash "git status *"`. */
  readonly text: string;
  /** Where it is written: `permission.rules[0]`. */
  readonly where: string;
  readonly target: Target;
  /** The entry "Add a call that uses it" appends, and what it reads as; or why none is offered. */
  readonly add: { readonly addition: CoverageAddition; readonly label: string } | undefined;
  readonly noAdd: string | undefined;
}

export interface CoverageKindVM {
  readonly kind: CoverageKind;
  readonly title: string;
  readonly covered: number;
  readonly total: number;
  readonly percent: number;
  /** The uncovered items of this kind, in document order (the first MAX_UNCOVERED_SHOWN of all kinds). */
  readonly items: readonly CoverageItemVM[];
}

export interface CoverageVM {
  readonly percent: number;
  readonly covered: number;
  readonly total: number;
  /** The kinds with at least one item. */
  readonly kinds: readonly CoverageKindVM[];
  /** Uncovered items not carried to the page. */
  readonly hidden: number;
  readonly workSpent: boolean;
}

/**
 * The uncovered items a view carries (a config of 100,000 rules is not drawn whole, and every keystroke sends the
 * view from the worker): the first few hundred to act on; the header and the counts cover the rest.
 */
export const MAX_UNCOVERED_SHOWN = 250;

export function coverageVM(coverage: Coverage): CoverageVM {
  let shown = 0;
  let hidden = 0;
  const kinds = COVERAGE_KINDS.filter((kind) => coverage.byKind[kind].total > 0).map((kind): CoverageKindVM => {
    const items: CoverageItemVM[] = [];
    const count = coverage.byKind[kind];
    for (const e of count.covered < count.total ? coverage.entries : []) {
      if (e.kind !== kind || e.covered) continue;
      if (shown >= MAX_UNCOVERED_SHOWN) {
        // The rest of this kind's uncovered items, counted, not looked at (30,000 at 10,000 agents).
        hidden += count.total - count.covered - items.length;
        break;
      }
      shown++;
      const where = formatPath(e.path);
      items.push({
        text: coverageTexts.item(e),
        where,
        target: { doc: e.doc, path: e.path },
        add: e.add?.ok ? { addition: e.add.addition, label: coverageTexts.addition(e.add.addition) } : undefined,
        noAdd: e.add && !e.add.ok ? coverageTexts.noAddition(e.add.reason) : undefined,
      });
    }
    return { kind, title: T.coverage.kinds[kind], ...count, items };
  });
  return {
    percent: coverage.percent,
    covered: coverage.covered,
    total: coverage.total,
    kinds,
    hidden,
    workSpent: coverage.workSpent,
  };
}
