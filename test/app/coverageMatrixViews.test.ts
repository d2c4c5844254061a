import { describe, expect, it } from "vitest";
import { coverageVM } from "../../src/app/view-model/coverage";
import { matrixVM, whyOf } from "../../src/app/view-model/matrix";
import { testAnalyzer, testLimits } from "../limits";

const CONFIG = JSON.stringify({
  models: [{ provider: "anthropic", id: "claude-sonnet", reasoning: true }],
  agents: { defaults: { model: "anthropic/claude-sonnet" }, list: [{ id: "main", default: true }] },
  tools: [
    { name: "read", class: "read" },
    { name: "edit", class: "edit" },
    { name: "bash", class: "execute" },
  ],
  permission: {
    rules: [
      { permission: "bash", pattern: "git status *", action: "allow" },
      { permission: "bash", pattern: "rm *", action: "deny" },
    ],
  },
});
const SCENARIOS = JSON.stringify({
  team: { agents: [{ name: "scout", mode: "plan", tools: ["read", "edit"] }], tighten: "plan" },
  calls: [
    { agent: "lead", tool: "bash", pattern: "git status" },
    { agent: "scout", tool: "edit", pattern: "src/a.ts" },
  ],
});

function views() {
  const a = testAnalyzer();
  const analysis = a.analyze(CONFIG, SCENARIOS, testLimits());
  return {
    coverage: coverageVM(a.coverage(CONFIG, SCENARIOS, analysis)),
    matrix: matrixVM(a.matrix(CONFIG, SCENARIOS, analysis), analysis),
  };
}

describe("the coverage view", () => {
  it("lists the uncovered items of each kind with their place and the entry that would exercise them", () => {
    const { coverage } = views();
    expect([coverage.covered, coverage.total, coverage.percent]).toEqual([2, 3, 66]);
    const rules = coverage.kinds.find((k) => k.kind === "rule")!;
    expect(rules).toMatchObject({ title: "Rules", covered: 1, total: 2 });
    expect(rules.items).toEqual([
      {
        text: 'rule deny bash "rm *"',
        where: "permission.rules[1]",
        target: { doc: "config", path: ["permission", "rules", 1] },
        add: {
          addition: { list: "calls", entry: { agent: "lead", tool: "bash", pattern: "rm" } },
          label: 'call lead bash "rm"',
        },
        noAdd: undefined,
      },
    ]);
  });

  it("leaves out the kinds with nothing to cover", () => {
    expect(views().coverage.kinds.map((k) => k.kind)).toEqual(["rule", "agent"]);
  });
});

describe("the matrix view", () => {
  it("gives each cell its verdict as a symbol and a word, the reason, and the call to reveal", () => {
    const { matrix } = views();
    expect(matrix.tools.map((t) => t.name)).toEqual(["read", "edit", "bash"]);
    expect(matrix.rows.map((r) => [r.agent, r.isMain])).toEqual([
      ["lead", true],
      ["scout", false],
    ]);
    const bash = matrix.rows[0]!.cells[2]!;
    expect(bash).toMatchObject({
      tool: "bash",
      shown: { answer: "run", pattern: "git status" },
      call: { doc: "scenarios", path: ["calls", 0] },
    });
    expect(matrix.reasons[bash.shown.reason]).toMatch(/git status/);
    expect(whyOf(matrix.rows[0]!, bash)).toEqual({
      agent: "lead",
      tool: "bash",
      pattern: "git status",
      verdict: "run",
    });
    // scout was not given bash: refused, and no scenarios call to reveal.
    expect(matrix.rows[1]!.cells[2]).toMatchObject({ shown: { answer: "refused" } });
    expect(matrix.rows[1]!.cells[2]!.call).toBeUndefined();
  });

  it("a cell lists each pattern's verdict and any text's (*): one refused call does not hide the ones that run", () => {
    const config = JSON.parse(CONFIG) as object;
    const scenarios = JSON.stringify({
      calls: [
        { agent: "lead", tool: "bash", pattern: "git status" },
        { agent: "lead", tool: "bash", pattern: "rm -rf build" },
      ],
    });
    const a = testAnalyzer();
    const analysis = a.analyze(JSON.stringify(config), scenarios, testLimits());
    const matrix = matrixVM(a.matrix(JSON.stringify(config), scenarios, analysis), analysis);
    const bash = matrix.rows[0]!.cells[2]!;
    expect(bash.shown).toMatchObject({ answer: "refused", pattern: "rm -rf build" });
    expect(bash.patterns.map((p) => [p.pattern, p.answer])).toEqual([
      ["git status", "run"],
      ["rm -rf build", "refused"],
      ["*", "person"],
    ]);
    expect(matrix.reasons[bash.patterns[1]!.reason]).toMatch(/rm \*/);
    // A tool no call uses tries * alone: nothing more to list.
    expect(matrix.rows[0]!.cells[0]!.patterns).toEqual([]);
  });

  it("keeps each reason sentence once", () => {
    const { matrix } = views();
    expect(new Set(matrix.reasons).size).toBe(matrix.reasons.length);
  });

  it("counts the cells the tighten preview changes and gives each its verdict after", () => {
    const { matrix } = views();
    const changed = matrix.rows.flatMap((r) => r.cells.filter((c) => c.changed));
    expect(matrix.tighten).toEqual({ from: "default", to: "plan", changed: changed.length });
    expect(changed.map((c) => c.tool)).toContain("edit");
    for (const c of changed) expect(c.after!.answer).not.toBe(c.shown.answer);
  });
});
