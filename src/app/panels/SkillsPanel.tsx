/** Skills: each skill of the scenarios against each agent's filter; a quick input adds one to scenarios.json. */
import { memo, useState, type FormEvent } from "react";
import { addSkillCases } from "../state/scenarioEdits";
import { T } from "../texts";
import type { SkillRowVM, SkillsVM } from "../view-model/index";
import { Pager } from "./Pager";
import { PinButton } from "./PinButton";
import { WhyButton } from "./Why";
import { usePage } from "./usePage";

interface Props {
  readonly vm: SkillsVM;
  /** Whether the scenarios parse, so the form can write into them. */
  readonly editable: boolean;
  readonly editScenarios: (edit: (text: string) => string) => void;
}

/** One skill's row: unchanged rows keep their view model after a keystroke, so they are not drawn again. */
const SkillRow = memo(function SkillRow({ row }: { readonly row: SkillRowVM }) {
  return (
    <tr>
      <th scope="row">
        <code>{row.skill}</code>
      </th>
      {row.cells.map((cell) => (
        <td
          key={cell.agentId}
          title={cell.result?.reason}
          data-skill={row.skill}
          data-agent={cell.agentId}
          data-allowed={cell.result ? String(cell.result.allowed) : undefined}
        >
          {cell.result ? (
            <>
              <span className={cell.result.allowed ? "badge badge-ok" : "badge badge-bad"}>
                {cell.result.allowed ? T.skills.allowed : T.skills.denied}
              </span>
              {cell.result.matched ? (
                <span className="muted small"> {T.skills.matched(cell.result.matched)}</span>
              ) : null}
              {cell.result.expect && !cell.result.expect.met ? (
                <span className="badge badge-bad">{T.skills.expectMissed(cell.result.expect.text)}</span>
              ) : null}
              <PinButton
                pin={cell.result.pin}
                label={T.expectations.pinSkill(cell.result.allowed, row.skill, cell.agentId)}
              />
              <WhyButton
                target={cell.result.why}
                label={T.why.skillWhy}
                subject={T.skills.whySubject(cell.result.allowed, row.skill, cell.agentId)}
              />
              <span className="sr-only"> {cell.result.reason}</span>
            </>
          ) : (
            <span className="muted small">{T.skills.notTested}</span>
          )}
        </td>
      ))}
    </tr>
  );
});

/** Rows per page: each row has a cell per agent (up to 30), so fewer rows than other lists. */
const ROWS_PER_PAGE = 50;

export function SkillsPanel({ vm, editable, editScenarios }: Props) {
  const [skill, setSkill] = useState("");
  const [agent, setAgent] = useState("");
  const paged = usePage(vm.rows, ROWS_PER_PAGE);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (skill.trim() === "") return;
    const agents = agent === "" ? vm.agents : [agent];
    editScenarios((text) => addSkillCases(text, skill, agents));
    setSkill("");
  };
  return (
    <div className="skills">
      {vm.rows.length === 0 ? (
        <p className="muted">{T.skills.none}</p>
      ) : (
        <>
          <Pager label={T.skills.rowsLabel} window={paged.window} go={paged.go} />
          {/* The table scrolls sideways when there are many agents: focusable, so the keyboard can scroll it too. */}
          <div className="table-wrap" tabIndex={0} role="region" aria-label={T.skills.tableLabel}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{T.skills.skillColumn}</th>
                  {vm.agents.map((id) => (
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
      )}
      {vm.hiddenAgents + vm.hiddenSkills > 0 ? (
        <p className="muted">{T.skills.hidden(vm.hiddenAgents, vm.hiddenSkills)}</p>
      ) : null}
      <form className="inline-form" onSubmit={submit}>
        <label>
          {T.skills.addLabel}
          <input
            type="text"
            value={skill}
            placeholder={T.skills.addPlaceholder}
            spellCheck={false}
            disabled={!editable}
            onChange={(e) => setSkill(e.target.value)}
          />
        </label>
        <label>
          {T.skills.agentLabel}
          <select value={agent} disabled={!editable} onChange={(e) => setAgent(e.target.value)}>
            <option value="">{T.skills.allAgents}</option>
            {vm.agents.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={!editable || skill.trim() === ""}>
          {T.skills.add}
        </button>
      </form>
    </div>
  );
}
