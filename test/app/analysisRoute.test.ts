import { describe, expect, it } from "vitest";
import { COLD_ALLOWANCE_MS, PAGE_QUICK_MS, PAGE_SLOW_MS, PAGE_UNTRIED_MAX, Router } from "../../src/app/analysis/route";
import { WORKER_THRESHOLD } from "../../src/app/analysis/stale";
import { DOCS } from "./analysisFakes";

const LARGE = { config: "x".repeat(WORKER_THRESHOLD + 1), scenarios: "{}" };
/** Under the worker's threshold, over what the page takes untried (an OpenClaw config of 1,000 agents). */
const MIDDLING = { config: "x".repeat(PAGE_UNTRIED_MAX + 1), scenarios: "{}" };

/** A router that has learnt the documents are costly: an analysis on the page took too long. */
function costlyRouter(): Router {
  const router = new Router();
  router.pageTook(DOCS, PAGE_SLOW_MS + 1, false);
  return router;
}

describe("where an analysis runs", () => {
  it.each([
    ["a link, an example, a restore, a redaction (loaded)", DOCS, "loaded", "worker"],
    ["large typed documents", LARGE, "typed", "worker"],
    ["small typed documents", DOCS, "typed", "page"],
  ] as const)("sends %s to the %s", (_name, docs, origin, engine) => {
    expect(new Router().engineFor(docs, origin)).toBe(engine);
  });

  it.each([
    ["took longer than the page may", PAGE_SLOW_MS + 1, false],
    ["was cut off", 5, true],
  ])("sends typing to the worker once an analysis on the page %s", (_name, ms, cutOff) => {
    const router = new Router();
    router.pageTook(DOCS, ms, cutOff);
    expect(router.engineFor(DOCS, "typed")).toBe("worker");
  });

  it("allows the page's first analysis the time it spends compiling the engine", () => {
    const router = new Router();
    router.pageTook(DOCS, PAGE_SLOW_MS + COLD_ALLOWANCE_MS, false, true);
    expect(router.engineFor(DOCS, "typed")).toBe("page");
    router.pageTook(DOCS, PAGE_SLOW_MS + COLD_ALLOWANCE_MS + 1, false, true);
    expect(router.engineFor(DOCS, "typed")).toBe("worker");
  });

  it("stays on the page after a quick analysis there", () => {
    const router = new Router();
    router.pageTook(DOCS, PAGE_SLOW_MS, false);
    expect(router.engineFor(DOCS, "typed")).toBe("page");
  });

  it.each([
    ["slow", PAGE_QUICK_MS + 1, false, false],
    ["cut off", 1, true, false],
    ["first (cold) but slow even so", PAGE_QUICK_MS + COLD_ALLOWANCE_MS + 1, false, true],
    ["first (cold) and cut off", 1, true, true],
  ])("keeps typing in the worker after a %s analysis of small documents there (a costly link)", (_n, ms, cut, cold) => {
    const router = new Router();
    router.workerTook(DOCS, ms, cut, cold);
    expect(router.engineFor(DOCS, "typed")).toBe("worker");
  });

  it.each([
    ["quick", PAGE_QUICK_MS, false],
    ["first (cold), within the time it spends compiling the engine", PAGE_QUICK_MS + COLD_ALLOWANCE_MS, true],
  ])("hands typing back to the page after a %s analysis in the worker (a costly link made cheap)", (_n, ms, cold) => {
    const router = new Router();
    router.workerTook(DOCS, PAGE_QUICK_MS + 1, false);
    router.workerTook(DOCS, ms, false, cold);
    expect(router.engineFor(DOCS, "typed")).toBe("page");
  });

  it("keeps typing in the worker, however quick there, while the page itself was slow on documents as large", () => {
    // The worker answers from the memory of the keys before; the page's engine would start without it.
    const router = costlyRouter();
    for (let key = 0; key < 5; key++) {
      router.workerTook(DOCS, 1, false);
      expect(router.engineFor(DOCS, "typed"), `after quick answer ${key + 1}`).toBe("worker");
    }
    const half = { config: DOCS.config.slice(0, Math.ceil(DOCS.config.length / 2)), scenarios: DOCS.scenarios };
    router.workerTook(half, 1, false);
    expect(router.engineFor(half, "typed"), "documents not yet half as large").toBe("worker");
    const smaller = { config: "{}", scenarios: "{}" };
    router.workerTook(smaller, 1, false);
    expect(router.engineFor(smaller, "typed"), "documents under half as large: back to the page").toBe("page");
  });

  it("learns nothing about small documents from the time large ones took", () => {
    const router = new Router();
    router.workerTook(LARGE, 10_000, true);
    expect(router.engineFor(DOCS, "typed")).toBe("page");
    const costly = costlyRouter();
    costly.workerTook(LARGE, 1, false);
    expect(costly.engineFor(DOCS, "typed")).toBe("worker");
  });

  it("keeps typing on the page, however costly, while the worker's script cannot load, and trusts the worker again once it answers", () => {
    const router = costlyRouter();
    router.workerCannotLoad();
    expect(router.engineFor(DOCS, "typed")).toBe("page");
    router.pageTook(DOCS, PAGE_SLOW_MS * 10, false);
    expect(router.engineFor(DOCS, "typed")).toBe("page");
    // What only the worker takes still goes there: its fault is shown, with Retry.
    expect(router.engineFor(DOCS, "loaded")).toBe("worker");
    expect(router.engineFor(LARGE, "typed")).toBe("worker");
    router.workerTook(DOCS, PAGE_QUICK_MS + 1, false);
    expect(router.engineFor(DOCS, "typed")).toBe("worker");
  });

  it("sends typing in documents over what the page takes untried to the worker, until the page was quick on some half as large", () => {
    const router = new Router();
    expect(router.engineFor(MIDDLING, "typed")).toBe("worker");
    // The worker's quick answers hand typing back to the page only where the page has been tried.
    router.workerTook(MIDDLING, 1, false);
    expect(router.engineFor(MIDDLING, "typed")).toBe("worker");
    expect(router.engineFor(DOCS, "typed")).toBe("page");
    const third = { config: "x".repeat(Math.floor(MIDDLING.config.length / 3)), scenarios: "" };
    router.pageTook(third, PAGE_SLOW_MS, false);
    expect(router.engineFor(MIDDLING, "typed"), "quick on a third as large").toBe("worker");
    const half = { config: "x".repeat(Math.ceil((MIDDLING.config.length + 2) / 2)), scenarios: "" };
    router.pageTook(half, PAGE_SLOW_MS + 1, false);
    expect(router.engineFor(MIDDLING, "typed"), "slow on half as large").toBe("worker");
    const fresh = new Router();
    fresh.pageTook(half, PAGE_SLOW_MS, false);
    expect(fresh.engineFor(MIDDLING, "typed"), "quick on half as large").toBe("page");
    // Without a worker, typing stays on the page however large.
    const down = new Router();
    down.workerCannotLoad();
    expect(down.engineFor(MIDDLING, "typed")).toBe("page");
  });
});
