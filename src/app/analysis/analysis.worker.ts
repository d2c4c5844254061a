/// <reference lib="webworker" />
/**
 * The analysis worker: documents that were not typed here, and large ones, are analysed here so the editor never
 * waits for the engine. It names each part of the analysis as it starts, so the page's watchdog can say which part
 * never finished when it has to stop this worker.
 */
import type { WorkerMessage, WorkerReply } from "./protocol";
import { withLater } from "./later";
import { receivedTexts, type Texts } from "./textEdits";
import { OPENCLAW_LATER, Studio, studioAnalyzer } from "./studio";
import { Packer } from "./transport";

/** The worker's own analyzer: its memory lives as long as the worker. */
const studio = new Studio(studioAnalyzer(), OPENCLAW_LATER);
/** The cards' JSON texts already written, kept with the cards for the worker's life. */
const packer = new Packer();
/** The channel the page named for replies (protocol.ts's ReplyChannel), once it has. */
let channel: BroadcastChannel | undefined;
/**
 * An analysis that took longer than this answers by posting to the page: the frame after its keystroke has been
 * drawn by then (nothing holds the message back), and a channel's message, routed through the browser, crosses
 * slower when it is large (at 10,000 OpenClaw agents, megabytes).
 */
const QUICK_MS = 16;
/** A reply, on the channel unless it is a slow analysis's (`quick` false). */
const reply = (message: WorkerReply, quick = true) =>
  quick && channel ? channel.postMessage(message) : self.postMessage(message);
const clock = () => performance.now();
let analyses = 0;
/** How long after a keystroke's first answer its later panels are made, if no newer text has come by then. */
const LATER_AFTER_MS = 150;
/** The last analysis asked for: the later panels of an older one are not made (the page no longer waits for them). */
let newest = -1;
/** The texts of the last analysis asked for, and its baseline's: a long text comes next as its edit from them. */
let received: Texts | undefined;
let baseline: Texts | undefined;

self.onmessage = async (event: MessageEvent<WorkerMessage>) => {
  const request = event.data;
  if (request.kind === "reply-channel") {
    channel = new BroadcastChannel(request.name);
    return;
  }
  try {
    if (request.kind === "analyze") {
      newest = request.id;
      received = receivedTexts(received, request);
      baseline = request.baseline && receivedTexts(baseline, request.baseline);
      const docs = { ...received, ...(request.profile === null ? {} : { profile: request.profile }) };
      // An OpenClaw config waits for the releases' schemas, fetched once (the page's watchdog counts this wait too).
      if (!studio.ready(docs)) await studio.prepare(docs);
      const started = clock();
      const parts = studio.updateInParts(
        docs,
        { clock, budgetMs: request.budgetMs, onPart: (part) => reply({ kind: "progress", id: request.id, part }) },
        baseline,
        request.windows,
      );
      const cold = analyses++ === 0;
      const later = parts.later;
      const follows = request.later === true && later !== undefined;
      const views = follows || !later ? parts.views : withLater(parts.views, later());
      const elapsedMs = clock() - started;
      const quick = elapsedMs < QUICK_MS;
      reply({ kind: "views", id: request.id, elapsedMs, cold, follows, ...packer.pack(views) }, quick);
      // The rest once no newer text has come for a moment: while keys come faster, the later panels wait for a pause
      // (made between two keystrokes, they would hold the second one's answer back).
      if (follows)
        setTimeout(() => {
          if (newest !== request.id) return;
          // The way its views went: the page waits for these only after those.
          reply({ kind: "later", id: request.id, panels: JSON.stringify(later()) }, quick);
        }, LATER_AFTER_MS);
    } else if (request.kind === "compare") {
      const texts = {
        config: request.config,
        scenarios: request.scenarios,
        ...(request.approvals !== undefined && { approvals: request.approvals }),
      };
      const count = studio.compare(texts, { clock, budgetMs: request.budgetMs });
      reply({ kind: "compare", id: request.id, count: count ?? null });
    } else if (request.kind === "search") {
      reply({ kind: "search", id: request.id, search: studio.search(request.query) ?? null });
    } else if (request.kind === "why") {
      const texts = {
        config: request.config,
        scenarios: request.scenarios,
        ...(request.approvals !== undefined && { approvals: request.approvals }),
      };
      reply({
        kind: "why",
        id: request.id,
        why: studio.why(texts, request.target, { clock, budgetMs: request.budgetMs }),
      });
    } else {
      reply({ kind: "hover", id: request.id, hover: studio.hover(request.doc, request.path) ?? null });
    }
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    reply({ kind: "failed", id: request.id, error: message || "Error" });
  }
};

// Seen by the page bench: when the worker could first answer (npm run bench -- page).
performance.mark("scope-studio:worker-ready");
reply({ kind: "ready" });
