import { describe, expect, it } from "vitest";
import {
  DEFAULT_ENV,
  type HarnessProfile,
  locatedValue,
  normalizeAgentId,
  resolveAgents,
  resolveStateDir,
  SOPHIACLAW_PROFILE,
} from "../../src/core/index";
import { checkSkill, isSkillAllowed, lintScope, OPENCLAW_NOTES } from "../../src/core/testing";

/** A second set of values for the same resolvers: what an OpenClaw-compatible profile would look like. */
const OTHER: HarnessProfile = {
  name: "Other",
  defaultAgentId: "main",
  stateDirVariable: "OTHER_STATE_DIR",
  stateDirName: ".other",
  defaultWorkspaceName: "Other",
  workspaceTemplate: "ws/<id>",
  agentDirTemplate: "agents/<id>",
  skillMatch: "exact",
  fallbackRule: "string-model-drops-defaults",
};

describe("the harness profile", () => {
  it("holds SophiaClaw's values", () => {
    expect(SOPHIACLAW_PROFILE).toMatchObject({
      defaultAgentId: "default",
      stateDirVariable: "SOPHIACLAW_STATE_DIR",
      stateDirName: ".sophiaclaw",
      defaultWorkspaceName: "SophiaClaw",
      workspaceTemplate: "workspace-<id>",
      agentDirTemplate: "agents/<id>/agent",
    });
  });

  it("another profile changes the values, not the resolvers", () => {
    const config = locatedValue({
      agents: {
        defaults: { model: { primary: "d/m", fallbacks: ["d/f"] } },
        list: [{ id: "" }, { id: "r", model: "a/m", skills: ["legal.*"] }],
      },
    });
    const env = { HOME: "/h", OTHER_STATE_DIR: "/st" };
    const scope = resolveAgents(config, env, OTHER);
    expect(normalizeAgentId("", OTHER)).toBe("main");
    expect(resolveStateDir(env, OTHER)).toBe("/st");
    expect(scope.defaultAgentId).toBe("main");
    expect(scope.agents.map((a) => [a.id, a.workspace.value, a.agentDir.value])).toEqual([
      ["main", "/h/Other", "/st/agents/main"],
      ["r", "/st/ws/r", "/st/agents/r"],
    ]);
    expect(scope.agents[1]!.model.fallbacks).toMatchObject({ value: [], from: { step: "agent.model" } });
    expect(isSkillAllowed("legal.x", ["legal.*"], OTHER)).toBe(false);
    expect(checkSkill(scope, "r", "legal.*", OTHER)).toMatchObject({ allowed: true, matched: "legal.*" });
    expect(lintScope(config, env, OTHER).map((d) => d.code)).toEqual(["SC104"]);
  });

  it("an id is filled into templates literally", () => {
    const scope = resolveAgents(
      locatedValue({ agents: { list: [{ id: "a" }, { id: "$&" }] } }),
      DEFAULT_ENV,
      SOPHIACLAW_PROFILE,
    );
    expect(scope.byId.get("$&")?.workspace.value).toBe("/home/user/.sophiaclaw/workspace-$&");
  });

  it.each(Object.entries(OPENCLAW_NOTES))("the OpenClaw tooltip %s names OpenClaw", (_key, note) => {
    expect(note).toMatch(/OpenClaw/);
  });
});
