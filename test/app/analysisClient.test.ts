import { describe, expect, it } from "vitest";
import { createAnalysisClient, type AnalysisClient, type WorkerAnswer } from "../../src/app/analysis/client";
import { AnalysisCancelled, AnalysisError, type AnalysisFault } from "../../src/app/analysis/faults";
import { faultText } from "../../src/app/analysis/notice";
import { DOCS, edited, fakeClient, fakeWorkers, ManualTime, settle } from "./analysisFakes";
import { Studio } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { Packer } from "../../src/app/analysis/transport";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { testAnalyzer, testLimits } from "../limits";

const BUDGET = 3_000;
const HANG = 6_000;

const setup = (ready = true) => fakeClient({ budgetMs: BUDGET, hangMs: HANG, ready });

/** What a promise came to: its value, or the error it was rejected with. */
async function outcome<T>(promise: Promise<T>): Promise<{ value: T } | { error: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

function faultOf(result: { error: unknown } | { value: unknown }): AnalysisFault {
  if (!("error" in result) || !(result.error instanceof AnalysisError)) throw new Error("expected an AnalysisError");
  return result.error.fault;
}

const agentIds = (client: AnalysisClient, docs = DOCS) =>
  client.analyze(docs).then((a) => (a.views.panels.agents?.ok ? a.views.panels.agents.vm.agents.map((c) => c.id) : []));

describe("the analysis client", () => {
  it("creates its worker at the first request, not before, and answers with the views", async () => {
    const { workers, client } = setup();
    expect(workers.workers).toHaveLength(0);
    const ids = agentIds(client);
    expect(workers.workers).toHaveLength(1);
    expect(workers.last.lastAnalysis).toMatchObject({
      config: DOCS.config,
      scenarios: DOCS.scenarios,
      budgetMs: BUDGET,
    });
    workers.last.answer();
    expect(await ids).toEqual(["main", "legal"]);
  });

  it("asks once for texts already on their way", async () => {
    const { workers, client } = setup();
    const a = client.analyze(DOCS);
    const b = client.analyze({ ...DOCS });
    expect(b).toBe(a);
    expect(workers.last.sent).toHaveLength(1);
  });

  it("cancels a superseded request: only the newest text waiting is sent once the worker is free", async () => {
    const { workers, client } = setup();
    const first = outcome(client.analyze(DOCS));
    const second = outcome(client.analyze(edited(DOCS, "second")));
    const third = outcome(client.analyze(edited(DOCS, "third")));
    // The worker is still on the first; the second never reaches it.
    expect(workers.last.sent).toHaveLength(1);
    expect(await first).toEqual({ error: new AnalysisCancelled("superseded") });
    expect(await second).toEqual({ error: new AnalysisCancelled("superseded") });
    workers.last.answer();
    expect(workers.last.sent).toHaveLength(2);
    expect(workers.last.lastAnalysis.config).toContain('"third"');
    workers.last.answer();
    const result = await third;
    expect("value" in result && result.value.views.panels.agents?.ok).toBe(true);
    expect(workers.workers).toHaveLength(1);
  });

  it("stops a worker that does not answer in time and names the last part it reported", async () => {
    const { time, workers, client } = setup();
    const result = outcome(client.analyze(DOCS));
    const worker = workers.last;
    const id = worker.lastAnalysis.id;
    worker.reply({ kind: "progress", id, part: "parse-config" });
    worker.reply({ kind: "progress", id, part: "resolve-agents" });
    time.advance(HANG - 1);
    expect(worker.terminated).toBe(false);
    time.advance(1);
    expect(worker.terminated).toBe(true);
    const fault = faultOf(await result);
    expect(fault).toEqual({ kind: "hung", afterMs: HANG, part: "resolve-agents" });
    expect(faultText(fault)).toBe(
      "The analysis stopped after 6 s while resolving the agents; the editor keeps working. Edit the text or retry.",
    );
  });

  it("waits longer for a long text, by its length: the worker reads it whole before the budget counts", async () => {
    const time = new ManualTime();
    const workers = fakeWorkers({ ready: true });
    const client = createAnalysisClient({
      createWorker: workers.create,
      timer: time.timer,
      clock: time.clock,
      budgetMs: BUDGET,
      hangMs: HANG,
      readMsPerMillion: 2_000,
    });
    const long = { config: "x".repeat(3_000_000), scenarios: "{}" };
    const result = outcome(client.analyze(long));
    const patience = HANG + Math.ceil((2_000 * 3_000_002) / 1_000_000);
    time.advance(patience - 1);
    expect(workers.last.terminated).toBe(false);
    time.advance(1);
    expect(workers.last.terminated).toBe(true);
    expect(faultOf(await result)).toMatchObject({ kind: "hung", afterMs: patience });
  });

  it("starts a fresh worker for the next request after the watchdog stopped one", async () => {
    const { time, workers, client } = setup();
    const hung = outcome(client.analyze(DOCS));
    time.advance(HANG);
    await hung;
    const next = agentIds(client, edited(DOCS, "after"));
    expect(workers.workers).toHaveLength(2);
    workers.last.answer();
    expect(await next).toEqual(["main", "after"]);
  });

  it("gives the text waiting behind a stopped analysis a fresh worker at once", async () => {
    const { time, workers, client } = setup();
    void outcome(client.analyze(DOCS));
    const waiting = agentIds(client, edited(DOCS, "waiting"));
    time.advance(HANG);
    expect(workers.workers).toHaveLength(2);
    expect(workers.workers[0]?.terminated).toBe(true);
    workers.last.answer();
    expect(await waiting).toEqual(["main", "waiting"]);
  });

  it("says why when the worker's script never ran, with the browser's reason", async () => {
    const { workers, client } = setup(false);
    const result = outcome(client.analyze(DOCS));
    workers.last.fail({ message: "NetworkError: failed to fetch", filename: "analysis.worker-abc.js" });
    const fault = faultOf(await result);
    expect(fault).toEqual({
      kind: "load-failed",
      message: "NetworkError: failed to fetch",
      filename: "analysis.worker-abc.js",
    });
    expect(workers.last.terminated).toBe(true);
    expect(faultText(fault)).toContain("NetworkError: failed to fetch");
  });

  it("names the script and never ends on a bare colon when the browser gives no reason", async () => {
    const { workers, client } = setup(false);
    const result = outcome(client.analyze(DOCS));
    workers.last.fail({ message: "", filename: "analysis.worker-abc.js" });
    const fault = faultOf(await result);
    expect(fault).toEqual({ kind: "load-failed", filename: "analysis.worker-abc.js" });
    const text = faultText(fault);
    expect(text).toContain("analysis.worker-abc.js");
    expect(text).not.toMatch(/: ?$|: \./);
  });

  it("tells a crash after the script ran from a failed load, with where it happened", async () => {
    const { workers, client } = setup(true);
    const result = outcome(client.analyze(DOCS));
    workers.last.fail({ message: "Uncaught RangeError: Array buffer allocation failed", filename: "w.js", lineno: 7 });
    const fault = faultOf(await result);
    expect(fault).toMatchObject({ kind: "crashed", filename: "w.js", lineno: 7 });
    expect(faultText(fault)).toContain("(w.js:7)");
  });

  it("retries in a new worker after a failed load", async () => {
    const { workers, client } = setup(false);
    const failed = outcome(client.analyze(DOCS));
    workers.last.fail({});
    await failed;
    const retried = agentIds(client);
    expect(workers.workers).toHaveLength(2);
    workers.last.reply({ kind: "ready" });
    workers.last.answer();
    expect(await retried).toEqual(["main", "legal"]);
  });

  it("says so when the browser refuses to create a worker", async () => {
    const time = new ManualTime();
    const client = createAnalysisClient({
      createWorker: () => {
        throw new DOMException("worker-src blocked", "SecurityError");
      },
      timer: time.timer,
      clock: time.clock,
      budgetMs: BUDGET,
      hangMs: HANG,
    });
    const fault = faultOf(await outcome(client.analyze(DOCS)));
    expect(fault).toEqual({ kind: "create-failed", message: "SecurityError: worker-src blocked" });
  });

  it("passes on the engine's own failure", async () => {
    const { workers, client } = setup();
    const result = outcome(client.analyze(DOCS));
    workers.last.reply({ kind: "failed", id: workers.last.lastAnalysis.id, error: "TypeError: x is undefined" });
    expect(faultOf(await result)).toEqual({ kind: "failed", message: "TypeError: x is undefined" });
  });

  it("end() stops the worker and cancels what waits; no watchdog is left behind", async () => {
    const { time, workers, client } = setup();
    const result = outcome(client.analyze(DOCS));
    client.end();
    expect(workers.last.terminated).toBe(true);
    expect(await result).toEqual({ error: new AnalysisCancelled("ended") });
    expect(time.pending).toBe(0);
  });

  it("answers hovers from the worker, and none without one", async () => {
    const { workers, client } = setup();
    expect(await client.hover("config", ["agents"])).toBeUndefined();
    void client.analyze(DOCS);
    const hover = client.hover("config", ["agents", "list", 1]);
    const request = workers.last.sent.at(-1);
    expect(request?.kind).toBe("hover");
    workers.last.reply({ kind: "hover", id: request?.id ?? -1, hover: ["Agent legal"] });
    expect(await hover).toEqual(["Agent legal"]);
    await settle();
  });

  it("reads every answer of its worker, one given up on too: the next one's lists name that one's items", async () => {
    const { workers, client } = setup();
    // As the real worker: one studio and one packer for its life, so unchanged cards cross as their places.
    const studio = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
    const packer = new Packer();
    const roster = (ids: readonly string[]) => ({
      config: JSON.stringify({
        agents: {
          ownership: "explicit",
          defaults: { systemAgent: { agentId: ids[0] } },
          entries: Object.fromEntries(ids.map((id) => [id, { workspace: `~/w/${id}` }])),
        },
      }),
      scenarios: "{}",
      profile: "openclaw-2026.9" as const,
    });
    const answer = (texts: ReturnType<typeof roster>) => {
      const request = workers.last.lastAnalysis;
      const views = studio.update(texts, testLimits());
      workers.last.reply({
        kind: "views",
        id: request.id,
        elapsedMs: 1,
        cold: false,
        follows: false,
        ...packer.pack(views),
      });
      return views;
    };
    const ids = (answer: WorkerAnswer) => {
      const panel = answer.views.panels.openclaw;
      return panel?.ok ? (panel.vm.agents ?? []).map((c) => c.id) : [];
    };
    const first = client.analyze(roster(["a", "b", "c"]));
    answer(roster(["a", "b", "c"]));
    expect(ids(await first)).toEqual(["a", "b", "c"]);
    // The second is given up on while the worker is on it (a third text came): its answer still arrives, reordered.
    const second = outcome(client.analyze(roster(["c", "a", "b"])));
    const third = client.analyze(roster(["c", "a", "b2"]));
    answer(roster(["c", "a", "b"]));
    expect(await second).toEqual({ error: new AnalysisCancelled("superseded") });
    const expected = answer(roster(["c", "a", "b2"]));
    const got = await third;
    expect(ids(got)).toEqual(["c", "a", "b2"]);
    expect(got.views).toEqual(expected);
  });
});
