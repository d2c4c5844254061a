/** Agents: every entry of agents.list, each field with its "from" chip. */
import { memo } from "react";
import type { ResolvedAgent } from "../../core/index";
import { T } from "../texts";
import type { AgentsVM } from "../view-model/index";

type AgentVM = AgentsVM["agents"][number];
import { Chip } from "./Chip";

/**
 * The engine's values behind a card, unformatted, as data-* attributes: a script (or the consistency test) reads
 * the same answers the command line prints as JSON, without parsing the words the card shows.
 */
function answers(agent: ResolvedAgent | undefined) {
  if (!agent) return {};
  const skills = agent.skills.value;
  return {
    "data-index": agent.index,
    "data-default": String(agent.isDefault),
    "data-reachable": String(agent.reachable),
    "data-workspace": agent.workspace.value,
    "data-agent-dir": agent.agentDir.value,
    "data-model": agent.model.primary.value,
    "data-fallbacks": JSON.stringify(agent.model.fallbacks.value),
    "data-skills": skills === undefined ? "*" : JSON.stringify(skills),
  };
}

interface CardProps {
  readonly agent: AgentVM;
  readonly answers: ReturnType<typeof answers>;
}

/**
 * One agent's card. A keystroke usually changes one agent (or none): a card whose view model and answers are the
 * same as before is not rendered again, which keeps a 1,000-agent document responsive.
 */
const AgentCard = memo(
  function AgentCard({ agent, answers }: CardProps) {
    return (
      <li
        className={agent.reachable ? "card" : "card unreachable"}
        aria-label={`Agent ${agent.id}`}
        data-agent-id={agent.id}
        {...answers}
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
    );
  },
  (a, b) => JSON.stringify(a) === JSON.stringify(b),
);

export function AgentsPanel({ vm, agents }: { readonly vm: AgentsVM; readonly agents?: readonly ResolvedAgent[] }) {
  if (vm.agents.length === 0) return <p className="muted">{T.agents.none}</p>;
  return (
    <>
      <ul className="cards">
        {vm.agents.map((agent, i) => (
          <AgentCard key={agent.key} agent={agent} answers={answers(agents?.[i])} />
        ))}
      </ul>
      {vm.hidden > 0 ? <p className="muted">{T.agents.hidden(vm.hidden)}</p> : null}
    </>
  );
}
