/**
 * The plain-text editor: what the page offers when the full editor could not be loaded or stopped working. One
 * <textarea> per document under the same tabs, writing into the same documents store, so the panels keep following
 * what the user types; a message says why, and a button tries the full editor again. The texts live in the store,
 * so nothing is lost going from one editor to the other.
 */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import type { DocumentId } from "../../core/index";
import type { AnalysisState } from "../analysis/useAnalysis";
import type { DocumentStore } from "../state/documents";
import { sameTexts } from "../state/drafts";
import { docName, T } from "../texts";
import { useActiveDoc, type EditorController } from "./controller";
import { installHook } from "./hook";
import type { EditorFault } from "./loader";
import { applyTextareaEdit, shownInTextarea, shownOffset, textOffset } from "./plainText";

const DOCS: readonly DocumentId[] = ["config", "scenarios", "approvals"];

interface Props {
  readonly store: DocumentStore;
  readonly controller: EditorController;
  readonly analysis: AnalysisState;
  readonly fault: EditorFault;
  readonly failures: number;
  /** The full editor is being loaded again. */
  readonly retrying: boolean;
  readonly onRetry: () => void;
}

interface Range {
  readonly doc: DocumentId;
  readonly start: number;
  readonly end: number;
}

export function PlainEditor({ store, controller, analysis, fault, failures, retrying, onRetry }: Props) {
  const docs = useSyncExternalStore(store.subscribe, store.get).docs;
  const active = useActiveDoc(controller);
  const areas = useRef<Partial<Record<DocumentId, HTMLTextAreaElement | null>>>({});
  const shownRef = useRef(analysis.shown);
  const spanAtRef = useRef(analysis.spanAt);
  const pendingReveal = useRef<Range | undefined>(undefined);
  const [reveals, setReveals] = useState(0);
  useEffect(() => {
    shownRef.current = analysis.shown;
    spanAtRef.current = analysis.spanAt;
  });

  useEffect(() => {
    const detach = controller.attach({
      show: () => undefined, // the tabs follow the controller on their own
      reveal(target) {
        const text = store.get().docs?.[target.doc] ?? "";
        const span = "span" in target ? target.span : spanAtRef.current(target.doc, text, target.path);
        pendingReveal.current = { doc: target.doc, start: span.offset, end: span.offset + span.length };
        setReveals((n) => n + 1);
      },
    });
    const uninstall = installHook({
      getText: (doc) => store.get().docs?.[doc] ?? "",
      setText: (doc, text) => store.setText(doc, text),
      analyzed() {
        const texts = shownRef.current?.texts;
        const now = store.get().docs;
        return !shownRef.current?.laterPending && texts !== undefined && now !== undefined && sameTexts(texts, now);
      },
      selection() {
        const doc = controller.getActive();
        const area = areas.current[doc];
        const text = store.get().docs?.[doc];
        if (!area || text === undefined) return undefined;
        return { doc, start: textOffset(text, area.selectionStart), end: textOffset(text, area.selectionEnd) };
      },
    });
    return () => {
      uninstall();
      detach();
    };
  }, [store, controller]);

  // A reveal selects its range once its document's textarea is the one shown.
  useLayoutEffect(() => {
    const range = pendingReveal.current;
    if (!range || range.doc !== active) return;
    pendingReveal.current = undefined;
    const area = areas.current[range.doc];
    const text = store.get().docs?.[range.doc];
    if (!area || text === undefined) return;
    area.focus();
    area.setSelectionRange(shownOffset(text, range.start), shownOffset(text, range.end));
  }, [reveals, active, store]);

  return (
    <div className="plain-editor">
      <div className="plain-editor-note">
        <p role="alert">
          {T.plainEditor.faults[fault]} {failures > 1 ? `${T.plainEditor.again(failures)} ` : ""}
          {T.plainEditor.body}
        </p>
        <p>
          <button type="button" onClick={onRetry}>
            {T.plainEditor.retry}
          </button>{" "}
          <span role="status" className="muted small">
            {retrying ? T.plainEditor.retrying : ""}
          </span>
        </p>
      </div>
      {DOCS.map((doc) => (
        <textarea
          key={doc}
          ref={(element) => {
            areas.current[doc] = element;
          }}
          hidden={doc !== active}
          className="plain-editor-text"
          aria-label={T.editorLabel(docName(doc, analysis.shown?.views.profile.id ?? "sophiaclaw"))}
          data-doc={doc}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          wrap="off"
          value={shownInTextarea(docs?.[doc] ?? "")}
          onChange={(event) => {
            const now = store.get().docs;
            if (now) store.setText(doc, applyTextareaEdit(now[doc] ?? "", event.target.value));
          }}
        />
      ))}
    </div>
  );
}
