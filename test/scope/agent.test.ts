import { describe, expect, it } from "vitest";
import {
  DEFAULT_ENV,
  resolveAgentDir,
  resolveAgentModelFallbacksOverride,
  resolveAgentModelPrimary,
  resolveAgentWorkspaceDir,
  SOPHIACLAW_PROFILE,
} from "../../src/core/index";
import { resolveAgentConfig } from "../../src/core/testing";

const list = (...entries: unknown[]) => ({ agents: { list: entries } });

describe("resolveAgentConfig", () => {
  it("maps the entry's fields, each checked for its type", () => {
    const cfg = list({
      id: "legal",
      name: "Legal",
      workspace: 5,
      model: "a/b",
      skills: "x",
      subagents: null,
      humanDelay: 3,
    });
    expect(resolveAgentConfig(cfg, "LEGAL", SOPHIACLAW_PROFILE)).toMatchObject({
      name: "Legal",
      workspace: undefined,
      model: "a/b",
      skills: undefined,
      subagents: undefined,
      humanDelay: 3,
    });
  });

  it("returns the first entry of an id (the seed's find)", () => {
    expect(
      resolveAgentConfig(list({ id: "a", name: "one" }, { id: " A ", name: "two" }), "a", SOPHIACLAW_PROFILE)?.name,
    ).toBe("one");
  });

  it('an entry without id is agent "default"', () => {
    expect(resolveAgentConfig(list({ name: "anon" }), "default", SOPHIACLAW_PROFILE)?.name).toBe("anon");
  });

  it("an unknown agent has no config", () => {
    expect(resolveAgentConfig(list({ id: "a" }), "ghost", SOPHIACLAW_PROFILE)).toBeUndefined();
  });
});

describe("resolveAgentModelPrimary", () => {
  it.each([
    ["the string shorthand", "anthropic/claude-sonnet", "anthropic/claude-sonnet"],
    ["trimmed", "  anthropic/claude-sonnet ", "anthropic/claude-sonnet"],
    ["the object form", { primary: "anthropic/claude-opus", fallbacks: ["x/y"] }, "anthropic/claude-opus"],
    ["blank counts as absent", "   ", undefined],
    ["a numeric primary counts as absent", { primary: 5 }, undefined],
    ["no model", undefined, undefined],
    ["a number", 7, undefined],
  ])("%s", (_name, model, expected) => {
    expect(resolveAgentModelPrimary(list({ id: "a", model }), "a", SOPHIACLAW_PROFILE)).toBe(expected);
  });
});

describe("resolveAgentModelFallbacksOverride (the seed's behaviour matrix)", () => {
  it.each([
    ['fallbacks: ["a", "b"]', { primary: "p/q", fallbacks: ["a", "b"] }, ["a", "b"]],
    ["fallbacks: [] (disables fallbacks)", { primary: "p/q", fallbacks: [] }, []],
    ["no fallbacks key: use the global defaults", { primary: "p/q" }, undefined],
    ["the string form has no fallbacks", "p/q", undefined],
    ["fallbacks that is not a list", { fallbacks: "a" }, undefined],
    ["entries that are not strings are dropped", { fallbacks: ["a", 3, null] }, ["a"]],
  ])("%s", (_name, model, expected) => {
    expect(resolveAgentModelFallbacksOverride(list({ id: "a", model }), "a", SOPHIACLAW_PROFILE)).toEqual(expected);
  });
});

describe("resolveAgentWorkspaceDir (the seed's examples)", () => {
  it.each([
    ["explicit workspace", list({ id: "legal", workspace: "/data/legal-workspace" }), "legal", "/data/legal-workspace"],
    ["default agent without workspace", list({ id: "general", default: true }), "general", "/home/user/SophiaClaw"],
    [
      "non-default agent without workspace",
      list({ id: "general", default: true }, { id: "research" }),
      "research",
      "/home/user/.sophiaclaw/workspace-research",
    ],
    [
      "default agent with agents.defaults.workspace",
      { agents: { defaults: { workspace: "~/Claw" }, list: [{ id: "g" }] } },
      "g",
      "/home/user/Claw",
    ],
    [
      "agents.defaults.workspace is not for non-default agents",
      { agents: { defaults: { workspace: "~/Claw" }, list: [{ id: "g" }, { id: "r" }] } },
      "r",
      "/home/user/.sophiaclaw/workspace-r",
    ],
    ["no agents: the default agent", {}, "default", "/home/user/SophiaClaw"],
    ["an agent not in the list", list({ id: "g" }), "ghost", "/home/user/.sophiaclaw/workspace-ghost"],
    [
      "a blank workspace counts as absent",
      list({ id: "g" }, { id: "r", workspace: "  " }),
      "r",
      "/home/user/.sophiaclaw/workspace-r",
    ],
  ])("%s", (_name, cfg, id, expected) => {
    expect(resolveAgentWorkspaceDir(cfg, id, DEFAULT_ENV, SOPHIACLAW_PROFILE)).toBe(expected);
  });

  it("follows SOPHIACLAW_STATE_DIR", () => {
    const cfg = list({ id: "g" }, { id: "r" });
    expect(
      resolveAgentWorkspaceDir(cfg, "r", { HOME: "/home/ada", SOPHIACLAW_STATE_DIR: "/srv/claw" }, SOPHIACLAW_PROFILE),
    ).toBe("/srv/claw/workspace-r");
  });
});

describe("resolveAgentDir", () => {
  it.each([
    ["explicit agentDir", list({ id: "a", agentDir: "~/agents/a" }), "a", "/home/user/agents/a"],
    ["the state folder", list({ id: "a" }), "a", "/home/user/.sophiaclaw/agents/a/agent"],
    ["an id with ../ escapes (linted)", list({ id: "../../etc" }), "../../etc", "/home/user/etc/agent"],
  ])("%s", (_name, cfg, id, expected) => {
    expect(resolveAgentDir(cfg, id, DEFAULT_ENV, SOPHIACLAW_PROFILE)).toBe(expected);
  });
});

describe("the seed's unit tests: resolveAgentWorkspaceDir", () => {
  it("uses explicit workspace config", () => {
    const config = { agents: { list: [{ id: "legal", workspace: "/data/legal" }] } };
    expect(resolveAgentWorkspaceDir(config, "legal", DEFAULT_ENV, SOPHIACLAW_PROFILE)).toBe("/data/legal");
  });

  it("uses state-based directory for non-default agents (HOME resolved, not ~)", () => {
    // The only agent of a list is the default one, so the seed's example needs a second agent to be non-default.
    const config = { agents: { list: [{ id: "general" }, { id: "research" }] } };
    expect(resolveAgentWorkspaceDir(config, "research", DEFAULT_ENV, SOPHIACLAW_PROFILE)).toBe(
      "/home/user/.sophiaclaw/workspace-research",
    );
  });

  it("the seed's own config ([{ id: research }] alone) makes research the default agent, so it gets HOME/SophiaClaw", () => {
    const config = { agents: { list: [{ id: "research" }] } };
    expect(resolveAgentWorkspaceDir(config, "research", DEFAULT_ENV, SOPHIACLAW_PROFILE)).toBe("/home/user/SophiaClaw");
  });
});
