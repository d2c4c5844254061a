/// <reference lib="webworker" />
/**
 * The analysis worker: documents that were not typed here, and large ones, are analysed here so the editor never
 * waits for the engine. It names each part of the analysis as it starts, so the page's watchdog can say which part
 * never finished when it has to stop this worker.
 */
import type { WorkerReply, WorkerRequest } from "./protocol";
import { Studio } from "./studio";
import { packViews } from "./transport";

const studio = new Studio();
const reply = (message: WorkerReply) => self.postMessage(message);
const clock = () => performance.now();
let analyses = 0;

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    if (request.kind === "analyze") {
      const started = clock();
      const views = studio.update(
        { config: request.config, scenarios: request.scenarios },
        { clock, budgetMs: request.budgetMs, onPart: (part) => reply({ kind: "progress", id: request.id, part }) },
      );
      const cold = analyses++ === 0;
      reply({ kind: "views", id: request.id, elapsedMs: clock() - started, cold, ...packViews(views) });
    } else {
      reply({ kind: "hover", id: request.id, hover: studio.hover(request.doc, request.path) ?? null });
    }
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    reply({ kind: "failed", id: request.id, error: message || "Error" });
  }
};

reply({ kind: "ready" });
