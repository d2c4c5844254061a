/** Moving the keyboard focus out of the editor to the control before or after it, as Tab would. */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabbable(element: HTMLElement): boolean {
  return element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest("[hidden], [inert]");
}

/** Focuses the first control after `container` (or the last one before it, going back); false when there is none. */
export function focusBeyond(container: HTMLElement, direction: "forward" | "backward"): boolean {
  const all = [...container.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !container.contains(element) && tabbable(element),
  );
  const following = (element: HTMLElement) =>
    (container.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const target = direction === "forward" ? all.find(following) : all.filter((e) => !following(e)).at(-1);
  target?.focus();
  return target !== undefined;
}
