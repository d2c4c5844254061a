/**
 * The page's side of the analysis worker: one object the page creates once and passes down (tests pass a fake
 * worker). It creates the worker when first needed, keeps one analysis in the worker at a time and only the newest
 * text waiting behind it (a newer text makes an older one's answer irrelevant: that request is cancelled), and
 * watches every analysis: when no answer comes within `hangMs` it stops the worker, which frees the page even from an
 * endless loop or runaway memory, says which part of the analysis was running, and starts a fresh worker for the
 * next request. A worker that fails to load or dies says why; the next request starts a new one.
 */
import type { AnalysisPart, DocumentId, JsonPath, WhyTarget } from "../../core/index";
import type { Timer } from "../platform";
import type { Documents } from "../state/documents";
import { sameDocuments } from "../state/drafts";
import { AnalysisCancelled, AnalysisError, type AnalysisFault, type WorkerErrorInfo } from "./faults";
import type { WorkerReply, WorkerRequest } from "./protocol";
import type { LaterPanels } from "./later";
import type { StudioViews } from "./studio";
import { FIRST_PAGES, sameWindows, type ViewWindows } from "./windows";
import { sentTexts, type ChangeOf, type Texts } from "./textEdits";
import { Unpacker } from "./transport";
import type { WhyVM } from "../view-model/why";
import type { SearchVM } from "../view-model/search";

/** What the client hears from a worker. */
export interface WorkerHandlers {
  message(reply: WorkerReply): void;
  error(info: WorkerErrorInfo): void;
}

/** What the client does with a worker. */
export interface WorkerPort {
  post(request: WorkerRequest): void;
  terminate(): void;
}

/** Creates a worker wired to `handlers` (browserWorker.ts in the page; a fake in tests). May throw. */
export type CreateWorker = (handlers: WorkerHandlers) => WorkerPort;

export interface AnalysisClientOptions {
  readonly createWorker: CreateWorker;
  readonly timer: Timer;
  /** Milliseconds, for how long an analysis ran. */
  readonly clock: () => number;
  /** The engine's time budget per analysis: past it the engine cuts the rest off and answers. */
  readonly budgetMs: number;
  /** How long to wait for an answer before the worker is stopped (the budget plus a margin). */
  readonly hangMs: number;
  /**
   * More waiting per million characters of text: reading a text is never cut off by the budget (the editor needs
   * it whole), so a 5 MB document may take seconds before the budget can count. Default 0.
   */
  readonly readMsPerMillion?: number;
  /** The change typed between two texts, when known (the documents store's): a long text crosses as just that. */
  readonly changeOf?: ChangeOf;
}

/** How long the watchdog waits for an analysis of these texts. */
export function hangMsFor(options: Pick<AnalysisClientOptions, "hangMs" | "readMsPerMillion">, chars: number): number {
  return options.hangMs + Math.ceil(((options.readMsPerMillion ?? 0) * chars) / 1_000_000);
}

/** The worker's answer: the views, and how long the engine took on them (`cold`: its first run in that worker). */
export interface WorkerAnswer {
  readonly views: StudioViews;
  readonly elapsedMs: number;
  readonly cold: boolean;
  /**
   * Set when the views leave the later panels out (asked for with `later`): they come here, or undefined when they
   * will not (a newer analysis was asked for first, or the worker stopped).
   */
  readonly later?: Promise<LaterPanels | undefined>;
}

export interface AnalysisClient {
  /**
   * The views of both texts. Rejects with AnalysisError (a fault) or AnalysisCancelled (superseded, ended). `later`:
   * the answer may come without the later panels, which follow (WorkerAnswer.later).
   */
  analyze(texts: Documents, baseline?: Documents, windows?: ViewWindows, later?: boolean): Promise<WorkerAnswer>;
  /** How many answers differ between `texts` and the worker's last analysis; undefined when there is no worker. */
  compare(texts: Documents): Promise<number | undefined>;
  /** The hover at `path`, from the worker's last analysis; undefined when there is no worker. */
  hover(doc: DocumentId, path: JsonPath): Promise<readonly string[] | undefined>;
  /** The entries of the worker's last analysis matching `query`; undefined when there is no worker. */
  search(query: string): Promise<SearchVM | undefined>;
  /** What to change to give `target` another answer in `texts` ("why not?"); undefined when the worker could not. */
  why(texts: Documents, target: WhyTarget): Promise<WhyVM | undefined>;
  /** Stops the worker; everything waiting is cancelled. The next request starts a new worker. */
  end(): void;
}

interface Job {
  readonly texts: Documents;
  readonly baseline: Documents | undefined;
  readonly windows: ViewWindows;
  readonly later: boolean;
  readonly promise: Promise<WorkerAnswer>;
  readonly resolve: (answer: WorkerAnswer) => void;
  readonly reject: (error: Error) => void;
  /** Nobody waits for the answer any more (its promise is settled), though the worker may still be on it. */
  cancelled: boolean;
}

interface Running {
  readonly job: Job;
  readonly id: number;
  readonly startedAt: number;
  readonly watchdog: number;
}

/** One worker and what it owes. */
interface Connection {
  readonly port: WorkerPort;
  ready: boolean;
  lastPart: AnalysisPart | undefined;
  /** The texts this worker was last sent, analysed and baseline: a long one crosses next as its edit from them. */
  sent: { texts?: Texts; baseline?: Texts };
  readonly hovers: Map<number, { resolve: (lines: readonly string[] | undefined) => void; reject: (e: Error) => void }>;
  readonly compares: Map<number, (count: number | undefined) => void>;
  readonly whys: Map<number, (why: WhyVM | undefined) => void>;
  readonly searches: Map<number, (search: SearchVM | undefined) => void>;
  /** The analyses whose later panels are on their way. */
  readonly laters: Map<number, (panels: LaterPanels | undefined) => void>;
  /** Reads this worker's views: each of its messages, in order (their lists name items of the one before). */
  readonly unpacker: Unpacker;
}

const sameTexts = sameDocuments;

const sameJob = (job: Job, texts: Documents, baseline: Documents | undefined, windows: ViewWindows) =>
  sameTexts(job.texts, texts) &&
  sameWindows(job.windows, windows) &&
  (job.baseline === baseline || (!!job.baseline && !!baseline && sameTexts(job.baseline, baseline)));

/**
 * How long a "why not?" search may take in the worker (each change it tries is an analysis): the analyses typed
 * after it wait for it, so it stops well before their watchdog would.
 */
export const WHY_BUDGET_MS = 2_000;

export function createAnalysisClient(options: AnalysisClientOptions): AnalysisClient {
  let connection: Connection | undefined;
  let running: Running | undefined;
  let queued: Job | undefined;
  let nextId = 0;

  const settle = (job: Job, outcome: { answer: WorkerAnswer } | { error: Error }): void => {
    if (job.cancelled) return;
    job.cancelled = true;
    if ("answer" in outcome) job.resolve(outcome.answer);
    else job.reject(outcome.error);
  };

  /** Drops the worker: stopped, and everything it owed rejected with `error`. */
  const drop = (conn: Connection, error: Error): void => {
    if (connection === conn) connection = undefined;
    conn.port.terminate();
    for (const hover of conn.hovers.values()) hover.reject(error);
    conn.hovers.clear();
    for (const compare of conn.compares.values()) compare(undefined);
    conn.compares.clear();
    for (const why of conn.whys.values()) why(undefined);
    conn.whys.clear();
    for (const search of conn.searches.values()) search(undefined);
    conn.searches.clear();
    forgetLaters(conn);
  };

  /** No later panels will come for the analyses asked for so far (a newer one was asked for, or the worker is gone). */
  const forgetLaters = (conn: Connection): void => {
    for (const later of conn.laters.values()) later(undefined);
    conn.laters.clear();
  };

  const open = (): Connection => {
    if (connection) return connection;
    const hovers: Connection["hovers"] = new Map();
    // The handlers find their connection through this holder: the worker may report before createWorker returns.
    const holder: { conn?: Connection } = {};
    const early: WorkerReply[] = [];
    const port = options.createWorker({
      message: (reply) => (holder.conn ? onMessage(holder.conn, reply) : early.push(reply)),
      error: (info) => {
        if (holder.conn) onError(holder.conn, info);
      },
    });
    const conn: Connection = {
      port,
      ready: false,
      lastPart: undefined,
      sent: {},
      hovers,
      compares: new Map(),
      whys: new Map(),
      searches: new Map(),
      laters: new Map(),
      unpacker: new Unpacker(),
    };
    holder.conn = connection = conn;
    for (const reply of early) onMessage(conn, reply);
    return conn;
  };

  const finish = (): void => {
    if (running) options.timer.clear(running.watchdog);
    running = undefined;
    const next = queued;
    queued = undefined;
    if (next && !next.cancelled) start(next);
  };

  const start = (job: Job): void => {
    let conn: Connection;
    try {
      conn = open();
    } catch (e) {
      settle(job, { error: new AnalysisError({ kind: "create-failed", message: messageOf(e) }) });
      return;
    }
    const id = ++nextId;
    const startedAt = options.clock();
    const chars =
      job.texts.config.length +
      job.texts.scenarios.length +
      (job.baseline ? job.baseline.config.length + job.baseline.scenarios.length : 0);
    const watchdog = options.timer.set(() => onHang(conn, id), hangMsFor(options, chars));
    running = { job, id, startedAt, watchdog };
    conn.lastPart = undefined;
    forgetLaters(conn);
    const sent = conn.sent;
    conn.sent = { texts: job.texts, ...(job.baseline && { baseline: job.baseline }) };
    conn.port.post({
      kind: "analyze",
      id,
      ...sentTexts(sent.texts, job.texts, options.changeOf),
      profile: job.texts.profile ?? null,
      budgetMs: options.budgetMs,
      windows: job.windows,
      ...(job.later && { later: true }),
      ...(job.baseline && { baseline: sentTexts(sent.baseline, job.baseline) }),
    });
  };

  function onMessage(conn: Connection, reply: WorkerReply): void {
    if (conn !== connection) return;
    switch (reply.kind) {
      case "ready":
        conn.ready = true;
        return;
      case "progress":
        if (running?.id === reply.id) conn.lastPart = reply.part;
        return;
      case "hover": {
        const hover = conn.hovers.get(reply.id);
        conn.hovers.delete(reply.id);
        hover?.resolve(reply.hover ?? undefined);
        return;
      }
      case "compare": {
        const compare = conn.compares.get(reply.id);
        conn.compares.delete(reply.id);
        compare?.(reply.count ?? undefined);
        return;
      }
      case "why": {
        const why = conn.whys.get(reply.id);
        conn.whys.delete(reply.id);
        why?.(reply.why);
        return;
      }
      case "search": {
        const search = conn.searches.get(reply.id);
        conn.searches.delete(reply.id);
        search?.(reply.search ?? undefined);
        return;
      }
      case "views":
      case "failed": {
        // Every views message is read, the running analysis's or not: the next one's lists name its items.
        let views: StudioViews | undefined;
        if (reply.kind === "views")
          try {
            views = conn.unpacker.unpack(reply);
          } catch (error) {
            onError(conn, { message: messageOf(error), filename: "transport" });
            return;
          }
        if (running?.id !== reply.id) {
          // Not the analysis running: a hover's or a comparison's failure, or an answer already given up on.
          const hover = conn.hovers.get(reply.id);
          conn.hovers.delete(reply.id);
          hover?.resolve(undefined);
          const compare = conn.compares.get(reply.id);
          conn.compares.delete(reply.id);
          compare?.(undefined);
          const why = conn.whys.get(reply.id);
          conn.whys.delete(reply.id);
          why?.(undefined);
          const search = conn.searches.get(reply.id);
          conn.searches.delete(reply.id);
          search?.(undefined);
          return;
        }
        const job = running.job;
        if (reply.kind === "failed")
          settle(job, { error: new AnalysisError({ kind: "failed", message: reply.error }) });
        else if (!job.cancelled && views) {
          const later = reply.follows
            ? new Promise<LaterPanels | undefined>((resolve) => conn.laters.set(reply.id, resolve))
            : undefined;
          settle(job, {
            answer: { views, elapsedMs: reply.elapsedMs, cold: reply.cold, ...(later && { later }) },
          });
        }
        finish();
        return;
      }
      case "later": {
        const later = conn.laters.get(reply.id);
        conn.laters.delete(reply.id);
        later?.(JSON.parse(reply.panels) as LaterPanels);
        return;
      }
    }
  }

  function onError(conn: Connection, info: WorkerErrorInfo): void {
    if (conn !== connection) return;
    const fault: AnalysisFault = { kind: conn.ready ? "crashed" : "load-failed", ...definedOf(info) };
    const error = new AnalysisError(fault);
    drop(conn, error);
    if (running) {
      options.timer.clear(running.watchdog);
      settle(running.job, { error });
      running = undefined;
    }
    // The newest text waiting is not tried on a worker that just failed: it says so, and the next request (an edit,
    // a retry) starts a new worker.
    if (queued) settle(queued, { error });
    queued = undefined;
  }

  function onHang(conn: Connection, id: number): void {
    if (running?.id !== id) return;
    const fault: AnalysisFault = { kind: "hung", afterMs: options.clock() - running.startedAt, part: conn.lastPart };
    const error = new AnalysisError(fault);
    drop(conn, error);
    settle(running.job, { error });
    running = undefined;
    // The text waiting behind the stopped one gets a fresh worker.
    const next = queued;
    queued = undefined;
    if (next && !next.cancelled) start(next);
  }

  return {
    analyze(texts, baseline, windows = FIRST_PAGES, later = false) {
      if (running && !running.job.cancelled && sameJob(running.job, texts, baseline, windows))
        return running.job.promise;
      if (queued && sameJob(queued, texts, baseline, windows)) return queued.promise;
      if (queued) settle(queued, { error: new AnalysisCancelled("superseded") });
      // The worker finishes the analysis it is on (or the watchdog stops it); nobody waits for its answer now.
      if (running) settle(running.job, { error: new AnalysisCancelled("superseded") });
      let resolve!: Job["resolve"];
      let reject!: Job["reject"];
      const promise = new Promise<WorkerAnswer>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      const job: Job = { texts, baseline, windows, later, promise, resolve, reject, cancelled: false };
      if (running) queued = job;
      else start(job);
      return promise;
    },

    hover(doc, path) {
      const conn = connection;
      if (!conn) return Promise.resolve(undefined);
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        conn.hovers.set(id, { resolve, reject });
        conn.port.post({ kind: "hover", id, doc, path });
      });
    },

    compare(texts) {
      const conn = connection;
      if (!conn) return Promise.resolve(undefined);
      const id = ++nextId;
      return new Promise((resolve) => {
        conn.compares.set(id, resolve);
        conn.port.post({ kind: "compare", id, ...texts, budgetMs: options.budgetMs });
      });
    },

    search(query) {
      const conn = connection;
      if (!conn) return Promise.resolve(undefined);
      const id = ++nextId;
      return new Promise((resolve) => {
        conn.searches.set(id, resolve);
        conn.port.post({ kind: "search", id, query });
      });
    },

    why(texts, target) {
      const conn = connection;
      if (!conn) return Promise.resolve(undefined);
      const id = ++nextId;
      return new Promise((resolve) => {
        conn.whys.set(id, resolve);
        conn.port.post({ kind: "why", id, ...texts, target, budgetMs: Math.min(options.budgetMs, WHY_BUDGET_MS) });
      });
    },

    end() {
      const cancelled = new AnalysisCancelled("ended");
      if (connection) drop(connection, cancelled);
      if (running) {
        options.timer.clear(running.watchdog);
        settle(running.job, { error: cancelled });
      }
      if (queued) settle(queued, { error: cancelled });
      running = undefined;
      queued = undefined;
    },
  };
}

function messageOf(e: unknown): string {
  const text = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return text || "Error";
}

/** The fields the browser filled in (an empty message is no message). */
function definedOf(info: WorkerErrorInfo): WorkerErrorInfo {
  return {
    ...(info.message ? { message: info.message } : {}),
    ...(info.filename ? { filename: info.filename } : {}),
    ...(info.lineno ? { lineno: info.lineno } : {}),
  };
}
