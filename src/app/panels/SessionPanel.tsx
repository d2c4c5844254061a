/**
 * Session: every session of the scenarios, each with its resolved agent, the step that decides it and a pin; the
 * form edits the session chosen (named above the inputs) or adds a new one, never another entry; the chosen
 * session's priority chain, model and "what would give it another agent?" are drawn in full.
 */
import { useMemo, useState } from "react";
import { addSession, readSessions, setSessionField, type SessionField } from "../state/scenarioEdits";
import { T } from "../texts";
import type { SessionsVM, SessionVM } from "../view-model/index";
import { useEditorController } from "../editor/controller";
import { Chip } from "./Chip";
import { Pager } from "./Pager";
import { PinButton } from "./PinButton";
import { SessionForm, type SessionChoice } from "./SessionForm";
import { SessionWhy } from "./SessionWhy";
import { usePage } from "./usePage";
import { useSelectedCard } from "./useSelectedCard";

interface Props {
  readonly vm: SessionsVM;
  readonly scenarios: string;
  /** Whether the scenarios parse, so the form can write into them (read once per text by the panels column). */
  readonly editable: boolean;
  readonly editScenarios: (edit: (text: string) => string) => void;
}

/** The chosen session's chain, model, notes and "what would?": what the form's edits change. */
function SessionDetail({ vm }: { readonly vm: SessionVM }) {
  return (
    <div className="session-detail" data-index={vm.index}>
      <p className="resolved">
        {T.session.resolved}:{" "}
        <code data-testid="session-selected-agent" data-selected-agent={vm.agentId}>
          {vm.agentId}
        </code>
        {!vm.inList ? <span className="badge badge-warn">{T.session.notInList}</span> : null}
      </p>
      <p className="muted">
        {T.session.model}: <code>{vm.model}</code>
      </p>
      <SessionWhy key={vm.index} vm={vm} />
      <h3>{T.session.chain}</h3>
      <ol className="chain" aria-label={T.session.chain}>
        {vm.chain.map((step) => (
          <li
            key={step.key}
            className={step.winner ? "step winner" : step.applies ? "step" : "step skipped"}
            aria-current={step.winner ? "step" : undefined}
          >
            <span className="step-label">{step.label}</span>
            {step.value !== undefined ? <code>{step.value}</code> : null}
            <span className={step.winner ? "badge badge-ok" : "badge"}>
              {step.winner ? T.session.winner : step.applies ? T.session.applies : T.session.skipped}
            </span>
            <span className="muted note">{step.note}</span>
            {step.from ? <Chip chip={step.from} /> : null}
          </li>
        ))}
      </ol>
      {vm.notes.length > 0 ? (
        <ul className="notes">
          {vm.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One session of the list: its name, resolved agent, the step that decides, its expectation and pin. */
function SessionItem(props: {
  readonly vm: SessionVM;
  readonly chosen: boolean;
  readonly onChoose: (index: number) => void;
}) {
  const { vm, chosen } = props;
  const controller = useEditorController();
  // Marked (aria-current) while the editor's cursor is in its entry, as the other panels' cards are.
  const {
    ref,
    selected,
    "aria-current": current,
  } = useSelectedCard<HTMLLIElement>("scenarios", ["sessions", vm.index]);
  const winner = vm.chain.find((step) => step.winner);
  // The first session keeps the test ids scripts and tests have always read.
  const first = vm.index === 0;
  return (
    <li
      ref={ref}
      aria-current={current}
      data-selected={selected || undefined}
      data-chosen={chosen || undefined}
      className={chosen ? "session-item chosen" : "session-item"}
      data-index={vm.index}
    >
      <button
        type="button"
        className="source-link session-title"
        aria-label={T.session.showSource(vm.title)}
        onClick={() => controller.reveal({ doc: "scenarios", path: ["sessions", vm.index] })}
      >
        {vm.title}
      </button>{" "}
      <code
        data-testid={first ? "session-agent" : "session-agent-other"}
        data-session-agent={vm.agentId}
        data-in-list={String(vm.inList)}
      >
        {vm.agentId}
      </code>
      {!vm.inList ? <span className="badge badge-warn">{T.session.notInList}</span> : null}
      {vm.expect ? (
        <span className={vm.expect.met ? "badge badge-ok" : "badge badge-bad"}>{vm.expect.text}</span>
      ) : null}
      {winner ? <span className="muted note">{winner.label}</span> : null}
      <PinButton pin={vm.pin} label={`${T.expectations.pinSession(vm.agentId)} (${vm.title})`} />
      {chosen ? null : (
        <button type="button" className="session-choose" onClick={() => props.onChoose(vm.index)}>
          {T.session.edit(vm.title)}
        </button>
      )}
    </li>
  );
}

export function SessionPanel({ vm, scenarios, editable, editScenarios }: Props) {
  // Reading the form's fields parses the scenarios: once per text, not once per drawing (a config keystroke).
  const entries = useMemo(() => readSessions(scenarios), [scenarios]);
  const [choice, setChoice] = useState<SessionChoice | undefined>(undefined);
  // The first session until the user chooses; a chosen entry that is gone leaves the form adding a new one.
  const chosen: SessionChoice =
    choice === undefined
      ? entries.length > 0
        ? 0
        : "new"
      : choice !== "new" && choice >= entries.length
        ? "new"
        : choice;
  const edit = (field: SessionField, value: string) => {
    if (chosen === "new") {
      if (value === "") return;
      // The new entry is the one the next keystrokes edit.
      setChoice(entries.length);
      editScenarios((text) => addSession(text, field, value));
    } else editScenarios((text) => setSessionField(text, chosen, field, value));
  };
  const page = usePage(vm.sessions);
  const detail = chosen === "new" ? undefined : vm.sessions.find((s) => s.index === chosen);
  return (
    <div className="session">
      <SessionForm entries={entries} chosen={chosen} editable={editable} onChoose={setChoice} onEdit={edit} />
      {!editable ? <p className="muted">{T.session.cannotEdit}</p> : null}
      {vm.sessions.length === 0 ? (
        <p className="muted">{T.session.noSession}</p>
      ) : (
        <>
          {detail ? <SessionDetail vm={detail} /> : null}
          <h3>{T.session.listLabel}</h3>
          <Pager label={T.session.listLabel} window={page.window} go={page.go} />
          <ol className="sessions" aria-label={T.session.listLabel}>
            {page.items.map((s) => (
              <SessionItem key={s.index} vm={s} chosen={s.index === chosen} onChoose={setChoice} />
            ))}
          </ol>
          {vm.hidden > 0 ? <p className="muted">{T.session.hidden(vm.hidden)}</p> : null}
        </>
      )}
    </div>
  );
}
