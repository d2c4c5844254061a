import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
/** "Why not?" through the analysis worker: the request, its time limit, and what comes back when the worker dies. */
import { describe, expect, it } from "vitest";
import { WHY_BUDGET_MS } from "../../src/app/analysis/client";
import { Studio } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { DOCS, fakeClient } from "./analysisFakes";
import { testAnalyzer, testLimits } from "../limits";

const setup = () => fakeClient({ budgetMs: 10_000, hangMs: 13_000 });

describe("why not? in the worker", () => {
  it("asks the worker with a time limit shorter than an analysis's, and resolves with its answer", async () => {
    const { workers, client } = setup();
    void client.analyze(DOCS);
    workers.last.answer();
    const target = { kind: "call" as const, index: 0 };
    const asked = client.why(DOCS, target);
    const request = workers.last.sent.at(-1)!;
    expect(request).toMatchObject({ kind: "why", target, budgetMs: WHY_BUDGET_MS, config: DOCS.config });
    const why = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).why(DOCS, target, testLimits());
    workers.last.reply({ kind: "why", id: request.id, why });
    expect(await asked).toBe(why);
  });

  it("is undefined when there is no worker, or the worker is stopped before it answers", async () => {
    const { workers, client } = setup();
    expect(await client.why(DOCS, { kind: "call", index: 0 })).toBeUndefined();
    void client.analyze(DOCS).catch(() => undefined);
    const asked = client.why(DOCS, { kind: "call", index: 0 });
    client.end();
    expect(await asked).toBeUndefined();
    expect(workers.last.terminated).toBe(true);
  });
});
