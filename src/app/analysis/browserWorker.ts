/** The real analysis worker behind the client's WorkerPort: the page passes this to createAnalysisClient. */
import type { WorkerHandlers, WorkerPort } from "./client";
import type { WorkerReply, WorkerRequest } from "./protocol";
import workerUrl from "./analysis.worker?worker&url";

/** The worker script's name, for a load error the browser gives no details of. */
const SCRIPT = "analysis.worker";

export function browserWorker(handlers: WorkerHandlers): WorkerPort {
  const worker = new Worker(workerUrl, { type: "module", name: SCRIPT });
  worker.onmessage = (event: MessageEvent<WorkerReply>) => handlers.message(event.data);
  worker.onerror = (event: ErrorEvent | Event) => {
    // Handled here: the panels say it, so the browser need not print it as uncaught.
    event.preventDefault();
    const e = event as Partial<ErrorEvent>;
    handlers.error({
      ...(e.message ? { message: e.message } : {}),
      filename: e.filename || workerUrl.split("/").pop() || SCRIPT,
      ...(e.lineno ? { lineno: e.lineno } : {}),
    });
  };
  worker.onmessageerror = () => handlers.error({ message: "messageerror", filename: SCRIPT });
  return { post: (request: WorkerRequest) => worker.postMessage(request), terminate: () => worker.terminate() };
}
