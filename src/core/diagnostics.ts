/**
 * Diagnostics: every problem the studio reports, as data. Each carries a stable code (SC + three digits),
 * a severity, a message that says what to do, the document it is about and the exact span of the JSON node.
 *
 * Code ranges, one per room, so rooms never collide:
 *   SC0xx  the document itself (syntax, size, depth, schema shape)          document/
 *   SC1xx  agent scope (ids, defaults, paths, models, skills)                 scope/
 *   SC2xx  permissions, modes, delegation, tool choice                        permission/, team/
 *   SC3xx  the scenarios document (its references and expectations)          analyze / scenarios
 *   SC4xx  share links                                                        share/
 */
import type { ExpectationSubject, ExpectedValue } from "./analysis";
import type { OpenClawFinding } from "./openclaw";

/** Which of the two documents a diagnostic or a provenance points into. */
export type DocumentId = "config" | "scenarios" | "approvals";

/** A path into a JSON value: property names and array indexes, outermost first. */
export type JsonPath = readonly (string | number)[];

/** Whether two paths name the same place (segment by segment, a number apart from its text). */
export const samePath = (a: JsonPath, b: JsonPath): boolean => a.length === b.length && a.every((k, i) => k === b[i]);

/** A stretch of a document's text, in UTF-16 code units, as Monaco and jsonc-parser count them. */
export interface Span {
  readonly offset: number;
  readonly length: number;
}

export type Severity = "error" | "warning" | "info";

/** One diagnostic code as the rooms' code tables list it: stable code, its severity, a title for the docs. */
export interface CodeInfo {
  readonly code: string;
  readonly severity: Severity;
  readonly title: string;
}

export interface Diagnostic {
  /** Stable code such as "SC101": documented, searchable, safe to match on in CI. */
  readonly code: string;
  readonly severity: Severity;
  /** One or two sentences: what is wrong and what to do about it. */
  readonly message: string;
  readonly doc: DocumentId;
  /** The JSON node the diagnostic is about (the closest one that exists in the text). */
  readonly path: JsonPath;
  readonly span: Span;
  /** What the message was rendered from, for the diagnostics a program reads (the analysis cut off, a capped code). */
  readonly data?: DiagnosticData;
}

/**
 * The facts behind a diagnostic about the analysis itself. `cut-off`: the time budget ran out in `part`.
 * `capped`: `code` had more diagnostics in this document than are shown; `rest` more were left out.
 * `too-many-entries`: the list at `list` has `entries` entries, and only the first `checked` were checked.
 * `openclaw`: an OpenClaw profile's finding (a reason validate rejects the config, a warning, a lint), whole.
 */
export type DiagnosticData =
  | { readonly kind: "cut-off"; readonly part: string; readonly budgetMs: number }
  | { readonly kind: "capped"; readonly code: string; readonly shown: number; readonly rest: number }
  | { readonly kind: "too-many-entries"; readonly list: JsonPath; readonly entries: number; readonly checked: number }
  | { readonly kind: "openclaw"; readonly finding: OpenClawFinding }
  | FixFacts;

/** JSON's kinds of value, as the schemas name them. */
export type JsonType = "string" | "number" | "boolean" | "null" | "array" | "object";

/**
 * The facts a lint knows and its quick fix needs (src/core/fixes/), so no fix reads a message. `unknown-key`: the
 * object has `key`, which its schema does not know; `closest` is the known key it probably meant. `wrong-type`: a
 * value of kind `found` where one of `expected` belongs. `several-defaults`: a later default mark; `chosen` is the
 * entry whose mark wins. `unknown-model`: `ref` is not in the models catalog; `nearest` are the catalog's closest
 * models, closest first. `allow-overridden`: the allow rule here always loses to the `action` rule at `by`.
 * `expectation-failed`: the `expect` here asked for `expected` and the analysis answered `actual`.
 */
export type FixFacts =
  | { readonly kind: "unknown-key"; readonly key: string; readonly closest?: string }
  | { readonly kind: "wrong-type"; readonly expected: readonly JsonType[]; readonly found: JsonType }
  | { readonly kind: "several-defaults"; readonly chosen: JsonPath }
  | { readonly kind: "unknown-model"; readonly ref: string; readonly nearest: readonly string[] }
  | { readonly kind: "allow-overridden"; readonly by: JsonPath; readonly action: "deny" | "ask" }
  | {
      readonly kind: "expectation-failed";
      readonly subject: ExpectationSubject;
      readonly expected: ExpectedValue;
      readonly actual: ExpectedValue;
    };

/** The kind of a JSON value. */
export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  const t = typeof value;
  return t === "string" || t === "number" || t === "boolean" ? t : "object";
}

/** Where a resolved value came from: the step of its priority chain, and the config node behind it. */
export interface Provenance {
  /** Machine name of the step, stable across versions (e.g. "agent.workspace", "state-dir"). */
  readonly step: string;
  /** What the user reads: "agents.list[2].workspace", "non-default agent: <state>/workspace-<id>". */
  readonly label: string;
  readonly doc?: DocumentId;
  /**
   * The path the value was read from, when it was read from one. No span: a provenance names where, and the text's
   * current span of that path is looked up when someone asks (`spanAtPath`). Every later value of an edited document
   * keeps its path while its offset moves, so a resolution without spans stays equal across most keystrokes, and
   * the engine does not walk to thousands of nodes nobody will click.
   */
  readonly path?: JsonPath;
}

/** A value with where it came from. */
export interface Traced<T> {
  readonly value: T;
  readonly from: Provenance;
}

/** Looks up the span of a JSON path in a parsed document: the node itself, or its closest existing ancestor. */
export type SpanOf = (path: JsonPath) => Span;

/** A value that was read from a document, with the means to point at its nodes. */
export interface Located {
  readonly value: unknown;
  readonly spanOf: SpanOf;
  readonly doc: DocumentId;
}

/** Builds a diagnostic at a path of a located document. */
export function diagnosticAt(
  located: Located,
  path: JsonPath,
  code: string,
  severity: Severity,
  message: string,
): Diagnostic {
  return { code, severity, message, doc: located.doc, path, span: located.spanOf(path) };
}

/** A located value with no text behind it (tests, plain objects): every span is the empty span at 0. */
export function locatedValue(value: unknown, doc: DocumentId = "config"): Located {
  return { value, doc, spanOf: () => ({ offset: 0, length: 0 }) };
}

/** Renders a JSON path as users write it: agents.list[2].workspace. */
export function formatPath(path: JsonPath): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) out += out ? `.${part}` : part;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out || "(document)";
}

/**
 * Line and column (both 1-based) of an offset, as a terminal or an editor shows them. A line ends at `\n`, `\r\n`
 * or a lone `\r`, as Monaco counts lines; columns are UTF-16 code units.
 */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  return positionsAt(text, [offset])[0]!;
}

/** positionAt for many offsets of one text, in one pass over it up to the last of them (a panel of problems). */
export function positionsAt(text: string, offsets: readonly number[]): { line: number; column: number }[] {
  const ends = offsets.map((offset) => Math.min(Math.max(offset, 0), text.length));
  const order = ends.map((_, i) => i).sort((a, b) => ends[a]! - ends[b]!);
  const out: { line: number; column: number }[] = new Array(ends.length);
  let line = 1;
  let lineStart = 0;
  let i = 0;
  // A text without `\r` (nearly every one) ends its lines at `\n` alone: found by indexOf, not character by character.
  if (text.indexOf("\r") < 0) {
    for (const k of order) {
      const end = ends[k]!;
      for (let next = text.indexOf("\n", i); next >= 0 && next < end; next = text.indexOf("\n", i)) {
        line++;
        lineStart = i = next + 1;
      }
      out[k] = { line, column: end - lineStart + 1 };
    }
    return out;
  }
  for (const k of order) {
    const end = ends[k]!;
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
        line++;
        lineStart = i + 1;
      }
    }
    out[k] = { line, column: end - lineStart + 1 };
  }
  return out;
}
