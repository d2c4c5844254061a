/**
 * Everything the studio answers of one OpenClaw agent, in the real CLI's words: the agent as `agents list --json`
 * prints it, what it runs on as `models status --agent <id> --json`, the skills it may use as `skills check`'s
 * `agentSkillFilter` and `agentFiltered`, its sandbox as `sandbox explain`'s `sandbox` and `elevated`, and its exec
 * scope as `exec-policy show` lists it (its own, else the `tools.exec` scope it shares). `resolve --json` prints these
 * (one with --agent, all without), so each part can be compared with the CLI's own answer.
 */
import type { OpenClawAgentModels } from "./agent-models";
import type { OpenClawAgentSandbox } from "./agent-sandbox";
import type { OpenClawAgentSkills } from "./agent-skills";
import type { OpenClawAgentTools, OpenClawSessionTools, ToolSession } from "./agent-tools";
import type { ExecScope } from "./agent-exec";
import type { OpenClawAgent } from "./types";

export interface OpenClawAgentReport {
  readonly agent: OpenClawAgent;
  readonly models: Omit<OpenClawAgentModels, "from">;
  readonly skills: { readonly agentSkillFilter?: readonly string[]; readonly agentFiltered: readonly string[] };
  readonly sandbox: {
    readonly sessionKey: string;
    readonly mainSessionKey: string;
    readonly sandbox: Pick<OpenClawAgentSandbox, "mode" | "scope" | "backend" | "workspaceAccess"> &
      OpenClawAgentSandbox["layout"] &
      Pick<OpenClawAgentSandbox, "sessionIsSandboxed" | "tools">;
    readonly elevated: OpenClawAgentSandbox["elevated"];
    readonly fixIt: readonly string[];
  };
  readonly exec: ExecScope;
  /** The tools it may use in its main session, another session and a sub-agent's, and the layer refusing the rest. */
  readonly tools: {
    readonly profile?: string;
  } & Readonly<Record<ToolSession, Omit<OpenClawSessionTools, "session">>>;
}

/** One listed agent's report, from its answers. */
export function agentReport(
  agent: OpenClawAgent,
  m: OpenClawAgentModels,
  k: OpenClawAgentSkills,
  s: OpenClawAgentSandbox,
  exec: ExecScope,
  t: OpenClawAgentTools,
): OpenClawAgentReport {
  const { from: _from, ...status } = m;
  return {
    agent,
    models: status,
    skills: {
      ...(k.agentSkillFilter && { agentSkillFilter: k.agentSkillFilter }),
      agentFiltered: k.agentFiltered,
    },
    sandbox: {
      sessionKey: s.sessionKey,
      mainSessionKey: s.mainSessionKey,
      sandbox: {
        mode: s.mode,
        scope: s.scope,
        backend: s.backend,
        workspaceAccess: s.workspaceAccess,
        ...s.layout,
        sessionIsSandboxed: s.sessionIsSandboxed,
        tools: s.tools,
      },
      elevated: s.elevated,
      fixIt: s.fixIt,
    },
    exec,
    tools: toolsReport(t),
  };
}

function toolsReport(t: OpenClawAgentTools): OpenClawAgentReport["tools"] {
  const bySession = Object.fromEntries(t.sessions.map(({ session, ...rest }) => [session, rest])) as Record<
    ToolSession,
    Omit<OpenClawSessionTools, "session">
  >;
  return { ...(t.profile && { profile: t.profile }), ...bySession };
}
