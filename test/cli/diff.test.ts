/**
 * `scope-studio diff`: pairs of configs that differ in one thing (the edits of test/core/answers.test.ts), printed as
 * a plan with both reasons and the line that made the difference; the exit code says whether an answer changed; the
 * JSON carries each change's values, reasons and places; user text is printed with its control characters visible.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { positionAt, reasonText } from "../../src/core/index";
import { run } from "../../src/cli/run";
import { fakeIo } from "./fakeIo";

const CONFIG = readFileSync("public/examples/starter.config.jsonc", "utf8");
const SCENARIOS = readFileSync("public/examples/starter.scenarios.json", "utf8");

/** Replaces exactly one occurrence (an edit must say where it applies). */
function once(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`not exactly once: ${from}`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** The command line on files from a table: its exit code and printed lines. */
function cli(files: Record<string, string>, argv: readonly string[]) {
  const { io, out, err } = fakeIo(files);
  return { code: run(argv, io), out, err };
}

const RULE = '{ "permission": "bash", "pattern": "npm install", "action": "allow" },';
const WITH_RULE = once(
  CONFIG,
  '{ "permission": "bash", "pattern": "rm -rf *", "action": "deny" },',
  `{ "permission": "bash", "pattern": "rm -rf *", "action": "deny" },\n${RULE}`,
);
const COMMENTS_AND_ORDER = once(
  once(CONFIG, "// The default agent: sessions that name no agent go here.", "// edited"),
  '{ "id": "assistant", "name": "Assistant", "default": true }',
  '{ "default": true, "name": "Assistant", "id": "assistant" }',
);
const RENAMED = once(CONFIG, '"id": "writer"', '"id": "author"');
const NO_GRANT = once(SCENARIOS, '"grants": [{ "tool": "edit", "pattern": "src/*" }],', "");

const FILES = {
  "old.jsonc": CONFIG,
  "rule.jsonc": WITH_RULE,
  "comments.jsonc": COMMENTS_AND_ORDER,
  "renamed.jsonc": RENAMED,
  "s.json": SCENARIOS,
  "no-grant.json": NO_GRANT,
};

/** Where the added rule starts in the new config: the line the plan points at. */
const ruleAt = positionAt(WITH_RULE, WITH_RULE.indexOf(RULE));
const WAS = reasonText({ kind: "mode-default", mode: "plan", toolClass: "execute", action: "ask" });
const NOW = reasonText({ kind: "rule", action: "allow", permission: "bash", pattern: "npm install" });

describe("scope-studio diff", () => {
  it.each([
    [
      "a rule added: the flipped verdict with both reasons and the rule's line",
      ["old.jsonc", "rule.jsonc", "--scenarios", "s.json"],
      1,
      [
        "Calls:",
        "  ~ call explorer bash npm install verdict: person -> run",
        `      was: ${WAS}`,
        `      now: ${NOW}`,
        `      at rule.jsonc:${ruleAt.line}:${ruleAt.column}`,
      ],
      "3 answers changed (1 added, 0 removed, 2 changed)",
    ],
    ["comments and order only", ["old.jsonc", "comments.jsonc", "--scenarios", "s.json"], 0, [], "No answer changed."],
    ["a config against itself", ["old.jsonc", "old.jsonc"], 0, [], "No answer changed."],
    [
      "an id renamed: the old agent's answers removed, the new one's added",
      ["old.jsonc", "renamed.jsonc", "--scenarios", "s.json"],
      1,
      ["Agents:", "  + agent author workspace: /home/ada/.sophiaclaw/workspace-author"],
      "10 answers changed (5 added, 5 removed, 0 changed)",
    ],
    [
      "the scenarios changed alone (--old-scenarios): a grant removed",
      ["old.jsonc", "old.jsonc", "--old-scenarios", "s.json", "--scenarios", "no-grant.json"],
      1,
      ["Calls:", "  ~ call fixer edit src/app.ts verdict: run -> refused"],
      "6 answers changed (2 added, 0 removed, 4 changed)",
    ],
  ] as const)("%s", (_name, argv, code, block, summary) => {
    const r = cli(FILES, ["diff", ...argv]);
    expect(r.code).toBe(code);
    const start = block.length ? r.out.indexOf(block[0]) : 0;
    expect(r.out.slice(start, start + block.length)).toEqual(block);
    expect(r.out.at(-1)).toBe(summary);
  });

  it("lists a removed answer with a minus and its value in the old config", () => {
    const r = cli(FILES, ["diff", "renamed.jsonc", "old.jsonc", "--scenarios", "s.json"]);
    expect(r.out).toContain("  - agent author workspace: /home/ada/.sophiaclaw/workspace-author");
    expect(r.out.at(-1)).toBe("10 answers changed (5 added, 5 removed, 0 changed)");
  });

  it.each([
    ["an unreadable file", ["old.jsonc", "missing.jsonc"], /^Cannot read missing\.jsonc: there is no such file\.$/],
    ["one config", ["old.jsonc"], /needs two configs/],
    ["three configs", ["old.jsonc", "rule.jsonc", "old.jsonc"], /takes two config files/],
    ["an option of another command", ["old.jsonc", "rule.jsonc", "--session", "x"], /--session does not apply/],
    ["standard input for two configs", ["-", "-"], /Only one input can be read from standard input/],
  ] as const)("exits 2 on bad input: %s", (_name, argv, reason) => {
    const r = cli(FILES, ["diff", ...argv]);
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toMatch(reason);
  });

  it("--json: each change's key, group, change, and both sides' value, reason, sentence and place", () => {
    const r = cli(FILES, ["diff", "old.jsonc", "rule.jsonc", "--scenarios", "s.json", "--json"]);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out.join("\n")) as { changes: unknown[] };
    expect(json.changes).toHaveLength(3);
    expect(json.changes[0]).toEqual({
      key: "call explorer bash npm install verdict",
      group: "call",
      subject: "explorer bash npm install",
      field: "verdict",
      change: "changed",
      before: {
        value: "person",
        reason: { kind: "mode-default", mode: "plan", toolClass: "execute", action: "ask" },
        reasonText: WAS,
        from: { label: expect.any(String) },
      },
      after: {
        value: "run",
        reason: { kind: "rule", action: "allow", permission: "bash", pattern: "npm install" },
        reasonText: NOW,
        from: {
          label: "permission.rules[4]",
          doc: "config",
          path: "permission.rules[4]",
          file: "rule.jsonc",
          line: ruleAt.line,
          column: ruleAt.column,
        },
      },
    });
    expect(json.changes[2]).toMatchObject({
      change: "added",
      group: "diagnostic",
      after: { from: { doc: "scenarios", file: "s.json" } },
    });
    expect(json.changes[2]).not.toHaveProperty("before");
  });

  it("--json with no change: an empty list, exit 0", () => {
    const r = cli(FILES, ["diff", "old.jsonc", "comments.jsonc", "--scenarios", "s.json", "--json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out.join("\n"))).toEqual({ changes: [] });
  });

  describe("an id with control characters", () => {
    // Lowercase: ids are normalized to lowercase, and the subject is the id as resolved.
    const id = "evil\u001b[2j\u202eid";
    const config = (workspace: string) =>
      JSON.stringify({
        agents: {
          list: [
            { id: "main", default: true },
            { id, workspace },
          ],
        },
      });
    const files = { "a.json": config("/a"), "b.json": config("/b") };

    it("is printed with them written out visibly", () => {
      const r = cli(files, ["diff", "a.json", "b.json"]);
      expect(r.code).toBe(1);
      expect(r.out).toContain("  ~ agent evil\\x1b[2j\\u202eid workspace: /a -> /b");
      // eslint-disable-next-line no-control-regex -- no raw escape or bidi control reaches the terminal.
      expect(r.out.join("\n")).not.toMatch(/[\u001b\u202e]/);
    });

    it("is escaped in the JSON, which parses back to the id", () => {
      const r = cli(files, ["diff", "a.json", "b.json", "--json"]);
      const text = r.out.join("\n");
      // eslint-disable-next-line no-control-regex -- no raw escape or bidi control reaches the terminal.
      expect(text).not.toMatch(/[\u001b\u202e]/);
      const json = JSON.parse(text) as { changes: { subject: string }[] };
      expect(json.changes.map((c) => c.subject)).toEqual([id]);
    });
  });
});

describe("the answers in check --json and resolve --json", () => {
  it.each([
    ["check", ["check", "rule.jsonc", "--scenarios", "s.json", "--json"]],
    ["resolve", ["resolve", "rule.jsonc", "--json"]],
  ] as const)("%s lists the default agent's answer with the line it came from", (_name, argv) => {
    const r = cli(FILES, argv);
    const json = JSON.parse(r.out.join("\n")) as { answers: { key: string }[] };
    const defaultAt = positionAt(WITH_RULE, WITH_RULE.indexOf('"default": true') + '"default": '.length);
    expect(json.answers[0]).toEqual({
      key: "default agent",
      group: "default",
      subject: "agent",
      field: "",
      value: "assistant",
      from: {
        label: expect.any(String),
        doc: "config",
        path: "agents.list[0].default",
        file: "rule.jsonc",
        line: defaultAt.line,
        column: defaultAt.column,
      },
    });
  });

  it("check --json lists a call's verdict with its reason as data and as a sentence", () => {
    const r = cli(FILES, ["check", "rule.jsonc", "--scenarios", "s.json", "--json"]);
    const json = JSON.parse(r.out.join("\n")) as { answers: { key: string }[] };
    expect(json.answers.find((a) => a.key === "call explorer bash npm install verdict")).toMatchObject({
      value: "run",
      reason: { kind: "rule", pattern: "npm install" },
      reasonText: NOW,
      from: { file: "rule.jsonc", line: ruleAt.line },
    });
  });
});
