/**
 * The session form: which session it edits (named, and chosen in a list of every entry, or a new one) and that
 * session's key and agent override. Its text goes straight into scenarios.json, into the chosen entry only.
 */
import type { SessionField, SessionFields } from "../state/scenarioEdits";
import { T } from "../texts";
import { MAX_SESSIONS_SHOWN } from "../view-model/index";

/** The entry of scenarios.sessions the form edits, or a new one it adds. */
export type SessionChoice = number | "new";

/** How many entries the form's choice lists (as the list draws: MAX_SESSIONS_SHOWN). */
const MAX_OFFERED = MAX_SESSIONS_SHOWN;

/** The name of an entry as the form and the list show it. */
export const entryTitle = (index: number, entry: SessionFields): string =>
  T.session.sessionTitle(index, entry.key === "" ? undefined : entry.key);

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

export function SessionForm(props: {
  readonly entries: readonly SessionFields[];
  readonly chosen: SessionChoice;
  readonly editable: boolean;
  readonly onChoose: (choice: SessionChoice) => void;
  readonly onEdit: (field: SessionField, value: string) => void;
}) {
  const { entries, chosen, editable } = props;
  const current = chosen === "new" ? undefined : entries[chosen];
  const NEW = "new";
  return (
    <div className="session-form">
      <div className="inputs">
        <label>
          {T.session.target}
          <select
            value={String(chosen)}
            disabled={!editable}
            onChange={(e) => props.onChoose(e.target.value === NEW ? NEW : Number(e.target.value))}
          >
            {entries.map((entry, i) =>
              // A long list offers its first entries (the list's "Edit" buttons reach the ones drawn) and the chosen.
              i < MAX_OFFERED || i === chosen ? (
                <option key={i} value={String(i)}>
                  {entryTitle(i, entry)}
                </option>
              ) : null,
            )}
            <option value={NEW}>{T.session.newSession}</option>
          </select>
        </label>
      </div>
      <p className="muted" data-testid="session-editing" aria-live="polite">
        {current ? T.session.editing(entryTitle(chosen as number, current)) : T.session.adding}
      </p>
      <div className="inputs">
        <SessionInput
          label={T.session.keyLabel}
          placeholder={T.session.keyPlaceholder}
          value={current?.key ?? ""}
          disabled={!editable}
          onChange={(value) => props.onEdit("key", value)}
        />
        <SessionInput
          label={T.session.agentLabel}
          placeholder={T.session.agentPlaceholder}
          value={current?.agent ?? ""}
          disabled={!editable}
          onChange={(value) => props.onEdit("agent", value)}
        />
      </div>
    </div>
  );
}
