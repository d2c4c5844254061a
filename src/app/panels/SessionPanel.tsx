/** Session: the first session's key and override (written into scenarios.json), its agent and priority chain. */
import { useMemo } from "react";
import { readSession, setSessionField } from "../state/scenarioEdits";
import { T } from "../texts";
import type { SessionVM } from "../view-model/index";
import { Chip } from "./Chip";
import { PinButton } from "./PinButton";
import { SessionWhy } from "./SessionWhy";

interface Props {
  readonly vm: SessionVM | undefined;
  readonly scenarios: string;
  /** Whether the scenarios parse, so the form can write into them (read once per text by the panels column). */
  readonly editable: boolean;
  readonly editScenarios: (edit: (text: string) => string) => void;
}

/** One labelled field of the session form; its text goes straight into scenarios.json. */
function SessionInput(props: {
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
}) {
  return (
    <label>
      {props.label}
      <input
        type="text"
        value={props.value}
        placeholder={props.placeholder}
        disabled={props.disabled}
        spellCheck={false}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}

export function SessionPanel({ vm, scenarios, editable, editScenarios }: Props) {
  // Reading the form's fields parses the scenarios: once per text, not once per drawing (a config keystroke).
  const current = useMemo(() => readSession(scenarios), [scenarios]);
  return (
    <div className="session">
      <div className="inputs">
        <SessionInput
          label={T.session.keyLabel}
          placeholder={T.session.keyPlaceholder}
          value={current.key}
          disabled={!editable}
          onChange={(value) => editScenarios((text) => setSessionField(text, "key", value))}
        />
        <SessionInput
          label={T.session.agentLabel}
          placeholder={T.session.agentPlaceholder}
          value={current.agent}
          disabled={!editable}
          onChange={(value) => editScenarios((text) => setSessionField(text, "agent", value))}
        />
      </div>
      {!editable ? <p className="muted">{T.session.cannotEdit}</p> : null}
      {!vm ? (
        <p className="muted">{T.session.noSession}</p>
      ) : (
        <>
          <p className="resolved">
            {T.session.resolved}:{" "}
            <code data-testid="session-agent" data-session-agent={vm.agentId} data-in-list={String(vm.inList)}>
              {vm.agentId}
            </code>
            {!vm.inList ? <span className="badge badge-warn">{T.session.notInList}</span> : null}
            {vm.expect ? (
              <span className={vm.expect.met ? "badge badge-ok" : "badge badge-bad"}>{vm.expect.text}</span>
            ) : null}
            <PinButton pin={vm.pin} label={T.expectations.pinSession(vm.agentId)} />
          </p>
          <p className="muted">
            {T.session.model}: <code>{vm.model}</code>
          </p>
          <SessionWhy vm={vm} />
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
        </>
      )}
    </div>
  );
}
