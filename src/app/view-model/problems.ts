/** Problems panel: every diagnostic of both documents, with its line and column in the current text. */
import { positionAt, type Analysis, type Severity } from "../../core/index";
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
  return {
    problems: analysis.diagnostics.map((d, i) => {
      const pos = positionAt(texts[d.doc], d.span.offset);
      return {
        key: `${i}:${d.code}:${d.doc}:${d.span.offset}`,
        code: d.code,
        severity: d.severity,
        message: d.message,
        docName: T.docNames[d.doc],
        where: `${pos.line}:${pos.column}`,
        target: { doc: d.doc, span: d.span },
      };
    }),
    expectations: {
      met: analysis.expectations.filter((e) => e.met).length,
      all: analysis.expectations.length,
    },
  };
}
