/**
 * What the page's tabs tell each other on their channel: "I am here" (so no tab drops a live tab's draft, and a
 * duplicated tab, which inherits its sessionStorage, learns that its id is taken) and "I saved my draft" (so a
 * tab working on the same lineage can say that the draft was changed elsewhere).
 */
import { own } from "./json";

export const TAB_CHANNEL = "scope-studio:drafts";

export type TabMessage =
  /** A tab opened: every tab answers "here". `instance` tells two tabs with one (inherited) id apart. */
  | { readonly kind: "hello"; readonly tab: string; readonly instance: string }
  | { readonly kind: "here"; readonly tab: string; readonly instance: string }
  | { readonly kind: "saved"; readonly tab: string; readonly lineage: string; readonly editedAt: number };

/** A message from another tab, or undefined when it is not one of ours. */
export function tabMessageOf(value: unknown): TabMessage | undefined {
  const kind = own(value, "kind");
  const tab = own(value, "tab");
  if (typeof tab !== "string") return undefined;
  if (kind === "hello" || kind === "here") {
    const instance = own(value, "instance");
    return typeof instance === "string" ? { kind, tab, instance } : undefined;
  }
  if (kind === "saved") {
    const lineage = own(value, "lineage");
    const editedAt = own(value, "editedAt");
    return typeof lineage === "string" && typeof editedAt === "number" ? { kind, tab, lineage, editedAt } : undefined;
  }
  return undefined;
}
