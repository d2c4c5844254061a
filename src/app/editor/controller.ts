/**
 * The bridge between the panels and the editor: which tab is shown, and "reveal this range". Panels render
 * before Monaco has loaded, so a reveal asked for early waits until the editor attaches.
 */
import { createContext, useContext, useSyncExternalStore } from "react";
import type { DocumentId } from "../../core/index";
import type { Target } from "../view-model/index";

export interface EditorApi {
  show(doc: DocumentId): void;
  reveal(target: Target): void;
}

export class EditorController {
  private active: DocumentId = "config";
  private api: EditorApi | undefined;
  private pending: Target | undefined;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getActive = (): DocumentId => this.active;

  show(doc: DocumentId): void {
    if (this.active !== doc) {
      this.active = doc;
      for (const listener of [...this.listeners]) listener();
    }
    this.api?.show(doc);
  }

  /** Switches to the target's document and selects its range. */
  reveal(target: Target): void {
    this.show(target.doc);
    if (this.api) this.api.reveal(target);
    else this.pending = target;
  }

  attach(api: EditorApi): () => void {
    this.api = api;
    api.show(this.active);
    if (this.pending) {
      api.reveal(this.pending);
      this.pending = undefined;
    }
    return () => {
      if (this.api === api) this.api = undefined;
    };
  }
}

export const EditorContext = createContext<EditorController | null>(null);

export function useEditorController(): EditorController {
  const controller = useContext(EditorContext);
  if (!controller) throw new Error("useEditorController outside EditorContext");
  return controller;
}

export function useActiveDoc(controller: EditorController): DocumentId {
  return useSyncExternalStore(controller.subscribe, controller.getActive);
}
