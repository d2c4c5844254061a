/**
 * The upgrade's conversion as a code action (Ctrl+., the light bulb) anywhere in the config's `agents` value: it
 * converts a legacy `agents.list` into `agents.entries` with the edits the core made (the same as the Upgrade
 * panel's button), as one edit of the model, so one undo brings the list back. Offered only while the config is
 * still the text the conversion was made for.
 */
import type * as MonacoApi from "monaco-editor/editor";
import type { TextEdit } from "../../core/index";
import type { Range } from "./sync";

export interface ConversionSource {
  /** The conversion the views carry, with the text it was made against; undefined when there is none. */
  conversion(): { readonly title: string; readonly against: string; readonly edits: readonly TextEdit[] } | undefined;
  /** The span of the config's `agents` value in the text the conversion was made for (where the action is offered). */
  agentsSpan(text: string): { readonly offset: number; readonly length: number } | undefined;
  range(offset: number, length: number): Range;
}

/** The action for a cursor at `offset` of the config holding `text`, or none. */
export function conversionAt(source: ConversionSource, text: string, offset: number) {
  const conversion = source.conversion();
  if (!conversion || conversion.against !== text) return undefined;
  const span = source.agentsSpan(text);
  if (!span || offset < span.offset || offset > span.offset + span.length) return undefined;
  return {
    title: conversion.title,
    edits: conversion.edits.map((e) => ({ range: source.range(e.offset, e.length), text: e.text })),
  };
}

export function registerConversionAction(
  languages: typeof MonacoApi.languages,
  source: ConversionSource,
  isConfig: (model: MonacoApi.editor.ITextModel) => boolean,
): MonacoApi.IDisposable {
  return languages.registerCodeActionProvider(
    "json",
    {
      provideCodeActions(model, range) {
        const none = { actions: [], dispose() {} };
        if (!isConfig(model)) return none;
        const found = conversionAt(source, model.getValue(), model.getOffsetAt(range.getStartPosition()));
        if (!found) return none;
        return {
          actions: [
            {
              title: found.title,
              kind: "refactor.rewrite",
              edit: {
                edits: found.edits.map((e) => ({
                  resource: model.uri,
                  textEdit: { range: e.range, text: e.text },
                  versionId: model.getVersionId(),
                })),
              },
            },
          ],
          dispose() {},
        };
      },
    },
    { providedCodeActionKinds: ["refactor.rewrite"] },
  );
}
