// Cases recorded against openclaw@2026.9.6 by scripts/openclaw/record.mjs (see its header for the fields).
// Each case: name (unique), rule (what it pins; test/openclaw/corpus.test.ts lists the rules that must appear),
// config (an object written as JSON) or configText (written verbatim), and optionally env (values may use the
// placeholders <HOME>, <CWD>, <SCRATCH>), cwd (default <CWD>), configAt (default <HOME>/.openclaw/openclaw.json;
// null for no config), dirs (folders to create). Ordered by importance: the rules first.

const entries = (e, agents = {}, top = {}) => ({ ...top, agents: { ...agents, entries: e } });
const explicit = (e, systemAgent, defaults = {}, top = {}) =>
  entries(
    e,
    {
      ownership: "explicit",
      defaults: { ...defaults, ...(systemAgent ? { systemAgent: { agentId: systemAgent } } : {}) },
    },
    top,
  );
const STATE = "<SCRATCH>/state";
const IN_STATE = "<SCRATCH>/state/openclaw.json";

export default [
  // Key pattern and case-insensitivity.
  { name: "key-lowercase-sole", rule: "key-pattern", config: entries({ ops: {} }) },
  { name: "key-uppercase-sole", rule: "key-case-insensitive", config: entries({ Ops: {} }) },
  {
    name: "key-uppercase-fleet-marker",
    rule: "key-case-insensitive",
    config: entries({ Ops: { default: true }, General: {} }),
  },
  { name: "key-space-rejected", rule: "key-pattern", config: entries({ "my agent": {} }) },
  { name: "key-dot-rejected", rule: "key-pattern", config: entries({ "a.b": {} }) },
  { name: "key-leading-dash-rejected", rule: "key-pattern", config: entries({ "-ops": {} }) },
  { name: "key-leading-underscore", rule: "key-pattern", config: entries({ _ops: {} }) },
  { name: "key-digit-start", rule: "key-pattern", config: entries({ "7ops": {} }) },
  { name: "key-underscore-dash", rule: "key-pattern", config: entries({ "a_b-c": {} }) },
  { name: "key-cyrillic-rejected", rule: "key-pattern", config: entries({ агент: {} }) },
  { name: "key-cjk-rejected", rule: "key-pattern", config: entries({ 代理: {} }) },
  { name: "key-64-chars", rule: "key-length", config: entries({ ["a".repeat(64)]: {} }) },
  { name: "key-65-chars-rejected", rule: "key-length", config: entries({ ["a".repeat(65)]: {} }) },
  { name: "key-path-rejected", rule: "key-pattern", config: entries({ "../../etc/passwd": {} }) },
  { name: "key-empty-rejected", rule: "key-pattern", config: entries({ "": {} }) },
  {
    name: "key-invalid-in-fleet",
    rule: "key-pattern",
    config: explicit({ ops: {}, "My Agent": {} }, "ops"),
  },
  // Collisions after lower-casing.
  { name: "collision-ops-explicit", rule: "key-collision", config: explicit({ Ops: {}, ops: {} }, "ops") },
  { name: "collision-main-marker", rule: "key-collision", config: entries({ main: { default: true }, MAIN: {} }) },
  // Default markers and ownership.
  {
    name: "two-default-markers",
    rule: "default-marker-multiple",
    config: entries({ a: { default: true }, b: { default: true } }),
  },
  {
    name: "three-default-markers",
    rule: "default-marker-multiple",
    config: entries({ a: { default: true }, b: { default: true }, c: { default: true } }),
  },
  {
    name: "explicit-plus-marker",
    rule: "explicit-with-marker",
    config: explicit({ a: { default: true }, b: {} }, "a"),
  },
  {
    name: "explicit-plus-false-marker",
    rule: "explicit-with-marker",
    config: explicit({ a: { default: false }, b: {} }, "a"),
  },
  { name: "fleet-two-no-owner", rule: "fleet-needs-owner", config: entries({ a: {}, b: {} }) },
  { name: "fleet-three-no-owner", rule: "fleet-needs-owner", config: entries({ a: {}, b: {}, c: {} }) },
  {
    name: "fleet-false-markers-no-owner",
    rule: "fleet-needs-owner",
    config: entries({ a: { default: false }, b: { default: false } }),
  },
  {
    name: "fleet-systemagent-without-ownership",
    rule: "fleet-needs-owner",
    config: entries({ a: {}, b: {} }, { defaults: { systemAgent: { agentId: "b" } } }),
  },
  { name: "fleet-explicit-systemagent", rule: "default-systemagent", config: explicit({ a: {}, b: {} }, "b") },
  {
    name: "fleet-explicit-systemagent-uppercase",
    rule: "default-systemagent",
    config: explicit({ Ops: {}, general: {} }, "OPS"),
  },
  { name: "fleet-explicit-no-systemagent", rule: "default-none-explicit", config: explicit({ a: {}, b: {} }) },
  { name: "fleet-legacy-marker", rule: "default-marker", config: entries({ a: {}, b: { default: true } }) },
  {
    name: "fleet-marker-and-systemagent-differ",
    rule: "default-marker",
    config: entries({ a: { default: true }, b: {} }, { defaults: { systemAgent: { agentId: "b" } } }),
  },
  { name: "sole-explicit-no-systemagent", rule: "default-sole-explicit", config: explicit({ solo: {} }) },
  { name: "sole-explicit-systemagent", rule: "default-sole", config: explicit({ solo: {} }, "solo") },
  { name: "sole-marker-true", rule: "default-sole", config: entries({ solo: { default: true } }) },
  { name: "sole-marker-false", rule: "default-sole", config: entries({ solo: { default: false } }) },
  // Unknown ids.
  { name: "unknown-systemagent", rule: "unknown-systemagent", config: explicit({ a: {}, b: {} }, "zed") },
  {
    name: "blank-systemagent",
    rule: "unknown-systemagent",
    config: entries({ a: {}, b: {} }, { ownership: "explicit", defaults: { systemAgent: { agentId: "" } } }),
  },
  {
    name: "systemagent-main-not-configured",
    rule: "unknown-systemagent",
    config: explicit({ a: {}, b: {} }, "main"),
  },
  {
    name: "unknown-heartbeat",
    rule: "unknown-heartbeat",
    config: explicit({ a: {}, b: {} }, "a", { heartbeat: { agentId: "zed" } }),
  },
  {
    name: "heartbeat-not-default",
    rule: "heartbeat-not-default",
    config: explicit({ a: {}, b: {} }, undefined, { heartbeat: { agentId: "b" } }),
  },
  {
    name: "unknown-talk",
    rule: "unknown-talk",
    config: explicit({ a: {}, b: {} }, "a", {}, { talk: { agentId: "zed" } }),
  },
  {
    name: "talk-not-default",
    rule: "talk-not-default",
    config: explicit({ a: {}, b: {} }, undefined, {}, { talk: { agentId: "b" } }),
  },
  {
    name: "unknown-binding",
    rule: "unknown-binding",
    config: explicit({ a: {}, b: {} }, "a", {}, { bindings: [{ agentId: "zed", match: { channel: "telegram" } }] }),
  },
  {
    name: "binding-to-main",
    rule: "binding-to-main",
    config: explicit({ a: {}, b: {} }, "a", {}, { bindings: [{ agentId: "main", match: { channel: "telegram" } }] }),
  },
  {
    name: "unknown-authinheritance",
    rule: "unknown-other-owner",
    config: explicit({ a: {}, b: {} }, "a", { authInheritance: { agentId: "zed" } }),
  },
  {
    name: "unknown-sessionstore",
    rule: "unknown-other-owner",
    config: explicit({ a: {}, b: {} }, "a", { sessionStore: { agentId: "zed" } }),
  },
  // agentDir.
  {
    name: "shared-agentdir",
    rule: "shared-agentdir",
    config: explicit({ a: { agentDir: "/srv/agents/x" }, b: { agentDir: "/srv/agents/x" } }, "a"),
  },
  {
    name: "shared-agentdir-after-normalizing",
    rule: "shared-agentdir",
    config: explicit({ a: { agentDir: "~/agents/x" }, b: { agentDir: "<HOME>/agents/./x/" } }, "a"),
  },
  {
    name: "agentdir-equals-other-default",
    rule: "shared-agentdir",
    config: explicit({ a: { agentDir: "~/.openclaw/agents/b/agent" }, b: {} }, "a"),
  },
  { name: "agentdir-absolute", rule: "agentdir-override", config: entries({ a: { agentDir: "/srv/a/agent" } }) },
  { name: "agentdir-tilde", rule: "agentdir-override", config: entries({ a: { agentDir: "~/dirs/a" } }) },
  { name: "agentdir-relative", rule: "agentdir-override", config: entries({ a: { agentDir: "dirs/a" } }) },
  {
    name: "agentdir-var",
    rule: "agentdir-override",
    config: entries({ a: { agentDir: "${AGENT_ROOT}/a" } }),
    env: { AGENT_ROOT: "<SCRATCH>/ar" },
  },
  {
    name: "agentdir-default-state-dir",
    rule: "agentdir-default",
    config: entries({ a: {} }),
    env: { OPENCLAW_STATE_DIR: STATE },
    configAt: IN_STATE,
  },
  // Avatar.
  {
    name: "avatar-inside-workspace",
    rule: "avatar-in-workspace",
    config: entries({ a: { identity: { avatar: "avatars/a.png" } } }),
  },
  {
    name: "avatar-outside-workspace-absolute",
    rule: "avatar-in-workspace",
    config: entries({ a: { identity: { avatar: "/etc/a.png" } } }),
  },
  {
    name: "avatar-outside-workspace-dotdot",
    rule: "avatar-in-workspace",
    config: entries({ a: { identity: { avatar: "../a.png" } } }),
  },
  {
    name: "avatar-url",
    rule: "avatar-in-workspace",
    config: entries({ a: { identity: { avatar: "https://example.com/a.png" } } }),
  },
  // Workspaces.
  { name: "ws-sole-plain", rule: "workspace-sole", config: entries({ a: {} }) },
  {
    name: "ws-sole-defaults",
    rule: "workspace-sole",
    config: entries({ a: {} }, { defaults: { workspace: "/srv/ws" } }),
  },
  {
    name: "ws-sole-env",
    rule: "workspace-env",
    config: entries({ a: {} }),
    env: { OPENCLAW_WORKSPACE_DIR: "<SCRATCH>/envws" },
  },
  {
    name: "ws-sole-defaults-beats-env",
    rule: "workspace-env",
    config: entries({ a: {} }, { defaults: { workspace: "/srv/ws" } }),
    env: { OPENCLAW_WORKSPACE_DIR: "<SCRATCH>/envws" },
  },
  {
    name: "ws-sole-state-dir",
    rule: "workspace-state-dir",
    config: entries({ a: {} }),
    env: { OPENCLAW_STATE_DIR: STATE },
    configAt: IN_STATE,
  },
  {
    name: "ws-sole-state-dir-and-env",
    rule: "workspace-env",
    config: entries({ a: {} }),
    env: { OPENCLAW_STATE_DIR: STATE, OPENCLAW_WORKSPACE_DIR: "<SCRATCH>/envws" },
    configAt: IN_STATE,
  },
  { name: "ws-marker-fleet-plain", rule: "workspace-marked", config: entries({ a: {}, b: { default: true } }) },
  {
    name: "ws-marker-fleet-defaults",
    rule: "workspace-marked",
    config: entries({ a: {}, b: { default: true } }, { defaults: { workspace: "/srv/ws" } }),
  },
  {
    name: "ws-marker-fleet-env",
    rule: "workspace-env",
    config: entries({ a: {}, b: { default: true } }),
    env: { OPENCLAW_WORKSPACE_DIR: "<SCRATCH>/envws" },
  },
  {
    name: "ws-marker-fleet-state-dir",
    rule: "workspace-state-dir",
    config: entries({ a: {}, b: { default: true } }),
    env: { OPENCLAW_STATE_DIR: STATE },
    configAt: IN_STATE,
  },
  { name: "ws-explicit-fleet-plain", rule: "workspace-system-agent", config: explicit({ a: {}, b: {} }, "a") },
  {
    name: "ws-explicit-fleet-defaults",
    rule: "workspace-system-agent",
    config: explicit({ a: {}, b: {} }, "a", { workspace: "/srv/ws" }),
  },
  {
    name: "ws-explicit-fleet-env-ignored",
    rule: "workspace-env",
    config: explicit({ a: {}, b: {} }, "a"),
    env: { OPENCLAW_WORKSPACE_DIR: "<SCRATCH>/envws" },
  },
  {
    name: "ws-explicit-fleet-state-dir",
    rule: "workspace-state-dir",
    config: explicit({ a: {}, b: {} }, "a"),
    env: { OPENCLAW_STATE_DIR: STATE },
    configAt: IN_STATE,
  },
  {
    name: "ws-sole-explicit-defaults",
    rule: "workspace-sole",
    config: explicit({ solo: {} }, undefined, { workspace: "~/ws" }),
  },
  { name: "ws-explicit-absolute", rule: "workspace-explicit", config: entries({ a: { workspace: "/srv/a/" } }) },
  { name: "ws-explicit-tilde", rule: "workspace-tilde", config: entries({ a: { workspace: "~/work/a" } }) },
  { name: "ws-explicit-relative", rule: "workspace-relative", config: entries({ a: { workspace: "work/a" } }) },
  {
    name: "ws-explicit-relative-other-cwd",
    rule: "workspace-relative",
    config: entries({ a: { workspace: "./work/../ws-a" } }),
    cwd: "<SCRATCH>/elsewhere/deeper",
  },
  {
    name: "ws-explicit-normalized",
    rule: "workspace-explicit",
    config: entries({ a: { workspace: "~/x/../y//z/" } }),
  },
  {
    name: "ws-defaults-relative",
    rule: "workspace-relative",
    config: entries({ a: { default: true }, b: {} }, { defaults: { workspace: "rel/ws" } }),
  },
  {
    name: "ws-defaults-tilde",
    rule: "workspace-tilde",
    config: explicit({ a: {}, b: {} }, "a", { workspace: "~/fleet" }),
  },
  {
    name: "ws-two-agents-same-workspace",
    rule: "workspace-explicit",
    config: explicit({ a: { workspace: "/srv/shared" }, b: { workspace: "/srv/shared" } }, "a"),
  },
  {
    name: "ws-mixed-explicit-and-default",
    rule: "workspace-other",
    config: explicit({ a: { workspace: "/srv/a" }, b: {}, c: {} }, "b", { workspace: "/srv/ws" }),
  },
  // ${VAR} substitution.
  {
    name: "var-from-env",
    rule: "var-env",
    config: entries({ a: { workspace: "${WS_ROOT}/a" } }),
    env: { WS_ROOT: "<SCRATCH>/root" },
  },
  {
    name: "var-from-env-vars",
    rule: "var-env-vars",
    config: entries({ a: { workspace: "${WS_ROOT}/a" } }, {}, { env: { vars: { WS_ROOT: "/srv/from-config" } } }),
  },
  {
    name: "var-env-and-env-vars",
    rule: "var-env-vars",
    config: entries({ a: { workspace: "${WS_ROOT}/a" } }, {}, { env: { vars: { WS_ROOT: "/srv/from-config" } } }),
    env: { WS_ROOT: "<SCRATCH>/from-env" },
  },
  { name: "var-missing", rule: "var-missing", config: entries({ a: { workspace: "~/${MISSING_ROOT}/a" } }) },
  {
    name: "var-missing-absolute",
    rule: "var-missing",
    config: entries({ a: { workspace: "${MISSING_ROOT}/a" } }),
  },
  {
    name: "var-empty",
    rule: "var-missing",
    config: entries({ a: { workspace: "${EMPTY_ROOT}/a" } }),
    env: { EMPTY_ROOT: "" },
  },
  {
    name: "var-escaped",
    rule: "var-escaped",
    config: entries({ a: { workspace: "/srv/$${WS_ROOT}/a" } }),
    env: { WS_ROOT: "/x" },
  },
  {
    name: "var-lowercase",
    rule: "var-lowercase",
    config: entries({ a: { workspace: "/srv/${ws_root}/a" } }),
    env: { ws_root: "lower" },
  },
  {
    name: "var-mixed-case",
    rule: "var-lowercase",
    config: entries({ a: { workspace: "/srv/${Ws_Root}/a" } }),
    env: { Ws_Root: "mixed" },
  },
  { name: "var-bare-dollar-home", rule: "var-bare", config: entries({ a: { workspace: "$HOME/a" } }) },
  {
    name: "var-in-defaults-workspace",
    rule: "var-env",
    config: explicit({ a: {}, b: {} }, "a", { workspace: "${WS_ROOT}/fleet" }),
    env: { WS_ROOT: "<SCRATCH>/root" },
  },
  {
    name: "var-makes-path-relative",
    rule: "var-env",
    config: entries({ a: { workspace: "${WS_ROOT}/a" } }),
    env: { WS_ROOT: "relative/root" },
  },
  {
    name: "var-in-model-and-name",
    rule: "var-env",
    config: entries({ a: { name: "${AGENT_NAME}", model: "${MODEL_ID}" } }),
    env: { AGENT_NAME: "Alpha", MODEL_ID: "anthropic/claude-opus-4" },
  },
  // State folder and config location.
  {
    name: "state-dir-config-only-home",
    rule: "state-dir-roster-dropped",
    config: entries({ a: { default: true }, b: {} }),
    env: { OPENCLAW_STATE_DIR: STATE },
  },
  {
    name: "openclaw-home-config-only-home",
    rule: "state-dir-roster-dropped",
    config: entries({ a: { default: true }, b: {} }),
    env: { OPENCLAW_HOME: "<SCRATCH>/ochome" },
  },
  {
    name: "openclaw-home-config-in-its-dot-openclaw",
    rule: "state-dir-config",
    config: entries({ a: { default: true }, b: {} }),
    env: { OPENCLAW_HOME: "<SCRATCH>/ochome" },
    configAt: "<SCRATCH>/ochome/.openclaw/openclaw.json",
  },
  {
    name: "openclaw-home-config-in-it",
    rule: "state-dir-config",
    config: entries({ a: { default: true }, b: {} }),
    env: { OPENCLAW_HOME: "<SCRATCH>/ochome" },
    configAt: "<SCRATCH>/ochome/openclaw.json",
  },
  {
    name: "state-dir-config-in-state",
    rule: "state-dir-config",
    config: entries({ a: { default: true }, b: {} }),
    env: { OPENCLAW_STATE_DIR: STATE },
    configAt: IN_STATE,
  },
  {
    name: "state-dir-config-both-places",
    rule: "state-dir-config",
    config: entries({ a: { default: true }, b: {} }),
    files: { "<HOME>/.openclaw/openclaw.json": '{ "agents": { "entries": { "homeonly": {} } } }\n' },
    env: { OPENCLAW_STATE_DIR: STATE },
    configAt: IN_STATE,
  },
  {
    name: "config-path-env",
    rule: "state-dir-config",
    config: entries({ a: { default: true }, b: {} }),
    env: { OPENCLAW_CONFIG_PATH: "<SCRATCH>/custom/oc.json" },
    configAt: "<SCRATCH>/custom/oc.json",
  },
  {
    name: "profile-env-config-only-home",
    rule: "state-dir-config",
    config: entries({ a: { default: true }, b: {} }),
    env: { OPENCLAW_PROFILE: "work" },
  },
  {
    name: "profile-env-config-in-profile-dir",
    rule: "state-dir-config",
    config: entries({ a: { default: true }, b: {} }),
    env: { OPENCLAW_PROFILE: "work" },
    configAt: "<HOME>/.openclaw-work/openclaw.json",
  },
  { name: "no-config-file", rule: "empty-roster", configAt: null },
  // Model.
  { name: "model-string", rule: "model-string", config: entries({ a: { model: "anthropic/claude-sonnet-4" } }) },
  {
    name: "model-object",
    rule: "model-object",
    config: entries({ a: { model: { primary: "openai/gpt-5", fallbacks: ["anthropic/claude-sonnet-4"] } } }),
  },
  {
    name: "model-fallbacks-only-defaults-string",
    rule: "model-fallbacks-only",
    config: entries(
      { a: { model: { fallbacks: ["openai/gpt-5-mini"] } } },
      { defaults: { model: "anthropic/claude-sonnet-4" } },
    ),
  },
  {
    name: "model-fallbacks-only-defaults-object",
    rule: "model-fallbacks-only",
    config: entries(
      { a: { model: { fallbacks: ["openai/gpt-5-mini"] } } },
      { defaults: { model: { primary: "anthropic/claude-opus-4", fallbacks: ["openai/gpt-5"] } } },
    ),
  },
  {
    name: "model-fallbacks-only-no-defaults",
    rule: "model-fallbacks-only",
    config: entries({ a: { model: { fallbacks: ["openai/gpt-5-mini"] } } }),
  },
  {
    name: "model-unset-defaults-model",
    rule: "model-defaults",
    config: explicit({ a: {}, b: { model: "openai/gpt-5" } }, "a", { model: "anthropic/claude-sonnet-4" }),
  },
  // Bindings, name, identity, ordering.
  {
    name: "bindings-counts",
    rule: "bindings-count",
    config: explicit(
      { ops: {}, general: {} },
      "general",
      {},
      {
        bindings: [
          { agentId: "ops", match: { channel: "telegram" } },
          { agentId: "OPS", match: { channel: "discord" } },
          { agentId: "ops", match: { channel: "slack", accountId: "work" } },
          { agentId: "general", match: { channel: "whatsapp" } },
        ],
      },
    ),
  },
  {
    name: "bindings-uppercase-key",
    rule: "bindings-count",
    config: explicit(
      { Ops: {}, general: {} },
      "general",
      {},
      { bindings: [{ agentId: "Ops", match: { channel: "telegram" } }] },
    ),
  },
  {
    name: "name-and-identity",
    rule: "name-identity",
    config: entries({
      a: { name: "Alpha", identity: { name: "Al", theme: "calm", emoji: "🦀", avatar: "avatar.png" } },
    }),
  },
  {
    name: "identity-emoji-only",
    rule: "name-identity",
    config: explicit({ a: { identity: { emoji: "🐙" } }, b: { name: "Bee" } }, "a"),
  },
  {
    name: "integer-like-keys-order",
    rule: "key-order",
    config: explicit({ b: {}, 10: {}, a: {}, 7: {} }, "a"),
  },
  {
    name: "skills-not-printed",
    rule: "skills",
    config: entries({ a: { skills: ["web-search"] } }, { defaults: { skills: ["calendar"] } }),
  },
  { name: "entry-cwd-field", rule: "workspace-explicit", config: entries({ a: { cwd: "/srv/cwd" } }) },
  // Empty rosters and the legacy list.
  { name: "entries-empty", rule: "empty-roster", config: { agents: { entries: {} } } },
  { name: "agents-empty", rule: "empty-roster", config: { agents: {} } },
  { name: "config-empty", rule: "empty-roster", config: {} },
  { name: "main-entry-sole", rule: "default-sole", config: entries({ main: { name: "Main" } }) },
  {
    name: "legacy-agents-list",
    rule: "legacy-list-migrated",
    config: { agents: { list: [{ id: "main", default: true }, { id: "helper" }] } },
  },
  {
    name: "legacy-agents-list-and-entries",
    rule: "legacy-list-rejected",
    config: { agents: { list: [{ id: "helper" }], entries: { main: {} } } },
  },
  // A legacy agents.list alone is migrated in memory (validate warns "Moved agents.list to keyed agents.entries.")
  // when its ids are already canonical keys; otherwise it is rejected.
  { name: "legacy-list-sole", rule: "legacy-list-migrated", config: { agents: { list: [{ id: "solo" }] } } },
  {
    name: "legacy-list-no-marker",
    rule: "legacy-list-migrated",
    config: { agents: { list: [{ id: "writer" }, { id: "main" }] } },
  },
  {
    name: "legacy-list-marker-second",
    rule: "legacy-list-migrated",
    config: { agents: { list: [{ id: "main" }, { id: "writer", default: true }] } },
  },
  {
    name: "legacy-list-two-markers",
    rule: "legacy-list-migrated",
    config: {
      agents: {
        list: [
          { id: "a", default: true },
          { id: "b", default: true },
        ],
      },
    },
  },
  {
    name: "legacy-list-sanitized-ids",
    rule: "legacy-list-rejected",
    config: { agents: { list: [{ id: "My Agent", default: true }, { id: "../../etc/passwd" }] } },
  },
  {
    name: "legacy-list-duplicates",
    rule: "legacy-list-rejected",
    config: {
      agents: {
        list: [
          { id: "Legal", default: true },
          { id: "legal", name: "Second" },
        ],
      },
    },
  },
  {
    name: "legacy-list-non-latin",
    rule: "legacy-list-rejected",
    config: { agents: { list: [{ id: "main", default: true }, { id: "агент" }] } },
  },
  {
    name: "legacy-list-defaults-workspace",
    rule: "legacy-list-migrated",
    config: { agents: { defaults: { workspace: "/srv/ws" }, list: [{ id: "a" }, { id: "b", default: true }] } },
  },
  {
    name: "legacy-list-state-dir",
    rule: "legacy-list-migrated",
    config: { agents: { list: [{ id: "a", default: true }, { id: "b" }] } },
    env: { OPENCLAW_STATE_DIR: STATE },
    configAt: IN_STATE,
  },
  {
    name: "legacy-list-duplicate-lowercase",
    rule: "legacy-list-rejected",
    config: {
      agents: {
        list: [
          { id: "legal", default: true },
          { id: "legal", name: "Second" },
        ],
      },
    },
  },
  {
    name: "legacy-list-uppercase-id",
    rule: "legacy-list-rejected",
    config: { agents: { list: [{ id: "Ops", default: true }, { id: "b" }] } },
  },
  // File syntax.
  {
    name: "json5-comments-trailing-commas",
    rule: "config-syntax",
    configText:
      '// fleet\n{\n  agents: {\n    ownership: "explicit",\n    defaults: { systemAgent: { agentId: "a" } },\n    entries: { a: {}, b: {}, },\n  },\n}\n',
  },
  { name: "invalid-json", rule: "config-syntax", configText: '{ "agents": { "entries": { "a": {} }\n' },
  // identity* fields also come from the workspace's IDENTITY.md; identityAvatarUrl needs the avatar file.
  {
    name: "identity-from-workspace-file",
    rule: "name-identity",
    config: entries({ a: {} }),
    files: { "<HOME>/.openclaw/workspace/IDENTITY.md": "# Identity\n- Name: Crab\n- Emoji: 🦀\n- Theme: sea\n" },
  },
  {
    name: "identity-config-beats-file",
    rule: "name-identity",
    config: entries({ a: { identity: { name: "FromConfig" } } }),
    files: { "<HOME>/.openclaw/workspace/IDENTITY.md": "- Name: FromFile\n- Emoji: 🐙\n" },
  },
  {
    name: "avatar-file-in-workspace",
    rule: "avatar-in-workspace",
    config: entries({ a: { identity: { avatar: "avatar.svg" } } }),
    files: {
      "<HOME>/.openclaw/workspace/avatar.svg":
        '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>\n',
    },
  },
  {
    name: "agent-dir-env",
    rule: "agentdir-default",
    config: entries({ a: {} }),
    env: { OPENCLAW_AGENT_DIR: "<SCRATCH>/envagentdir" },
  },
  // The model providers and the models named: a provider OpenClaw does not bundle must say where it is and what it
  // serves; a bundled one may be an overlay (its key only). Models the release knows were shut down, and unknown ones.
  {
    name: "provider-custom-without-models",
    rule: "model-providers",
    config: {
      models: { providers: { myproxy: { baseUrl: "http://127.0.0.1:9/v1", api: "openai-completions" } } },
      ...entries({ a: {} }),
    },
  },
  {
    name: "provider-custom-without-base-url",
    rule: "model-providers",
    config: {
      models: { providers: { myproxy: { api: "openai-completions", models: [{ id: "m1", name: "M1" }] } } },
      ...entries({ a: {} }),
    },
  },
  {
    name: "provider-bundled-overlay",
    rule: "model-providers",
    config: { models: { providers: { openai: { apiKey: "${OPENAI_API_KEY}" } } }, ...entries({ a: {} }) },
  },
  {
    name: "model-retired-primary",
    rule: "model-catalog",
    config: entries({ a: { model: "google/gemini-1.5-flash" } }),
  },
  {
    name: "model-retired-fallback",
    rule: "model-catalog",
    config: {
      agents: {
        defaults: { model: { primary: "openai/gpt-5.1", fallbacks: ["google/gemini-1.5-pro"] } },
        entries: { a: {} },
      },
    },
  },
  {
    name: "model-unknown",
    rule: "model-catalog",
    config: entries({ a: { model: "openai/gpt-nonexistent-9" } }),
  },
];
