import { findNodeAtLocation, parse, parseTree } from "jsonc-parser";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addSession,
  addSkillCases,
  canEdit,
  minimalEdit,
  readSession,
  readSessions,
  readTighten,
  setSessionField,
  setTighten,
} from "../../src/app/state/scenarioEdits";

/** Three sessions written by hand, each in its own style, with comments. */
const three = `{
  // who the sessions are
  "sessions": [
    { "key": "agent:legal:a", /* keep me */ "expect": "legal" },
    {"key":"agent:tax:b","agent":"tax"},
    {
      "key": "agent:ops:c"
    }
  ]
}`;

/** The text of each entry of scenarios.sessions (or .skills) as written: what must stay byte for byte. */
function entryTexts(text: string, list: "sessions" | "skills"): string[] {
  const tree = parseTree(text)!;
  const node = findNodeAtLocation(tree, [list]);
  return (node?.children ?? []).map((c) => text.slice(c.offset, c.offset + c.length));
}

describe("setSessionField edits the session chosen, and only it", () => {
  it.each([
    [0, "key", "agent:x:y", { key: "agent:x:y", expect: "legal" }],
    [1, "agent", "legal", { key: "agent:tax:b", agent: "legal" }],
    [1, "agent", "", { key: "agent:tax:b" }],
    [2, "agent", "ops", { key: "agent:ops:c", agent: "ops" }],
    [2, "key", "", {}],
  ] as const)("session %i: %s = %j", (index, field, value, entry) => {
    const out = setSessionField(three, index, field, value);
    expect(parse(out).sessions[index]).toEqual(entry);
    const before = entryTexts(three, "sessions");
    const after = entryTexts(out, "sessions");
    // Every other entry is byte-identical; so is everything outside the list.
    before.forEach((text, i) => (i === index ? expect(after[i]).not.toBe(text) : expect(after[i]).toBe(text)));
    expect(out).toContain("// who the sessions are");
  });

  it.each([
    ["an index past the end", three, 3],
    ["a negative index", three, -1],
    ["no sessions", "{}", 0],
    ["sessions not a list", '{ "sessions": 3 }', 0],
    ["blank text", "", 0],
  ])("leaves the text alone for %s", (_name, text, index) => {
    expect(setSessionField(text, index, "key", "k")).toBe(text);
  });

  it("replaces a chosen entry that is not an object, and nothing else", () => {
    const text = '{ "sessions": [1, {"key": "b"}] }';
    const out = setSessionField(text, 0, "key", "k");
    expect(parse(out).sessions).toEqual([{ key: "k" }, { key: "b" }]);
    expect(out).toContain('{"key": "b"}');
  });

  it("keeps the entry's comment", () => {
    const out = setSessionField(three, 0, "key", "agent:tax:b");
    expect(out).toContain("/* keep me */");
    expect(readSession(out)).toEqual({ key: "agent:tax:b", agent: "" });
  });

  it("leaves a text that does not parse alone", () => {
    expect(setSessionField('{ "sessions": [', 0, "key", "x")).toBe('{ "sessions": [');
  });

  it("round-trips any key through readSessions, the other entries unchanged", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 0, max: 2 }), (key, index) => {
        const out = setSessionField(three, index, "key", key);
        expect(readSessions(out)[index]!.key).toBe(key);
        const before = entryTexts(three, "sessions");
        entryTexts(out, "sessions").forEach((text, i) => i === index || expect(text).toBe(before[i]));
      }),
      { numRuns: 200 },
    );
  });
});

describe("addSession adds an entry after the last one", () => {
  it.each([
    ["blank text", "", "key", "agent:x:y", [{ key: "agent:x:y" }]],
    ["no sessions", "{}", "agent", "legal", [{ agent: "legal" }]],
    ["empty sessions", '{ "sessions": [] }', "key", "k", [{ key: "k" }]],
    ["sessions not a list", '{ "sessions": 3 }', "key", "k", [{ key: "k" }]],
  ] as const)("%s", (_name, text, field, value, sessions) => {
    expect(parse(addSession(text, field, value)).sessions).toEqual(sessions);
  });

  it("writes the new entry like its neighbours and leaves theirs byte-identical", () => {
    const out = addSession(three, "key", "agent:new:d");
    expect(entryTexts(out, "sessions")).toEqual([...entryTexts(three, "sessions"), '{ "key": "agent:new:d" }']);
    expect(out).toContain('    },\n    { "key": "agent:new:d" }\n  ]');
  });

  it("adds nothing for an empty value", () => {
    expect(addSession(three, "key", "")).toBe(three);
  });
});

describe("readSessions", () => {
  it("reads every entry, in order", () => {
    expect(readSessions(three)).toEqual([
      { key: "agent:legal:a", agent: "" },
      { key: "agent:tax:b", agent: "tax" },
      { key: "agent:ops:c", agent: "" },
    ]);
  });
  it.each([
    ["blank", ""],
    ["not JSON", "{"],
    ["sessions not a list", '{"sessions":{}}'],
  ])("reads none from %s", (_name, text) => {
    expect(readSessions(text)).toEqual([]);
  });
});

describe("readSession", () => {
  it.each([
    ["blank", "", { key: "", agent: "" }],
    ["not JSON", "{", { key: "", agent: "" }],
    ["non-string key", '{"sessions":[{"key":3}]}', { key: "", agent: "" }],
    ["both", '{"sessions":[{"key":"k","agent":"a"}]}', { key: "k", agent: "a" }],
    ["__proto__ is a plain key", '{"__proto__":{"sessions":[{"key":"x"}]}}', { key: "", agent: "" }],
  ])("%s", (_name, text, expected) => {
    expect(readSession(text)).toEqual(expected);
  });
});

describe("addSkillCases", () => {
  it("adds one case per agent, after the existing ones", () => {
    const text = '{ "skills": [ { "agent": "a", "skill": "x" } ] }';
    expect(parse(addSkillCases(text, " legal.contract ", ["a", "b"])).skills).toEqual([
      { agent: "a", skill: "x" },
      { agent: "a", skill: "legal.contract" },
      { agent: "b", skill: "legal.contract" },
    ]);
  });
  it("creates the list, and a case without an agent when no agent is given", () => {
    expect(parse(addSkillCases("{}", "git", [])).skills).toEqual([{ skill: "git" }]);
  });
  it.each([
    [
      '{ "skills": [] }',
      [
        { agent: "a", skill: "git" },
        { agent: "b", skill: "git" },
      ],
    ],
    [
      '{ "skills": 3 }',
      [
        { agent: "a", skill: "git" },
        { agent: "b", skill: "git" },
      ],
    ],
  ])("writes several cases into %s", (text, skills) => {
    expect(parse(addSkillCases(text, "git", ["a", "b"])).skills).toEqual(skills);
  });
  it.each([["   "], [""]])("ignores a blank skill %j", (skill) => {
    expect(addSkillCases("{}", skill, ["a"])).toBe("{}");
  });
  it.each([
    [
      "compact entries, one per line",
      '{\n  "skills": [\n    {"agent":"a","skill":"x"},   // one\n    { "agent" : "b",  "skill":"y" }\n  ]\n}',
    ],
    ["entries on one line", '{ "skills": [{"agent":"a","skill":"x"}, {"skill":"y"}] }'],
    ["a multi-line entry", '{\n  "skills": [\n    {\n      "skill": "x"\n    }\n  ]\n}'],
  ])("leaves the cases already there byte-identical (%s)", (_name, text) => {
    const out = addSkillCases(text, "z", ["a", "b"]);
    const before = entryTexts(text, "skills");
    const after = entryTexts(out, "skills");
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((t) => parse(t))).toEqual([
      { agent: "a", skill: "z" },
      { agent: "b", skill: "z" },
    ]);
    // Only new text was inserted: the old text is the new one with the insertion taken out.
    const e = minimalEdit(text, out);
    expect(e.length).toBe(0);
  });
});

describe("setTighten", () => {
  it.each([
    ["no team", "{}", "plan", { tighten: "plan" }],
    ["team present", '{"team":{"main":"a"}}', "readonly", { main: "a", tighten: "readonly" }],
    ["remove", '{"team":{"main":"a","tighten":"plan"}}', "", { main: "a" }],
  ])("%s", (_name, text, mode, team) => {
    const out = setTighten(text, mode);
    expect(parse(out).team).toEqual(team);
    expect(readTighten(out)).toBe(mode);
  });
  it("removing from a document without it changes nothing", () => {
    expect(setTighten('{"team":{}}', "")).toBe('{"team":{}}');
  });
});

describe("canEdit", () => {
  it.each([
    ["", true],
    ["{}", true],
    ['// c\n{ "a": 1, }', true],
    ["[]", false],
    ["{", false],
    ["3", false],
  ])("%j -> %s", (text, ok) => {
    expect(canEdit(text)).toBe(ok);
  });
});

describe("minimalEdit", () => {
  it.each([
    ["abc", "abc", { offset: 3, length: 0, text: "" }],
    ["abc", "abXc", { offset: 2, length: 0, text: "X" }],
    ["abc", "ac", { offset: 1, length: 1, text: "" }],
    ["", "new", { offset: 0, length: 0, text: "new" }],
    ["aaa", "aa", { offset: 2, length: 1, text: "" }],
  ])("%j -> %j", (before, after, edit) => {
    expect(minimalEdit(before, after)).toEqual(edit);
  });

  it("applied to the old text always gives the new one", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const e = minimalEdit(before, after);
        expect(before.slice(0, e.offset) + e.text + before.slice(e.offset + e.length)).toBe(after);
      }),
      { numRuns: 500 },
    );
  });
});

describe("a text nested deeper than the stack", () => {
  it.each([["[".repeat(100_000)], ["[]".repeat(1) + "[".repeat(100_000) + "]".repeat(100_000)]])(
    "is not editable and reads as no session, without throwing",
    (text) => {
      expect(canEdit(text)).toBe(false);
      expect(() => readSession(text)).not.toThrow();
    },
  );
});
