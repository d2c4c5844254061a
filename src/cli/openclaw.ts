/**
 * `--profile <an OpenClaw release>` on check and resolve: the config read as OpenClaw reads its
 * openclaw.json on this machine (the platform's HOME, folder and environment, each --env on top). `resolve --json`
 * prints each agent (or the one --agent names) as core/openclaw/agent-report.ts has it: `agent` exactly as
 * `openclaw agents list --json` prints it, then `models`, `skills`, `sandbox` and `exec` in the words of the CLI's
 * own commands, so each can be compared with the CLI directly; `check`
 * prints why OpenClaw would reject the config (exit 1), or its warnings (exit 0), and the lints the studio adds
 * (core/openclaw/lints.ts: printed as warnings with their OC2xx code; they never change the exit code).
 */
import {
  detectProfile,
  fieldText,
  formatPath,
  openclawCodeOf,
  openclawAgentReports,
  openclawExecDecider,
  openclawDiagnostics,
  openclawLintText,
  openclawIssueText,
  openclawWarningText,
  openclawCallDiagnostics,
  openclawApprovalsDiagnostics,
  openclawMessageDiagnostics,
  openclawSpawnDiagnostics,
  openclawSpawnText,
  openclawMessageRouteText,
  openclawCallVerdictText,
  OpenClawAnalyzer,
  parseDocument,
  isProfileId,
  PLAIN_FIELD_WORDS,
  PROFILE_IDS,
  shownOpenClawFields,
  type OpenClawAgent,
  type ProfileId,
  type OpenClawEnvironment,
  type OpenClawProfileId,
} from "../core";
import { option, type ParsedArgs } from "./args";
import { load, printJson, shownName, usage } from "./commands";
import { EXIT, STDIN, type CliIo, type ExitCode } from "./io";
import { cliOpenClawMachine, noteNotRead } from "./openclaw-machine";
import { texts } from "./texts";
import { githubLines } from "./formats/github";
import { junitLines } from "./formats/junit";
import { sarifLog } from "./formats/sarif";
import { openclawCheckReport } from "./openclaw-report";
import { coverageAsk } from "./coverage";

/** The formats check prints in an OpenClaw profile. */
const OPENCLAW_FORMATS: readonly string[] = ["text", "json", "github", "sarif", "junit"];

/** Every profile the command line answers for (the core's list); sophiaclaw (the seeds) when none is named. */
export const CLI_PROFILES = PROFILE_IDS;
export type CliProfile = ProfileId;

/** An agent as `resolve` prints it: its id, then each field the table shows (core/openclaw/fields.ts). */
export const openclawAgentLine = (a: OpenClawAgent): string =>
  texts.openclawAgent(
    a.id,
    a.isDefault,
    shownOpenClawFields(a).map(
      ({ field, value }) => `${field.label} ${fieldText(field.kind, value, PLAIN_FIELD_WORDS)}`,
    ),
  );

/** The profile named by --profile (sophiaclaw when none is); undefined after a usage error it has printed. */
/**
 * The profile named by --profile; else the one the config file reads as (detected as the page detects it), said on
 * stderr when it is not SophiaClaw's.
 */
export function profileOf(args: ParsedArgs, io: CliIo): CliProfile | undefined {
  const named = option(args, "profile");
  if (named === undefined) return detected(args, io);
  if (isProfileId(named)) return named;
  io.err(texts.unknownProfile(named, CLI_PROFILES));
  return undefined;
}

function detected(args: ParsedArgs, io: CliIo): CliProfile {
  const [file] = args.positional;
  // Both documents from standard input is a usage error the command gives before reading anything.
  if (file === STDIN && option(args, "scenarios") === STDIN) return "sophiaclaw";
  const read = file === undefined ? undefined : io.readFile(file);
  if (!read?.ok) return "sophiaclaw";
  const { profile, path } = detectProfile(read.text);
  if (profile !== "sophiaclaw") io.err(texts.profileDetected(file!, profile, formatPath(path)));
  return profile;
}

/** One agent in words: as `agents list` prints it, what it runs on, how far its exec calls go, its tools. */
function printReport(io: CliIo, report: ReturnType<typeof openclawAgentReports>[number]): void {
  const { agent, models, exec, tools } = report;
  io.out(openclawAgentLine(agent));
  io.out(texts.openclawModels(models.resolvedDefault, models.fallbacks, models.modelConfig.fallbacksSource));
  const decider = openclawExecDecider(exec);
  const why = decider.by === "host" ? exec[decider.field].hostSource : exec.mode.requestedSource;
  io.out(
    texts.openclawExec(
      exec.mode.effective,
      exec.security.effective,
      exec.ask.effective,
      exec.askFallback.effective,
      why,
    ),
  );
  // Its main session's tools, its other sessions' where they differ (a sandbox for them alone), a sub-agent's.
  for (const session of ["main", "other", "subagent"] as const) {
    const t = tools[session];
    if (session === "other" && t.sandboxed === tools.main.sandboxed) continue;
    const refused = Object.keys(t.removedBy);
    const layers = [...new Set(Object.values(t.removedBy))];
    io.out(texts.openclawTools(session, t.allowed.length, t.allowed.length + refused.length, refused, layers));
  }
}

export function openclaw(
  command: "check" | "resolve",
  profile: OpenClawProfileId,
  args: ParsedArgs,
  io: CliIo,
): ExitCode {
  const loaded = load(args, io, command);
  if (!loaded.ok) return loaded.code;
  const machine = cliOpenClawMachine(profile, args, io, loaded.scenariosFile ? loaded.scenarios : undefined);
  if (!machine.ok) return machine.code;
  const env: OpenClawEnvironment = machine.env;
  noteNotRead(io, loaded.configFile, env);
  const file = loaded.configFile ?? STDIN;
  // The lints (what OpenClaw does without a word) are printed by check as warnings: they never change the exit code.
  const {
    answer,
    lints,
    diagnostics: configDiagnostics,
  } = openclawDiagnostics(profile, loaded.config, env, io.openclaw);
  // The scenarios' calls, as the page answers them: each verdict, and a call by an agent not listed or an
  // expectation not met as a finding in the scenarios (an expectation not met fails the check).
  const scenariosRead = loaded.scenariosFile ? parseDocument(loaded.scenarios, "scenarios") : undefined;
  const calls = scenariosRead
    ? new OpenClawAnalyzer(io.openclaw).calls(profile, loaded.config, env, scenariosRead.value)
    : [];
  // The host's approvals' entries that can never match: in the --approvals file when one was given, else in the
  // scenarios' `approvals` (as the page marks them in its third document, or in the scenarios).
  const listed = answer.agents?.map((a) => a.id) ?? null;
  const approvalsRead = machine.approvalsFile && parseDocument(machine.approvalsFile.text, "approvals");
  // The scenarios' messages, routed as the page routes them (an expected agent not met fails the check).
  const routes = scenariosRead
    ? new OpenClawAnalyzer(io.openclaw).messages(profile, loaded.config, env, scenariosRead.value)
    : [];
  // The scenarios' spawns, decided as the page decides them (an expectation not met fails the check).
  const spawns = scenariosRead
    ? new OpenClawAnalyzer(io.openclaw).spawns(profile, loaded.config, env, scenariosRead.value)
    : [];
  const callFindings = [
    ...(scenariosRead ? openclawCallDiagnostics(calls, scenariosRead) : []),
    ...(scenariosRead ? openclawMessageDiagnostics(routes, scenariosRead) : []),
    ...(scenariosRead ? openclawSpawnDiagnostics(spawns, scenariosRead) : []),
    ...(approvalsRead
      ? openclawApprovalsDiagnostics(approvalsRead, listed)
      : scenariosRead
        ? openclawApprovalsDiagnostics(scenariosRead, listed)
        : []),
  ];
  const diagnostics = [...configDiagnostics, ...callFindings];
  // --coverage / --min-coverage: the agents and tool-policy entries the calls exercise (as the page's line says).
  const asked = coverageAsk(args);
  if (!asked.ok) return usage(io, asked.error).code;
  const coverage =
    command === "check" && (asked.show || asked.min !== undefined)
      ? new OpenClawAnalyzer(io.openclaw).coverage(profile, loaded.config, env, calls)
      : undefined;
  const covered = coverage && {
    covered:
      coverage.agents.total -
      coverage.agents.uncovered.length +
      coverage.entries.total -
      coverage.entries.uncovered.length,
    total: coverage.agents.total + coverage.entries.total,
  };
  const percent = covered ? (covered.total ? Math.floor((covered.covered * 100) / covered.total) : 100) : 100;
  const below = covered !== undefined && asked.min !== undefined && covered.covered * 100 < asked.min * covered.total;
  const failed = callFindings.filter((d) => d.severity === "error").length + (below ? 1 : 0);
  const { verdict, agents } = answer;
  const lintOut = lints.map((l) => ({ lint: l, ...openclawCodeOf(l), message: openclawLintText(l) }));
  const format = option(args, "format");
  if (format !== undefined && !OPENCLAW_FORMATS.includes(format)) return usage(io, texts.openclawFormats(format)).code;
  if (command === "check" && (format === "github" || format === "sarif" || format === "junit")) {
    // The CI formats: each reason, warning and lint at its place in the config file, with its code.
    const files = {
      config: shownName(args, file),
      scenarios: loaded.scenariosFile ?? "(no scenarios)",
      ...(machine.approvalsFile && { approvals: machine.approvalsFile.name }),
    };
    const report = openclawCheckReport(
      diagnostics,
      files,
      loaded.config,
      env.vars,
      loaded.scenarios,
      machine.approvalsFile?.text,
    );
    if (format === "github") for (const line of githubLines(report)) io.out(line);
    else if (format === "sarif") printJson(io, sarifLog(report));
    else for (const line of junitLines(report, false)) io.out(line);
    return verdict.valid && failed === 0 ? EXIT.ok : EXIT.problems;
  }
  const json = args.flags.has("json") || format === "json";
  const agentAsked = option(args, "agent");
  const messageAsked = option(args, "message");
  if (command === "resolve" && messageAsked !== undefined && verdict.valid) {
    // One of the scenarios' messages: the agent that answers it, how, in which session, and that agent's answers.
    const n = Number(messageAsked);
    const route = Number.isInteger(n) && n >= 1 ? routes.find((m) => m.index === n - 1) : undefined;
    if (!route) {
      io.err(texts.openclawNoMessage(messageAsked, routes.length));
      return EXIT.problems;
    }
    const id = route.answer.ok ? route.answer.route.agentId : undefined;
    const report = openclawAgentReports(profile, loaded.config, env, io.openclaw).find((r) => r.agent.id === id);
    if (json) {
      printJson(io, {
        index: route.index,
        message: route.message,
        ...(route.answer.ok
          ? {
              route: route.answer.route,
              ...(route.answer.binding?.path && { binding: formatPath(route.answer.binding.path) }),
            }
          : { error: route.answer.error }),
        ...(route.expect && { expect: { expected: route.expect.expected, met: route.expect.met } }),
        ...(report && { agent: report }),
      });
      return EXIT.ok;
    }
    io.out(texts.openclawMessage(route.index, id ?? "refused", openclawMessageRouteText(route)));
    if (report) printReport(io, report);
    return EXIT.ok;
  }
  if (command === "resolve" && json && verdict.valid) {
    // Each agent (--agent: the one named) with everything the studio answers of it, in the real CLI's words.
    const reports = openclawAgentReports(profile, loaded.config, env, io.openclaw);
    if (agentAsked === undefined) {
      printJson(io, reports);
      return EXIT.ok;
    }
    const report = reports.find((r) => r.agent.id === agentAsked.trim().toLowerCase());
    if (!report) {
      io.err(texts.openclawUnknownAgent(agentAsked));
      return EXIT.problems;
    }
    printJson(io, report);
    return EXIT.ok;
  }
  if (command === "resolve" && agentAsked !== undefined && verdict.valid) {
    // One agent in words: as `agents list` prints it, what it runs on, how far its exec calls go.
    const id = agentAsked.trim().toLowerCase();
    const report = openclawAgentReports(profile, loaded.config, env, io.openclaw).find((r) => r.agent.id === id);
    if (!report) {
      io.err(texts.openclawUnknownAgent(agentAsked));
      return EXIT.problems;
    }
    printReport(io, report);
    return EXIT.ok;
  }
  if (command === "resolve") {
    if (json) printJson(io, agents ?? []);
    else for (const a of agents ?? []) io.out(openclawAgentLine(a));
  } else if (json) {
    printJson(io, {
      profile,
      valid: verdict.valid,
      path: verdict.path,
      issues: verdict.issues.map((i) => ({ ...i, path: formatPath(i.path), message: openclawIssueText(i) })),
      warnings: verdict.warnings.map((w) => ({ ...w, path: formatPath(w.path), message: openclawWarningText(w) })),
      lints: lintOut.map((l) => ({
        ...l.lint,
        path: formatPath(l.lint.path),
        code: l.code,
        severity: l.severity,
        message: l.message,
      })),
      ...(calls.length > 0 && {
        calls: calls.map((c) => ({ ...c, path: formatPath(c.path), message: openclawCallVerdictText(c) })),
      }),
      ...(routes.length > 0 && {
        messages: routes.map((m) => ({
          index: m.index,
          path: formatPath(m.path),
          message: m.message,
          ...(m.answer.ok
            ? {
                route: m.answer.route,
                ...(m.answer.binding?.path && { binding: formatPath(m.answer.binding.path) }),
              }
            : { error: m.answer.error }),
          ...(m.expect && { expect: { expected: m.expect.expected, met: m.expect.met } }),
        })),
      }),
      ...(spawns.length > 0 && {
        spawns: spawns.map((s) => ({
          index: s.index,
          path: formatPath(s.path),
          request: s.request,
          ...s.decision,
          ...(s.decision.refused?.setting && {
            refused: { ...s.decision.refused, setting: formatPath(s.decision.refused.setting) },
          }),
          ...(s.decision.allowFrom && { allowFrom: formatPath(s.decision.allowFrom) }),
          allowAt: formatPath(s.decision.allowAt),
          message: openclawSpawnText(s),
          ...(s.expect && { expect: { expected: s.expect.expected, met: s.expect.met } }),
        })),
      }),
      ...(coverage && covered && asked.show && { coverage: { percent, ...covered, ...coverage } }),
    });
  }
  if (command === "check" && !json) {
    for (const w of verdict.warnings) io.out(texts.openclawWarning(formatPath(w.path), openclawWarningText(w)));
    for (const i of verdict.issues) io.out(texts.openclawIssue(formatPath(i.path), openclawIssueText(i)));
    for (const l of lintOut) io.out(texts.openclawLint(l.severity, formatPath(l.lint.path), l.message, l.code));
    for (const c of calls) io.out(texts.openclawCall(c.index, c.verdict ?? "none", openclawCallVerdictText(c)));
    for (const m of routes)
      io.out(
        texts.openclawMessage(m.index, m.answer.ok ? m.answer.route.agentId : "refused", openclawMessageRouteText(m)),
      );
    for (const s of spawns)
      io.out(texts.openclawSpawn(s.index, s.decision.allowed ? "allowed" : "refused", openclawSpawnText(s)));
    for (const d of callFindings) io.out(texts.openclawLint(d.severity, formatPath(d.path), d.message, d.code));
    if (coverage && covered && asked.show) {
      io.out(
        texts.openclawCoverage(
          percent,
          coverage.agents.total - coverage.agents.uncovered.length,
          coverage.agents.total,
          coverage.entries.total - coverage.entries.uncovered.length,
          coverage.entries.total,
        ),
      );
      for (const a of coverage.agents.uncovered)
        io.out(texts.openclawUncovered(formatPath(a.path ?? []), `agent ${a.id}`));
      for (const e of coverage.entries.uncovered)
        io.out(texts.openclawUncovered(formatPath(e.path), JSON.stringify(e.name)));
    }
    io.out(verdict.valid ? texts.openclawAccepts(file) : texts.openclawRejects(file, verdict.issues.length));
  } else if (!verdict.valid) {
    // resolve (and check --json) say why on stderr, and exit 1 as OpenClaw's validate does.
    for (const i of verdict.issues) io.err(texts.openclawIssue(formatPath(i.path), openclawIssueText(i)));
  }
  if (below && covered) io.err(texts.belowMinCoverage(percent, covered.covered, covered.total, asked.min!));
  return verdict.valid && (command !== "check" || failed === 0) ? EXIT.ok : EXIT.problems;
}
