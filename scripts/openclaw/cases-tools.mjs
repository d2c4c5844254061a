// The tool-policy corpus: configs chosen to reach every layer of OpenClaw's tool policy (profiles, alsoAllow, allow,
// deny, groups, aliases, globs, byProvider by provider and by model, the sandbox's lists, sub-agents, toolsBySender,
// and configs the release refuses), recorded with `record.mjs --tools` (see docs/openclaw-cli/tool-policy.md). Every
// agent listed is asked for its main, another and a sub-agent session with its own model; `toolQueries` adds the
// models a byProvider entry names. Session kinds the studio does not model (a group chat, a sender who is not the
// owner, a nested sub-agent) are left out.
import { roster } from "./cases-models.mjs";

const MAIN = { agentId: "main" };
const NONMAIN = MAIN;
const SUB = MAIN;

/** [name, agents, defaults, top-level keys, queries] ; agents in roster() form; queries with a model are extra. */
const CASES = [
  ["empty", { main: {} }, undefined, {}, [MAIN, NONMAIN]],
  ["profile-coding", { main: {} }, undefined, { tools: { profile: "coding" } }, [MAIN]],
  ["profile-minimal", { main: {} }, undefined, { tools: { profile: "minimal" } }, [MAIN]],
  ["profile-messaging", { main: {} }, undefined, { tools: { profile: "messaging" } }, [MAIN]],
  ["profile-full", { main: {} }, undefined, { tools: { profile: "full" } }, [MAIN]],
  ["deny-exec", { main: {} }, undefined, { tools: { deny: ["exec"] } }, [MAIN]],
  ["allow-group-fs", { main: {} }, undefined, { tools: { allow: ["group:fs"] } }, [MAIN]],
  ["allow-write-implies-apply-patch", { main: {} }, undefined, { tools: { allow: ["write"] } }, [MAIN]],
  ["allow-empty-list", { main: {} }, undefined, { tools: { allow: [] } }, [MAIN]],
  ["allow-unknown-only", { main: {} }, undefined, { tools: { allow: ["query_db"] } }, [MAIN]],
  ["allow-case-space", { main: {} }, undefined, { tools: { allow: [" READ ", "Exec"] } }, [MAIN]],
  ["alias-bash-apply-patch", { main: {} }, undefined, { tools: { allow: ["bash", "apply-patch"] } }, [MAIN]],
  ["deny-cron", { main: {} }, undefined, { tools: { deny: ["cron"] } }, [MAIN]],
  ["deny-glob-sessions", { main: {} }, undefined, { tools: { deny: ["sessions_*"] } }, [MAIN]],
  ["allow-glob-web-read", { main: {} }, undefined, { tools: { allow: ["web_*", "read"] } }, [MAIN]],
  ["allow-star-deny-exec", { main: {} }, undefined, { tools: { allow: ["*"], deny: ["exec"] } }, [MAIN]],
  ["allow-and-deny-same", { main: {} }, undefined, { tools: { allow: ["read", "exec"], deny: ["exec"] } }, [MAIN]],
  ["allow-group-openclaw", { main: {} }, undefined, { tools: { allow: ["group:openclaw"] } }, [MAIN]],
  ["deny-group-openclaw", { main: {} }, undefined, { tools: { deny: ["group:openclaw"] } }, [MAIN]],
  ["allow-update-plan-canvas", { main: {} }, undefined, { tools: { allow: ["update_plan", "canvas"] } }, [MAIN]],
  [
    "profile-minimal-alsoAllow",
    { main: {} },
    undefined,
    { tools: { profile: "minimal", alsoAllow: ["exec", "group:web"] } },
    [MAIN],
  ],
  ["alsoAllow-without-profile", { main: {} }, undefined, { tools: { alsoAllow: ["exec"] } }, [MAIN]],
  ["allow-plus-alsoAllow", { main: {} }, undefined, { tools: { allow: ["read"], alsoAllow: ["exec"] } }, [MAIN]],
  [
    "profile-coding-allow-narrow",
    { main: {} },
    undefined,
    { tools: { profile: "coding", allow: ["read", "message"] } },
    [MAIN],
  ],
  [
    "agent-overrides",
    {
      main: {},
      worker: { tools: { profile: "minimal", alsoAllow: ["read"] } },
      reader: { tools: { allow: ["read", "exec"], deny: ["exec"] } },
      plain: {},
    },
    undefined,
    { tools: { profile: "coding", deny: ["process"] } },
    [MAIN, { agentId: "worker" }, { agentId: "reader" }, { agentId: "plain" }],
  ],
  [
    "agent-profile-messaging-allow-slack",
    { main: {}, support: { tools: { profile: "messaging", allow: ["slack"] } } },
    undefined,
    { tools: { profile: "coding" } },
    [{ agentId: "support" }],
  ],
  [
    "byProvider",
    { main: {} },
    undefined,
    {
      tools: {
        byProvider: {
          openai: { profile: "minimal" },
          "anthropic/claude-opus-4-5": { deny: ["exec"] },
          google: { allow: ["read", "web_search"] },
        },
      },
    },
    [
      MAIN,
      { agentId: "main", provider: "openai", model: "gpt-5.1" },
      { agentId: "main", provider: "anthropic", model: "claude-opus-4-5" },
      { agentId: "main", provider: "anthropic", model: "claude-sonnet-4-5" },
      { agentId: "main", provider: "google", model: "gemini-2.5-pro" },
    ],
  ],
  [
    "agent-byProvider",
    {
      main: {},
      coder: {
        tools: {
          byProvider: { openai: { profile: "messaging", alsoAllow: ["read"] }, anthropic: { deny: ["write"] } },
        },
      },
    },
    undefined,
    { tools: { profile: "coding" } },
    [
      { agentId: "coder", provider: "openai", model: "gpt-5.1" },
      { agentId: "coder", provider: "anthropic", model: "claude-opus-4-5" },
    ],
  ],
  ["sandbox-all-default", { main: {} }, { sandbox: { mode: "all" } }, {}, [MAIN, NONMAIN]],
  [
    "sandbox-all-custom",
    { main: {} },
    { sandbox: { mode: "all" } },
    { tools: { sandbox: { tools: { allow: ["read", "exec", "browser"], deny: ["exec"] } } } },
    [MAIN],
  ],
  [
    "sandbox-all-alsoAllow",
    { main: {} },
    { sandbox: { mode: "all" } },
    { tools: { sandbox: { tools: { alsoAllow: ["browser"] } } } },
    [MAIN],
  ],
  ["sandbox-non-main", { main: {} }, { sandbox: { mode: "non-main" } }, {}, [MAIN, NONMAIN]],
  [
    "sandbox-agent-override",
    { main: {}, boxed: { sandbox: { mode: "all" }, tools: { sandbox: { tools: { allow: ["read"] } } } } },
    undefined,
    { tools: { profile: "coding" } },
    [MAIN, { agentId: "boxed" }],
  ],
  ["subagent-default", { main: {} }, undefined, {}, [SUB]],
  [
    "subagent-configured",
    { main: {} },
    undefined,
    { tools: { subagents: { tools: { allow: ["read", "sessions_send", "gateway"], deny: ["write"] } } } },
    [SUB],
  ],
  ["sender-not-owner", { main: {} }, undefined, {}, [{ agentId: "main", senderIsOwner: false }]],
  [
    "toolsBySender-wildcard",
    { main: {} },
    undefined,
    { tools: { toolsBySender: { "*": { deny: ["exec"] } } } },
    [MAIN],
  ],
  ["defaults-tools", { main: {} }, { tools: { deny: ["exec"] } }, {}, [MAIN]],
  ["profile-unknown", { main: {} }, undefined, { tools: { profile: "bogus" } }, [MAIN]],
  ["x-subagent-leaf", { main: {} }, { subagents: { maxSpawnDepth: 1 } }, {}, [SUB]],
  [
    "x-subagent-nested",
    { main: {} },
    undefined,
    {},
    [{ agentId: "main", sessionKey: "agent:main:subagent:a:subagent:b" }],
  ],
  ["x-allow-group-memory", { main: {} }, undefined, { tools: { allow: ["group:memory", "read"] } }, [MAIN]],
  ["x-allow-blank-entry", { main: {} }, undefined, { tools: { allow: [""] } }, [MAIN]],
  ["x-deny-star", { main: {} }, undefined, { tools: { deny: ["*"] } }, [MAIN]],
  [
    "x-agent-alsoAllow-replaces-global",
    { main: {}, helper: { tools: { alsoAllow: ["canvas"] } } },
    undefined,
    { tools: { profile: "coding", alsoAllow: ["browser"] } },
    [MAIN, { agentId: "helper" }],
  ],
  [
    "x-agent-allow-and-alsoAllow",
    { main: {}, helper: { tools: { allow: ["read"], alsoAllow: ["exec"] } } },
    undefined,
    {},
    [{ agentId: "helper" }],
  ],
  [
    "x-byProvider-allow-and-alsoAllow",
    { main: {} },
    undefined,
    { tools: { byProvider: { openai: { allow: ["read"], alsoAllow: ["exec"] } } } },
    [{ agentId: "main", provider: "openai", model: "gpt-5.1" }],
  ],
  [
    "x-sandbox-allow-and-alsoAllow",
    { main: {} },
    { sandbox: { mode: "all" } },
    { tools: { sandbox: { tools: { allow: ["read"], alsoAllow: ["exec"] } } } },
    [MAIN],
  ],
  [
    "x-sandbox-empty-allow-empty-deny",
    { main: {} },
    { sandbox: { mode: "all" } },
    { tools: { sandbox: { tools: { allow: [], deny: [] } } } },
    [MAIN],
  ],
  [
    "x-byProvider-model-case",
    { main: {} },
    undefined,
    { tools: { byProvider: { "OpenAI/GPT-5.1": { deny: ["exec"] }, openai: { deny: ["read"] } } } },
    [
      { agentId: "main", provider: "openai", model: "gpt-5.1" },
      { agentId: "main", provider: "openai", model: "gpt-5.1-mini" },
    ],
  ],
  [
    "x-agent-byProvider-profile-over-global",
    { main: {}, coder: { tools: { byProvider: { openai: { profile: "minimal" } } } } },
    undefined,
    { tools: { byProvider: { openai: { profile: "messaging" } } } },
    [
      { agentId: "coder", provider: "openai", model: "gpt-5.1" },
      { agentId: "main", provider: "openai", model: "gpt-5.1" },
    ],
  ],
  ["x-deny-write-keeps-apply-patch", { main: {} }, undefined, { tools: { deny: ["write"] } }, [MAIN]],
  [
    "x-group-session",
    { main: {} },
    undefined,
    {
      channels: {
        telegram: {
          botToken: "<bot-token>",
          groups: { "-100123": { tools: { deny: ["exec"] } }, "*": { tools: { allow: ["read"] } } },
        },
      },
    },
    [
      MAIN,
      { agentId: "main", sessionKey: "agent:main:telegram:group:-100123" },
      { agentId: "main", sessionKey: "agent:main:telegram:group:-100999" },
    ],
  ],
];

const SKIPPED = new Set(["sender-not-owner", "x-subagent-nested", "x-group-session"]);

export function toolCases(shape) {
  return CASES.filter(([name]) => !SKIPPED.has(name)).map(([name, agents, defaults, top, queries]) => {
    const extra = queries
      .filter((q) => q.provider)
      .map((q) => ({ ...q, session: "main", sessionKey: `agent:${q.agentId}:main` }));
    return {
      name: `tools-${name}`,
      rule: "tool-policy",
      config: roster(shape, agents, defaults, top),
      ...(extra.length ? { toolQueries: extra } : {}),
    };
  });
}

export default toolCases("entries");
