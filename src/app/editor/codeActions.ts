/**
 * Quick fixes in the editor (the light bulb, Ctrl+.): Monaco asks for the actions at the cursor with the markers
 * there; each of ours is matched to the diagnostic it was drawn from, and the fixes the core decided for it
 * (createFixer) become code actions of kind "quickfix", the core's preferred one marked so. Applying one is one edit
 * of the model, so one undo takes it back. Nothing is offered while the markers belong to an older text.
 */
import type * as MonacoApi from "monaco-editor/editor";
import { createFixer, mayHaveFix, type Diagnostic, type DocumentId, type Fix, type Fixer } from "../../core/index";
import { markersFor } from "./markers";
import type { Range } from "./sync";

/** The source our markers carry (MonacoEditor sets it), so other markers are left alone. */
export const MARKER_SOURCE = "Scope Studio";

export interface Texts {
  readonly config: string;
  readonly scenarios: string;
  readonly approvals?: string;
}

/** A marker as Monaco hands it to a code action provider (the part read here). */
export interface MarkerLike extends Range {
  readonly code?: string | { readonly value: string } | undefined;
  readonly source?: string | undefined;
}

/** What the provider reads from the page: the diagnostics shown, their texts, the texts now, offsets to ranges. */
export interface QuickFixSource {
  shown(): { readonly diagnostics: readonly Diagnostic[]; readonly texts: Texts } | undefined;
  text(doc: DocumentId): string;
  range(doc: DocumentId, offset: number, length: number): Range;
}

/** One action to offer: the fix, the marker it fixes, and each edit as a range of its document's model. */
export interface QuickFixAction<M extends MarkerLike> {
  readonly fix: Fix;
  readonly marker: M;
  readonly edits: readonly { readonly doc: DocumentId; readonly range: Range; readonly text: string }[];
}

const sameRange = (a: Range, b: Range): boolean =>
  a.startLineNumber === b.startLineNumber &&
  a.startColumn === b.startColumn &&
  a.endLineNumber === b.endLineNumber &&
  a.endColumn === b.endColumn;

const codeOf = (m: MarkerLike): string | undefined => (typeof m.code === "object" ? m.code?.value : m.code);

/**
 * Finds the fixes for markers of one document. Keeps one fixer for the texts last shown (each text is read once
 * however often the cursor moves); a new analysis gets a new one.
 */
export class QuickFixes {
  private last: { readonly texts: Texts; readonly fixer: Fixer } | undefined;

  constructor(private readonly source: QuickFixSource) {}

  actions<M extends MarkerLike>(doc: DocumentId, markers: readonly M[]): QuickFixAction<M>[] {
    const shown = this.source.shown();
    if (!shown) return [];
    const { texts } = shown;
    // Offsets and answers belong to the texts analysed: a newer text waits for its own analysis.
    if (
      texts.config !== this.source.text("config") ||
      texts.scenarios !== this.source.text("scenarios") ||
      (texts.approvals ?? "") !== this.source.text("approvals")
    )
      return [];
    const ours = markers.filter((m) => m.source === MARKER_SOURCE);
    if (!ours.length) return [];
    const diagnostics = shown.diagnostics.filter((d) => d.doc === doc);
    const specs = markersFor(diagnostics, doc, (texts[doc] ?? "").length);
    const fixer = this.fixerFor(texts);
    const out: QuickFixAction<M>[] = [];
    diagnostics.forEach((d, i) => {
      const spec = specs[i];
      if (!spec || !mayHaveFix(d)) return;
      const range = this.source.range(doc, spec.start, spec.end - spec.start);
      const marker = ours.find((m) => codeOf(m) === d.code && sameRange(m, range));
      if (!marker) return;
      for (const fix of fixer.fixesFor(d)) {
        const edits = fix.edits.map((e) => ({
          doc: e.doc,
          range: this.source.range(e.doc, e.offset, e.length),
          text: e.text,
        }));
        out.push({ fix, marker, edits });
      }
    });
    return out;
  }

  private fixerFor(texts: Texts): Fixer {
    if (this.last?.texts !== texts) this.last = { texts, fixer: createFixer(texts) };
    return this.last.fixer;
  }
}

/**
 * Registers the quick fixes for both documents' models with Monaco (given, so this module loads without it).
 * `docOf` tells which document a model holds; `uriOf` names each document's model for the edits.
 */
export function registerQuickFixes(
  languages: typeof MonacoApi.languages,
  fixes: QuickFixes,
  docOf: (model: MonacoApi.editor.ITextModel) => DocumentId | undefined,
  modelOf: (doc: DocumentId) => MonacoApi.editor.ITextModel,
): MonacoApi.IDisposable {
  return languages.registerCodeActionProvider(
    "json",
    {
      provideCodeActions(model, _range, context) {
        const doc = docOf(model);
        const actions = doc ? fixes.actions(doc, context.markers) : [];
        return {
          actions: actions.map(({ fix, marker, edits }) => ({
            title: fix.title,
            kind: "quickfix",
            isPreferred: fix.preferred,
            diagnostics: [marker],
            edit: {
              edits: edits.map((e) => {
                const target = modelOf(e.doc);
                return {
                  resource: target.uri,
                  textEdit: { range: e.range, text: e.text },
                  versionId: target.getVersionId(),
                };
              }),
            },
          })),
          dispose() {},
        };
      },
    },
    { providedCodeActionKinds: ["quickfix"] },
  );
}
