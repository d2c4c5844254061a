import { describe, expect, it } from "vitest";
import { listAgentEntries, normalizeAgentId, SOPHIACLAW_PROFILE } from "../../src/core/index";
import {
  DEFAULT_AGENT_ID,
  parseAgentSessionKey,
  resolveDefaultAgentId,
  resolveSessionAgentIds,
} from "../../src/core/testing";

const list = (...entries: unknown[]) => ({ agents: { list: entries } });

describe("normalizeAgentId (seed examples and SEMANTICS §1)", () => {
  it.each([
    ["Legal", "legal"],
    [" LEGAL ", "legal"],
    ["", "default"],
    [undefined, "default"],
    [null, "default"],
    ["   ", "default"],
    [42, "default"],
    [{}, "default"],
    ["../X", "../x"],
    ["__proto__", "__proto__"],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeAgentId(input, SOPHIACLAW_PROFILE)).toBe(expected);
  });

  it('the default id is "default"', () => {
    expect(DEFAULT_AGENT_ID).toBe("default");
  });
});

describe("listAgentEntries", () => {
  it.each([
    [{}, 0],
    [{ agents: null }, 0],
    [{ agents: { list: "x" } }, 0],
    [list({ id: "a" }, 5, null, [], { id: "b" }), 2],
    [null, 0],
    ["text", 0],
  ])("%j has %i object entries", (cfg, count) => {
    expect(listAgentEntries(cfg)).toHaveLength(count);
  });
});

describe("resolveDefaultAgentId", () => {
  it.each([
    ["no agents", {}, "default"],
    ["the marked one", list({ id: "legal" }, { id: "general", default: true }), "general"],
    ["the first marked of several", list({ id: "a", default: true }, { id: "b", default: true }), "a"],
    ["the first entry when none is marked", list({ id: "First" }, { id: "second" }), "first"],
    ["default for a chosen entry without id", list({ name: "x" }, { id: "b" }), "default"],
    ["default for a chosen entry with a numeric id", list({ id: 7, default: true }), "default"],
    ["truthy non-boolean marks count (seed)", list({ id: "a" }, { id: "b", default: "yes" }), "b"],
    ["entries that are not objects are skipped", list(5, { id: "b" }), "b"],
  ])("%s", (_name, cfg, expected) => {
    expect(resolveDefaultAgentId(cfg, SOPHIACLAW_PROFILE)).toBe(expected);
  });
});

describe("parseAgentSessionKey", () => {
  it.each([
    ["agent:legal:case-1", { agentId: "legal", rest: "case-1" }],
    ["AGENT:Legal:Case", { agentId: "legal", rest: "case" }],
    ["agent:legal", { agentId: "legal", rest: "" }],
    ["agent:legal:a:b", { agentId: "legal", rest: "a:b" }],
    ["agent::legal::x", { agentId: "legal", rest: "x" }],
    ["  agent:legal:x  ", { agentId: "legal", rest: "x" }],
    ["agent", null],
    ["agent:", null],
    ["main", null],
    ["global", null],
    ["legal:agent:x", null],
    [42, null],
  ])("%j -> %j", (key, expected) => {
    expect(parseAgentSessionKey(key)).toEqual(expected);
  });
});

describe("resolveSessionAgentIds (the seed's table)", () => {
  const config = list({ id: "general", default: true }, { id: "legal" });
  it.each([
    ["agent:legal:case-1", undefined, "legal"],
    ["main", undefined, "general"],
    ["global", undefined, "global"],
    ["anything", "legal", "legal"],
    [undefined, undefined, "general"],
  ])("key %j, --agent %j -> %j", (sessionKey, agentId, expected) => {
    const result = resolveSessionAgentIds({ sessionKey, agentId, config }, SOPHIACLAW_PROFILE);
    expect(result).toEqual({ defaultAgentId: "general", sessionAgentId: expected });
  });

  it.each([
    ["an override beats global", { sessionKey: "global", agentId: "legal" }, "legal"],
    ["unknown gives the default agent", { sessionKey: "unknown" }, "general"],
    ["GLOBAL is global after trim and lowercase", { sessionKey: "  GLOBAL " }, "global"],
    ["a blank override counts as not given", { sessionKey: "agent:legal:x", agentId: "   " }, "legal"],
    ["an agent not in the list is not checked", { sessionKey: "agent:ghost:x" }, "ghost"],
    ["agent:legal without a session name", { sessionKey: "agent:legal" }, "legal"],
  ])("%s", (_name, params, expected) => {
    expect(resolveSessionAgentIds({ ...params, config }, SOPHIACLAW_PROFILE).sessionAgentId).toBe(expected);
  });
});

describe("the seed's unit tests: resolveSessionAgentIds", () => {
  it("uses explicit agent ID from CLI flag", () => {
    const result = resolveSessionAgentIds(
      { sessionKey: "agent:general:session1", agentId: "legal", config: {} },
      SOPHIACLAW_PROFILE,
    );
    expect(result.sessionAgentId).toBe("legal");
  });

  it("parses agent ID from session key", () => {
    expect(
      resolveSessionAgentIds({ sessionKey: "agent:legal:case-1", config: {} }, SOPHIACLAW_PROFILE).sessionAgentId,
    ).toBe("legal");
  });

  it("falls back to default agent", () => {
    const config = { agents: { list: [{ id: "general", default: true }] } };
    expect(resolveSessionAgentIds({ sessionKey: "main", config }, SOPHIACLAW_PROFILE).sessionAgentId).toBe("general");
  });

  it("normalizes agent IDs to lowercase", () => {
    expect(
      resolveSessionAgentIds({ sessionKey: "agent:LEGAL:Case", config: {} }, SOPHIACLAW_PROFILE).sessionAgentId,
    ).toBe("legal");
  });
});
