import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locatedValue } from "../../src/core/diagnostics";
import * as scope from "../../src/core/scope";
import { config, env, hostile } from "./arbitraries";

const RUNS = { numRuns: 300 };

describe("normalizeAgentId", () => {
  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" }), hostile), (raw) => {
        const once = scope.normalizeAgentId(raw, scope.SOPHIACLAW_PROFILE);
        expect(scope.normalizeAgentId(once, scope.SOPHIACLAW_PROFILE)).toBe(once);
        expect(once).not.toBe("");
      }),
      RUNS,
    );
  });
});

/** Calls every exported function with the given values; none may throw. */
function callEverything(cfg: unknown, value: unknown, e: unknown): void {
  const located = locatedValue(cfg);
  const en = e as Record<string, string>;
  scope.normalizeAgentId(value, scope.SOPHIACLAW_PROFILE);
  scope.listAgentEntries(cfg);
  scope.resolveDefaultAgentId(cfg, scope.SOPHIACLAW_PROFILE);
  scope.parseAgentSessionKey(value);
  scope.resolveSessionAgentIds(value as never, scope.SOPHIACLAW_PROFILE);
  scope.resolveSessionAgentIds(
    { config: cfg, sessionKey: value as never, agentId: value as never },
    scope.SOPHIACLAW_PROFILE,
  );
  scope.resolveAgentConfig(cfg, value, scope.SOPHIACLAW_PROFILE);
  scope.resolveAgentModelPrimary(cfg, value, scope.SOPHIACLAW_PROFILE);
  scope.resolveAgentModelFallbacksOverride(cfg, value, scope.SOPHIACLAW_PROFILE);
  scope.resolveAgentWorkspaceDir(cfg, value, en, scope.SOPHIACLAW_PROFILE);
  scope.resolveAgentDir(cfg, value, en, scope.SOPHIACLAW_PROFILE);
  scope.resolveStateDir(en, scope.SOPHIACLAW_PROFILE);
  scope.resolveUserPath(value, en);
  scope.resolveUserPathDetailed(value, en);
  scope.resolveDefaultAgentWorkspaceDir(en, scope.SOPHIACLAW_PROFILE);
  scope.normalizeSkillFilter(value);
  scope.resolveAgentSkillsFilter(cfg, value, scope.SOPHIACLAW_PROFILE);
  scope.isSkillAllowed(value, value, scope.SOPHIACLAW_PROFILE);
  scope.isSkillAllowed(value, ["a*", "b"], scope.SOPHIACLAW_PROFILE);
  scope.matchSkill(value, value, scope.SOPHIACLAW_PROFILE);
  scope.skillNameProblem(value);
  const resolution = scope.resolveAgents(located, en, scope.SOPHIACLAW_PROFILE);
  scope.lintScope(located, en, scope.SOPHIACLAW_PROFILE);
  scope.resolveSession(resolution, located, value as never, en, scope.SOPHIACLAW_PROFILE);
  scope.resolveSession(
    resolution,
    located,
    {
      sessionKey: value as never,
      agentId: value as never,
      model: value as never,
    },
    scope.DEFAULT_ENV,
    scope.SOPHIACLAW_PROFILE,
  );
  scope.checkSkill(resolution, value, value, scope.SOPHIACLAW_PROFILE);
  for (const agent of resolution.agents) scope.checkSkill(resolution, agent.id, value, scope.SOPHIACLAW_PROFILE);
}

describe("no function throws, whatever it is given", () => {
  it.each([
    ["fc.jsonValue()", fc.jsonValue()],
    ["fc.anything()", hostile],
    ["shaped configs", config],
  ])("configs from %s", (_name, arb) => {
    fc.assert(
      fc.property(arb, fc.oneof(hostile, fc.string()), fc.oneof(env, hostile), (cfg, value, e) => {
        callEverything(cfg, value, e);
      }),
      RUNS,
    );
  });
});

describe("resolveAgents agrees with the seed's literal functions", () => {
  it("for every reachable agent, on random configs and environments", () => {
    fc.assert(
      fc.property(config, env, (cfg, e) => {
        const r = scope.resolveAgents(locatedValue(cfg), e, scope.SOPHIACLAW_PROFILE);
        expect(r.defaultAgentId).toBe(scope.resolveDefaultAgentId(cfg, scope.SOPHIACLAW_PROFILE));
        expect(r.agents.length).toBe(scope.listAgentEntries(cfg).length);
        for (const agent of r.agents.filter((a) => a.reachable)) {
          expect(agent.workspace.value).toBe(
            scope.resolveAgentWorkspaceDir(cfg, agent.id, e, scope.SOPHIACLAW_PROFILE),
          );
          expect(agent.agentDir.value).toBe(scope.resolveAgentDir(cfg, agent.id, e, scope.SOPHIACLAW_PROFILE));
          expect(agent.skills.value).toEqual(scope.resolveAgentSkillsFilter(cfg, agent.id, scope.SOPHIACLAW_PROFILE));
          const primary = scope.resolveAgentModelPrimary(cfg, agent.id, scope.SOPHIACLAW_PROFILE);
          if (primary !== undefined) expect(agent.model.primary.value).toBe(primary);
          const override = scope.resolveAgentModelFallbacksOverride(cfg, agent.id, scope.SOPHIACLAW_PROFILE);
          if (override !== undefined) expect(agent.model.fallbacks.value).toEqual(override);
          expect(r.byId.get(agent.id)).toBe(agent);
          expect(scope.resolveAgentConfig(cfg, agent.id, scope.SOPHIACLAW_PROFILE)?.name).toBe(agent.name);
        }
        for (const agent of r.agents) expect(agent.reachable).toBe(r.byId.get(agent.id)?.index === agent.index);
      }),
      RUNS,
    );
  });

  it("resolveSession agrees with resolveSessionAgentIds", () => {
    const key = fc.oneof(
      fc.constantFrom("global", "unknown", " GLOBAL ", "agent:a:x", "agent:B", "main", "agent:", ""),
      fc.string(),
    );
    const override = fc.oneof(fc.constantFrom(undefined, "", "  ", "a", " B "), fc.string());
    fc.assert(
      fc.property(config, key, override, (cfg, sessionKey, agentId) => {
        const located = locatedValue(cfg);
        const s = scope.resolveSession(
          scope.resolveAgents(located, scope.DEFAULT_ENV, scope.SOPHIACLAW_PROFILE),
          located,
          { sessionKey, agentId },
          scope.DEFAULT_ENV,
          scope.SOPHIACLAW_PROFILE,
        );
        expect(s.sessionAgentId).toBe(
          scope.resolveSessionAgentIds({ config: cfg, sessionKey, agentId }, scope.SOPHIACLAW_PROFILE).sessionAgentId,
        );
        expect(s.chain.filter((c) => c.winner)).toHaveLength(1);
      }),
      RUNS,
    );
  });
});
