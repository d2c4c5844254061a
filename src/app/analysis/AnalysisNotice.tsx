/**
 * What the panels say about the analysis itself, above them: paused after a crashed visit (with the two ways on),
 * a fault (with a retry), a cut-off, and the badge saying the panels are being updated or out of date.
 */
import { T } from "../texts";
import { cutOffText, faultText } from "./notice";
import type { AnalysisState } from "./session";

interface Props {
  readonly analysis: AnalysisState;
  readonly onOpenStarter: () => void;
}

export function AnalysisNotice({ analysis, onOpenStarter }: Props) {
  const { paused, fault, state } = analysis;
  const cutOff = analysis.shown?.views.cutOff;
  return (
    <>
      {state !== "current" ? (
        <p className={`badge ${state === "busy" ? "badge-warn" : "badge-bad"} panels-badge`} data-testid="panels-badge">
          {state === "busy" ? T.analysis.busy : T.analysis.outOfDate}
        </p>
      ) : null}
      {paused ? (
        <div role="alert" className="analysis-notice" data-testid="analysis-paused">
          <p>{paused.sameDocuments ? T.analysis.paused : T.analysis.pausedOther}</p>
          <p>
            <button type="button" onClick={analysis.resume}>
              {T.analysis.analyseNow}
            </button>{" "}
            <button type="button" onClick={onOpenStarter}>
              {T.analysis.openStarter}
            </button>
          </p>
        </div>
      ) : fault ? (
        <div role="alert" className="analysis-notice" data-testid="analysis-fault" data-fault={fault.kind}>
          <p>{faultText(fault)}</p>
          <p>
            <button type="button" onClick={analysis.retry}>
              {T.analysis.retry}
            </button>
          </p>
        </div>
      ) : null}
      {cutOff && !fault && !paused ? (
        <p role="status" className="analysis-notice" data-testid="analysis-cut-off" data-part={cutOff.part}>
          {cutOffText(cutOff)}
        </p>
      ) : null}
    </>
  );
}
