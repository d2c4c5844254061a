// The agents corpus (scripts/openclaw/cases-agents.mjs: 60 configs, every agent answered by `models status`,
// `skills check` and `sandbox explain`, `exec-policy show` once, and each agent's tools from the release's own
// tool-policy pipeline) and how one agent's report (core/openclaw/
// agent-report.ts, as `resolve --json` prints it) compares with what the real CLI printed, field by field.
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import type { OpenClawAgentReport } from "../../src/core/index";
import { maskScratchHashes, recordedInputs, withPlaces, type RecordedInput } from "./recorded";

type Json = Record<string, unknown>;
interface Answer {
  exitCode: number;
  json: Json;
}

export interface AgentCase {
  readonly input: RecordedInput;
  readonly agentsList: { id: string }[];
  readonly models: Record<string, Answer>;
  readonly skills: Record<string, Answer>;
  readonly sandbox: Record<string, Answer>;
  readonly exec: Answer;
  /** What the release's own tool-policy pipeline answered for each agent's sessions (record.mjs --tools). */
  readonly tools: readonly RecordedTools[];
}

export interface RecordedTools {
  readonly session: "main" | "other" | "subagent";
  readonly query: { readonly agentId: string };
  readonly sandbox: { readonly sandboxed: boolean };
  readonly allowed: readonly string[];
  readonly removedBy: Readonly<Record<string, string>>;
  readonly removedRule: Readonly<Record<string, string>>;
}

export const RELEASES = [
  ["2026.9.6", "openclaw-2026.9", { skillsFiltered: true }],
  ["2026.7.35", "openclaw-2026.7", { skillsFiltered: false }],
] as const;

export function agentCorpus(version: string): AgentCase[] {
  const fixture = JSON.parse(readFileSync(`test/fixtures/openclaw/agents-${version}.json`, "utf8")) as {
    cases: {
      name: string;
      agentsList: { json: { id: string }[] };
      modelsStatus: Record<string, Answer>;
      skillsCheck: Record<string, Answer>;
      sandboxExplain: Record<string, Answer>;
      execPolicy: Answer;
    }[];
  };
  const byName = new Map(fixture.cases.map((c) => [c.name, withPlaces(c)]));
  const tools = JSON.parse(readFileSync(`test/fixtures/openclaw/agents-tools-${version}.json`, "utf8")) as {
    cases: { name: string; toolPolicy?: { results: RecordedTools[] } }[];
  };
  const toolsByName = new Map(tools.cases.map((c) => [c.name, c.toolPolicy?.results ?? []]));
  return recordedInputs(`agents-${version}`).map((input) => {
    const c = byName.get(input.name)!;
    return {
      input,
      agentsList: c.agentsList.json,
      models: c.modelsStatus,
      skills: c.skillsCheck,
      sandbox: c.sandboxExplain,
      exec: c.execPolicy,
      tools: toolsByName.get(input.name) ?? [],
    };
  });
}

/** models status's fields compared (the CLI's names; `utilityModel` is 2026.9's alone: absent on both sides in 2026.7). */
export const MODEL_FIELDS = [
  "defaultModel",
  "resolvedDefault",
  "fallbacks",
  "imageModel",
  "imageFallbacks",
  "utilityModel",
  "modelConfig",
  "aliases",
  "allowed",
] as const;

/**
 * Every recorded answer about every agent of the case against the reports: the agent as listed, its models, its
 * skills filter (and, where the release's answer does not depend on the recording machine, what it filters out),
 * its sandbox with elevated and fixIt, and its exec scope (its own, else tools.exec's).
 */
export function expectReportsAsRecorded(
  c: AgentCase,
  reports: readonly OpenClawAgentReport[],
  options: { readonly skillsFiltered: boolean },
): void {
  const listed = c.agentsList.map((a) => a.id);
  expect(reports.map((r) => r.agent.id)).toEqual(listed);
  const scopes = (c.exec.json["effectivePolicy"] as { scopes: Json[] }).scopes;
  for (const [i, r] of reports.entries()) {
    const id = r.agent.id;
    expect(r.agent).toEqual(c.agentsList[i]);
    const models = c.models[id]!;
    expect([id, models.exitCode]).toEqual([id, 0]);
    for (const f of MODEL_FIELDS) expect([id, f, (r.models as Json)[f]]).toEqual([id, f, models.json[f]]);
    const skills = c.skills[id]!.json;
    expect([id, "agentSkillFilter", r.skills.agentSkillFilter]).toEqual([
      id,
      "agentSkillFilter",
      skills["agentSkillFilter"],
    ]);
    if (options.skillsFiltered)
      expect([id, "agentFiltered", r.skills.agentFiltered]).toEqual([id, "agentFiltered", skills["agentFiltered"]]);
    const sandbox = c.sandbox[id]!.json;
    expect([id, r.sandbox.sessionKey, r.sandbox.mainSessionKey]).toEqual([
      id,
      sandbox["sessionKey"],
      sandbox["mainSessionKey"],
    ]);
    // The whole sandbox object, key order too (the folders and mounts included).
    const text = (v: unknown) => maskScratchHashes(JSON.stringify(v, null, 1), r.agent.workspace);
    expect([id, text(r.sandbox.sandbox)]).toEqual([id, text(sandbox["sandbox"])]);
    expect([id, "elevated", r.sandbox.elevated]).toEqual([id, "elevated", sandbox["elevated"]]);
    expect([id, "fixIt", r.sandbox.fixIt]).toEqual([id, "fixIt", sandbox["fixIt"]]);
    const scope = scopes.find((s) => s["agentId"] === id && s["scopeLabel"] === `agent:${id}`) ?? scopes[0];
    expect([id, "exec", r.exec]).toEqual([id, "exec", scope]);
    // Its tools in each session: allowed, and the step (and its deny or allow list) that refused each of the rest.
    const tools = c.tools.filter((t) => t.query.agentId === id);
    expect([id, tools.length]).toEqual([id, 3]);
    for (const t of tools) {
      const mine = r.tools[t.session];
      expect([id, t.session, mine.sandboxed, mine.allowed, mine.removedBy, mine.removedRule]).toEqual([
        id,
        t.session,
        t.sandbox.sandboxed,
        t.allowed,
        t.removedBy,
        t.removedRule,
      ]);
    }
  }
}
