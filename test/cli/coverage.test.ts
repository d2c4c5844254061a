import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/run";
import { fakeIo } from "./fakeIo";

const CONFIG = `{
  "tools": [{ "name": "bash", "class": "execute" }, { "name": "edit", "class": "edit" }],
  "permission": {
    "rules": [
      { "permission": "bash", "pattern": "git status *", "action": "allow" },
      { "permission": "edit", "pattern": "src/*", "action": "deny" },
      { "permission": "bash", "pattern": "rm *", "action": "deny" }
    ]
  },
  "agents": { "list": [{ "id": "main" }] }
}`;
// One agent (the default, the team's main agent) and three rules: the call exercises one rule.
const SCENARIOS = JSON.stringify({
  env: { HOME: "/h" },
  calls: [{ agent: "lead", tool: "bash", pattern: "git status" }],
});
const files = { "c.json": CONFIG, "s.json": SCENARIOS };
const check = (...extra: string[]) => ["check", "c.json", "--scenarios", "s.json", ...extra];

describe("scope-studio check --coverage", () => {
  it("prints the percentage per kind and each uncovered item at its place, with the call that would exercise it", () => {
    const { io, out } = fakeIo(files);
    expect(run(check("--coverage"), io)).toBe(0);
    const at = out.findIndex((l) => l.startsWith("coverage: "));
    expect(out.slice(at)).toEqual([
      "coverage: 50% (2 of 4): rules 1/3, agents 1/1",
      'c.json:6:7 uncovered rule deny edit "src/*" (add: call lead edit "src/example")',
      'c.json:7:7 uncovered rule deny bash "rm *" (add: call lead bash "rm")',
    ]);
  });

  it("prints nothing about coverage without the flag", () => {
    const { io, out } = fakeIo(files);
    run(check(), io);
    expect(out.some((l) => l.startsWith("coverage"))).toBe(false);
  });

  it("--format json carries a coverage object", () => {
    const { io, out } = fakeIo(files);
    run(check("--coverage", "--format", "json"), io);
    const json = JSON.parse(out.join("\n"));
    expect(json.coverage).toMatchObject({
      percent: 50,
      covered: 2,
      total: 4,
      byKind: { rule: { covered: 1, total: 3 } },
    });
    expect(json.coverage.uncovered[0]).toMatchObject({
      kind: "rule",
      path: "permission.rules[1]",
      place: { file: "c.json", line: 6, column: 7 },
      add: { list: "calls", entry: { agent: "lead", tool: "edit", pattern: "src/example" } },
    });
  });

  it.each([
    ["50", 0, undefined],
    ["50.5", 1, "Coverage 50% (2 of 4 items exercised) is below --min-coverage 50.5."],
    ["80", 1, "Coverage 50% (2 of 4 items exercised) is below --min-coverage 80."],
    ["0", 0, undefined],
  ])("--min-coverage %s exits %i", (min, code, message) => {
    const { io, err } = fakeIo(files);
    expect(run(check("--min-coverage", min), io)).toBe(code);
    expect(err.find((l) => l.startsWith("Coverage"))).toBe(message);
  });

  it("--min-coverage fails a JSON report too, with ok false", () => {
    const { io, out } = fakeIo(files);
    expect(run(check("--min-coverage", "90", "--json"), io)).toBe(1);
    expect(JSON.parse(out.join("\n")).ok).toBe(false);
  });

  it.each(["abc", "-1", "101", ""])("--min-coverage %j is a usage error", (min) => {
    const { io, err } = fakeIo(files);
    expect(run(check("--min-coverage", min), io)).toBe(2);
    expect(err).toEqual([`--min-coverage takes a percentage from 0 to 100; got "${min}".`]);
  });

  it("--coverage belongs to check alone", () => {
    const { io, err } = fakeIo(files);
    expect(run(["resolve", "c.json", "--coverage"], io)).toBe(2);
    expect(err[0]).toMatch(/--coverage does not apply to scope-studio resolve/);
  });
});

describe("--coverage in the CI formats", () => {
  const out = (format: string, coverage = true) => {
    const io = fakeIo(files);
    run(check(...(coverage ? ["--coverage"] : []), "--format", format), io.io);
    return io.out.join("\n");
  };
  /** The text format's uncovered lines: what each CI format must carry too. */
  const uncovered = () =>
    out("text")
      .split("\n")
      .filter((l) => l.includes(" uncovered "));

  it("github: the summary and each uncovered item as a notice at its place", () => {
    const lines = out("github").split("\n");
    expect(lines.filter((l) => l.startsWith("::notice title=Coverage::coverage: "))).toHaveLength(1);
    const notices = lines.filter((l) => /^::notice file=c\.json,line=\d+,.*title=Not covered::uncovered /.test(l));
    expect(notices).toHaveLength(uncovered().length);
    expect(notices.length).toBeGreaterThan(0);
  });

  it("sarif: the run's coverage property; junit: a coverage case with the lines", () => {
    const sarif = JSON.parse(out("sarif")) as {
      runs: { properties?: { coverage: { summary: string; uncovered: unknown[] } } }[];
    };
    expect(sarif.runs[0]!.properties!.coverage.summary).toMatch(/^coverage: \d+%/);
    expect(sarif.runs[0]!.properties!.coverage.uncovered).toHaveLength(uncovered().length);
    const junit = out("junit");
    expect(junit).toContain('<testsuite name="coverage"');
    for (const line of uncovered()) expect(junit).toContain(line.replaceAll('"', "&quot;"));
  });

  it("without --coverage, none of it", () => {
    for (const f of ["github", "sarif", "junit"]) expect(out(f, false).includes("overage")).toBe(false);
  });
});
