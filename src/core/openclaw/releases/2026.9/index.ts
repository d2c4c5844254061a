/**
 * OpenClaw 2026.9 (recorded: 2026.9.6): the keyed `agents.entries` roster (a legacy list moved to it when it can
 * be), keys compared case-insensitively, the config's `identity` first, the legacy web search keys refused, plugin
 * folders that are not on the machine warned of, a marked legacy default bound to every configured channel.
 */
import type { RouteRules } from "../../routing/route";
import { joinPosixPath as joinPath } from "../../../scope";
import { refersTo2026_9, roster2026_9 } from "../../roster-2026-9";
import { allowAndAlsoAllow, invalidModelPolicyRefs, legacyWebSearch } from "../../schema/refinements";
import { incompleteProviders, retiredModels, type ModelRefPlaces } from "../../schema/models";
import { MODELS } from "./models";
import { SKILLS } from "./skills";
import { SANDBOX_TOOLS } from "./sandbox-tools";
import { EXEC_RULES } from "./exec";
import { SPAWN_RULES } from "./spawns";
import { TOOL_POLICY } from "./tool-policy";
import { sandboxLayout2026_9 } from "./sandbox-layout";
import { KEYS_V9 } from "../../keys";
import type { OpenClawRelease } from "../release";
import { GOOGLE_RENAMED_IDS as GOOGLE_IDS, type ModelRules } from "../../agent-models";
import { openclawReleaseTitle } from "../../../profiles";
import { TOP_KEYS_V9 } from "../../top-keys";
import { keysLowerCased } from "./ids";

/** Where 2026.9 reads model references (its collectConfiguredModelRefs). */
const MODEL_REFS: ModelRefPlaces = {
  agentKeys: ["model", "utilityModel", "imageModel", "voiceModel", "pdfModel"],
  mediaModels: true,
  entrySelectors: true,
  roster: "entries-or-list",
  beforeAgents: [
    { path: ["tools", "exec", "reviewer", "model"], selector: true },
    { path: ["tools", "media", "image", "preferredModel"] },
    { path: ["tools", "media", "audio", "preferredModel"] },
    { path: ["tools", "media", "video", "preferredModel"] },
  ],
  afterAgents: [
    { path: ["hooks", "gmail", "model"] },
    { path: ["tts", "summaryModel"] },
    { path: ["channels", "discord", "voice", "model"] },
    { path: ["channels", "discord", "voice", "tts", "summaryModel"] },
  ],
  discordAccounts: true,
};

/** How it resolves an agent's model (its models status command; see agent-models.ts). */
const MODEL_RULES: ModelRules = {
  builtIn: { provider: "openai", model: "gpt-6-astra" },
  agentRefsNormalized: false,
  fallbackProviderLowerCased: true,
  renamedIds: {
    anthropic: {
      fable: "claude-fable-5-1",
      "fable-5": "claude-fable-5",
      "fable-5.1": "claude-fable-5-1",
      "fable-5-1": "claude-fable-5-1",
      haiku: "claude-haiku-4-5",
      "opus-5.5": "claude-opus-5-5",
      "opus-5-5": "claude-opus-5-5",
      "opus-5": "claude-opus-5",
      opus: "claude-opus-5",
      "opus-4.8": "claude-opus-4-8",
      "opus-4.7": "claude-opus-4-7",
      "opus-4.6": "claude-opus-4-6",
      "mythos-5": "claude-mythos-5",
      "sonnet-5": "claude-sonnet-5",
      sonnet: "claude-sonnet-5",
      "sonnet-4.6": "claude-sonnet-4-6",
    },
    google: GOOGLE_IDS,
    "google-gemini-cli": GOOGLE_IDS,
    "google-vertex": GOOGLE_IDS,
  },
  loadRenamedIds: { google: GOOGLE_IDS, "google-gemini-cli": GOOGLE_IDS, "google-vertex": GOOGLE_IDS },
  defaultAliases: {
    opus: "anthropic/claude-opus-5",
    sonnet: "anthropic/claude-sonnet-5",
    gpt: "openai/gpt-5.4",
    "gpt-mini": "openai/gpt-5.4-mini",
    "gpt-nano": "openai/gpt-5.4-nano",
    gemini: "google/gemini-3.1-pro-preview",
    "gemini-flash": "google/gemini-3-flash-preview",
    "gemini-flash-lite": "google/gemini-3.1-flash-lite",
  },
  allowedSorted: true,
  utilityDefaults: Object.fromEntries(Object.entries(MODELS.utilityModels).map(([p, id]) => [p, `${p}/${id}`])),
  catalog: MODELS.catalog,
  rawModelKeys: false,
};

/** How its router routes a message (docs/openclaw-cli/routing.md). */
const ROUTE_RULES: RouteRules = {
  groupScope: true,
  unknownAgent: "refuse",
  refusesWithoutDefault: true,
  dropsInvalidPeers: true,
  legacyDefaultBindsChannels: true,
  describesRoles: true,
};

export const RELEASE_2026_9: OpenClawRelease = {
  profile: "openclaw-2026.9",
  title: openclawReleaseTitle("openclaw-2026.9"),
  upgradesTo: undefined,
  roster: "entries",
  keys: KEYS_V9,
  topKeys: TOP_KEYS_V9,
  heartbeatAgent: true,
  schemaTexts: {
    agents: "The agents: ownership, defaults and the keyed entries (OpenClaw 2026.9).",
    default: 'OpenClaw 2026.9: retired marker. At most one; not with ownership "explicit".',
    workspace:
      "OpenClaw 2026.9: this agent's workspace. Without one, the sole or marked agent gets defaults.workspace (else OPENCLAW_WORKSPACE_DIR, else <state>/workspace), every other agent (an explicit fleet's system agent too) <defaults.workspace>/<id> (else <state>/workspace-<id>).",
    identity:
      "OpenClaw 2026.9: name, emoji, theme and avatar; these win over the workspace's IDENTITY.md field by field.",
  },
  readRoster: roster2026_9,
  refersTo: refersTo2026_9,
  checks: () => ({
    refinements: (config, _entries, keysOf) => [
      ...legacyWebSearch(config),
      ...incompleteProviders(config, MODELS),
      ...allowAndAlsoAllow(config, keysOf),
      ...invalidModelPolicyRefs(config, keysOf),
    ],
    afterParse: (config, entries, keysOf) => retiredModels(config, MODELS, MODEL_REFS, entries, keysOf),
    ignored: [],
  }),
  legacyDefaultBindsChannels: ROUTE_RULES.legacyDefaultBindsChannels,
  routeRules: ROUTE_RULES,
  spawnRules: SPAWN_RULES,
  warnsOfPluginPaths: true,
  idLints: keysLowerCased,
  modelRules: MODEL_RULES,
  skills: SKILLS,
  sandboxTools: SANDBOX_TOOLS,
  execRules: EXEC_RULES,
  toolPolicy: TOOL_POLICY,
  sandboxLayout: sandboxLayout2026_9,
  identityFirst: "config",
  // Moved by OPENCLAW_STATE_DIR; OPENCLAW_PROFILE=work gives ~/.openclaw-work/workspace.
  defaultWorkspace: (home, stateDirVar, suffix) =>
    stateDirVar !== undefined ? joinPath(stateDirVar, "workspace") : joinPath(home, `.openclaw${suffix}`, "workspace"),
};
