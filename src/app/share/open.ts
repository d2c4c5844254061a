/**
 * Opening a link: its documents replace the local ones only after those are kept aside; a bad link changes
 * nothing and says why. Returns what the banner shows. Never throws. The link's reader (the codec, its
 * dictionaries and schema) is a chunk of its own: the page imports this module only when a link arrives.
 */
import { editPreview, smallestReplacement, type DocumentId } from "../../core/index";
import type { Documents, DocumentStore } from "../state/documents";
import { keepDraft } from "../state/drafts";
import type { ShareEnv } from "./env";
import { readLink } from "./fragment";
import { panelIdOf } from "../state/openPanel";
import { NOTHING_OPENED, type Opening, type ProposedText } from "./opening";

export { bringBackDraft, NOTHING_OPENED, type Opening } from "./opening";

const DOCS: readonly DocumentId[] = ["config", "scenarios", "approvals"];

/**
 * A pure removal or insertion moved back to the start of its line where the same change can be made there (a removed
 * entry's line shows alone, not with half of the next one's indentation).
 */
function lineAligned(text: string, r: { offset: number; length: number; text: string }) {
  let { offset, text: inserted } = r;
  const { length } = r;
  if (length > 0 && inserted === "")
    while (offset > 0 && text[offset - 1] !== "\n" && text[offset - 1] === text[offset + length - 1]) offset--;
  else if (length === 0 && inserted !== "")
    while (offset > 0 && text[offset - 1] !== "\n" && text[offset - 1] === inserted.at(-1)) {
      inserted = text[offset - 1] + inserted.slice(0, -1);
      offset--;
    }
  return { offset, length, text: inserted };
}

/** Each document the proposal changes: the lines it changes, as they were and as they are proposed. */
function textChanges(baseline: Documents, proposed: Documents): ProposedText[] {
  return DOCS.flatMap((doc) => {
    const was = baseline[doc] ?? "";
    const now = proposed[doc] ?? "";
    if (was === now) return [];
    const r = lineAligned(was, smallestReplacement(was, now));
    const p = editPreview({ config: baseline.config, scenarios: baseline.scenarios, approvals: was }, { doc, ...r });
    return [{ doc, line: p.line, before: p.before, after: p.after, more: p.more }];
  });
}

/** Opens the link in the address's fragment, if there is one. */
export function openSharedLink(
  env: Pick<ShareEnv, "location" | "storage" | "clock" | "clearFragment">,
  store: DocumentStore,
  /**
   * Told just before the link's documents replace the current ones (the page snapshots them); a proposal's
   * baseline, when the link carries one (the Changes panel compares with it).
   */
  beforeOpening?: (previous: Documents | undefined, incoming: Documents, proposalBaseline?: Documents) => void,
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
  const baseline = result.state.baseline && {
    ...result.state.baseline,
    ...(profile === undefined ? {} : { profile }),
  };
  beforeOpening?.(store.get().docs, incoming, baseline);
  store.replace(incoming);
  env.clearFragment();
  return {
    kind: "opened",
    tab: result.state.tab,
    panel: baseline ? "changes" : panelIdOf(result.state.panel),
    kept,
    stored,
    ...(baseline && { proposal: textChanges(baseline, incoming) }),
  };
}
