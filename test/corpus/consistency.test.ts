/**
 * The command line and the engine give the same answers: for every example and every corpus document, the built
 * `scope-studio check --json` and `resolve --json` print exactly what `analyze()` called directly computes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { analyze } from "../analyze";
import { testLimits } from "../limits";
import { cliAnswers, pool, type CliRun } from "./cli";
import { ALL_PAIRS, CORPUS_PAIRS, EXAMPLE_PAIRS } from "./documents";
import { asJson, engineCheck, engineResolve, scenariosValue } from "./expected";

/** Every pair's CLI answers, computed once before the tests (in parallel: each is two Node processes). */
const answers = new Map<string, { check: CliRun; resolve: CliRun }>();
beforeAll(async () => {
  const runs = await pool(ALL_PAIRS, 6, (p) => cliAnswers(p, scenariosValue(p.scenarios)));
  ALL_PAIRS.forEach((p, i) => answers.set(p.name, runs[i]!));
}, 180_000);

describe("the corpus", () => {
  it("holds the four examples and 15 to 30 edge cases", () => {
    expect(EXAMPLE_PAIRS.map((p) => p.name)).toEqual(
      expect.arrayContaining(["example/starter", "example/legal-research", "example/plan-mode", "example/broken"]),
    );
    expect(CORPUS_PAIRS.length).toBeGreaterThanOrEqual(15);
    expect(CORPUS_PAIRS.length).toBeLessThanOrEqual(30);
  });

  it("fails to parse only in the half-typed cases (the page shows those panels stale, not compared)", () => {
    const unparsed = ALL_PAIRS.filter((p) => {
      const a = analyze(p.config, p.scenarios, testLimits());
      return !a.configSyntaxOk || !a.scenariosSyntaxOk;
    });
    expect(unparsed.map((p) => p.name)).toEqual(["corpus/half-typed-config", "corpus/half-typed-scenarios"]);
  });
});

describe.each(ALL_PAIRS.map((p) => [p.name, p] as const))("%s: the command line agrees with analyze()", (_, pair) => {
  const analysis = analyze(pair.config, pair.scenarios, testLimits());
  const cli = {
    get check() {
      return answers.get(pair.name)!.check;
    },
    get resolve() {
      return answers.get(pair.name)!.resolve;
    },
  };

  it("check --json: the same diagnostics at the same lines and columns, the same expectations", () => {
    const expected = engineCheck(pair, analysis);
    expect(cli.check.stderr).toBe("");
    expect(cli.check.json).toEqual(asJson(expected));
    expect(cli.check.status).toBe(expected.ok ? 0 : 1);
  });

  it("resolve --json: the same agents, default and session agent", () => {
    expect(cli.resolve.stderr).toBe("");
    expect(cli.resolve.json).toEqual(asJson(engineResolve(pair, analysis)));
    expect(cli.resolve.status).toBe(0);
  });
});
