/**
 * OpenClaw 2026.7 (recorded: 2026.7.35): the legacy `agents.list` roster, ids sanitized, the workspace's IDENTITY.md
 * first, plugin folders that are not on the machine rejected, the `plugins.installs` record it wrote itself read past.
 */
import type { RouteRules } from "../../routing/route";
import { joinPosixPath as joinPath } from "../../../scope";
import { resolvePath } from "../../places";
import { refersTo2026_7, roster2026_7 } from "../../roster-2026-7";
import { allowAndAlsoAllow, missingPluginFolders, PLUGIN_PATHS } from "../../schema/refinements";
import { incompleteProviders, retiredModels, type ModelRefPlaces } from "../../schema/models";
import { MODELS } from "./models";
import { SKILLS } from "./skills";
import { SANDBOX_TOOLS } from "./sandbox-tools";
import { EXEC_RULES } from "./exec";
import { SPAWN_RULES } from "./spawns";
import { TOOL_POLICY } from "./tool-policy";
import { sandboxLayout2026_7 } from "./sandbox-layout";
import { KEYS_V7 } from "../../keys";
import type { OpenClawRelease } from "../release";
import { GOOGLE_RENAMED_IDS as GOOGLE_IDS, type ModelRules } from "../../agent-models";
import { openclawReleaseTitle } from "../../../profiles";
import { TOP_KEYS_V7 } from "../../top-keys";
import { idLints } from "./ids";

/** Where 2026.7 reads model references (its collectConfiguredModelRefs). */
const MODEL_REFS: ModelRefPlaces = {
  agentKeys: [
    "model",
    "utilityModel",
    "imageModel",
    "imageGenerationModel",
    "videoGenerationModel",
    "musicGenerationModel",
    "voiceModel",
    "pdfModel",
  ],
  mediaModels: false,
  entrySelectors: false,
  roster: "list",
  beforeAgents: [],
  afterAgents: [
    { path: ["hooks", "gmail", "model"] },
    { path: ["messages", "tts", "summaryModel"] },
    { path: ["channels", "discord", "voice", "model"] },
  ],
  discordAccounts: false,
};

/** How it resolves an agent's model (its models status command; see agent-models.ts). */
const MODEL_RULES: ModelRules = {
  builtIn: { provider: "openai", model: "gpt-5.5" },
  agentRefsNormalized: true,
  fallbackProviderLowerCased: false,
  renamedIds: {
    anthropic: {
      "opus-5": "claude-opus-5",
      "opus-4.8": "claude-opus-4-8",
      opus: "claude-opus-4-8",
      "opus-4.6": "claude-opus-4-6",
      "sonnet-5": "claude-sonnet-5",
      sonnet: "claude-sonnet-5",
      "sonnet-4.6": "claude-sonnet-4-6",
      "mythos-5": "claude-mythos-5",
    },
    google: GOOGLE_IDS,
    "google-gemini-cli": GOOGLE_IDS,
    "google-vertex": GOOGLE_IDS,
  },
  loadRenamedIds: { google: GOOGLE_IDS, "google-gemini-cli": GOOGLE_IDS, "google-vertex": GOOGLE_IDS },
  defaultAliases: {
    opus: "anthropic/claude-opus-4-8",
    sonnet: "anthropic/claude-sonnet-5",
    gpt: "openai/gpt-5.4",
    "gpt-mini": "openai/gpt-5.4-mini",
    "gpt-nano": "openai/gpt-5.4-nano",
    gemini: "google/gemini-3.1-pro-preview",
    "gemini-flash": "google/gemini-3-flash-preview",
    "gemini-flash-lite": "google/gemini-3.1-flash-lite",
  },
  allowedSorted: false,
  catalog: MODELS.catalog,
  rawModelKeys: true,
};

/** How its router routes a message (docs/openclaw-cli/routing.md). */
const ROUTE_RULES: RouteRules = {
  groupScope: false,
  unknownAgent: "default",
  refusesWithoutDefault: false,
  dropsInvalidPeers: false,
  legacyDefaultBindsChannels: false,
  describesRoles: false,
};

export const RELEASE_2026_7: OpenClawRelease = {
  profile: "openclaw-2026.7",
  title: openclawReleaseTitle("openclaw-2026.7"),
  upgradesTo: "openclaw-2026.9",
  roster: "list",
  keys: KEYS_V7,
  topKeys: TOP_KEYS_V7,
  heartbeatAgent: false,
  schemaTexts: {
    agents: "The agents: defaults and the legacy list (OpenClaw 2026.7).",
    default: "OpenClaw 2026.7: the first marked entry is the default; without a marker, the first entry.",
    workspace:
      "OpenClaw 2026.7: this agent's workspace. Without one, the default agent gets defaults.workspace (else ~/.openclaw/workspace), every other agent <defaults.workspace>/<id> (else <state>/workspace-<id>).",
    identity: "OpenClaw 2026.7: name, emoji, theme and avatar; the workspace's IDENTITY.md wins field by field.",
  },
  readRoster: roster2026_7,
  refersTo: refersTo2026_7,
  checks: (places, env) => ({
    refinements: (config, _entries, keysOf) => [
      ...incompleteProviders(config, MODELS),
      ...allowAndAlsoAllow(config, keysOf),
    ],
    afterParse: (config, entries, keysOf) => [
      ...retiredModels(config, MODELS, MODEL_REFS, entries, keysOf),
      ...missingPluginFolders(config, env.files, (p) => resolvePath(p, places.home, places.cwd)).map((folder) => ({
        kind: "plugin-path-missing" as const,
        path: PLUGIN_PATHS,
        folder,
      })),
    ],
    ignored: [["plugins", "installs"]],
  }),
  legacyDefaultBindsChannels: ROUTE_RULES.legacyDefaultBindsChannels,
  routeRules: ROUTE_RULES,
  spawnRules: SPAWN_RULES,
  warnsOfPluginPaths: false,
  idLints,
  modelRules: MODEL_RULES,
  skills: SKILLS,
  sandboxTools: SANDBOX_TOOLS,
  execRules: EXEC_RULES,
  toolPolicy: TOOL_POLICY,
  sandboxLayout: sandboxLayout2026_7,
  identityFirst: "file",
  // Not moved by OPENCLAW_STATE_DIR; OPENCLAW_PROFILE=work gives ~/.openclaw/workspace-work.
  defaultWorkspace: (home, _stateDirVar, suffix) => joinPath(home, ".openclaw", `workspace${suffix}`),
};
