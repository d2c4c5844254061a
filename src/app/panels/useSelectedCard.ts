/**
 * Two-way linking, the panels' half: whether the editor's cursor is in a card's entry, and the card brought into
 * view when it comes to be (not on every drawing).
 */
import { useEffect, useRef } from "react";
import type { DocumentId, JsonPath } from "../../core/index";
import { useSelected } from "../editor/controller";

export function useSelectedCard<E extends HTMLElement>(doc: DocumentId, path: JsonPath) {
  const selected = useSelected(doc, path);
  const ref = useRef<E>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: "nearest" });
  }, [selected]);
  return { ref, selected, "aria-current": selected ? ("true" as const) : undefined };
}
