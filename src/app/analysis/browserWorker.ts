/** The real analysis worker behind the client's WorkerPort: the page passes this to createAnalysisClient. */
import type { WorkerHandlers, WorkerPort } from "./client";
import type { ReplyChannel, WorkerReply, WorkerRequest } from "./protocol";
import { createAnalysisWorker, takeEarlyWorker, WORKER_SCRIPT, WORKER_URL } from "./earlyWorker";

/**
 * The channel a worker replies on (protocol.ts's "reply-channel"): its name is this page's own, so no other tab hears
 * it. Undefined where the browser has no BroadcastChannel: the worker then posts to the page.
 */
function replyChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel !== "function") return undefined;
  try {
    return new BroadcastChannel(`scope-studio:analysis:${crypto.randomUUID()}`);
  } catch {
    return undefined;
  }
}

/** The first call takes the worker the page started early (boot.ts), if any; later calls start a new one. */
export function browserWorker(handlers: WorkerHandlers): WorkerPort {
  const early = takeEarlyWorker();
  const worker = early?.worker ?? createAnalysisWorker();
  const onMessage = (event: MessageEvent<WorkerReply>) => handlers.message(event.data);
  const channel = replyChannel();
  if (channel) {
    channel.onmessage = onMessage;
    channel.onmessageerror = () => handlers.error({ message: "messageerror", filename: WORKER_SCRIPT });
    worker.postMessage({ kind: "reply-channel", name: channel.name } satisfies ReplyChannel);
  }
  const onError = (event: ErrorEvent | Event) => {
    // Handled here: the panels say it, so the browser need not print it as uncaught.
    event.preventDefault();
    const e = event as Partial<ErrorEvent>;
    handlers.error({
      ...(e.message ? { message: e.message } : {}),
      filename: e.filename || WORKER_URL.split("/").pop() || WORKER_SCRIPT,
      ...(e.lineno ? { lineno: e.lineno } : {}),
    });
  };
  const onMessageError = () => handlers.error({ message: "messageerror", filename: WORKER_SCRIPT });
  worker.onmessage = onMessage;
  worker.onerror = onError;
  worker.onmessageerror = onMessageError;
  // What the early worker said before it was taken, in order, after this returns (as a worker's events come: the
  // client listens to its handlers only once it holds the port).
  const heard = early?.heard ?? [];
  if (heard.length > 0)
    queueMicrotask(() => {
      for (const event of heard) {
        if (event.type === "message") onMessage(event as MessageEvent<WorkerReply>);
        else if (event.type === "messageerror") onMessageError();
        else onError(event);
      }
    });
  return {
    post: (request: WorkerRequest) => worker.postMessage(request),
    terminate: () => {
      worker.terminate();
      channel?.close();
    },
  };
}
