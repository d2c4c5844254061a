/**
 * The OpenClaw profiles' agents: what `openclaw config validate` says of the config, which file the CLI reads on
 * the simulated machine, and each agent as `openclaw agents list --json` prints it, every value with the rule that
 * gave it. The JSON itself is one click away, to set beside the real CLI's.
 */
import { memo, useState } from "react";
import { T } from "../texts";
import { AGENT_CARDS_PER_PAGE } from "../view-model/index";
import { Pager } from "./Pager";
import { pageWindow } from "./paging";
import { AGENTS_ENTRIES, AGENTS_LIST, useFollowEntry } from "./useFollowEntry";
import { MessageWhy } from "./MessageWhy";
import { OpenClawSpawns } from "./OpenClawSpawns";
import { CleanupSection } from "./CleanupSection";
import { useEditorController } from "../editor/controller";
import { openclawAttributes } from "../view-model/openclaw-attributes";
import type { OpenClawAgentsVM, OpenClawAgentVM, OpenClawCallVM, CoverageLineVM } from "../view-model/openclaw";
import { PinButton } from "./PinButton";
import { WhyButton } from "./Why";
import { OpenClawMatrix } from "./OpenClawMatrix";
import type { OpenClawMessageVM } from "../view-model/routing";

function CoverageLine({ coverage, testId = "openclaw-coverage" }: { coverage: CoverageLineVM; testId?: string }) {
  const controller = useEditorController();
  const C = T.openclaw.coverage;
  return (
    <div className="openclaw-coverage" data-testid={testId}>
      <p>{coverage.summary}</p>
      {coverage.untested.length ? (
        <p className="muted">
          {coverage.lead}{" "}
          {coverage.untested.map((u, i) => {
            const target = u.target;
            return (
              <span key={u.label}>
                {i > 0 ? ", " : null}
                {target ? (
                  <button type="button" className="source-link" onClick={() => controller.reveal(target)}>
                    <code>{u.label}</code>
                  </button>
                ) : (
                  <code>{u.label}</code>
                )}
              </span>
            );
          })}
          {coverage.more ? ` ${C.more(coverage.more)}` : null}
        </p>
      ) : null}
    </div>
  );
}

/** One message: the agent that answers, by which binding, into which session; a jump to the message and the binding. */
function MessageItem({ message }: { message: OpenClawMessageVM }) {
  const controller = useEditorController();
  const R = T.openclaw.routing;
  const binding = message.binding;
  return (
    <li
      className="card"
      data-message-index={message.index}
      data-agent={message.agent ?? "none"}
      data-matched-by={message.route?.matchedBy}
      data-session-key={message.route?.sessionKey}
    >
      <h3 className="card-title">
        <button
          type="button"
          className="source-link"
          title={R.showMessage(message.index)}
          onClick={() => controller.reveal(message.message)}
        >
          <code>{message.title}</code>
        </button>{" "}
        <span className={message.agent === undefined ? "badge badge-bad" : "badge"}>{message.agent ?? R.refused}</span>
        {message.expect ? (
          <span
            className={message.expect.met ? "badge badge-ok" : "badge badge-bad"}
            data-expect-met={message.expect.met}
          >
            {R.expected(message.expect.expected, message.expect.met)}
          </span>
        ) : null}
      </h3>
      <p className="why-rule">
        {message.why}
        {binding ? (
          <>
            {" "}
            <button type="button" className="source-link" onClick={() => controller.reveal(binding)}>
              {R.showBinding}
            </button>
          </>
        ) : null}
        {message.agent !== undefined ? (
          <>
            {" "}
            <button
              type="button"
              className="source-link"
              onClick={() => {
                if (!showAgentCard(message.agent!) && message.agentTarget) controller.reveal(message.agentTarget);
              }}
            >
              {R.showAgent(message.agent)}
            </button>
          </>
        ) : null}
      </p>
      <MessageWhy message={message} />
    </li>
  );
}

function CallItem({ call }: { call: OpenClawCallVM }) {
  const controller = useEditorController();
  const C = T.openclaw.calls;
  const decidedBy = call.decidedBy;
  return (
    <li className="card" data-call-index={call.index} data-verdict={call.answer ?? "none"}>
      <h3 className="card-title">
        <button
          type="button"
          className="source-link"
          title={C.showCall(call.index)}
          onClick={() => controller.reveal(call.call)}
        >
          <code>{call.title}</code>
        </button>{" "}
        <span
          className={
            call.answer === "run"
              ? "badge badge-ok"
              : call.answer === "person" || call.answer === "depends"
                ? "badge badge-warn"
                : "badge badge-bad"
          }
        >
          {call.verdict}
        </span>
        {call.expect ? (
          <span className={call.expect.met ? "badge badge-ok" : "badge badge-bad"} data-expect-met={call.expect.met}>
            {C.expected(call.expect.expected, call.expect.met)}
          </span>
        ) : (
          <PinButton pin={call.pin} label={C.pin(call.index)} />
        )}
      </h3>
      <p className="why-rule">
        {call.why}
        {decidedBy ? (
          <>
            {" "}
            <button type="button" className="source-link" onClick={() => controller.reveal(decidedBy)}>
              {C.decidedBy}
            </button>
          </>
        ) : null}
      </p>
      {call.answer !== undefined && call.answer !== "run" ? (
        <WhyButton target={{ kind: "call", index: call.index }} label={C.whyNot} subject={call.title} />
      ) : null}
    </li>
  );
}

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

/** The element id of an agent's card, for a message's jump to the answers of the agent that answers it. */
const agentCardId = (id: string) => `openclaw-agent-${id}`;

/** Brings an agent's card into view and gives it the focus; false when it is not drawn (another page of agents). */
function showAgentCard(id: string): boolean {
  const card = document.getElementById(agentCardId(id));
  if (!card) return false;
  card.scrollIntoView({ block: "start" });
  card.focus({ preventScroll: true });
  return true;
}

/** Drawn again only when its agent's view changed (a keystroke in one entry leaves the other cards as they were). */
const AgentCard = memo(function AgentCard({ agent }: { agent: OpenClawAgentVM }) {
  const controller = useEditorController();
  const target = agent.target;
  return (
    <li
      className="card"
      id={agentCardId(agent.id)}
      tabIndex={-1}
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
});

interface PanelProps {
  readonly vm: OpenClawAgentsVM;
  /** Asks the analysis for the page of agents that starts at `from`. */
  readonly showFrom: (from: number) => void;
  /**
   * Asks the analysis for the page that holds an agent's entry (its key, or its index in agents.list); false when it
   * did not (the texts shown are not yet those typed: offered again on the next drawing).
   */
  readonly focus: (entry: string | number) => boolean;
}

export function OpenClawPanel({ vm, showFrom, focus }: PanelProps) {
  const { agentsFrom: from, agentsTotal: total } = vm;
  // The cursor in an agent's entry whose card is on another page: the analysis draws the page that holds it.
  const follow = (entry: string | number) => vm.agents?.some((a) => a.entry === entry) || focus(entry);
  useFollowEntry("config", AGENTS_ENTRIES, follow);
  useFollowEntry("config", AGENTS_LIST, follow);
  const window = pageWindow(total, from / AGENT_CARDS_PER_PAGE, AGENT_CARDS_PER_PAGE);
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
        <>
          <Pager label={T.openclaw.listLabel} window={window} go={(page) => showFrom(page * AGENT_CARDS_PER_PAGE)} />
          <ul className="cards">
            {vm.agents.map((a, i) => (
              // Keyed by place: typing in an agent's id redraws its card instead of making a new one.
              <AgentCard key={from + i} agent={a} />
            ))}
          </ul>
        </>
      ) : null}
      {vm.calls.length > 0 ? (
        <section aria-label={T.openclaw.calls.heading} data-testid="openclaw-calls">
          <h3>{T.openclaw.calls.heading}</h3>
          <p className="muted">{T.openclaw.calls.intro}</p>
          <ul className="cards">
            {vm.calls.map((c) => (
              <CallItem key={c.index} call={c} />
            ))}
          </ul>
          {vm.callsMore > 0 ? <p className="muted">{T.openclaw.calls.more(vm.callsMore)}</p> : null}
          {vm.coverage ? <CoverageLine coverage={vm.coverage} /> : null}
        </section>
      ) : null}
      {vm.messages.length > 0 ? (
        <section aria-label={T.openclaw.routing.heading} data-testid="openclaw-routing">
          <h3>{T.openclaw.routing.heading}</h3>
          <p className="muted">{T.openclaw.routing.intro}</p>
          <ul className="cards">
            {vm.messages.map((m) => (
              <MessageItem key={m.index} message={m} />
            ))}
          </ul>
          {vm.messagesMore > 0 ? <p className="muted">{T.openclaw.routing.more(vm.messagesMore)}</p> : null}
          {vm.routing ? <CoverageLine coverage={vm.routing} testId="openclaw-binding-coverage" /> : null}
        </section>
      ) : null}
      <OpenClawSpawns spawns={vm.spawns} more={vm.spawnsMore} />
      {vm.matrix ? <OpenClawMatrix vm={vm.matrix} /> : null}
      {vm.agents ? <ListedJson listed={vm.listed} /> : null}
    </div>
  );
}

/**
 * `openclaw agents list --json`'s output for the agents drawn, as the CLI prints it: written out when the reader opens
 * it, not at every keystroke (at 1,000 agents, 25 KB of text).
 */
function ListedJson({ listed }: { listed: readonly object[] }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{T.openclaw.showJson}</summary>
      {open ? <pre className="json-out">{JSON.stringify(listed, null, 2)}</pre> : null}
    </details>
  );
}
