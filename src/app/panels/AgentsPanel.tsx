/** Agents: every entry of agents.list, each field with its "from" chip. */
import { T } from "../texts";
import type { AgentsVM } from "../view-model/index";
import { Chip } from "./Chip";

export function AgentsPanel({ vm }: { readonly vm: AgentsVM }) {
  if (vm.agents.length === 0) return <p className="muted">{T.agents.none}</p>;
  return (
    <>
      <ul className="cards">
        {vm.agents.map((agent) => (
          <li
            key={agent.key}
            className={agent.reachable ? "card" : "card unreachable"}
            aria-label={`Agent ${agent.id}`}
          >
            <h3 className="card-title">
              <code>{agent.id}</code>
              {agent.name ? <span className="muted"> {agent.name}</span> : null}
              {agent.isDefault ? <span className="badge badge-ok">{T.agents.default}</span> : null}
              {!agent.reachable ? <span className="badge badge-warn">{T.agents.unreachable}</span> : null}
            </h3>
            <dl className="fields">
              {agent.fields.map((field) => (
                <div key={field.name} className="field">
                  <dt>{field.name}</dt>
                  <dd>
                    <code className="value">{field.value}</code> <Chip chip={field.from} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {vm.hidden > 0 ? <p className="muted">{T.agents.hidden(vm.hidden)}</p> : null}
    </>
  );
}
