/** What the CI formats report: every diagnostic, except the warning that restates a failed expectation. */
import { ANALYZE_CODES } from "../../core";
import type { CheckReport, ReportDiagnostic, ReportExpectation } from "../check-report";

export function reported(report: CheckReport): {
  diagnostics: readonly ReportDiagnostic[];
  failed: readonly ReportExpectation[];
} {
  const failed = report.expectations.filter((e) => !e.met);
  const failedPaths = new Set(failed.map((e) => e.path));
  const diagnostics = report.diagnostics.filter(
    (d) =>
      !(
        d.code === ANALYZE_CODES.expectFailed.code &&
        d.place.file === report.files.scenarios &&
        failedPaths.has(d.path)
      ),
  );
  return { diagnostics, failed };
}
