/**
 * Two-way linking across pages: when the editor's cursor moves into an entry of a long list drawn on another page
 * (an agent of agents.list, a test of scenarios.skills), that page is shown or asked for; the entry then marks
 * itself and comes into view.
 */
import { useEffect, useRef, useSyncExternalStore } from "react";
import type { DocumentId } from "../../core/index";
import { useEditorController } from "../editor/controller";

/**
 * `follow(entry)` is told when the cursor enters an entry of the list (or the object) at `list` in `doc`: its index
 * (or its key), and says whether it has been followed (its page shown or asked for); one that was not (an entry just
 * typed, not analysed yet) is offered again on the next drawing. Once followed, paging away while the cursor stays
 * there is the user's choice.
 */
export function useFollowEntry(doc: DocumentId, list: readonly string[], follow: (entry: number) => boolean): void;
export function useFollowEntry(
  doc: DocumentId,
  list: readonly string[],
  follow: (entry: string | number) => boolean,
  keyed: true,
): void;
export function useFollowEntry(
  doc: DocumentId,
  list: readonly string[],
  follow: (entry: never) => boolean,
  keyed = false,
): void {
  const controller = useEditorController();
  const selected = useSyncExternalStore(controller.subscribeSelection, controller.getSelected);
  const path = selected?.doc === doc && list.every((key, i) => selected.path[i] === key) ? selected.path : undefined;
  const at = path?.[list.length];
  const index = typeof at === "number" || (keyed && typeof at === "string") ? at : undefined;
  const followed = useRef<string | number | undefined>(undefined);
  useEffect(() => {
    if (index === undefined) {
      followed.current = undefined;
      return;
    }
    if (followed.current === index) return;
    if ((follow as (entry: string | number) => boolean)(index)) followed.current = index;
  });
}

/** Where the agents are in the config (OpenClaw 2026.9's keyed roster too), and the skill tests in the scenarios. */
export const AGENTS_LIST = ["agents", "list"] as const;
export const AGENTS_ENTRIES = ["agents", "entries"] as const;
export const SKILLS_LIST = ["skills"] as const;
