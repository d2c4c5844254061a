/**
 * `diff OLD NEW --profile <an OpenClaw release>`: what OpenClaw answers differently for the two configs on
 * this machine (each read as the openclaw.json OpenClaw reads here): the verdict of `config validate` and, while
 * both are accepted, each agent of `agents list --json` (added, removed, a field changed). Printed in the SophiaClaw
 * diff's plan style (`~` changed, `+` added, `-` removed), or as data with --json. Exit 0 when nothing changed, 1
 * when something did, 2 on bad input, as the SophiaClaw diff.
 */
import {
  diffOpenClawAgents,
  OpenClawAnalyzer,
  parseDocument,
  openclawAgentReports,
  evaluateOpenClaw,
  formatPath,
  openclawIssueText,
  type Analyzer,
  type OpenClawAgentChange,
  type OpenClawFieldValue,
  type OpenClawIssue,
  type OpenClawProfileId,
  type ProfileId,
} from "../core";
import { option, type ParsedArgs } from "./args";
import { printJson, usage } from "./commands";
import { diff, valueText } from "./diff";
import { EXIT, STDIN, type CliIo, type ExitCode } from "./io";
import { openclawAgentLine } from "./openclaw";
import { cliOpenClawMachine } from "./openclaw-machine";
import { texts } from "./texts";

/**
 * The options of diff that only SophiaClaw reads: named with an OpenClaw profile, they are a usage error (OpenClaw
 * reads the scenarios only for the machine, one for both configs: --scenarios).
 */
const SOPHIACLAW_ONLY = ["old-scenarios"] as const;

/** `diff` in the profile named: SophiaClaw's answers (diff.ts) or OpenClaw's. */
export function diffCommand(args: ParsedArgs, io: CliIo, profile: ProfileId, analyzer: Analyzer): ExitCode {
  const stray = profile === "sophiaclaw" ? undefined : SOPHIACLAW_ONLY.find((o) => args.options.has(o));
  if (stray !== undefined) return usage(io, texts.optionNotWithProfile(stray, "diff", profile)).code;
  return profile === "sophiaclaw" ? diff(args, io, analyzer) : openclawDiff(profile, args, io);
}

type Configs = { ok: true; old: string; now: string } | { ok: false; code: ExitCode };

/** Both configs' texts, each file read once; standard input stands for one of them at most. */
function readConfigs(args: ParsedArgs, io: CliIo): Configs {
  const [oldFile, newFile, ...extra] = args.positional;
  if (oldFile === undefined || newFile === undefined) return usage(io, texts.diffNeedsConfigs);
  if (extra.length) return usage(io, texts.diffTooMany);
  if (oldFile === STDIN && newFile === STDIN) return usage(io, texts.stdinTwice);
  const first = io.readFile(oldFile);
  if (!first.ok) return usage(io, texts.unreadable(oldFile, first.error));
  if (newFile === oldFile) return { ok: true, old: first.text, now: first.text };
  const second = io.readFile(newFile);
  if (!second.ok) return usage(io, texts.unreadable(newFile, second.error));
  return { ok: true, old: first.text, now: second.text };
}

export function openclawDiff(profile: OpenClawProfileId, args: ParsedArgs, io: CliIo): ExitCode {
  const configs = readConfigs(args, io);
  if (!configs.ok) return configs.code;
  const scenariosFile = option(args, "scenarios");
  const scenarios = scenariosFile === undefined ? undefined : io.readFile(scenariosFile);
  if (scenarios && !scenarios.ok) return usage(io, texts.unreadable(scenariosFile!, scenarios.error)).code;
  const machine = cliOpenClawMachine(profile, args, io, scenarios?.text);
  if (!machine.ok) return machine.code;
  const before = evaluateOpenClaw(profile, configs.old, machine.env, io.openclaw);
  const after = evaluateOpenClaw(profile, configs.now, machine.env, io.openclaw);
  // What each agent runs on and may do, on both sides.
  // And, with --scenarios, their calls answered under each config.
  const given = scenarios ? parseDocument(scenarios.text, "scenarios").value : undefined;
  const callsOf = (config: string) => new OpenClawAnalyzer(io.openclaw).calls(profile, config, machine.env, given);
  const routesOf = (config: string) => new OpenClawAnalyzer(io.openclaw).messages(profile, config, machine.env, given);
  const reports = {
    before: openclawAgentReports(profile, configs.old, machine.env, io.openclaw),
    after: openclawAgentReports(profile, configs.now, machine.env, io.openclaw),
    ...(given !== undefined && {
      calls: { before: callsOf(configs.old), after: callsOf(configs.now) },
      messages: { before: routesOf(configs.old), after: routesOf(configs.now) },
    }),
  };
  const changes = diffOpenClawAgents(before, after, reports);
  if (args.flags.has("json"))
    printJson(io, {
      profile,
      path: after.verdict.path,
      before: { valid: before.verdict.valid },
      after: { valid: after.verdict.valid },
      changes: changes.map(changeJson),
    });
  else for (const line of openclawPlanLines(changes)) io.out(line);
  return changes.length ? EXIT.problems : EXIT.ok;
}

const issueJson = (i: OpenClawIssue) => ({ ...i, path: formatPath(i.path), message: openclawIssueText(i) });

/** One change as `diff --json` prints it: its data, each reason with its path written out and its sentence. */
export function changeJson(c: OpenClawAgentChange) {
  switch (c.kind) {
    case "rejected":
    case "accepted":
      return { kind: c.kind, issues: c.issues.map(issueJson) };
    case "reasons-changed":
      return { kind: c.kind, before: c.before.map(issueJson), after: c.after.map(issueJson) };
    case "agent-added":
    case "agent-removed":
    case "agent-changed":
    case "call-changed":
    case "message-rerouted":
      return c;
  }
}

const issueLine = (i: OpenClawIssue) => texts.openclawIssue(formatPath(i.path), openclawIssueText(i));
const fieldText = (v: OpenClawFieldValue) => (v === null ? texts.openclawNoValue : valueText(v));

/** Which heading a change is listed under. */
const isVerdict = (c: OpenClawAgentChange) =>
  c.kind === "rejected" || c.kind === "accepted" || c.kind === "reasons-changed";

/** A change's lines under its heading: the mark and what changed, then the reasons. */
function changeLines(c: OpenClawAgentChange): string[] {
  switch (c.kind) {
    case "rejected":
      return [
        `  ~ ${texts.openclawAccepted} -> ${texts.openclawRejected}`,
        ...c.issues.map((i) => `      ${texts.now(issueLine(i))}`),
      ];
    case "accepted":
      return [
        `  ~ ${texts.openclawRejected} -> ${texts.openclawAccepted}`,
        ...c.issues.map((i) => `      ${texts.was(issueLine(i))}`),
      ];
    case "reasons-changed":
      return [
        `  ~ ${texts.openclawOtherReasons}`,
        ...c.before.map((i) => `      ${texts.was(issueLine(i))}`),
        ...c.after.map((i) => `      ${texts.now(issueLine(i))}`),
      ];
    case "agent-added":
      return [`  + ${openclawAgentLine(c.agent)}`];
    case "agent-removed":
      return [`  - ${openclawAgentLine(c.agent)}`];
    case "agent-changed":
      return [`  ~ ${c.id}.${c.field}: ${fieldText(c.before)} -> ${fieldText(c.after)}`];
    case "call-changed":
      return [
        `  ~ ${texts.openclawCallTitle(c.index, c.call.agent, c.call.tool, c.call.session, c.call.command)}: ${c.before ?? texts.openclawNoValue} -> ${c.after ?? texts.openclawNoValue}`,
      ];
    case "message-rerouted": {
      const at = (l: typeof c.before) => (l ? `${l.agentId} (${l.sessionKey})` : texts.openclawRefusedRoute);
      return [
        `  ~ ${texts.openclawMessageTitle(c.index, c.message.channel, c.message.peer)}: ${at(c.before)} -> ${at(c.after)}`,
      ];
    }
  }
}

/** The plan: the verdict's change, then the agents' (`~` changed, `+` added, `-` removed), then the summary. */
export function openclawPlanLines(changes: readonly OpenClawAgentChange[]): string[] {
  const lines: string[] = [];
  let heading: string | undefined;
  for (const c of changes) {
    const title = isVerdict(c)
      ? texts.openclawVerdictTitle
      : c.kind === "call-changed"
        ? texts.openclawCallsTitle
        : c.kind === "message-rerouted"
          ? texts.openclawMessagesTitle
          : texts.openclawAgentsTitle;
    if (title !== heading) {
      if (heading !== undefined) lines.push("");
      heading = title;
      lines.push(`${title}:`);
    }
    lines.push(...changeLines(c));
  }
  if (changes.length) lines.push("");
  const added = changes.filter((c) => c.kind === "agent-added").length;
  const removed = changes.filter((c) => c.kind === "agent-removed").length;
  lines.push(
    changes.length ? texts.openclawChanged(added, removed, changes.length - added - removed) : texts.openclawNoChange,
  );
  return lines;
}
