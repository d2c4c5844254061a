/**
 * Runs the engine in a Web Worker for large documents. Requests are answered in order; a request for the texts
 * already on their way is not sent twice, so the store can start an analysis the moment the text changes and the
 * query that asks for it a render later gets the same answer.
 */
import type { DocumentId, JsonPath } from "../../core/index";
import type { Documents } from "../state/documents";
import type { WorkerReply, WorkerRequest } from "./protocol";
import type { StudioViews } from "./studio";
import { Unpacker } from "./transport";
import AnalysisWorker from "./analysis.worker?worker";

type Waiter = { resolve: (reply: WorkerReply & { ok: true }) => void; reject: (e: Error) => void };

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Waiter>();
const unpacker = new Unpacker();
let inFlight: { texts: Documents; views: Promise<StudioViews> } | undefined;

function getWorker(): Worker {
  if (worker) return worker;
  const created = new AnalysisWorker();
  created.onmessage = (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.ok) waiter.resolve(reply);
    else waiter.reject(new Error(reply.error));
  };
  created.onerror = (event) => {
    for (const waiter of pending.values()) waiter.reject(new Error(event.message));
    pending.clear();
  };
  worker = created;
  return created;
}

type Body<R> = R extends unknown ? Omit<R, "id"> : never;

function ask(request: Body<WorkerRequest>): Promise<WorkerReply & { ok: true }> {
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    getWorker().postMessage({ ...request, id } as WorkerRequest);
  });
}

/** The views of both texts, analysed in the worker. */
export function analyzeInWorker(texts: Documents): Promise<StudioViews> {
  if (inFlight && inFlight.texts.config === texts.config && inFlight.texts.scenarios === texts.scenarios) {
    return inFlight.views;
  }
  const views = ask({ kind: "analyze", config: texts.config, scenarios: texts.scenarios }).then((reply) =>
    unpacker.unpack("views" in reply ? reply : { views: "null", cards: [] }),
  );
  inFlight = { texts, views };
  return views;
}

/** The hover at `path`, from the analysis the worker made last (of the latest texts sent to it). */
export async function hoverInWorker(doc: DocumentId, path: JsonPath): Promise<readonly string[] | undefined> {
  const reply = await ask({ kind: "hover", doc, path });
  return "hover" in reply ? (reply.hover ?? undefined) : undefined;
}
