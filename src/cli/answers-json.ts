/**
 * The answers (the core's answersOf) as the command line prints them in JSON: each with its reason, the reason's
 * sentence, and where it came from as a file, line and column a person or a CI tool can open.
 */
import {
  formatPath,
  parseDocument,
  reasonText,
  type Answer,
  type DocumentId,
  type JsonPath,
  type Provenance,
  type Span,
} from "../core";
import { placer } from "./check-report";

/** A place in one of the two files: the file's name and the 1-based line and column. */
export interface AnswerPlace {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** Where a document path is in its file; undefined when there is no file behind the document. */
export type Locate = (doc: DocumentId, path: JsonPath) => AnswerPlace | undefined;

/**
 * A locator over the two texts: `spanAt` finds a path's span (an analyzer's spanAtPath reuses its parse of the text
 * analyzed last); by default each document is parsed once, on the first question about it. Documents without a file
 * (`files[doc]` undefined) have no place.
 */
export function locator(
  files: Readonly<Partial<Record<DocumentId, string | undefined>>>,
  texts: Readonly<Partial<Record<DocumentId, string>>>,
  spanAt?: (doc: DocumentId, text: string, path: JsonPath) => Span,
): Locate {
  const parsed = new Map<DocumentId, (path: JsonPath) => Span>();
  const spanOf = (doc: DocumentId, path: JsonPath): Span => {
    if (spanAt) return spanAt(doc, texts[doc] ?? "", path);
    let of = parsed.get(doc);
    if (!of) {
      const document = parseDocument(texts[doc] ?? "", doc);
      of = (p) => document.spanOf(p);
      parsed.set(doc, of);
    }
    return of(path);
  };
  const placers = new Map<DocumentId, (span: Span) => { line: number; column: number }>();
  return (doc, path) => {
    const file = files[doc];
    if (file === undefined) return undefined;
    let place = placers.get(doc);
    if (!place) placers.set(doc, (place = placer(file, texts[doc] ?? "")));
    const { line, column } = place(spanOf(doc, path));
    return { file, line, column };
  };
}

/** Where an answer came from: what the user reads, and the document node with its file, line and column. */
export function fromJson(p: Provenance, locate: Locate) {
  if (p.doc === undefined || p.path === undefined)
    return { label: p.label, ...(p.doc !== undefined && { doc: p.doc }) };
  const place = locate(p.doc, p.path);
  return { label: p.label, doc: p.doc, path: formatPath(p.path), ...place };
}

/** One answer in JSON: key, group, subject, field, value, and when known the reason, its sentence and the place. */
export function answerJson(a: Answer, locate: Locate) {
  return { key: a.key, group: a.group, subject: a.subject, field: a.field, ...answerValueJson(a, locate) };
}

/** What an answer says (one side of a change): its value, and when known its reason, the sentence and the place. */
export function answerValueJson(a: Answer, locate: Locate) {
  return {
    value: a.value,
    ...(a.reason !== undefined && { reason: a.reason, reasonText: reasonText(a.reason) }),
    ...(a.from !== undefined && { from: fromJson(a.from, locate) }),
  };
}
