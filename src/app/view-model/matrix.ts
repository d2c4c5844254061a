/**
 * Matrix panel: every agent of the team by every tool, each cell the verdict of its representative call (the worst
 * of the tool's patterns in the scenarios, or "*"), with the reason's sentence for hover, the verdict after the
 * tighten preview, and the call to reveal when the scenarios have one. The sentences are kept once each in a table
 * (a column of cells refused for the same reason shares one), so a large grid crosses from the worker small.
 */
import {
  reasonText,
  verdictReason,
  type Analysis,
  type MatrixTry,
  type PermissionMatrix,
  type VerdictAnswer,
} from "../../core/index";
import type { Target } from "./common";

/** What "why not?" is asked about: the cell's agent, tool, pattern and verdict. */
export interface MatrixWhy {
  readonly agent: string;
  readonly tool: string;
  readonly pattern: string;
  readonly verdict: VerdictAnswer;
}

export interface MatrixVerdictVM {
  readonly answer: VerdictAnswer;
  readonly pattern: string;
  /** The reason's sentence: its index in MatrixVM.reasons. */
  readonly reason: number;
}

export interface MatrixCellVM {
  readonly tool: string;
  readonly shown: MatrixVerdictVM;
  /** How many patterns the cell tried (the worst is shown). */
  readonly tried: number;
  /** Each pattern's verdict when it tried several (the first few), then any text at all (`*`) when not among them. */
  readonly patterns: readonly MatrixVerdictVM[];
  readonly after?: MatrixVerdictVM;
  readonly changed: boolean;
  /** The first scenarios call of this agent, tool and pattern, to reveal. */
  readonly call?: Target;
}

export interface MatrixRowVM {
  readonly key: string;
  readonly agent: string;
  readonly isMain: boolean;
  readonly cells: readonly MatrixCellVM[];
}

export interface MatrixVM {
  readonly tools: readonly { readonly name: string; readonly toolClass: string }[];
  readonly rows: readonly MatrixRowVM[];
  /** Every reason sentence the cells name, once each. */
  readonly reasons: readonly string[];
  /** Agents whose rows were not made (past MAX_MATRIX_ROWS or the work limit). */
  readonly rowsLeft: number;
  /** Tools whose columns were not made (past MAX_MATRIX_TOOLS). */
  readonly toolsLeft: number;
  readonly tighten: { readonly from: string; readonly to: string; readonly changed: number } | undefined;
}

/** The rows a matrix view carries: the main agent and the first subagents; and the columns: the first tools. */
export const MAX_MATRIX_ROWS = 200;
export const MAX_MATRIX_TOOLS = 100;
/** The patterns a cell lists (the core tries at most 8 per tool). */
const PATTERNS_SHOWN = 8;

/** The verdict as a symbol beside its word, so it never rests on colour alone. */
export const VERDICT_SYMBOLS: Readonly<Record<VerdictAnswer, string>> = { run: "✓", person: "?", refused: "✕" };

/** "Why not?" of a cell of a row. */
export const whyOf = (row: MatrixRowVM, cell: MatrixCellVM): MatrixWhy => ({
  agent: row.agent,
  tool: cell.tool,
  pattern: cell.shown.pattern,
  verdict: cell.shown.answer,
});

export function matrixVM(matrix: PermissionMatrix, analysis: Analysis): MatrixVM {
  const calls = new Map<string, Target>();
  for (const c of analysis.simulation.calls)
    for (const p of c.patterns) {
      const key = `${c.agent}\u0000${c.tool}\u0000${p}`;
      if (!calls.has(key)) calls.set(key, { doc: "scenarios", path: c.path });
    }
  const reasons: string[] = [];
  const reasonIndex = new Map<string, number>();
  const verdictVM = (t: MatrixTry): MatrixVerdictVM => {
    const text = reasonText(verdictReason(t.verdict));
    let reason = reasonIndex.get(text);
    if (reason === undefined) reasonIndex.set(text, (reason = reasons.push(text) - 1));
    return { answer: t.verdict.answer, pattern: t.pattern, reason };
  };
  let changed = 0;
  const rows = matrix.rows.map((row, r): MatrixRowVM => ({
    key: `${r}:${row.agent}`,
    agent: row.agent,
    isMain: r === 0,
    cells: row.cells.map((cell): MatrixCellVM => {
      if (cell.changed) changed++;
      const call = calls.get(`${row.agent}\u0000${cell.tool}\u0000${cell.shown.pattern}`);
      return {
        tool: cell.tool,
        shown: verdictVM(cell.shown),
        tried: cell.tries.length,
        patterns:
          cell.tries.length > 1 || cell.any
            ? [...cell.tries.slice(0, PATTERNS_SHOWN), ...(cell.any ? [cell.any] : [])].map(verdictVM)
            : [],
        ...(cell.shownAfter && { after: verdictVM(cell.shownAfter) }),
        changed: cell.changed,
        ...(call && { call }),
      };
    }),
  }));
  return {
    tools: matrix.tools.map((t) => ({ name: t.name, toolClass: t.class ?? "" })),
    rows,
    reasons,
    rowsLeft: matrix.rowsLeft,
    toolsLeft: matrix.toolsLeft,
    tighten: matrix.tighten ? { ...matrix.tighten, changed } : undefined,
  };
}
