/**
 * JUnit XML: one test suite per document. Each has a test case "diagnostics" that fails when the document has an
 * error; the scenarios' suite has one test case per expectation, named for the session, skill or call in full,
 * failing when it is not met. Every text is escaped for XML, and characters XML 1.0 forbids are written visibly.
 */
import type { DocumentId } from "../../core";
import { notesLines, type CoverageNotes } from "../coverage";
import type { CheckReport, ReportDiagnostic } from "../check-report";
import { subjectName, texts } from "../texts";
import { visible } from "../visible";
import { reported } from "./reported";

/** Characters XML 1.0 does not allow anywhere (lone surrogates, U+FFFE, U+FFFF; C0 is handled by visible()). */
const XML_FORBIDDEN = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uFFFE\uFFFF]/g;

const ENTITY: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** `s` as XML text or attribute value: control and bidi characters and those XML forbids written as `\uNNNN`. */
export const xmlText = (s: string): string =>
  visible(s)
    .replace(XML_FORBIDDEN, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
    .replace(/[&<>"']/g, (c) => ENTITY[c]!);

const attrs = (a: Record<string, string | number>) =>
  Object.entries(a)
    .map(([k, v]) => ` ${k}="${xmlText(String(v))}"`)
    .join("");

const diagnosticLine = (d: ReportDiagnostic) =>
  `${d.place.file}:${d.place.line}:${d.place.column} ${d.code} ${d.severity}: ${d.message}`;

interface Case {
  readonly name: string;
  readonly classname: string;
  readonly file: string;
  readonly line?: number;
  /** The failure, its body one printed line per element (a line never holds a line break). */
  readonly failure?: { readonly message: string; readonly type: string; readonly body: readonly string[] };
  readonly out?: readonly string[];
}

function suite(name: string, cases: readonly Case[]): string[] {
  const failures = cases.filter((c) => c.failure).length;
  const lines = [`  <testsuite${attrs({ name, tests: cases.length, failures, errors: 0, skipped: 0 })}>`];
  for (const c of cases) {
    const head = `    <testcase${attrs({ name: c.name, classname: c.classname, file: c.file, ...(c.line !== undefined && { line: c.line }) })}`;
    if (!c.failure && !c.out?.length) {
      lines.push(`${head}/>`);
      continue;
    }
    lines.push(`${head}>`);
    if (c.failure) {
      lines.push(`      <failure${attrs({ message: c.failure.message, type: c.failure.type })}>`);
      lines.push(...c.failure.body.map(xmlText), "      </failure>");
    }
    if (c.out?.length) lines.push("      <system-out>", ...c.out.map(xmlText), "      </system-out>");
    lines.push("    </testcase>");
  }
  lines.push("  </testsuite>");
  return lines;
}

export function junitLines(report: CheckReport, withScenarios: boolean, coverage?: CoverageNotes): string[] {
  const docs: DocumentId[] = [
    "config",
    ...(withScenarios ? (["scenarios"] as const) : []),
    ...(report.files.approvals !== undefined ? (["approvals"] as const) : []),
  ];
  // A failed expectation fails its own test case, not the document's "diagnostics" case a second time.
  const { diagnostics: shown } = reported(report);
  const suites = docs.map((doc) => {
    const file = report.files[doc] ?? "";
    const mine = shown.filter((d) => d.place.file === file);
    const errors = mine.filter((d) => d.severity === "error");
    const others = mine.filter((d) => d.severity !== "error");
    const diagnostics: Case = {
      name: texts.diagnosticsCase,
      classname: file,
      file,
      ...(errors.length > 0 && {
        failure: { message: texts.errorsFound(errors.length), type: "error", body: errors.map(diagnosticLine) },
      }),
      ...(others.length > 0 && { out: others.map(diagnosticLine) }),
    };
    const cases: Case[] = [diagnostics];
    if (doc === "scenarios")
      for (const e of report.expectations)
        cases.push({
          name: subjectName(e.subject),
          classname: file,
          file,
          line: e.place.line,
          ...(!e.met && {
            failure: {
              message: e.text,
              type: "expectation",
              body: [
                `${file}:${e.place.line}:${e.place.column} ${texts.expectationFailed(subjectName(e.subject), e.text)}`,
              ],
            },
          }),
        });
    return { file, cases };
  });
  // Coverage, when asked: one passing case whose output is the summary and each uncovered item at its place.
  if (coverage)
    suites.push({
      file: "coverage",
      cases: [{ name: "coverage", classname: "coverage", file: report.files.config, out: notesLines(coverage) }],
    });
  const tests = suites.reduce((n, s) => n + s.cases.length, 0);
  const failures = suites.reduce((n, s) => n + s.cases.filter((c) => c.failure).length, 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attrs({ name: "scope-studio", tests, failures, errors: 0 })}>`,
    ...suites.flatMap((s) => suite(s.file, s.cases)),
    "</testsuites>",
  ];
}
