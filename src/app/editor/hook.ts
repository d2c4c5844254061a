/** What the end-to-end tests (and curious users in the console) can reach, whichever editor is shown. */
import type { DocumentId } from "../../core/index";

export interface StudioHook {
  getText(doc: DocumentId): string;
  setText(doc: DocumentId, text: string): void;
  selection(): { doc: DocumentId; start: number; end: number } | undefined;
  /** The lines the editor marks for the card the pointer is over (the full editor only). */
  highlighted?(): { doc: DocumentId; startLine: number; endLine: number } | undefined;
  /** How far the shown document is scrolled, in pixels (the full editor only). */
  scrollTop?(): number;
  /** Whether the panels show the analysis of exactly the editor's current texts (a script waits for this). */
  analyzed(): boolean;
}

declare global {
  interface Window {
    __scopeStudio?: StudioHook;
  }
}

/** Puts the hook on the window; the returned function takes it off again, unless another editor's replaced it. */
export function installHook(hook: StudioHook): () => void {
  window.__scopeStudio = hook;
  return () => {
    if (window.__scopeStudio === hook) delete window.__scopeStudio;
  };
}
