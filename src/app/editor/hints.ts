/**
 * Greyed notes in the editor beside each agent entry of agents.list (its resolved workspace and model) and beside
 * each call of the scenarios (its verdict): Monaco's inlay hints. The words are the panels' own (the agent cards'
 * answers, the calls' verdicts), placed on the entry's line, found by the view's path in the current text. Nothing
 * is shown for an analysis the panels do not trust (stale, faulted, paused, cut off) nor for a heavy text; while the
 * analysis is behind the text, the editor waits for the next one instead of guessing. Pure, apart from the small
 * Monaco registration at the end (given Monaco's `languages`, as codeActions.ts is).
 */
import type * as MonacoApi from "monaco-editor/editor";
import type { DocumentId, JsonPath, Span } from "../../core/index";
import type { Analysed, PanelsState } from "../analysis/session";
import type { StudioViews } from "../analysis/studio";
import type { Documents } from "../state/documents";
import { sameTexts } from "../state/drafts";
import { T } from "../texts";
import { isLargeText } from "./heavy";
import { lineStarts, positionAt, type Position } from "./lineMap";

/**
 * Past this many characters a document has no hints: placing them reads the whole text's spans on the page after each
 * analysis, which on a text this long costs typing more than the hints are worth (heavy mode, heavy.ts, is far past).
 */
export const HINTS_MAX_TEXT = 256_000;

/** At most this many hints in one request (Monaco asks for the visible lines and a margin around them). */
export const MAX_HINTS = 300;

/** The characters of hints one line shows before "…" (Monaco's default, 43, cuts a workspace and model short). */
export const HINT_MAX_LENGTH = 160;

export type HintKind = "agent" | "call";

/** What a hint is about and says: an entry's path in its document and the words beside it. */
export interface HintEntry {
  readonly kind: HintKind;
  readonly path: JsonPath;
  readonly label: string;
}

/** A hint placed in the text: its line and column (1-based, as Monaco counts them). */
export interface Hint extends Position {
  readonly kind: HintKind;
  readonly label: string;
}

/** A range of lines (1-based, both included). */
export interface Lines {
  readonly first: number;
  readonly last: number;
}

const answerText = (value: string | number | undefined): string | undefined =>
  value === undefined ? undefined : String(value);

/** The entries of a document the panels' views say something about, with the words: none from stale views. */
export function hintEntries(views: StudioViews, doc: DocumentId): readonly HintEntry[] {
  if (views.staleNote !== undefined) return [];
  if (doc === "config") {
    const agents = views.panels.agents;
    if (!agents?.ok) return [];
    return agents.vm.agents.map((agent) => ({
      kind: "agent",
      path: agent.path,
      label: T.hints.agent(
        answerText(agent.answers["data-workspace"]) ?? "",
        answerText(agent.answers["data-model"]) ?? T.agents.noModel,
      ),
    }));
  }
  const delegation = views.panels.delegation;
  if (!delegation?.ok) return [];
  return delegation.vm.calls.map((call) => ({ kind: "call", path: call.path, label: T.hints.call(call.verdict) }));
}

/**
 * The entries placed in `text` (each at its path's span, `spanOf`): at the end of the line the entry starts on, or,
 * where several entries start on one line, right after each one that ends there. In document order.
 */
export function placeHints(
  entries: readonly HintEntry[],
  text: string,
  spanOf: (path: JsonPath) => Span,
): readonly Hint[] {
  const starts = lineStarts(text);
  const spans = entries.map((entry) => {
    const span = spanOf(entry.path);
    return {
      entry,
      start: positionAt(text, starts, span.offset),
      end: positionAt(text, starts, span.offset + span.length),
    };
  });
  const perLine = new Map<number, number>();
  for (const { start } of spans) perLine.set(start.lineNumber, (perLine.get(start.lineNumber) ?? 0) + 1);
  const lineEnd = (lineNumber: number): Position => {
    const next = starts[lineNumber];
    return positionAt(text, starts, next === undefined ? text.length : next - 1);
  };
  return spans
    .map(({ entry, start, end }): Hint => {
      const shared = (perLine.get(start.lineNumber) ?? 0) > 1 && end.lineNumber === start.lineNumber;
      const at = shared ? end : lineEnd(start.lineNumber);
      return { kind: entry.kind, label: entry.label, lineNumber: at.lineNumber, column: at.column };
    })
    .sort((a, b) => a.lineNumber - b.lineNumber || a.column - b.column);
}

/** The hints on `lines`, at most `max` of them (placed hints are in line order). */
export function hintsOn(placed: readonly Hint[], lines: Lines, max = MAX_HINTS): readonly Hint[] {
  let lo = 0;
  let hi = placed.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (placed[mid]!.lineNumber < lines.first) lo = mid + 1;
    else hi = mid;
  }
  const shown: Hint[] = [];
  for (let i = lo; i < placed.length && shown.length < max; i++) {
    const hint = placed[i]!;
    if (hint.lineNumber > lines.last) break;
    shown.push(hint);
  }
  return shown;
}

/** What the editor has to go on: the analysis the panels show (with its texts) and how far it is trusted. */
export interface HintInput {
  readonly shown: Analysed | undefined;
  readonly state: PanelsState;
}

/** The hints to draw now, or "wait": the analysis is behind the text and the next one will say. */
export type HintAnswer = { readonly kind: "wait" } | { readonly kind: "hints"; readonly hints: readonly Hint[] };

const NONE: HintAnswer = { kind: "hints", hints: [] };

/**
 * The hints of one editor: placing every entry reads the text's spans once per analysis and text, so it is kept (for
 * the views and text last placed, per document) by the object the editor creates, not by this module.
 */
export class EditorHints {
  private readonly placed = new Map<
    DocumentId,
    { readonly views: StudioViews; readonly text: string; readonly hints: readonly Hint[] }
  >();

  /** `spanOf` finds a path's span in a document's text (the session's spanAt). */
  constructor(private readonly spanOf: (doc: DocumentId, text: string, path: JsonPath) => Span) {}

  /** The hints on `lines` of document `doc`, whose texts are now `texts`. */
  answer(input: HintInput, doc: DocumentId, texts: Documents, lines: Lines): HintAnswer {
    const { shown, state } = input;
    const text = texts[doc] ?? "";
    if (!shown || state === "stale" || isLargeText(text.length) || text.length > HINTS_MAX_TEXT) return NONE;
    // The values of both documents' entries depend on both texts (the scenarios' HOME, the config's rules).
    if (!sameTexts(shown.texts, texts)) return { kind: "wait" };
    return { kind: "hints", hints: hintsOn(this.place(shown.views, doc, text), lines) };
  }

  private place(views: StudioViews, doc: DocumentId, text: string): readonly Hint[] {
    const known = this.placed.get(doc);
    if (known && known.views === views && known.text === text) return known.hints;
    const hints = placeHints(hintEntries(views, doc), text, (path) => this.spanOf(doc, text, path));
    this.placed.set(doc, { views, text, hints });
    return hints;
  }
}

/** What the Monaco provider reads from the editor: the analysis, the texts now, which document a model holds. */
export interface HintSource {
  input(): HintInput;
  texts(): Documents;
  docOf(model: MonacoApi.editor.ITextModel): DocumentId | undefined;
  /** Where a path is in a document's text (the session's spanAt). */
  spanOf(doc: DocumentId, text: string, path: JsonPath): Span;
}

/**
 * Registers the hints with Monaco. `analysed()` is to be called whenever the analysis shown (or its state) changes:
 * the requests waiting for it answer, and Monaco asks again (onDidChangeInlayHints).
 */
export function registerHints(
  languages: typeof MonacoApi.languages,
  source: HintSource,
): { readonly analysed: () => void; readonly dispose: () => void } {
  const hints = new EditorHints((doc, text, path) => source.spanOf(doc, text, path));
  const changed = new Set<() => void>();
  const waiting = new Set<() => void>();
  let disposed = false;
  const onChange: MonacoApi.IEvent<void> = (listener) => {
    const call = () => listener();
    changed.add(call);
    return { dispose: () => void changed.delete(call) };
  };
  /** Resolves true at the next analysis, false when the request is cancelled first. */
  const nextAnalysis = (token: MonacoApi.CancellationToken): Promise<boolean> =>
    new Promise((resolve) => {
      const cancel = token.onCancellationRequested(() => done(false));
      const wake = () => done(true);
      function done(analysed: boolean): void {
        waiting.delete(wake);
        cancel.dispose();
        resolve(analysed);
      }
      waiting.add(wake);
    });
  const registration = languages.registerInlayHintsProvider("json", {
    displayName: T.hints.toggle,
    onDidChangeInlayHints: onChange,
    async provideInlayHints(model, range, token) {
      const doc = source.docOf(model);
      const lines = { first: range.startLineNumber, last: range.endLineNumber };
      let answer: HintAnswer = NONE;
      while (doc && !disposed && !token.isCancellationRequested) {
        answer = hints.answer(source.input(), doc, source.texts(), lines);
        if (answer.kind === "hints" || !(await nextAnalysis(token))) break;
      }
      const shown = answer.kind === "hints" && !disposed && !token.isCancellationRequested ? answer.hints : [];
      return {
        hints: shown.map((hint) => ({
          label: hint.label,
          position: { lineNumber: hint.lineNumber, column: hint.column },
          paddingLeft: true,
        })),
        dispose() {},
      };
    },
  });
  return {
    analysed() {
      for (const wake of [...waiting]) wake();
      for (const call of [...changed]) call();
    },
    dispose() {
      disposed = true;
      for (const wake of [...waiting]) wake();
      registration.dispose();
    },
  };
}
