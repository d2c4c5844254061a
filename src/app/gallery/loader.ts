/**
 * Loading the examples' list for the gallery, and what happens when it cannot be had: offline on a first visit
 * (before the service worker keeps the examples), or the requests failing. One request per try, no retries behind
 * the user's back and no waiting for the network to come back: a failure is shown at once, with whether the
 * browser said it was offline, and Retry (or opening the gallery again) tries again. This object only keeps the
 * facts; the gallery draws them. It never touches the documents.
 */
import { fetchIndex, type ExampleInfo, type ExamplesNet } from "./examples";

export interface ExamplesState {
  /** The examples, once a try succeeded. */
  readonly examples: readonly ExampleInfo[] | undefined;
  /** A try is under way. */
  readonly loading: boolean;
  /** Why the last try failed (kept while a retry is under way); undefined when none failed since one succeeded. */
  readonly failure: { readonly offline: boolean } | undefined;
  /** How many tries failed so far. */
  readonly failures: number;
}

export class ExamplesLoader {
  private state: ExamplesState = { examples: undefined, loading: false, failure: undefined, failures: 0 };
  private readonly listeners = new Set<() => void>();

  constructor(private readonly net: ExamplesNet) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly get = (): ExamplesState => this.state;

  /** Loads the list unless it is loaded or on its way: after a failure, this is the retry. */
  load(): void {
    if (this.state.loading || this.state.examples !== undefined) return;
    this.set({ loading: true });
    let list: Promise<ExampleInfo[]>;
    try {
      list = fetchIndex(this.net);
    } catch (error) {
      list = Promise.reject(error);
    }
    list.then(
      (examples) => this.set({ examples, loading: false, failure: undefined }),
      () => this.set({ loading: false, failure: { offline: !this.net.online() }, failures: this.state.failures + 1 }),
    );
  }

  private set(change: Partial<ExamplesState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of [...this.listeners]) listener();
  }
}
