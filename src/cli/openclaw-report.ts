/**
 * An OpenClaw check as the CI formats read a check (check-report.ts): every reason OpenClaw would reject the config
 * for, each warning and each lint, as a diagnostic at its place in the config file, with its code; and the scenarios'
 * calls' findings (a call by an agent not listed, an expectation not met) at their place in the scenarios file.
 */
import { formatPath, type Diagnostic, type Severity } from "../core";
import { placer, type CheckReport } from "./check-report";

export function openclawCheckReport(
  diagnostics: readonly Diagnostic[],
  files: { readonly config: string; readonly scenarios: string; readonly approvals?: string },
  configText: string,
  env: Readonly<Record<string, string>>,
  scenariosText = "",
  approvalsText = "",
): CheckReport {
  const place = {
    config: placer(files.config, configText),
    scenarios: placer(files.scenarios, scenariosText),
    approvals: placer(files.approvals ?? "", approvalsText),
  };
  const reported = diagnostics.map((d) => ({
    place: place[d.doc](d.span),
    code: d.code,
    severity: d.severity,
    message: d.message,
    path: formatPath(d.path),
  }));
  const count = (s: Severity) => reported.filter((d) => d.severity === s).length;
  return {
    files,
    diagnostics: reported,
    expectations: [],
    errors: count("error"),
    warnings: count("warning"),
    failed: diagnostics.filter((d) => d.code === "OC302").length,
    env: { ...env, HOME: env["HOME"] ?? "" },
    envGiven: true,
  };
}
