/**
 * The completion provider for both documents' models: the place at the cursor and the suggestions there
 * (completion.ts) become Monaco completion items, a value replacing the string the cursor is in (quotes included), a
 * snippet written with the commas its neighbours need.
 */
import type * as MonacoApi from "monaco-editor/editor";
import type { DocumentId } from "../../core/index";
import {
  DocumentNames,
  entrySeparators,
  placeAt,
  suggestionsAt,
  type CompletionTexts,
  type Suggestion,
} from "./completion";

const ITEM_KIND: Record<Suggestion["kind"], keyof typeof MonacoApi.languages.CompletionItemKind> = {
  agent: "Reference",
  sessionKey: "Reference",
  subagent: "Reference",
  parent: "Reference",
  tool: "Function",
  permission: "Property",
  model: "Module",
  mode: "EnumMember",
  toolClass: "EnumMember",
  snippet: "Snippet",
};

/**
 * Registers the completion for both documents' models with Monaco (given, so this module loads without it).
 * `textOf` gives a document's current text (read only when needed: the other document's text only when its names
 * are); `docOf` tells which document a model holds.
 */
export function registerCompletion(
  languages: typeof MonacoApi.languages,
  docOf: (model: MonacoApi.editor.ITextModel) => DocumentId | undefined,
  textOf: (doc: DocumentId) => string,
  /** The schemas of the profile the config is read in; undefined where these completions do not apply (OpenClaw's). */
  schemas: () => Readonly<Record<DocumentId, unknown>> | undefined,
): MonacoApi.IDisposable {
  const names = new DocumentNames();
  return languages.registerCompletionItemProvider("json", {
    provideCompletionItems(model, position) {
      const doc = docOf(model);
      const known = schemas();
      // The host's approvals are completed from their schema alone (Monaco's own completion).
      if (!doc || doc === "approvals" || !known) return { suggestions: [] };
      const read: Partial<Record<DocumentId, string>> = {};
      const text = (d: DocumentId): string => (read[d] ??= textOf(d));
      const now: CompletionTexts = {
        get config() {
          return text("config");
        },
        get scenarios() {
          return text("scenarios");
        },
      };
      const offset = model.getOffsetAt(position);
      const place = placeAt(doc, now[doc], offset);
      const found = suggestionsAt(now, place, { names, schemas: known });
      if (!found.length) return { suggestions: [] };
      const word = model.getWordUntilPosition(position);
      const range = place.replace
        ? rangeOf(model, place.replace.offset, place.replace.length)
        : {
            startLineNumber: position.lineNumber,
            startColumn: word.startColumn,
            endLineNumber: position.lineNumber,
            endColumn: word.endColumn,
          };
      const separators = entrySeparators(now[doc], offset);
      return {
        suggestions: found.map((s, i) => ({
          label: s.label,
          kind: languages.CompletionItemKind[ITEM_KIND[s.kind]],
          detail: s.detail,
          insertText: s.kind === "snippet" ? `${separators.before}${s.insert}${separators.after}` : s.insert,
          // Monaco filters on the text from the range's start: the opening quote included.
          filterText: s.kind === "snippet" ? s.label : JSON.stringify(s.label),
          sortText: String(i).padStart(6, "0"),
          range,
          ...(s.snippet ? { insertTextRules: languages.CompletionItemInsertTextRule.InsertAsSnippet } : {}),
        })),
      };
    },
  });
}

function rangeOf(model: MonacoApi.editor.ITextModel, offset: number, length: number): MonacoApi.IRange {
  const start = model.getPositionAt(offset);
  const end = model.getPositionAt(offset + length);
  return {
    startLineNumber: start.lineNumber,
    startColumn: start.column,
    endLineNumber: end.lineNumber,
    endColumn: end.column,
  };
}
