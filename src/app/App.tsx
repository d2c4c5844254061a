/** The studio page: the editor on one side, the panels on the other, all derived from the two texts. */
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { AnalysisSession } from "./analysis/session";
import { useAnalysis } from "./analysis/useAnalysis";
import { EditorContext, EditorController, useActiveDoc } from "./editor/controller";
import { EditorPane } from "./editor/EditorPane";
import type { EditorActions } from "./editor/MonacoEditor";
import { EMPTY_DOCUMENTS, fetchExample, STARTER } from "./gallery/examples";
import { Gallery } from "./gallery/Gallery";
import { Panels } from "./panels/Panels";
import { ShareBanner, ShareMenu, useShareLink, type ShareSetup } from "./share/index";
import type { Documents, DocumentStore } from "./state/documents";
import { OtherTabBanner, SaveStatus } from "./state/OtherTabBanner";
import { T } from "./texts";

function useFirstVisit(store: DocumentStore, needed: boolean): boolean {
  const starter = useQuery({
    queryKey: ["example", STARTER],
    queryFn: () => fetchExample(STARTER),
    enabled: needed,
    staleTime: Infinity,
    retry: 1,
  });
  useEffect(() => {
    if (!needed) return;
    if (starter.data) store.replace(starter.data);
    else if (starter.isError) store.replace(EMPTY_DOCUMENTS);
  }, [needed, starter.data, starter.isError, store]);
  return starter.isError;
}

interface AppProps {
  readonly store: DocumentStore;
  readonly share: ShareSetup;
  /** The page's analysis, created with the store (main.tsx). */
  readonly analysis: AnalysisSession;
}

export function App({ store, share, analysis: session }: AppProps) {
  const state = useSyncExternalStore(store.subscribe, store.get);
  const docs = state.docs;
  const starterFailed = useFirstVisit(store, docs === undefined);
  const [controller] = useState(() => {
    const c = new EditorController();
    if (share.initial.kind === "opened" && share.initial.tab) c.show(share.initial.tab);
    return c;
  });
  const tab = useActiveDoc(controller);
  const link = useShareLink(share, store, controller);
  const analysis = useAnalysis(session);
  // After a visit that died mid-analysis: the starter replaces the documents, then analysis resumes.
  const openStarter = useCallback(() => {
    void fetchExample(STARTER)
      .catch(() => EMPTY_DOCUMENTS)
      .then((starter) => {
        store.replace(starter);
        session.get().resume();
      });
  }, [store, session]);
  const [galleryOpen, setGalleryOpen] = useState(false);

  const editScenarios = useCallback(
    (edit: (text: string) => string) => {
      const current = store.get().docs;
      if (current) store.setText("scenarios", edit(current.scenarios));
    },
    [store],
  );
  const replaceDocuments = useCallback((next: Documents) => store.replace(next), [store]);
  const actions: EditorActions = useMemo(
    () => ({
      openExamples: () => setGalleryOpen(true),
      focusProblems: () => document.getElementById("problems-title")?.focus(),
    }),
    [],
  );

  return (
    <EditorContext.Provider value={controller}>
      <header className="top">
        <h1>{T.appTitle}</h1>
        <p className="muted tagline">{T.tagline}</p>
        <p className="status" role="status">
          <SaveStatus state={state} />
          {starterFailed ? <span className="badge badge-warn">{T.starterFailed}</span> : null}
        </p>
        {docs ? (
          <ShareMenu
            env={share.env}
            docs={docs}
            tab={tab}
            decisions={analysis.shown?.views.decisions}
            kept={link.kept}
            onOpen={link.refreshKept}
            onRedact={replaceDocuments}
            onBringBack={link.bringBack}
          />
        ) : null}
        <button type="button" onClick={() => setGalleryOpen(true)}>
          {T.gallery.open}
        </button>
      </header>
      <OtherTabBanner state={state} store={store} />
      <ShareBanner opening={link.opening} onBringBack={link.bringBack} onDismiss={link.dismiss} />
      <main className="layout">
        {docs ? (
          <>
            <EditorPane store={store} controller={controller} analysis={analysis} actions={actions} />
            <Panels
              analysis={analysis}
              onOpenStarter={openStarter}
              scenarios={docs.scenarios}
              editScenarios={editScenarios}
            />
          </>
        ) : (
          <p className="muted loading">{T.loadingDocuments}</p>
        )}
      </main>
      <Gallery open={galleryOpen} onClose={() => setGalleryOpen(false)} onReplace={replaceDocuments} />
    </EditorContext.Provider>
  );
}
