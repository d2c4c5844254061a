// OpenClaw's allowlist glob, matched without a regular expression (core/openclaw/exec-call/allowlist.ts): the same
// answers as the anchored expression OpenClaw compiles (`**` .*, `*` [^/]*, `?` [^/]), on any pattern and path, and
// in time proportional to pattern times path, so a pattern of many stars from a link cannot stall the page. An
// argPattern shaped for exponential backtracking is not run: the call's verdict is left open and says why.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OpenClawAnalyzer, openclawMachine } from "../../src/core/index";
import { globMatches, hasNestedQuantifier, OPENCLAW_SCHEMAS } from "../../src/core/testing";

/** The expression OpenClaw compiles (compileGlobRegex), as the reference. */
function reference(pattern: string): RegExp {
  let source = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === "*" && pattern[i + 1] === "*") {
      source += ".*";
      i++;
    } else if (c === "*") source += "[^/]*";
    else if (c === "?") source += "[^/]";
    else source += c.replace(/[\\^$.|+()[\]{}]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

describe("the allowlist glob", () => {
  const piece = fc.constantFrom("*", "**", "?", "/", "a", "b", ".", "x");
  it("answers as OpenClaw's expression on any pattern and path", () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 10 }),
        fc.array(fc.constantFrom("/", "a", "b", ".", "x"), { maxLength: 12 }),
        (p, t) => {
          const pattern = p.join("");
          const target = t.join("");
          expect(globMatches(pattern, target)).toBe(reference(pattern).test(target));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each([
    ["/usr/bin/git", "/usr/bin/git", true],
    ["/tmp/*/mytool", "/tmp/epB/bin/mytool", false],
    ["/tmp/**/mytool", "/tmp/epB/bin/mytool", true],
    ["/tmp/epB/bin/mytoo?", "/tmp/epB/bin/mytool", true],
  ])("%s against %s: %s (recorded: a01, a05, a06, a07)", (pattern, target, want) => {
    expect(globMatches(pattern, target)).toBe(want);
  });
});

describe("hostile patterns", () => {
  it("forty stars against a long path that does not match: one pass per token over the path, no backtracking", () => {
    const pattern = `/${"*a".repeat(40)}b`;
    const target = `/${"a".repeat(2000)}`;
    const work = { cells: 0 };
    expect(globMatches(pattern, target, work)).toBe(false);
    // 82 tokens, each one pass over 2,002 positions: the expression form backtracks through ~2000^40 ways.
    expect(work.cells).toBe(pattern.length * (target.length + 1));
  });

  it.each([
    ["(a+)+$", true],
    ["(\\w*)*x", true],
    ["^(ab|cd){2,}$", false],
    ["^status( .*)?$", false],
    ["[(a+)]+", false],
    ["\\(a+\\)+", false],
  ])("%s is shaped for exponential backtracking: %s", (source, want) => {
    expect(hasNestedQuantifier(source)).toBe(want);
  });

  it("such an argPattern is not run: the verdict is open, and says why", () => {
    const analyzer = new OpenClawAnalyzer(OPENCLAW_SCHEMAS);
    const config = JSON.stringify({ tools: { exec: { security: "allowlist", ask: "off" } } });
    const approvals = JSON.stringify({
      version: 1,
      agents: { main: { allowlist: [{ pattern: "git", argPattern: "^(a+)+$" }] } },
    });
    const [call] = analyzer.calls(
      "openclaw-2026.9",
      config,
      { ...openclawMachine({}), approvals },
      {
        calls: [{ agent: "main", tool: "exec", command: `git ${"a".repeat(40)}b` }],
      },
    );
    expect(call?.verdict).toBe("depends");
    expect(call?.exec?.call && call.exec.call.commands[0]?.satisfied).toBe("unknown");
  });
});
