/**
 * The document room's diagnostic codes (SC0xx), in one table: the docs page and the command line list them from
 * here, and every diagnostic this room emits takes its severity from here, so the two never disagree.
 */
import type { CodeInfo, Severity } from "../diagnostics";

export type DocumentCode = CodeInfo;

/** Stable names for the codes, so the code that emits a diagnostic reads as what it reports. */
export const SC = {
  unexpectedToken: "SC001",
  missingPunctuation: "SC002",
  unterminatedString: "SC003",
  invalidCharacter: "SC004",
  invalidNumber: "SC005",
  invalidEscape: "SC006",
  invalidComment: "SC007",
  missingNameOrValue: "SC008",
  trailingContent: "SC009",
  unknownKey: "SC010",
  wrongType: "SC011",
  invalidEnum: "SC012",
  invalidValue: "SC013",
  duplicateKey: "SC014",
  tooDeep: "SC015",
  tooLarge: "SC016",
  tooManyErrors: "SC017",
  missingField: "SC018",
  tooManyEntries: "SC019",
} as const;

export type DocumentCodeName = keyof typeof SC;

/** Every SC0xx code with its severity and a title, in code order. */
export const DOCUMENT_CODES: readonly DocumentCode[] = [
  { code: SC.unexpectedToken, severity: "error", title: "Unexpected text" },
  { code: SC.missingPunctuation, severity: "error", title: "Missing comma, colon or closing bracket" },
  { code: SC.unterminatedString, severity: "error", title: "String never closed" },
  { code: SC.invalidCharacter, severity: "error", title: "Character not allowed in a string" },
  { code: SC.invalidNumber, severity: "error", title: "Number not valid" },
  { code: SC.invalidEscape, severity: "error", title: "Escape sequence not valid" },
  { code: SC.invalidComment, severity: "error", title: "Comment not valid or never closed" },
  { code: SC.missingNameOrValue, severity: "error", title: "Property name or value missing" },
  { code: SC.trailingContent, severity: "error", title: "Text after the end of the document" },
  { code: SC.unknownKey, severity: "warning", title: "Unknown field" },
  { code: SC.wrongType, severity: "error", title: "Wrong type of value" },
  { code: SC.invalidEnum, severity: "error", title: "Value not among the allowed ones" },
  { code: SC.invalidValue, severity: "error", title: "Value not valid" },
  { code: SC.duplicateKey, severity: "warning", title: "Field written twice" },
  { code: SC.tooDeep, severity: "error", title: "Document nested too deeply" },
  { code: SC.tooLarge, severity: "error", title: "Document too large" },
  { code: SC.tooManyErrors, severity: "info", title: "More problems not shown" },
  { code: SC.missingField, severity: "error", title: "Required field missing" },
  { code: SC.tooManyEntries, severity: "warning", title: "List too long: only its first entries are checked" },
];

const BY_CODE: ReadonlyMap<string, DocumentCode> = new Map(DOCUMENT_CODES.map((c) => [c.code, c]));

/** The severity a code is reported with. */
export function severityOf(code: string): Severity {
  return BY_CODE.get(code)?.severity ?? "error";
}
