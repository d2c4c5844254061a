/**
 * The editor column: the document tabs (drawn at once; an OpenClaw profile's third is the host's exec approvals,
 * made when first opened) and Monaco (arriving a moment later). When Monaco's
 * chunk cannot be loaded, or Monaco breaks while running, the plain-text editor takes its place with a retry.
 */
import { useEffect, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { isOpenClawProfile, type DocumentId } from "../../core/index";
import { approvalsSeed } from "../state/approvalsDocument";
import { wantsWorker } from "../analysis/stale";
import { afterPaint } from "../afterPaint";
import type { AnalysisState } from "../analysis/useAnalysis";
import type { DocumentStore } from "../state/documents";
import { docName, T } from "../texts";
import { useActiveDoc, type EditorController } from "./controller";
import { EditorBoundary } from "./EditorBoundary";
import type { HintsSetting } from "./hintsSetting";
import { EditorLoader } from "./loader";
import type { EditorActions } from "./MonacoEditor";
import { PlainEditor } from "./PlainEditor";
import type { ViewStateKeeper } from "../state/viewState";
import { TabFocusSwitch } from "./tabFocus";

/** A fresh dynamic import of the full editor on each call. */
const importMonaco = () => import("./MonacoEditor");

/** The tabs shown: the host's approvals in an OpenClaw profile, or whenever the page has that document. */
const docsShown = (openclaw: boolean, hasApprovals: boolean): readonly DocumentId[] =>
  openclaw || hasApprovals ? ["config", "scenarios", "approvals"] : ["config", "scenarios"];
const KEYS_HINT_ID = "editor-keys";

interface Props {
  readonly store: DocumentStore;
  readonly controller: EditorController;
  readonly analysis: AnalysisState;
  readonly actions: EditorActions;
  /** Whether the editor shows its hints beside agents and calls (the toggle below the tabs). */
  readonly hints?: HintsSetting;
  /** Where the tab keeps the editor's place across a reload (main.tsx: sessionStorage). */
  readonly place?: ViewStateKeeper;
}

export function EditorPane({ store, controller, analysis, actions, hints, place }: Props) {
  const stale = analysis.shown?.views.stale;
  const profile = analysis.shown?.views.profile.id ?? "sophiaclaw";
  const active = useActiveDoc(controller);
  const [loader] = useState(() => new EditorLoader(importMonaco));
  const [tabFocus] = useState(() => new TabFocusSwitch());
  const editor = useSyncExternalStore(loader.subscribe, loader.get);
  // The editor's code (megabytes, run on the page's one thread) waits for the first answer, so the first panels are
  // not held up behind it; a large text's first analysis takes longer, and the editor loads beside it at once.
  const answered = analysis.shown !== undefined || analysis.fault !== undefined || analysis.paused !== undefined;
  const large = useSyncExternalStore(store.subscribe, () => {
    const docs = store.get().docs;
    return docs !== undefined && wantsWorker(docs);
  });
  const mayLoad = answered || large;
  useEffect(() => (mayLoad ? afterPaint(() => loader.start()) : undefined), [loader, mayLoad]);
  const hasApprovals = useSyncExternalStore(store.subscribe, () => store.get().docs?.approvals !== undefined);
  const docs = docsShown(isOpenClawProfile(profile), hasApprovals);

  /** Shows a document; the host's approvals are made (from the scenarios' own, if any) the first time. */
  const show = (doc: DocumentId) => {
    const now = store.get().docs;
    if (doc === "approvals" && now && now.approvals === undefined)
      store.setText("approvals", approvalsSeed(now.scenarios));
    controller.show(doc);
  };
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const at = docs.indexOf(active);
    const next = docs[(at + (event.key === "ArrowRight" ? 1 : docs.length - 1)) % docs.length]!;
    show(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  const Monaco = editor.fault ? undefined : editor.module?.default;
  return (
    <section className="editor-pane" aria-label={T.tabsLabel}>
      {/* Before the tabs: Esc then Shift+Tab from the editor reaches the tabs, Esc then Tab the panels. */}
      {hints && !editor.fault ? <HintsToggle setting={hints} /> : null}
      {/* How to leave the full editor, and the switch that makes Tab move the focus (not for the plain editor). */}
      {!editor.fault ? (
        <div className="editor-keys">
          <p id={KEYS_HINT_ID} className="muted small">
            {T.editorKeys}
          </p>
          <TabFocusToggle tabFocus={tabFocus} />
        </div>
      ) : null}
      <div role="tablist" aria-label={T.tabsLabel} className="tabs">
        {docs.map((doc) => (
          <button
            key={doc}
            id={`tab-${doc}`}
            type="button"
            role="tab"
            aria-selected={active === doc}
            aria-controls="editor-panel"
            tabIndex={active === doc ? 0 : -1}
            className="tab"
            onClick={() => show(doc)}
            {...(doc === "approvals" && { title: T.approvalsTabTitle })}
            onKeyDown={onKey}
          >
            {docName(doc, profile)}
            {doc !== "approvals" && stale?.[doc] ? <span className="dot" aria-hidden="true" /> : null}
          </button>
        ))}
      </div>
      <div id="editor-panel" role="tabpanel" aria-labelledby={`tab-${active}`} className="editor-body">
        {editor.fault ? (
          <PlainEditor
            store={store}
            controller={controller}
            analysis={analysis}
            fault={editor.fault}
            failures={editor.failures}
            retrying={editor.loading}
            onRetry={() => loader.retry()}
          />
        ) : Monaco ? (
          <EditorBoundary key={editor.mount} onCrash={() => loader.crashed()}>
            <Monaco
              store={store}
              controller={controller}
              analysis={analysis}
              actions={actions}
              keysHintId={KEYS_HINT_ID}
              tabFocus={tabFocus}
              {...(place ? { place } : {})}
              {...(hints ? { hints } : {})}
            />
          </EditorBoundary>
        ) : (
          <p className="muted editor-loading">{T.editorLoading}</p>
        )}
      </div>
    </section>
  );
}

/** The switch for the editor's hints beside agents and calls (remembered by the setting). */
function HintsToggle({ setting }: { readonly setting: HintsSetting }) {
  const on = useSyncExternalStore(setting.subscribe, setting.get);
  return (
    <label className="editor-hints-toggle muted small">
      <input type="checkbox" checked={on} onChange={(event) => setting.set(event.target.checked)} /> {T.hints.toggle}
    </label>
  );
}

/** The switch for Monaco's tab focus mode: pressed while Tab moves the focus (also when Ctrl+M turned it). */
function TabFocusToggle({ tabFocus }: { readonly tabFocus: TabFocusSwitch }) {
  const on = useSyncExternalStore(tabFocus.subscribe, tabFocus.get);
  return (
    <button
      type="button"
      className="tab-focus-toggle small"
      aria-pressed={on}
      title={T.tabFocus.title}
      onClick={() => tabFocus.set(!on)}
    >
      {T.tabFocus.toggle}
    </button>
  );
}
