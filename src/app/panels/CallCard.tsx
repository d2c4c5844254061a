/** One simulated call: agent, tool, patterns, verdict, expectation and the decision path with its chips. */
import { memo } from "react";
import type { CallVM } from "../view-model/index";
import { useEditorController } from "../editor/controller";
import { Chip } from "./Chip";
import { useSelectedCard } from "./useSelectedCard";
import { PinButton } from "./PinButton";
import { WhyButton } from "./Why";
import { T } from "../texts";

/** An unchanged call's view model is the same object after a keystroke (shared by the analysis), so it is not drawn again. */
export const CallCard = memo(function CallCard({ call }: { readonly call: CallVM }) {
  const controller = useEditorController();
  const index = call.why.kind === "call" ? call.why.index : 0;
  const { ref, selected, "aria-current": current } = useSelectedCard<HTMLLIElement>("scenarios", ["calls", index]);
  const badge = call.answer === "run" ? "badge-ok" : call.answer === "person" ? "badge-warn" : "badge-bad";
  return (
    <li
      ref={ref}
      aria-current={current}
      data-selected={selected || undefined}
      className="card call"
      aria-label={`${call.agent} ${call.tool} ${call.verdict}`}
      data-call-index={call.key}
      data-agent={call.agent}
      data-tool={call.tool}
      data-verdict={call.answer}
      data-expect-met={call.expect ? String(call.expect.met) : undefined}
    >
      <p className="call-head">
        <button
          type="button"
          className="source-link"
          aria-label={T.delegation.showSource([call.agent, call.tool, ...call.patterns].join(" "))}
          onClick={() =>
            controller.reveal({ doc: "scenarios", path: ["calls", call.why.kind === "call" ? call.why.index : 0] })
          }
        >
          <code>{call.agent}</code> → <code>{call.tool}</code>
        </button>
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
        <PinButton
          pin={call.pin}
          label={T.expectations.pinCall(call.verdict, [call.agent, call.tool, ...call.patterns].join(" "))}
        />
      </p>
      <p className="call-text">{call.text}</p>
      <WhyButton
        target={call.why}
        label={call.answer === "run" ? T.why.whatStops : T.why.whyNot}
        subject={[call.agent, call.tool, ...call.patterns].join(" ")}
      />
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
});
