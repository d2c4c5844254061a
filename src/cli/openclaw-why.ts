/**
 * `why <config> --profile <an OpenClaw release> [--agent ID] [--env NAME=VALUE]... [--json]`: each agent
 * OpenClaw lists on this machine (the config read as the openclaw.json it reads here), with the rule behind its id,
 * workspace, agent folder and default (explainOpenClaw). --json prints that data. Exit 0 when it listed the agents,
 * 1 when OpenClaw rejects the config (why, on stderr) or lists no agent --agent names, 2 on a usage error. SophiaClaw's
 * why (why.ts) answers without an OpenClaw profile.
 */
import {
  createOpenClawAnalyzer,
  formatPath,
  OPENCLAW_AGENT_FIELDS,
  openclawDefaultRuleText,
  openclawIdRuleText,
  openclawIssueText,
  type Analyzer,
  type OpenClawProfileId,
  type ProfileId,
} from "../core";
import { option, type ParsedArgs } from "./args";
import { load, printJson, usage } from "./commands";
import { EXIT, type CliIo, type ExitCode } from "./io";
import { cliOpenClawMachine, noteNotRead } from "./openclaw-machine";
import { texts } from "./texts";
import { why } from "./why";

/** The options of why that only SophiaClaw reads: named with an OpenClaw profile, they are a usage error. */
const SOPHIACLAW_ONLY = ["call", "skill", "session"] as const;

/** `why` in the profile named: SophiaClaw's suggestions (why.ts) or OpenClaw's reasons for each agent. */
export function whyCommand(args: ParsedArgs, io: CliIo, profile: ProfileId, analyzer: Analyzer): ExitCode {
  const stray = profile === "sophiaclaw" ? undefined : SOPHIACLAW_ONLY.find((o) => args.options.has(o));
  if (stray !== undefined) return usage(io, texts.optionNotWithProfile(stray, "why", profile)).code;
  return profile === "sophiaclaw" ? why(args, io, analyzer) : openclawWhy(profile, args, io);
}

export function openclawWhy(profile: OpenClawProfileId, args: ParsedArgs, io: CliIo): ExitCode {
  const loaded = load(args, io, "why");
  if (!loaded.ok) return loaded.code;
  const machine = cliOpenClawMachine(profile, args, io, loaded.scenariosFile ? loaded.scenarios : undefined);
  if (!machine.ok) return machine.code;
  noteNotRead(io, loaded.configFile, machine.env);
  const openclaw = createOpenClawAnalyzer(io.openclaw);
  const explained = openclaw.explain(profile, loaded.config, machine.env);
  if (!explained.valid) {
    const { verdict } = openclaw.evaluate(profile, loaded.config, machine.env);
    for (const i of verdict.issues) io.err(texts.openclawIssue(formatPath(i.path), openclawIssueText(i)));
    io.err(texts.openclawRejects(loaded.configFile ?? "-", verdict.issues.length));
    return EXIT.problems;
  }
  const wanted = option(args, "agent");
  const agents =
    wanted === undefined
      ? explained.agents
      : explained.agents.filter((a) => a.id === wanted || a.id === wanted.trim().toLowerCase());
  if (wanted !== undefined && agents.length === 0) {
    io.err(
      texts.openclawWhyNoAgent(
        wanted,
        explained.agents.map((a) => a.id),
      ),
    );
    return EXIT.problems;
  }
  if (args.flags.has("json")) {
    printJson(io, { ...explained, agents });
    return EXIT.ok;
  }
  for (const a of agents) {
    io.out(texts.openclawWhyAgent(a.id, a.isDefault, openclawDefaultRuleText(a.defaultRule)));
    io.out(texts.openclawWhyId(openclawIdRuleText(a.idRule)));
    for (const field of OPENCLAW_AGENT_FIELDS) {
      const why = field.why?.(a);
      if (why) io.out(texts.openclawWhyField(field.label, why.value, why.rule));
    }
  }
  return EXIT.ok;
}
