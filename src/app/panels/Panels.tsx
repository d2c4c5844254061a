/** The panels column: each panel in its own frame (error boundary, stale marker), all from one set of views. */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { afterPaint } from "../afterPaint";
import { AnalysisNotice } from "../analysis/AnalysisNotice";
import type { PanelResult, PanelViews } from "../analysis/studio";
import type { AnalysisState } from "../analysis/useAnalysis";
import { canEdit } from "../state/scenarioEdits";
import type { ChangesVM } from "../view-model/changes";
import { T } from "../texts";
import type { Documents } from "../state/documents";
import type { History } from "../state/history";
import type { Snapshot } from "../state/snapshots";
import { AgentsPanel } from "./AgentsPanel";
import { ChangesPanel } from "./ChangesPanel";
import { CoveragePanel } from "./CoveragePanel";
import { MatrixWithWhy } from "./MatrixWhy";
import { DelegationPanel } from "./DelegationPanel";
import { PanelSlot } from "./PanelSlot";
import { PanelNav, type NavEntry } from "./PanelNav";
import type { OpenPanel } from "../state/openPanel";
import { useOutline } from "./useOutline";
import type { SkillsWindow } from "../analysis/windows";
import { SearchBox } from "./SearchBox";
import { PinContext, type Pinning } from "./PinButton";
import { pinExpectations } from "../state/pins";
import { ProblemsPanel } from "./ProblemsPanel";
import { SessionPanel } from "./SessionPanel";
import { SkillsPanel } from "./SkillsPanel";
import { ToolChoicePanel } from "./ToolChoicePanel";
import { OpenClawPanel } from "./OpenClawPanel";
import { UpgradePanel } from "./UpgradePanel";
import { PANELS_ID } from "./ids";

interface Props {
  /** The analysis: what to draw, and how current it is (data-state, aria-busy, the notice above the panels). */
  readonly analysis: AnalysisState;
  readonly onOpenStarter: () => void;
  readonly scenarios: string;
  readonly editScenarios: (edit: (text: string) => string) => void;
  /** The baseline and the snapshots (the Changes panel). */
  readonly history: History;
  readonly onRestore: (snapshot: Snapshot) => void;
  readonly current: () => Documents | undefined;
  /** The open panel: the outline's, a link's. */
  readonly open: OpenPanel;
}

/** The panels, with the pin buttons' context: they write while the scenarios parse and the answers drawn are current. */
function PanelsWithPins(props: Props) {
  const { analysis, scenarios, editScenarios } = props;
  // Whether the panels' forms can write into the scenarios: one parse per scenarios text, shared by the panels.
  const editable = useMemo(() => canEdit(scenarios), [scenarios]);
  const enabled = editable && analysis.shown?.views.staleNote === undefined;
  const pinning: Pinning = useMemo(
    () => ({ enabled, pin: (pins) => editScenarios((text) => pinExpectations(text, pins)) }),
    [enabled, editScenarios],
  );
  return (
    <PinContext.Provider value={pinning}>
      <PanelsColumn {...props} editable={editable} />
    </PinContext.Provider>
  );
}

function PanelsColumn(props: Props & { readonly editable: boolean }) {
  const { analysis, onOpenStarter, scenarios, editScenarios, history, onRestore, current, editable, open } = props;
  const { shown, engine, state, showPage } = analysis;
  const showAgentsFrom = useCallback(
    (from: number) => showPage({ agentsFrom: from, agentsFocus: undefined }),
    [showPage],
  );
  // An entry whose card is not drawn because the texts shown are not yet the ones typed (a key typed in an OpenClaw
  // agent's id): not asked for; offered again once they are (asked for, it restarted the keystroke's analysis).
  const shownTexts = shown?.texts;
  const focusAgent = useCallback(
    (entry: string | number) => {
      if (shownTexts !== current()) return false;
      showPage({ agentsFocus: entry });
      return true;
    },
    [showPage, shownTexts, current],
  );
  const showSkills = useCallback((skills: SkillsWindow) => showPage({ skills }), [showPage]);
  const column = useRef<HTMLDivElement>(null);
  useOutline(open, column, shown !== undefined);
  const later = !useRestDrawn(shown !== undefined, open);
  // Other documents: the column starts at the top (the open panel is brought back only by a choice).
  const replaced = analysis.replaced;
  useEffect(() => {
    if (replaced > 0) column.current?.scrollTo({ top: 0 });
  }, [replaced]);
  // The skip link's target (App.tsx): focusable by script, not in the Tab order.
  const frame = { id: PANELS_ID, tabIndex: -1, "data-state": state, "aria-busy": state === "busy", ref: column };
  const notice = <AnalysisNotice analysis={analysis} onOpenStarter={onOpenStarter} />;
  if (!shown) {
    return (
      <div className="panels" {...frame}>
        {notice}
        {analysis.fault || analysis.paused ? null : <p className="muted">{T.analysing}</p>}
      </div>
    );
  }
  const { panels, staleNote: stale } = shown.views;
  // The panels a keystroke's answer brings second (later.ts) are still those of the texts before, until it comes.
  const pending = shown.laterPending === true;
  const second = { later, pending };
  const edits = { scenarios, editable, editScenarios };
  return (
    <div className="panels" data-engine={engine} {...frame}>
      <PanelNav entries={outlineOf(panels)} open={open} />
      <SearchBox analysis={analysis} />
      {notice}
      <PanelSlot
        id="changes"
        title={T.changes.title}
        stale={stale}
        pending={pending && panels.changes !== undefined}
        result={(panels.changes as PanelResult<ChangesVM | undefined> | undefined) ?? NO_BASELINE}
      >
        {(vm) => (
          <ChangesPanel
            vm={vm}
            history={history}
            compare={analysis.compare}
            onRestore={onRestore}
            version={shown}
            current={current}
          />
        )}
      </PanelSlot>
      {panels.openclaw ? (
        <PanelSlot id="openclaw" title={T.openclaw.title} stale={stale} result={panels.openclaw}>
          {(vm) => <OpenClawPanel vm={vm} showFrom={showAgentsFrom} focus={focusAgent} />}
        </PanelSlot>
      ) : null}
      {panels.upgrade ? (
        <PanelSlot id="upgrade" title={T.upgrade.title} stale={stale} pending={pending} result={panels.upgrade}>
          {(vm) => <UpgradePanel vm={vm} />}
        </PanelSlot>
      ) : null}
      {panels.agents ? (
        <PanelSlot id="agents" title={T.agents.title} stale={stale} result={panels.agents}>
          {(vm) => <AgentsPanel vm={vm} showFrom={showAgentsFrom} />}
        </PanelSlot>
      ) : null}
      {panels.session ? (
        <PanelSlot later={later} id="session" title={T.session.title} stale={stale} result={panels.session}>
          {(vm) => <SessionPanel vm={vm} {...edits} />}
        </PanelSlot>
      ) : null}
      {panels.skills ? (
        <PanelSlot later={later} id="skills" title={T.skills.title} stale={stale} result={panels.skills}>
          {(vm) => <SkillsPanel vm={vm} show={showSkills} {...edits} />}
        </PanelSlot>
      ) : null}
      {panels.delegation ? (
        <PanelSlot later={later} id="delegation" title={T.delegation.title} stale={stale} result={panels.delegation}>
          {(vm) => <DelegationPanel vm={vm} {...edits} />}
        </PanelSlot>
      ) : null}
      {panels.coverage ? (
        <PanelSlot {...second} id="coverage" title={T.coverage.title} stale={stale} result={panels.coverage}>
          {(vm) => <CoveragePanel vm={vm} editable={editable} editScenarios={editScenarios} />}
        </PanelSlot>
      ) : null}
      {panels.matrix ? (
        <PanelSlot {...second} id="matrix" title={T.matrix.title} stale={stale} result={panels.matrix}>
          {(vm) => <MatrixWithWhy vm={vm} />}
        </PanelSlot>
      ) : null}
      {panels.tools ? (
        <PanelSlot later={later} id="tools" title={T.tools.title} stale={stale} result={panels.tools}>
          {(vm) => <ToolChoicePanel vm={vm} />}
        </PanelSlot>
      ) : null}
      <PanelSlot later={later} id="problems" title={T.problems.title} stale={undefined} result={panels.problems}>
        {(vm) => <ProblemsPanel vm={vm} />}
      </PanelSlot>
    </div>
  );
}

/**
 * Whether the panels below Agents are drawn. The first answer draws the column down to the Agents panel and paints it;
 * the rest follow in the next task (their code runs for the first time then, and they are out of sight). A panel chosen
 * (a link's, a reload's) has everything drawn at once, so it is brought into view where it will stay.
 */
function useRestDrawn(answered: boolean, open: OpenPanel): boolean {
  const [drawn, setDrawn] = useState(() => open.get().id !== undefined);
  useEffect(() => (answered && !drawn ? afterPaint(() => setDrawn(true)) : undefined), [answered, drawn]);
  return drawn;
}

/** The outline's entries: the panels drawn, each with its count. */
function outlineOf(panels: PanelViews): readonly NavEntry[] {
  const count = <VM,>(result: PanelResult<VM> | undefined, of: (vm: VM) => number) =>
    result?.ok ? of(result.vm) : undefined;
  const entries: (NavEntry | false)[] = [
    panels.changes !== undefined && { id: "changes", title: T.changes.title },
    panels.openclaw !== undefined && {
      id: "openclaw",
      title: T.openclaw.title,
      count: count(panels.openclaw, (vm) => vm.agentsTotal),
    },
    panels.upgrade !== undefined && {
      id: "upgrade",
      title: T.upgrade.title,
      count: count(panels.upgrade, (vm) => vm.changes.length),
    },
    panels.agents !== undefined && {
      id: "agents",
      title: T.agents.title,
      count: count(panels.agents, (vm) => vm.total),
    },
    panels.session !== undefined && {
      id: "session",
      title: T.session.title,
      count: count(panels.session, (vm) => vm.sessions.length + vm.hidden),
    },
    panels.skills !== undefined && { id: "skills", title: T.skills.title, count: count(panels.skills, (vm) => vm.all) },
    panels.delegation !== undefined && {
      id: "delegation",
      title: T.delegation.title,
      count: count(panels.delegation, (vm) => vm.calls.length + vm.hiddenCalls),
    },
    panels.coverage !== undefined && { id: "coverage", title: T.coverage.title },
    panels.matrix !== undefined && { id: "matrix", title: T.matrix.title },
    panels.tools !== undefined && { id: "tools", title: T.tools.title },
    {
      id: "problems",
      title: T.problems.title,
      count: count(panels.problems, (vm) => vm.problems.length),
      warn: true,
    },
  ];
  return entries.filter((e): e is NavEntry => e !== false);
}

export { PANELS_ID };

/** Before the analysis has a baseline to compare with. */
const NO_BASELINE: PanelResult<ChangesVM | undefined> = { ok: true, vm: undefined };

/** Drawn again only when the analysis or the scenarios change: a keystroke in the config waiting for the worker is not. */
export const Panels = memo(PanelsWithPins);
