/**
 * What the analyzer remembers between keystrokes (each agent's answers, each agent's coverage entries, the
 * baseline's index) changes no answer: after each edit of a sequence, the remembering analyzer answers exactly as a
 * fresh one, and the agents an edit did not touch keep the very answers and entries made before.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Answer,
  answersOf,
  createAnalyzer,
  SCENARIOS_MACHINE,
  diffAnswers,
  indexAnswers,
  SOPHIACLAW_PROFILE,
} from "../../src/core/index";
import { coverageVM, MAX_UNCOVERED_SHOWN } from "../../src/app/view-model/coverage";
import { testLimits } from "../limits";

const fresh = () => createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE });

/** A config of `ids.length` agents, each with skills; an id may repeat (then the later entry is unreachable). */
function config(ids: readonly string[], extra: Record<string, unknown> = {}): string {
  const list = ids.map((id, i) => ({
    id,
    ...(i === 0 && { default: true }),
    workspace: `~/work/${id}`,
    skills: ["legal.*", `skill-${i}`, " "],
    ...extra,
  }));
  return JSON.stringify({ agents: { list } }, null, 2);
}

const SCENARIOS = JSON.stringify({
  sessions: [{ key: "agent:b:main" }],
  skills: [{ agent: "c", skill: "legal.contract" }],
});

/** Edits in a row, each to be answered as a fresh analyzer answers it. */
const EDITS: readonly (readonly [string, string, string])[] = [
  ["first", config(["a", "b", "c", "d"]), SCENARIOS],
  ["an id changed", config(["a2", "b", "c", "d"]), SCENARIOS],
  ["an id repeated", config(["a2", "b", "b", "d"]), SCENARIOS],
  ["an id that reads as another's ordinal", config(["b #2", "b", "b", "d"]), SCENARIOS],
  ["the ordinal gone again", config(["a", "b", "c", "d"]), SCENARIOS],
  [
    "a session covers another agent",
    config(["a", "b", "c", "d"]),
    JSON.stringify({ sessions: [{ key: "agent:d:x" }] }),
  ],
  ["no scenarios", config(["a", "b", "c", "d"]), "{}"],
  ["skills changed", config(["a", "b", "c", "d"], { skills: ["ops.*"] }), "{}"],
  ["an agent removed", config(["a", "c", "d"], { skills: ["ops.*"] }), "{}"],
];

describe("the analyzer's memory between keystrokes", () => {
  it("answers and covers each text of a sequence of edits exactly as a fresh analyzer", () => {
    const kept = fresh();
    for (const [, configText, scenarios] of EDITS) {
      const analysis = kept.analyze(configText, scenarios, testLimits());
      const once = fresh();
      const reference = once.analyze(configText, scenarios, testLimits());
      expect(kept.answers(analysis)).toEqual(answersOf(reference));
      expect(kept.answers(analysis, { callsAtMost: 0 })).toEqual(answersOf(reference, { callsAtMost: 0 }));
      expect(kept.coverage(configText, scenarios, analysis)).toEqual(once.coverage(configText, scenarios, reference));
    }
  });

  it("answers as a fresh analyzer after any run of one-agent edits, ids that repeat or read as ordinals included", () => {
    const id = fc.constantFrom("a", "b", "c", "b #2", "b #3", "a #2");
    fc.assert(
      fc.property(
        fc.array(id, { minLength: 2, maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(), id), { minLength: 1, maxLength: 8 }),
        (start, edits) => {
          const kept = fresh();
          let ids = start;
          for (const [at, next] of [[0, start[0]!] as const, ...edits]) {
            ids = ids.map((x, i) => (i === at % ids.length ? next : x));
            const text = config(ids);
            const analysis = kept.analyze(text, SCENARIOS, testLimits());
            expect(kept.answers(analysis)).toEqual(answersOf(fresh().analyze(text, SCENARIOS, testLimits())));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("keeps the answers and coverage entries of the agents an edit did not touch", () => {
    const analyzer = fresh();
    const before = analyzer.analyze(config(["a", "b", "c"]), "{}", testLimits());
    const answersBefore = analyzer.answers(before);
    const coverageBefore = analyzer.coverage(config(["a", "b", "c"]), "{}", before);
    const after = analyzer.analyze(config(["a", "b", "c2"]), "{}", testLimits());
    const answersAfter = analyzer.answers(after);
    const coverageAfter = analyzer.coverage(config(["a", "b", "c2"]), "{}", after);

    const agentAnswer = (answers: readonly Answer[], id: string) =>
      answers.find((x) => x.key === `agent ${id} workspace`);
    expect(agentAnswer(answersAfter, "b")).toBe(agentAnswer(answersBefore, "b"));
    expect(agentAnswer(answersAfter, "c2")).toBeDefined();
    const entry = (c: typeof coverageBefore, kind: string, id: string) =>
      c.entries.find((e) => e.kind === kind && ("id" in e ? e.id : "agent" in e ? e.agent : "") === id);
    expect(entry(coverageAfter, "agent", "b")).toBe(entry(coverageBefore, "agent", "b"));
    expect(entry(coverageAfter, "skill-pattern", "b")).toBe(entry(coverageBefore, "skill-pattern", "b"));
    expect(entry(coverageAfter, "agent", "c2")).not.toBe(entry(coverageBefore, "agent", "c"));
  });
});

describe("the diff against an indexed baseline", () => {
  const answers = (configText: string, scenarios = SCENARIOS) =>
    answersOf(fresh().analyze(configText, scenarios, testLimits()));
  const baseline = answers(config(["a", "b", "c", "d"]));

  it.each(EDITS.map(([name, configText, scenarios]) => [name, configText, scenarios] as const))(
    "lists what the plain diff lists: %s",
    (_, configText, scenarios) => {
      const index = indexAnswers(baseline);
      const now = answers(configText, scenarios);
      // Twice against the same index: what the first diff marked does not leak into the second.
      expect(diffAnswers(index, now)).toEqual(diffAnswers(baseline, now));
      expect(diffAnswers(index, now)).toEqual(diffAnswers(baseline, now));
      expect(diffAnswers(index, baseline)).toEqual([]);
    },
  );

  it("lists each removed answer of a baseline that repeats a key", () => {
    const [first] = baseline;
    const repeated = [first!, first!];
    expect(diffAnswers(indexAnswers(repeated), [])).toEqual(diffAnswers(repeated, []));
    expect(diffAnswers(indexAnswers(repeated), [])).toHaveLength(2);
  });
});

describe("the coverage view of a large config", () => {
  it("carries the first uncovered items in kind order and counts the rest of every kind", () => {
    const ids = Array.from({ length: 200 }, (_, i) => `agent-${i}`);
    const text = config(ids);
    const analyzer = fresh();
    const coverage = analyzer.coverage(text, "{}", analyzer.analyze(text, "{}", testLimits()));
    const vm = coverageVM(coverage);
    const uncovered = coverage.entries.filter((e) => !e.covered);
    expect(vm.kinds.map((k) => [k.kind, k.items.length])).toEqual([
      ["agent", 199],
      ["skill-pattern", MAX_UNCOVERED_SHOWN - 199],
    ]);
    expect(vm.kinds.flatMap((k) => k.items.map((item) => item.target))).toEqual(
      uncovered.slice(0, MAX_UNCOVERED_SHOWN).map((e) => ({ doc: e.doc, path: e.path })),
    );
    expect(vm.hidden).toBe(uncovered.length - MAX_UNCOVERED_SHOWN);
  });
});
