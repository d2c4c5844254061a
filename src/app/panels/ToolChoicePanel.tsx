/** Tool choice: for the selected subagent, its tools (chosen, all, loaded), model and clamped thinking level. */
import { useState } from "react";
import { T } from "../texts";
import type { ToolChoiceVM } from "../view-model/index";
import { Pager } from "./Pager";
import { PinButton } from "./PinButton";
import { usePage } from "./usePage";

function List({ items }: { readonly items: readonly string[] }) {
  if (items.length === 0) return <span className="muted">{T.tools.empty}</span>;
  return (
    <span className="tool-list">
      {items.map((item) => (
        <code key={item}>{item}</code>
      ))}
    </span>
  );
}

export function ToolChoicePanel({ vm }: { readonly vm: readonly ToolChoiceVM[] }) {
  const [picked, setPicked] = useState("");
  const paged = usePage(vm);
  if (vm.length === 0) return <p className="muted">{T.tools.none}</p>;
  // The select offers the subagents of the page shown; the one picked stays while its page is shown.
  const selected = paged.items.find((c) => c.name === picked) ?? paged.items[0];
  if (!selected) return null;
  return (
    <div className="tool-choice">
      <Pager label={T.tools.listLabel} window={paged.window} go={paged.go} />
      <label className="inline-form">
        {T.tools.subagentLabel}
        <select value={selected.name} onChange={(e) => setPicked(e.target.value)}>
          {paged.items.map((c, i) => (
            <option key={`${paged.window.start + i}:${c.name}`} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <p className="tool-expect">
        {selected.expect ? (
          <span
            className={selected.expect.met ? "badge badge-ok" : "badge badge-bad"}
            data-expect-met={String(selected.expect.met)}
          >
            {selected.expect.text}
          </span>
        ) : null}
        <PinButton pin={selected.pin} label={T.expectations.pinSubagent(selected.name)} />
      </p>
      {!selected.ok ? (
        <p className="badge badge-bad">
          {T.tools.failed}
          {selected.error ? `: ${selected.error}` : ""}
        </p>
      ) : (
        <dl className="fields">
          <div className="field">
            <dt>{T.tools.model}</dt>
            <dd>
              <code>{selected.model}</code>
            </dd>
          </div>
          <div className="field">
            <dt>{T.tools.thinking}</dt>
            <dd data-testid="thinking">
              {selected.clamped ? (
                <>
                  <code>{selected.requestedThinking}</code> → <code>{selected.thinking}</code>
                </>
              ) : (
                <code>{selected.thinking}</code>
              )}
            </dd>
          </div>
          <div className="field">
            <dt>{T.tools.chosen}</dt>
            <dd>
              <List items={selected.chosen} />
            </dd>
          </div>
          <div className="field">
            <dt>{T.tools.all}</dt>
            <dd>
              <List items={selected.tools} />
            </dd>
          </div>
          <div className="field">
            <dt>{T.tools.loaded}</dt>
            <dd>
              <List items={selected.loaded} />
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}
