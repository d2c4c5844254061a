/**
 * Monaco keeps one line ending per model: a text with a lone CR, or with CR LF and LF mixed, has its line endings
 * rewritten when it becomes a model. The document is the user's text and must stay as it was, so for such a text
 * the editor works in lines and columns, which both agree on (every CR LF, CR and LF ends one line in both), and
 * maps each edit of the model onto the document instead of reading the model's text back.
 */

/** The offset at which each line of a text starts (CR LF, CR and LF each end a line, as in Monaco). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    } else if (c === 10) starts.push(i + 1);
  }
  return starts;
}

export interface Position {
  readonly lineNumber: number;
  readonly column: number;
}

/** The length of line `index` (0-based) without its line ending. */
function contentLength(text: string, starts: readonly number[], index: number): number {
  const start = starts[index] ?? 0;
  const next = starts[index + 1];
  if (next === undefined) return text.length - start;
  const crlf = text.charCodeAt(next - 1) === 10 && text.charCodeAt(next - 2) === 13 && next - 2 >= start;
  return next - start - (crlf ? 2 : 1);
}

/** The line and column (1-based) of an offset in the text; an offset inside a CR LF is the end of its line. */
export function positionAt(text: string, starts: readonly number[], offset: number): Position {
  const at = Math.min(Math.max(offset, 0), text.length);
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= at) lo = mid;
    else hi = mid - 1;
  }
  const column = Math.min(at - (starts[lo] ?? 0), contentLength(text, starts, lo)) + 1;
  return { lineNumber: lo + 1, column };
}

/** The offset in the text of a line and column (1-based), clamped to the line's content. */
export function offsetAt(text: string, starts: readonly number[], position: Position): number {
  const index = Math.min(Math.max(position.lineNumber - 1, 0), starts.length - 1);
  const column = Math.min(Math.max(position.column - 1, 0), contentLength(text, starts, index));
  return (starts[index] ?? 0) + column;
}

export interface LineChange {
  readonly range: {
    readonly startLineNumber: number;
    readonly startColumn: number;
    readonly endLineNumber: number;
    readonly endColumn: number;
  };
  readonly text: string;
}

/**
 * The document after a model's content change, given in lines and columns of the model before the change (as
 * Monaco reports them): each replaced range maps onto the document, everything else stays as it was.
 */
export function applyLineChanges(text: string, changes: readonly LineChange[]): string {
  const starts = lineStarts(text);
  const edits = changes
    .map((change) => ({
      start: offsetAt(text, starts, { lineNumber: change.range.startLineNumber, column: change.range.startColumn }),
      end: offsetAt(text, starts, { lineNumber: change.range.endLineNumber, column: change.range.endColumn }),
      text: change.text,
    }))
    .sort((a, b) => b.start - a.start);
  let result = text;
  for (const edit of edits) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}
