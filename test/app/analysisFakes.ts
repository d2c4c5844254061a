import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
/** Fakes for the analysis's platform: a manual clock and timer, a worker the test answers by hand, a storage. */
import { createAnalysisClient, type WorkerHandlers, type WorkerPort } from "../../src/app/analysis/client";
import type { WorkerErrorInfo } from "../../src/app/analysis/faults";
import type { WorkerReply, WorkerRequest } from "../../src/app/analysis/protocol";
import { withLater } from "../../src/app/analysis/later";
import { receivedTexts, type Texts } from "../../src/app/analysis/textEdits";
import { Studio } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { Packer } from "../../src/app/analysis/transport";
import type { KeyValueStorage, Timer } from "../../src/app/platform";
import type { Documents } from "../../src/app/state/documents";
import { testAnalyzer, testLimits } from "../limits";

/** Time that moves only when the test says so; timers fire as it passes them. */
export class ManualTime {
  now = 0;
  /** How far each reading of the clock moves it: work that takes time, for code that times itself. */
  tick = 0;
  private next = 1;
  private readonly due = new Map<number, { at: number; run: () => void }>();
  readonly clock = () => (this.now += this.tick);
  readonly timer: Timer = {
    set: (run, ms) => {
      const handle = this.next++;
      this.due.set(handle, { at: this.now + ms, run });
      return handle;
    },
    clear: (handle) => void this.due.delete(handle),
  };
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const [handle, first] = [...this.due].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (handle === undefined || !first || first.at > end) break;
      this.due.delete(handle);
      this.now = first.at;
      first.run();
    }
    this.now = end;
  }
  get pending(): number {
    return this.due.size;
  }
}

/** One fake worker: what it was sent, whether it was stopped, and hands to answer as the real one would. */
export class FakeWorker implements WorkerPort {
  readonly sent: WorkerRequest[] = [];
  terminated = false;
  constructor(private readonly handlers: WorkerHandlers) {}
  /** The texts of the last analysis and its baseline's, as the worker rebuilds them from what crossed. */
  private received: Texts | undefined;
  private baseline: Texts | undefined;
  post(request: WorkerRequest): void {
    if (this.terminated) throw new Error("posted to a stopped worker");
    this.sent.push(request);
    if (request.kind !== "analyze") return;
    this.received = receivedTexts(this.received, request);
    this.baseline = request.baseline && receivedTexts(this.baseline, request.baseline);
  }
  /** The texts of the last analysis request. */
  get lastTexts(): { readonly config: string; readonly scenarios: string } {
    if (!this.received) throw new Error("no analysis was sent");
    return { config: this.received.config, scenarios: this.received.scenarios };
  }
  /** The baseline's texts of the last analysis request, as the worker holds them. */
  get lastBaseline(): Texts | undefined {
    return this.baseline;
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(message: WorkerReply): void {
    this.handlers.message(message);
  }
  fail(info: WorkerErrorInfo): void {
    this.handlers.error(info);
  }
  /** The last analysis request sent. */
  get lastAnalysis(): Extract<WorkerRequest, { kind: "analyze" }> {
    const found = this.sent.filter((r) => r.kind === "analyze").at(-1);
    if (!found || found.kind !== "analyze") throw new Error("no analysis was sent");
    return found;
  }
  /** Answers the last analysis request with the real views of its texts; `cutOff`: its budget ran out early. */
  answer(elapsedMs = 5, cutOff = false, cold = false): void {
    const request = this.lastAnalysis;
    let reads = 0;
    // Time stands still while the texts are read, then jumps past the budget.
    const limits = cutOff ? { clock: () => (reads++ < 3 ? 0 : 1e9), budgetMs: 1 } : testLimits();
    const views = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).update(
      this.lastTexts,
      limits,
      undefined,
      request.windows,
    );
    this.reply({ kind: "views", id: request.id, elapsedMs, cold, follows: false, ...new Packer().pack(views) });
  }
  /**
   * Answers the last analysis as the real worker does, the baseline it was sent included: when asked, without the
   * later panels, which the function returned sends (as the worker's "later" message).
   */
  answerInParts(elapsedMs = 5): () => void {
    const request = this.lastAnalysis;
    const texts = this.lastTexts;
    const studio = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
    const parts = studio.updateInParts(texts, testLimits(), this.baseline, request.windows);
    const later = parts.later;
    const follows = request.later === true && later !== undefined;
    const views = follows || !later ? parts.views : withLater(parts.views, later());
    this.reply({ kind: "views", id: request.id, elapsedMs, cold: false, follows, ...new Packer().pack(views) });
    return () => {
      if (follows) this.reply({ kind: "later", id: request.id, panels: JSON.stringify(later()) });
    };
  }
}

/** Creates fake workers and keeps them, newest last. `ready` sends the ready message at once, as a loaded script. */
export function fakeWorkers(options: { ready: boolean } = { ready: true }) {
  const workers: FakeWorker[] = [];
  const create = (handlers: WorkerHandlers): WorkerPort => {
    const worker = new FakeWorker(handlers);
    workers.push(worker);
    if (options.ready) handlers.message({ kind: "ready" });
    return worker;
  };
  return {
    create,
    workers,
    get last(): FakeWorker {
      const w = workers.at(-1);
      if (!w) throw new Error("no worker was created");
      return w;
    },
  };
}

export function fakeStorage(initial: Record<string, string> = {}): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

export const DOCS: Documents = {
  config: JSON.stringify({ agents: { list: [{ id: "main", default: true }, { id: "legal" }] } }),
  scenarios: "{}",
};
export const edited = (docs: Documents, marker: string): Documents => ({
  ...docs,
  config: docs.config.replace('"legal"', `"${marker}"`),
});

/** A client of fake workers on manual time (the worker's budget and the watchdog's wait as given). */
export function fakeClient({ budgetMs = 3_000, hangMs = 6_000, ready = true } = {}) {
  const time = new ManualTime();
  const workers = fakeWorkers({ ready });
  const client = createAnalysisClient({
    createWorker: workers.create,
    timer: time.timer,
    clock: time.clock,
    budgetMs,
    hangMs,
  });
  return { time, workers, client };
}

/** Lets promise callbacks run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
