import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
/**
 * A keystroke's answer in two parts: the studio makes the views without the later panels (the decision diff, coverage,
 * the matrix) and then those, equal to one whole update; the client hands the second part over when it comes, and
 * says none will when a newer analysis was asked for or the worker is gone.
 */
import { describe, expect, it } from "vitest";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { laterOf, replaceLater, withLater } from "../../src/app/analysis/later";
import { Studio } from "../../src/app/analysis/studio";
import { testAnalyzer, testLimits } from "../limits";
import { DOCS, edited, fakeClient, settle } from "./analysisFakes";

const studio = () => new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));

describe("the studio's answer in two parts", () => {
  it("leaves the later panels out of the first, and the two make one whole update", () => {
    const texts = edited(DOCS, "typed");
    const parts = studio().updateInParts(texts, testLimits(), DOCS);
    expect(parts.later).toBeDefined();
    expect(parts.views.panels.agents?.ok).toBe(true);
    expect(parts.views.panels.changes).toBeUndefined();
    expect(parts.views.panels.coverage).toBeUndefined();
    expect(parts.views.panels.matrix).toBeUndefined();
    const later = parts.later!();
    expect(Object.keys(later).sort()).toEqual(["changes", "coverage", "matrix"]);
    expect(withLater(parts.views, later)).toEqual(studio().update(texts, testLimits(), DOCS));
  });

  it("comes whole for a text that does not parse (its panels are the last good ones)", () => {
    const s = studio();
    s.update(DOCS, testLimits(), DOCS);
    expect(s.updateInParts({ ...DOCS, config: '{"agents": ' }, testLimits(), DOCS).later).toBeUndefined();
  });

  it("leaves an OpenClaw config's Changes panel and upgrade preview to the second part", () => {
    const texts = {
      config: '{ "agents": { "list": [{ "id": "main" }, { "id": "ops" }] } }',
      scenarios: "{}",
      profile: "openclaw-2026.9" as const,
    };
    const base = { ...texts, config: '{ "agents": { "list": [{ "id": "main" }] } }' };
    const parts = studio().updateInParts(texts, testLimits(), base);
    expect(parts.views.panels.openclaw?.ok).toBe(true);
    expect(parts.views.panels.changes).toBeUndefined();
    expect(parts.views.panels.upgrade).toBeUndefined();
    const later = parts.later!();
    expect(Object.keys(later).sort()).toEqual(["changes", "upgrade"]);
    expect(withLater(parts.views, later)).toEqual(studio().update(texts, testLimits(), base));
  });

  // The preview reads every agent under both releases: no keystroke's first answer waits for it.
  const legacy = (config: string) => ({ config, scenarios: "{}", profile: "openclaw-2026.7" as const });
  const LEGACY = '{ "agents": { "list": [{ "id": "main", "default": true }, { "id": "ops" }] } }';

  it("leaves OpenClaw 2026.7's upgrade preview to the second part, with no baseline too", () => {
    const parts = studio().updateInParts(legacy(LEGACY), testLimits());
    expect(parts.views.panels.upgrade).toBeUndefined();
    const later = parts.later!();
    expect(Object.keys(later)).toEqual(["upgrade"]);
    expect(later.upgrade?.ok && later.upgrade.vm.conversion?.ok).toBe(true);
    expect(withLater(parts.views, later)).toEqual(studio().update(legacy(LEGACY), testLimits()));
  });

  it("shows the last good text's upgrade preview whole, marked stale, while the config does not parse", () => {
    const s = studio();
    const good = s.update(legacy(LEGACY), testLimits());
    const parts = s.updateInParts(legacy(LEGACY.slice(0, -3)), testLimits());
    expect(parts.later).toBeUndefined();
    expect(parts.views.stale.config).toBe(true);
    expect(parts.views.panels.upgrade).toEqual(good.panels.upgrade);
    // Made for the last good text even when no answer asked for it while that text was shown.
    const fresh = studio();
    void fresh.updateInParts(legacy(LEGACY), testLimits());
    expect(fresh.updateInParts(legacy(LEGACY.slice(0, -3)), testLimits()).views.panels.upgrade).toEqual(
      good.panels.upgrade,
    );
  });
});

describe("the later panels kept while the second part is on its way", () => {
  const sophia = studio().update(DOCS, testLimits(), DOCS);
  const openclaw = studio().update(
    { config: '{ "agents": { "list": [{ "id": "main" }] } }', scenarios: "{}", profile: "openclaw-2026.9" },
    testLimits(),
    DOCS,
  );

  it("are those of the same profile only (a keystroke that changes the profile keeps none)", () => {
    expect(Object.keys(laterOf(sophia, sophia)).sort()).toEqual(["changes", "coverage", "matrix"]);
    expect(laterOf(sophia, openclaw)).toEqual({});
    expect(laterOf(undefined, sophia)).toEqual({});
  });

  it("are replaced whole by the second part: a panel it does not bring is gone", () => {
    const replaced = replaceLater(sophia, { changes: openclaw.panels.changes! });
    expect(replaced.panels.changes).toBe(openclaw.panels.changes);
    expect(replaced.panels.coverage).toBeUndefined();
    expect(replaced.panels.matrix).toBeUndefined();
    expect(replaced.panels.agents).toBe(sophia.panels.agents);
  });
});

describe("the client and a worker's answer in two parts", () => {
  const setup = () => fakeClient();

  it("asks for the later panels apart only when told, and hands them over when they come", async () => {
    const { workers, client } = setup();
    const whole = client.analyze(DOCS, DOCS);
    expect(workers.last.lastAnalysis.later).toBeUndefined();
    workers.last.answerInParts();
    expect((await whole).later).toBeUndefined();
    expect((await whole).views.panels.changes).toBeDefined();

    const texts = edited(DOCS, "typed");
    const answer = client.analyze(texts, DOCS, undefined, true);
    expect(workers.last.lastAnalysis.later).toBe(true);
    const sendLater = workers.last.answerInParts();
    const first = await answer;
    expect(first.views.panels.changes).toBeUndefined();
    sendLater();
    const later = await first.later;
    expect(later?.changes?.ok).toBe(true);
    if (later?.changes?.ok) expect(later.changes.vm.total).toBeGreaterThan(0);
  });

  it("says no later panels will come once a newer analysis is asked for, or the worker stops", async () => {
    const { workers, client } = setup();
    const answer = client.analyze(edited(DOCS, "one"), DOCS, undefined, true);
    const sendLater = workers.last.answerInParts();
    const first = await answer;
    const next = client.analyze(edited(DOCS, "two"), DOCS, undefined, true);
    expect(await first.later).toBeUndefined();
    sendLater(); // too late: nobody waits for it, and nothing breaks

    workers.last.answerInParts();
    const second = await next;
    workers.last.fail({ message: "Uncaught RangeError" });
    await settle();
    expect(await second.later).toBeUndefined();
  });
});
