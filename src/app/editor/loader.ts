/**
 * Loading the full editor, and what happens when it cannot be had: its chunk did not arrive (offline, blocked by a
 * proxy or a policy) or it broke while running. Either way the page shows the plain-text editor with a retry; this
 * object only keeps the facts, the page decides what to draw from them. One loader per editor pane.
 */

/** Why the plain-text editor is shown instead of the full one. */
export type EditorFault = "load-failed" | "crashed";

export interface LoaderState<M> {
  /** The editor's module, once an import of it succeeded. */
  readonly module: M | undefined;
  /** An import is under way. */
  readonly loading: boolean;
  /** Why the full editor is not shown; undefined while it is (or while the first import is under way). */
  readonly fault: EditorFault | undefined;
  /** How many times the full editor failed (to load or to run) so far. */
  readonly failures: number;
  /** Bumped on each retry, so the full editor is mounted afresh. */
  readonly mount: number;
}

export class EditorLoader<M> {
  private state: LoaderState<M> = { module: undefined, loading: false, fault: undefined, failures: 0, mount: 0 };
  private started = false;
  private readonly listeners = new Set<() => void>();

  /** `load` imports the editor's module: a fresh dynamic import on each call. */
  constructor(private readonly load: () => Promise<M>) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly get = (): LoaderState<M> => this.state;

  /** The first import; later calls do nothing (a component may ask twice). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.importEditor();
  }

  /** The full editor threw while running: show the plain one. */
  crashed(): void {
    this.set({ fault: "crashed", failures: this.state.failures + 1 });
  }

  /** Tries the full editor again: a new import if none succeeded yet, else a fresh mount of the loaded one. */
  retry(): void {
    if (this.state.loading) return;
    if (this.state.module !== undefined) {
      this.set({ fault: undefined, mount: this.state.mount + 1 });
      return;
    }
    this.importEditor();
  }

  private importEditor(): void {
    this.set({ loading: true, mount: this.state.mount + 1 });
    let imported: Promise<M>;
    try {
      imported = this.load();
    } catch (error) {
      imported = Promise.reject(error);
    }
    imported.then(
      (module) => this.set({ module, loading: false, fault: undefined }),
      () => this.set({ loading: false, fault: "load-failed", failures: this.state.failures + 1 }),
    );
  }

  private set(change: Partial<LoaderState<M>>): void {
    this.state = { ...this.state, ...change };
    for (const listener of [...this.listeners]) listener();
  }
}
