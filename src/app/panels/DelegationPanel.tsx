/** Delegation: the team as a tree with mode badges, the calls with verdicts and decision paths, tighten preview. */
import { canEdit, readTighten, setTighten } from "../state/scenarioEdits";
import { T } from "../texts";
import type { CallVM, DelegationVM, TeamNodeVM } from "../view-model/index";
import { Chip } from "./Chip";

const MODES = ["bypass", "accept-edits", "default", "plan", "readonly"] as const;

interface Props {
  readonly vm: DelegationVM;
  readonly scenarios: string;
  readonly editScenarios: (edit: (text: string) => string) => void;
}

function TeamNode({ node }: { readonly node: TeamNodeVM }) {
  return (
    <li>
      <div
        className={node.isMain ? "node node-main" : node.error ? "node node-bad" : "node"}
        data-node={node.name}
        data-main={String(node.isMain)}
        data-mode={node.mode}
        data-failed={String(node.error !== undefined)}
      >
        <code>{node.name}</code>
        {node.isMain ? <span className="muted small"> {T.delegation.main}</span> : null}
        {node.mode ? <span className={`badge mode mode-${node.mode}`}>{node.mode}</span> : null}
        {node.error ? <span className="badge badge-bad">{T.delegation.failed}</span> : null}
        {node.request.length > 0 ? <span className="muted small"> asks: {node.request.join(", ")}</span> : null}
        {node.error ? <p className="small node-error">{node.error}</p> : null}
      </div>
      {node.children.length > 0 ? (
        <ul>
          {node.children.map((child) => (
            <TeamNode key={child.key} node={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Call({ call }: { readonly call: CallVM }) {
  const badge = call.answer === "run" ? "badge-ok" : call.answer === "person" ? "badge-warn" : "badge-bad";
  return (
    <li
      className="card call"
      aria-label={`${call.agent} ${call.tool} ${call.verdict}`}
      data-call-index={call.key}
      data-agent={call.agent}
      data-tool={call.tool}
      data-verdict={call.answer}
      data-expect-met={call.expect ? String(call.expect.met) : undefined}
    >
      <p className="call-head">
        <code>{call.agent}</code> → <code>{call.tool}</code>
        {call.patterns.map((p) => (
          <code key={p} className="pattern">
            {p}
          </code>
        ))}
        <span className={`badge ${badge}`} data-testid="verdict">
          {call.verdict}
        </span>
        {call.expect ? (
          <span className={call.expect.met ? "badge badge-ok" : "badge badge-bad"}>{call.expect.text}</span>
        ) : null}
      </p>
      <p className="call-text">{call.text}</p>
      {call.steps.length > 0 ? (
        <ol className="path">
          {call.steps.map((step) => (
            <li key={step.key} className="path-step">
              <span className="path-kind">{step.kind}</span>
              <span>{step.label}</span>
              {step.action ? <span className={`badge action-${step.action}`}>{step.action}</span> : null}
              {step.from ? <Chip chip={step.from} /> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}

export function DelegationPanel({ vm, scenarios, editScenarios }: Props) {
  const tighten = readTighten(scenarios);
  return (
    <div className="delegation">
      <h3>{T.delegation.team}</h3>
      {vm.unattended ? <p className="badge badge-warn">{T.delegation.unattended}</p> : null}
      <ul className="tree">
        <TeamNode node={vm.root} />
      </ul>
      {vm.root.children.length === 0 ? <p className="muted">{T.delegation.noTeam}</p> : null}
      <h3>{T.delegation.calls}</h3>
      {vm.calls.length === 0 ? (
        <p className="muted">{T.delegation.noCalls}</p>
      ) : (
        <ul className="cards">
          {vm.calls.map((call) => (
            <Call key={call.key} call={call} />
          ))}
        </ul>
      )}
      <h3>{T.delegation.tighten}</h3>
      <label className="inline-form">
        {T.delegation.tightenLabel}
        <select
          value={tighten}
          disabled={!canEdit(scenarios)}
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
            <ul>
              {vm.tighten.changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
