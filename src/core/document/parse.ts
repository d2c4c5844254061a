/**
 * Parsing a document with positions. The text is JSON with comments and trailing commas, typed by a person or
 * pasted from a link, so it may be half-written, huge, deeply nested or not JSON at all: every problem becomes a
 * diagnostic with the exact span jsonc-parser reports, and whatever parsed is kept as the value.
 */
import { parseTree, printParseErrorCode } from "jsonc-parser";
import type { Node, ParseError } from "jsonc-parser";
import type { Diagnostic, DocumentId, JsonPath, Located, Span, SpanOf } from "../diagnostics";
import { SC, severityOf } from "./codes";
import { SYNTAX_TEXTS, UNKNOWN_SYNTAX_TEXT, texts } from "./texts";
import { shareEqual } from "./share";
import { newSpliceIndex, spliceRead, type SpliceIndex } from "./splice";
import { readStrictValue } from "./strict-value";
import { createLocator, valueOfNode, type Locator } from "./tree";
import { readWellFormed } from "./well-formed";
import { floorThroughIndex, spanThroughIndex } from "./index-spans";
import { QUOTE, BACKSLASH, SLASH, STAR, LF, CR, OPEN_BRACE, OPEN_BRACKET } from "./chars";

/** A document as read: its value (what parsed), its diagnostics and the means to point into its text. */
export interface ParsedDocument extends Located {
  readonly diagnostics: Diagnostic[];
  /** True when the text has no syntax error (an empty text included). */
  readonly syntaxOk: boolean;
  /** jsonc-parser's tree, when the text was read. */
  readonly tree?: Node;
  /** The span of the property name at the end of a path ("unknown field" diagnostics); else as spanOf. */
  readonly keySpanOf: SpanOf;
  /** Where the entries are, for the next read of the same document (splice.ts): a text read without error has one. */
  readonly splice?: SpliceIndex;
  /**
   * An offset at or before where spanOf(path) and keySpanOf(path) start, found through the splice index alone (no
   * entry's text read); undefined when this read has no index. Thousands of findings are put in text order by it
   * before the few shown are looked up.
   */
  readonly floorOf?: (path: JsonPath) => number | undefined;
  /**
   * The keys of one of the value's objects when this read's splices have taken them already (the object around the
   * change, which each keystroke copies), else undefined: the same as Object.keys, without going over the object.
   */
  readonly keysKnown?: (value: object) => readonly string[] | undefined;
}

/** A text at least this long that differs from the one read before in one entry is read again there only. */
export const SPLICE_MIN_CHARS = 16_384;

/** The read before, of the same document: its text and what it gave. */
export interface ReadBefore {
  readonly text: string;
  readonly read: ParsedDocument;
}

/** Limits that keep a hostile text from hanging or crashing the page. */
export const DOCUMENT_LIMITS = {
  /** Nesting of objects and lists deeper than this is refused before parsing (the parser recurses). */
  maxDepth: 200,
  /** Texts longer than this (UTF-16 code units, 8 MiB) are refused. */
  maxChars: 8 * 1024 * 1024,
  /** Syntax diagnostics past this many are summed up in one. */
  maxSyntaxDiagnostics: 100,
} as const;

/** Which code each jsonc-parser error family reports with. */
const SYNTAX_CODES: ReadonlyMap<string, string> = new Map([
  ["InvalidSymbol", SC.unexpectedToken],
  ["ColonExpected", SC.missingPunctuation],
  ["CommaExpected", SC.missingPunctuation],
  ["CloseBraceExpected", SC.missingPunctuation],
  ["CloseBracketExpected", SC.missingPunctuation],
  ["UnexpectedEndOfString", SC.unterminatedString],
  ["InvalidCharacter", SC.invalidCharacter],
  ["InvalidNumberFormat", SC.invalidNumber],
  ["UnexpectedEndOfNumber", SC.invalidNumber],
  ["InvalidUnicode", SC.invalidEscape],
  ["InvalidEscapeCharacter", SC.invalidEscape],
  ["InvalidCommentToken", SC.invalidComment],
  ["UnexpectedEndOfComment", SC.invalidComment],
  ["PropertyNameExpected", SC.missingNameOrValue],
  ["ValueExpected", SC.missingNameOrValue],
  ["EndOfFileExpected", SC.trailingContent],
]);

/**
 * The first bracket that nests deeper than `limit`. One plain pass over the characters (no stack, so a text nested
 * 100,000 deep costs one pass), skipping strings and comments exactly where jsonc-parser's scanner does: a string
 * ends at its closing quote, at a line break or at the end; a backslash always takes the next character with it;
 * `//` runs to the line break, `/*` to its `*\/` or the end. A closer only counts when it matches its opener
 * (`}` and `]` are their opener's code plus 2), which can only overestimate.
 */
export function findExcessiveNesting(text: string, limit: number): Span | undefined {
  const open: number[] = [];
  const len = text.length;
  for (let pos = 0; pos < len; pos++) {
    const c = text.charCodeAt(pos);
    if (c === QUOTE) {
      for (pos++; pos < len; pos++) {
        const s = text.charCodeAt(pos);
        if (s === QUOTE) break;
        if (s === BACKSLASH) pos++;
        else if (s === LF || s === CR) break; // unterminated: the string ends before the line break
      }
    } else if (c === SLASH) {
      const next = text.charCodeAt(pos + 1);
      if (next === SLASH) {
        pos += 2;
        while (pos < len && text.charCodeAt(pos) !== LF && text.charCodeAt(pos) !== CR) pos++;
      } else if (next === STAR) {
        const end = text.indexOf("*/", pos + 2);
        pos = end < 0 ? len : end + 1;
      }
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      open.push(c);
      if (open.length > limit) return { offset: pos, length: 1 };
    } else if (c === OPEN_BRACE + 2 || c === OPEN_BRACKET + 2) {
      if (open[open.length - 1] === c - 2) open.pop();
    }
  }
  return undefined;
}

/**
 * Reads a document. Never throws and never hangs, whatever the text. `before` is an earlier read of the same
 * document: every part of the new value equal to its value is shared (see share.ts), and a long text that differs
 * from its text inside one entry is read again there only (splice.ts).
 */
export function parseDocument(text: string, doc: DocumentId, before?: ReadBefore): ParsedDocument {
  const source = typeof text === "string" ? text : "";
  const diagnostics: Diagnostic[] = [];
  const at = (code: string, message: string, span: Span, path: JsonPath = []): Diagnostic => ({
    code,
    severity: severityOf(code),
    message,
    doc,
    path,
    span,
  });
  const unread = (diagnostic?: Diagnostic): ParsedDocument => {
    const locator = createLocator(undefined);
    if (diagnostic) diagnostics.push(diagnostic);
    return { doc, value: undefined, diagnostics, syntaxOk: !diagnostic, ...locator };
  };

  if (source.length > DOCUMENT_LIMITS.maxChars) {
    const span = { offset: 0, length: 0 };
    return unread(at(SC.tooLarge, texts.tooLarge(DOCUMENT_LIMITS.maxChars, source.length), span));
  }
  // Blank (as trim() would leave nothing), tested without copying a megabyte text at every keystroke.
  if (BLANK.test(source)) return unread();
  // A byte order mark is not JSON, but editors write it: read it as a space, so offsets stay the same.
  const body = hasMark(source) ? ` ${source.slice(1)}` : source;
  const index = before?.read.splice;
  if (index && source.length >= SPLICE_MIN_CHARS && !hasMark(source) && !hasMark(before.text)) {
    const value = spliceRead({ text: before.text, value: before.read.value }, index, body, DOCUMENT_LIMITS.maxDepth);
    if (value !== undefined) {
      // The index now describes this text: it moves to this read.
      const moved: SpliceIndex = {
        root: index.root,
        ...(index.below && { below: index.below }),
        ...(index.keys && { keys: index.keys }),
        ...(index.byKey && { byKey: index.byKey }),
      };
      index.root = undefined;
      return locatedLater(doc, body, value, moved);
    }
  }
  // A text without a syntax error or a repeated key (the common case) is read by JSON.parse, its tree left for later.
  const strict = readStrictValue(body, DOCUMENT_LIMITS.maxDepth);
  if (strict) return locatedLater(doc, body, shareEqual(before?.read.value, strict.value), newSpliceIndex());
  const errors: ParseError[] = [];
  // Else a text without a syntax error takes the fast reader; any other goes to jsonc-parser.
  let tree = readWellFormed(body, DOCUMENT_LIMITS.maxDepth);
  if (!tree) {
    const tooDeep = findExcessiveNesting(source, DOCUMENT_LIMITS.maxDepth);
    if (tooDeep) return unread(at(SC.tooDeep, texts.tooDeep(DOCUMENT_LIMITS.maxDepth), tooDeep));
    tree = parseTree(body, errors, { allowTrailingComma: true, allowEmptyContent: true });
  }
  const shown = errors.slice(0, DOCUMENT_LIMITS.maxSyntaxDiagnostics);
  for (const error of shown) {
    const name = printParseErrorCode(error.error);
    const span = clampSpan(error.offset, error.length, source.length);
    const found = source.slice(error.offset, error.offset + error.length);
    const message = SYNTAX_TEXTS.get(name)?.(found) ?? UNKNOWN_SYNTAX_TEXT;
    diagnostics.push(at(SYNTAX_CODES.get(name) ?? SC.unexpectedToken, message, span));
  }
  const last = shown[shown.length - 1];
  if (last && errors.length > shown.length) {
    const span = clampSpan(last.offset, last.length, source.length);
    diagnostics.push(at(SC.tooManyErrors, texts.tooManyErrors(shown.length, errors.length), span));
  }

  const locator = createLocator(tree);
  let duplicates = 0;
  const value = tree
    ? valueOfNode(tree, (earlier, path) => {
        if (duplicates++ >= DOCUMENT_LIMITS.maxSyntaxDiagnostics) return;
        const key = String(path[path.length - 1]);
        diagnostics.push(at(SC.duplicateKey, texts.duplicateKey(key), spanOf(earlier), path));
      })
    : undefined;
  return {
    doc,
    value: shareEqual(before?.read.value, value),
    diagnostics,
    syntaxOk: errors.length === 0,
    tree,
    ...locator,
  };
}

/**
 * A document read without error whose tree is built the first time something asks where a node is: most
 * keystrokes in a large document produce no diagnostic, and nothing else needs the tree.
 */
function locatedLater(doc: DocumentId, body: string, value: unknown, splice: SpliceIndex): ParsedDocument {
  let built: (Locator & { readonly tree: Node | undefined }) | undefined;
  const max = DOCUMENT_LIMITS.maxDepth;
  const located = () => {
    if (built) return built;
    const tree =
      readWellFormed(body, DOCUMENT_LIMITS.maxDepth) ??
      parseTree(body, [], { allowTrailingComma: true, allowEmptyContent: true });
    built = { ...createLocator(tree), tree };
    return built;
  };
  return {
    doc,
    value,
    diagnostics: [],
    syntaxOk: true,
    get tree() {
      return located().tree;
    },
    // Through the index while this read holds it (a keystroke's read, spliced): a few entries read, not the tree.
    spanOf: (path) => spanThroughIndex(splice, body, path, false, max) ?? located().spanOf(path),
    keySpanOf: (path) => spanThroughIndex(splice, body, path, true, max) ?? located().keySpanOf(path),
    floorOf: (path) => floorThroughIndex(splice, path),
    keysKnown: (value) => splice.keys?.get(value),
    splice,
  };
}

/** Only white space and line ends: the characters String.prototype.trim removes. */
const BLANK = /^\s*$/;

/** A byte order mark, read as a space. */
const hasMark = (text: string): boolean => text.charCodeAt(0) === 0xfeff;

/** jsonc-parser's span, kept inside the text (it reports one past the end for an unclosed "/*"). */
function clampSpan(offset: number, length: number, textLength: number): Span {
  const start = Math.min(Math.max(offset, 0), textLength);
  return { offset: start, length: Math.min(Math.max(length, 0), textLength - start) };
}

function spanOf(node: Node): Span {
  return { offset: node.offset, length: node.length };
}
