/**
 * GitHub Actions workflow commands: one `::error|warning|notice file=..,line=..,col=..::message` line per diagnostic
 * and per failed expectation, escaped as the runner reads them back.
 */
import type { Severity } from "../../core";
import type { CheckReport, Place } from "../check-report";
import { subjectName, texts } from "../texts";
import { reported } from "./reported";
import type { CoverageNotes } from "../coverage";

const COMMAND: Readonly<Record<Severity, string>> = { error: "error", warning: "warning", info: "notice" };

/** A command's message: `%`, CR and LF written as %25, %0D, %0A. */
export const escapeData = (s: string): string => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");

/** A property value: as a message, and `:` and `,` as %3A and %2C too. */
export const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");

function annotation(command: string, place: Place, title: string, message: string): string {
  const props = [
    `file=${escapeProperty(place.file)}`,
    `line=${place.line}`,
    `col=${place.column}`,
    `endLine=${place.endLine}`,
    `endColumn=${place.endColumn}`,
    `title=${escapeProperty(title)}`,
  ];
  return `::${command} ${props.join(",")}::${escapeData(message)}`;
}

/** Coverage as notices: the summary, and each uncovered item at its place (when it has one). */
function coverageNotices(n: CoverageNotes): string[] {
  return [
    `::notice title=${escapeProperty(texts.coverageTitle)}::${escapeData(n.summary)}`,
    ...n.uncovered.map((u) =>
      u.place
        ? annotation(
            "notice",
            { ...u.place, endLine: u.place.line, endColumn: u.place.column },
            texts.notCoveredTitle,
            u.text,
          )
        : `::notice title=${escapeProperty(texts.notCoveredTitle)}::${escapeData(`${u.where} ${u.text}`)}`,
    ),
  ];
}

export function githubLines(report: CheckReport, coverage?: CoverageNotes): string[] {
  const { diagnostics, failed } = reported(report);
  return [
    ...(coverage ? coverageNotices(coverage) : []),
    ...diagnostics.map((d) => annotation(COMMAND[d.severity], d.place, d.code, d.message)),
    ...failed.map((e) =>
      annotation("error", e.place, texts.expectationTitle, texts.expectationFailed(subjectName(e.subject), e.text)),
    ),
  ];
}
