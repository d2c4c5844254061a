/**
 * The banner shown when another tab saved a newer version of this tab's draft: load it (an undoable replace) or
 * keep this tab's own. The choice is the store's (documents.ts); this only draws it.
 */
import { T } from "../texts";
import type { DocumentsState, DocumentStore } from "./documents";

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

/** The status line's words about saving: saved, not saved and why, or restored. */
export function SaveStatus({ state }: { readonly state: DocumentsState }) {
  const save = state.lastSave;
  if (save && !save.ok)
    return (
      <span className="badge badge-bad" data-save={save.kind}>
        {T.notSaved[save.kind]}
      </span>
    );
  if (save)
    return (
      <span className="muted" data-save={save.kind}>
        {T.saved}
      </span>
    );
  return state.restored ? <span className="muted">{T.restored}</span> : null;
}
