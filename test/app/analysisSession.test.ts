import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { Studio } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { testAnalyzer } from "../limits";
import { describe, expect, it } from "vitest";
import { createAnalysisClient } from "../../src/app/analysis/client";
import { createCrashGuard, IN_PROGRESS_KEY, markerOf } from "../../src/app/analysis/guard";
import {
  BUSY_AFTER_MS,
  createAnalysisSession,
  HANG_MARGIN_MS,
  WORKER_BUDGET_MS,
  type AnalysisState,
} from "../../src/app/analysis/session";
import { FIRST_PAGES } from "../../src/app/analysis/windows";
import { createDocumentStore, type Documents } from "../../src/app/state/documents";
import { DOCS, edited, fakeStorage, fakeWorkers, ManualTime, settle } from "./analysisFakes";

const HANG = WORKER_BUDGET_MS + HANG_MARGIN_MS;

/** A page: the store restored from storage (or empty), the session following it, fake workers and time. */
function page(options: { restored?: Documents; marker?: Documents; workersReady?: boolean } = {}) {
  const time = new ManualTime();
  const storage = fakeStorage();
  if (options.restored) {
    // An earlier visit typed these documents; this visit restores them.
    const earlier = createDocumentStore({ storage, clock: time.clock });
    earlier.replace(options.restored);
    earlier.flush();
    earlier.close();
  }
  if (options.marker) storage.setItem(IN_PROGRESS_KEY, JSON.stringify(markerOf(options.marker, 0)));
  const store = createDocumentStore({ storage, clock: time.clock });
  const workers = fakeWorkers({ ready: options.workersReady ?? true });
  const client = createAnalysisClient({
    createWorker: workers.create,
    timer: time.timer,
    clock: time.clock,
    budgetMs: WORKER_BUDGET_MS,
    hangMs: HANG,
  });
  const guard = createCrashGuard({ storage, clock: time.clock });
  const session = createAnalysisSession({
    store,
    client,
    guard,
    timer: time.timer,
    clock: time.clock,
    loadStudio: () => Promise.resolve(new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS))),
  });
  const analysed = (): Documents | undefined => session.get().shown?.texts;
  return { time, storage, store, workers, session, analysed, marker: () => storage.getItem(IN_PROGRESS_KEY) };
}

/** A page whose loaded documents the worker has analysed quickly: typing is analysed on the page from here. */
async function settledPage() {
  const p = page({ restored: DOCS });
  p.workers.last.answer(1);
  await settle();
  return p;
}

const ids = (state: AnalysisState) =>
  state.shown?.views.panels.agents?.ok ? state.shown.views.panels.agents.vm.agents.map((c) => c.id) : [];

describe("the page's analysis session", () => {
  it("analyses restored (loaded) documents in the worker, recorded as in progress until the answer", async () => {
    const p = page({ restored: DOCS });
    expect(p.workers.workers).toHaveLength(1);
    expect(p.session.get().shown).toBeUndefined();
    expect(JSON.parse(p.marker() ?? "null")).toMatchObject({ config: DOCS.config.length });
    p.workers.last.answer(1);
    await settle();
    expect(p.session.get()).toMatchObject({ engine: "worker", state: "current", fault: undefined });
    expect(ids(p.session.get())).toEqual(["main", "legal"]);
    expect(p.marker()).toBeNull();
  });

  it("analyses a link or an example (store.replace) in the worker even after typing went on the page", async () => {
    const p = await settledPage();
    p.store.replace(edited(DOCS, "example"));
    expect(p.workers.last.lastAnalysis.config).toContain('"example"');
    expect(p.analysed()).toEqual(DOCS);
  });

  it("analyses small typed edits on the page, current in the same turn, once the worker found them quick", async () => {
    const p = await settledPage();
    const sent = p.workers.last.sent.length;
    p.store.setText("config", edited(DOCS, "typed").config);
    expect(p.session.get()).toMatchObject({ engine: "page", state: "current" });
    expect(ids(p.session.get())).toEqual(["main", "typed"]);
    expect(p.workers.last.sent).toHaveLength(sent);
    expect(p.marker()).toBeNull();
  });

  it("sends typing to the worker after an analysis on the page took too long", async () => {
    const p = await settledPage();
    p.store.setText("config", edited(DOCS, "warm").config); // the page's first analysis is allowed its compiling
    p.time.tick = 5; // every reading of the clock: 5 ms of work, past 50 ms in all, within the page's budget
    p.store.setText("config", edited(DOCS, "slow").config);
    expect(p.session.get().engine).toBe("page");
    expect(p.session.get().shown?.views.cutOff).toBeUndefined();
    p.time.tick = 0;
    p.store.setText("config", edited(DOCS, "next").config);
    expect(p.workers.last.lastAnalysis.config).toContain('"next"');
    expect(ids(p.session.get())).toEqual(["main", "slow"]);
  });

  it("hands a text cut off on the page to the worker, and shows the worker's answer", async () => {
    const p = await settledPage();
    p.time.tick = 60; // the page's budget runs out after a few parts
    p.store.setText("config", edited(DOCS, "costly").config);
    p.time.tick = 0;
    expect(p.analysed()).toEqual(DOCS);
    expect(p.workers.last.lastAnalysis.config).toContain('"costly"');
    p.workers.last.answer(200);
    await settle();
    expect(ids(p.session.get())).toEqual(["main", "costly"]);
    expect(p.session.get().engine).toBe("worker");
  });

  it("marks the panels busy while the worker has been on a newer text past a moment, then current", async () => {
    const p = page({ restored: DOCS });
    p.workers.last.answer(80); // slow: typing stays in the worker
    await settle();
    p.store.setText("config", edited(DOCS, "newer").config);
    expect(p.session.get().state).toBe("current");
    p.time.advance(BUSY_AFTER_MS);
    expect(p.session.get().state).toBe("busy");
    expect(p.analysed()).toEqual(DOCS);
    p.workers.last.answer(80);
    await settle();
    expect(p.session.get().state).toBe("current");
    expect(ids(p.session.get())).toEqual(["main", "newer"]);
  });

  it("after a hang: the fault names the part, the panels are out of date, the marker is gone, and the next edit recovers", async () => {
    const p = page({ restored: DOCS });
    p.workers.last.answer(80);
    await settle();
    p.store.setText("config", edited(DOCS, "loop").config);
    const first = p.workers.last;
    first.reply({ kind: "progress", id: first.lastAnalysis.id, part: "simulate-team" });
    p.time.advance(HANG);
    await settle();
    expect(first.terminated).toBe(true);
    expect(p.session.get()).toMatchObject({ state: "stale", fault: { kind: "hung", part: "simulate-team" } });
    expect(p.analysed()).toEqual(DOCS);
    expect(p.marker()).toBeNull();

    p.store.setText("config", edited(DOCS, "fixed").config);
    expect(p.workers.workers).toHaveLength(2);
    expect(p.session.get().state).toBe("stale"); // the old results are still not the answer
    p.workers.last.answer(80);
    await settle();
    expect(p.session.get()).toMatchObject({ state: "current", fault: undefined });
    expect(ids(p.session.get())).toEqual(["main", "fixed"]);
  });

  it("after a failed load: the fault carries the reason, and retry analyses in a new worker", async () => {
    const p = page({ restored: DOCS, workersReady: false });
    p.workers.last.fail({ filename: "analysis.worker-x.js" });
    await settle();
    expect(p.session.get()).toMatchObject({
      state: "stale",
      shown: undefined,
      fault: { kind: "load-failed", filename: "analysis.worker-x.js" },
    });
    p.session.get().retry();
    expect(p.workers.workers).toHaveLength(2);
    p.workers.last.reply({ kind: "ready" });
    p.workers.last.answer(1);
    await settle();
    expect(p.session.get()).toMatchObject({ state: "current", fault: undefined });
  });

  it("while the worker's script cannot load, typing is analysed on the page even after a slow analysis there", async () => {
    const p = page({ restored: DOCS, workersReady: false });
    p.workers.last.fail({ filename: "analysis.worker-x.js" });
    await settle();
    p.store.setText("config", edited(DOCS, "first").config); // asks for the page's engine; the worker fails again
    p.workers.last.fail({ filename: "analysis.worker-x.js" });
    await settle();
    p.store.setText("config", edited(DOCS, "warm").config); // the page's first analysis is allowed its compiling
    expect(p.session.get().engine).toBe("page");
    p.time.tick = 5; // every reading of the clock: 5 ms of work, past 50 ms in all, within the page's budget
    p.store.setText("config", edited(DOCS, "slow").config);
    p.time.tick = 0;
    expect(p.session.get()).toMatchObject({ engine: "page", state: "current" });
    const workers = p.workers.workers.length;
    p.store.setText("config", edited(DOCS, "typed").config);
    expect(p.session.get()).toMatchObject({ engine: "page", state: "current" });
    expect(ids(p.session.get())).toEqual(["main", "typed"]);
    expect(p.workers.workers).toHaveLength(workers);
  });

  it("shows a cut-off answer as out of date", async () => {
    const p = page({ restored: DOCS });
    p.workers.last.answer(1, true);
    await settle();
    expect(p.session.get().shown?.views.cutOff).toBeDefined();
    expect(p.session.get().state).toBe("stale");
  });

  it("opens paused after a visit that died mid-analysis: no analysis, documents intact, until the user chooses", async () => {
    const p = page({ restored: DOCS, marker: DOCS });
    expect(p.session.get()).toMatchObject({ paused: { sameDocuments: true }, state: "stale", shown: undefined });
    expect(p.store.get().docs).toEqual(DOCS);
    p.store.setText("config", edited(DOCS, "while-paused").config);
    expect(p.workers.workers).toHaveLength(0);

    p.session.get().resume();
    expect(p.session.get().paused).toBeUndefined();
    expect(p.workers.last.lastAnalysis.config).toContain('"while-paused"');
    p.workers.last.answer(1);
    await settle();
    expect(p.session.get().state).toBe("current");
    expect(p.marker()).toBeNull();
  });

  it("says when the interrupted analysis was on other documents than the ones restored", () => {
    const p = page({ restored: DOCS, marker: edited(DOCS, "other") });
    expect(p.session.get().paused).toEqual({ sameDocuments: false });
  });

  it("leaving the page is no crash: the analysis in progress is not left recorded", () => {
    const p = page({ restored: DOCS });
    expect(p.marker()).not.toBeNull();
    p.session.leave();
    expect(p.marker()).toBeNull();
  });

  it("a paused page that is left stays paused for the next visit", () => {
    const p = page({ restored: DOCS, marker: DOCS });
    p.session.leave();
    expect(p.marker()).not.toBeNull();
  });
});

describe("the page of agent cards the session asks for", () => {
  const many = (n: number, prefix = "agent"): Documents => ({
    config: JSON.stringify({ agents: { list: Array.from({ length: n }, (_, i) => ({ id: `${prefix}-${i}` })) } }),
    scenarios: "{}",
  });
  const agentsOf = (state: AnalysisState) => {
    const agents = state.shown?.views.panels.agents;
    return agents?.ok ? { from: agents.vm.from, total: agents.vm.total, first: agents.vm.agents[0]?.id } : undefined;
  };

  it("draws the first page, then the page asked for (the texts analysed again with it), then the first again for new documents", async () => {
    const p = page({ restored: many(250) });
    p.workers.last.answer(1);
    await settle();
    expect(agentsOf(p.session.get())).toEqual({ from: 0, total: 250, first: "agent-0" });
    expect(p.session.get().replaced).toBe(0);

    p.session.get().showPage({ agentsFrom: 200 });
    expect(p.workers.last.lastAnalysis.windows).toMatchObject({ agentsFrom: 200 });
    p.workers.last.answer(1);
    await settle();
    expect(agentsOf(p.session.get())).toEqual({ from: 200, total: 250, first: "agent-200" });

    // The same page again asks for nothing.
    const sent = p.workers.last.sent.length;
    p.session.get().showPage({ agentsFrom: 200 });
    expect(p.workers.last.sent).toHaveLength(sent);

    p.store.replace(many(300, "other"));
    expect(p.workers.last.lastAnalysis.windows).toEqual(FIRST_PAGES);
    p.workers.last.answer(1);
    await settle();
    expect(agentsOf(p.session.get())).toEqual({ from: 0, total: 300, first: "other-0" });
    expect(p.session.get().replaced).toBe(1);
  });
});
