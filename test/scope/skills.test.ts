import {
  DEFAULT_ENV,
  locatedValue,
  reasonText,
  resolveAgents,
  resolveAgentSkillsFilter,
  SOPHIACLAW_PROFILE,
} from "../../src/core/index";
import { checkSkill, isSkillAllowed, normalizeSkillFilter, skillNameProblem } from "../../src/core/testing";
import { describe, expect, it } from "vitest";

describe("normalizeSkillFilter", () => {
  it.each([
    [undefined, undefined],
    [[], undefined],
    ["legal.*", undefined],
    [
      [" Legal.* ", "contract-review", "legal.*"],
      ["legal.*", "contract-review"],
    ],
    [["", "  "], []],
    [[3, null, "A"], ["a"]],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeSkillFilter(input)).toEqual(expected);
  });
});

describe("isSkillAllowed (the seed's examples)", () => {
  const filter = ["legal.*", "contract-review", "research.*"];
  it.each([
    ["legal.contract", filter, true],
    ["legal.", filter, true],
    ["legal", filter, false],
    ["contract-review", filter, true],
    ["contract-review-2", filter, false],
    ["research.deep", filter, true],
    ["coding", filter, false],
    ["anything", undefined, true],
    ["anything", [], false],
    ["Legal.Contract", filter, false],
    ["le*gal", ["le*gal"], true],
    ["legal", ["le*gal"], false],
    ["anything", ["*"], true],
  ])("%j with %j -> %j", (skill, f, expected) => {
    expect(isSkillAllowed(skill, f, SOPHIACLAW_PROFILE)).toBe(expected);
  });
});

describe("resolveAgentSkillsFilter", () => {
  it.each([
    [{ id: "legal", skills: ["Legal.*", "contract-review"] }, ["legal.*", "contract-review"]],
    [{ id: "legal", skills: "legal.*" }, undefined],
    [{ id: "legal" }, undefined],
    [{ id: "legal", skills: [" "] }, []],
  ])("%j -> %j", (entry, expected) => {
    expect(resolveAgentSkillsFilter({ agents: { list: [entry] } }, "legal", SOPHIACLAW_PROFILE)).toEqual(expected);
  });
});

describe("skillNameProblem", () => {
  it.each([
    ["legal.contract", undefined],
    ["Legal.Contract", /has capitals/],
    [" legal.x", /surrounding spaces/],
    [5, undefined],
  ])("%j -> %s", (skill, problem) => {
    if (problem === undefined) expect(skillNameProblem(skill)).toBeUndefined();
    else expect(skillNameProblem(skill)).toMatch(problem);
  });
});

describe("checkSkill", () => {
  const config = locatedValue({
    agents: {
      list: [{ id: "general" }, { id: "legal", skills: ["legal.*", "contract-review"] }, { id: "none", skills: [" "] }],
    },
  });
  const scope = resolveAgents(config, DEFAULT_ENV, SOPHIACLAW_PROFILE);
  it.each([
    ["legal", "legal.contract", true, "legal.*", "prefix", /starts with "legal\."/],
    ["legal", "contract-review", true, "contract-review", "exact", /equals the pattern/],
    ["legal", "coding", false, undefined, "no-match", /No pattern of the filter/],
    ["legal", "Legal.Contract", false, undefined, "no-match", /has capitals/],
    ["general", "coding", true, undefined, "no-filter", /no skills filter/],
    ["ghost", "coding", true, undefined, "agent-not-listed", /not in agents\.list/],
    ["none", "coding", false, undefined, "empty-filter", /no usable pattern/],
    ["LEGAL", "legal.x", true, "legal.*", "prefix", /starts with/],
  ])("%s / %s -> %s", (agentId, skill, allowed, matched, kind, sentence) => {
    const check = checkSkill(scope, agentId, skill, SOPHIACLAW_PROFILE);
    expect(check).toMatchObject({ allowed, matched, reason: { kind } });
    expect(reasonText(check.reason)).toMatch(sentence);
  });
});
