import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
/**
 * The baseline through the analysis session: the worker is sent the baseline's texts with the analysis, another
 * baseline analyses the same texts again, and the page's own analyses carry the Changes view too.
 */
import { Studio } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { testAnalyzer } from "../limits";
import { describe, expect, it } from "vitest";
import { createAnalysisClient } from "../../src/app/analysis/client";
import { createCrashGuard } from "../../src/app/analysis/guard";
import { createAnalysisSession, HANG_MARGIN_MS, WORKER_BUDGET_MS } from "../../src/app/analysis/session";
import { createBaselineStore } from "../../src/app/state/baseline";
import { createDocumentStore } from "../../src/app/state/documents";
import { DOCS, edited, fakeStorage, fakeWorkers, ManualTime, settle } from "./analysisFakes";

/** A page whose own engine never arrives (`pageEngine: false`): typing goes to the worker too. */
function page({ pageEngine = true } = {}) {
  const time = new ManualTime();
  const storage = fakeStorage();
  const store = createDocumentStore({ storage, clock: time.clock });
  const baseline = createBaselineStore(storage, store.tabId());
  baseline.open({ kind: "link", docs: DOCS });
  const workers = fakeWorkers();
  const client = createAnalysisClient({
    createWorker: workers.create,
    timer: time.timer,
    clock: time.clock,
    budgetMs: WORKER_BUDGET_MS,
    hangMs: WORKER_BUDGET_MS + HANG_MARGIN_MS,
  });
  const guard = createCrashGuard({ storage, clock: time.clock });
  const session = createAnalysisSession({
    store,
    client,
    guard,
    timer: time.timer,
    clock: time.clock,
    baseline,
    loadStudio: () =>
      pageEngine
        ? Promise.resolve(new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)))
        : new Promise<Studio>(() => {}),
  });
  return { store, workers, session, baseline };
}

const changedKeys = (p: ReturnType<typeof page>) => {
  const changes = p.session.get().shown?.views.panels.changes;
  return changes?.ok ? changes.vm.groups.flatMap((g) => g.changes.map((c) => c.key)) : undefined;
};

describe("the baseline in the analysis session", () => {
  it("sends the baseline's texts to the worker with the analysis", () => {
    const p = page();
    p.store.replace(edited(DOCS, "docs"));
    expect(p.workers.last.lastAnalysis.baseline).toEqual(DOCS);
  });

  it("analyses the same texts again when the baseline changes", async () => {
    const p = page();
    p.store.replace(DOCS);
    p.workers.last.answer(1);
    await settle();
    const sent = p.workers.last.sent.length;
    const other = edited(DOCS, "other");
    p.baseline.choose({ kind: "snapshot", name: "s", snapshotId: "s", docs: other });
    expect(p.workers.last.sent.length).toBe(sent + 1);
    expect(p.workers.last.lastAnalysis.baseline).toEqual(other);
  });

  it("draws a keystroke's worker answer in two parts: the later panels kept from before until theirs come", async () => {
    const p = page({ pageEngine: false });
    p.store.replace(DOCS);
    expect(p.workers.last.lastAnalysis.later).toBeUndefined(); // a text opened is drawn whole
    p.workers.last.answerInParts();
    await settle();
    const before = p.session.get().shown!.views.panels.changes;
    expect(before?.ok).toBe(true);
    const typed = edited(DOCS, "docs");
    p.store.setText("config", typed.config);
    expect(p.workers.last.lastAnalysis.later).toBe(true);
    const sendLater = p.workers.last.answerInParts();
    await settle();
    const first = p.session.get().shown!;
    expect(first).toMatchObject({ texts: { config: typed.config }, laterPending: true });
    expect(first.views.panels.agents?.ok && first.views.panels.agents.vm.agents.map((a) => a.id)).toContain("docs");
    expect(first.views.panels.changes).toBe(before);
    sendLater();
    await settle();
    expect(p.session.get().shown?.laterPending).toBeUndefined();
    expect(changedKeys(p)).toEqual(expect.arrayContaining(["agent docs workspace"]));
  });

  it("lists what a typed edit changes, analysed on the page", async () => {
    const p = page();
    p.store.replace(DOCS);
    p.workers.last.answer(1);
    await settle();
    // The fake worker answers without a baseline; the page's own analysis of a typed edit carries one.
    p.store.setText("config", edited(DOCS, "docs").config);
    expect(p.session.get().engine).toBe("page");
    expect(changedKeys(p)).toEqual(expect.arrayContaining(["agent docs workspace"]));
    expect(changedKeys(p)).not.toContain("agent main workspace");
  });
});
