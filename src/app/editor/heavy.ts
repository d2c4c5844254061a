/**
 * Editor features whose cost grows with the whole text rather than with what is on screen: bracket pair
 * colorization (a decoration per bracket of a visible line, and one line can hold millions), matching and
 * highlighting brackets (a tree of every bracket in the text), occurrence and selection highlights (a search of the
 * whole text on every cursor move). A text past LARGE_TEXT characters is edited without them, so a pasted
 * million-element array does not block the page; they come back when the text is small again.
 */

/** Past this many characters a model is edited without the features above (Monaco's own bracket limit is 5 M). */
export const LARGE_TEXT = 1_000_000;

export const isLargeText = (length: number): boolean => length > LARGE_TEXT;

/** The model's options for a text of this length (Monaco's ITextModelUpdateOptions). */
export function modelOptionsFor(length: number) {
  return { bracketColorizationOptions: { enabled: !isLargeText(length), independentColorPoolPerBracketType: false } };
}

/** The editor's options while it shows a text of this length (part of Monaco's IEditorOptions). */
export function editorOptionsFor(length: number) {
  const large = isLargeText(length);
  return {
    matchBrackets: large ? "never" : "always",
    guides: { bracketPairs: false, highlightActiveBracketPair: !large },
    occurrencesHighlight: large ? "off" : "singleFile",
    selectionHighlight: !large,
    links: !large,
    // Long lines wrap, so no line ever starts off screen (a jump lands at its column 1); a very large text keeps
    // one line per line (wrapping it all would cost every edit).
    wordWrap: large ? "off" : "on",
    wrappingIndent: "indent",
  } as const;
}
