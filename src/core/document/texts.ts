/**
 * Every sentence the document room shows: syntax errors, guards and schema diagnostics. One place, so the
 * wording stays consistent and each message says what is wrong and what to do.
 */
import { formatPath, type JsonPath } from "../diagnostics";

/** How a short piece of the user's text is quoted inside a message (escaped, and cut when long). */
export function quoteSnippet(snippet: string): string {
  const cut = snippet.length > 24 ? `${snippet.slice(0, 24)}…` : snippet;
  return JSON.stringify(cut);
}

/** Syntax errors, keyed by jsonc-parser's ParseErrorCode name. */
export const SYNTAX_TEXTS: ReadonlyMap<string, (found: string) => string> = new Map(
  Object.entries({
    InvalidSymbol: (found) =>
      `Unexpected ${quoteSnippet(found)}. Remove it; text values go in double quotes, and names too ("id": "legal").`,
    InvalidNumberFormat: () => "This number is not valid JSON. Write it as 42, -1.5 or 1e3 (no leading zeros, no hex).",
    PropertyNameExpected: () =>
      'A property name in double quotes belongs here, such as "id". Add one, or remove the extra comma.',
    ValueExpected: () =>
      "A value belongs here: a string in double quotes, a number, true, false, null, an object or a list. Add one, or remove the extra comma.",
    ColonExpected: () => 'Add a colon ":" between the property name and its value.',
    CommaExpected: () => "Add a comma between the two values.",
    CloseBraceExpected: () => 'Close the object with "}", or add a comma if more properties follow.',
    CloseBracketExpected: () => 'Close the list with "]", or add a comma if more items follow.',
    EndOfFileExpected: (found) =>
      `The document has already ended, so ${quoteSnippet(found)} is left over. Remove it, or put both parts inside one object or list.`,
    InvalidCommentToken: () => "This comment is not valid. Start comments with // or wrap them in /* and */.",
    UnexpectedEndOfComment: () => "This comment is never closed. End it with */.",
    UnexpectedEndOfString: () => 'This string is never closed. End it with a double quote " on the same line.',
    UnexpectedEndOfNumber: () => 'This number stops too early. Add digits after the "." or the "e", or remove them.',
    InvalidUnicode: () => "A \\u escape needs exactly four hexadecimal digits, such as \\u00e9.",
    InvalidEscapeCharacter: () =>
      'This escape is not valid JSON. Use \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX; to write a backslash, double it.',
    InvalidCharacter: () =>
      "A string cannot hold a raw line break, tab or control character. Write it as an escape such as \\n or \\t.",
  }),
);

export const UNKNOWN_SYNTAX_TEXT = "The text here is not valid JSON. Check the punctuation around it.";

export const texts = {
  tooManyErrors: (shown: number, total: number) =>
    `${total - shown} more syntax errors follow and are not shown. Fix the first ones; the rest often disappear with them.`,
  tooManyProblems: (shown: number, total: number) =>
    `${total - shown} more problems with the document's fields are not shown. Fix the first ones to see the rest.`,
  tooDeep: (limit: number) =>
    `The document nests objects and lists more than ${limit} levels deep, so it is not read at all. Flatten it.`,
  tooLarge: (limit: number, size: number) =>
    `The document is ${formatSize(size)}, more than the ${formatSize(limit)} the studio reads, so it is not read at all. Split it or remove unused parts.`,
  duplicateKey: (key: string) =>
    `${quoteSnippet(key)} is written again further down in this object, and only the last one counts. Remove one of them.`,
  unknownKey: (key: string, suggestion: string | undefined, known: readonly string[]) =>
    suggestion
      ? `Unknown field ${quoteSnippet(key)}: it is ignored. Did you mean ${quoteSnippet(suggestion)}?`
      : `Unknown field ${quoteSnippet(key)}: it is ignored. Check its spelling or remove it.${
          known.length && known.length <= 16 ? ` Known fields here: ${known.join(", ")}.` : ""
        }`,
  missing: (key: string, expected: string) => `Add the required field ${quoteSnippet(key)} (${expected}).`,
  wrongType: (expected: string, found: string) => `Expected ${expected} here, found ${found}. Change the value.`,
  /** How a found value is named: "a number (42)", "a list", "the text "abc"". */
  found: (value: unknown): string => {
    if (value === null) return "null";
    if (Array.isArray(value)) return "a list";
    if (typeof value === "string") return `the text ${quoteSnippet(value)}`;
    if (typeof value === "number") return `a number (${String(value)})`;
    if (typeof value === "boolean") return `${String(value)}`;
    return typeof value === "object" ? "an object" : "nothing";
  },
  invalidEnum: (values: readonly unknown[]) =>
    `This value is not allowed. Use one of: ${values.map((v) => JSON.stringify(v)).join(", ")}.`,
  oneOf: (values: readonly unknown[]) => `one of ${values.map((v) => JSON.stringify(v)).join(", ")}`,
  anyValue: "a value",
  tooSmall: (minimum: unknown, inclusive: boolean) =>
    `This number is too small: use ${inclusive ? "at least" : "more than"} ${String(minimum)}.`,
  tooBig: (maximum: unknown, inclusive: boolean) =>
    `This number is too large: use ${inclusive ? "at most" : "less than"} ${String(maximum)}.`,
  invalid: () => "This value is not valid here. Check the field's description for what it accepts.",
  tooManyEntries: (d: { list: JsonPath; entries: number; checked: number }) =>
    `${formatPath(d.list)} has ${d.entries} entries: only the first ${d.checked} are checked against the schema, and the analysis may stop before the end. Split the list or shorten it.`,
  patternAndPatterns: () => 'Give either "pattern" or "patterns", not both: remove one of them.',
  commandAndPattern: () => 'Give either "command" or "pattern", not both: they say the same thing.',
};

/** How a JSON type is named in messages: "a string", "a whole number", "an object"... */
const TYPE_NAMES: ReadonlyMap<string, string> = new Map([
  ["string", "a string"],
  ["number", "a number"],
  ["int", "a whole number"],
  ["boolean", "true or false"],
  ["object", "an object"],
  ["array", "a list"],
  ["null", "null"],
  ["undefined", "nothing"],
  ["record", "an object"],
]);

export function typeName(type: string): string {
  return TYPE_NAMES.get(type) ?? `a ${type}`;
}

/** Joins alternatives for a message: "a string or an object". */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

function formatSize(chars: number): string {
  return chars >= 1024 * 1024 ? `${(chars / (1024 * 1024)).toFixed(1)} MiB` : `${Math.ceil(chars / 1024)} KiB`;
}
