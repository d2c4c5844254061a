// Cases recorded against openclaw@2026.7.35 (the legacy `agents.list` roster) by scripts/openclaw/record.mjs.
// Same fields as cases-2026.9.mjs: name, rule, config | configText, and optionally env, cwd, configAt, dirs, files.

const list = (items, agents = {}, top = {}) => ({ ...top, agents: { ...agents, list: items } });
const STATE = "<SCRATCH>/state";
const IN_STATE = "<SCRATCH>/state/openclaw.json";

export default [
  // Ids: sanitized, never rejected.
  { name: "id-space", rule: "id-sanitize", config: list([{ id: "My Agent" }]) },
  { name: "id-path", rule: "id-sanitize", config: list([{ id: "../../etc/passwd" }]) },
  { name: "id-cyrillic", rule: "id-non-latin", config: list([{ id: "агент" }]) },
  { name: "id-cjk", rule: "id-non-latin", config: list([{ id: "代理" }]) },
  { name: "id-mixed-latin-cyrillic", rule: "id-non-latin", config: list([{ id: "ops-агент" }]) },
  { name: "id-65-chars", rule: "id-length", config: list([{ id: "a".repeat(65) }]) },
  { name: "id-70-chars-with-dashes", rule: "id-length", config: list([{ id: "ab-".repeat(23) + "z" }]) },
  { name: "id-uppercase", rule: "id-sanitize", config: list([{ id: "Ops" }]) },
  { name: "id-dots", rule: "id-sanitize", config: list([{ id: "a.b.c" }]) },
  { name: "id-leading-dash", rule: "id-sanitize", config: list([{ id: "-ops" }]) },
  { name: "id-leading-underscore", rule: "id-sanitize", config: list([{ id: "_ops" }]) },
  { name: "id-inner-underscore", rule: "id-sanitize", config: list([{ id: "a_b" }]) },
  { name: "id-emoji", rule: "id-sanitize", config: list([{ id: "ops🦀bot" }]) },
  { name: "id-spaces-around", rule: "id-sanitize", config: list([{ id: "  Lead   Writer  " }]) },
  { name: "id-empty", rule: "id-sanitize", config: list([{ id: "" }]) },
  { name: "id-missing", rule: "id-sanitize", config: list([{ name: "No Id" }]) },
  { name: "id-numeric-strings", rule: "id-sanitize", config: list([{ id: "10" }, { id: "7", default: true }]) },
  // Equal ids merge silently.
  {
    name: "duplicate-ids-merge",
    rule: "duplicate-merge",
    config: list([
      { id: "legal", name: "First" },
      { id: "legal", name: "Second", model: "openai/gpt-5" },
    ]),
  },
  {
    name: "duplicate-after-case",
    rule: "duplicate-merge",
    config: list([
      { id: "Legal", workspace: "/srv/legal-a" },
      { id: "legal", workspace: "/srv/legal-b" },
    ]),
  },
  {
    name: "duplicate-after-sanitize-main",
    rule: "duplicate-merge",
    config: list([
      { id: "main", default: true },
      { id: "агент", name: "Agent" },
    ]),
  },
  {
    name: "duplicate-default-marker-on-second",
    rule: "duplicate-merge",
    config: list([{ id: "ops" }, { id: "writer" }, { id: "ops", default: true }]),
  },
  // Default selection.
  { name: "default-sole", rule: "default-selection", config: list([{ id: "solo" }]) },
  { name: "default-marker-second", rule: "default-selection", config: list([{ id: "a" }, { id: "b", default: true }]) },
  { name: "default-first-entry", rule: "default-first-entry", config: list([{ id: "writer" }, { id: "main" }]) },
  {
    name: "default-two-markers",
    rule: "default-selection",
    config: list([{ id: "a" }, { id: "b", default: true }, { id: "c", default: true }]),
  },
  {
    name: "default-false-on-first",
    rule: "default-first-entry",
    config: list([{ id: "a", default: false }, { id: "b" }]),
  },
  {
    name: "main-entry-not-default",
    rule: "default-selection",
    config: list([{ id: "main" }, { id: "writer", default: true }]),
  },
  { name: "list-empty", rule: "empty-roster", config: list([]) },
  { name: "agents-empty", rule: "empty-roster", config: { agents: {} } },
  { name: "config-empty", rule: "empty-roster", config: {} },
  { name: "no-config-file", rule: "empty-roster", configAt: null },
  // Workspaces.
  { name: "ws-plain", rule: "workspace-default", config: list([{ id: "a", default: true }, { id: "b" }]) },
  {
    name: "ws-defaults",
    rule: "workspace-default",
    config: list([{ id: "a", default: true }, { id: "b" }], { defaults: { workspace: "/srv/ws" } }),
  },
  {
    name: "ws-env",
    rule: "workspace-env",
    config: list([{ id: "a", default: true }, { id: "b" }]),
    env: { OPENCLAW_WORKSPACE_DIR: "<SCRATCH>/envws" },
  },
  {
    name: "ws-state-dir",
    rule: "workspace-state-dir",
    config: list([{ id: "a", default: true }, { id: "b" }]),
    env: { OPENCLAW_STATE_DIR: STATE },
    configAt: IN_STATE,
  },
  {
    name: "ws-state-dir-config-only-home",
    rule: "state-dir-config",
    config: list([{ id: "a", default: true }, { id: "b" }]),
    env: { OPENCLAW_STATE_DIR: STATE },
  },
  {
    name: "ws-openclaw-home-config-only-home",
    rule: "state-dir-config",
    config: list([{ id: "a", default: true }, { id: "b" }]),
    env: { OPENCLAW_HOME: "<SCRATCH>/ochome" },
  },
  {
    name: "config-path-env",
    rule: "state-dir-config",
    config: list([{ id: "a", default: true }, { id: "b" }]),
    env: { OPENCLAW_CONFIG_PATH: "<SCRATCH>/custom/oc.json" },
    configAt: "<SCRATCH>/custom/oc.json",
  },
  {
    name: "ws-explicit-paths",
    rule: "workspace-explicit",
    config: list([
      { id: "abs", workspace: "/srv/abs/" },
      { id: "tilde", workspace: "~/work/t" },
      { id: "rel", workspace: "work/../rel" },
    ]),
  },
  {
    name: "ws-relative-other-cwd",
    rule: "workspace-relative",
    config: list([{ id: "a", workspace: "ws-a" }], { defaults: { workspace: "rel/ws" } }),
    cwd: "<SCRATCH>/elsewhere",
  },
  {
    name: "ws-defaults-relative-fleet",
    rule: "workspace-relative",
    config: list([{ id: "a" }, { id: "b" }], { defaults: { workspace: "rel/ws" } }),
  },
  {
    name: "ws-shared",
    rule: "workspace-explicit",
    config: list([
      { id: "a", workspace: "/srv/shared" },
      { id: "b", workspace: "/srv/shared" },
    ]),
  },
  // Agent folders.
  {
    name: "agentdir-overrides",
    rule: "agent-folders",
    config: list([
      { id: "abs", agentDir: "/srv/abs/agent" },
      { id: "tilde", agentDir: "~/dirs/t" },
      { id: "rel", agentDir: "dirs/rel" },
      { id: "plain" },
    ]),
  },
  {
    name: "agentdir-state-dir",
    rule: "agent-folders",
    config: list([{ id: "a" }, { id: "b" }]),
    env: { OPENCLAW_STATE_DIR: STATE },
    configAt: IN_STATE,
  },
  {
    name: "agentdir-shared",
    rule: "agent-folders",
    config: list([
      { id: "a", agentDir: "/srv/x" },
      { id: "b", agentDir: "/srv/x" },
    ]),
  },
  {
    name: "agentdir-env",
    rule: "agent-folders",
    config: list([{ id: "a" }]),
    env: { OPENCLAW_AGENT_DIR: "<SCRATCH>/envagentdir" },
  },
  // ${VAR}.
  {
    name: "var-env",
    rule: "var-substitution",
    config: list([{ id: "a", workspace: "${WS_ROOT}/a" }]),
    env: { WS_ROOT: "<SCRATCH>/root" },
  },
  {
    name: "var-env-vars",
    rule: "var-substitution",
    config: list([{ id: "a", workspace: "${CFG_ROOT}/a" }], {}, { env: { vars: { CFG_ROOT: "/srv/cfg" } } }),
  },
  { name: "var-missing", rule: "var-substitution", config: list([{ id: "a", workspace: "~/${MISSING_ROOT}/a" }]) },
  {
    name: "var-escaped",
    rule: "var-substitution",
    config: list([{ id: "a", workspace: "/srv/$${WS_ROOT}/a" }]),
    env: { WS_ROOT: "/x" },
  },
  {
    name: "var-lowercase",
    rule: "var-substitution",
    config: list([{ id: "a", workspace: "/srv/${ws_root}/a" }]),
    env: { ws_root: "lower" },
  },
  { name: "var-bare-dollar-home", rule: "var-substitution", config: list([{ id: "a", workspace: "$HOME/a" }]) },
  // Model, bindings, name and identity.
  {
    name: "models",
    rule: "model",
    config: list(
      [
        { id: "str", model: "openai/gpt-5" },
        { id: "obj", model: { primary: "anthropic/claude-opus-4", fallbacks: ["openai/gpt-5"] } },
        { id: "fb", model: { fallbacks: ["openai/gpt-5-mini"] } },
        { id: "none" },
      ],
      { defaults: { model: "anthropic/claude-sonnet-4" } },
    ),
  },
  {
    name: "model-fallbacks-only-no-defaults",
    rule: "model",
    config: list([{ id: "fb", model: { fallbacks: ["openai/gpt-5-mini"] } }]),
  },
  {
    name: "bindings-with-unknown-id",
    rule: "unknown-binding",
    config: list(
      [{ id: "ops" }, { id: "My Agent" }],
      {},
      {
        bindings: [
          { agentId: "ops", match: { channel: "telegram" } },
          { agentId: "OPS", match: { channel: "discord" } },
          { agentId: "my-agent", match: { channel: "slack" } },
          { agentId: "zed", match: { channel: "whatsapp" } },
        ],
      },
    ),
  },
  {
    name: "name-identity-avatar-outside",
    rule: "avatar-in-workspace",
    config: list([
      { id: "a", name: "Alpha", identity: { name: "Al", theme: "calm", emoji: "🦀", avatar: "avatar.png" } },
      { id: "b", identity: { avatar: "/etc/outside.png" } },
    ]),
  },
  {
    name: "bindings-counts",
    rule: "bindings-count",
    config: list(
      [{ id: "ops" }, { id: "My Agent" }],
      {},
      {
        bindings: [
          { agentId: "ops", match: { channel: "telegram" } },
          { agentId: "OPS", match: { channel: "discord" } },
          { agentId: "my-agent", match: { channel: "slack" } },
        ],
      },
    ),
  },
  {
    name: "binding-to-main",
    rule: "binding-to-main",
    config: list([{ id: "a" }, { id: "b" }], {}, { bindings: [{ agentId: "main", match: { channel: "telegram" } }] }),
  },
  {
    name: "name-identity-config",
    rule: "name-identity",
    config: list([
      { id: "a", name: "Alpha", identity: { name: "Al", theme: "calm", emoji: "🦀", avatar: "avatar.png" } },
      { id: "b", name: "Bee", identity: { emoji: "🐝" } },
    ]),
  },
  // identity* also come from the workspace's IDENTITY.md, which wins over the config here.
  {
    name: "identity-from-workspace-file",
    rule: "name-identity",
    config: list([{ id: "a" }]),
    files: { "<HOME>/.openclaw/workspace/IDENTITY.md": "# Identity\n- Name: Crab\n- Emoji: 🦀\n" },
  },
  {
    name: "identity-file-and-config",
    rule: "name-identity",
    config: list([{ id: "a", identity: { name: "FromConfig", emoji: "🐙" } }]),
    files: { "<HOME>/.openclaw/workspace/IDENTITY.md": "- Name: FromFile\n" },
  },
  {
    name: "ws-defaults-beats-env",
    rule: "workspace-env",
    config: list([{ id: "a", default: true }, { id: "b" }], { defaults: { workspace: "/srv/ws" } }),
    env: { OPENCLAW_WORKSPACE_DIR: "<SCRATCH>/envws" },
  },
  {
    name: "var-missing-absolute",
    rule: "var-substitution",
    config: list([{ id: "a", workspace: "${MISSING_ROOT}/a" }]),
  },
  {
    name: "var-empty",
    rule: "var-substitution",
    config: list([{ id: "a", workspace: "${EMPTY_ROOT}/a" }]),
    env: { EMPTY_ROOT: "" },
  },
  {
    name: "state-dir-config-both-places",
    rule: "state-dir-config",
    config: list([{ id: "a", default: true }, { id: "b" }]),
    files: { "<HOME>/.openclaw/openclaw.json": '{ "agents": { "list": [{ "id": "homeonly" }] } }\n' },
    env: { OPENCLAW_STATE_DIR: STATE },
    configAt: IN_STATE,
  },
  {
    name: "profile-env-config-only-home",
    rule: "state-dir-config",
    config: list([{ id: "a", default: true }, { id: "b" }]),
    env: { OPENCLAW_PROFILE: "work" },
  },
  {
    name: "json5-comments-trailing-commas",
    rule: "config-syntax",
    configText: '// fleet\n{\n  agents: {\n    list: [{ id: "a" }, { id: "b", default: true },],\n  },\n}\n',
  },
  // The 2026.9 shape under 2026.7.
  { name: "entries-shape", rule: "new-shape", config: { agents: { entries: { a: {}, b: { default: true } } } } },
  {
    name: "ownership-key",
    rule: "new-shape",
    config: list([{ id: "a" }, { id: "b" }], { ownership: "explicit", defaults: { systemAgent: { agentId: "b" } } }),
  },
  // The model providers and the models named (as in cases-2026.9.mjs).
  {
    name: "provider-custom-without-models",
    rule: "model-providers",
    config: {
      models: { providers: { myproxy: { baseUrl: "http://127.0.0.1:9/v1", api: "openai-completions" } } },
      ...list([{ id: "a" }]),
    },
  },
  {
    name: "provider-custom-without-base-url",
    rule: "model-providers",
    config: {
      models: { providers: { myproxy: { api: "openai-completions", models: [{ id: "m1", name: "M1" }] } } },
      ...list([{ id: "a" }]),
    },
  },
  {
    name: "provider-bundled-overlay",
    rule: "model-providers",
    config: { models: { providers: { openai: { apiKey: "${OPENAI_API_KEY}" } } }, ...list([{ id: "a" }]) },
  },
  {
    name: "model-retired-primary",
    rule: "model-catalog",
    config: list([{ id: "a", model: "google/gemini-1.5-flash" }]),
  },
  {
    name: "model-retired-fallback",
    rule: "model-catalog",
    config: list([{ id: "a" }], {
      defaults: { model: { primary: "openai/gpt-5.1", fallbacks: ["google/gemini-1.5-pro"] } },
    }),
  },
  { name: "model-unknown", rule: "model-catalog", config: list([{ id: "a", model: "openai/gpt-nonexistent-9" }]) },
];
