/**
 * Two-way linking across pages: when the editor's cursor moves into a scenarios.skills entry drawn on another page
 * of the skills panel, that page is shown (the entry then marks itself and comes into view).
 */
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useEditorController } from "../editor/controller";

/**
 * `follow(index)` is told when the cursor enters scenarios.skills[index], and says whether it has been followed (its
 * page shown or asked for); one that was not (an entry just typed, not analysed yet) is offered again on the next
 * drawing. Once followed, paging away while the cursor stays there is the user's choice.
 */
export function useFollowSkill(follow: (index: number) => boolean) {
  const controller = useEditorController();
  const selected = useSyncExternalStore(controller.subscribeSelection, controller.getSelected);
  const path = selected?.doc === "scenarios" && selected.path[0] === "skills" ? selected.path : undefined;
  const index = typeof path?.[1] === "number" ? path[1] : undefined;
  const followed = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (index === undefined) {
      followed.current = undefined;
      return;
    }
    if (followed.current === index) return;
    if (follow(index)) followed.current = index;
  });
}
