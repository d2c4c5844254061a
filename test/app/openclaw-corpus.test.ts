// The page's OpenClaw agents (what the worker computes: the Studio) say what the real CLI printed, for every agent
// of the agents corpus without an approvals document (the page has none yet), in both releases: the card's
// fallbacks, sandbox and exec lines are the recorded answers in words, and its values are `agents list`'s.
import { describe, expect, it } from "vitest";
import { Studio } from "../../src/app/analysis/studio";
import { T } from "../../src/app/texts";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { testAnalyzer, testLimits } from "../limits";
import { agentCorpus, RELEASES } from "../openclaw/agent-corpus";

type Json = Record<string, unknown>;

describe.each(RELEASES)("the page's agent cards, as OpenClaw %s answers", (version, profile) => {
  const corpus = agentCorpus(version).filter((c) => c.input.env.approvals === undefined);

  it("has configs to compare", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(25);
  });

  it.each(corpus.map((c) => [c.input.name, c] as const))("%s", (_name, c) => {
    const { home, cwd } = c.input.env;
    const scenarios = JSON.stringify({ env: { ...c.input.env.vars, HOME: home, cwd } });
    const views = new Studio(testAnalyzer(), OPENCLAW_SCHEMAS).update(
      { config: c.input.text, scenarios, profile },
      testLimits(),
    );
    const vm = views.panels.openclaw?.ok ? views.panels.openclaw.vm : undefined;
    expect(vm?.agents?.map((a) => a.id)).toEqual(c.agentsList.map((a) => a.id));
    const scopes = (c.exec.json["effectivePolicy"] as { scopes: Json[] }).scopes;
    for (const agent of vm!.agents!) {
      const line = (key: string) => agent.runsOn.find((f) => f.key === key)?.value;
      const models = c.models[agent.id]!.json as { fallbacks: string[] };
      expect([agent.id, line("fallbacks")]).toEqual([
        agent.id,
        models.fallbacks.length ? models.fallbacks.join(", ") : T.openclaw.runsOn.none,
      ]);
      const sandbox = (c.sandbox[agent.id]!.json as { sandbox: Json }).sandbox;
      expect([agent.id, line("sandbox")]).toEqual([
        agent.id,
        sandbox["mode"] === "off"
          ? T.openclaw.runsOn.sandboxOff
          : T.openclaw.runsOn.sandboxOn(
              sandbox["mode"] as "all" | "non-main",
              String(sandbox["scope"]),
              String(sandbox["workspaceAccess"]),
              String(sandbox["backend"]),
            ),
      ]);
      const scope = (scopes.find((s) => s["scopeLabel"] === `agent:${agent.id}`) ?? scopes[0]) as {
        mode: Json;
        security: Json;
        ask: Json;
        askFallback: Json;
      };
      expect([agent.id, line("exec")]).toEqual([
        agent.id,
        T.openclaw.runsOn.execValue(
          String(scope.mode["effective"]),
          String(scope.security["effective"]),
          String(scope.ask["effective"]),
          String(scope.askFallback["effective"]),
        ),
      ]);
    }
  });
});
