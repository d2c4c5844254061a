/**
 * Runs the engine: synchronously for everyday documents (an edit shows in the panels within a frame), in a Web
 * Worker once the documents are large. Only the latest request of the worker matters; older answers are dropped.
 */
import { analyze, type Analysis } from "../../core/index";
import type { Documents } from "../state/documents";
import { wantsWorker } from "./stale";
import AnalysisWorker from "./analysis.worker?worker";

type Reply = { id: number; ok: true; analysis: string } | { id: number; ok: false; error: string };

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (a: Analysis) => void; reject: (e: Error) => void }>();

function getWorker(): Worker {
  if (worker) return worker;
  const created = new AnalysisWorker();
  created.onmessage = (event: MessageEvent<Reply>) => {
    const reply = event.data;
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.ok) waiter.resolve(JSON.parse(reply.analysis) as Analysis);
    else waiter.reject(new Error(reply.error));
  };
  created.onerror = (event) => {
    for (const waiter of pending.values()) waiter.reject(new Error(event.message));
    pending.clear();
  };
  worker = created;
  return created;
}

/** The analysis of both texts, from the worker when they are large. */
export function runAnalysis(texts: Documents): Promise<Analysis> {
  if (!wantsWorker(texts) || typeof Worker === "undefined") {
    return Promise.resolve(analyze(texts.config, texts.scenarios));
  }
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    getWorker().postMessage({ id, config: texts.config, scenarios: texts.scenarios });
  });
}
