/** Every sentence the command line prints that is not a diagnostic. */
import { isOpenClawProfile, PROFILE_IDS, type AnswerGroup, type Env } from "../core";
import type { Subject } from "./check-report";
import type { LinkRefusal } from "./link-check";
import type { ReadError } from "./read-error";

const OPENCLAW = PROFILE_IDS.filter(isOpenClawProfile).join("|");
const PROFILES = `${PROFILE_IDS.slice(0, -1).join(", ")} or ${PROFILE_IDS.at(-1)}`;

export const USAGE = `Usage: scope-studio <command> [options]

Commands:
  check <config> [--scenarios <file>] [--format text|json|github|sarif|junit] [--max-warnings <n>]
      [--env NAME=VALUE]...
      Print the config's and the scenarios' diagnostics (file:line:col code message), then run the
      scenarios' expectations. Exit 0 when all is well, 1 on an error, a failed expectation or more
      warnings than --max-warnings, 2 on a usage error or unreadable input. --json is --format json;
      github prints workflow annotations, sarif a SARIF 2.1.0 log, junit a JUnit XML report.
      --coverage also prints the rules, grants, approvals, agents, skill patterns and modes-table
      entries no scenario exercises (OpenClaw: the agents and tool-policy entries no call exercises),
      and the percentage exercised (in JSON: a coverage object);
      --min-coverage <percent> exits 1 when the percentage is below it. --stdin-filename <name> names a
      config read from - in every finding.
  resolve <config> [--scenarios <file>] [--session <key>] [--agent <id>] [--env NAME=VALUE]... [--json]
      Print each agent's id, workspace, agent folder, model and fallbacks, skills filter, and the
      session's agent.
  diff <old config> <new config> [--scenarios <file>] [--old-scenarios <file>] [--json]
      [--profile <profile>] [--env NAME=VALUE]...
      Print every answer that differs between the two configs, as a plan: ~ changed, + added,
      - removed, with both reasons and the line that made the difference. The old config is read with
      --old-scenarios, else the same scenarios as the new one. Exit 0 when no answer changed, 1 when
      one did, 2 on a usage error or unreadable input.
  why <config> --scenarios <file> (--call <n> | --skill <n> | --session <n> --agent <id>) [--json]
      [--env NAME=VALUE]...
      Print the smallest changes that give the call (numbered from 1) the other answer (make a refused or
      asked call run, or stop one that runs), the skill test the other verdict, or the session the agent
      named: each verified by analysing the changed documents, narrowest first, as a before/after of the
      lines it touches, with every other answer it changes. --json gives each change's edits as
      { doc, offset, length, text } against the given files. Exit 0 when it found one, 1 when none.
  why <config> --profile ${OPENCLAW} [--agent <id>] [--scenarios <file>] [--env NAME=VALUE]... [--json]
      Print each agent OpenClaw lists with the rule behind its id, workspace, agent folder and default.
      Exit 1 when OpenClaw rejects the config (why, on stderr) or lists no agent --agent names.
  route <config> --profile ${OPENCLAW} --channel <channel> [--account <id>] [--peer <kind>:<id>]
      [--parent-peer <kind>:<id>] [--guild <id>] [--team <id>] [--roles <id,id>] [--env NAME=VALUE]... [--json]
      Print which agent answers a message on that channel, as OpenClaw's router decides: the binding that
      matched and its tier, the session key and the main session key (--json: the fields resolveAgentRoute
      returns, by their names). Exit 1 when OpenClaw refuses the config or the router refuses the message.
  link <config> [--scenarios <file>] [--base <url>] [--profile <profile>] [--env NAME=VALUE]...
      Print a share link that opens both documents in the studio (in the profile named, else the one
      it detects; --env set in the scenarios' env it carries). Exit 1 when the documents are too large for a link the studio opens. Without
      --base, the SCOPE_STUDIO_URL environment variable.

Profiles: --profile ${PROFILES} on every command. Without it, the config
  is read as the release it names (its $schema, meta.lastTouchedVersion, an agents.entries roster, keys only
  OpenClaw has), said on stderr, else as SophiaClaw. With an OpenClaw profile, the whole config is checked as
  that release checks it (every section, its schema and its rules), and it is read as OpenClaw reads its
  openclaw.json on this machine (HOME, the folder the command runs in, the environment, each --env on top):
  resolve --json prints, for each agent (--agent: the one named), { agent, models, skills, sandbox, exec }: the
  agent as \`openclaw agents list --json\` does, then what \`models status\`, \`skills check\`, \`sandbox explain\`
  and \`exec-policy show\` say of it; --approvals <file> is the host's exec approvals document (2026.7's
  exec-approvals.json); check prints why OpenClaw would reject the config and exits 1 then;
  diff compares OpenClaw's answers for the two configs: the verdict (with the reasons), agents added and
  removed, and each agent's workspace, agentDir, model, bindings and isDefault (exit as above).

The machine: every command reads the scenarios' env (HOME, cwd, any variable) with each --env NAME=VALUE on
  top; SophiaClaw's default is HOME=/home/user, OpenClaw's this machine's.

A file named - is read from standard input. scope-studio --version prints the version.`;

const mb = (bytes: number) => `${Math.round((bytes / 1048576) * 10) / 10} MB`;

/** Why a file could not be read, as the end of "Cannot read <file>: ...". */
const whyUnreadable = (e: ReadError): string => {
  switch (e.kind) {
    case "missing":
      return "there is no such file.";
    case "folder":
      return "it is a folder, not a file.";
    case "denied":
      return "permission denied.";
    case "loop":
      return "it is a symbolic link that leads back to itself.";
    case "name-too-long":
      return "the file name is too long.";
    case "not-a-file":
      return "it is a socket or device, not a file that can be read.";
    case "no-writer":
      return "it is a named pipe that nothing is writing to.";
    case "stalled":
      return `nothing came from it for ${e.seconds} seconds.`;
    case "too-large":
      return `it is larger than ${mb(e.limitBytes)}, more than a document may be.`;
    case "failed":
      return "the system could not read it.";
  }
};

const whyNoLink = (r: LinkRefusal): string => {
  switch (r.kind) {
    case "too-large":
      return `the config and scenarios come to ${mb(r.bytes)}, and the studio opens links of at most ${mb(r.limitBytes)}. Send the files instead.`;
    case "unopenable":
      return `the studio would not open it (${r.code}).`;
  }
};

/** The session, skill, call or subagent an expectation is about, in full, as the scenarios name it. */
export const subjectName = (s: Subject): string => {
  switch (s.kind) {
    case "session":
      return s.key !== undefined
        ? `session ${s.key}${s.agent !== undefined ? ` with agent ${s.agent}` : ""}`
        : `session with no key${s.agent !== undefined ? `, agent ${s.agent}` : ""}`;
    case "skill":
      return `skill ${s.skill} for ${s.agent}`;
    case "call":
      return ["call", s.agent, s.tool, ...s.patterns].join(" ");
    case "subagent":
      return `subagent ${s.name}`;
    case "entry":
      return s.path;
  }
};

const envPairs = (env: Env) =>
  Object.entries(env)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .join(" ");

/** The headings of the diff's groups of answers. */
export const GROUP_TITLES: Readonly<Record<AnswerGroup, string>> = {
  default: "Default agent",
  agent: "Agents",
  session: "Sessions",
  skill: "Skills",
  subagent: "Subagents and tool choice",
  call: "Calls",
  team: "Team",
  diagnostic: "Diagnostics",
};

export const texts = {
  noCommand: "No command given. Run scope-studio --help for the commands.",
  unknownCommand: (c: string) => `Unknown command "${c}". The commands are check, resolve, diff, why and link.`,
  needsConfig: (c: string) => `scope-studio ${c} needs the config file: scope-studio ${c} <config>.`,
  tooMany: (c: string) => `scope-studio ${c} takes one config file; got more.`,
  badEnv: (e: string) => `--env takes NAME=VALUE; got "${e}".`,
  envNeedsScenariosObject: "--env sets the scenarios' env, so the scenarios must be a JSON object.",
  unknownProfile: (p: string, known: readonly string[]) =>
    `Unknown profile "${p}". The profiles are ${known.join(", ")}.`,
  profileDetected: (file: string, profile: string, where: string) =>
    `Reading ${file} as ${profile}, detected from ${where} (--profile names another).`,
  noMachine: "This platform does not say which machine the command runs on, so an OpenClaw profile cannot answer.",
  openclawRejects: (file: string, n: number) =>
    `OpenClaw would reject ${file}: ${n === 1 ? "1 reason" : `${n} reasons`}.`,
  openclawFormats: (f: string) =>
    `With an OpenClaw profile, check prints text, json, github, sarif or junit; got --format ${f}.`,
  openclawAccepts: (file: string) => `OpenClaw accepts ${file}.`,
  openclawNotRead: (file: string, read: string) =>
    `OpenClaw would not read ${file} here: it reads ${read} (HOME, OPENCLAW_HOME, OPENCLAW_STATE_DIR or OPENCLAW_CONFIG_PATH).`,
  openclawIssue: (path: string, sentence: string) => `error ${path || "<root>"}: ${sentence}`,
  openclawWarning: (path: string, sentence: string) => `warning ${path || "<root>"}: ${sentence}`,
  openclawLint: (severity: string, path: string, sentence: string, code: string) =>
    `${severity} ${path || "<root>"}: ${sentence} (${code})`,
  openclawWhyAgent: (id: string, isDefault: boolean, defaultRule: string) =>
    `${id}${isDefault ? ` (default: ${defaultRule})` : ` (${defaultRule})`}`,
  openclawWhyId: (rule: string) => `  id: ${rule}`,
  /** A field of the agent with the rule behind its value (core/openclaw/fields.ts: label and value). */
  openclawWhyField: (label: string, value: string, rule: string) => `  ${label} ${value}: ${rule}`,
  openclawWhyNoAgent: (id: string, listed: readonly string[]) =>
    `OpenClaw lists no agent "${id}"; it lists ${listed.length ? listed.join(", ") : "none"}.`,
  /** An agent and its fields, each as "label value" (core/openclaw/fields.ts). */
  openclawAgent: (id: string, isDefault: boolean, fields: readonly string[]) =>
    `${id}${isDefault ? " (default)" : ""}: ${fields.join(", ")}`,
  /** diff --profile openclaw-*: the plan's headings, words and summary. */
  openclawVerdictTitle: "Verdict (openclaw config validate)",
  openclawAgentsTitle: "Agents (openclaw agents list)",
  openclawCallsTitle: "Calls (the scenarios)",
  openclawCallTitle: (index: number, agent: string, tool: string, session: string, command: string | undefined) =>
    `call ${index + 1} (${agent} ${tool}${command !== undefined ? ` ${command}` : ""}, ${session} session)`,
  openclawAccepted: "accepted",
  openclawRejected: "rejected",
  openclawOtherReasons: "rejected, for other reasons",
  openclawNoValue: "(none)",
  approvalsNotFor: (command: string) =>
    `--approvals does not apply to scope-studio ${command} in SophiaClaw's profile: the host's exec approvals are OpenClaw's (--profile ${OPENCLAW}).`,
  openclawUnknownAgent: (id: string) => `OpenClaw lists no agent "${id}".`,
  routeNeedsChannel: "route needs --channel <channel>: the channel the message comes in on.",
  routeBadPeer: (name: string) => `${name} needs <kind>:<id>, e.g. direct:u123 or group:-100123.`,
  routeOnlyOpenClaw: `route answers in an OpenClaw profile (--profile ${OPENCLAW}): SophiaClaw routes sessions, not messages (resolve --session).`,
  routeConfigRefused: (profile: string) =>
    `OpenClaw ${profile.replace("openclaw-", "")} refuses this config, so its gateway routes nothing (check says why).`,
  routeAgent: (agent: string, matchedBy: string, binding: string) =>
    `agent ${agent}, matched by ${matchedBy}${binding}`,
  routeSession: (key: string, main: string, policy: string, dmScope: string, groupScope: string | undefined) =>
    `session ${key}${key === main ? " (the agent's main session)" : `, main session ${main}`}; lastRoutePolicy ${policy}; dmScope ${dmScope}${groupScope === undefined ? "" : `, groupScope ${groupScope}`}`,
  openclawModels: (model: string, fallbacks: readonly unknown[], source: string) =>
    `  runs on ${model}; fallbacks: ${fallbacks.length ? fallbacks.map(String).join(", ") : "none"} (${source === "agent" ? "its own model's" : "agents.defaults.model's"})`,
  openclawExec: (mode: string, security: string, ask: string, fallback: string, why: string) =>
    `  exec: mode ${mode} (security ${security}, ask ${ask}, no approver: ${fallback}); ${why}`,
  openclawTools: (
    session: "main" | "other" | "subagent",
    allowed: number,
    total: number,
    refused: readonly string[],
    layers: readonly string[],
  ) =>
    `  tools (${session === "main" ? "main session" : session === "other" ? "other sessions" : "a sub-agent"}): ${allowed} of ${total}` +
    (refused.length ? `; refused ${refused.join(", ")} (by ${layers.join(", ")})` : ""),
  openclawCall: (index: number, verdict: string, sentence: string) => `call ${index + 1}: ${verdict}: ${sentence}`,
  openclawMessage: (index: number, agent: string, sentence: string) => `message ${index + 1}: ${agent}: ${sentence}`,
  openclawMessagesTitle: "Messages",
  coverageTitle: "Coverage",
  linkSecret: (file: string, line: number, preview: string) =>
    `${file}:${line}: looks like a secret (${preview}): the link would carry it to whoever opens it.`,
  linkSecrets: (n: number) =>
    `${n} possible secret${n === 1 ? "" : "s"} in what the link carries: replace ${n === 1 ? "it" : "them"} with a placeholder before sharing.`,
  linkUnreadable: (code: string, message: string) => `The link cannot be read (${code}): ${message}`,
  linkNoBaseline:
    "This link opens documents but proposes no change (it has no baseline): diff takes a proposal link (link --baseline), or two configs.",
  oldScenariosNeedsBaseline: "--old-scenarios goes with --baseline: the scenarios the baseline config is read with.",
  notCoveredTitle: "Not covered",
  baseLocal: (url: string) =>
    `No --base and no SCOPE_STUDIO_URL: the link opens the studio npm start serves, ${url}. Give --base <the studio's address> for a link others can open.`,
  openclawNoMessage: (asked: string, count: number) =>
    `--message takes the number of one of the scenarios' messages (1 to ${count}); got ${JSON.stringify(asked)}.`,
  openclawRefusedRoute: "refused",
  openclawMessageTitle: (index: number, channel: string, peer: { kind: string; id: string } | null | undefined) =>
    `message ${index + 1} (${channel}${peer ? ` ${peer.kind}:${peer.id}` : ""})`,
  openclawSpawn: (index: number, answer: string, sentence: string) => `spawn ${index + 1}: ${answer}: ${sentence}`,
  openclawCoverage: (percent: number, agents: number, agentsTotal: number, entries: number, entriesTotal: number) =>
    `coverage: ${percent}%: the calls exercise ${agents} of ${agentsTotal} agents and ${entries} of ${entriesTotal} tool-policy entries`,
  openclawUncovered: (where: string, what: string) => `${where || "<root>"} uncovered ${what}`,
  openclawNoChange: "OpenClaw answers the same for both configs.",
  openclawChanged: (added: number, removed: number, changed: number) => {
    const n = added + removed + changed;
    return `${n} change${n === 1 ? "" : "s"} in OpenClaw's answers (${added} agent${added === 1 ? "" : "s"} added, ${removed} removed, ${changed} changed)`;
  },
  optionNotWithProfile: (name: string, command: string, profile: string) =>
    `--${name} does not apply to scope-studio ${command} --profile ${profile}: OpenClaw reads the scenarios only for the machine (their env, with --env on top).`,
  unreadable: (file: string, why: ReadError) => `Cannot read ${file}: ${whyUnreadable(why)}`,
  optionNotFor: (name: string, command: string, allowed: readonly string[]) =>
    `--${name} does not apply to scope-studio ${command}; its options are ${allowed.map((o) => `--${o}`).join(", ")}.`,
  noLink: (r: LinkRefusal) => `No link printed: ${whyNoLink(r)}`,
  badFormat: (f: string, formats: readonly string[]) => `--format takes one of ${formats.join(", ")}; got "${f}".`,
  badMaxWarnings: (n: string) => `--max-warnings takes a whole number of at least 0; got "${n}".`,
  badMinCoverage: (n: string) => `--min-coverage takes a percentage from 0 to 100; got "${n}".`,
  belowMinCoverage: (percent: number, covered: number, total: number, min: number) =>
    `Coverage ${percent}% (${covered} of ${total} items exercised) is below --min-coverage ${min}.`,
  coverageAdd: (entry: string) => ` (add: ${entry})`,
  coverageNoAdd: (why: string) => ` (no entry offered: ${why})`,
  coverageWorkSpent: "coverage: the search stopped at its work limit; the items it did not reach count as uncovered.",
  jsonAndFormat: "--json is --format json; give one of them.",
  stdinTwice: "Only one input can be read from standard input (-).",
  tooManyWarnings: (warnings: number, max: number) =>
    `${warnings} warning${warnings === 1 ? "" : "s"}, more than --max-warnings ${max} allows.`,
  defaultEnv: (env: Env) =>
    `No environment given: simulating ${envPairs(env)} (set scenarios.env, or --env NAME=VALUE).`,
  diffNeedsConfigs: "scope-studio diff needs two configs: scope-studio diff <old config> <new config>.",
  diffTooMany: "scope-studio diff takes two config files; got more.",
  noAnswerChanged: "No answer changed.",
  answersChanged: (added: number, removed: number, changed: number) => {
    const n = added + removed + changed;
    return `${n} answer${n === 1 ? "" : "s"} changed (${added} added, ${removed} removed, ${changed} changed)`;
  },
  /** The reason before and after a change, and the config line that made the difference. */
  was: (reason: string) => `was: ${reason}`,
  now: (reason: string) => `now: ${reason}`,
  at: (file: string, line: number, column: number) => `at ${file}:${line}:${column}`,
  baseFromEnv: (base: string) => `base from SCOPE_STUDIO_URL: ${base}`,
  expectationFailed: (subject: string, text: string) => `${subject}: ${text}`,
  expectationTitle: "expectation not met",
  diagnosticsCase: "diagnostics",
  errorsFound: (n: number) => `${n} error${n === 1 ? "" : "s"}`,
};
