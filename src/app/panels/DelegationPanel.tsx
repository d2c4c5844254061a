/**
 * Delegation: the team as a tree with mode badges, the calls with verdicts and decision paths, tighten preview. Each
 * list draws one page (Pager), so thousands of calls or subagents never block the page.
 */
import { memo, useMemo } from "react";
import { readTighten, setTighten } from "../state/scenarioEdits";
import { T } from "../texts";
import { MODES, type CallVM, type DelegationVM, type TeamNodeVM } from "../view-model/index";
import { CallCard } from "./CallCard";
import { Pager } from "./Pager";
import { usePage } from "./usePage";

interface Props {
  readonly vm: DelegationVM;
  readonly scenarios: string;
  /** Whether the scenarios parse, so the tighten choice can be written into them. */
  readonly editable: boolean;
  readonly editScenarios: (edit: (text: string) => string) => void;
}

/** Indentation stops growing past this depth; the row still says its level. */
const MAX_INDENT = 12;

const TeamNode = memo(function TeamNode({ node }: { readonly node: TeamNodeVM }) {
  const deep = node.depth > MAX_INDENT;
  return (
    <li
      className="tree-row"
      data-depth={node.depth}
      style={{ paddingLeft: `${Math.min(node.depth, MAX_INDENT) * 1.25}rem` }}
    >
      <div
        className={node.isMain ? "node node-main" : node.error ? "node node-bad" : "node"}
        data-node={node.name}
        data-main={String(node.isMain)}
        data-mode={node.mode}
        data-failed={String(node.error !== undefined)}
      >
        {node.depth > 0 ? (
          <span className={deep ? "muted small" : "sr-only"}>{T.delegation.level(node.depth)} </span>
        ) : null}
        <code>{node.name}</code>
        {node.isMain ? <span className="muted small"> {T.delegation.main}</span> : null}
        {node.mode ? <span className={`badge mode mode-${node.mode}`}>{node.mode}</span> : null}
        {node.error ? <span className="badge badge-bad">{T.delegation.failed}</span> : null}
        {node.request.length > 0 ? <span className="muted small"> asks: {node.request.join(", ")}</span> : null}
        {node.error ? <p className="small node-error">{node.error}</p> : null}
      </div>
    </li>
  );
});

function Team({ team }: { readonly team: readonly TeamNodeVM[] }) {
  const paged = usePage(team);
  return (
    <>
      <Pager label={T.delegation.team} window={paged.window} go={paged.go} />
      <ul className="tree">
        {paged.items.map((node) => (
          <TeamNode key={node.key} node={node} />
        ))}
      </ul>
    </>
  );
}

function Calls({ calls }: { readonly calls: readonly CallVM[] }) {
  const paged = usePage(calls);
  return (
    <>
      <Pager label={T.delegation.calls} window={paged.window} go={paged.go} />
      <ul className="cards">
        {paged.items.map((call) => (
          <CallCard key={call.key} call={call} />
        ))}
      </ul>
    </>
  );
}

function Changes({ changes }: { readonly changes: readonly string[] }) {
  const paged = usePage(changes);
  return (
    <>
      <Pager label={T.delegation.tightenChanges} window={paged.window} go={paged.go} />
      <ul>
        {paged.items.map((c, i) => (
          <li key={`${paged.window.start + i}:${c}`}>{c}</li>
        ))}
      </ul>
    </>
  );
}

export function DelegationPanel({ vm, scenarios, editable, editScenarios }: Props) {
  // Parses the scenarios: once per text, not once per drawing (a config keystroke draws the panel again).
  const tighten = useMemo(() => readTighten(scenarios), [scenarios]);
  return (
    <div className="delegation">
      <h3>{T.delegation.team}</h3>
      {vm.unattended ? <p className="badge badge-warn">{T.delegation.unattended}</p> : null}
      <Team team={vm.team} />
      {vm.team.length <= 1 ? <p className="muted">{T.delegation.noTeam}</p> : null}
      <h3>{T.delegation.calls}</h3>
      {vm.calls.length === 0 ? <p className="muted">{T.delegation.noCalls}</p> : <Calls calls={vm.calls} />}
      {vm.hiddenCalls > 0 ? <p className="muted">{T.delegation.hiddenCalls(vm.hiddenCalls)}</p> : null}
      <h3>{T.delegation.tighten}</h3>
      <label className="inline-form">
        {T.delegation.tightenLabel}
        <select
          value={tighten}
          disabled={!editable}
          onChange={(e) => editScenarios((text) => setTighten(text, e.target.value))}
        >
          <option value="">{T.delegation.tightenNone}</option>
          {MODES.map((mode) => (
            <option key={mode} value={mode}>
              {mode}
            </option>
          ))}
        </select>
      </label>
      {vm.tighten.kind === "error" ? <p className="badge badge-bad">{vm.tighten.error}</p> : null}
      {vm.tighten.kind === "preview" ? (
        <div className="tighten" data-testid="tighten-preview">
          <p>{vm.tighten.heading}</p>
          {vm.tighten.changes.length === 0 ? (
            <p className="muted">{T.delegation.tightenNoChange}</p>
          ) : (
            <Changes changes={vm.tighten.changes} />
          )}
        </div>
      ) : null}
    </div>
  );
}
