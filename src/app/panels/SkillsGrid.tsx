/** The skills grid for a few agents: a row per skill name, a column per agent, each cell that pair's first test. */
import { memo } from "react";
import { T } from "../texts";
import type { SkillRowVM, SkillTestVM } from "../view-model/index";
import { Pager } from "./Pager";
import { PAGE_SIZE } from "./paging";
import { answerAttributes, SkillVerdict } from "./SkillVerdict";
import { SKILLS_LIST, useFollowEntry } from "./useFollowEntry";
import { usePage } from "./usePage";
import { useSelectedCard } from "./useSelectedCard";

/** A tested pair's cell: marked while the editor's cursor is in its scenarios entry. */
function TestCell({ test }: { readonly test: SkillTestVM }) {
  const {
    ref,
    selected,
    "aria-current": current,
  } = useSelectedCard<HTMLTableCellElement>("scenarios", ["skills", test.index]);
  return (
    <td
      ref={ref}
      aria-current={current}
      data-selected={selected || undefined}
      title={test.reason}
      {...answerAttributes(test)}
    >
      <SkillVerdict test={test} />
      {test.matched ? <span className="muted small"> {T.skills.matched(test.matched)}</span> : null}
      <span className="sr-only"> {test.reason}</span>
    </td>
  );
}

/** One skill's row: unchanged rows keep their view model after a keystroke, so they are not drawn again. */
const SkillRow = memo(function SkillRow({ row }: { readonly row: SkillRowVM }) {
  return (
    <tr>
      <th scope="row">
        <code>{row.skill}</code>
      </th>
      {row.cells.map((test, i) =>
        test ? (
          <TestCell key={i} test={test} />
        ) : (
          <td key={i}>
            <span className="muted small">{T.skills.notTested}</span>
          </td>
        ),
      )}
    </tr>
  );
});

export function SkillsGrid({
  agents,
  rows,
}: {
  readonly agents: readonly string[];
  readonly rows: readonly SkillRowVM[];
}) {
  const paged = usePage(rows);
  useFollowEntry("scenarios", SKILLS_LIST, (index) => {
    const at = rows.findIndex((r) => r.cells.some((c) => c?.index === index));
    if (at >= 0) paged.go(Math.floor(at / PAGE_SIZE));
    return at >= 0;
  });
  return (
    <>
      <Pager label={T.skills.rowsLabel} window={paged.window} go={paged.go} />
      {/* Wider than the panel, the table scrolls sideways in its own frame: focusable, so the keyboard can scroll it. */}
      <div className="table-wrap" tabIndex={0} role="region" aria-label={T.skills.tableLabel}>
        <table className="skills-table">
          <thead>
            <tr>
              <th scope="col">{T.skills.skillColumn}</th>
              {agents.map((id) => (
                <th key={id} scope="col">
                  <code>{id}</code>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {paged.items.map((row) => (
              <SkillRow key={row.skill} row={row} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
