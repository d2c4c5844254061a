/**
 * The page's analysis: one object, created with the page and passed down, that follows the documents store and
 * keeps what the panels draw. It routes each analysis (route.ts: typed and quick on the page, the rest in the
 * worker), records it with the crash-loop guard while it runs, opens paused when the last visit died mid-analysis,
 * and says how current the panels are: "current", "busy" (the worker has been on a newer text for a while) or
 * "stale" (a fault, a cut-off, or paused), so the previous results are never shown as if they were the answer.
 *
 * Every result shares with the previous one each part that is equal to it (`replaceEqualDeep`), so the card of an
 * agent the keystroke did not change is the same object as before and is not drawn again (the diagnostics and the
 * problems aside: see shareWithLast).
 */
import { replaceEqualDeep } from "@tanstack/react-query";
import type { DocumentId, JsonPath, Span, WhyTarget } from "../../core/index";
import type { WhyVM } from "../view-model/why";
import type { SearchVM } from "../view-model/search";
import type { Timer } from "../platform";
import type { Documents, DocumentStore } from "../state/documents";
import type { AnalysisClient } from "./client";
import { AnalysisCancelled, AnalysisError, type AnalysisFault } from "./faults";
import type { CrashGuard } from "./guard";
import { Router, type Engine } from "./route";
import { loadPageStudio, SpanReader } from "./pageEngine";
import { keepShown } from "./stale";
import { laterOf, replaceLater, withLater, type LaterPanels } from "./later";
import type { Studio, StudioViews } from "./studio";
import { FIRST_PAGES, sameWindows, type ViewWindows } from "./windows";

/** How long the page may analyse before the engine cuts the rest off (it then goes to the worker). */
export const PAGE_BUDGET_MS = 250;
/** The worker's budget per analysis, and how long past it the watchdog waits before it stops the worker. */
export const WORKER_BUDGET_MS = 3_000;
export const HANG_MARGIN_MS = 3_000;
/** The watchdog's extra patience per million characters: the worker reads the whole text before the budget counts. */
export const READ_MS_PER_MILLION = 2_000;
/** The worker on a text this long marks the panels busy (shorter waits would only flicker). */
export const BUSY_AFTER_MS = 300;

export type Hover = (doc: DocumentId, path: JsonPath) => Promise<readonly string[] | undefined>;

/** Views together with the texts they were computed from. */
export interface Analysed {
  readonly views: StudioViews;
  readonly texts: Documents;
  /**
   * The later panels (studio.ts's LaterPanels) are still those of the texts before: the worker's answer for these
   * texts is in two parts, and the second is on its way.
   */
  readonly laterPending?: boolean;
}

/** How far what the panels show can be trusted. */
export type PanelsState = "current" | "busy" | "stale";

export interface AnalysisState {
  /** What the panels and the editor draw; undefined until the first analysis. */
  readonly shown: Analysed | undefined;
  /** Which engine made `shown`. */
  readonly engine: Engine;
  readonly state: PanelsState;
  /** Why the latest analysis gave no answer; cleared by the next answer. */
  readonly fault: AnalysisFault | undefined;
  /** Set when the last visit died mid-analysis: nothing is analysed until the user chooses. */
  readonly paused: { readonly sameDocuments: boolean } | undefined;
  /** What the analysis says about the node at a path (the editor's hover). */
  readonly hover: Hover;
  /** How many answers differ between `texts` and the texts shown (a snapshot's summary); undefined: unknown. */
  readonly compare: (texts: Documents) => Promise<number | undefined>;
  /** The entries of the analysis shown that match the search field's words; undefined before one, or on a fault. */
  readonly search: (query: string) => Promise<SearchVM | undefined>;
  /** What to change to give `target` another answer in `texts` ("why not?"); undefined when it could not be found. */
  readonly why: (texts: Documents, target: WhyTarget) => Promise<WhyVM | undefined>;
  /** Analyses the current texts again in a fresh worker (after a fault); the fault stays until the answer. */
  readonly retry: () => void;
  /** Ends the pause: analyses the current texts (in the worker). */
  readonly resume: () => void;
  /** Where a path is in a document's text now (a provenance chip's target), read by the page's analyzer. */
  readonly spanAt: (doc: DocumentId, text: string, path: JsonPath) => Span;
  /** Counts the times the documents were replaced (an example, a link, a restore): the panels start at the top. */
  readonly replaced: number;
  /** Draws another page of a long list (the pager, or the agent the editor's cursor is in): the views are made again. */
  readonly showPage: (change: Partial<ViewWindows>) => void;
}

export interface AnalysisSession {
  get(): AnalysisState;
  subscribe(listener: () => void): () => void;
  /** The page is being left (not a crash): no analysis stays recorded as in progress. */
  leave(): void;
  /** Stops following the store and ends the worker. */
  end(): void;
}

export interface SessionOptions {
  readonly store: DocumentStore;
  readonly client: AnalysisClient;
  readonly guard: CrashGuard;
  readonly timer: Timer;
  /** Milliseconds, for the engine's budget and for timing analyses on the page. */
  readonly clock: () => number;
  /** The texts the Changes panel compares with; the panels follow it as they follow the documents. */
  readonly baseline?: BaselineSource;
  /**
   * Makes the page's own studio (pageEngine.ts: its engine is a chunk of its own, asked for once the first panels
   * are drawn or the user types). Until it has arrived every analysis goes to the worker.
   */
  readonly loadStudio?: () => Promise<Studio>;
  /**
   * Runs `run` once what the page has drawn is painted, returning how to cancel it (afterPaint.ts). When given, the
   * page's engine is asked for only after the first panels' paint: its code's compile would otherwise hold it up.
   */
  readonly afterPaint?: (run: () => void) => () => void;
}

/** Where the session reads the baseline (state/baseline.ts), and learns that it changed. */
export interface BaselineSource {
  docs(): Documents | undefined;
  subscribe(listener: () => void): () => void;
}

export function createAnalysisSession(options: SessionOptions): AnalysisSession {
  const { store, client, guard, timer, clock } = options;
  // The page's own analyzer (the worker has another): the session owns it, and its memory goes with the session.
  // It arrives later (a chunk of its own): until then the worker analyses, and paths are found by the reader alone.
  let studio: Studio | undefined;
  let studioAsked = false;
  /** Cancels the wait for the paint after which the page's engine is asked for. */
  let cancelStudioWait: (() => void) | undefined;
  const reader = new SpanReader();
  const router = new Router();
  const listeners = new Set<() => void>();
  /** The documents last seen (analysed, or skipped while paused). */
  let seen: Documents | undefined;
  /** Counts requests: an answer for any but the latest is old. */
  let latest = 0;
  /** Whether the worker is on the latest texts; since when the panels wait (for `busy`). */
  let waiting = false;
  let busy = false;
  let busyTimer: number | undefined;
  /** Whether the page has analysed yet (its first analysis also compiles the engine's code). */
  let pageWarm = false;
  /** Whether the guard holds a marker this session wrote. */
  let recorded = false;
  /** The page of each long list the panels draw. */
  let windows: ViewWindows = FIRST_PAGES;

  // A hover the worker could not answer (stopped, failed) is no hover: the fault shows in the panels.
  const hover: Hover = (doc, path) =>
    state.engine === "page" && studio
      ? Promise.resolve(studio.hover(doc, path))
      : client.hover(doc, path).catch(() => undefined);
  const compare = (texts: Documents): Promise<number | undefined> =>
    state.engine === "page" && studio
      ? Promise.resolve(studio.compare(texts, { clock, budgetMs: PAGE_BUDGET_MS }))
      : client.compare(texts).catch(() => undefined);
  const search = (query: string): Promise<SearchVM | undefined> =>
    state.engine === "page" && studio
      ? Promise.resolve(studio.search(query))
      : client.search(query).catch(() => undefined);
  const why = (texts: Documents, target: WhyTarget): Promise<WhyVM | undefined> =>
    state.engine === "page" && studio
      ? Promise.resolve(studio.why(texts, target, { clock, budgetMs: PAGE_BUDGET_MS }))
      : client.why(texts, target).catch(() => undefined);
  const retry = () => {
    if (state.paused) return;
    const docs = store.get().docs;
    if (docs) analyse(docs, "loaded");
  };
  const showPage = (change: Partial<ViewWindows>) => {
    const next = { ...windows, ...change };
    if (sameWindows(next, windows)) return;
    windows = next;
    const current = store.get();
    if (!state.paused && current.docs) analyse(current.docs, current.origin);
  };
  const resume = () => {
    if (!state.paused) return;
    update({ paused: undefined });
    const docs = store.get().docs;
    seen = docs;
    if (docs) analyse(docs, "loaded");
  };

  const interrupted = guard.interrupted;
  const initialDocs = store.get().docs;
  let state: AnalysisState = {
    shown: undefined,
    engine: "worker",
    state: interrupted ? "stale" : "current",
    fault: undefined,
    paused: interrupted ? { sameDocuments: initialDocs !== undefined && guard.same(initialDocs) } : undefined,
    hover,
    compare,
    search,
    why,
    retry,
    resume,
    spanAt: (doc, text, path) => (studio ? studio.spanAtPath(doc, text, path) : reader.spanAt(doc, text, path)),
    replaced: 0,
    showPage,
  };

  function stateOf(next: AnalysisState): PanelsState {
    if (next.paused) return "stale";
    if (busy) return "busy";
    return next.fault || next.shown?.views.cutOff ? "stale" : "current";
  }

  function update(change: Partial<AnalysisState>): void {
    const next = { ...state, ...change };
    state = { ...next, state: stateOf(next) };
    for (const listener of [...listeners]) listener();
  }

  function begin(docs: Documents): void {
    guard.begin(docs);
    recorded = true;
  }
  function done(): void {
    if (recorded) guard.end();
    recorded = false;
  }

  function wait(on: boolean): void {
    waiting = on;
    if (on && busyTimer === undefined && !busy) {
      busyTimer = timer.set(() => {
        busyTimer = undefined;
        if (!waiting) return;
        busy = true;
        update({});
      }, BUSY_AFTER_MS);
    }
    if (!on) {
      if (busyTimer !== undefined) timer.clear(busyTimer);
      busyTimer = undefined;
      busy = false;
    }
  }

  /**
   * Asks for the page's engine once: after the first panels are painted (`drawn`), or at the first keystroke if that
   * comes first, so it never competes with the first paint. A failed import leaves every analysis in the worker,
   * which gives the same answers.
   */
  function askForStudio(drawn = false): void {
    if (studioAsked) return;
    if (drawn && options.afterPaint) {
      cancelStudioWait ??= options.afterPaint(() => askForStudio());
      return;
    }
    studioAsked = true;
    cancelStudioWait?.();
    (options.loadStudio ?? loadPageStudio)().then(
      (loaded) => {
        studio = loaded;
        // Typed while the page's engine was on its way and the worker could not answer (its script blocked): the
        // last text is analysed now, instead of waiting for another keystroke.
        if (state.fault !== undefined && !state.paused && seen !== undefined) analyse(seen, "typed");
      },
      () => undefined,
    );
  }

  /** Shows `views`; `pending`: they lack the later panels, and those shown before stay until they come. */
  function show(views: StudioViews, texts: Documents, engine: Engine, pending = false): void {
    askForStudio(true);
    const kept = pending ? withLater(views, laterOf(state.shown?.views, views)) : views;
    const shown: Analysed = {
      views: shareWithLast(state.shown?.views, keepShown(state.shown?.views, kept)),
      texts,
      ...(pending && { laterPending: true }),
    };
    wait(false);
    update({ shown, engine, fault: undefined });
  }

  /** The later panels of the worker's answer `request` for `texts`, arrived: drawn, unless newer texts were asked for. */
  function showLater(request: number, texts: Documents, panels: LaterPanels | undefined): void {
    const shown = state.shown;
    if (request !== latest || !panels || shown?.texts !== texts || !shown.laterPending) return;
    update({ shown: { views: shareWithLast(shown.views, replaceLater(shown.views, panels)), texts } });
  }

  function analyse(docs: Documents, origin: "typed" | "loaded"): void {
    if (origin === "typed") askForStudio();
    const request = ++latest;
    begin(docs);
    // An OpenClaw config on the page waits for the releases' schemas (asked for here): the worker takes it meanwhile.
    if (studio && router.engineFor(docs, origin) === "page" && studio.ready(docs)) {
      const started = clock();
      let views: StudioViews;
      try {
        views = studio.update(docs, { clock, budgetMs: PAGE_BUDGET_MS }, options.baseline?.docs(), windows);
      } catch (error) {
        // A bug in the engine: said in the panels, never thrown into the editor's change handler.
        done();
        update({ fault: { kind: "failed", message: messageOf(error) } });
        return;
      }
      const cutOff = views.cutOff !== undefined;
      router.pageTook(docs, clock() - started, cutOff, !pageWarm);
      pageWarm = true;
      if (!cutOff) {
        done();
        show(views, docs, "page");
        return;
      }
      // Cut off on the page: the worker takes the same texts with its own, larger budget.
    }
    wait(true);
    // A keystroke's answer may come in two parts (the later panels after the rest): not a text opened, drawn whole.
    const inParts = origin === "typed" && state.shown !== undefined;
    client.analyze(docs, options.baseline?.docs(), windows, inParts).then(
      (answer) => {
        if (request !== latest) return;
        done();
        router.workerTook(docs, answer.elapsedMs, answer.views.cutOff !== undefined, answer.cold);
        show(answer.views, docs, "worker", answer.later !== undefined);
        void answer.later?.then((panels) => showLater(request, docs, panels));
      },
      (error: unknown) => {
        // Superseded: a newer request is on its way, and it will answer.
        if (error instanceof AnalysisCancelled || request !== latest) return;
        if (error instanceof AnalysisError && error.fault.kind === "load-failed") router.workerCannotLoad();
        done();
        wait(false);
        update({ fault: error instanceof AnalysisError ? error.fault : { kind: "failed", message: messageOf(error) } });
      },
    );
  }

  const onStore = () => {
    const current = store.get();
    const docs = current.docs;
    if (!docs || docs === seen) return;
    // Documents replaced (an example, a link, a restore): the long lists start again from their first page.
    if (seen !== undefined && current.origin === "loaded") {
      windows = FIRST_PAGES;
      state = { ...state, replaced: state.replaced + 1 };
    }
    seen = docs;
    if (state.paused) return;
    analyse(docs, current.origin);
  };
  const unsubscribe = store.subscribe(onStore);
  // Another baseline: the same texts analysed again, so the Changes panel lists what differs from the new one.
  const unsubscribeBaseline = options.baseline?.subscribe(() => {
    const current = store.get();
    if (!state.paused && current.docs && current.docs === seen) analyse(current.docs, current.origin);
  });
  if (!state.paused) onStore();
  else seen = initialDocs;

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    leave: done,
    end() {
      unsubscribe();
      unsubscribeBaseline?.();
      wait(false);
      cancelStudioWait?.();
      client.end();
    },
  };
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)) || "Error";
}

/**
 * `next` sharing each part equal to the last views' (`replaceEqualDeep`), but for the diagnostics and the problems:
 * typing above them moves every span, so they differ at nearly every keystroke (a hundred of them walked for nothing),
 * and a problem's row compares what it shows itself (ProblemsPanel.tsx).
 */
export function shareWithLast(last: StudioViews | undefined, next: StudioViews): StudioViews {
  if (!last) return next;
  const without = (v: StudioViews) => ({ ...v, diagnostics: [], panels: { ...v.panels, problems: NO_PROBLEMS } });
  const shared = replaceEqualDeep(without(last), without(next));
  return { ...shared, diagnostics: next.diagnostics, panels: { ...shared.panels, problems: next.panels.problems } };
}

/** Stands for the problems while the rest of the views are compared (the same object on both sides). */
const NO_PROBLEMS: StudioViews["panels"]["problems"] = {
  ok: true,
  vm: { problems: [], expectations: { met: 0, all: 0 } },
};
