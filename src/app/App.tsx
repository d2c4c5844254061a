/** The studio page: the editor on one side, the panels on the other, all derived from the two texts. */
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { AnalysisSession } from "./analysis/session";
import { useAnalysis } from "./analysis/useAnalysis";
import { EditorContext, EditorController, useActiveDoc } from "./editor/controller";
import { EditorPane } from "./editor/EditorPane";
import type { HintsSetting } from "./editor/hintsSetting";
import type { ViewStateKeeper } from "./state/viewState";
import type { EditorActions } from "./editor/MonacoEditor";
import { EMPTY_DOCUMENTS, fetchExample, STARTER } from "./gallery/examples";
import { ExpectationsSummary, Gallery, Panels, ShareMenu } from "./lazy";
import { SkipLink } from "./panels/SkipLink";
import { PhoneViews, type PhoneView } from "./panels/PhoneViews";
import { WhyContext, type Asking } from "./panels/Why";
import { applyEditsTo, takeBack, writeEdits } from "./state/applyEdits";
import { CoverageBadge } from "./panels/CoverageBadge";
import { ProblemsBadge } from "./panels/ProblemsBadge";
import { ProfileSwitch } from "./panels/ProfileSwitch";
import { ConvertContext, type ConvertConfig } from "./panels/convert";
import type { ProfileId } from "../core/index";
import { OpenPanel, type PanelId } from "./state/openPanel";
import { ShareBanner } from "./share/ShareBanner";
import { useShareLink, type ShareSetup } from "./share/useShareLink";
import type { Documents, DocumentStore } from "./state/documents";
import { beforeReplacing, type History } from "./state/history";
import { docsOfSnapshot, type Snapshot } from "./state/snapshots";
import { OtherTabBanner, SaveStatus } from "./state/OtherTabBanner";
import { T } from "./texts";

function useFirstVisit(store: DocumentStore, history: History, needed: boolean): boolean {
  const starter = useQuery({
    queryKey: ["example", STARTER],
    queryFn: () => fetchExample(STARTER),
    enabled: needed,
    staleTime: Infinity,
    retry: 1,
  });
  useEffect(() => {
    if (!needed) return;
    const docs = starter.data ?? (starter.isError ? EMPTY_DOCUMENTS : undefined);
    if (!docs) return;
    // The page opened with the starter: the baseline, set before the texts so the first analysis compares with it.
    history.baseline.open({ kind: "example", name: T.changes.starter, docs });
    store.replace(docs);
  }, [needed, starter.data, starter.isError, store, history]);
  return starter.isError;
}

interface AppProps {
  readonly store: DocumentStore;
  readonly share: ShareSetup;
  /** The page's analysis, created with the store (main.tsx). */
  readonly analysis: AnalysisSession;
  /** The baseline the Changes panel compares with, and the snapshots (main.tsx). */
  readonly history: History;
  /** Whether the editor shows its hints beside agents and calls (main.tsx, remembered in storage). */
  readonly hints?: HintsSetting;
  /** Where the tab keeps its place across a reload (main.tsx: sessionStorage; state/viewState.ts). */
  readonly viewState?: ViewStateKeeper;
}

export function App({ store, share, analysis: session, history, hints, viewState }: AppProps) {
  const state = useSyncExternalStore(store.subscribe, store.get);
  const docs = state.docs;
  const starterFailed = useFirstVisit(store, history, docs === undefined);
  const [controller] = useState(() => {
    const c = new EditorController();
    if (share.initial.kind === "opened" && share.initial.tab) c.show(share.initial.tab);
    return c;
  });
  const tab = useActiveDoc(controller);
  // The open panel: the link's, else the one this tab had open before a reload.
  const [openPanel] = useState(
    () => new OpenPanel((share.initial.kind === "opened" ? share.initial.panel : undefined) ?? viewState?.saved.panel),
  );
  // The open panel is part of the tab's place: kept across a reload with the editor's.
  useEffect(() => {
    if (!viewState) return;
    const off = viewState.source(() => {
      const id = openPanel.get().id;
      return id === undefined ? {} : { panel: id };
    });
    const unsubscribe = openPanel.subscribe(() => viewState.changed());
    return () => {
      off();
      unsubscribe();
    };
  }, [viewState, openPanel]);
  // On a phone, which of the two views shows (the other is hidden; wider screens show both).
  const [phoneView, setPhoneView] = useState<PhoneView>(
    share.initial.kind === "opened" && share.initial.panel ? "panels" : "editor",
  );
  const choosePanel = useCallback(
    (id: PanelId) => {
      setPhoneView("panels");
      openPanel.open(id, "chosen");
    },
    [openPanel],
  );
  const panelOfLink = useCallback(() => openPanel.get().id, [openPanel]);
  const link = useShareLink(share, store, controller, choosePanel);
  const analysis = useAnalysis(session);
  // After a visit that died mid-analysis: the starter replaces the documents, then analysis resumes.
  const openStarter = useCallback(() => {
    void fetchExample(STARTER)
      .catch(() => EMPTY_DOCUMENTS)
      .then((starter) => {
        const name = T.changes.starter;
        beforeReplacing(history, T.snapshots.beforeExample(name), store.get().docs, {
          kind: "example",
          name,
          docs: starter,
        });
        store.replace(starter);
        session.get().resume();
      });
  }, [store, session, history]);
  const [galleryOpen, setGalleryOpen] = useState(false);

  const editScenarios = useCallback(
    (edit: (text: string) => string) => {
      const current = store.get().docs;
      if (current) store.setText("scenarios", edit(current.scenarios));
    },
    [store],
  );
  const replaceDocuments = useCallback((next: Documents) => store.replace(next), [store]);
  // An example replaces the documents only after they are snapshotted; it becomes the baseline.
  const openExample = useCallback(
    (next: Documents, title: string) => {
      beforeReplacing(history, T.snapshots.beforeExample(title), store.get().docs, {
        kind: "example",
        name: title,
        docs: next,
      });
      store.replace(next);
    },
    [store, history],
  );
  // A snapshot restored: the current texts are snapshotted first, then replaced (undoable in the editor, autosaved).
  const restoreSnapshot = useCallback(
    (snapshot: Snapshot) => {
      const current = store.get().docs;
      if (current) void history.snapshots.take(T.snapshots.beforeRestore(snapshot.name), current);
      store.replace(docsOfSnapshot(snapshot));
    },
    [store, history],
  );
  const currentDocs = useCallback(() => store.get().docs, [store]);
  const chooseProfile = useCallback((profile: ProfileId | undefined) => store.setProfile(profile), [store]);
  // The upgrade's conversion: one edit of the config; a text chosen to be read as 2026.7 is now read as 2026.9.
  const convertConfig: ConvertConfig = useCallback(
    (against, edits, writtenFor, reveal) => {
      const now = store.get().docs;
      if (!now || now.config !== against || !applyEditsTo(store, now, edits)) return false;
      // A profile chosen by hand becomes the release the converted roster is written for.
      if (now.profile !== undefined) store.setProfile(writtenFor);
      // The button goes with the preview (a keyed roster has none): the keyboard's focus goes to what was written.
      controller.reveal({ doc: "config", path: reveal ?? ["agents"] });
      return true;
    },
    [store, controller],
  );
  const why = analysis.why;
  // What a proposal proposes a change to: the texts the Changes panel compares with.
  const baselineDocs = useCallback(() => history.baseline.get().chosen?.docs, [history]);
  // "Why not?": asked of the engine for the current texts; a suggestion is written while they are still those.
  const asking: Asking = useMemo(
    () => ({
      ask: (target) => {
        const now = store.get().docs;
        return now ? why(now, target) : Promise.resolve(undefined);
      },
      apply: (found, suggestion) => writeEdits(store, found.texts, suggestion.edits),
      undo: (written) => takeBack(store, written),
    }),
    [store, why],
  );
  const actions: EditorActions = useMemo(
    () => ({
      openExamples: () => setGalleryOpen(true),
      focusProblems: () => document.getElementById("problems-title")?.focus(),
    }),
    [],
  );

  return (
    <EditorContext.Provider value={controller}>
      <SkipLink onSkip={() => setPhoneView("panels")} />
      <header className="top">
        <h1>{T.appTitle}</h1>
        <p className="muted tagline">{T.tagline}</p>
        <p className="status" role="status">
          <SaveStatus state={state} configName={T.configNames[analysis.shown?.views.profile.id ?? "sophiaclaw"]} />
          {starterFailed ? <span className="badge badge-warn">{T.starterFailed}</span> : null}
        </p>
        <ProfileSwitch profile={analysis.shown?.views.profile} onChoose={chooseProfile} />
        <ProblemsBadge problems={analysis.shown?.views.panels.problems} onOpen={() => choosePanel("problems")} />
        <CoverageBadge coverage={analysis.shown?.views.panels.coverage} onOpen={() => choosePanel("coverage")} />
        <ExpectationsSummary
          expectations={analysis.shown?.views.expectations}
          pins={analysis.shown?.views.pins}
          canPin={analysis.shown?.views.staleNote === undefined}
          editScenarios={editScenarios}
        />
        {docs ? (
          <ShareMenu
            env={share.env}
            docs={docs}
            tab={tab}
            profile={analysis.shown?.views.profile.id ?? "sophiaclaw"}
            panel={panelOfLink}
            decisions={analysis.shown?.views.decisions}
            expectations={analysis.shown?.views.expectations}
            diagnostics={analysis.shown?.views.diagnostics}
            kept={link.kept}
            onOpen={link.refreshKept}
            onRedact={replaceDocuments}
            onBringBack={link.bringBack}
            baseline={baselineDocs}
          />
        ) : null}
        <button type="button" onClick={() => setGalleryOpen(true)}>
          {T.gallery.open}
        </button>
      </header>
      <OtherTabBanner state={state} store={store} />
      <ShareBanner
        opening={link.opening}
        profile={analysis.shown?.views.profile.id ?? "sophiaclaw"}
        onBringBack={link.bringBack}
        onDismiss={link.dismiss}
      />
      <PhoneViews view={phoneView} onChange={setPhoneView} />
      <main className="layout" data-phone-view={phoneView}>
        {docs ? (
          <>
            <EditorPane
              store={store}
              controller={controller}
              analysis={analysis}
              actions={actions}
              {...(hints ? { hints } : {})}
              {...(viewState ? { place: viewState } : {})}
            />
            <WhyContext.Provider value={asking}>
              <ConvertContext.Provider value={convertConfig}>
                <Panels
                  analysis={analysis}
                  onOpenStarter={openStarter}
                  scenarios={docs.scenarios}
                  editScenarios={editScenarios}
                  history={history}
                  onRestore={restoreSnapshot}
                  current={currentDocs}
                  open={openPanel}
                />
              </ConvertContext.Provider>
            </WhyContext.Provider>
          </>
        ) : (
          <p className="muted loading">{T.loadingDocuments}</p>
        )}
      </main>
      <Gallery open={galleryOpen} onClose={() => setGalleryOpen(false)} onReplace={openExample} />
    </EditorContext.Provider>
  );
}
