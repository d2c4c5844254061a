/**
 * Gutter marks beside each `expect` of the scenarios: a check mark when it is met, a cross when it is not (a shape,
 * not only a colour), with a hover that says what was expected and what came. They are decorations of the scenarios
 * model, so they show whenever the editor shows it, and move with the text until the next analysis replaces them.
 */
import type { ExpectedValue, JsonPath, Span } from "../../core/index";
import { T } from "../texts";
import type { ExpectationView } from "../view-model/expectations";
import { escapeMarkdown } from "./markdown";
import type { Range } from "./sync";
import type { monaco } from "./monaco";

/** One mark: where the `expect` value is (offsets), whether it is met, and its hover text. */
export interface MarkSpec {
  readonly offset: number;
  readonly length: number;
  readonly met: boolean;
  readonly hover: string;
}

/** An expectation's value as the hover says it: a quoted id or verdict, allowed or not, a list of tools. */
export function valueText(value: ExpectedValue): string {
  if (typeof value === "boolean") return value ? T.expectations.value.allowed : T.expectations.value.notAllowed;
  if (typeof value === "string") return JSON.stringify(value);
  return value.length === 0 ? T.expectations.value.noTools : value.join(", ");
}

/** The marks of the expectations, each at its `expect` value's span in the text (`spanOf`, read from the text). */
export function marksFor(
  expectations: readonly ExpectationView[],
  spanOf: (path: JsonPath) => Span,
): readonly MarkSpec[] {
  return expectations.map((e) => {
    const span = spanOf(e.path);
    return {
      offset: span.offset,
      length: span.length,
      met: e.met,
      hover: T.expectations.mark(e.met, valueText(e.expected), valueText(e.actual)),
    };
  });
}

/** The CSS classes of a mark: the shape comes from `expect-mark-met` (✓) or `expect-mark-failed` (✗). */
export const markClass = (met: boolean): string => `expect-mark ${met ? "expect-mark-met" : "expect-mark-failed"}`;

/** The marks of one model, replaced as a whole each time the analysis answers. */
export class ExpectationMarks {
  private ids: string[] = [];

  constructor(
    private readonly model: monaco.editor.ITextModel,
    private readonly rangeOf: (offset: number, length: number) => Range,
  ) {}

  show(marks: readonly MarkSpec[]): void {
    if (this.model.isDisposed()) return;
    const decorations = marks.map((mark): monaco.editor.IModelDeltaDecoration => {
      const r = this.rangeOf(mark.offset, mark.length);
      const hover = { value: escapeMarkdown(mark.hover) };
      return {
        range: {
          startLineNumber: r.startLineNumber,
          startColumn: r.startColumn,
          endLineNumber: r.startLineNumber,
          endColumn: r.startColumn,
        },
        options: {
          glyphMarginClassName: markClass(mark.met),
          glyphMarginHoverMessage: hover,
          hoverMessage: hover,
          stickiness: 1, // NeverGrowsWhenTypingAtEdges
        },
      };
    });
    this.ids = this.model.deltaDecorations(this.ids, decorations);
  }

  dispose(): void {
    if (!this.model.isDisposed()) this.model.deltaDecorations(this.ids, []);
    this.ids = [];
  }
}
