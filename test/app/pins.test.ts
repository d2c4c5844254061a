/**
 * Pinning answers as expected writes each entry's `expect` and nothing else: comments, the other entries and their
 * layout keep their text, and an entry that already expects its answer is left alone.
 */
import { parse } from "jsonc-parser";
import { describe, expect, it } from "vitest";
import { pinExpectations } from "../../src/app/state/pins";
import type { Pin } from "../../src/app/view-model/expectations";

const SCENARIOS = `{
  // sessions to resolve
  "sessions": [
    { "key": "agent:legal:case-1" }, // the case
    {"key":"main"}
  ],
  "skills": [
    {
      "agent": "legal",
      "skill": "legal.contract"
    }
  ],
  "team": {
    "agents": [
      { "name": "scout", "parent": "lead" },
      { "name": "fixer", "parent": "lead", "expect": { "tools": ["edit"], "note": "kept" } }
    ]
  },
  "calls": [
    { "agent": "scout", "tool": "edit", "pattern": "src/a.ts" }, /* first */
    { "agent": "fixer", "tool": "edit", "pattern": "src/b.ts", "expect": "run" }
  ]
}`;

/** The lines of `after` that differ from `before` (the texts have as many lines: pins never add one here). */
const changedLines = (before: string, after: string) => {
  const a = before.split("\n");
  return after.split("\n").flatMap((line, i) => (line === a[i] ? [] : [line]));
};

describe("pinning one answer", () => {
  it.each<[string, Pin, string]>([
    [
      "a session's agent",
      { subject: "session", index: 0, value: "legal" },
      `    { "key": "agent:legal:case-1", "expect": "legal" }, // the case`,
    ],
    [
      "a call's verdict",
      { subject: "call", index: 0, value: "refused" },
      `    { "agent": "scout", "tool": "edit", "pattern": "src/a.ts", "expect": "refused" }, /* first */`,
    ],
    [
      "a subagent's tools",
      { subject: "subagent", index: 0, value: ["read", "bash"] },
      `      { "name": "scout", "parent": "lead", "expect": { "tools": ["read", "bash"] } },`,
    ],
    [
      "a subagent's tools, keeping its expect's other fields",
      { subject: "subagent", index: 1, value: ["edit", "read"] },
      `      { "name": "fixer", "parent": "lead", "expect": { "tools": ["edit", "read"], "note": "kept" } }`,
    ],
    [
      "a call's verdict that replaces another",
      { subject: "call", index: 1, value: "person" },
      `    { "agent": "fixer", "tool": "edit", "pattern": "src/b.ts", "expect": "person" }`,
    ],
  ])("%s changes that entry's line only", (_name, pin, line) => {
    const after = pinExpectations(SCENARIOS, [pin]);
    expect(changedLines(SCENARIOS, after)).toEqual([line]);
  });

  it("a skill's verdict in an entry laid out one property a line goes on a line of its own, at their indent", () => {
    const after = pinExpectations(SCENARIOS, [{ subject: "skill", index: 0, value: false }]);
    expect(after).toContain(`      "skill": "legal.contract",\n      "expect": false\n    }`);
    expect(after.replace(`,\n      "expect": false`, "")).toBe(SCENARIOS);
  });

  it.each<[string, Pin]>([
    ["a call that already expects its verdict", { subject: "call", index: 1, value: "run" }],
    ["a subagent that already expects its tools, in another order", { subject: "subagent", index: 1, value: ["edit"] }],
    ["an entry that is not there", { subject: "session", index: 7, value: "legal" }],
  ])("%s is left as it is", (_name, pin) => {
    expect(pinExpectations(SCENARIOS, [pin])).toBe(SCENARIOS);
  });

  it("a session whose expect differs only in case and spaces already expects its agent", () => {
    const text = '{ "sessions": [{ "key": "k", "expect": " Legal " }] }';
    expect(pinExpectations(text, [{ subject: "session", index: 0, value: "legal" }])).toBe(text);
  });

  it("a text that does not parse is returned unchanged", () => {
    const text = '{ "sessions": [{ "key": "k" }';
    expect(pinExpectations(text, [{ subject: "session", index: 0, value: "main" }])).toBe(text);
  });
});

describe("pin all", () => {
  const ALL: Pin[] = [
    { subject: "session", index: 0, value: "legal" },
    { subject: "session", index: 1, value: "main" },
    { subject: "skill", index: 0, value: true },
    { subject: "subagent", index: 0, value: ["read"] },
    { subject: "subagent", index: 1, value: ["edit"] },
    { subject: "call", index: 0, value: "refused" },
    { subject: "call", index: 1, value: "run" },
  ];

  it("writes every answer in one text, and the text reads back with each expect", () => {
    const after = pinExpectations(SCENARIOS, ALL);
    const value = parse(after) as {
      sessions: { expect: string }[];
      skills: { expect: boolean }[];
      team: { agents: { expect: { tools: string[] } }[] };
      calls: { expect: string }[];
    };
    expect(value.sessions.map((s) => s.expect)).toEqual(["legal", "main"]);
    expect(value.skills.map((s) => s.expect)).toEqual([true]);
    expect(value.team.agents.map((a) => a.expect.tools)).toEqual([["read"], ["edit"]]);
    expect(value.calls.map((c) => c.expect)).toEqual(["refused", "run"]);
  });

  it("keeps every comment and leaves the entries that already expect their answer as they were", () => {
    const after = pinExpectations(SCENARIOS, ALL);
    for (const comment of ["// sessions to resolve", "// the case", "/* first */"]) expect(after).toContain(comment);
    const untouched = [
      `      { "name": "fixer", "parent": "lead", "expect": { "tools": ["edit"], "note": "kept" } }`,
      `    { "agent": "fixer", "tool": "edit", "pattern": "src/b.ts", "expect": "run" }`,
    ];
    for (const line of untouched) expect(after.split("\n")).toContain(line);
    expect(changedLines(SCENARIOS, after.replace(`,\n      "expect": true`, ""))).toEqual([
      `    { "key": "agent:legal:case-1", "expect": "legal" }, // the case`,
      `    {"key":"main", "expect": "main"}`,
      `      { "name": "scout", "parent": "lead", "expect": { "tools": ["read"] } },`,
      `    { "agent": "scout", "tool": "edit", "pattern": "src/a.ts", "expect": "refused" }, /* first */`,
    ]);
  });

  it("pinning all twice changes nothing the second time", () => {
    const once = pinExpectations(SCENARIOS, ALL);
    expect(pinExpectations(once, ALL)).toBe(once);
  });
});
