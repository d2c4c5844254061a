import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { describe, expect, it } from "vitest";
import { createAnalysisClient } from "../../src/app/analysis/client";
import { createCrashGuard } from "../../src/app/analysis/guard";
import { SpanReader } from "../../src/app/analysis/pageEngine";
import { createAnalysisSession, HANG_MARGIN_MS, WORKER_BUDGET_MS } from "../../src/app/analysis/session";
import { Studio } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { createDocumentStore, type Documents } from "../../src/app/state/documents";
import { testAnalyzer } from "../limits";
import { DOCS, edited, fakeStorage, fakeWorkers, ManualTime, settle } from "./analysisFakes";

/** A page whose own engine arrives when the test says (`arrive`), or never (`fail`). */
function page(options: { ready?: boolean; afterPaint?: (run: () => void) => () => void } = {}) {
  const time = new ManualTime();
  const storage = fakeStorage();
  const earlier = createDocumentStore({ storage, clock: time.clock });
  earlier.replace(DOCS);
  earlier.flush();
  earlier.close();
  const store = createDocumentStore({ storage, clock: time.clock });
  const workers = fakeWorkers({ ready: options.ready ?? true });
  const client = createAnalysisClient({
    createWorker: workers.create,
    timer: time.timer,
    clock: time.clock,
    budgetMs: WORKER_BUDGET_MS,
    hangMs: WORKER_BUDGET_MS + HANG_MARGIN_MS,
  });
  let arrive: (studio: Studio) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const loading = new Promise<Studio>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  let asked = 0;
  const session = createAnalysisSession({
    store,
    client,
    guard: createCrashGuard({ storage, clock: time.clock }),
    timer: time.timer,
    clock: time.clock,
    loadStudio: () => (asked++, loading),
    ...(options.afterPaint && { afterPaint: options.afterPaint }),
  });
  const analyses = () => workers.last.sent.filter((r) => r.kind === "analyze").length;
  return {
    store,
    workers,
    session,
    analyses,
    asked: () => asked,
    arrive: () => arrive(new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS))),
    fail,
  };
}

const ids = (p: ReturnType<typeof page>) => {
  const agents = p.session.get().shown?.views.panels.agents;
  return agents?.ok ? agents.vm.agents.map((card) => card.id) : [];
};

describe("the page's own engine, a chunk that arrives after the page", () => {
  it("sends typing to the worker until it has arrived, then analyses small typed texts on the page", async () => {
    const p = page();
    p.workers.last.answer(1);
    await settle();
    p.store.setText("config", edited(DOCS, "early").config);
    expect(p.analyses()).toBe(2);
    p.workers.last.answer(1);
    await settle();
    expect(p.session.get().engine).toBe("worker");
    expect(ids(p)).toEqual(["main", "early"]);

    p.arrive();
    await settle();
    p.store.setText("config", edited(DOCS, "later").config);
    expect(p.analyses()).toBe(2);
    expect(p.session.get().engine).toBe("page");
    expect(ids(p)).toEqual(["main", "later"]);
  });

  it("is asked for once the first panels are painted, not while they are drawn", async () => {
    const paints: (() => void)[] = [];
    const p = page({ afterPaint: (run) => (paints.push(run), () => undefined) });
    p.workers.last.answer(1);
    await settle();
    expect(p.session.get().shown).toBeDefined();
    expect(p.asked()).toBe(0);
    expect(paints).toHaveLength(1);
    paints[0]!();
    expect(p.asked()).toBe(1);
  });

  it("is asked for at the first keystroke when that comes before the paint, and the wait is dropped", async () => {
    const paints: (() => void)[] = [];
    let cancelled = 0;
    const p = page({ afterPaint: (run) => (paints.push(run), () => void cancelled++) });
    p.workers.last.answer(1);
    await settle();
    expect(p.asked()).toBe(0);
    p.store.setText("config", edited(DOCS, "typed").config);
    expect(p.asked()).toBe(1);
    expect(cancelled).toBe(1);
  });

  it("leaves every analysis to the worker when it cannot be loaded", async () => {
    const p = page();
    p.fail(new Error("chunk not found"));
    p.workers.last.answer(1);
    await settle();
    p.store.setText("config", edited(DOCS, "typed").config);
    p.workers.last.answer(1);
    await settle();
    expect(p.analyses()).toBe(2);
    expect(p.session.get()).toMatchObject({ engine: "worker", state: "current", fault: undefined });
    expect(ids(p)).toEqual(["main", "typed"]);
  });

  it("analyses what was typed while it was on its way when the worker's script cannot load, with no other keystroke", async () => {
    const p = page({ ready: false });
    p.workers.last.fail({ message: "", filename: "analysis.worker-abc.js" });
    await settle();
    expect(p.session.get().fault?.kind).toBe("load-failed");
    // The keystroke asks for the page's engine; the worker still cannot answer it.
    p.store.setText("config", edited(DOCS, "typed").config);
    await settle();
    expect(p.session.get().state).toBe("stale");
    p.arrive();
    await settle();
    expect(p.session.get()).toMatchObject({ engine: "page", state: "current", fault: undefined });
    expect(ids(p)).toEqual(["main", "typed"]);
  });

  it("finds a path's span before it has arrived exactly as the page's analyzer does after", async () => {
    const docs: Documents = {
      config: '{\n  // agents\n  "agents": { "list": [ { "id": "main" }, { "id": "legal", "model": "x/y" } ] }\n}',
      scenarios: '{ "sessions": [ { "key": "agent:legal:a", "agent": "legal" } ] }',
    };
    const p = page();
    p.workers.last.answer(1);
    await settle();
    const paths = [
      ["config", ["agents", "list", 1, "model"]],
      ["config", ["agents", "list", 0]],
      ["scenarios", ["sessions", 0, "agent"]],
    ] as const;
    const before = paths.map(([doc, path]) => p.session.get().spanAt(doc, docs[doc], [...path]));
    p.arrive();
    await settle();
    const after = paths.map(([doc, path]) => p.session.get().spanAt(doc, docs[doc], [...path]));
    expect(before).toEqual(after);
    expect(docs.config.substr(before[0]!.offset, before[0]!.length)).toBe('"x/y"');
  });

  it("reads the text it is given, whichever text of the document it read before", () => {
    const reader = new SpanReader();
    const first = reader.spanAt("config", '{ "a": [1, 2] }', ["a", 1]);
    expect(first).toEqual({ offset: 11, length: 1 });
    expect(reader.spanAt("config", '{ "a": [10, 2] }', ["a", 1])).toEqual({ offset: 12, length: 1 });
    expect(reader.spanAt("scenarios", '{ "a": [1, 2] }', ["a", 0])).toEqual({ offset: 8, length: 1 });
  });
});
