/**
 * The permission matrix: a table of every agent (rows) by every tool (columns), each cell its verdict as a symbol,
 * a word and a colour, the reason on hover, focusable; a click or Enter asks "why?" (onWhy), or without it shows the
 * scenarios' call of that agent, tool and pattern. With a tighten preview, the cells that change show before → after.
 * The grid scrolls inside its frame (the headers stay), and draws one page of rows at a time.
 */
import { memo } from "react";
import { useEditorController } from "../editor/controller";
import { T } from "../texts";
import {
  VERDICT_SYMBOLS,
  whyOf,
  type MatrixCellVM,
  type MatrixRowVM,
  type MatrixVM,
  type MatrixWhy,
} from "../view-model/matrix";
import { Pager } from "./Pager";
import { usePage } from "./usePage";

interface Props {
  readonly vm: MatrixVM;
  /** "Why?" for a cell; without it a click shows the cell's call in the editor, when the scenarios have one. */
  readonly onWhy?: (cell: MatrixWhy) => void;
}

/** Rows drawn at a time. */
const ROWS_PER_PAGE = 50;

interface CellProps {
  readonly row: MatrixRowVM;
  readonly cell: MatrixCellVM;
  readonly reasons: readonly string[];
  readonly onWhy: Props["onWhy"];
  readonly to: string | undefined;
}

const Cell = memo(function Cell({ row, cell, reasons, onWhy, to }: CellProps) {
  const controller = useEditorController();
  const { shown, after } = cell;
  const label = T.delegation.verdicts[shown.answer];
  const title = [
    T.matrix.cellTitle(row.agent, cell.tool, shown.pattern, label, reasons[shown.reason] ?? "", cell.tried),
    ...(after && to ? [T.matrix.afterTitle(to, T.delegation.verdicts[after.answer], reasons[after.reason] ?? "")] : []),
  ].join("\n");
  const act = () => {
    if (onWhy) onWhy(whyOf(row, cell));
    else if (cell.call) controller.reveal(cell.call);
  };
  return (
    <td
      className={`matrix-cell verdict-${shown.answer}`}
      data-tool={cell.tool}
      data-answer={shown.answer}
      data-changed={String(cell.changed)}
    >
      <button type="button" className="matrix-button" title={title} onClick={act}>
        <span aria-hidden="true">{VERDICT_SYMBOLS[shown.answer]}</span> {label}
        {cell.changed && after ? (
          <span className="matrix-after" data-after={after.answer}>
            {" "}
            → <span aria-hidden="true">{VERDICT_SYMBOLS[after.answer]}</span> {T.delegation.verdicts[after.answer]}{" "}
            <span className="matrix-changed" title={T.matrix.changedMark}>
              ▲
            </span>
          </span>
        ) : null}
      </button>
      {cell.patterns.length > 0 ? (
        <details className="matrix-patterns">
          <summary>{T.matrix.patternsSummary(cell.patterns.map((p) => VERDICT_SYMBOLS[p.answer]))}</summary>
          <ul>
            {cell.patterns.map((p) => (
              <li key={p.pattern} data-pattern={p.pattern} data-answer={p.answer} title={reasons[p.reason] ?? ""}>
                <span aria-hidden="true">{VERDICT_SYMBOLS[p.answer]}</span> <code>{p.pattern}</code>{" "}
                {T.delegation.verdicts[p.answer]}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </td>
  );
});

interface RowProps {
  readonly row: MatrixRowVM;
  readonly reasons: readonly string[];
  readonly onWhy: Props["onWhy"];
  readonly to: string | undefined;
}

const Row = memo(function Row({ row, reasons, onWhy, to }: RowProps) {
  return (
    <tr data-agent={row.agent}>
      <th scope="row" className={row.isMain ? "matrix-agent matrix-main" : "matrix-agent"}>
        <code>{row.agent}</code>
      </th>
      {row.cells.map((cell) => (
        <Cell key={cell.tool} row={row} cell={cell} reasons={reasons} onWhy={onWhy} to={to} />
      ))}
    </tr>
  );
});

export function MatrixPanel({ vm, onWhy }: Props) {
  const paged = usePage(vm.rows, ROWS_PER_PAGE);
  if (vm.tools.length === 0) return <p className="muted">{T.matrix.noTools}</p>;
  const to = vm.tighten?.to;
  return (
    <div className="matrix">
      <p className="muted small">{T.matrix.legend}</p>
      {vm.tighten ? (
        <p className="matrix-tighten" data-testid="matrix-tighten">
          {T.matrix.tighten(vm.tighten.from, vm.tighten.to, vm.tighten.changed)}
        </p>
      ) : null}
      <Pager label={T.matrix.agent} window={paged.window} go={paged.go} />
      <div className="matrix-scroll" tabIndex={0} role="group" aria-label={T.matrix.title}>
        <table className="matrix-table">
          <caption className="sr-only">{T.matrix.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.matrix.agent}</th>
              {vm.tools.map((t) => (
                <th scope="col" key={t.name} title={t.toolClass}>
                  <code>{t.name}</code>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {paged.items.map((row) => (
              <Row key={row.key} row={row} reasons={vm.reasons} onWhy={onWhy} to={to} />
            ))}
          </tbody>
        </table>
      </div>
      {vm.rowsLeft > 0 ? <p className="muted">{T.matrix.rowsLeft(vm.rowsLeft)}</p> : null}
      {vm.toolsLeft > 0 ? <p className="muted">{T.matrix.toolsLeft(vm.toolsLeft)}</p> : null}
    </div>
  );
}
