/**
 * The Monaco editor: one editor, a model per document (the config, scenarios.json, and in an OpenClaw profile the
 * host's exec-approvals.json). Edits flow into the documents
 * store; edits made elsewhere (a panel, an example) flow back as one minimal replacement, so cursor and undo
 * survive. The engine's diagnostics become markers with their codes, and their quick fixes code actions
 * (codeActions.ts); the hover says what an agent's field resolves to. Loaded lazily: the panels are drawn before this module arrives.
 */
import { useEffect, useRef } from "react";
import { entryAt } from "./selection";
import type { DocumentId } from "../../core/index";
import type { AnalysisState } from "../analysis/useAnalysis";
import type { DocumentStore } from "../state/documents";
import { docName, T } from "../texts";
import type { EditorController } from "./controller";
import { createEditorApi, registerHover } from "./editorApi";
import { installHook } from "./hook";
import { leaveWithEscapeThenTab } from "./keys";
import { editorOptionsFor, isLargeText, modelOptionsFor } from "./heavy";
import { MARKER_SOURCE, QuickFixes, registerQuickFixes } from "./codeActions";
import { registerCompletion } from "./completionProvider";
import { registerConversionAction } from "./conversionAction";
import { documentSchemas } from "./schemas";
import { markersFor, movesMarkers, sameMarkers, type PlacedMarker } from "./markers";
import { HINT_MAX_LENGTH, registerHints } from "./hints";
import type { HintsSetting } from "./hintsSetting";
import { ExpectationMarks, marksFor } from "./expectationMarks";
import { createDocumentSync, type DocumentSync } from "./sync";
import { APPROVALS_URI, CONFIG_URI, SCENARIOS_URI, applyProfileSchemas, currentTheme, monaco } from "./monaco";
import type { ViewStateKeeper } from "../state/viewState";
import { keepPlace } from "./place";
import type { TabFocusSwitch } from "./tabFocus";
import { bindTabFocus } from "./tabFocusMode";

export interface EditorActions {
  readonly openExamples: () => void;
  readonly focusProblems: () => void;
}

export interface EditorProps {
  readonly store: DocumentStore;
  readonly controller: EditorController;
  readonly analysis: AnalysisState;
  readonly actions: EditorActions;
  /** The id of the element that says how to leave the editor by keyboard. */
  readonly keysHintId: string;
  /** Whether the hints beside agents and calls are shown (hints.ts); on when not given. */
  readonly hints?: HintsSetting;
  /** Where the tab keeps the editor's place across a reload (state/viewState.ts); none kept when not given. */
  readonly place?: ViewStateKeeper;
  /** The switch beside the keys hint that shows and turns Monaco's tab focus mode. */
  readonly tabFocus?: TabFocusSwitch;
}

type Models = Record<DocumentId, monaco.editor.ITextModel>;
const DOCS: readonly DocumentId[] = ["config", "scenarios", "approvals"];
const SEVERITY = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
  info: monaco.MarkerSeverity.Info,
} as const;

export default function MonacoEditor({
  store,
  controller,
  analysis,
  actions,
  keysHintId,
  hints,
  place,
  tabFocus,
}: EditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const models = useRef<{
    readonly m: Models;
    readonly sync: DocumentSync;
    readonly marks: ExpectationMarks;
    /** The markers each model was last given, and whether an edit since may have moved one (movesMarkers). */
    readonly markers: Map<DocumentId, { readonly markers: readonly PlacedMarker[]; moved: boolean }>;
    /** Names the shown document in the editor's accessible label (the config's name follows the profile). */
    readonly relabel: () => void;
  } | null>(null);
  const hoverRef = useRef(analysis.hover);
  const shownRef = useRef(analysis.shown);
  const spanAtRef = useRef(analysis.spanAt);
  const actionsRef = useRef(actions);
  const stateRef = useRef(analysis.state);
  const hintsAnalysed = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    stateRef.current = analysis.state;
    hoverRef.current = analysis.hover;
    shownRef.current = analysis.shown;
    spanAtRef.current = analysis.spanAt;
    actionsRef.current = actions;
  });

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const docs = store.get().docs ?? { config: "", scenarios: "" };
    const nameOf = (doc: DocumentId) => docName(doc, shownRef.current?.views.profile.id ?? "sophiaclaw");
    // A mount that broke half-way (the pane then shows the plain editor) may have left its models behind.
    for (const uri of [CONFIG_URI, SCENARIOS_URI, APPROVALS_URI]) monaco.editor.getModel(uri)?.dispose();
    const m: Models = {
      config: monaco.editor.createModel(docs.config, "json", CONFIG_URI),
      scenarios: monaco.editor.createModel(docs.scenarios, "json", SCENARIOS_URI),
      approvals: monaco.editor.createModel(docs.approvals ?? "", "json", APPROVALS_URI),
    };
    const first = controller.getActive();
    const editor = monaco.editor.create(element, {
      model: m[first],
      theme: currentTheme(),
      automaticLayout: true,
      minimap: { enabled: false },
      // The gutter marks beside each `expect` (expectationMarks.ts) are drawn in the glyph margin.
      glyphMargin: true,
      scrollBeyondLastLine: false,
      fontSize: 13,
      tabSize: 2,
      ariaLabel: T.editorLabel(nameOf(first)),
      fixedOverflowWidgets: true,
      // U+2028 and U+2029 are ordinary characters inside a JSON string: never offer to delete them.
      unusualLineTerminators: "off",
      // Brackets and quotes close as they open (JSON's pairs; not inside a string).
      autoClosingBrackets: "languageDefined",
      autoClosingQuotes: "languageDefined",
      // The empty line after a final newline numbered like any other: dimmed, it falls under 4.5:1 contrast.
      renderFinalNewline: "on",
      ...editorOptionsFor(m[first].getValueLength()),
    });
    // The element that holds the focus (an EditContext div, or a textarea where the browser lacks EditContext).
    editor
      .getDomNode()
      ?.querySelector(".native-edit-context, textarea.inputarea")
      ?.setAttribute("aria-describedby", keysHintId);
    const docOf = (model: monaco.editor.ITextModel): DocumentId | undefined =>
      model === m.config
        ? "config"
        : model === m.scenarios
          ? "scenarios"
          : model === m.approvals
            ? "approvals"
            : undefined;

    const sync = createDocumentSync(m, store);
    const marks = new ExpectationMarks(m.scenarios, (offset, length) => sync.range("scenarios", offset, length));
    const markers: NonNullable<typeof models.current>["markers"] = new Map();
    const relabel = () => {
      const model = editor.getModel();
      const doc = model ? docOf(model) : undefined;
      if (doc) editor.updateOptions({ ariaLabel: T.editorLabel(nameOf(doc)) });
    };
    models.current = { m, sync, marks, markers, relabel };
    const disposables: monaco.IDisposable[] = [sync, marks];

    // Features whose cost grows with the whole text are off while a model's text is large (heavy.ts).
    const large = new Map<monaco.editor.ITextModel, boolean>();
    const fit = (model: monaco.editor.ITextModel): void => {
      const length = model.getValueLength();
      if (large.get(model) === isLargeText(length)) return;
      large.set(model, isLargeText(length));
      model.updateOptions(modelOptionsFor(length));
      if (editor.getModel() === model) editor.updateOptions(editorOptionsFor(length));
    };
    for (const doc of DOCS) {
      fit(m[doc]);
      disposables.push(m[doc].onDidChangeContent(() => fit(m[doc])));
      // An edit that may move the markers the model was given: they are given again with the next analysis.
      disposables.push(
        m[doc].onDidChangeContent((event) => {
          const given = markers.get(doc);
          if (given && !given.moved && (event.isFlush || event.changes.some((c) => movesMarkers(c, given.markers))))
            given.moved = true;
        }),
      );
    }
    // Two-way linking: the entry the cursor is in is the panels' selected one.
    const selectAtCursor = (): void => {
      const model = editor.getModel();
      const position = editor.getPosition();
      const doc = model && docOf(model);
      if (!model || !position || !doc) return;
      if (isLargeText(model.getValueLength())) return controller.select(undefined);
      const path = entryAt(doc, model.getValue(), model.getOffsetAt(position));
      controller.select(path && { doc, path });
    };
    disposables.push(editor.onDidChangeCursorPosition(selectAtCursor), editor.onDidChangeModel(selectAtCursor));
    const pasteTarget = (event: ClipboardEvent): void => {
      const model = editor.getModel();
      const doc = model ? docOf(model) : undefined;
      const raw = event.clipboardData?.getData("text/plain");
      if (doc && raw) sync.expectPaste(doc, raw);
    };
    element.addEventListener("paste", pasteTarget, true);
    disposables.push({ dispose: () => element.removeEventListener("paste", pasteTarget, true) });

    // The place (selection, scroll) of each document kept across a reload, given back on the same text only.
    const shownDoc = () => {
      const model = editor.getModel();
      return model ? docOf(model) : undefined;
    };
    const kept = place && keepPlace(editor, place, store, (doc) => sync.text(doc), shownDoc);
    if (kept) disposables.push(kept);
    // The entry of the card the pointer is over, marked in the shown document only.
    const highlight = editor.createDecorationsCollection();
    disposables.push({ dispose: () => highlight.clear() });

    const api = createEditorApi({
      editor,
      models: m,
      sync,
      docOf,
      spanAt: (doc, text, path) => spanAtRef.current(doc, text, path),
      place: kept,
      highlight,
      nameOf,
    });
    const detach = controller.attach(api);

    const commands: [string, string, () => void][] = [
      ["scope-studio.show-config", T.commands.showConfig, () => controller.show("config")],
      ["scope-studio.show-scenarios", T.commands.showScenarios, () => controller.show("scenarios")],
      ["scope-studio.open-examples", T.commands.openExamples, () => actionsRef.current.openExamples()],
      ["scope-studio.focus-problems", T.commands.focusProblems, () => actionsRef.current.focusProblems()],
    ];
    for (const [id, label, run] of commands) disposables.push(editor.addAction({ id, label, run }));
    disposables.push(leaveWithEscapeThenTab(editor, element));
    if (tabFocus) disposables.push(bindTabFocus(tabFocus));

    disposables.push(registerHover(docOf, (doc, path) => hoverRef.current(doc, path)));

    const quickFixes = new QuickFixes({
      shown: () => {
        const shown = shownRef.current;
        return shown && { diagnostics: shown.views.diagnostics, texts: shown.texts };
      },
      text: (doc) => sync.text(doc),
      range: (doc, offset, length) => sync.range(doc, offset, length),
    });
    disposables.push(registerQuickFixes(monaco.languages, quickFixes, docOf, (doc) => m[doc]));
    // The upgrade preview's conversion of a legacy agents.list, offered in the config's agents value.
    disposables.push(
      registerConversionAction(
        monaco.languages,
        {
          conversion: () => {
            const upgrade = shownRef.current?.views.panels.upgrade;
            const conversion = upgrade?.ok ? upgrade.vm.conversion : undefined;
            return conversion?.ok
              ? { title: T.upgrade.conversion, against: conversion.against, edits: conversion.edits }
              : undefined;
          },
          agentsSpan: (text) => spanAtRef.current("config", text, ["agents"]),
          range: (offset, length) => sync.range("config", offset, length),
        },
        (model) => docOf(model) === "config",
      ),
    );
    // Values completed from the documents' own names (the schema's completion offers fields and enums).
    // SophiaClaw's names and snippets; an OpenClaw profile's completion is its schema's (Monaco's own).
    const sophiaclaw = documentSchemas("sophiaclaw");
    disposables.push(
      registerCompletion(
        monaco.languages,
        docOf,
        (doc) => m[doc].getValue(),
        () => ((shownRef.current?.views.profile.id ?? "sophiaclaw") === "sophiaclaw" ? sophiaclaw : undefined),
      ),
    );

    // Greyed notes beside each agent entry and each call (hints.ts), shown while the toggle says so.
    const inlayHints = registerHints(monaco.languages, {
      input: () => ({ shown: shownRef.current, state: stateRef.current }),
      texts: () => ({ config: sync.text("config"), scenarios: sync.text("scenarios") }),
      docOf,
      spanOf: (doc, text, path) => spanAtRef.current(doc, text, path),
    });
    hintsAnalysed.current = inlayHints.analysed;
    disposables.push(inlayHints);
    const showHints = () =>
      editor.updateOptions({
        inlayHints: { enabled: hints?.get() === false ? "off" : "on", maximumLength: HINT_MAX_LENGTH },
      });
    showHints();
    if (hints) disposables.push({ dispose: hints.subscribe(showHints) });

    const uninstall = installHook({
      getText: (doc) => sync.text(doc),
      setText: (doc, text) => sync.paste(doc, text),
      analyzed: () => {
        const texts = shownRef.current?.texts;
        return (
          !shownRef.current?.laterPending &&
          texts?.config === sync.text("config") &&
          texts.scenarios === sync.text("scenarios") &&
          (texts.approvals ?? "") === sync.text("approvals")
        );
      },
      scrollTop: () => editor.getScrollTop(),
      highlighted() {
        const model = editor.getModel();
        const range = highlight.getRange(0);
        const doc = model ? docOf(model) : undefined;
        return doc && range ? { doc, startLine: range.startLineNumber, endLine: range.endLineNumber } : undefined;
      },
      selection() {
        const model = editor.getModel();
        const selection = editor.getSelection();
        const doc = model ? docOf(model) : undefined;
        if (!model || !selection || !doc) return undefined;
        return {
          doc,
          start: sync.offset(doc, selection.getStartPosition()),
          end: sync.offset(doc, selection.getEndPosition()),
        };
      },
    });

    return () => {
      uninstall();
      detach();
      for (const d of disposables) d.dispose();
      editor.dispose();
      m.config.dispose();
      m.scenarios.dispose();
      models.current = null;
    };
  }, [store, controller, keysHintId, hints, place, tabFocus]);

  // The config's schema (completion, hover) follows the profile the answers are read in.
  const profile = analysis.shown?.views.profile.id ?? "sophiaclaw";
  useEffect(() => {
    applyProfileSchemas(profile);
    models.current?.relabel();
  }, [profile]);
  // The hints follow the analysis: requests waiting for it answer, and Monaco asks again.
  useEffect(() => hintsAnalysed.current?.(), [analysis.shown, analysis.state]);

  const shown = analysis.shown;
  useEffect(() => {
    const current = models.current;
    if (!current || !shown) return;
    const { m, sync, marks, markers } = current;
    const now = store.get().docs;
    // The gutter marks beside each `expect`, from the same analysis, placed in the text it was made from.
    const scenarios = shown.texts.scenarios;
    if (now?.scenarios === scenarios)
      marks.show(marksFor(shown.views.expectations, (path) => spanAtRef.current("scenarios", scenarios, path)));
    for (const doc of DOCS) {
      const model = m[doc];
      // Markers belong to the text they were computed from; a newer text waits for its own.
      const text = shown.texts[doc] ?? "";
      if ((now?.[doc] ?? "") !== text) continue;
      const placed: PlacedMarker[] = markersFor(shown.views.diagnostics, doc, text.length).map((spec) => {
        const range = sync.range(doc, spec.start, spec.end - spec.start);
        return {
          startLineNumber: range.startLineNumber,
          startColumn: range.startColumn,
          endLineNumber: range.endLineNumber,
          endColumn: range.endColumn,
          code: spec.code,
          severity: SEVERITY[spec.severity],
          message: spec.message,
          source: MARKER_SOURCE,
        };
      });
      // The markers the model has, where they stand (no edit since moved one): not given again (markers.ts).
      const given = markers.get(doc);
      if (given && !given.moved && sameMarkers(given.markers, placed)) continue;
      markers.set(doc, { markers: placed, moved: false });
      monaco.editor.setModelMarkers(model, "scope-studio", placed);
    }
  }, [shown, store]);

  return <div ref={host} className="monaco-host" />;
}
