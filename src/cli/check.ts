/**
 * `check`: diagnostics, then expectations, in the format asked for; exit 1 on an error, a failed expectation or more
 * warnings than --max-warnings allows.
 */
import { answersOf, formatPath, reasonText, verdictReason, type Analyzer, type Diagnostic } from "../core";
import { answerJson, locator } from "./answers-json";
import { option, type ParsedArgs } from "./args";
import { boundLists } from "./bounded-json";
import { checkReport, type CheckReport, type ReportDiagnostic } from "./check-report";
import { belowMin, coverageAsk, coverageJson, coverageLines, coverageNotes } from "./coverage";
import { load, printJson, shownName, usage } from "./commands";
import { githubLines } from "./formats/github";
import { junitLines } from "./formats/junit";
import { sarifLog } from "./formats/sarif";
import { EXIT, type CliIo, type ExitCode } from "./io";
import { subjectName, texts } from "./texts";
import { reported } from "./formats/reported";

export const FORMATS = ["text", "json", "github", "sarif", "junit"] as const;
export type Format = (typeof FORMATS)[number];

/** A diagnostic as a terminal (and an editor's problem matcher) reads it: file:line:col code severity: message. */
export const diagnosticLine = (d: ReportDiagnostic): string =>
  `${d.place.file}:${d.place.line}:${d.place.column} ${d.code} ${d.severity}: ${d.message}`;

export function check(args: ParsedArgs, io: CliIo, analyzer: Analyzer): ExitCode {
  const asked = option(args, "format");
  if (asked !== undefined && args.flags.has("json") && asked !== "json") return usage(io, texts.jsonAndFormat).code;
  const format = asked ?? (args.flags.has("json") ? "json" : "text");
  if (!(FORMATS as readonly string[]).includes(format)) return usage(io, texts.badFormat(format, FORMATS)).code;
  const maxText = option(args, "max-warnings");
  const maxWarnings = maxText === undefined ? undefined : Number(maxText);
  if (maxText !== undefined && !(/^\d+$/.test(maxText) && Number.isSafeInteger(maxWarnings)))
    return usage(io, texts.badMaxWarnings(maxText)).code;
  const coverageAsked = coverageAsk(args);
  if (!coverageAsked.ok) return usage(io, coverageAsked.error).code;
  const loaded = load(args, io, "check");
  if (!loaded.ok) return loaded.code;
  const files = { config: shownName(args, loaded.configFile!), scenarios: loaded.scenariosFile ?? "(no scenarios)" };
  const a = analyzer.analyze(loaded.config, loaded.scenarios, { clock: () => Date.now(), budgetMs: 20_000 });
  const documents = { config: loaded.config, scenarios: loaded.scenarios };
  const report = checkReport(a, { files, texts: documents, machine: analyzer.context.machine });
  const locate = locator({ config: loaded.configFile, scenarios: loaded.scenariosFile }, documents, (doc, text, path) =>
    analyzer.spanAtPath(doc, text, path),
  );
  const tooManyWarnings = maxWarnings !== undefined && report.warnings > maxWarnings;
  const coverage =
    coverageAsked.show || coverageAsked.min !== undefined
      ? analyzer.coverage(loaded.config, loaded.scenarios, a)
      : undefined;
  const lowCoverage = coverage !== undefined && belowMin(coverage, coverageAsked.min);
  const code = report.errors || report.failed || tooManyWarnings || lowCoverage ? EXIT.problems : EXIT.ok;
  // --coverage in a CI format: notices (github), the run's property (sarif), a case's output (junit).
  const notes = coverage && coverageAsked.show ? coverageNotes(coverage, locate) : undefined;
  switch (format as Format) {
    case "json":
      printJson(
        io,
        checkJson(a.diagnostics, {
          ok: code === EXIT.ok,
          diagnostics: report.diagnostics.map((d) => ({
            file: d.place.file,
            line: d.place.line,
            column: d.place.column,
            code: d.code,
            severity: d.severity,
            message: d.message,
            path: d.path,
          })),
          expectations: a.expectations.map((e) => ({
            met: e.met,
            subject: e.subject,
            expected: e.expected,
            actual: e.actual,
            path: formatPath(e.path),
            text: e.text,
          })),
          calls: a.simulation.calls.map((c) => ({
            index: c.index,
            agent: c.agent,
            tool: c.tool,
            verdict: c.verdict.answer,
            text: reasonText(verdictReason(c.verdict)),
          })),
          env: report.env,
          envGiven: report.envGiven,
          answers: answersOf(a).map((x) => answerJson(x, locate)),
          ...(coverage && { coverage: coverageJson(coverage, locate) }),
        }),
      );
      break;
    case "github":
      for (const line of githubLines(report, notes)) io.out(line);
      break;
    case "sarif":
      printJson(io, sarifLog(report, notes));
      break;
    case "junit":
      for (const line of junitLines(report, loaded.scenariosFile !== undefined, notes)) io.out(line);
      break;
    case "text":
      for (const line of textLines(report)) io.out(line);
      if (coverage && coverageAsked.show) for (const line of coverageLines(coverage, locate)) io.out(line);
  }
  if (!report.envGiven && format !== "json") io.err(texts.defaultEnv(report.env));
  if (tooManyWarnings) io.err(texts.tooManyWarnings(report.warnings, maxWarnings));
  if (lowCoverage)
    io.err(texts.belowMinCoverage(coverage.percent, coverage.covered, coverage.total, coverageAsked.min!));
  return code;
}

/**
 * The JSON `check` prints, bounded (see bounded-json.ts): the diagnostics as capped per code, every other list cut,
 * and, when anything was left out, `omitted` after `ok`: the diagnostics the cap left out, and each cut list's path
 * with the count of its items not printed.
 */
function checkJson<T extends { ok: boolean }>(diagnostics: readonly Diagnostic[], json: T) {
  const { value, omitted } = boundLists(json, { whole: ["diagnostics"] });
  const capped = diagnostics.reduce((n, d) => n + (d.data?.kind === "capped" ? d.data.rest : 0), 0);
  const all = { ...(capped > 0 && { diagnostics: capped }), ...omitted };
  const { ok, ...rest } = value;
  return { ok, ...(Object.keys(all).length > 0 && { omitted: all }), ...rest };
}

function textLines(r: CheckReport): string[] {
  const met = r.expectations.length - r.failed;
  // A failed expectation is said once: its error line (at its place, with its code) names what it is about.
  const { diagnostics } = reported(r);
  const kept = new Set(diagnostics);
  const failed = new Map(r.expectations.filter((e) => !e.met).map((e) => [e.path, e] as const));
  return [
    ...r.diagnostics.map((d) => {
      const e = kept.has(d) ? undefined : failed.get(d.path);
      return diagnosticLine(e ? { ...d, message: `${subjectName(e.subject)}: ${d.message}` } : d);
    }),
    ...r.expectations.filter((e) => e.met).map((e) => `ok   ${e.path}: ${e.text}`),
    `${r.errors} error${r.errors === 1 ? "" : "s"}, ${r.warnings} warning${r.warnings === 1 ? "" : "s"}; ` +
      `${met} of ${r.expectations.length} expectation${r.expectations.length === 1 ? "" : "s"} met`,
  ];
}
