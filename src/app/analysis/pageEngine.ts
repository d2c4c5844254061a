/**
 * The page's own engine is a chunk of its own (studio.ts and the engine behind it): the page's first paint does not
 * wait for it, the session asks for it once the first panels are drawn (or the user types) and sends every analysis
 * to the worker until it has arrived.
 * Until then a provenance chip or a hint still finds its path in the text with the document reader alone.
 */
import { parseDocument, type DocumentId, type JsonPath, type ParsedDocument, type Span } from "../../core/index";
import type { Studio } from "./studio";

/** Imports the page's engine and makes the session's studio (with an analyzer of its own). */
export const loadPageStudio = (): Promise<Studio> =>
  import("./studio").then(({ OPENCLAW_LATER, Studio, studioAnalyzer }) => new Studio(studioAnalyzer(), OPENCLAW_LATER));

/** Where a path is in a document's text, each document's last text read kept (as an analyzer keeps it). */
export class SpanReader {
  private readonly last = new Map<DocumentId, { readonly text: string; readonly parsed: ParsedDocument }>();

  spanAt(doc: DocumentId, text: string, path: JsonPath): Span {
    let known = this.last.get(doc);
    if (known?.text !== text) {
      known = { text, parsed: parseDocument(text, doc) };
      this.last.set(doc, known);
    }
    return known.parsed.spanOf(path);
  }
}
