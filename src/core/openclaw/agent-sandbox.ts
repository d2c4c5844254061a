/**
 * Where each agent's sessions run, as `openclaw sandbox explain --agent <id> --json` says of a machine with no
 * sessions yet: its main session's key, the sandbox's mode (`off`, `non-main`: every session but the main one, `all`),
 * its scope (one sandbox per agent, per session, or one shared), its backend and its access to the agent's workspace
 * (`none`, `ro`, `rw`), and whether the main session is sandboxed. Each field is the agent's own `sandbox` value, else
 * `agents.defaults.sandbox`'s, else the built-in default; each says where it came from. The same in both recorded
 * releases (2026.7 reads the agent from `agents.list`).
 */
import type { JsonPath } from "../diagnostics";
import { own } from "../safe";
import type { RosterAgent } from "./agents";
import { sandboxTools, type SandboxToolRules, type SandboxTools } from "./sandbox-tools";

export type SandboxMode = "off" | "non-main" | "all";
export type SandboxScope = "agent" | "session" | "shared";
export type WorkspaceAccess = "none" | "ro" | "rw";

export interface OpenClawAgentSandbox {
  readonly agentId: string;
  readonly sessionKey: string;
  /** The key OpenClaw calls the main session: the agent's, or `global` under a global session scope. */
  readonly mainSessionKey: string;
  readonly mode: SandboxMode;
  readonly scope: SandboxScope;
  readonly backend: string;
  readonly workspaceAccess: WorkspaceAccess;
  /** Whether the agent's main session runs in the sandbox (with no sessions yet: only in mode `all`). */
  readonly sessionIsSandboxed: boolean;
  /** The tools the sandbox lets through and those it denies, with where each list came from. */
  readonly tools: SandboxTools;
  /** The config path each field came from (none: the built-in default). */
  readonly from: Partial<Record<"mode" | "scope" | "backend" | "workspaceAccess", JsonPath>>;
}

const MODES: readonly string[] = ["off", "non-main", "all"];
const SCOPES: readonly string[] = ["agent", "session", "shared"];
const ACCESS: readonly string[] = ["none", "ro", "rw"];

export function agentSandbox(config: unknown, agent: RosterAgent, tools: SandboxToolRules): OpenClawAgentSandbox {
  const agentPath: JsonPath | undefined = agent.source && [...agent.source.path, "sandbox"];
  const defaultsPath: JsonPath = ["agents", "defaults", "sandbox"];
  const mine = agent.entry["sandbox"];
  const defaults = own(own(own(config, "agents"), "defaults"), "sandbox");
  const from: Partial<Record<"mode" | "scope" | "backend" | "workspaceAccess", JsonPath>> = {};
  /** A field: the agent's value, else the defaults', else none (its allowed values only). */
  const pick = <T extends string>(field: "mode" | "scope" | "workspaceAccess", allowed: readonly string[]) => {
    for (const [value, base] of [
      [own(mine, field), agentPath],
      [own(defaults, field), defaultsPath],
    ] as const)
      if (typeof value === "string" && allowed.includes(value)) {
        if (base) from[field] = [...base, field];
        return value as T;
      }
    return undefined;
  };
  const mode = pick<SandboxMode>("mode", MODES) ?? "off";
  const perSession = [own(mine, "perSession"), own(defaults, "perSession")].find((v) => typeof v === "boolean");
  const scope =
    pick<SandboxScope>("scope", SCOPES) ??
    (typeof perSession === "boolean" ? (perSession ? "session" : "shared") : "agent");
  const workspaceAccess = pick<WorkspaceAccess>("workspaceAccess", ACCESS) ?? "none";
  const backendOf = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
  const ownBackend = backendOf(own(mine, "backend"));
  const defaultsBackend = backendOf(own(defaults, "backend"));
  if (ownBackend && agentPath) from.backend = [...agentPath, "backend"];
  else if (defaultsBackend) from.backend = [...defaultsPath, "backend"];
  const sessionKey = `agent:${agent.id}:main`;
  const global = own(own(config, "session"), "scope") === "global";
  return {
    agentId: agent.id,
    sessionKey,
    mainSessionKey: global ? "global" : sessionKey,
    mode,
    scope,
    backend: ownBackend ?? defaultsBackend ?? "docker",
    workspaceAccess,
    sessionIsSandboxed: mode === "all",
    tools: sandboxTools(config, agent.entry, tools),
    from,
  };
}
