/**
 * The real worker's port (browserWorker.ts) with a stand-in Worker: its replies come on a BroadcastChannel of the
 * page's own (Chromium holds a worker's posted messages back until the frame after a keystroke), which closes with it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { browserWorker } from "../../src/app/analysis/browserWorker";
import type { WorkerMessage, WorkerReply } from "../../src/app/analysis/protocol";

class StandInWorker {
  static made: StandInWorker[] = [];
  readonly sent: WorkerMessage[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: ((event: Event) => void) | null = null;
  constructor() {
    StandInWorker.made.push(this);
  }
  postMessage(message: WorkerMessage) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

/** What a worker would do with its first message: reply on the channel it names. */
function workerSide(worker: StandInWorker): BroadcastChannel {
  const first = worker.sent[0];
  if (first?.kind !== "reply-channel") throw new Error(`the first message was ${first?.kind}`);
  return new BroadcastChannel(first.name);
}

const heard = (replies: WorkerReply[], count: number) =>
  vi.waitFor(() => expect(replies).toHaveLength(count), { timeout: 2_000, interval: 5 });

describe("browserWorker", () => {
  const opened: BroadcastChannel[] = [];
  beforeEach(() => {
    StandInWorker.made = [];
    vi.stubGlobal("Worker", StandInWorker);
  });
  afterEach(() => {
    for (const channel of opened.splice(0)) channel.close();
    vi.unstubAllGlobals();
  });

  it("names a channel of its own first, and hears the worker's replies there", async () => {
    const replies: WorkerReply[] = [];
    const port = browserWorker({ message: (r) => replies.push(r), error: () => undefined });
    port.post({ kind: "search", id: 7, query: "legal" });
    const [worker] = StandInWorker.made;
    expect(worker!.sent.map((m) => m.kind)).toEqual(["reply-channel", "search"]);
    const channel = workerSide(worker!);
    opened.push(channel);
    channel.postMessage({ kind: "search", id: 7, search: null } satisfies WorkerReply);
    await heard(replies, 1);
    expect(replies[0]).toEqual({ kind: "search", id: 7, search: null });
    // What the worker posts before it reads its channel (its "ready") still comes.
    worker!.onmessage?.({ data: { kind: "ready" } } as MessageEvent);
    expect(replies.at(-1)).toEqual({ kind: "ready" });
    port.terminate();
  });

  it("gives each worker its own channel, and hears nothing on it once stopped", async () => {
    const first: WorkerReply[] = [];
    const second: WorkerReply[] = [];
    const a = browserWorker({ message: (r) => first.push(r), error: () => undefined });
    browserWorker({ message: (r) => second.push(r), error: () => undefined });
    const [wa, wb] = StandInWorker.made;
    const [ca, cb] = [workerSide(wa!), workerSide(wb!)];
    opened.push(ca, cb);
    expect(ca.name).not.toBe(cb.name);
    a.terminate();
    expect(wa!.terminated).toBe(true);
    ca.postMessage({ kind: "ready" } satisfies WorkerReply);
    cb.postMessage({ kind: "ready" } satisfies WorkerReply);
    await heard(second, 1);
    expect(first).toEqual([]);
  });
});
