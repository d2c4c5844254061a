/**
 * Two-way linking, the panels' half: whether the editor's cursor is in a card's entry, and the card brought into
 * view when it comes to be (not on every drawing). While the pointer is over the card, or the keyboard's focus is
 * on its heading button, the editor marks the entry's range (the controller's `highlight`). Those listeners are the
 * element's own, not React state: pointing at a card draws nothing again.
 */
import { useEffect, useRef } from "react";
import type { DocumentId, JsonPath } from "../../core/index";
import { useEditorController, useSelected } from "../editor/controller";

/** The button in a card's heading that reveals its entry (every card draws one). */
const HEADING_BUTTON = ".source-link";

export function useSelectedCard<E extends HTMLElement>(doc: DocumentId, path: JsonPath) {
  const selected = useSelected(doc, path);
  const controller = useEditorController();
  const ref = useRef<E>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: "nearest" });
  }, [selected]);
  // A card's path is often a fresh array on each drawing: the listeners follow its value.
  const key = JSON.stringify(path);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const target = { doc, path: JSON.parse(key) as JsonPath };
    const mark = () => controller.highlight(target);
    const unmark = () => controller.highlight(undefined);
    const focusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(HEADING_BUTTON)) mark();
    };
    element.addEventListener("mouseenter", mark);
    element.addEventListener("mouseleave", unmark);
    element.addEventListener("focusin", focusIn);
    element.addEventListener("focusout", unmark);
    return () => {
      element.removeEventListener("mouseenter", mark);
      element.removeEventListener("mouseleave", unmark);
      element.removeEventListener("focusin", focusIn);
      element.removeEventListener("focusout", unmark);
    };
  }, [controller, doc, key]);
  return { ref, selected, "aria-current": selected ? ("true" as const) : undefined };
}
