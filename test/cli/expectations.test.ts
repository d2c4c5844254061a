/**
 * `check` reports a failed expectation (a session's agent, a skill, a call, a subagent's tools) as an error in every
 * format, once, naming what it was about; met expectations are not errors.
 */
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/run";
import { fakeIo } from "./fakeIo";

const CONFIG = `{
  "agents": { "defaults": { "model": "anthropic/claude-sonnet" }, "list": [{ "id": "legal", "default": true }] },
  "models": [{ "provider": "anthropic", "id": "claude-sonnet" }],
  "tools": [{ "name": "read", "class": "read" }, { "name": "edit", "class": "edit" }]
}`;

/** One failed expectation of each kind, on lines 2 (session), 3 (skill), 6 (subagent) and 10 (call); one met (line 7). */
const SCENARIOS = `{
  "sessions": [{ "key": "agent:legal:case-1", "expect": "general" }],
  "skills": [{ "agent": "legal", "skill": "legal.contract", "expect": false }],
  "team": {
    "agents": [
      { "name": "scout", "parent": "lead", "mode": "plan", "tools": ["read"], "expect": { "tools": ["read", "edit"] } },
      { "name": "fixer", "parent": "lead", "tools": ["edit", "read"], "expect": { "tools": ["read", "edit"] } }
    ]
  },
  "calls": [{ "agent": "scout", "tool": "edit", "pattern": "src/a.ts", "expect": "run" }]
}`;

const FAILED_LINES = [2, 3, 6, 10];

const checkOf = (format: string) => {
  const { io, out } = fakeIo({ "c.json": CONFIG, "s.json": SCENARIOS });
  const code = run(["check", "c.json", "--scenarios", "s.json", "--format", format], io);
  return { code, out };
};

describe("a failed expectation is an error for check", () => {
  it.each(["text", "json", "github", "sarif", "junit"])("--format %s exits 1", (format) => {
    expect(checkOf(format).code).toBe(1);
  });

  it("text: each failed expectation is an error line at its place, and the count says so", () => {
    const { out } = checkOf("text");
    const errors = out.filter((l) => /^s\.json:\d+:\d+ SC(303|231) error: /.test(l));
    expect(errors.map((l) => Number(l.split(":")[1]))).toEqual(FAILED_LINES);
    expect(out.filter((l) => / (warning|info): /.test(l) && /SC(303|231)/.test(l))).toEqual([]);
    // Said once: no FAIL line repeats an error line, and each error line names what the expectation is about.
    expect(out.filter((l) => l.startsWith("FAIL"))).toHaveLength(0);
    expect(errors.every((l) => /error: (session|skill|call|subagent) .+?: /.test(l))).toBe(true);
    expect(out.at(-1)).toMatch(/^4 errors, .*; 1 of 5 expectations met$/);
  });

  it("json: the diagnostics are errors, and each expectation carries its subject, expected and actual", () => {
    const log = JSON.parse(checkOf("json").out.join("\n"));
    expect(log.ok).toBe(false);
    const failedAt = log.diagnostics
      .filter((d: { code: string }) => d.code === "SC303" || d.code === "SC231")
      .map((d: { line: number; severity: string }) => [d.line, d.severity]);
    expect(failedAt).toEqual(FAILED_LINES.map((line) => [line, "error"]));
    expect(log.expectations).toContainEqual(
      expect.objectContaining({
        met: false,
        subject: "subagent",
        expected: ["read", "edit"],
        actual: ["read"],
        path: "team.agents[0].expect",
      }),
    );
    expect(log.expectations).toContainEqual(
      expect.objectContaining({ met: true, subject: "subagent", path: "team.agents[1].expect" }),
    );
  });

  it("github: one ::error per failed expectation, none restated as another annotation", () => {
    const { out } = checkOf("github");
    const errors = out.filter((l) => l.startsWith("::error file=s.json"));
    expect(errors.map((l) => Number(/line=(\d+)/.exec(l)![1]))).toEqual(FAILED_LINES);
    expect(errors.find((l) => l.includes("line=6"))).toMatch(/::subagent scout: expected tools read, edit, got read$/);
    expect(out.filter((l) => /title=SC(303|231)/.test(l))).toEqual([]);
  });

  it("sarif: one error result per failed expectation", () => {
    const log = JSON.parse(checkOf("sarif").out.join("\n"));
    const results = log.runs[0].results.filter((r: { ruleId: string }) => r.ruleId === "SC303" || r.ruleId === "SC231");
    expect(
      results.map((r: { level: string; locations: { physicalLocation: { region: { startLine: number } } }[] }) => [
        r.locations[0]!.physicalLocation.region.startLine,
        r.level,
      ]),
    ).toEqual(FAILED_LINES.map((line) => [line, "error"]));
  });

  it("junit: each failed expectation fails its own test case, and the scenarios' diagnostics case does not repeat it", () => {
    const xml = checkOf("junit").out.join("\n");
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(xml);
    const scenarios = parsed.testsuites.testsuite.find((s: { name: string }) => s.name === "s.json");
    const cases: { name: string; failure?: unknown }[] = scenarios.testcase;
    expect(cases.filter((c) => c.failure).map((c) => c.name)).toEqual([
      "session agent:legal:case-1",
      "skill legal.contract for legal",
      "subagent scout",
      "call scout edit src/a.ts",
    ]);
    expect(cases.find((c) => c.name === "subagent fixer")?.failure).toBeUndefined();
  });
});
