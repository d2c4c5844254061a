/**
 * The skill tests as a list, one row per scenarios.skills entry (skill, agent, answer, reason), for any number of
 * agents: paged, and narrowed to one agent's tests by a choice above it.
 */
import { memo } from "react";
import { useEditorController } from "../editor/controller";
import { T } from "../texts";
import { SKILL_TESTS_PER_PAGE, type SkillsPage, type SkillsVM, type SkillTestVM } from "../view-model/index";
import { Pager } from "./Pager";
import { pageWindow } from "./paging";
import { answerAttributes, SkillVerdict } from "./SkillVerdict";
import { SKILLS_LIST, useFollowEntry } from "./useFollowEntry";
import { useSelectedCard } from "./useSelectedCard";

/** One test's row; an unchanged test keeps its view model after a keystroke, so its row is not drawn again. */
const TestRow = memo(function TestRow({ test }: { readonly test: SkillTestVM }) {
  const controller = useEditorController();
  const path = ["skills", test.index];
  const { ref, selected, "aria-current": current } = useSelectedCard<HTMLTableRowElement>("scenarios", path);
  return (
    <tr ref={ref} aria-current={current} data-selected={selected || undefined}>
      <th scope="row">
        <button
          type="button"
          className="source-link"
          aria-label={T.skills.showSource(test.skill, test.agentId)}
          onClick={() => controller.reveal({ doc: "scenarios", path })}
        >
          <code>{test.skill}</code>
        </button>
      </th>
      <td>
        <code>{test.agentId}</code>
      </td>
      <td {...answerAttributes(test)}>
        <SkillVerdict test={test} />
      </td>
      <td className="skill-reason">{test.reason}</td>
    </tr>
  );
});

interface ListProps {
  readonly vm: SkillsVM;
  /** Asks the analysis for another page of the tests, or another agent's (windows.ts's SkillsWindow). */
  readonly show: (page: SkillsPage) => void;
}

/**
 * The page of tests the analysis drew (every agent's, or one agent's): the pager and the agent choice ask for
 * another, and the editor's cursor in a scenarios.skills entry asks for the page that holds it.
 */
export function SkillsList({ vm, show }: ListProps) {
  const { tested, agent, from, total, tests } = vm;
  const window = pageWindow(total, from / SKILL_TESTS_PER_PAGE, SKILL_TESTS_PER_PAGE);
  // The cursor in an entry on another page: the analysis draws the page that holds it (or keeps this one).
  useFollowEntry("scenarios", SKILLS_LIST, (index) => {
    if (!tests.some((t) => t.index === index)) show({ from, agent, focus: index });
    return true;
  });
  return (
    <>
      {tested.length > 1 ? (
        <label className="skills-filter">
          {T.skills.filterLabel}{" "}
          <select value={agent} onChange={(e) => show({ from: 0, agent: e.target.value })}>
            <option value="">{T.skills.allAgents}</option>
            {tested.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <Pager
        label={T.skills.testsLabel}
        window={window}
        go={(page) => show({ from: page * SKILL_TESTS_PER_PAGE, agent })}
      />
      {/* Wider than the panel (a phone), the table scrolls sideways in its own frame, never the page. */}
      <div className="table-wrap" tabIndex={0} role="region" aria-label={T.skills.testsTableLabel}>
        <table className="skills-table skills-list">
          <thead>
            <tr>
              <th scope="col">{T.skills.skillColumn}</th>
              <th scope="col">{T.skills.agentColumn}</th>
              <th scope="col">{T.skills.answerColumn}</th>
              <th scope="col">{T.skills.reasonColumn}</th>
            </tr>
          </thead>
          <tbody>
            {tests.map((test) => (
              <TestRow key={test.index} test={test} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
