/** The panels column: each panel in its own frame (error boundary, stale marker), all from one analysis view. */
import { useMemo } from "react";
import { wantsWorker, type AnalysisView } from "../analysis/stale";
import type { Documents } from "../state/documents";
import { T } from "../texts";
import { agentsVM, delegationVM, problemsVM, sessionVM, skillsVM, toolChoicesVM } from "../view-model/index";
import { AgentsPanel } from "./AgentsPanel";
import { DelegationPanel } from "./DelegationPanel";
import { PanelSlot } from "./PanelSlot";
import { ProblemsPanel } from "./ProblemsPanel";
import { SessionPanel } from "./SessionPanel";
import { SkillsPanel } from "./SkillsPanel";
import { ToolChoicePanel } from "./ToolChoicePanel";

interface Props {
  readonly view: AnalysisView | undefined;
  readonly error: Error | null;
  readonly scenarios: string;
  readonly editScenarios: (edit: (text: string) => string) => void;
}

function staleText(view: AnalysisView): string | undefined {
  if (view.shown === view.current) return undefined;
  return view.stale.config
    ? T.stale(T.docNames.config)
    : view.stale.scenarios
      ? T.stale(T.docNames.scenarios)
      : undefined;
}

/**
 * Which texts the shown answers were computed from (their lengths and a 32-bit FNV-1a digest): a script reading
 * the data-* answers waits until this names the texts it set, instead of guessing when the analysis is done.
 */
function digest(texts: Documents): string {
  let h = 0x811c9dc5;
  const all = `${texts.config}\u0000${texts.scenarios}`;
  for (let i = 0; i < all.length; i++) h = Math.imul(h ^ all.charCodeAt(i), 0x01000193);
  return `${texts.config.length}.${texts.scenarios.length}.${(h >>> 0).toString(16)}`;
}

export function Panels({ view, error, scenarios, editScenarios }: Props) {
  const analyzed = useMemo(() => (view ? digest(view.currentTexts) : undefined), [view]);
  if (!view) {
    return (
      <div className="panels">
        <p className="muted">{error ? T.analysisFailed(error.message) : T.analysing}</p>
      </div>
    );
  }
  const stale = staleText(view);
  const shown = view.shown;
  const edits = { scenarios, editScenarios };
  return (
    <div
      className="panels"
      data-analyzed={analyzed}
      data-engine={wantsWorker(view.currentTexts) && typeof Worker !== "undefined" ? "worker" : "page"}
    >
      {error ? (
        <p role="alert" className="badge badge-bad">
          {T.analysisFailed(error.message)}
        </p>
      ) : null}
      <PanelSlot id="agents" title={T.agents.title} stale={stale} resetKey={shown} derive={() => agentsVM(shown)}>
        {(vm) => <AgentsPanel vm={vm} />}
      </PanelSlot>
      <PanelSlot id="session" title={T.session.title} stale={stale} resetKey={shown} derive={() => sessionVM(shown)}>
        {(vm) => <SessionPanel vm={vm} {...edits} />}
      </PanelSlot>
      <PanelSlot id="skills" title={T.skills.title} stale={stale} resetKey={shown} derive={() => skillsVM(shown)}>
        {(vm) => <SkillsPanel vm={vm} {...edits} />}
      </PanelSlot>
      <PanelSlot
        id="delegation"
        title={T.delegation.title}
        stale={stale}
        resetKey={shown}
        derive={() => delegationVM(shown)}
      >
        {(vm) => <DelegationPanel vm={vm} {...edits} />}
      </PanelSlot>
      <PanelSlot id="tools" title={T.tools.title} stale={stale} resetKey={shown} derive={() => toolChoicesVM(shown)}>
        {(vm) => <ToolChoicePanel vm={vm} />}
      </PanelSlot>
      <PanelSlot
        id="problems"
        title={T.problems.title}
        stale={undefined}
        resetKey={view.current}
        derive={() => problemsVM(view.current, view.currentTexts)}
      >
        {(vm) => <ProblemsPanel vm={vm} />}
      </PanelSlot>
    </div>
  );
}
