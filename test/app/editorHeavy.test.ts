import { describe, expect, it } from "vitest";
import { editorOptionsFor, isLargeText, LARGE_TEXT, modelOptionsFor } from "../../src/app/editor/heavy";

describe("editor features whose cost grows with the whole text", () => {
  it.each([
    ["an empty text", 0, false],
    ["a text of exactly the limit", LARGE_TEXT, false],
    ["a text one past the limit", LARGE_TEXT + 1, true],
    ["a pasted million-element array (5 MB)", 5_000_000, true],
  ])("%s is large: %s", (_name, length, large) => {
    expect(isLargeText(length)).toBe(large);
    expect(modelOptionsFor(length).bracketColorizationOptions.enabled).toBe(!large);
    const options = editorOptionsFor(length);
    expect(options.matchBrackets).toBe(large ? "never" : "always");
    expect(options.guides.highlightActiveBracketPair).toBe(!large);
    expect(options.occurrencesHighlight).toBe(large ? "off" : "singleFile");
    expect(options.selectionHighlight).toBe(!large);
    expect(options.links).toBe(!large);
    expect(options.wordWrap).toBe(large ? "off" : "on");
  });

  it("keeps Monaco's defaults for a small text, so an ordinary document is edited as before", () => {
    expect(editorOptionsFor(100)).toEqual({
      matchBrackets: "always",
      guides: { bracketPairs: false, highlightActiveBracketPair: true },
      occurrencesHighlight: "singleFile",
      selectionHighlight: true,
      links: true,
      // Long lines wrap (indented): no line starts off screen.
      wordWrap: "on",
      wrappingIndent: "indent",
    });
  });
});
