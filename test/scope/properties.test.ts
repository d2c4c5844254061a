import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_ENV,
  listAgentEntries,
  locatedValue,
  normalizeAgentId,
  resolveAgentDir,
  resolveAgentModelFallbacksOverride,
  resolveAgentModelPrimary,
  resolveAgents,
  resolveAgentSkillsFilter,
  resolveAgentWorkspaceDir,
  resolveDefaultAgentWorkspaceDir,
  resolveStateDir,
  SOPHIACLAW_PROFILE,
} from "../../src/core/index";
import {
  checkSkill,
  isSkillAllowed,
  lintScope,
  matchSkill,
  normalizeSkillFilter,
  parseAgentSessionKey,
  resolveAgentConfig,
  resolveDefaultAgentId,
  resolveSession,
  resolveSessionAgentIds,
  resolveUserPath,
  resolveUserPathDetailed,
  skillNameProblem,
} from "../../src/core/testing";
import { config, env, hostile } from "./arbitraries";

const RUNS = { numRuns: 300 };

describe("normalizeAgentId", () => {
  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" }), hostile), (raw) => {
        const once = normalizeAgentId(raw, SOPHIACLAW_PROFILE);
        expect(normalizeAgentId(once, SOPHIACLAW_PROFILE)).toBe(once);
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
  normalizeAgentId(value, SOPHIACLAW_PROFILE);
  listAgentEntries(cfg);
  resolveDefaultAgentId(cfg, SOPHIACLAW_PROFILE);
  parseAgentSessionKey(value);
  resolveSessionAgentIds(value as never, SOPHIACLAW_PROFILE);
  resolveSessionAgentIds({ config: cfg, sessionKey: value as never, agentId: value as never }, SOPHIACLAW_PROFILE);
  resolveAgentConfig(cfg, value, SOPHIACLAW_PROFILE);
  resolveAgentModelPrimary(cfg, value, SOPHIACLAW_PROFILE);
  resolveAgentModelFallbacksOverride(cfg, value, SOPHIACLAW_PROFILE);
  resolveAgentWorkspaceDir(cfg, value, en, SOPHIACLAW_PROFILE);
  resolveAgentDir(cfg, value, en, SOPHIACLAW_PROFILE);
  resolveStateDir(en, SOPHIACLAW_PROFILE);
  resolveUserPath(value, en);
  resolveUserPathDetailed(value, en);
  resolveDefaultAgentWorkspaceDir(en, SOPHIACLAW_PROFILE);
  normalizeSkillFilter(value);
  resolveAgentSkillsFilter(cfg, value, SOPHIACLAW_PROFILE);
  isSkillAllowed(value, value, SOPHIACLAW_PROFILE);
  isSkillAllowed(value, ["a*", "b"], SOPHIACLAW_PROFILE);
  matchSkill(value, value, SOPHIACLAW_PROFILE);
  skillNameProblem(value);
  const resolution = resolveAgents(located, en, SOPHIACLAW_PROFILE);
  lintScope(located, en, SOPHIACLAW_PROFILE);
  resolveSession(resolution, located, value as never, en, SOPHIACLAW_PROFILE);
  resolveSession(
    resolution,
    located,
    {
      sessionKey: value as never,
      agentId: value as never,
      model: value as never,
    },
    DEFAULT_ENV,
    SOPHIACLAW_PROFILE,
  );
  checkSkill(resolution, value, value, SOPHIACLAW_PROFILE);
  for (const agent of resolution.agents) checkSkill(resolution, agent.id, value, SOPHIACLAW_PROFILE);
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
        const r = resolveAgents(locatedValue(cfg), e, SOPHIACLAW_PROFILE);
        expect(r.defaultAgentId).toBe(resolveDefaultAgentId(cfg, SOPHIACLAW_PROFILE));
        expect(r.agents.length).toBe(listAgentEntries(cfg).length);
        for (const agent of r.agents.filter((a) => a.reachable)) {
          expect(agent.workspace.value).toBe(resolveAgentWorkspaceDir(cfg, agent.id, e, SOPHIACLAW_PROFILE));
          expect(agent.agentDir.value).toBe(resolveAgentDir(cfg, agent.id, e, SOPHIACLAW_PROFILE));
          expect(agent.skills.value).toEqual(resolveAgentSkillsFilter(cfg, agent.id, SOPHIACLAW_PROFILE));
          const primary = resolveAgentModelPrimary(cfg, agent.id, SOPHIACLAW_PROFILE);
          if (primary !== undefined) expect(agent.model.primary.value).toBe(primary);
          const override = resolveAgentModelFallbacksOverride(cfg, agent.id, SOPHIACLAW_PROFILE);
          if (override !== undefined) expect(agent.model.fallbacks.value).toEqual(override);
          expect(r.byId.get(agent.id)).toBe(agent);
          expect(resolveAgentConfig(cfg, agent.id, SOPHIACLAW_PROFILE)?.name).toBe(agent.name);
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
        const s = resolveSession(
          resolveAgents(located, DEFAULT_ENV, SOPHIACLAW_PROFILE),
          located,
          { sessionKey, agentId },
          DEFAULT_ENV,
          SOPHIACLAW_PROFILE,
        );
        expect(s.sessionAgentId).toBe(
          resolveSessionAgentIds({ config: cfg, sessionKey, agentId }, SOPHIACLAW_PROFILE).sessionAgentId,
        );
        expect(s.chain.filter((c) => c.winner)).toHaveLength(1);
      }),
      RUNS,
    );
  });
});
