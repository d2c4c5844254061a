/** The panels column: each panel in its own frame (error boundary, stale marker), all from one set of views. */
import type { Analysed, Engine } from "../analysis/useAnalysis";
import { T } from "../texts";
import { AgentsPanel } from "./AgentsPanel";
import { DelegationPanel } from "./DelegationPanel";
import { PanelSlot } from "./PanelSlot";
import { ProblemsPanel } from "./ProblemsPanel";
import { SessionPanel } from "./SessionPanel";
import { SkillsPanel } from "./SkillsPanel";
import { ToolChoicePanel } from "./ToolChoicePanel";

interface Props {
  readonly shown: Analysed | undefined;
  readonly engine: Engine;
  readonly error: Error | null;
  readonly scenarios: string;
  readonly editScenarios: (edit: (text: string) => string) => void;
}

export function Panels({ shown, engine, error, scenarios, editScenarios }: Props) {
  if (!shown) {
    return (
      <div className="panels">
        <p className="muted">{error ? T.analysisFailed(error.message) : T.analysing}</p>
      </div>
    );
  }
  const { panels, staleNote: stale } = shown.views;
  const edits = { scenarios, editScenarios };
  return (
    <div className="panels" data-engine={engine}>
      {error ? (
        <p role="alert" className="badge badge-bad">
          {T.analysisFailed(error.message)}
        </p>
      ) : null}
      <PanelSlot id="agents" title={T.agents.title} stale={stale} result={panels.agents}>
        {(vm) => <AgentsPanel vm={vm} />}
      </PanelSlot>
      <PanelSlot id="session" title={T.session.title} stale={stale} result={panels.session}>
        {(vm) => <SessionPanel vm={vm} {...edits} />}
      </PanelSlot>
      <PanelSlot id="skills" title={T.skills.title} stale={stale} result={panels.skills}>
        {(vm) => <SkillsPanel vm={vm} {...edits} />}
      </PanelSlot>
      <PanelSlot id="delegation" title={T.delegation.title} stale={stale} result={panels.delegation}>
        {(vm) => <DelegationPanel vm={vm} {...edits} />}
      </PanelSlot>
      <PanelSlot id="tools" title={T.tools.title} stale={stale} result={panels.tools}>
        {(vm) => <ToolChoicePanel vm={vm} />}
      </PanelSlot>
      <PanelSlot id="problems" title={T.problems.title} stale={undefined} result={panels.problems}>
        {(vm) => <ProblemsPanel vm={vm} />}
      </PanelSlot>
    </div>
  );
}
