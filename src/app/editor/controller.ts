/**
 * The bridge between the panels and the editor: which tab is shown, and "reveal this range". Panels render
 * before Monaco has loaded, so a reveal asked for early waits until the editor attaches.
 */
import { createContext, useContext, useSyncExternalStore } from "react";
import type { DocumentId, JsonPath } from "../../core/index";
import type { Target } from "../view-model/index";

export interface EditorApi {
  show(doc: DocumentId): void;
  reveal(target: Target): void;
  /** Marks the entry's range while a card that shows it is pointed at (undefined: none); only in the shown document. */
  highlight?(target: Selected | undefined): void;
}

/** The entry the editor's cursor is in (two-way linking): its document and its path. */
export interface Selected {
  readonly doc: DocumentId;
  readonly path: JsonPath;
}

export class EditorController {
  private active: DocumentId = "config";
  private selected: Selected | undefined;
  private readonly selectionListeners = new Set<() => void>();
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

  /**
   * A panel's card is pointed at (or its heading has the keyboard's focus): the editor marks the card's entry, when
   * its document is the one shown (a hover never switches the tab). Undefined: the pointer left, nothing marked.
   */
  highlight(target: Selected | undefined): void {
    this.api?.highlight?.(target);
  }

  /** The editor's cursor is in this entry now (undefined: in none). */
  select(next: Selected | undefined): void {
    const same =
      next === this.selected ||
      (next !== undefined &&
        this.selected !== undefined &&
        next.doc === this.selected.doc &&
        next.path.length === this.selected.path.length &&
        next.path.every((k, i) => k === this.selected!.path[i]));
    if (same) return;
    this.selected = next;
    for (const listener of [...this.selectionListeners]) listener();
  }

  /** The entry the cursor is in, if any (the same object until the cursor leaves it). */
  readonly getSelected = (): Selected | undefined => this.selected;

  readonly subscribeSelection = (listener: () => void): (() => void) => {
    this.selectionListeners.add(listener);
    return () => void this.selectionListeners.delete(listener);
  };

  /** Whether the cursor is in the entry at `path` of `doc`. */
  isSelected(doc: DocumentId, path: JsonPath): boolean {
    const s = this.selected;
    return s !== undefined && s.doc === doc && s.path.length === path.length && s.path.every((k, i) => k === path[i]);
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

/**
 * Whether the editor's cursor is in the entry at `path` (two-way linking): a card that holds it is drawn again only
 * when this answer changes, and is brought into view when it becomes true.
 */
export function useSelected(doc: DocumentId, path: JsonPath): boolean {
  const controller = useEditorController();
  return useSyncExternalStore(controller.subscribeSelection, () => controller.isSelected(doc, path));
}
