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
import type { SandboxLayout, SandboxLayoutRules } from "./sandbox-layout";
import type { Places } from "./places";

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
  /** The folders it works in and the mounts it gets (sandbox-layout.ts). */
  readonly layout: SandboxLayout;
  /** The tools the sandbox lets through and those it denies, with where each list came from. */
  readonly tools: SandboxTools;
  /** Whether its sessions may run elevated (on the host, out of the sandbox), for a session with no channel yet. */
  readonly elevated: SandboxElevated;
  /** The keys `sandbox explain` names as the ones to change (a mode to turn off, the tool lists, elevated). */
  readonly fixIt: readonly string[];
  /** The config path each field came from (none: the built-in default). */
  readonly from: Partial<Record<"mode" | "scope" | "backend" | "workspaceAccess", JsonPath>>;
}

/**
 * `sandbox explain`'s `elevated` for a session that came through no channel (a fresh machine: the CLI's answer for
 * `--agent`): enabled unless `tools.elevated.enabled` or the agent's is false; allowed by the config only for a
 * channel, so never here; the failures name each `enabled: false`.
 */
export interface SandboxElevated {
  readonly enabled: boolean;
  readonly allowedByConfig: boolean;
  readonly alwaysAllowedByConfig: boolean;
  readonly allowFrom: Readonly<Record<string, never>>;
  readonly failures: readonly { readonly gate: "enabled"; readonly key: string }[];
}

function elevatedOf(config: unknown, entry: unknown, agentKey: string): SandboxElevated {
  const globalOff = own(own(own(config, "tools"), "elevated"), "enabled") === false;
  const agentOff = own(own(own(entry, "tools"), "elevated"), "enabled") === false;
  return {
    enabled: !globalOff && !agentOff,
    allowedByConfig: false,
    alwaysAllowedByConfig: false,
    allowFrom: {},
    failures: [
      ...(globalOff ? [{ gate: "enabled" as const, key: "tools.elevated.enabled" }] : []),
      ...(agentOff ? [{ gate: "enabled" as const, key: `${agentKey}.tools.elevated.enabled` }] : []),
    ],
  };
}

/** The keys to change, as `sandbox explain` lists them. */
function fixItOf(mode: SandboxMode, agentKey: string): string[] {
  const lists = ["allow", "alsoAllow", "deny"];
  return [
    ...(mode !== "off" ? ["agents.defaults.sandbox.mode=off", `${agentKey}.sandbox.mode=off`] : []),
    ...lists.map((l) => `tools.sandbox.tools.${l}`),
    ...lists.map((l) => `${agentKey}.tools.sandbox.tools.${l}`),
    "tools.elevated.enabled",
  ];
}

const MODES: readonly string[] = ["off", "non-main", "all"];
const SCOPES: readonly string[] = ["agent", "session", "shared"];
const ACCESS: readonly string[] = ["none", "ro", "rw"];

/** What the sandbox's answer reads beside the config: the release's rules, the machine, the agent's workspace. */
export interface SandboxContext {
  readonly tools: SandboxToolRules;
  readonly layout: SandboxLayoutRules;
  readonly places: Places;
  /** The agent's workspace, as `agents list` prints it. */
  readonly workspace: string;
  /** The sandbox's tools for an agent with no tool lists of its own (computed once per config by the caller). */
  readonly sharedTools?: () => SandboxTools;
}

export function agentSandbox(config: unknown, agent: RosterAgent, context: SandboxContext): OpenClawAgentSandbox {
  const { tools } = context;
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
  const backend = ownBackend ?? defaultsBackend ?? "docker";
  const layout = context.layout({
    own: mine,
    defaults,
    agentId: agent.id,
    sessionKey,
    scope,
    access: workspaceAccess,
    backend,
    sandboxed: mode === "all",
    agentWorkspaceDir: context.workspace,
    places: context.places,
  });
  return {
    agentId: agent.id,
    sessionKey,
    mainSessionKey: global ? "global" : sessionKey,
    mode,
    scope,
    backend,
    workspaceAccess,
    sessionIsSandboxed: mode === "all",
    layout,
    // An agent without tool lists of its own gets the config's (the same for all such agents: asked once).
    tools:
      own(own(own(agent.entry, "tools"), "sandbox"), "tools") === undefined && context.sharedTools
        ? context.sharedTools()
        : sandboxTools(config, agent.entry, tools),
    elevated: elevatedOf(config, agent.entry, tools.agentKey),
    fixIt: fixItOf(mode, tools.agentKey),
    from,
  };
}
