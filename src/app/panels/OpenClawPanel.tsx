/**
 * The OpenClaw profiles' agents: what `openclaw config validate` says of the config, which file the CLI reads on
 * the simulated machine, and each agent as `openclaw agents list --json` prints it, every value with the rule that
 * gave it. The JSON itself is one click away, to set beside the real CLI's.
 */
import { T } from "../texts";
import { CleanupSection } from "./CleanupSection";
import { useEditorController } from "../editor/controller";
import { openclawAttributes, type OpenClawAgentsVM, type OpenClawAgentVM } from "../view-model/openclaw";

function Field({ name, value, why }: { name: string; value: string; why: string | undefined }) {
  return (
    <div className="field">
      <dt>{name}</dt>
      <dd>
        <code className="value">{value}</code>
        {why ? <span className="why-rule muted"> {why}</span> : null}
      </dd>
    </div>
  );
}

function AgentCard({ agent }: { agent: OpenClawAgentVM }) {
  const controller = useEditorController();
  const target = agent.target;
  return (
    <li
      className="card"
      aria-label={`Agent ${agent.id}`}
      data-agent-id={agent.id}
      data-default={agent.isDefault}
      {...openclawAttributes(agent)}
    >
      <h3 className="card-title">
        {target ? (
          <button
            type="button"
            className="source-link"
            aria-label={T.openclaw.showSource(agent.id)}
            onClick={() => controller.reveal(target)}
          >
            <code>{agent.id}</code>
          </button>
        ) : (
          <code>{agent.id}</code>
        )}
        {agent.name ? <span className="muted"> {agent.name}</span> : null}
        {agent.isDefault ? <span className="badge badge-ok">{T.openclaw.isDefault}</span> : null}
      </h3>
      {agent.why.id || agent.why.isDefault ? (
        <p className="muted why-rule">{[agent.why.id, agent.why.isDefault].filter(Boolean).join(" ")}</p>
      ) : null}
      <dl className="fields">
        {[...agent.fields, ...agent.runsOn].map((f) => (
          <Field key={f.key} name={f.name} value={f.value} why={f.why} />
        ))}
      </dl>
    </li>
  );
}

export function OpenClawPanel({ vm }: { vm: OpenClawAgentsVM }) {
  return (
    <div className="openclaw" data-testid="openclaw-panel" data-valid={vm.valid} data-profile={vm.profile}>
      <p className={vm.valid ? "verdict verdict-ok" : "verdict verdict-bad"} data-testid="openclaw-verdict">
        {vm.verdict}
      </p>
      <p className="muted">
        {vm.machine} {T.openclaw.readsFrom} <code>{vm.readsFrom}</code>.
      </p>
      {vm.cleanup ? <CleanupSection cleanup={vm.cleanup} /> : null}
      {vm.documentRead ? null : (
        <p className="badge badge-warn" role="note">
          {T.openclaw.notRead}
        </p>
      )}
      {vm.agents ? (
        <ul className="cards">
          {vm.agents.map((a) => (
            <AgentCard key={a.id} agent={a} />
          ))}
        </ul>
      ) : null}
      {vm.agents ? (
        <details>
          <summary>{T.openclaw.showJson}</summary>
          <pre className="json-out">{vm.json}</pre>
        </details>
      ) : null}
    </div>
  );
}
