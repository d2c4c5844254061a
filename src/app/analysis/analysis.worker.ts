/// <reference lib="webworker" />
/** The analysis worker: large documents are analysed here so the editor never waits for the engine. */
import type { WorkerReply, WorkerRequest } from "./protocol";
import { Studio } from "./studio";
import { packViews } from "./transport";

const studio = new Studio();
const reply = (message: WorkerReply) => self.postMessage(message);

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    if (request.kind === "analyze") {
      const views = studio.update({ config: request.config, scenarios: request.scenarios });
      reply({ id: request.id, ok: true, ...packViews(views) });
    } else {
      reply({ id: request.id, ok: true, hover: studio.hover(request.doc, request.path) ?? null });
    }
  } catch (error) {
    reply({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
