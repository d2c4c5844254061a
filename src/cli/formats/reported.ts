/**
 * What the CI formats report: every diagnostic, except the one that restates a failed expectation (SC303, or SC231
 * for a call): each failed expectation is reported once, as an error naming what it was about.
 */
import { ANALYZE_CODES, TEAM_CODES } from "../../core";
import type { CheckReport, ReportDiagnostic, ReportExpectation } from "../check-report";

const RESTATES: ReadonlySet<string> = new Set([ANALYZE_CODES.expectFailed.code, TEAM_CODES.expectFailed.code]);

export function reported(report: CheckReport): {
  diagnostics: readonly ReportDiagnostic[];
  failed: readonly ReportExpectation[];
} {
  const failed = report.expectations.filter((e) => !e.met);
  const failedPaths = new Set(failed.map((e) => e.path));
  const diagnostics = report.diagnostics.filter(
    (d) => !(RESTATES.has(d.code) && d.place.file === report.files.scenarios && failedPaths.has(d.path)),
  );
  return { diagnostics, failed };
}
