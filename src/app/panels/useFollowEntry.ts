/**
 * Two-way linking across pages: when the editor's cursor moves into an entry of a long list drawn on another page
 * (an agent of agents.list or of OpenClaw's agents.entries, a test of scenarios.skills), that page is shown or asked
 * for; the entry then marks itself and comes into view.
 */
import { useEffect, useRef, useSyncExternalStore } from "react";
import type { DocumentId } from "../../core/index";
import { useEditorController } from "../editor/controller";

/** Where a panel's entries are in a document: a list (each entry by its index) or an object (each by its key). */
export interface Entries<K extends number | string> {
  readonly path: readonly string[];
  readonly by: K extends number ? "index" : "key";
}

/**
 * `follow(entry)` is told when the cursor enters an entry at `entries` in `doc` (its index, or its key), and says
 * whether it has been followed (its page shown or asked for); one that was not (an entry just typed, not analysed
 * yet) is offered again on the next drawing. Once followed, paging away while the cursor stays there is the user's
 * choice.
 */
export function useFollowEntry<K extends number | string>(
  doc: DocumentId,
  entries: Entries<K>,
  follow: (entry: K) => boolean,
): void {
  const controller = useEditorController();
  const selected = useSyncExternalStore(controller.subscribeSelection, controller.getSelected);
  const list = entries.path;
  const path = selected?.doc === doc && list.every((key, i) => selected.path[i] === key) ? selected.path : undefined;
  const at = path?.[list.length];
  const entry = typeof at === (entries.by === "index" ? "number" : "string") ? (at as K) : undefined;
  const followed = useRef<K | undefined>(undefined);
  useEffect(() => {
    if (entry === undefined) {
      followed.current = undefined;
      return;
    }
    if (followed.current === entry) return;
    if (follow(entry)) followed.current = entry;
  });
}

/** Where the agents are in the config (OpenClaw 2026.9's keyed roster too), and the skill tests in the scenarios. */
export const AGENTS_LIST: Entries<number> = { path: ["agents", "list"], by: "index" };
export const AGENTS_ENTRIES: Entries<string> = { path: ["agents", "entries"], by: "key" };
export const SKILLS_LIST: Entries<number> = { path: ["skills"], by: "index" };
