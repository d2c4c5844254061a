/**
 * The analysis worker started by the page's first script (boot.ts), before the rest of the page's code has arrived:
 * loading its script is the longest step before the first panel. What it says before the page takes it (its "ready",
 * or the error of a script that could not load) is kept and handed over with it, in order.
 */
import workerUrl from "./analysis.worker?worker&url";

/** The worker script's name, for a load error the browser gives no details of. */
export const WORKER_SCRIPT = "analysis.worker";
export const WORKER_URL = workerUrl;

interface Early {
  readonly worker: Worker;
  readonly heard: (MessageEvent | Event)[];
}

/** The worker started early, until the page takes it (once). */
const started: { early?: Early } = {};

export const createAnalysisWorker = (): Worker => new Worker(workerUrl, { type: "module", name: WORKER_SCRIPT });

/** Starts the worker now, keeping what it says until the page takes it. */
export function startEarlyWorker(): void {
  if (started.early) return;
  const worker = createAnalysisWorker();
  const heard: Early["heard"] = [];
  worker.onmessage = (event) => heard.push(event);
  worker.onmessageerror = (event) => heard.push(event);
  worker.onerror = (event) => {
    event.preventDefault();
    heard.push(event);
  };
  started.early = { worker, heard };
}

/** The worker started early and what it has said so far, once; undefined when none was started or it was taken. */
export function takeEarlyWorker(): Early | undefined {
  const early = started.early;
  started.early = undefined;
  return early;
}
