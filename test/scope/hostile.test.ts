import { describe, expect, it } from "vitest";
import {
  DEFAULT_ENV,
  locatedValue,
  resolveAgents,
  resolveAgentWorkspaceDir,
  SOPHIACLAW_PROFILE,
} from "../../src/core/index";
import { checkSkill, resolveSession } from "../../src/core/testing";

/** JSON.parse keeps "__proto__" as an own key, as the document parser does. */
const parsed = (text: string) => locatedValue(JSON.parse(text));

describe("hostile ids and values give diagnostics, never an exception", () => {
  it.each([
    ["__proto__", '{"agents":{"list":[{"id":"a"},{"id":"__proto__","workspace":"/p"}]}}'],
    ["constructor", '{"agents":{"list":[{"id":"a"},{"id":"constructor","workspace":"/p"}]}}'],
  ])("%s is just an id", (id, text) => {
    const config = parsed(text);
    const scope = resolveAgents(config, DEFAULT_ENV, SOPHIACLAW_PROFILE);
    expect(scope.byId.get(id)?.workspace.value).toBe("/p");
    expect(scope.byId.get("toString")).toBeUndefined();
    expect(
      resolveSession(scope, config, { sessionKey: `agent:${id}:x` }, DEFAULT_ENV, SOPHIACLAW_PROFILE).agent?.id,
    ).toBe(id);
    expect(resolveAgentWorkspaceDir(config.value, id, DEFAULT_ENV, SOPHIACLAW_PROFILE)).toBe("/p");
    expect(scope.diagnostics).toEqual([]);
  });

  it("an unknown id never reaches Object.prototype", () => {
    const scope = resolveAgents(parsed('{"agents":{"list":[{"id":"a"}]}}'), DEFAULT_ENV, SOPHIACLAW_PROFILE);
    expect(scope.byId.get("__proto__")).toBeUndefined();
    expect(checkSkill(scope, "constructor", "x", SOPHIACLAW_PROFILE).allowed).toBe(true);
  });

  it("__proto__ as a config key is a plain key", () => {
    const scope = resolveAgents(
      parsed('{"__proto__":{"agents":{"list":[{"id":"evil"}]}},"agents":{"__proto__":{"list":[1]}}}'),
      DEFAULT_ENV,
      SOPHIACLAW_PROFILE,
    );
    expect(scope.agents).toEqual([]);
    expect(scope.defaultAgentId).toBe("default");
  });

  it("../../etc: the agent folder escapes, and the lint says so", () => {
    const scope = resolveAgents(
      locatedValue({ agents: { list: [{ id: "main" }, { id: "../../etc" }] } }),
      DEFAULT_ENV,
      SOPHIACLAW_PROFILE,
    );
    expect(scope.byId.get("../../etc")?.agentDir.value).toBe("/home/user/etc/agent");
    expect(scope.diagnostics.map((d) => d.code)).toEqual(["SC107"]);
  });

  it('skills: "legal.*" (a string) counts as absent, with a warning', () => {
    const config = locatedValue({ agents: { list: [{ id: "legal", skills: "legal.*" }] } });
    const scope = resolveAgents(config, DEFAULT_ENV, SOPHIACLAW_PROFILE);
    expect(scope.agents[0]!.skills.value).toBeUndefined();
    expect(checkSkill(scope, "legal", "anything", SOPHIACLAW_PROFILE).allowed).toBe(true);
    expect(scope.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ["SC114", expect.stringContaining('Write ["legal.*"]')],
    ]);
  });

  it.each([null, 5, "text", [], [1, 2], true])("a config that is %j resolves to no agents", (value) => {
    const scope = resolveAgents(locatedValue(value), DEFAULT_ENV, SOPHIACLAW_PROFILE);
    expect(scope).toMatchObject({ agents: [], defaultAgentId: "default", diagnostics: [] });
  });
});
