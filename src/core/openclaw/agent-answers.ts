/**
 * What each listed agent runs on and may do, from one reading of a config under a release (evaluate.ts): its models,
 * skills, sandbox, exec scope, and all of them as the report `resolve --json` prints. None while the release rejects
 * the config (the CLI refuses to answer then). The analyzer (analyzer.ts) asks these of the reading it keeps; the
 * upgrade preview asks them of both releases' readings.
 */
import { agentExec, execPolicy, execScopeIndex, type OpenClawAgentExec, type OpenClawExecPolicy } from "./agent-exec";
import { agentModels, type OpenClawAgentModels } from "./agent-models";
import { agentReports, type OpenClawAgentReport } from "./agent-report";
import { agentSandbox, type OpenClawAgentSandbox } from "./agent-sandbox";
import { agentSkills, skillOwner, type OpenClawAgentSkills } from "./agent-skills";
import { sandboxTools, type SandboxTools } from "./sandbox-tools";
import type { OpenClawReading } from "./evaluate";
import { OPENCLAW_RELEASES } from "./releases";
import type { OpenClawEnvironment, OpenClawProfileId } from "./types";

const listed = (reading: OpenClawReading) => (reading.answer.agents === null ? undefined : reading.roster);

export function modelsOf(reading: OpenClawReading, profile: OpenClawProfileId): readonly OpenClawAgentModels[] {
  const roster = listed(reading);
  const rules = OPENCLAW_RELEASES[profile].modelRules;
  return roster ? roster.agents.map((agent) => agentModels(reading.config, agent, rules)) : [];
}

export function skillsOf(reading: OpenClawReading, profile: OpenClawProfileId): readonly OpenClawAgentSkills[] {
  const roster = listed(reading);
  if (!roster) return [];
  const shipped = OPENCLAW_RELEASES[profile].skills;
  return roster.agents.map((agent) => agentSkills(reading.config, agent, shipped, skillOwner(roster)));
}

export function sandboxesOf(reading: OpenClawReading, profile: OpenClawProfileId): readonly OpenClawAgentSandbox[] {
  const roster = listed(reading);
  if (!roster) return [];
  const release = OPENCLAW_RELEASES[profile];
  const workspaces = new Map((reading.answer.agents ?? []).map((a) => [a.id, a.workspace]));
  let shared: SandboxTools | undefined;
  const sharedTools = () => (shared ??= sandboxTools(reading.config, {}, release.sandboxTools));
  return roster.agents.map((agent) =>
    agentSandbox(reading.config, agent, {
      tools: release.sandboxTools,
      layout: release.sandboxLayout,
      places: reading.places,
      workspace: workspaces.get(agent.id) ?? "",
      sharedTools,
    }),
  );
}

export function execOf(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  env: OpenClawEnvironment,
): OpenClawExecPolicy | undefined {
  const roster = listed(reading);
  if (!roster) return undefined;
  return execPolicy(reading.config, roster, reading.places, env.approvals, OPENCLAW_RELEASES[profile].execRules);
}

export function agentsExecOf(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  env: OpenClawEnvironment,
): readonly OpenClawAgentExec[] {
  const policy = execOf(reading, profile, env);
  const roster = listed(reading);
  if (!policy || !roster) return [];
  const index = execScopeIndex(policy);
  return roster.agents.flatMap((a) => agentExec(policy, a.id, a.source?.written ?? a.id, index) ?? []);
}

export function reportsOf(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  env: OpenClawEnvironment,
): readonly OpenClawAgentReport[] {
  const roster = listed(reading);
  const exec = execOf(reading, profile, env);
  if (!exec || !roster || reading.answer.agents === null) return [];
  return agentReports({
    agents: reading.answer.agents,
    models: modelsOf(reading, profile),
    skills: skillsOf(reading, profile),
    sandboxes: sandboxesOf(reading, profile),
    exec,
    written: new Map(roster.agents.map((a) => [a.id, a.source?.written ?? a.id])),
  });
}
