/**
 * A long text crosses to the worker as its edit from the one sent last: the worker rebuilds exactly the text, a
 * keystroke crosses as a few characters, a short text and a worker's first text cross whole.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EDIT_MIN_CHARS, receivedText, sentText } from "../../src/app/analysis/textEdits";
import { DOCS, edited, fakeClient, settle } from "./analysisFakes";

const long = (seed: string) => seed.repeat(Math.ceil(EDIT_MIN_CHARS / Math.max(1, seed.length)) + 1);

describe("a text as it crosses to the worker", () => {
  it("is rebuilt exactly from the text before and what crossed", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.nat({ max: 6 }),
        fc.string({ maxLength: 6 }),
        (seed, at, cut, piece) => {
          const before = long(seed);
          const i = at % before.length;
          const text = before.slice(0, i) + piece + before.slice(i + cut);
          const sent = sentText(before, text);
          expect(receivedText(before, sent)).toBe(text);
          if (text.length >= EDIT_MIN_CHARS) expect(typeof sent).toBe("object");
        },
      ),
      { numRuns: 300 },
    );
  });

  it("crosses as the change typed when it is known, without comparing the two texts", () => {
    const before = long("ab");
    const text = `${before.slice(0, 10)}XY${before.slice(11)}`;
    const typed = { offset: 10, length: 1, text: "XY" };
    const asked: [string, string][] = [];
    const sent = sentText(before, text, (b, a) => (asked.push([b, a]), typed));
    expect(sent).toEqual({ ...typed, total: text.length });
    expect(receivedText(before, sent)).toBe(text);
    expect(asked).toEqual([[before, text]]);
    // Not known: found by comparing, the same edit.
    expect(sentText(before, text, () => undefined)).toEqual(sent);
  });

  it("crosses as nothing when it is the text sent last (the one string, or an equal one), and is that text again", () => {
    const before = long("ab");
    for (const text of [before, [...before].join("")]) {
      const sent = sentText(before, text);
      expect(sent).toEqual({ offset: before.length, length: 0, text: "", total: before.length });
      expect(receivedText(before, sent)).toBe(before);
    }
  });

  it("crosses whole when short, or the first of its document", () => {
    expect(sentText("a", "ab")).toBe("ab");
    expect(sentText(undefined, long("x"))).toBe(long("x"));
    expect(() => receivedText(undefined, { offset: 0, length: 0, text: "x", total: 1 })).toThrow();
    expect(() => receivedText("abc", { offset: 0, length: 0, text: "x", total: 3 })).toThrow();
  });

  it("a keystroke in a long config crosses as the character typed; a new worker is sent the whole text", async () => {
    const { workers, client } = fakeClient();
    const big = { ...DOCS, config: DOCS.config.replace('"legal"}', `"legal", "name": "${long("n")}"}`) };
    const first = client.analyze(big);
    expect(workers.last.lastAnalysis.config).toBe(big.config);
    workers.last.answer();
    await first;
    const typed = edited(big, "legalx");
    const second = client.analyze(typed);
    expect(workers.last.lastAnalysis.config).toEqual({
      offset: expect.any(Number),
      length: 0,
      text: "x",
      total: typed.config.length,
    });
    expect(workers.last.lastTexts.config).toBe(typed.config);
    workers.last.answer();
    await second;
    workers.last.fail({ message: "Uncaught RangeError" });
    await settle();
    const again = edited(big, "legaly");
    void client.analyze(again).catch(() => undefined);
    expect(workers.last.lastAnalysis.config).toBe(again.config);
  });

  it("a long baseline crosses whole once, then as an empty edit while it stays, its edit when it changes, and whole to a new worker", async () => {
    const { workers, client } = fakeClient();
    const base = { ...DOCS, config: DOCS.config.replace('"legal"}', `"legal", "name": "${long("b")}"}`) };
    const first = client.analyze(DOCS, base);
    expect(workers.last.lastAnalysis.baseline?.config).toBe(base.config);
    workers.last.answer();
    await first;
    const second = client.analyze(edited(DOCS, "typed"), base);
    expect(workers.last.lastAnalysis.baseline?.config).toEqual({
      offset: base.config.length,
      length: 0,
      text: "",
      total: base.config.length,
    });
    expect(workers.last.lastBaseline!.config).toBe(base.config);
    workers.last.answer();
    await second;
    const other = edited(base, "legalz");
    const third = client.analyze(edited(DOCS, "typed"), other);
    expect(workers.last.lastAnalysis.baseline?.config).toMatchObject({ text: "z" });
    expect(workers.last.lastBaseline!.config).toBe(other.config);
    workers.last.answer();
    await third;
    workers.last.fail({ message: "Uncaught RangeError" });
    await settle();
    void client.analyze(DOCS, other).catch(() => undefined);
    expect(workers.last.lastAnalysis.baseline?.config).toBe(other.config);
  });
});
