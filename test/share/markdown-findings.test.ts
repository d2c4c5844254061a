/**
 * The Markdown block names the failed expectations and the problems from data: each expectation's path, expected and
 * actual values; each problem's severity, code and line, the errors first; each list capped with the count of the rest.
 */
import { describe, expect, it } from "vitest";
import { type MarkdownExpectation, type MarkdownProblem, toMarkdown } from "../../src/core/index";
import { MAX_MARKDOWN_FAILED, MAX_MARKDOWN_PROBLEMS } from "../../src/core/testing";

const base = { config: "{}", scenarios: "" };
const problem = (severity: MarkdownProblem["severity"], code: string, line = 1): MarkdownProblem => ({
  code,
  severity,
  doc: "config",
  line,
  message: `${code} message`,
});

/** The list items under a heading that starts with `heading`, as written. */
const section = (md: string, heading: string): string[] => {
  const start = md.split("\n\n").findIndex((block) => block.startsWith(heading));
  return start < 0 ? [] : md.split("\n\n")[start + 1]!.trimEnd().split("\n");
};

describe("the failed expectations in the Markdown block", () => {
  it.each<[string, MarkdownExpectation, string]>([
    [
      "a session",
      { path: ["sessions", 0, "expect"], expected: "legal", actual: "main" },
      '- scenarios.json sessions\\[0\\].expect: expected "legal", got "main"',
    ],
    [
      "a skill",
      { path: ["skills", 2, "expect"], expected: true, actual: false },
      "- scenarios.json skills\\[2\\].expect: expected allowed, got not allowed",
    ],
    [
      "a call",
      { path: ["calls", 1, "expect"], expected: "run", actual: "refused" },
      '- scenarios.json calls\\[1\\].expect: expected "run", got "refused"',
    ],
    [
      "a subagent",
      { path: ["team", "agents", 0, "expect"], expected: ["read", "bash"], actual: [] },
      "- scenarios.json team.agents\\[0\\].expect: expected tools read, bash, got no tools",
    ],
  ])("%s is named by its path, with what it expected and what came", (_kind, failed, line) => {
    const md = toMarkdown({ ...base, failed: [failed] });
    expect(section(md, "**Failed expectations** (1)")).toEqual([line]);
  });

  it("lists the first ones and counts the rest", () => {
    const failed = Array.from({ length: MAX_MARKDOWN_FAILED + 3 }, (_, i) => ({
      path: ["calls", i, "expect"],
      expected: "run",
      actual: "person",
    }));
    const items = section(toMarkdown({ ...base, failed }), `**Failed expectations** (${failed.length})`);
    expect(items).toHaveLength(MAX_MARKDOWN_FAILED + 1);
    expect(items.at(-1)).toBe("- …and 3 more failed expectations");
  });

  it("has no section when every expectation is met", () => {
    expect(toMarkdown({ ...base, failed: [] })).not.toContain("Failed expectations");
  });
});

describe("the problems in the Markdown block", () => {
  it("lists the errors, then the warnings, with code and line, and leaves info out", () => {
    const md = toMarkdown({
      ...base,
      problems: [problem("warning", "SC105", 2), problem("info", "SC237", 3), problem("error", "SC303", 9)],
    });
    expect(section(md, "**Problems** (1 error, 1 warning)")).toEqual([
      "- error SC303 sophiaclaw.json line 9: SC303 message",
      "- warning SC105 sophiaclaw.json line 2: SC105 message",
    ]);
    expect(md).not.toContain("SC237");
  });

  it("counts every problem in its heading but lists the first ones, with the count of the rest", () => {
    const problems = Array.from({ length: MAX_MARKDOWN_PROBLEMS + 5 }, (_, i) => problem("warning", `SC${100 + i}`));
    const md = toMarkdown({ ...base, problems });
    const items = section(md, `**Problems** (0 errors, ${problems.length} warnings)`);
    expect(items).toHaveLength(MAX_MARKDOWN_PROBLEMS + 1);
    expect(items.at(-1)).toBe("- …and 5 more problems");
  });

  it("a message is inert: no link or markup from the text it quotes", () => {
    const md = toMarkdown({ ...base, problems: [{ ...problem("error", "SC110"), message: "[x](https://evil) <b>" }] });
    expect(md).toContain("\\[x\\](https\\://evil) \\<b\\>");
  });

  it("has no section with only info, and comes before the decisions", () => {
    expect(toMarkdown({ ...base, problems: [problem("info", "SC237")] })).not.toContain("Problems");
    const md = toMarkdown({ ...base, problems: [problem("error", "SC110")], decisions: ["a call"] });
    expect(md.indexOf("**Problems**")).toBeLessThan(md.indexOf("**Decisions**"));
  });
});
