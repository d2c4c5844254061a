/** Problems panel: every diagnostic of both documents, with its line and column in the current text. */
import { positionsAt, type Analysis, type Diagnostic, type Severity } from "../../core/index";
import type { Documents } from "../state/documents";
import { T } from "../texts";
import type { Target } from "./common";

export interface ProblemVM {
  readonly key: string;
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  readonly docName: string;
  readonly where: string;
  readonly target: Target;
}

export interface ProblemsVM {
  readonly problems: readonly ProblemVM[];
  readonly expectations: { readonly met: number; readonly all: number };
}

export function problemsVM(analysis: Analysis, texts: Documents): ProblemsVM {
  return problemsOf(analysis.diagnostics, texts, {
    met: analysis.expectations.filter((e) => e.met).length,
    all: analysis.expectations.length,
  });
}

/** The problems of any diagnostics (an OpenClaw profile's), with the expectations' count (none by default). */
export function problemsOf(
  diagnostics: readonly Diagnostic[],
  texts: Documents,
  expectations: ProblemsVM["expectations"] = NO_EXPECTATIONS,
  /** The config's file name in the profile read (openclaw.json). */
  configName: string = T.docNames.config,
): ProblemsVM {
  // Each document's positions found in one pass over it (another document's problems asked at its start).
  const positions = new Map(
    [...new Set(diagnostics.map((d) => d.doc))].map((doc) => {
      const offsets = diagnostics.map((d) => (d.doc === doc ? d.span.offset : 0));
      return [doc, positionsAt(texts[doc] ?? "", offsets)] as const;
    }),
  );
  return {
    problems: diagnostics.map((d, i) => {
      const pos = positions.get(d.doc)![i]!;
      return {
        // By place in the list and in the document, not by offset: typing above a problem moves it, and it stays
        // the same row (not drawn anew).
        key: `${i}:${d.code}:${d.doc}:${JSON.stringify(d.path)}`,
        code: d.code,
        severity: d.severity,
        message: d.message,
        docName: d.doc === "config" ? configName : T.docNames[d.doc],
        where: `${pos.line}:${pos.column}`,
        target: { doc: d.doc, span: d.span },
      };
    }),
    expectations,
  };
}

const NO_EXPECTATIONS: ProblemsVM["expectations"] = { met: 0, all: 0 };
