/**
 * Skills: each skill test of the scenarios against its agent's filter. A few agents are drawn as a grid (skill x
 * agent), and the tests can be listed instead; more agents than fit side by side are always listed, one row per test,
 * paged, with a per-agent choice. A quick input adds tests to scenarios.json.
 */
import { useState, type FormEvent } from "react";
import { addSkillCases } from "../state/scenarioEdits";
import { T } from "../texts";
import type { SkillsPage, SkillsVM } from "../view-model/index";
import { SkillsGrid } from "./SkillsGrid";
import { SkillsList } from "./SkillsList";

interface Props {
  readonly vm: SkillsVM;
  /** Asks the analysis for another page of the tests (or another agent's). */
  readonly show: (page: SkillsPage) => void;
  /** Whether the scenarios parse, so the form can write into them. */
  readonly editable: boolean;
  readonly editScenarios: (edit: (text: string) => string) => void;
}

type View = "grid" | "list";

export function SkillsPanel({ vm, show, editable, editScenarios }: Props) {
  const [view, setView] = useState<View>("grid");
  const grid = vm.grid && view === "grid" ? vm.grid : undefined;
  return (
    <div className="skills">
      {vm.all === 0 ? (
        <p className="muted">{T.skills.none}</p>
      ) : (
        <>
          {vm.grid ? <ViewChoice view={view} setView={setView} /> : null}
          {grid ? <SkillsGrid agents={vm.agents} rows={grid} /> : <SkillsList vm={vm} show={show} />}
        </>
      )}
      <AddSkill agents={vm.agents} editable={editable} editScenarios={editScenarios} />
    </div>
  );
}

/** Grid or list, offered while the agents fit side by side: two buttons, each reached by Tab. */
function ViewChoice({ view, setView }: { readonly view: View; readonly setView: (view: View) => void }) {
  const option = (value: View, text: string) => (
    <button type="button" aria-pressed={view === value} onClick={() => setView(value)}>
      {text}
    </button>
  );
  return (
    <div className="view-choice" role="group" aria-label={T.skills.viewLabel}>
      <span className="muted small" aria-hidden="true">
        {T.skills.viewLabel}
      </span>
      {option("grid", T.skills.gridView)}
      {option("list", T.skills.listView)}
    </div>
  );
}

function AddSkill({
  agents,
  editable,
  editScenarios,
}: Omit<Props, "vm" | "show"> & { readonly agents: readonly string[] }) {
  const [skill, setSkill] = useState("");
  const [agent, setAgent] = useState("");
  // Every agent is an option while the list is in use (focused or pressed): thousands of options redrawn at each
  // keystroke in the config would cost the page a frame; until then the choice alone is drawn.
  const [listed, setListed] = useState(false);
  const options = listed ? agents : agent === "" ? [] : [agent];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (skill.trim() === "") return;
    const against = agent === "" ? agents : [agent];
    editScenarios((text) => addSkillCases(text, skill, against));
    setSkill("");
  };
  return (
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
        <select
          value={agent}
          disabled={!editable}
          onChange={(e) => setAgent(e.target.value)}
          onFocus={() => setListed(true)}
          onPointerDown={() => setListed(true)}
          onBlur={() => setListed(false)}
        >
          <option value="">{T.skills.allAgents}</option>
          {options.map((id) => (
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
  );
}
