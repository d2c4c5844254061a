import { parse } from "jsonc-parser";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addSkillCases,
  canEdit,
  minimalEdit,
  readSession,
  readTighten,
  setSessionField,
  setTighten,
} from "../../src/app/state/scenarioEdits";

const withComments = `{
  // who the sessions are
  "sessions": [
    { "key": "agent:legal:a", /* keep me */ "expect": "legal" }
  ]
}`;

describe("setSessionField", () => {
  it.each([
    ["blank text", "", "key", "agent:x:y", [{ key: "agent:x:y" }]],
    ["no sessions", "{}", "agent", "legal", [{ agent: "legal" }]],
    ["empty sessions", '{ "sessions": [] }', "key", "k", [{ key: "k" }]],
    ["sessions not a list", '{ "sessions": 3 }', "key", "k", [{ key: "k" }]],
    ["first session not an object", '{ "sessions": [1, {"key": "b"}] }', "key", "k", [{ key: "k" }, { key: "b" }]],
    ["existing key", '{ "sessions": [{"key": "a", "agent": "z"}] }', "key", "b", [{ key: "b", agent: "z" }]],
    ["empty value removes", '{ "sessions": [{"key": "a", "agent": "z"}] }', "agent", "", [{ key: "a" }]],
  ] as const)("%s", (_name, text, field, value, sessions) => {
    expect(parse(setSessionField(text, field, value)).sessions).toEqual(sessions);
  });

  it("keeps comments", () => {
    const out = setSessionField(withComments, "key", "agent:tax:b");
    expect(out).toContain("// who the sessions are");
    expect(out).toContain("/* keep me */");
    expect(readSession(out)).toEqual({ key: "agent:tax:b", agent: "" });
  });

  it("leaves a text that does not parse alone", () => {
    expect(setSessionField('{ "sessions": [', "key", "x")).toBe('{ "sessions": [');
  });

  it("does nothing when removing from a document without sessions", () => {
    expect(setSessionField("{}", "key", "")).toBe("{}");
  });

  it("round-trips any key through readSession", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (key) => {
        expect(readSession(setSessionField(withComments, "key", key)).key).toBe(key);
      }),
      { numRuns: 200 },
    );
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
  it.each([["   "], [""]])("ignores a blank skill %j", (skill) => {
    expect(addSkillCases("{}", skill, ["a"])).toBe("{}");
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
