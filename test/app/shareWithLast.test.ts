// Each answer shares with the last one every part equal to it (an unchanged card is the same object, and is not drawn
// again), but for the diagnostics and the problems, which are taken as they come (typing above them moves their spans).
import { describe, expect, it } from "vitest";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { shareWithLast } from "../../src/app/analysis/session";
import { Studio } from "../../src/app/analysis/studio";
import { testAnalyzer, testLimits } from "../limits";

const CONFIG = (extra: string) => `{
  "agents": { "list": [{ "id": "a", "default": true }, { "id": "b" }, { "id": "b" }] }${extra}
}
`;
const docs = (config: string) => ({ config, scenarios: "{}" });
/** Views as they cross from the worker: JSON, new objects everywhere. */
const viewsOf = (config: string) => {
  const studio = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
  return JSON.parse(JSON.stringify(studio.update(docs(config), testLimits()))) as ReturnType<Studio["update"]>;
};

describe("the views shared with the last ones", () => {
  it("an equal card is the last one's object; the diagnostics and problems are the new answer's", () => {
    const last = viewsOf(CONFIG(""));
    // A space before the end: every span after it the same, the texts differ.
    const next = viewsOf(CONFIG(" "));
    const shared = shareWithLast(last, next);
    const cards = (v: typeof last) => (v.panels.agents?.ok ? v.panels.agents.vm.agents : []);
    expect(cards(shared).length).toBeGreaterThan(1);
    cards(shared).forEach((card, i) => expect(card).toBe(cards(last)[i]));
    expect(shared.diagnostics.length).toBeGreaterThan(0);
    expect(shared.diagnostics).toBe(next.diagnostics);
    expect(shared.panels.problems).toBe(next.panels.problems);
    expect(shared).toEqual(next);
  });

  it("the first answer is itself", () => {
    const next = viewsOf(CONFIG(""));
    expect(shareWithLast(undefined, next)).toBe(next);
  });
});
