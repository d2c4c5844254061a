/** Agents: every entry of agents.list, each field with its "from" chip. */
import { memo } from "react";
import { T } from "../texts";
import { AGENT_CARDS_PER_PAGE, pageStart, type AgentsVM, type AgentVM } from "../view-model/index";
import { useEditorController } from "../editor/controller";
import { Chip } from "./Chip";
import { useSelectedCard } from "./useSelectedCard";
import { Pager } from "./Pager";
import { pageWindow } from "./paging";
import { AGENTS_LIST, useFollowEntry } from "./useFollowEntry";

interface CardProps {
  readonly agent: AgentVM;
}

/**
 * One agent's card. A keystroke usually changes one agent (or none), and an unchanged agent's view model is the
 * same object as before (the analysis hook shares equal parts), so its card is not rendered again.
 */
const AgentCard = memo(function AgentCard({ agent }: CardProps) {
  const controller = useEditorController();
  const { ref, selected, "aria-current": current } = useSelectedCard<HTMLLIElement>("config", agent.path);
  return (
    <li
      ref={ref}
      aria-current={current}
      data-selected={selected || undefined}
      className={agent.reachable ? "card" : "card unreachable"}
      aria-label={`Agent ${agent.id}`}
      data-agent-id={agent.id}
      {...agent.answers}
    >
      <h3 className="card-title">
        <button
          type="button"
          className="source-link"
          aria-label={T.agents.showSource(agent.id)}
          onClick={() => controller.reveal({ doc: "config", path: agent.path })}
        >
          <code>{agent.id}</code>
        </button>
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
});

interface PanelProps {
  readonly vm: AgentsVM;
  /** Asks the analysis for the page of cards that starts at `from`. */
  readonly showFrom: (from: number) => void;
}

export function AgentsPanel({ vm, showFrom }: PanelProps) {
  const { from, agents, total } = vm;
  // The cursor in an agent whose card is on another page: that page is asked for (once the list holds it).
  useFollowEntry("config", AGENTS_LIST, (index) => {
    if (index >= total) return false;
    if (index < from || index >= from + agents.length) showFrom(pageStart(index));
    return true;
  });
  if (vm.total === 0) return <p className="muted">{T.agents.none}</p>;
  const window = pageWindow(vm.total, vm.from / AGENT_CARDS_PER_PAGE, AGENT_CARDS_PER_PAGE);
  return (
    <>
      <p className="muted small">
        {T.agents.defaultAgent} <code>{vm.defaultAgentId}</code>
      </p>
      <Pager label={T.agents.listLabel} window={window} go={(page) => showFrom(page * AGENT_CARDS_PER_PAGE)} />
      <ul className="cards">
        {vm.agents.map((agent) => (
          // Keyed by place, not by id: typing in an agent's id redraws its card instead of making a new one (which
          // the cursor's card would also scroll into view again, a layout of the page, at every key).
          <AgentCard key={agent.path.join(".")} agent={agent} />
        ))}
      </ul>
    </>
  );
}
