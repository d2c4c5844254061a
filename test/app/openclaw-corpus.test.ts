// The page's OpenClaw agents (what the worker computes: the Studio) say what the real CLI printed, for every agent
// of the agents corpus (the host's approvals given as the scenarios' `approvals`), in both releases: the card's
// fallbacks, sandbox and exec lines are the recorded answers in words, its values are `agents list`'s, and the
// matrix's cells, tool by tool in each kind of session, are what the release's tool-policy pipeline answered.
import { describe, expect, it } from "vitest";
import { Studio } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { T } from "../../src/app/texts";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { testAnalyzer, testLimits } from "../limits";
import { agentCorpus, RELEASES } from "../openclaw/agent-corpus";

type Json = Record<string, unknown>;

describe.each(RELEASES)("the page's agent cards, as OpenClaw %s answers", (version, profile) => {
  const corpus = agentCorpus(version);

  it("has configs to compare", () => {
    expect(corpus.length).toBe(60);
  });

  it.each(corpus.map((c) => [c.input.name, c] as const))("%s", (_name, c) => {
    const { home, cwd } = c.input.env;
    const approvals = c.input.env.approvals;
    const scenarios = JSON.stringify({
      env: { ...c.input.env.vars, HOME: home, cwd },
      ...(approvals !== undefined && { approvals }),
    });
    const views = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).update(
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
      // Every core tool of every session, allowed or refused by the step the release named.
      const row = vm!.matrix!.rows.find((r) => r.agent === agent.id)!;
      for (const recorded of c.tools.filter((t) => t.query.agentId === agent.id)) {
        const cells = row.cells[recorded.session].flatMap((cell) => cell.tools);
        const refusedBy = (tool: string) =>
          T.openclaw.matrix.refusedBy(recorded.removedBy[tool]!, recorded.removedRule[tool] as "allow" | "deny");
        expect([
          agent.id,
          recorded.session,
          cells
            .filter((t) => t.allowed)
            .map((t) => t.tool)
            .sort(),
        ]).toEqual([agent.id, recorded.session, [...recorded.allowed].sort()]);
        for (const t of cells.filter((x) => !x.allowed))
          expect([agent.id, recorded.session, t.tool, t.why]).toEqual([
            agent.id,
            recorded.session,
            t.tool,
            refusedBy(t.tool),
          ]);
      }
    }
  });
});
