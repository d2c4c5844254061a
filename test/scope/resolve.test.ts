import { describe, expect, it } from "vitest";
import { DEFAULT_ENV, locatedValue, resolveAgents, SOPHIACLAW_PROFILE } from "../../src/core/index";
import { resolveSession } from "../../src/core/testing";

const at = (value: unknown) => resolveAgents(locatedValue(value), DEFAULT_ENV, SOPHIACLAW_PROFILE);
const agents = (list: unknown[], defaults?: unknown) => ({ agents: { ...(defaults ? { defaults } : {}), list } });

describe("resolveAgents: workspace provenance", () => {
  const scope = at(
    agents([{ id: "general", default: true }, { id: "legal", workspace: "/data/legal" }, { id: "research" }], {
      workspace: "~/Claw",
    }),
  );
  it.each([
    ["general", "/home/user/Claw", "defaults.workspace", ["agents", "defaults", "workspace"]],
    ["legal", "/data/legal", "agent.workspace", ["agents", "list", 1, "workspace"]],
    ["research", "/home/user/.sophiaclaw/workspace-research", "state-workspace", ["agents", "list", 2, "id"]],
  ])("%s", (id, value, step, path) => {
    const ws = scope.byId.get(id)!.workspace;
    expect(ws.value).toBe(value);
    expect(ws.from).toMatchObject({ step, path, doc: "config" });
    expect(ws.from.label).not.toBe("");
  });

  it("the default agent without any workspace: default-workspace", () => {
    expect(at(agents([{ id: "g" }])).byId.get("g")!.workspace.from.step).toBe("default-workspace");
  });
});

describe("resolveAgents: agentDir provenance", () => {
  it.each([
    [{ id: "a", agentDir: "/x" }, "/x", "agent.agentDir"],
    [{ id: "a" }, "/home/user/.sophiaclaw/agents/a/agent", "state-agentDir"],
  ])("%j", (entry, value, step) => {
    expect(at(agents([entry])).agents[0]!.agentDir).toMatchObject({ value, from: { step } });
  });
});

describe("resolveAgents: the effective model (SEMANTICS §1)", () => {
  const defaults = { model: { primary: "d/primary", fallbacks: ["d/f1", "d/f2"] } };
  it.each([
    [
      "string model keeps the defaults' fallbacks",
      "a/m",
      "a/m",
      "agent.model",
      ["d/f1", "d/f2"],
      "defaults.model.fallbacks",
    ],
    ["object primary", { primary: "a/m" }, "a/m", "agent.model.primary", ["d/f1", "d/f2"], "defaults.model.fallbacks"],
    [
      "own fallbacks override",
      { primary: "a/m", fallbacks: ["a/f"] },
      "a/m",
      "agent.model.primary",
      ["a/f"],
      "agent.model.fallbacks",
    ],
    ["[] disables fallbacks", { fallbacks: [] }, "d/primary", "defaults.model", [], "agent.model.fallbacks"],
    ["no model: the defaults", undefined, "d/primary", "defaults.model", ["d/f1", "d/f2"], "defaults.model.fallbacks"],
    [
      "fallbacks not a list: the defaults'",
      { fallbacks: "a/f" },
      "d/primary",
      "defaults.model",
      ["d/f1", "d/f2"],
      "defaults.model.fallbacks",
    ],
  ])("%s", (_name, model, primary, primaryStep, fallbacks, fallbacksStep) => {
    const agent = at(agents([{ id: "a", model }], defaults)).agents[0]!;
    expect(agent.model.primary).toMatchObject({ value: primary, from: { step: primaryStep } });
    expect(agent.model.fallbacks).toMatchObject({ value: fallbacks, from: { step: fallbacksStep } });
  });

  it("nothing configured: none and none", () => {
    const agent = at(agents([{ id: "a" }])).agents[0]!;
    expect(agent.model.primary).toMatchObject({ value: undefined, from: { step: "none" } });
    expect(agent.model.fallbacks).toMatchObject({ value: [], from: { step: "none" } });
  });

  it("a string defaults model gives a primary and no fallbacks", () => {
    const agent = at(agents([{ id: "a" }], { model: "d/m" })).agents[0]!;
    expect(agent.model.primary).toMatchObject({
      value: "d/m",
      from: { step: "defaults.model", path: ["agents", "defaults", "model"] },
    });
    expect(agent.model.fallbacks.from.step).toBe("none");
  });
});

describe("resolveAgents: skills provenance", () => {
  it.each([
    [{ id: "a", skills: ["Legal.*"] }, ["legal.*"], "agent.skills"],
    [{ id: "a", skills: [] }, undefined, "agent.skills"],
    [{ id: "a", skills: "legal.*" }, undefined, "none"],
    [{ id: "a" }, undefined, "none"],
  ])("%j", (entry, value, step) => {
    expect(at(agents([entry])).agents[0]!.skills).toMatchObject({ value, from: { step } });
  });
});

describe("resolveAgents: default and reachability", () => {
  const scope = at(agents([{ id: "a" }, { id: "b", default: true }, { id: " B " }, { id: "c", default: true }, 7]));
  it("the first marked agent is the default", () => {
    expect(scope.defaultAgentId).toBe("b");
    expect(scope.agents.map((a) => [a.id, a.isDefault, a.reachable, a.defaultFrom.step])).toEqual([
      ["a", false, true, "not-default"],
      ["b", true, true, "marked-default"],
      ["b", false, false, "duplicate"],
      ["c", false, true, "later-default"],
    ]);
  });

  it("byId maps each id to its first entry; indexes are positions in agents.list", () => {
    expect(scope.byId.get("b")!.index).toBe(1);
    expect([...scope.byId.keys()]).toEqual(["a", "b", "c"]);
  });

  it("none marked: the first entry", () => {
    expect(at(agents([{ id: "x" }, { id: "y" }])).agents[0]!.defaultFrom.step).toBe("first-entry");
  });
});

describe("resolveSession: the priority chain", () => {
  const config = locatedValue(
    agents(
      [
        { id: "general", default: true },
        { id: "legal", model: "a/legal" },
      ],
      { model: { primary: "d/m", fallbacks: ["d/f"] } },
    ),
  );
  const scope = resolveAgents(config, DEFAULT_ENV, SOPHIACLAW_PROFILE);
  const winnerOf = (params: Parameters<typeof resolveSession>[2]) => {
    const s = resolveSession(scope, config, params, DEFAULT_ENV, SOPHIACLAW_PROFILE);
    expect(s.chain.filter((c) => c.winner)).toHaveLength(1);
    return s;
  };
  it.each([
    [{ agentId: "legal", sessionKey: "agent:general:x" }, "override", "legal"],
    [{ agentId: "legal", sessionKey: "global" }, "override", "legal"],
    [{ sessionKey: "agent:legal:case-1" }, "session-key", "legal"],
    [{ sessionKey: "global" }, "special-key", "global"],
    [{ sessionKey: "unknown" }, "special-key", "general"],
    [{ sessionKey: "main" }, "default", "general"],
    [{}, "default", "general"],
    [{ agentId: "  ", sessionKey: "agent:legal:x" }, "session-key", "legal"],
  ])("%j: %s wins with %s", (params, step, id) => {
    const s = winnerOf(params);
    expect(s.chain.find((c) => c.winner)).toMatchObject({ step, value: id, applies: true });
    expect(s.sessionAgentId).toBe(id);
    expect(s.chain.map((c) => c.step)).toEqual(["override", "session-key", "special-key", "default"]);
  });

  it("a later step that applies says an earlier one wins", () => {
    const s = winnerOf({ agentId: "legal", sessionKey: "agent:general:x" });
    expect(s.chain[1]).toMatchObject({ applies: true, winner: false });
    expect(s.chain[1]!.note).toMatch(/earlier step wins/);
  });

  it("an agent not in agents.list: a notice, an empty config and the defaults' model", () => {
    const s = winnerOf({ sessionKey: "agent:ghost:x" });
    expect(s.agent).toBeUndefined();
    expect(s.notes.join(" ")).toMatch(/"ghost" is not in agents\.list/);
    expect(s.model.primary.value).toBe("d/m");
    expect(s.model.fallbacks.value).toEqual(["d/f"]);
  });

  it("global has no entry: it is shared and uses the defaults", () => {
    expect(winnerOf({ sessionKey: "global" }).notes.join(" ")).toMatch(/shared across all agents/);
  });

  it("agent:legal without a session name is fine here, and the note names the OpenClaw difference", () => {
    const s = winnerOf({ sessionKey: "agent:legal" });
    expect(s.sessionAgentId).toBe("legal");
    expect(s.parsed).toEqual({ agentId: "legal", rest: "" });
    expect(s.notes.join(" ")).toMatch(/OpenClaw requires one/);
  });

  it("a session model override: that primary and no fallbacks (the session controls)", () => {
    const s = winnerOf({ sessionKey: "agent:legal:x", model: " openai/gpt-5 " });
    expect(s.model.primary).toMatchObject({ value: "openai/gpt-5", from: { step: "session-override" } });
    expect(s.model.fallbacks).toMatchObject({ value: [], from: { step: "session-override" } });
    expect(s.notes.join(" ")).toMatch(/the session controls/);
  });

  it("without a session model, the agent's effective model", () => {
    const s = winnerOf({ sessionKey: "agent:legal:x" });
    expect(s.agent?.id).toBe("legal");
    expect(s.model.primary.value).toBe("a/legal");
    expect(s.model.fallbacks.value).toEqual(["d/f"]);
  });

  it("the config default step points at why it is the default", () => {
    expect(winnerOf({}).chain[3]!.from).toMatchObject({
      step: "marked-default",
      path: ["agents", "list", 0, "default"],
    });
  });
});
