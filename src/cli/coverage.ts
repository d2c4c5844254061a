/**
 * `check --coverage` and `--min-coverage N`: which rules, grants, approvals, agents, skill patterns and modes-table
 * entries no scenario exercises, as lines of text or a `coverage` object in JSON, and the floor the percentage must
 * reach.
 */
import { COVERAGE_KINDS, coverageTexts, formatPath, type Coverage } from "../core";
import type { AnswerPlace, Locate } from "./answers-json";
import { option, type ParsedArgs } from "./args";
import { texts } from "./texts";

/** What the command line asked of coverage: nothing, the report, a floor, or a usage error. */
export type CoverageAsk =
  | { readonly ok: true; readonly show: boolean; readonly min: number | undefined }
  | { readonly ok: false; readonly error: string };

export function coverageAsk(args: ParsedArgs): CoverageAsk {
  const minText = option(args, "min-coverage");
  const min = minText === undefined ? undefined : Number(minText);
  if (minText !== undefined && !(/^\d+(\.\d+)?$/.test(minText) && min! <= 100))
    return { ok: false, error: texts.badMinCoverage(minText) };
  return { ok: true, show: args.flags.has("coverage"), min };
}

/** Whether the coverage is below the floor: compared exactly (covered x 100 < min x total), never rounded up. */
export const belowMin = (c: Coverage, min: number | undefined): boolean =>
  min !== undefined && c.covered * 100 < min * c.total;

const kindCounts = (c: Coverage): [string, number, number][] =>
  COVERAGE_KINDS.filter((k) => c.byKind[k].total > 0).map((k) => [
    coverageTexts.kinds[k],
    c.byKind[k].covered,
    c.byKind[k].total,
  ]);

/** Coverage as the formats print it: the summary, and each uncovered item with its place and what would exercise it. */
export interface CoverageNotes {
  readonly summary: string;
  readonly uncovered: readonly {
    readonly place: AnswerPlace | undefined;
    readonly where: string;
    readonly text: string;
  }[];
  readonly workSpent: boolean;
}

export function coverageNotes(c: Coverage, locate: Locate): CoverageNotes {
  const uncovered = c.entries
    .filter((e) => !e.covered)
    .map((e) => {
      const place = locate(e.doc, e.path);
      const add = e.add?.ok
        ? texts.coverageAdd(coverageTexts.addition(e.add.addition))
        : e.add
          ? texts.coverageNoAdd(coverageTexts.noAddition(e.add.reason))
          : "";
      return {
        place,
        where: place ? `${place.file}:${place.line}:${place.column}` : formatPath(e.path),
        text: `uncovered ${coverageTexts.item(e)}${add}`,
      };
    });
  return {
    summary: `coverage: ${coverageTexts.summary(c.percent, c.covered, c.total, kindCounts(c))}`,
    uncovered,
    workSpent: c.workSpent,
  };
}

/** The summary line, then one line per uncovered item: file:line:col, what it is, and what would exercise it. */
export function coverageLines(c: Coverage, locate: Locate): string[] {
  return notesLines(coverageNotes(c, locate));
}

export function notesLines(n: CoverageNotes): string[] {
  return [
    n.summary,
    ...n.uncovered.map((u) => `${u.where} ${u.text}`),
    ...(n.workSpent ? [texts.coverageWorkSpent] : []),
  ];
}

/** The `coverage` object of `check --format json`. */
export function coverageJson(c: Coverage, locate: Locate) {
  return {
    percent: c.percent,
    covered: c.covered,
    total: c.total,
    byKind: c.byKind,
    workSpent: c.workSpent,
    uncovered: c.entries
      .filter((e) => !e.covered)
      .map(({ covered: _covered, by: _by, add, ...item }) => ({
        ...item,
        path: formatPath(item.path),
        place: locate(item.doc, item.path),
        text: coverageTexts.item(item),
        ...(add?.ok
          ? { add: add.addition }
          : add
            ? { noAdd: { reason: add.reason, text: coverageTexts.noAddition(add.reason) } }
            : {}),
      })),
  };
}
