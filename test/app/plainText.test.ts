import { describe, expect, it } from "vitest";
import { applyTextareaEdit, shownInTextarea, shownOffset, textOffset } from "../../src/app/editor/plainText";

/** What a textarea's value becomes when the user replaces [from, to) of what it shows with `typed`. */
function type(text: string, from: number, to: number, typed: string): string {
  const shown = shownInTextarea(text);
  return applyTextareaEdit(text, shown.slice(0, from) + typed + shown.slice(to));
}

describe("the plain-text editor's line breaks", () => {
  it.each([
    ["LF text: the textarea's value as it is", "a\nb", 3, 3, "c", "a\nbc"],
    ["CR LF text: a typed character", "a\r\nb", 3, 3, "c", "a\r\nbc"],
    ["CR LF text: a typed line break is CR LF", "a\r\nb", 1, 1, "\n", "a\r\n\r\nb"],
    ["CR LF text: deleting a line break deletes CR LF", "a\r\nb", 1, 2, "", "ab"],
    ["mixed text: the lines not edited keep their breaks", "a\rb\r\nc\nd", 6, 7, "D", "a\rb\r\nc\nD"],
    ["U+2028 and U+2029 are kept as they are", 'x\r\n"\u2028\u2029"', 2, 2, "!", 'x\r\n!"\u2028\u2029"'],
  ])("%s", (_name, text, from, to, typed, expected) => {
    expect(type(text, from, to, typed)).toBe(expected);
  });

  it("an edit that changes nothing leaves the text as it was, CRs included", () => {
    const text = '{\r\n  "a": 1\r\n}\r';
    expect(applyTextareaEdit(text, shownInTextarea(text))).toBe(text);
  });

  it.each([
    ["LF only", "ab\ncd", 4, 4],
    ["after a CR LF", "ab\r\ncd", 5, 4],
    ["on the LF of a CR LF", "ab\r\ncd", 3, 2],
    ["after a lone CR", "ab\rcd", 4, 4],
  ])("offsets map both ways: %s", (_name, text, offset, shown) => {
    expect(shownOffset(text, offset)).toBe(shown);
    if (text[offset - 1] !== "\r") expect(textOffset(text, shown)).toBe(offset);
  });
});
