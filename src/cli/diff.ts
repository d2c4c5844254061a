/**
 * `diff`: every answer that differs between two configs (each with its scenarios), printed as a plan: grouped by
 * what the answers are about, `~` changed, `+` added, `-` removed, with both reasons and the line that made the
 * difference. Exit 0 when no answer changed, 1 when one did, 2 on bad input.
 */
import {
  answersOf,
  diffAnswers,
  parseDocument,
  reasonText,
  type Analysis,
  type Analyzer,
  type Answer,
  type AnswerChange,
  type AnswerValue,
} from "../core";
import { answerValueJson, locator, type Locate } from "./answers-json";
import { option, type ParsedArgs } from "./args";
import { envGiven } from "./env-option";
import { printJson, usage } from "./commands";
import { EXIT, STDIN, type CliIo, type ExitCode } from "./io";
import { GROUP_TITLES, texts } from "./texts";

/** One side of the diff: its files (scenarios undefined: none) and its texts. */
interface Side {
  readonly files: { readonly config: string; readonly scenarios: string | undefined };
  readonly texts: { readonly config: string; readonly scenarios: string };
}

type Read = { ok: true; old: Side; now: Side } | { ok: false; code: ExitCode };

/** Reads both configs and the scenarios, each file once (the old scenarios default to the new ones). */
function read(args: ParsedArgs, io: CliIo): Read {
  const [oldConfig, newConfig, ...extra] = args.positional;
  if (oldConfig === undefined || newConfig === undefined) return usage(io, texts.diffNeedsConfigs);
  if (extra.length) return usage(io, texts.diffTooMany);
  const scenarios = option(args, "scenarios");
  const oldScenarios = option(args, "old-scenarios") ?? scenarios;
  // Standard input is one text: it may stand for one config, or for the scenarios (both sides'), not for two of them.
  const stdinRoles = [oldConfig, newConfig, scenarios === STDIN || oldScenarios === STDIN ? STDIN : undefined];
  if (stdinRoles.filter((p) => p === STDIN).length > 1) return usage(io, texts.stdinTwice);
  const paths = [oldConfig, newConfig, scenarios, oldScenarios].filter((p) => p !== undefined);
  const textOf = new Map<string, string>();
  for (const path of paths) {
    if (textOf.has(path)) continue;
    const file = io.readFile(path);
    if (!file.ok) return usage(io, texts.unreadable(path, file.error));
    textOf.set(path, file.text);
  }
  const side = (config: string, s: string | undefined): Side => ({
    files: { config, scenarios: s },
    texts: { config: textOf.get(config)!, scenarios: s === undefined ? "" : textOf.get(s)! },
  });
  return { ok: true, old: side(oldConfig, oldScenarios), now: side(newConfig, scenarios) };
}

/** A value as the plan prints it: a plain string as it is, anything else (or a string with edge spaces) as JSON. */
export function valueText(v: AnswerValue): string {
  return typeof v === "string" && /^\S(?:.*\S)?$/s.test(v) ? v : JSON.stringify(v);
}

/** The place an answer came from, as `at file:line:column`. */
function placeLine(a: Answer | undefined, locate: Locate): string | undefined {
  if (a?.from?.doc === undefined || a.from.path === undefined) return undefined;
  const place = locate(a.from.doc, a.from.path);
  return place && texts.at(place.file, place.line, place.column);
}

const MARK = { added: "+", removed: "-", changed: "~" } as const;

/** The plan: the changes grouped by what they are about, then the summary. */
export function planLines(changes: readonly AnswerChange[], locate: { old: Locate; now: Locate }): string[] {
  const lines: string[] = [];
  let group: string | undefined;
  for (const c of changes) {
    if (c.group !== group) {
      if (group !== undefined) lines.push("");
      group = c.group;
      lines.push(`${GROUP_TITLES[c.group]}:`);
    }
    const values =
      c.change === "changed"
        ? `${valueText(c.before!.value)} -> ${valueText(c.after!.value)}`
        : valueText((c.after ?? c.before)!.value);
    lines.push(`  ${MARK[c.change]} ${c.key}: ${values}`);
    if (c.before?.reason) lines.push(`      ${texts.was(reasonText(c.before.reason))}`);
    if (c.after?.reason) lines.push(`      ${texts.now(reasonText(c.after.reason))}`);
    const at = placeLine(c.after, locate.now) ?? placeLine(c.before, locate.old);
    if (at !== undefined) lines.push(`      ${at}`);
  }
  if (changes.length) lines.push("");
  lines.push(summary(changes));
  return lines;
}

function summary(changes: readonly AnswerChange[]): string {
  if (!changes.length) return texts.noAnswerChanged;
  const count = (kind: AnswerChange["change"]) => changes.filter((c) => c.change === kind).length;
  return texts.answersChanged(count("added"), count("removed"), count("changed"));
}

/** `diff --json`: each change with both sides' values, reasons (data and sentence) and places. */
export function diffJson(changes: readonly AnswerChange[], locate: { old: Locate; now: Locate }) {
  return {
    changes: changes.map((c) => ({
      key: c.key,
      group: c.group,
      subject: c.subject,
      field: c.field,
      change: c.change,
      ...(c.before && { before: answerValueJson(c.before, locate.old) }),
      ...(c.after && { after: answerValueJson(c.after, locate.now) }),
    })),
  };
}

export function diff(args: ParsedArgs, io: CliIo, analyzer: Analyzer): ExitCode {
  const input = read(args, io);
  if (!input.ok) return input.code;
  const { old, now } = input;
  const limits = { clock: () => Date.now(), budgetMs: 20_000 };
  const before: Analysis = analyzer.analyze(old.texts.config, old.texts.scenarios, limits);
  const beforeAnswers = answersOf(before);
  const after: Analysis = analyzer.analyze(now.texts.config, now.texts.scenarios, limits);
  const changes = diffAnswers(beforeAnswers, answersOf(after));
  const locate = {
    // The old texts are parsed again only when a change points into them; the new ones were analyzed last.
    old: locator(old.files, old.texts),
    now: locator(now.files, now.texts, (doc, text, path) => analyzer.spanAtPath(doc, text, path)),
  };
  if (args.flags.has("json")) printJson(io, diffJson(changes, locate));
  else {
    for (const line of planLines(changes, locate)) io.out(line);
    const lacking = [old, now].find(
      (s) => !envGiven(parseDocument(s.texts.scenarios, "scenarios").value, analyzer.context.machine),
    );
    if (lacking) io.err(texts.defaultEnv((lacking === old ? before : after).env));
  }
  return changes.length ? EXIT.problems : EXIT.ok;
}
