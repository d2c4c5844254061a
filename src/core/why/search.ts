/**
 * The counterfactual search: for one call, skill test or session, the smallest changes that give the answer asked
 * for. Every candidate is made as text edits and the engine analyses the changed texts; only those that give the
 * answer are offered, each with what else it changes (the decision diff). Ranked by how little they widen: the fewest
 * other calls let through (or stopped), then the fewest other answers changed, then the narrower kind (a grant for
 * one subagent before an approval before a rule for everyone before a mode), then the narrower pattern.
 */
import type { Analysis } from "../analysis";
import { answersOf, type Answer } from "../answers";
import { diffAnswers, type AnswerChange } from "../answer-diff";
import type { Analyzer } from "../analyzer";
import type { AnalysisLimits } from "../budget";
import { samePath as sameJsonPath, type JsonPath } from "../diagnostics";
import { arr, own } from "../safe";
import type { VerdictAnswer } from "../vocabulary";
import { callCandidates, sessionCandidates, skillCandidates, type Candidate, type Values } from "./candidates";
import type { BrokenPin, Suggestion, WhyAnswer, WhyGoal, WhyTarget } from "./change";
import { applyToTexts, textEdits, type PathEdit, type TextEdit, type Texts } from "./edits";
import { placeEdit } from "./place";

/** The most suggestions one answer lists. */
export const MAX_SUGGESTIONS = 8;

type Value = VerdictAnswer | boolean | string;

/** The target's entry in an analysis: its answer now, and its path (undefined when there is no such entry). */
function answerOf(
  analysis: Analysis,
  target: WhyTarget,
): { readonly answer: Value; readonly path: JsonPath } | undefined {
  switch (target.kind) {
    case "call": {
      const c = analysis.simulation.calls[target.index];
      return c && { answer: c.verdict.answer, path: c.path };
    }
    case "skill": {
      const c = analysis.skills.find((s) => s.index === target.index);
      return c && { answer: c.allowed, path: c.path };
    }
    case "session": {
      const c = analysis.sessions.find((s) => s.index === target.index);
      return c && { answer: c.sessionAgentId, path: c.path };
    }
    case "message":
      return undefined;
  }
}

/** What the target's answer should become, given what it is now. */
function goalOf(target: Exclude<WhyTarget, { kind: "probe" }>, now: Value): WhyGoal {
  if (target.kind === "call") return now === "run" ? "stop" : "run";
  if (target.kind === "skill") return now === true ? "deny" : "allow";
  return "agent";
}

function reached(target: WhyTarget, goal: WhyGoal, answer: Value): boolean {
  switch (goal) {
    case "run":
      return answer === "run";
    case "stop":
      return answer !== "run";
    case "allow":
      return answer === true;
    case "deny":
      return answer === false;
    case "agent":
      return target.kind === "session" && answer === target.agent;
  }
}

const samePath = (a: JsonPath | undefined, b: JsonPath): boolean => a !== undefined && sameJsonPath(a, b);

/** Whether an answer is about the target itself: its own answers, or a diagnostic of the scenarios inside its entry. */
function aboutTarget(a: Answer | undefined, path: JsonPath): boolean {
  if (!a) return false;
  if (samePath(a.entry, path)) return true;
  const from = a.group === "diagnostic" ? a.from : undefined;
  return from?.doc === "scenarios" && from.path !== undefined && samePath(from.path.slice(0, path.length), path);
}

/** The calls a change lets through (goal run: refused or asked, then run) or stops (goal stop: run, then not). */
function callsMoved(changes: readonly AnswerChange[], goal: WhyGoal): string[] {
  return changes
    .filter((c) => c.group === "call" && c.field === "verdict" && c.change === "changed")
    .filter((c) => (goal === "stop" ? c.before!.value === "run" : c.after!.value === "run"))
    .map((c) => c.key);
}

/** Ranks two suggestions: the one that widens less first (see the file's comment). */
function narrower(a: Ranked, b: Ranked): number {
  return (
    a.suggestion.breaksPins.length - b.suggestion.breaksPins.length ||
    a.moved.length - b.moved.length ||
    a.suggestion.alsoChanges.length - b.suggestion.alsoChanges.length ||
    a.candidate.weight - b.candidate.weight ||
    a.candidate.level - b.candidate.level ||
    a.suggestion.changes.length - b.suggestion.changes.length
  );
}

interface Ranked {
  readonly suggestion: Suggestion;
  readonly candidate: Candidate;
  /** The other calls moved toward the goal (let through, or stopped). */
  readonly moved: readonly string[];
}

/**
 * The changes that give `target` the other answer (a call: run, or stop; a skill: allowed, or denied; a session: the
 * agent named), each verified by analysing the changed texts with `analyzer` (the caller's: the one that analysed
 * these texts last remembers them, so each candidate re-reads only what its edit touched). `limits` bounds the
 * whole search: when its time is spent, the changes not yet tried are not (the answer says how many were left).
 */
export function suggestChanges(
  analyzer: Analyzer,
  texts: Texts,
  target: WhyTarget,
  limits: AnalysisLimits,
  /** This analyzer's analysis of exactly these texts, when the caller has it (the page's, from the last keystroke). */
  known?: Analysis,
): WhyAnswer {
  if (target.kind === "probe") return probe(analyzer, texts, target, limits);
  const started = limits.clock();
  const left = (): AnalysisLimits => ({
    clock: limits.clock,
    budgetMs: Math.max(0, limits.budgetMs - (limits.clock() - started)),
  });
  const before = known ?? analyzer.analyze(texts.config, texts.scenarios, left());
  const found = answerOf(before, target);
  if (!found) return { target, goal: "run", now: "", suggestions: [], tried: 0, none: { kind: "no-target", target } };
  const goal = goalOf(target, found.answer);
  const base = { target, goal, now: found.answer, suggestions: [], tried: 0 };
  if (before.cutOff || !before.configSyntaxOk || !before.scenariosSyntaxOk)
    return { ...base, none: { kind: "not-analysed" } };
  if (reached(target, goal, found.answer)) return { ...base, none: { kind: "already", answer: found.answer } };
  // The texts as the analyzer read them for the analysis before (its memory moves on to each candidate's texts
  // after this): the values the candidates are made from, and the spans their edits are placed at.
  const config = analyzer.read("config", texts.config);
  const scenarios = analyzer.read("scenarios", texts.scenarios);
  const values: Values = { config: config.value, scenarios: scenarios.value };
  const read = {
    config: { text: texts.config, value: config.value, spanOf: config.spanOf },
    scenarios: { text: texts.scenarios, value: scenarios.value, spanOf: scenarios.spanOf },
  };
  const candidates = candidatesOf(before, target, goal, values);
  let answersBefore: readonly Answer[] | undefined;
  const ranked: Ranked[] = [];
  // Single changes first, then combinations; edits of the scenarios alone before the config's (the config's
  // analysis stays in the analyzer's memory between them).
  const order = [...candidates].sort((a, b) => a.changes.length - b.changes.length || configEdits(a) - configEdits(b));
  // A combination is not the smallest change when some of its parts work without the rest: it is not tried.
  const working: (readonly string[])[] = [];
  const keysOf = (c: Candidate) => c.changes.map((x) => JSON.stringify(x));
  const holdsWorking = (c: Candidate) => {
    const mine = new Set(keysOf(c));
    return working.some((w) => w.length < mine.size && w.every((k) => mine.has(k)));
  };
  let tried = 0;
  let untried = 0;
  for (const candidate of order) {
    if (candidate.changes.length > 1 && holdsWorking(candidate)) continue;
    if (left().budgetMs <= 0) {
      untried++;
      continue;
    }
    tried++;
    let edits: TextEdit[];
    try {
      edits = textEdits(texts, candidate.edits, read);
    } catch {
      continue; // an edit that cannot be placed in this text (a value where a list was expected): not offered
    }
    const changed = applyToTexts(texts, edits);
    const after = analyzer.analyze(changed.config, changed.scenarios, left());
    if (after.cutOff) continue;
    const answer = answerOf(after, target)?.answer;
    if (answer === undefined || !reached(target, goal, answer)) continue;
    answersBefore ??= answersOf(before);
    const alsoChanges = diffAnswers(answersBefore, answersOf(after)).filter(
      (c) => !aboutTarget(c.before, found.path) && !aboutTarget(c.after, found.path),
    );
    const moved = target.kind === "call" ? callsMoved(alsoChanges, goal) : [];
    working.push(keysOf(candidate));
    ranked.push({
      candidate,
      moved,
      suggestion: {
        changes: candidate.changes,
        edits,
        result: answer,
        alsoChanges,
        alsoRuns: goal === "run" ? moved : callsMoved(alsoChanges, "run"),
        breaksPins: brokenPins(before, after),
      },
    });
  }
  ranked.sort(narrower);
  // A mode as loose as bypass is never offered when a change without it works.
  const bypass = (r: Ranked) => r.suggestion.changes.some((c) => c.kind === "set-mode" && c.to === "bypass");
  const kept = ranked.some((r) => !bypass(r)) ? ranked.filter((r) => !bypass(r)) : ranked;
  return {
    ...base,
    suggestions: kept.slice(0, MAX_SUGGESTIONS).map((r) => r.suggestion),
    tried,
    ...(untried && { untried }),
  };
}

/** The expectations met in `before` and not in `after` (matched by where they are written). */
function brokenPins(before: Analysis, after: Analysis): BrokenPin[] {
  const met = new Set(before.expectations.filter((e) => e.met).map((e) => JSON.stringify(e.path)));
  return after.expectations
    .filter((e) => !e.met && met.has(JSON.stringify(e.path)))
    .map((e) => ({ path: e.path, subject: e.subject, text: e.text }));
}

const configEdits = (c: Candidate): number => (c.edits.some((e) => e.doc === "config") ? 1 : 0);

function candidatesOf(
  before: Analysis,
  target: Exclude<WhyTarget, { kind: "probe" }>,
  goal: WhyGoal,
  values: Values,
): Candidate[] {
  switch (target.kind) {
    case "call":
      return callCandidates(before, before.simulation.calls[target.index]!, values, goal === "stop" ? "stop" : "run");
    case "skill": {
      const c = before.skills.find((s) => s.index === target.index)!;
      return skillCandidates(before, c, values, goal === "deny" ? "deny" : "allow");
    }
    case "session": {
      const s = before.sessions.find((x) => x.index === target.index)!;
      return sessionCandidates(before, s, values, target.agent);
    }
    case "message":
      return [];
  }
}

/**
 * A call the scenarios do not make: the search runs on the scenarios with the call appended, and each suggestion's
 * edits are taken back to the documents as they are (an edit of the appended call itself drops the suggestion).
 */
function probe(
  analyzer: Analyzer,
  texts: Texts,
  target: Extract<WhyTarget, { kind: "probe" }>,
  limits: AnalysisLimits,
): WhyAnswer {
  const scenarios = analyzer.read("scenarios", texts.scenarios);
  const calls = arr(own(scenarios.value, "calls"));
  const call = { agent: target.agent, tool: target.tool, pattern: target.pattern };
  const read = { text: texts.scenarios, value: scenarios.value, spanOf: scenarios.spanOf };
  const add: PathEdit = calls
    ? { doc: "scenarios", op: "insert", path: ["calls", -1], value: call }
    : { doc: "scenarios", op: "set", path: ["calls"], value: [call] };
  // Placed where a person would append it; else (an odd document) through jsonc-parser.
  let added: TextEdit[];
  try {
    const placed = placeEdit("scenarios", read, add);
    added = placed ? [placed] : textEdits(texts, [add]);
  } catch {
    return { target, goal: "run", now: "", suggestions: [], tried: 0, none: { kind: "not-analysed" } };
  }
  const edit = added[0]!;
  const answer = suggestChanges(
    analyzer,
    applyToTexts(texts, added),
    { kind: "call", index: calls?.length ?? 0 },
    limits,
  );
  const end = edit.offset + edit.length;
  const shift = edit.text.length - edit.length;
  /** An edit of the texts with the call, as an edit of the texts without it (undefined: it touches the call). */
  const back = (e: TextEdit): TextEdit | undefined => {
    if (e.doc !== "scenarios" || e.offset + e.length <= edit.offset) return e;
    if (e.offset >= end + shift) return { ...e, offset: e.offset - shift };
    return undefined;
  };
  const suggestions = answer.suggestions.flatMap((s) => {
    const edits = s.edits.map(back);
    return edits.every((e) => e !== undefined) ? [{ ...s, edits: edits as TextEdit[] }] : [];
  });
  return { ...answer, target, suggestions };
}
