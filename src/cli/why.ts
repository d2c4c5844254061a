/**
 * `why`: what to change to get another answer for one call, skill test or session: the suggestions the engine found
 * and verified (suggestChanges), each with its edits as a before/after of the lines they touch, and what else it
 * changes. With --json, each carries its edits as { doc, offset, length, text } against the given texts.
 */
import {
  editPreview,
  formatPath,
  suggestChanges,
  suggestionTitle,
  whyNoneText,
  type Analyzer,
  type Suggestion,
  type WhyAnswer,
  type WhyTarget,
} from "../core";
import { option, type ParsedArgs } from "./args";
import { load, printJson, usage } from "./commands";
import { EXIT, type CliIo, type ExitCode } from "./io";
import { whyTexts as T } from "./why-texts";

/** The entry asked about: --call <n>, --skill <n> or --session <n> --agent <id> (numbered from 1). */
function targetOf(args: ParsedArgs, io: CliIo): WhyTarget | undefined {
  const given = (["call", "skill", "session"] as const).filter((k) => option(args, k) !== undefined);
  if (given.length !== 1) return void usage(io, T.oneTarget);
  const kind = given[0]!;
  const raw = option(args, kind)!;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) return void usage(io, T.badNumber(kind, raw));
  const index = n - 1;
  if (kind !== "session") return { kind, index };
  const agent = option(args, "agent");
  if (agent === undefined) return void usage(io, T.sessionNeedsAgent);
  return { kind, index, agent };
}

export function why(args: ParsedArgs, io: CliIo, analyzer: Analyzer): ExitCode {
  const loaded = load(args, io, "why");
  if (!loaded.ok) return loaded.code;
  const target = targetOf(args, io);
  if (!target) return EXIT.usage;
  const texts = { config: loaded.config, scenarios: loaded.scenarios };
  const answer = suggestChanges(analyzer, texts, target, LIMITS);
  if (args.flags.has("json")) printJson(io, answerJson(answer, texts));
  else
    printText(io, answer, texts, {
      config: loaded.configFile ?? "config",
      scenarios: loaded.scenariosFile ?? "scenarios",
    });
  return answer.suggestions.length > 0 || answer.none?.kind === "already" ? EXIT.ok : EXIT.problems;
}

/** Each analysis of a changed text may take as long as one of check's. */
const LIMITS = { clock: () => Date.now(), budgetMs: 20_000 };

function printText(
  io: CliIo,
  answer: WhyAnswer,
  texts: { config: string; scenarios: string },
  files: { config: string; scenarios: string },
): void {
  io.out(T.heading(answer));
  if (answer.none) {
    io.out(whyNoneText(answer.none));
    return;
  }
  if (answer.untried) io.out(T.untried(answer.tried, answer.untried));
  if (!answer.suggestions.length) {
    io.out(T.nothing(answer.tried));
    return;
  }
  answer.suggestions.forEach((s, i) => {
    io.out(`${i + 1}. ${suggestionTitle(s)}`);
    for (const edit of s.edits) {
      const p = editPreview(texts, edit);
      io.out(`   ${files[edit.doc]}:${p.line}`);
      for (const line of p.before) io.out(`   - ${line}`);
      for (const line of p.after) io.out(`   + ${line}`);
      if (p.more) io.out(`   ${T.moreLines(p.more)}`);
    }
    const also = alsoLines(s);
    for (const line of also) io.out(`   ${line}`);
  });
}

/** What else a suggestion changes, in a few lines. */
function alsoLines(s: Suggestion): string[] {
  const pins = s.breaksPins.map((p) => T.breaksPin(formatPath(p.path), p.text));
  if (!s.alsoChanges.length) return pins.length ? pins : [T.nothingElse];
  const shown = s.alsoChanges.slice(0, 5).map((c) => T.alsoChange(c.key, c.before?.value, c.after?.value));
  return [...pins, ...(s.alsoChanges.length > 5 ? [...shown, T.andMore(s.alsoChanges.length - 5)] : shown)];
}

function answerJson(answer: WhyAnswer, texts: { config: string; scenarios: string }): unknown {
  return {
    target: answer.target,
    goal: answer.goal,
    now: answer.now,
    tried: answer.tried,
    ...(answer.untried && { untried: answer.untried }),
    ...(answer.none && { none: { ...answer.none, text: whyNoneText(answer.none) } }),
    suggestions: answer.suggestions.map((s) => ({
      title: suggestionTitle(s),
      changes: s.changes,
      edits: s.edits,
      preview: s.edits.map((e) => editPreview(texts, e)),
      result: s.result,
      alsoRuns: s.alsoRuns,
      breaksPins: s.breaksPins.map((p) => ({ ...p, path: formatPath(p.path) })),
      alsoChanges: s.alsoChanges.map((c) => ({
        key: c.key,
        change: c.change,
        before: c.before?.value ?? null,
        after: c.after?.value ?? null,
      })),
    })),
  };
}
