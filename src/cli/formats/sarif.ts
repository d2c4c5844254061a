/**
 * SARIF 2.1.0 for code scanning: one run, the rules from the engine's code table, one result per diagnostic and per
 * failed expectation, each at its file and region (1-based; columns in UTF-16 code units, as the run says), with the
 * engine's quick fixes as SARIF fixes (replacements of regions).
 */
import { allCodes, ANALYZE_CODES, type CodeEntry, type Severity } from "../../core";
import type { CoverageNotes } from "../coverage";
import type { CheckReport, Place, ReportFix } from "../check-report";
import { subjectName, texts } from "../texts";
import { VERSION } from "../version";
import { reported } from "./reported";

export const SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

type Level = "error" | "warning" | "note";
const LEVEL: Readonly<Record<Severity, Level>> = { error: "error", warning: "warning", info: "note" };

/** A rule's name: its title's words run together, as SARIF rule names are written ("UnknownModel"). */
export const ruleName = (title: string): string =>
  title
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");

function rule(c: CodeEntry) {
  return {
    id: c.code,
    name: ruleName(c.title),
    shortDescription: { text: c.title },
    fullDescription: { text: `${c.code} (${c.severity}): ${c.title}.` },
    help: { text: `${c.title}. The message of each result says what to do; docs/diagnostics.md lists every code.` },
    defaultConfiguration: { level: LEVEL[c.severity] },
  };
}

/** A file name as a relative URI reference: each segment percent-encoded, `\` read as `/`. */
export const fileUri = (file: string): string => file.replace(/\\/g, "/").split("/").map(encodeURIComponent).join("/");

const region = (p: Place) => ({ startLine: p.line, startColumn: p.column, endLine: p.endLine, endColumn: p.endColumn });

const location = (p: Place) => ({
  physicalLocation: {
    artifactLocation: { uri: fileUri(p.file) },
    region: region(p),
  },
});

/** SARIF fix objects: per fix, its replacements grouped by file. */
function sarifFixes(fixes: readonly ReportFix[] | undefined) {
  if (!fixes?.length) return {};
  return {
    fixes: fixes.map((f) => {
      const files = [...new Set(f.edits.map((e) => e.place.file))];
      return {
        description: { text: f.title },
        artifactChanges: files.map((file) => ({
          artifactLocation: { uri: fileUri(file) },
          replacements: f.edits
            .filter((e) => e.place.file === file)
            .map((e) => ({ deletedRegion: region(e.place), insertedContent: { text: e.text } })),
        })),
      };
    }),
  };
}

export function sarifLog(report: CheckReport, coverage?: CoverageNotes) {
  const rules = allCodes().map(rule);
  const indexOf = new Map(rules.map((r, i) => [r.id, i]));
  const result = (code: string, level: Level, text: string, place: Place, fixes?: readonly ReportFix[]) => ({
    ruleId: code,
    ...(indexOf.has(code) && { ruleIndex: indexOf.get(code)! }),
    level,
    message: { text },
    locations: [location(place)],
    ...sarifFixes(fixes),
  });
  const { diagnostics, failed } = reported(report);
  return {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "scope-studio", version: VERSION, rules } },
        columnKind: "utf16CodeUnits",
        // Coverage, when asked: the run's own property (SARIF results are findings; coverage is not one).
        ...(coverage && { properties: { coverage } }),
        results: [
          ...diagnostics.map((d) => result(d.code, LEVEL[d.severity], d.message, d.place, d.fixes)),
          ...failed.map((e) =>
            result(
              ANALYZE_CODES.expectFailed.code,
              "error",
              texts.expectationFailed(subjectName(e.subject), e.text),
              e.place,
              e.fixes,
            ),
          ),
        ],
      },
    ],
  };
}
