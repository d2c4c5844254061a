/** The commands resolve and link (check is in check.ts), over the same engine as the page: read, analyze, print. */
import {
  AGENT_FIELDS,
  answerLookup,
  answersOf,
  fieldText,
  formatPath,
  parseDocument,
  PLAIN_FIELD_WORDS,
  scenarioEnv,
  type Analysis,
  type Analyzer,
  type Answer,
  type AnswerGroup,
  type AnswerValue,
  type Provenance,
} from "../core";
import { answerJson, locator } from "./answers-json";
import { envGiven } from "./env-option";
import { option, type ParsedArgs } from "./args";
import { EXIT, STDIN, type CliIo, type ExitCode } from "./io";
import { texts } from "./texts";
import { jsonLines } from "./visible";

export type Loaded = { ok: true; config: string; scenarios: string } | { ok: false; code: ExitCode };

/** Reads the config (one positional argument) and the optional --scenarios file; a usage error otherwise. */
export function load(
  args: ParsedArgs,
  io: CliIo,
  command: string,
): Loaded & { configFile?: string; scenariosFile?: string } {
  const [configFile, ...extra] = args.positional;
  if (configFile === undefined) return usage(io, texts.needsConfig(command));
  if (extra.length) return usage(io, texts.tooMany(command));
  const scenariosFile = option(args, "scenarios");
  if (configFile === STDIN && scenariosFile === STDIN) return usage(io, texts.stdinTwice);
  const config = io.readFile(configFile);
  if (!config.ok) return usage(io, texts.unreadable(configFile, config.error));
  let scenarios = "";
  if (scenariosFile !== undefined) {
    const read = io.readFile(scenariosFile);
    if (!read.ok) return usage(io, texts.unreadable(scenariosFile, read.error));
    scenarios = read.text;
  }
  return { ok: true, config: config.text, scenarios, configFile, scenariosFile };
}

/** JSON on stdout, one line per element, with nothing a terminal acts on (see jsonLines). */
export function printJson(io: CliIo, value: unknown): void {
  for (const line of jsonLines(value)) io.out(line);
}

export function usage(io: CliIo, line: string): { ok: false; code: ExitCode } {
  io.err(line);
  return { ok: false, code: EXIT.usage };
}

/** The name a finding's file goes by: the file given, or --stdin-filename for standard input. */
export function shownName(args: ParsedArgs, file: string): string {
  return file === STDIN ? (option(args, "stdin-filename") ?? STDIN) : file;
}

/** The answers `resolve --json` lists: the config's (the session's agent is its `session`). */
export const RESOLVE_GROUPS: readonly AnswerGroup[] = ["default", "agent"];

/** `resolve`: each agent's resolved values with where they came from, and the session's agent. */
export function resolve(args: ParsedArgs, io: CliIo, analyzer: Analyzer): ExitCode {
  const loaded = load(args, io, "resolve");
  if (!loaded.ok) return loaded.code;
  // The environment: the scenarios' env (when --scenarios is given); the analyzer's machine (--env) is on top.
  const scenariosValue = loaded.scenariosFile ? parseDocument(loaded.scenarios, "scenarios").value : undefined;
  const env: Record<string, string | undefined> =
    scenariosValue !== undefined ? { ...scenarioEnv(scenariosValue) } : {};
  const given = envGiven(scenariosValue, analyzer.context.machine);
  const session: Record<string, string> = {};
  const key = option(args, "session");
  const agent = option(args, "agent");
  if (key !== undefined) session.key = key;
  if (agent !== undefined) session.agent = agent;
  const scenarios = JSON.stringify({ env, sessions: [session] });
  const a = analyzer.analyze(loaded.config, scenarios, { clock: () => Date.now(), budgetMs: 20_000 });
  if (args.flags.has("json")) {
    // The scenarios analyzed are the command's own (the env and one session), so only the config has places.
    const locate = locator(
      { config: loaded.configFile, scenarios: undefined },
      { config: loaded.config, scenarios },
      (doc, text, path) => analyzer.spanAtPath(doc, text, path),
    );
    const answers = answersOf(a).filter((x) => RESOLVE_GROUPS.includes(x.group));
    printJson(io, {
      ...resolveJson(a, answers),
      env: a.env,
      envGiven: given,
      answers: answers.map((x) => answerJson(x, locate)),
    });
    return EXIT.ok;
  }
  if (!given) io.err(texts.defaultEnv(a.env));
  for (const line of resolveLines(a)) io.out(line);
  return EXIT.ok;
}

/** Where a value came from, as `resolve --json` prints it: the step, what the user reads, and the path. */
export const provenanceJson = (p: Provenance) => ({
  step: p.step,
  label: p.label,
  ...(p.doc !== undefined && { doc: p.doc }),
  ...(p.path !== undefined && { path: formatPath(p.path) }),
});

/**
 * The JSON answer of `resolve`: the same fields the page's Agents and Session panels show, with their provenance.
 * Each agent's values are its answers (answersOf), in the field table's order (AGENT_FIELDS).
 */
export function resolveJson(a: Analysis, answers: readonly Answer[]) {
  const s = a.sessions[0];
  const winner = s?.chain.find((step) => step.winner);
  const answer = answerLookup(answers);
  return {
    defaultAgentId: a.defaultAgentId,
    agents: a.agents.map((g) => {
      const values: Record<string, AnswerValue> = {};
      const from: Record<string, ReturnType<typeof provenanceJson>> = {};
      for (const field of AGENT_FIELDS) {
        const found = answer("agent", g.path, field.name);
        values[field.name] = found?.value ?? null;
        if (found?.from) from[field.name] = provenanceJson(found.from);
      }
      return { id: g.id, default: g.isDefault, ...values, from };
    }),
    session: s
      ? {
          key: s.key ?? null,
          override: s.override ?? null,
          agentId: s.sessionAgentId,
          ...(winner && { from: { step: winner.step, label: winner.label } }),
        }
      : null,
  };
}

function resolveLines(a: Analysis): string[] {
  const lines: string[] = [];
  for (const g of a.agents) {
    lines.push(
      `${g.id}${g.isDefault ? " (default)" : ""}${g.reachable ? "" : " (unreachable: an earlier entry has this id)"}`,
    );
    for (const field of AGENT_FIELDS)
      lines.push(
        `  ${field.label.padEnd(10)} ${fieldText(field.kind, field.value(g), PLAIN_FIELD_WORDS)}   <- ${field.from(g).label}`,
      );
  }
  const s = a.sessions[0];
  if (s) {
    const winner = s.chain.find((step) => step.winner);
    lines.push(
      `session ${s.key === undefined ? "(no key)" : JSON.stringify(s.key)} -> ${s.sessionAgentId}   <- ${winner?.label ?? ""}`,
    );
    for (const note of s.notes) lines.push(`  note: ${note}`);
  }
  return lines;
}
