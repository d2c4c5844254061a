/**
 * The scenarios' `spawns` in an OpenClaw profile: each `{ from, spawn }` decided as the release admits it
 * (decide.ts), with its expectation (`expect`: "allowed" or "refused") met or not, and the finding at the spawn when
 * it is not (its quick fix writes the answer).
 */
import { diagnosticAt, formatPath, type Diagnostic, type JsonPath, type Located } from "../../diagnostics";
import { capPerCode } from "../../cap";
import { OPENCLAW_CODES } from "../codes";
import type { Roster } from "../agents";
import type { OpenClawAgentSandbox } from "../agent-sandbox";
import type { OpenClawAgentTools } from "../agent-tools";
import { decideSpawn, spawnsIn, type SpawnDecision, type SpawnRequest, type SpawnRules } from "./decide";

export interface OpenClawSpawn {
  readonly index: number;
  /** The spawn in the scenarios (`["spawns", index]`). */
  readonly path: JsonPath;
  readonly request: SpawnRequest;
  readonly decision: SpawnDecision;
  readonly expect?: { readonly expected: string; readonly met: boolean; readonly path: JsonPath };
}

export function decideSpawns(
  config: unknown,
  roster: Roster,
  rules: SpawnRules,
  scenarios: unknown,
  answers: {
    readonly tools: () => readonly OpenClawAgentTools[];
    readonly sandboxes: () => readonly OpenClawAgentSandbox[];
  },
): OpenClawSpawn[] {
  // Every agent's tools and sandbox are asked only when there is a spawn to decide.
  return spawnsIn(scenarios).map(({ index, request, expected }) => {
    const decision = decideSpawn(config, roster, rules, request, answers.tools(), answers.sandboxes());
    return {
      index,
      path: ["spawns", index],
      request,
      decision,
      ...(expected !== undefined && {
        expect: {
          expected,
          met: expected.trim().toLowerCase() === spawnAnswer(decision),
          path: ["spawns", index, "expect"],
        },
      }),
    };
  });
}

export const spawnAnswer = (d: SpawnDecision): "allowed" | "refused" => (d.allowed ? "allowed" : "refused");

/** What a spawn's decision says, in words: allowed with the child's session and tools, or the release's refusal and the setting. */
export function spawnText(s: OpenClawSpawn): string {
  const d = s.decision;
  if (d.allowed) {
    const tools = d.childTools
      ? ` It has ${d.childTools.length} tool${d.childTools.length === 1 ? "" : "s"} there.`
      : "";
    return `${d.from} may spawn ${d.target}: the child runs in ${d.childSessionKey}, a sub-agent session.${tools}`;
  }
  const r = d.refused!;
  const list = d.allowFrom && formatPath(d.allowFrom);
  const where =
    r.check === "not-registered"
      ? ` ${list ?? "Its allowAgents"} lets it, but the config lists no agent "${d.target}".`
      : r.check === "not-allowed"
        ? list
          ? ` The list is ${list}: add "${d.target}" to it (or "*" for any listed agent).`
          : ` No allowAgents is set for ${d.from}, so it may spawn only itself: set ${formatPath(d.allowAt)} (or agents.defaults.subagents.allowAgents) to ["${d.target}"].`
        : r.setting
          ? ` Decided by ${formatPath(r.setting)}.`
          : "";
  return `${r.error}${/[.!?]$/.test(r.error) ? "" : "."}${where}`;
}

export function spawnDiagnostics(spawns: readonly OpenClawSpawn[], scenarios: Located, capped = false): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const s of spawns) {
    if (!s.expect || s.expect.met) continue;
    const c = OPENCLAW_CODES["spawn-expect-failed"];
    const actual = spawnAnswer(s.decision);
    const text = `Expected the spawn to be ${s.expect.expected}, it is ${actual}: ${spawnText(s)}`;
    out.push({
      ...diagnosticAt(scenarios, s.expect.path, c.code, c.severity, text),
      data: { kind: "expectation-failed", subject: "spawn", expected: s.expect.expected, actual },
    });
  }
  return capped ? capPerCode(scenarios, out) : out;
}
