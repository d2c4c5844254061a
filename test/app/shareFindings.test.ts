/**
 * The share menu's Markdown reads what went wrong from the analysis's data: the failed expectations (path, expected,
 * actual) and the errors and warnings (code, severity, line), never from the sentences.
 */
import { describe, expect, it } from "vitest";
import { toMarkdown } from "../../src/core/index";
import { findingsOf } from "../../src/app/share/content";
import { expectationsOf } from "../../src/app/view-model/expectations";
import { analyze } from "../analyze";
import { testLimits } from "../limits";

const CONFIG = `{
  "agents": {
    "list": [
      { "id": "main", "default": true },
      { "id": "main" }
    ]
  }
}`;
const SCENARIOS = `{
  "sessions": [
    { "key": "agent:main:x", "expect": "main" },
    { "key": "agent:main:y", "expect": "legal" }
  ]
}`;

describe("findingsOf", () => {
  const a = analyze(CONFIG, SCENARIOS, testLimits());
  const docs = { config: CONFIG, scenarios: SCENARIOS };
  const findings = findingsOf(expectationsOf(a), a.diagnostics, docs);

  it("keeps the failed expectations only, as path, expected and actual", () => {
    expect(findings.failed).toEqual([{ path: ["sessions", 1, "expect"], expected: "legal", actual: "main" }]);
  });

  it("keeps the errors and warnings with code, severity, document and line", () => {
    expect(findings.problems.map((p) => [p.severity, p.code, p.doc, p.line])).toEqual([
      ["warning", "SC105", "config", 5],
      ["error", "SC303", "scenarios", 4],
    ]);
  });

  it("makes a Markdown block that names them", () => {
    const md = toMarkdown({ ...docs, ...findings });
    expect(md).toContain("**Failed expectations** (1)");
    expect(md).toContain('sessions\\[1\\].expect: expected "legal", got "main"');
    expect(md).toContain("**Problems** (1 error, 1 warning)");
    expect(md).toContain("- error SC303 scenarios.json line 4");
    expect(md).toContain("- warning SC105 sophiaclaw.json line 5");
  });
});
