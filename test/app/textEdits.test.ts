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

  it("crosses whole when short, or the first of its document", () => {
    expect(sentText("a", "ab")).toBe("ab");
    expect(sentText(undefined, long("x"))).toBe(long("x"));
    expect(() => receivedText(undefined, { at: 0, removed: 0, inserted: "x", length: 1 })).toThrow();
    expect(() => receivedText("abc", { at: 0, removed: 0, inserted: "x", length: 3 })).toThrow();
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
      at: expect.any(Number),
      removed: 0,
      inserted: "x",
      length: typed.config.length,
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
});
