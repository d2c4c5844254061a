/**
 * Opening a link: its documents replace the local ones only after those are kept aside; a bad link changes
 * nothing and says why. Returns what the banner shows. Never throws. The link's reader (the codec, its
 * dictionaries and schema) is a chunk of its own: the page imports this module only when a link arrives.
 */
import type { Documents, DocumentStore } from "../state/documents";
import { keepDraft } from "../state/drafts";
import type { ShareEnv } from "./env";
import { readLink } from "./fragment";
import { panelIdOf } from "../state/openPanel";
import { NOTHING_OPENED, type Opening } from "./opening";

export { bringBackDraft, NOTHING_OPENED, type Opening } from "./opening";

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
  const { config, scenarios, approvals, profile } = result.state;
  const incoming: Documents = {
    config,
    scenarios,
    ...(approvals === undefined ? {} : { approvals }),
    ...(profile === undefined ? {} : { profile }),
  };
  const { kept, stored } = keepDraft(env.storage, store.tabId(), store.get().docs, incoming, env.clock());
  beforeOpening?.(store.get().docs, incoming);
  store.replace(incoming);
  env.clearFragment();
  return { kind: "opened", tab: result.state.tab, panel: panelIdOf(result.state.panel), kept, stored };
}
