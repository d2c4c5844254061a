/** The three commands, over the same engine as the page: each reads its files, calls analyze, prints. */
import { analyze, formatPath, parseDocument, positionAt, scenarioEnv, type Analysis, type Diagnostic } from "../core";
import { option, type ParsedArgs } from "./args";
import { EXIT, type CliIo, type ExitCode } from "./io";
import { shareableLink } from "./link-check";
import { texts } from "./texts";
import { jsonLines } from "./visible";

type Loaded = { ok: true; config: string; scenarios: string } | { ok: false; code: ExitCode };

/** Reads the config (one positional argument) and the optional --scenarios file; a usage error otherwise. */
function load(args: ParsedArgs, io: CliIo, command: string): Loaded & { configFile?: string; scenariosFile?: string } {
  const [configFile, ...extra] = args.positional;
  if (configFile === undefined) return usage(io, texts.needsConfig(command));
  if (extra.length) return usage(io, texts.tooMany(command));
  const config = io.readFile(configFile);
  if (!config.ok) return usage(io, texts.unreadable(configFile, config.error));
  const scenariosFile = option(args, "scenarios");
  let scenarios = "";
  if (scenariosFile !== undefined) {
    const read = io.readFile(scenariosFile);
    if (!read.ok) return usage(io, texts.unreadable(scenariosFile, read.error));
    scenarios = read.text;
  }
  return { ok: true, config: config.text, scenarios, configFile, scenariosFile };
}

/** JSON on stdout, one line per element, with nothing a terminal acts on (see jsonLines). */
function printJson(io: CliIo, value: unknown): void {
  for (const line of jsonLines(value)) io.out(line);
}

function usage(io: CliIo, line: string): { ok: false; code: ExitCode } {
  io.err(line);
  return { ok: false, code: EXIT.usage };
}

/** A diagnostic as a terminal (and an editor's problem matcher) reads it: file:line:col code severity: message. */
export function diagnosticLine(d: Diagnostic, file: string, text: string): string {
  const { line, column } = positionAt(text, d.span.offset);
  return `${file}:${line}:${column} ${d.code} ${d.severity}: ${d.message}`;
}

/** `check`: diagnostics, then expectations; exit 1 on an error diagnostic or a failed expectation. */
export function check(args: ParsedArgs, io: CliIo): ExitCode {
  const loaded = load(args, io, "check");
  if (!loaded.ok) return loaded.code;
  const files = { config: loaded.configFile!, scenarios: loaded.scenariosFile ?? "(no scenarios)" };
  const textOf = { config: loaded.config, scenarios: loaded.scenarios };
  const a = analyze(loaded.config, loaded.scenarios, { clock: () => Date.now(), budgetMs: 20_000 });
  const errors = a.diagnostics.filter((d) => d.severity === "error").length;
  const failedExpectations = a.expectations.filter((e) => !e.met).length;
  const code = errors || failedExpectations ? EXIT.problems : EXIT.ok;
  if (args.flags.has("json")) {
    printJson(io, {
      ok: code === EXIT.ok,
      diagnostics: a.diagnostics.map((d) => ({
        file: files[d.doc],
        ...positionAt(textOf[d.doc], d.span.offset),
        code: d.code,
        severity: d.severity,
        message: d.message,
        path: formatPath(d.path),
      })),
      expectations: a.expectations.map((e) => ({ met: e.met, path: formatPath(e.path), text: e.text })),
      calls: a.simulation.calls.map((c) => ({
        index: c.index,
        agent: c.agent,
        tool: c.tool,
        verdict: c.verdict.answer,
        text: c.verdict.answer === "refused" ? c.verdict.text : c.verdict.decision.reason,
      })),
    });
    return code;
  }
  for (const d of a.diagnostics) io.out(diagnosticLine(d, files[d.doc], textOf[d.doc]));
  for (const e of a.expectations) io.out(`${e.met ? "ok  " : "FAIL"} ${formatPath(e.path)}: ${e.text}`);
  const warnings = a.diagnostics.filter((d) => d.severity === "warning").length;
  const met = a.expectations.length - failedExpectations;
  io.out(
    `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}; ` +
      `${met} of ${a.expectations.length} expectation${a.expectations.length === 1 ? "" : "s"} met`,
  );
  return code;
}

/** `resolve`: each agent's resolved values with where they came from, and the session's agent. */
export function resolve(args: ParsedArgs, io: CliIo): ExitCode {
  const loaded = load(args, io, "resolve");
  if (!loaded.ok) return loaded.code;
  // The environment: the scenarios' env (when --scenarios is given), then each --env on top.
  const env: Record<string, string | undefined> = loaded.scenariosFile
    ? { ...scenarioEnv(parseDocument(loaded.scenarios, "scenarios").value) }
    : {};
  for (const pair of args.options.get("env") ?? []) {
    const eq = pair.indexOf("=");
    if (eq <= 0) return usage(io, texts.badEnv(pair)).code;
    env[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  const session: Record<string, string> = {};
  const key = option(args, "session");
  const agent = option(args, "agent");
  if (key !== undefined) session.key = key;
  if (agent !== undefined) session.agent = agent;
  const scenarios = JSON.stringify({ env, sessions: [session] });
  const a = analyze(loaded.config, scenarios, { clock: () => Date.now(), budgetMs: 20_000 });
  if (args.flags.has("json")) {
    printJson(io, resolveJson(a));
    return EXIT.ok;
  }
  for (const line of resolveLines(a)) io.out(line);
  return EXIT.ok;
}

/** The JSON answer of `resolve`: the same fields the page's Agents and Session panels show. */
export function resolveJson(a: Analysis) {
  const s = a.sessions[0];
  return {
    defaultAgentId: a.defaultAgentId,
    agents: a.agents.map((g) => ({
      id: g.id,
      default: g.isDefault,
      workspace: g.workspace.value,
      agentDir: g.agentDir.value,
      model: g.model.primary.value ?? null,
      fallbacks: g.model.fallbacks.value,
      skills: g.skills.value ?? null,
    })),
    session: s ? { key: s.key ?? null, override: s.override ?? null, agentId: s.sessionAgentId } : null,
  };
}

function resolveLines(a: Analysis): string[] {
  const lines: string[] = [];
  for (const g of a.agents) {
    lines.push(
      `${g.id}${g.isDefault ? " (default)" : ""}${g.reachable ? "" : " (unreachable: an earlier entry has this id)"}`,
    );
    const row = (label: string, value: string, from: string) =>
      lines.push(`  ${label.padEnd(10)} ${value}   <- ${from}`);
    row("workspace", g.workspace.value, g.workspace.from.label);
    row("agent dir", g.agentDir.value, g.agentDir.from.label);
    row("model", g.model.primary.value ?? "(none)", g.model.primary.from.label);
    row("fallbacks", g.model.fallbacks.value.join(", ") || "(none)", g.model.fallbacks.from.label);
    row("skills", g.skills.value?.join(", ") ?? "(every skill)", g.skills.from.label);
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

/** `link`: a share link that opens both documents in the studio. */
export function link(args: ParsedArgs, io: CliIo): ExitCode {
  const loaded = load(args, io, "link");
  if (!loaded.ok) return loaded.code;
  const shared = shareableLink({ config: loaded.config, scenarios: loaded.scenarios, tab: "config" });
  if (!shared.ok) {
    io.err(texts.noLink(shared.refusal));
    return EXIT.problems;
  }
  const base = option(args, "base") ?? "http://localhost:5173/";
  io.out(`${base.split("#")[0]}#${shared.fragment}`);
  return EXIT.ok;
}
