/**
 * One OpenClaw release, as the studio reproduces it: everything that differs from one release to the next, in one
 * place. Each release implements this in its own folder (releases/2026.7, releases/2026.9) and is listed once in
 * releases/index.ts (its version in ../../profiles.ts); the code elsewhere asks the release for a fact, never compares
 * its name. To add a release: record it (scripts/openclaw/), write its folder, add a line to both lists; the
 * compiler names whatever is missing.
 */
import type { KeysOf } from "../../safe";
import type { RouteRules } from "../routing/route";
import type { SpawnRules } from "../spawns/decide";
import type { ModelRules } from "../agent-models";
import type { ShippedSkills } from "../agent-skills";
import type { SandboxToolRules } from "../sandbox-tools";
import type { ExecRules } from "../agent-exec";
import type { ToolPolicyRules } from "../agent-tools";
import type { SandboxLayoutRules } from "../sandbox-layout";
import type { KnownKeys } from "../keys";
import type { Places } from "../places";
import type { RosterOutcome } from "../roster-2026-9";
import type { EntryMemo } from "../schema/entry-memo";
import type { ReleaseChecks } from "../schema/verdict";
import type { OpenClawEnvironment, OpenClawLint, OpenClawProfileId } from "../types";

/** The facts about a release that the page and the command line read (plain data, no behaviour). */
export interface OpenClawReleaseFacts {
  readonly profile: OpenClawProfileId;
  /** "OpenClaw 2026.9": how the texts name it. */
  readonly title: string;
  /** The release a config read in this one is upgraded to (the upgrade preview), if any. */
  readonly upgradesTo: OpenClawProfileId | undefined;
  /** Its roster: the keyed `agents.entries`, or the legacy `agents.list`. */
  readonly roster: "entries" | "list";
  /** The keys its schema accepts in `agents`, `agents.defaults` and an agent entry (keys.ts), and at the top. */
  readonly keys: KnownKeys;
  readonly topKeys: readonly string[];
  /** Whether `agents.defaults.heartbeat.agentId` names the agent that owns heartbeats (and must be configured). */
  readonly heartbeatAgent: boolean;
  /** What the editor's hover says of the fields whose rules differ between releases (json-schema-texts.ts). */
  readonly schemaTexts: {
    readonly agents: string;
    readonly default: string;
    readonly workspace: string;
    readonly identity: string;
  };
}

export interface OpenClawRelease extends OpenClawReleaseFacts {
  /** Its roster's rules: which agents, which default, which keys and references it rejects. */
  readonly readRoster: (config: unknown, places: Places, keysOf: KeysOf, kept?: EntryMemo) => RosterOutcome;
  /** How an agent reference (a binding's agentId, systemAgent) names an agent id. */
  readonly refersTo: (ref: unknown, id: string) => boolean;
  /** What it checks beyond its schema and roster, on a machine (schema/verdict.ts). */
  readonly checks: (places: Places, env: OpenClawEnvironment) => ReleaseChecks;
  /** Whether a legacy marked default agent is bound to every configured channel (`agents list`'s bindings). */
  readonly legacyDefaultBindsChannels: boolean;
  /** Whether it warns of plugin folders that are not on the machine (else it rejects them: checks.afterParse). */
  readonly warnsOfPluginPaths: boolean;
  /**
   * The lints about how it reads ids: 2026.7 sanitizes a list's ids, 2026.9 lower-cases keys. `kept`: what was read
   * of each entry, kept with the entry object (a keystroke reads again the entry it touched alone).
   */
  readonly idLints: (config: unknown, keysOf: KeysOf, kept: EntryMemo) => OpenClawLint[];
  /** How it resolves an agent's model and fallbacks (agent-models.ts). */
  readonly modelRules: ModelRules;
  /** The skills it ships (agent-skills.ts; data from the release, skills.ts). */
  readonly skills: ShippedSkills;
  /** Its sandbox's default tool lists, tool groups and aliases (sandbox-tools.ts). */
  readonly sandboxTools: SandboxToolRules;
  /** How it names a sandbox's folders and which mounts a sandbox gets (sandbox-layout.ts). */
  readonly sandboxLayout: SandboxLayoutRules;
  /** How its router picks the agent for a message and the session it lands in (routing/route.ts). */
  readonly routeRules: RouteRules;
  /** How it admits one agent spawning another (spawns/decide.ts). */
  readonly spawnRules: SpawnRules;
  /** Where its exec approvals live, how it reads them, and how `exec-policy show` words its scopes (agent-exec.ts). */
  readonly execRules: ExecRules;
  /** Its core tools, groups, profiles and sub-agent deny lists: the tool policy's layers (agent-tools.ts). */
  readonly toolPolicy: ToolPolicyRules;
  /** Which identity wins, field by field: the config's `identity`, or the workspace's IDENTITY.md. */
  readonly identityFirst: "config" | "file";
  /**
   * The default agent's workspace when neither the config nor OPENCLAW_WORKSPACE_DIR names one: from HOME, the
   * state folder OPENCLAW_STATE_DIR names (if any) and the suffix of OPENCLAW_PROFILE (`-work`, or "").
   */
  readonly defaultWorkspace: (home: string, stateDirVar: string | undefined, suffix: string) => string;
}
