/**
 * Opening a link: its documents replace the local ones only after those are kept aside; a bad link changes
 * nothing and says why. Returns what the banner shows. Never throws.
 */
import type { DocumentId, ShareError } from "../../core/index";
import type { Documents, DocumentStore } from "../state/documents";
import { forgetKeptDraft, keepDraft, type KeptDraft } from "./draft";
import type { ShareEnv } from "./env";
import { readLink } from "./fragment";

export type Opening =
  | { readonly kind: "none" }
  | {
      readonly kind: "opened";
      readonly tab: DocumentId | undefined;
      /** The local texts put aside, if there were any that differ from the link's. */
      readonly kept: KeptDraft | undefined;
      /** Whether the kept draft is in storage (false: it lasts until the page closes). */
      readonly stored: boolean;
    }
  | { readonly kind: "failed"; readonly error: ShareError }
  | { readonly kind: "restored" };

export const NOTHING_OPENED: Opening = { kind: "none" };

/** Opens the link in the address's fragment, if there is one. */
export function openSharedLink(
  env: Pick<ShareEnv, "location" | "storage" | "clock" | "clearFragment">,
  store: DocumentStore,
  /** Told just before the link's documents replace the current ones (the page snapshots them). */
  beforeOpening?: (previous: Documents | undefined, incoming: Documents) => void,
): Opening {
  const result = readLink(env.location);
  if (!result) return NOTHING_OPENED;
  if (!result.ok) return { kind: "failed", error: result.error };
  const incoming: Documents = { config: result.state.config, scenarios: result.state.scenarios };
  const { kept, stored } = keepDraft(env.storage, store.tabId(), store.get().docs, incoming, env.clock());
  beforeOpening?.(store.get().docs, incoming);
  store.replace(incoming);
  env.clearFragment();
  return { kind: "opened", tab: result.state.tab, kept, stored };
}

/** Puts the kept draft back in the editor (an edit like any other: autosaved, undoable) and forgets it. */
export function bringBackDraft(env: Pick<ShareEnv, "storage">, store: DocumentStore, kept: KeptDraft): Opening {
  store.replace(kept.draft);
  forgetKeptDraft(env.storage, store.tabId());
  return { kind: "restored" };
}
