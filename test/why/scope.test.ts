/** "Why not?" for skills and sessions, and edits placed where a person would write them. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseDocument, suggestChanges, textEdits, type WhyTarget } from "../../src/core/index";
import { applyToTexts, type ChangeKind } from "../../src/core/testing";
import { analyze } from "../analyze";
import { testAnalyzer, testLimits } from "../limits";

const config = `{
  "agents": {
    "list": [
      { "id": "main", "default": true },
      { "id": "legal", "skills": ["legal.*", "git"] } // only legal skills
    ]
  }
}`;
const scenarios = `{
  "sessions": [{ "key": "discord:dm:ada" }],
  "skills": [
    { "agent": "legal", "skill": "docs.readme" },
    { "agent": "legal", "skill": "legal.contract" },
    { "agent": "legal", "skill": "Legal.Memo" }
  ]
}`;

const answerOf = (texts: { config: string; scenarios: string }, target: WhyTarget): unknown => {
  const a = analyze(texts.config, texts.scenarios, testLimits());
  if (target.kind === "skill") return a.skills[target.index]!.allowed;
  if (target.kind === "session") return a.sessions[target.index]!.sessionAgentId;
  return target.kind === "call" ? a.simulation.calls[target.index]!.verdict.answer : undefined;
};

describe("why not? for skills and sessions", () => {
  it.each<{ name: string; target: WhyTarget; want: unknown; kinds: ChangeKind[] }>([
    {
      name: "a skill the filter refuses",
      target: { kind: "skill", index: 0 },
      want: true,
      kinds: ["add-skill", "add-skill", "drop-skill-filter"],
    },
    { name: "a skill the filter allows", target: { kind: "skill", index: 1 }, want: false, kinds: ["remove-skill"] },
    {
      name: "a skill name with capitals",
      target: { kind: "skill", index: 2 },
      want: true,
      kinds: ["fix-skill-name", "drop-skill-filter"],
    },
    {
      name: "a session for another agent",
      target: { kind: "session", index: 0, agent: "legal" },
      want: "legal",
      kinds: ["set-session-key", "set-session-agent", "move-default"],
    },
  ])("$name: every suggestion gives $want", ({ target, want, kinds }) => {
    const texts = { config, scenarios };
    const answer = suggestChanges(testAnalyzer(), texts, target, testLimits());
    expect(answer.suggestions.map((s) => s.changes[0]!.kind).sort()).toEqual([...kinds].sort());
    for (const s of answer.suggestions) expect(answerOf(applyToTexts(texts, s.edits), target)).toBe(want);
  });

  it("a session already on the agent asked for has nothing to change", () => {
    const answer = suggestChanges(
      testAnalyzer(),
      { config, scenarios },
      { kind: "session", index: 0, agent: "main" },
      testLimits(),
    );
    expect(answer.none).toEqual({ kind: "already", answer: "main" });
    expect(answer.suggestions).toEqual([]);
  });

  it("an entry that is not there says so", () => {
    const answer = suggestChanges(testAnalyzer(), { config, scenarios }, { kind: "call", index: 4 }, testLimits());
    expect(answer.none?.kind).toBe("no-target");
  });
});

describe("edits placed like their neighbours", () => {
  const texts = { config, scenarios };
  it.each([
    {
      name: "an entry of an inline list stays inline",
      edit: {
        doc: "config" as const,
        op: "insert" as const,
        path: ["agents", "list", 1, "skills", -1],
        value: "ops.*",
      },
      expect: `{ "id": "legal", "skills": ["legal.*", "git", "ops.*"] } // only legal skills`,
    },
    {
      name: "an entry of a list one a line goes on its own line, inline like the others",
      edit: { doc: "config" as const, op: "insert" as const, path: ["agents", "list", -1], value: { id: "ops" } },
      expect: `{ "id": "legal", "skills": ["legal.*", "git"] },\n      { "id": "ops" } // only legal skills`,
    },
    {
      name: "a new property after the last one",
      edit: { doc: "scenarios" as const, op: "set" as const, path: ["sessions", 0, "agent"], value: "legal" },
      expect: `[{ "key": "discord:dm:ada", "agent": "legal" }]`,
    },
  ])("$name", ({ edit, expect: wanted }) => {
    const readOf = (doc: "config" | "scenarios") => {
      const parsed = parseDocument(texts[doc], doc);
      return { text: texts[doc], value: parsed.value, spanOf: parsed.spanOf };
    };
    const edits = textEdits(texts, [edit], { config: readOf("config"), scenarios: readOf("scenarios") });
    const after = applyToTexts(texts, edits)[edit.doc];
    expect(after).toContain(wanted);
    // Nothing else moved: the text outside the edit is the text before.
    expect(edits).toHaveLength(1);
    const e = edits[0]!;
    expect(after.slice(0, e.offset)).toBe(texts[edit.doc].slice(0, e.offset));
    expect(e.length).toBe(0);
  });
});

describe("why not? for a call the scenarios do not make (a matrix cell)", () => {
  const starter = {
    config: readFileSync("public/examples/starter.config.jsonc", "utf8"),
    scenarios: readFileSync("public/examples/starter.scenarios.json", "utf8"),
  };
  it("offers edits of the documents as they are, which make that call run once it is made", () => {
    const target = { kind: "probe" as const, agent: "fixer", tool: "bash", pattern: "npm install" };
    const answer = suggestChanges(testAnalyzer(), starter, target, testLimits());
    expect(answer.now).toBe("person");
    expect(answer.suggestions.length).toBeGreaterThan(0);
    for (const s of answer.suggestions) {
      const changed = applyToTexts(starter, s.edits);
      const calls = analyze(changed.config, changed.scenarios, testLimits()).simulation.calls;
      // The call itself is not added.
      expect(calls).toHaveLength(9);
      // Made now (appended as the matrix cell's call), it runs.
      const withCall = changed.scenarios.replace(
        /("calls": \[[\s\S]*)\n {2}\]/,
        `$1,\n    { "agent": "fixer", "tool": "bash", "pattern": "npm install" }\n  ]`,
      );
      expect(analyze(changed.config, withCall, testLimits()).simulation.calls[9]!.verdict.answer).toBe("run");
    }
  });
});

describe("several entries for an empty list", () => {
  it("a call with two patterns gets one rule each, written as one list into `[]`", () => {
    const texts = {
      config: '{ "tools": [{ "name": "bash", "class": "execute" }], "permission": { "mode": "default", "rules": [] } }',
      scenarios: '{ "calls": [{ "agent": "lead", "tool": "bash", "patterns": ["npm ci", "npm test"] }] }',
    };
    const answer = suggestChanges(testAnalyzer(), texts, { kind: "call", index: 0 }, testLimits());
    const rule = answer.suggestions.find((s) => s.changes.every((c) => c.kind === "add-rule"))!;
    expect(rule.changes).toHaveLength(2);
    const changed = applyToTexts(texts, rule.edits);
    expect(JSON.parse(changed.config).permission.rules).toEqual([
      { permission: "bash", pattern: "npm ci", action: "allow" },
      { permission: "bash", pattern: "npm test", action: "allow" },
    ]);
  });
});
