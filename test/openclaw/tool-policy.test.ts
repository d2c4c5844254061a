// Which tools each OpenClaw agent may use, and the layer refusing the rest (core/openclaw/agent-tools.ts), against
// what the release's own compiled tool-policy pipeline answered (scripts/openclaw/record.mjs --tools): the tool-policy
// corpus (cases-tools.mjs: every layer, 50 configs; the agents corpus's 60 are compared in agent-corpus.ts), each agent's main session,
// another session and a sub-agent's, on the agent's own model, plus the models byProvider entries name. Compared per
// tool: allowed or not, the refusing step's label and whether its deny list or its allow list refused it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OpenClawAnalyzer, type OpenClawProfileId, type OpenClawToolSession } from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { RELEASES } from "./agent-corpus";
import { recordedInputs, type RecordedInput } from "./recorded";

interface ProbeResult {
  session: OpenClawToolSession;
  query: { agentId: string; provider?: string; model?: string };
  sandbox: { sandboxed: boolean };
  allowed: string[];
  removedBy: Record<string, string>;
  removedRule: Record<string, "allow" | "deny">;
}
interface ToolCase {
  input: RecordedInput;
  /** The release refused the config (agents list failed, so no tool policy was asked). */
  refused: boolean;
  coreTools: string[];
  results: ProbeResult[];
  /** The queries the case added (a model a byProvider entry names): asked with that model. */
  extra: number;
}

function toolCorpus(fixture: string): ToolCase[] {
  const file = JSON.parse(readFileSync(`test/fixtures/openclaw/${fixture}.json`, "utf8")) as {
    cases: {
      name: string;
      input: { toolQueries?: unknown[] };
      agentsList: { exitCode: number };
      toolPolicy?: { configError?: string; coreTools: string[]; results: ProbeResult[] };
    }[];
  };
  const byName = new Map(file.cases.map((c) => [c.name, c]));
  return recordedInputs(fixture).map((input) => {
    const c = byName.get(input.name)!;
    const refused = c.agentsList.exitCode !== 0 || c.toolPolicy?.configError !== undefined;
    return {
      input,
      refused,
      coreTools: c.toolPolicy?.coreTools ?? [],
      results: c.toolPolicy?.results ?? [],
      extra: c.input.toolQueries?.length ?? 0,
    };
  });
}

const analyzer = new OpenClawAnalyzer(OPENCLAW_SCHEMAS);
const answer = (r: { allowed: readonly string[]; removedBy: object; removedRule: object }) => ({
  allowed: r.allowed,
  removedBy: r.removedBy,
  removedRule: r.removedRule,
});

describe.each(RELEASES)("tool policy, as OpenClaw %s decides it", (version, profile: OpenClawProfileId) => {
  const corpora = [toolCorpus(`tools-${version}`), toolCorpus(`agents-tools-${version}`)] as const;

  it("reaches every layer the studio models, refusing by deny and by allow", () => {
    const labels = new Set<string>();
    for (const corpus of corpora)
      for (const c of corpus)
        for (const r of c.results)
          for (const [tool, label] of Object.entries(r.removedBy))
            labels.add(
              `${label.replace(/^agents\.[^.]+\./, "agents.<id>.").replace(/ \(.*\)$/, "")} ${r.removedRule[tool]}`,
            );
    for (const want of [
      "tools.profile allow",
      "tools.byProvider.profile allow",
      "tools.allow allow",
      "tools.allow deny",
      "tools.byProvider.allow deny",
      "agents.<id>.tools.allow allow",
      "agents.<id>.tools.allow deny",
      "tools.toolsBySender deny",
      "sandbox tools.allow allow",
      "sandbox tools.allow deny",
      "subagent tools.allow deny",
    ])
      expect(labels).toContain(want);
    expect(corpora[0].filter((c) => c.refused).length).toBeGreaterThanOrEqual(4);
    expect(corpora[1].length).toBe(60);
  });

  it("lists the release's own catalog, in its order", () => {
    const recorded = corpora[0].find((c) => c.coreTools.length)!.coreTools;
    const reports = analyzer.tools(profile, '{ "tools": { "deny": ["*"] } }', corpora[0][0]!.input.env);
    const main = reports[0]!.sessions[0]!;
    expect(Object.keys(main.removedBy)).toEqual(recorded);
  });

  // (The agents corpus's tools are compared with its other answers: agent-corpus.ts, through the core and resolve.)
  describe("the tool-policy corpus", () => {
    it.each(corpora[0].map((c) => [c.input.name, c] as const))("%s", (_name, c) => {
      const reports = analyzer.reports(profile, c.input.text, c.input.env);
      if (c.refused) {
        expect([c.input.valid, reports]).toEqual([false, []]);
        return;
      }
      const plain = c.results.slice(0, c.results.length - c.extra);
      expect(plain.length).toBe(reports.length * 3);
      for (const r of plain) {
        // The report (what resolve --json prints): the agent's own model, as the core resolves it.
        const report = reports.find((x) => x.agent.id === r.query.agentId)!;
        const mine = report.tools[r.session];
        expect([r.query.agentId, r.session, mine.sandboxed]).toEqual([r.query.agentId, r.session, r.sandbox.sandboxed]);
        expect([r.query.agentId, r.session, answer(mine)]).toEqual([r.query.agentId, r.session, answer(r)]);
      }
      const extra = c.results.slice(plain.length);
      const asked = analyzer.sessionTools(
        profile,
        c.input.text,
        c.input.env,
        extra.map((r) => ({
          agent: r.query.agentId,
          session: r.session,
          model: { provider: r.query.provider!, model: r.query.model! },
        })),
      );
      for (const [j, r] of extra.entries()) expect([r.query, answer(asked[j]!)]).toEqual([r.query, answer(r)]);
    });
  });
});
