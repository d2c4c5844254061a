/** What opening a link did (the banner's state), and bringing back the draft a link put aside (open.ts opens links). */
import type { DocumentId, ShareError } from "../../core/index";
import type { DocumentStore } from "../state/documents";
import type { PanelId } from "../state/openPanel";
import { forgetKeptDraft, type KeptDraft } from "../state/drafts";
import type { ShareEnv, ShareLocation } from "./env";

export type Opening =
  | { readonly kind: "none" }
  | {
      readonly kind: "opened";
      readonly tab: DocumentId | undefined;
      /** The panel open when the link was made, if it names one. */
      readonly panel: PanelId | undefined;
      /** The local texts put aside, if there were any that differ from the link's. */
      readonly kept: KeptDraft | undefined;
      /** Whether the kept draft is in storage (false: it lasts until the page closes). */
      readonly stored: boolean;
      /** A proposed change (the Changes panel compares it with the baseline the link carries): its text changes. */
      readonly proposal?: readonly ProposedText[];
    }
  | { readonly kind: "failed"; readonly error: ShareError }
  | { readonly kind: "restored" };

/** A document a proposal changes: the first line it touches, the lines as they were and as proposed. */
export interface ProposedText {
  readonly doc: DocumentId;
  readonly line: number;
  readonly before: readonly string[];
  readonly after: readonly string[];
  readonly more: number;
}

export const NOTHING_OPENED: Opening = { kind: "none" };

/** The fragment without "#", or undefined when the address has none. The studio uses no fragment of its own. */
export function fragmentOf(location: Pick<ShareLocation, "hash">): string | undefined {
  const fragment = location.hash.replace(/^#/, "");
  return fragment.trim() === "" ? undefined : fragment;
}

/** Puts the kept draft back in the editor (an edit like any other: autosaved, undoable) and forgets it. */
export function bringBackDraft(env: Pick<ShareEnv, "storage">, store: DocumentStore, kept: KeptDraft): Opening {
  store.replace(kept.draft);
  forgetKeptDraft(env.storage, store.tabId());
  return { kind: "restored" };
}
