// What each agent runs on (`openclaw models status --agent <id> --json`): a model written as a string or an object,
// fallbacks missing, empty or set, at the agent and in agents.defaults; no model anywhere; refs without a provider,
// with spaces or capitals; aliases and the allowed list (agents.defaults.models); image models. One list, written in
// each release's roster (modelCases("entries") for 2026.9, modelCases("list") for 2026.7); recorded with --models.

/**
 * A config whose agents are `agents` ({ id: fields }), in the roster asked for, with `defaults` and more keys. A
 * keyed fleet of more than one agent names its owner, as 2026.9 requires (the first agent, the system agent).
 */
export function roster(shape, agents, defaults, top = {}) {
  const ids = Object.keys(agents);
  if (shape === "list") {
    const list = Object.entries(agents).map(([id, fields]) => ({ id, ...fields }));
    return { ...top, agents: { ...(defaults ? { defaults } : {}), list } };
  }
  const fleet = ids.length > 1;
  const withOwner = fleet ? { ...(defaults ?? {}), systemAgent: { agentId: ids[0] } } : defaults;
  return {
    ...top,
    agents: {
      ...(fleet ? { ownership: "explicit" } : {}),
      ...(withOwner ? { defaults: withOwner } : {}),
      entries: agents,
    },
  };
}

const DEFAULTS = {
  model: { primary: "anthropic/claude-sonnet-4-5", fallbacks: ["openai/gpt-5.1", "google/gemini-2.5-pro"] },
};

/** [name, agents, defaults, top-level keys] */
const CASES = [
  ["string-drops-fallbacks", { main: {}, writer: { model: "openai/gpt-5.1" } }, DEFAULTS],
  ["object-without-fallbacks-keeps", { main: {}, writer: { model: { primary: "openai/gpt-5.1" } } }, DEFAULTS],
  ["object-empty-fallbacks", { main: {}, writer: { model: { primary: "openai/gpt-5.1", fallbacks: [] } } }, DEFAULTS],
  [
    "object-own-fallbacks",
    { main: {}, writer: { model: { primary: "openai/gpt-5.1", fallbacks: ["anthropic/claude-opus-4-5"] } } },
    DEFAULTS,
  ],
  ["fallbacks-only", { main: {}, writer: { model: { fallbacks: ["openai/gpt-5.1"] } } }, DEFAULTS],
  ["defaults-string", { main: {}, writer: {} }, { model: "anthropic/claude-opus-4-5" }],
  ["defaults-object-no-fallbacks", { main: {}, writer: {} }, { model: { primary: "anthropic/claude-opus-4-5" } }],
  ["defaults-fallbacks-only", { main: {} }, { model: { fallbacks: ["openai/gpt-5.1"] } }],
  ["no-model-anywhere", { main: {}, writer: {} }, undefined],
  ["no-provider", { main: { model: "gpt-5.1" }, writer: { model: "claude-opus-4-5" } }, undefined],
  [
    "spaces-and-capitals",
    { main: { model: "  OpenAI/GPT-5.1  " } },
    { model: { primary: " Anthropic/Claude-Sonnet-4-5 ", fallbacks: [" OPENAI/gpt-5.1 "] } },
  ],
  [
    "alias-used",
    { main: { model: "fast" } },
    {
      models: { "openai/gpt-5.1-mini": { alias: "fast" }, "anthropic/claude-opus-4-5": { alias: "smart" } },
      model: { primary: "smart", fallbacks: ["fast"] },
    },
  ],
  [
    "allowed-list",
    { main: {} },
    { model: "anthropic/claude-sonnet-4-5", models: { "anthropic/claude-sonnet-4-5": {}, "openai/gpt-5.1": {} } },
  ],
  [
    "allowed-agent-not-in-it",
    { main: {}, writer: { model: "google/gemini-2.5-pro" } },
    { model: "anthropic/claude-sonnet-4-5", models: { "anthropic/claude-sonnet-4-5": {} } },
  ],
  [
    "image-defaults-string",
    { main: {}, writer: {} },
    { model: "anthropic/claude-sonnet-4-5", imageModel: "openai/gpt-5.1" },
  ],
  [
    "image-defaults-object",
    { main: {}, writer: {} },
    { imageModel: { primary: "openai/gpt-5.1", fallbacks: ["google/gemini-2.5-pro"] } },
  ],
  ["image-none", { main: { model: "openai/gpt-5.1" } }, undefined],
  [
    "three-agents-mixed",
    { main: { model: { primary: "anthropic/claude-opus-4-5" } }, coder: { model: "openai/gpt-5.1-codex" }, reader: {} },
    DEFAULTS,
  ],
  [
    "utility-model",
    { main: {}, writer: { utilityModel: "openai/gpt-5.1-mini" } },
    { model: "anthropic/claude-sonnet-4-5", utilityModel: "google/gemini-2.5-flash" },
  ],
  ["provider-google-default", { main: { model: "google/gemini-2.5-pro" } }, undefined],
  [
    "provider-custom",
    { main: { model: "myproxy/m1" } },
    undefined,
    {
      models: {
        providers: {
          myproxy: { baseUrl: "http://127.0.0.1:9/v1", api: "openai-completions", models: [{ id: "m1", name: "M1" }] },
        },
      },
    },
  ],
  [
    "fallback-duplicates-primary",
    { main: { model: { primary: "openai/gpt-5.1", fallbacks: ["openai/gpt-5.1", "anthropic/claude-opus-4-5"] } } },
    undefined,
  ],
  ["empty-string-model", { main: { model: "" }, writer: {} }, DEFAULTS],
  ["env-model", { main: { model: "${MAIN_MODEL}" } }, DEFAULTS, {}, { MAIN_MODEL: "openai/gpt-5.1" }],
  // aliases, allowed and the utility model (models status's `aliases`, `allowed`, `utilityModel`)
  [
    "aliases-agent-map",
    {
      main: {},
      writer: { models: { "openai/gpt-5.1-mini": { alias: "quick" }, "anthropic/claude-opus-4-5": { alias: "deep" } } },
    },
    { models: { "openai/gpt-5.1-mini": { alias: "fast" }, "openai/gpt-5.1": { alias: "Smart " } } },
  ],
  [
    "alias-blank-and-bare-key",
    { main: {} },
    { models: { "gpt-5.1": { alias: "plain" }, "anthropic/claude-opus-4-5": { alias: "" }, "Anthropic/opus": {} } },
  ],
  [
    "default-aliases-added",
    { main: {} },
    {
      model: "anthropic/claude-sonnet-5",
      models: {
        "anthropic/claude-sonnet-5": {},
        "openai/gpt-5.4": {},
        "google/gemini-3.1-pro-preview": { alias: "g" },
      },
    },
  ],
  [
    "model-policy-defaults",
    { main: {} },
    { modelPolicy: { allow: ["openai/gpt-5.1", "anthropic/claude-opus-4-5", "gpt-5.1-mini"] } },
  ],
  [
    "model-policy-agent",
    { main: {}, writer: { modelPolicy: { allow: ["anthropic/claude-haiku-4-5"] } } },
    { modelPolicy: { allow: ["openai/gpt-5.1"] } },
  ],
  [
    "model-policy-marker",
    { main: {} },
    { models: { "openai/gpt-5.1": {} } },
    { meta: { migrations: { modelPolicyAllowlist: true } } },
  ],
  ["model-policy-wildcard", { main: {} }, { modelPolicy: { allow: ["anthropic/*", "nosuch/*"] } }],
  ["utility-explicit", { main: {} }, { utilityModel: "gpt-5.4-mini" }],
  [
    "utility-alias-and-agent",
    { main: {}, writer: { utilityModel: "anthropic/claude-haiku-4-5" }, ops: { utilityModel: "" } },
    { utilityModel: "fast", models: { "openai/gpt-5.1-mini": { alias: "fast" } } },
  ],
  ["utility-disabled", { main: {} }, { utilityModel: "  " }],
  ["utility-google", { main: { model: "google/gemini-2.5-pro" }, writer: { model: "xai/grok-4" } }, undefined],
];

export function modelCases(shape) {
  return CASES.map(([name, agents, defaults, top, env]) => ({
    name: `models-${name}`,
    rule: "models-status",
    config: roster(shape, agents, defaults, top),
    ...(env ? { env } : {}),
  }));
}

export default modelCases("entries");
