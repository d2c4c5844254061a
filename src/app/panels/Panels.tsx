/** The panels column: each panel in its own frame (error boundary, stale marker), all from one analysis view. */
import type { AnalysisView } from "../analysis/stale";
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

export function Panels({ view, error, scenarios, editScenarios }: Props) {
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
    <div className="panels">
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
