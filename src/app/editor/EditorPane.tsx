/** The editor column: the two document tabs (drawn at once) and Monaco (arriving a moment later). */
import { lazy, Suspense, type KeyboardEvent } from "react";
import type { DocumentId } from "../../core/index";
import type { AnalysisState } from "../analysis/useAnalysis";
import type { DocumentStore } from "../state/documents";
import { T } from "../texts";
import { useActiveDoc, type EditorController } from "./controller";
import type { EditorActions } from "./MonacoEditor";

const MonacoEditor = lazy(() => import("./MonacoEditor"));
const DOCS: readonly DocumentId[] = ["config", "scenarios"];

interface Props {
  readonly store: DocumentStore;
  readonly controller: EditorController;
  readonly analysis: AnalysisState;
  readonly actions: EditorActions;
}

export function EditorPane({ store, controller, analysis, actions }: Props) {
  const stale = analysis.shown?.views.stale;
  const active = useActiveDoc(controller);
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next = active === "config" ? "scenarios" : "config";
    controller.show(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  return (
    <section className="editor-pane" aria-label={T.tabsLabel}>
      <div role="tablist" aria-label={T.tabsLabel} className="tabs">
        {DOCS.map((doc) => (
          <button
            key={doc}
            id={`tab-${doc}`}
            type="button"
            role="tab"
            aria-selected={active === doc}
            aria-controls="editor-panel"
            tabIndex={active === doc ? 0 : -1}
            className="tab"
            onClick={() => controller.show(doc)}
            onKeyDown={onKey}
          >
            {T.docNames[doc]}
            {stale?.[doc] ? <span className="dot" aria-hidden="true" /> : null}
          </button>
        ))}
      </div>
      <div id="editor-panel" role="tabpanel" aria-labelledby={`tab-${active}`} className="editor-body">
        <Suspense fallback={<p className="muted editor-loading">{T.editorLoading}</p>}>
          <MonacoEditor store={store} controller={controller} analysis={analysis} actions={actions} />
        </Suspense>
      </div>
    </section>
  );
}
