/**
 * The documents' history: the baseline the Changes panel compares with, and the snapshots. Replacing the documents
 * with an example or a link first snapshots the current texts (so no work is lost), then makes what was opened the
 * baseline.
 */
import type { Baseline, BaselineStore } from "./baseline";
import type { Documents } from "./documents";
import { sameTexts } from "./drafts";
import type { SnapshotStore } from "./snapshots";

export interface History {
  readonly baseline: BaselineStore;
  readonly snapshots: SnapshotStore;
}

/** Before `incoming` replaces `previous`: snapshots `previous` as `name` (unless equal), then opens the baseline. */
export function beforeReplacing(
  history: History,
  name: string,
  previous: Documents | undefined,
  incoming: Baseline,
  /** A proposal's baseline: the Changes panel compares the incoming documents with it, not with themselves. */
  compareWith?: Documents,
): void {
  const docs = incoming.docs;
  if (previous && !sameTexts(previous, docs)) void history.snapshots.take(name, previous);
  history.baseline.open(compareWith ? { ...incoming, docs: compareWith } : incoming);
}
