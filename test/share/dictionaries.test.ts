import { describe, expect, it } from "vitest";
import { crc32, D1_TEXT, DICTIONARY_IDS, DICTIONARY_WINDOW, dictionaryById, encodeWtf8 } from "../../src/core/testing";

describe("dictionaries", () => {
  it("ids: 0 is no dictionary, 1 is the frozen examples", () => {
    expect(DICTIONARY_IDS).toEqual(["0", "1"]);
    expect(dictionaryById("0")?.bytes).toBeUndefined();
    expect(dictionaryById("zz")).toBeUndefined();
    expect(dictionaryById("__proto__")).toBeUndefined();
  });

  // If this fails, d1.ts was changed: every link made with it would no longer open. Restore it, and put new
  // content in a new dictionary under a new id instead.
  it("dictionary 1 is frozen: same length, same checksum", () => {
    const bytes = dictionaryById("1")!.bytes!;
    expect(bytes.length).toBe(20575);
    expect(crc32(bytes).toString(16)).toBe("1f462274");
  });

  it("fits deflate's window, and ends with the starter config (the most common text)", () => {
    const bytes = dictionaryById("1")!.bytes!;
    expect(bytes.length).toBeLessThanOrEqual(DICTIONARY_WINDOW);
    expect(D1_TEXT.trimEnd().endsWith("}")).toBe(true);
    expect(D1_TEXT.slice(-2000)).toContain('"rules": [');
  });
});

describe("crc32", () => {
  it.each([
    ["", 0],
    ["a", 0xe8b7be43],
    ["123456789", 0xcbf43926],
    ["The quick brown fox jumps over the lazy dog", 0x414fa339],
  ])("crc32(%j)", (text, sum) => {
    expect(crc32(encodeWtf8(text))).toBe(sum);
  });
});
