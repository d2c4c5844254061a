/**
 * Where an analysis runs. Any text that did not come from typing in this tab (a link, an example, a restore, a
 * redaction) and any large text go to the worker. Small typed texts are analysed on the page itself, which keeps a
 * keystroke's panels in the same frame (texts over PAGE_UNTRIED_MAX only once the page has been quick on some half
 * as large), until an analysis shows they are costly: one on the page that took longer than PAGE_SLOW_MS (or was
 * cut off), or one in the worker of small texts that was not quick (so typing into a costly link stays in the
 * worker). The page takes over again once the worker has analysed them quickly. While the worker's script cannot
 * load, small typed texts stay on the page however long they take there: a slow page answers, a worker that cannot
 * start never does. (After a crash or a hang a fresh worker takes the next text, as before.)
 */
import type { Documents } from "../state/documents";
import { wantsWorker } from "./stale";

export type Engine = "page" | "worker";
/** How the texts last changed (the documents store's `origin`). */
export type Origin = "typed" | "loaded";

/**
 * An analysis on the page longer than this sends the next ones to the worker: a frame. The page's analysis runs in
 * the key's handler, so the editor's own update waits for it; the worker's answer lands a frame after the key.
 */
export const PAGE_SLOW_MS = 16;
/** The worker hands back to the page only below this: well under PAGE_SLOW_MS, so the two do not take turns. */
export const PAGE_QUICK_MS = PAGE_SLOW_MS / 2;
/** What the first analysis in a page or a fresh worker may take on top: compiling the engine's code. */
export const COLD_ALLOWANCE_MS = 200;

/**
 * Typed documents larger than this go to the page only once it has analysed documents at least half as large within
 * a frame: its engine would start on them cold and without the worker's memory of the keys before (measured: the
 * first key typed into an OpenClaw config of 1,000 agents, 113,000 characters, opened from a link, 150 ms on the
 * page, the editor waiting; the worker answers the same key in under 10).
 */
export const PAGE_UNTRIED_MAX = 50_000;

/** The documents' size, as the router compares it. */
const sizeOf = (docs: Documents): number => docs.config.length + docs.scenarios.length;

export class Router {
  /** Whether the last analysis of small documents showed they cost the page too much. */
  private costly = false;
  /** The size of the documents an analysis on the page last took too long for (none since). */
  private pageSlowAt: number | undefined;
  /** Whether the worker's script could not load for the last analysis (until a worker answers again). */
  private workerDown = false;
  /** The size of the largest documents the page analysed within a frame. */
  private pageQuickAt = 0;

  /** The engine for documents that changed this way. */
  engineFor(docs: Documents, origin: Origin): Engine {
    if (origin === "loaded" || wantsWorker(docs)) return "worker";
    if (this.workerDown) return "page";
    if (this.costly) return "worker";
    const size = sizeOf(docs);
    return size <= PAGE_UNTRIED_MAX || size <= this.pageQuickAt * 2 ? "page" : "worker";
  }

  /** The page analysed `docs` in `ms` (cut off: it did not finish; cold: the page's first analysis). */
  pageTook(docs: Documents, ms: number, cutOff: boolean, cold = false): void {
    if (!cutOff && ms <= PAGE_SLOW_MS + (cold ? COLD_ALLOWANCE_MS : 0)) {
      this.pageQuickAt = Math.max(this.pageQuickAt, sizeOf(docs));
      return;
    }
    this.costly = true;
    this.pageSlowAt = sizeOf(docs);
  }

  /**
   * The worker's engine analysed `docs` in `ms` (cut off: it did not finish; cold: its first run there). Large
   * documents go to the worker by their size whatever they cost, so their times say nothing about small ones. A
   * quick answer hands typing back to the page, unless the page itself was slow on documents at least half as large:
   * the worker answers from the memory of the keys before, which the page's engine does not have (measured: an
   * OpenClaw config of 1,000 agents, 10 ms in the worker, 150 ms on the page, the editor waiting).
   */
  workerTook(docs: Documents, ms: number, cutOff: boolean, cold = false): void {
    this.workerDown = false;
    if (wantsWorker(docs)) return;
    if (cutOff || ms > PAGE_QUICK_MS + (cold ? COLD_ALLOWANCE_MS : 0)) {
      this.costly = true;
      return;
    }
    if (this.pageSlowAt !== undefined && sizeOf(docs) * 2 > this.pageSlowAt) return;
    this.costly = false;
    this.pageSlowAt = undefined;
  }

  /** The worker's script could not be loaded: typing stays on the page until a worker answers. */
  workerCannotLoad(): void {
    this.workerDown = true;
  }
}
