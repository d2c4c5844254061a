// Everything the core answers of each OpenClaw agent (core/openclaw/agent-report.ts), field by field against what
// the real CLI printed for the 60 configs of the agents corpus in both releases (test/openclaw/agent-corpus.ts),
// and `exec-policy show` whole: every scope, each value requested, from the host's approvals and effective, with its
// source and note, with and without an approvals document, in the order the CLI lists them.
import { describe, expect, it } from "vitest";
import { openclawAgentReports, openclawExecPolicy, type OpenClawProfileId } from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { agentCorpus, expectReportsAsRecorded, RELEASES } from "./agent-corpus";

describe.each(RELEASES)(
  "the agents corpus, as OpenClaw %s answers it",
  (version, profile: OpenClawProfileId, options) => {
    const corpus = agentCorpus(version);

    it("has 60 configs, a third with an approvals document, every answer given", () => {
      expect(corpus.length).toBeGreaterThan(0);
      expect(corpus.filter((c) => c.input.env.approvals !== undefined).length).toBeGreaterThanOrEqual(20);
      expect(corpus.filter((c) => c.agentsList.length > 1).length).toBeGreaterThanOrEqual(30);
      for (const c of corpus) expect([c.input.name, c.exec.exitCode]).toEqual([c.input.name, 0]);
    });

    it.each(corpus.map((c) => [c.input.name, c] as const))("%s: every agent's answers", (_name, c) => {
      const reports = openclawAgentReports(profile, c.input.text, c.input.env, OPENCLAW_SCHEMAS);
      expectReportsAsRecorded(c, reports, options);
    });

    it.each(corpus.map((c) => [c.input.name, c] as const))("%s: exec-policy show, whole", (_name, c) => {
      const {
        from: _from,
        approvals: _approvals,
        ...printed
      } = openclawExecPolicy(profile, c.input.text, c.input.env, OPENCLAW_SCHEMAS)!;
      expect(JSON.stringify(printed)).toBe(JSON.stringify(c.exec.json));
    });
  },
);
