/**
 * The banner shown when another tab saved a newer version of this tab's draft: load it (an undoable replace) or
 * keep this tab's own. The choice is the store's (documents.ts); this only draws it.
 */
import type { DocumentId } from "../../core/index";
import { T } from "../texts";
import type { SaveResult } from "./autosave";
import type { DocumentsState, DocumentStore } from "./documents";

const DOCUMENTS: readonly DocumentId[] = ["config", "scenarios"];

export function OtherTabBanner({ state, store }: { readonly state: DocumentsState; readonly store: DocumentStore }) {
  if (!state.other) return null;
  return (
    <div role="status" className="banner banner-info" data-testid="other-tab-banner">
      <p>
        <strong>{T.otherTab.changed}</strong> {T.otherTab.body}
      </p>
      <button type="button" onClick={() => store.loadOther()}>
        {T.otherTab.load}
      </button>
      <button type="button" onClick={() => store.keepMine()}>
        {T.otherTab.keep}
      </button>
    </div>
  );
}

/** Why a save failed, in words: the documents not kept with their size and the one kept, when autosave names them. */
export function notSavedText(save: Extract<SaveResult, { ok: false }>, configName: string): string {
  const name = (doc: DocumentId) => (doc === "config" ? configName : T.docNames[doc]);
  const notKept = save.notKept ?? [];
  if (notKept.length === 0 || (save.kind !== "tooLarge" && save.kind !== "full")) return T.notSaved[save.kind];
  const names = notKept.map((n) => name(n.doc));
  const mb = (notKept.reduce((sum, n) => sum + n.chars, 0) / 1_000_000).toFixed(1);
  const why = save.kind === "tooLarge" ? T.notKept.tooLarge(names, mb) : T.notKept.full(names);
  const kept = save.restSaved ? DOCUMENTS.filter((doc) => !notKept.some((n) => n.doc === doc)) : [];
  return [why, ...kept.map((doc) => T.notKept.restSaved(name(doc)))].join(" ");
}

/** The status line's words about saving: saved, not saved and why, or restored. */
export function SaveStatus({ state, configName }: { readonly state: DocumentsState; readonly configName: string }) {
  const save = state.lastSave;
  if (save && !save.ok)
    return (
      <span className="badge badge-bad" data-save={save.kind} data-saves={state.saves}>
        {notSavedText(save, configName)}
      </span>
    );
  if (save)
    return (
      <span className="muted" data-save={save.kind} data-saves={state.saves}>
        {T.saved}
      </span>
    );
  return state.restored ? <span className="muted">{T.restored}</span> : null;
}
