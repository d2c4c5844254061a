// What each agent runs on and may do, by all four of the CLI's answers at once (`models status`, `skills check`,
// `sandbox explain` for every agent, `exec-policy show`): 60 configs, each varying several things on purpose, so that
// every model shape, skills filter, tool profile and list, sandbox mode, scope and access, exec setting and host
// approvals file meets the others. One list, written in each release's roster (agentCases("entries") for 2026.9,
// agentCases("list") for 2026.7); recorded with --models --skills --sandbox --exec.
import { roster } from "./cases-models.mjs";

const FALLBACKS = ["openai/gpt-5.1", "google/gemini-2.5-pro"];
const PRIMARY = "anthropic/claude-sonnet-4-5";

/** The models of the defaults and of the agents after the first (the first keeps the defaults'). */
const MODELS = [
  ["string-drops", { model: { primary: PRIMARY, fallbacks: FALLBACKS } }, { model: "openai/gpt-5.1" }],
  ["object-keeps", { model: { primary: PRIMARY, fallbacks: FALLBACKS } }, { model: { primary: "openai/gpt-5.1" } }],
  [
    "empty-fallbacks",
    { model: { primary: PRIMARY, fallbacks: FALLBACKS } },
    { model: { primary: "openai/gpt-5.1", fallbacks: [] } },
  ],
  [
    "own-fallbacks",
    { model: PRIMARY },
    { model: { primary: "openai/gpt-5.1", fallbacks: ["anthropic/claude-opus-4-5"] } },
  ],
  ["none", undefined, {}],
  [
    "alias",
    { models: { "openai/gpt-5.1-mini": { alias: "fast" } }, model: { primary: PRIMARY, fallbacks: ["fast"] } },
    { model: "fast" },
  ],
];

/** The skills filter of the defaults and of the agents after the first. */
const SKILLS = [
  ["no-filter", undefined, {}],
  ["shipped", undefined, { skills: ["github", "weather"] }],
  ["unknown", undefined, { skills: ["no-such-skill"] }],
  ["defaults", { skills: ["weather", "healthcheck"] }, {}],
  ["empty", { skills: ["weather"] }, { skills: [] }],
];

/** The global `tools` keys and the agents' own `tools` (after the first). */
const TOOLS = [
  ["none", undefined, undefined],
  ["profile-coding", { profile: "coding" }, undefined],
  ["profile-minimal", { profile: "minimal" }, { profile: "full" }],
  ["profile-messaging", { profile: "messaging", alsoAllow: ["read"] }, undefined],
  ["deny-exec", { deny: ["exec"] }, { allow: ["exec", "read"] }],
  ["allow-fs", { allow: ["group:fs"] }, { deny: ["write"] }],
  ["also-allow", { alsoAllow: ["browser"] }, { alsoAllow: ["canvas"] }],
  ["groups", { allow: ["group:runtime", "group:web"], deny: ["group:ui"] }, undefined],
  [
    "by-provider",
    { byProvider: { openai: { profile: "minimal" } } },
    { byProvider: { anthropic: { deny: ["exec"] } } },
  ],
  [
    "sandbox-tools",
    { sandbox: { tools: { allow: ["read", "exec"], deny: ["write"] } } },
    { sandbox: { tools: { deny: [] } } },
  ],
  ["elevated", { elevated: { enabled: true, allowFrom: { telegram: ["*"] } } }, { elevated: { enabled: false } }],
];

/** The defaults' sandbox and the agents' own (after the first). */
const SANDBOX = [
  ["off", undefined, undefined],
  ["all-agent", { mode: "all" }, undefined],
  ["non-main-ro", { mode: "non-main", workspaceAccess: "ro" }, { mode: "off" }],
  ["all-session-rw", { mode: "all", scope: "session", workspaceAccess: "rw" }, undefined],
  ["shared", { mode: "all", scope: "shared" }, { mode: "non-main", scope: "agent" }],
  ["agent-only", undefined, { mode: "all", workspaceAccess: "rw" }],
  ["non-main-session", { mode: "non-main", scope: "session" }, { workspaceAccess: "ro" }],
];

/** The global `tools.exec`, the agents' own (after the first), and the host's approvals file (none: no file). */
const EXEC = [
  ["none", undefined, undefined, undefined],
  ["allowlist-on-miss", { security: "allowlist", ask: "on-miss" }, undefined, undefined],
  ["full-agent", { security: "allowlist" }, { security: "full" }, undefined],
  ["deny", { security: "deny" }, undefined, undefined],
  ["ask-always", { ask: "always" }, { ask: "off" }, undefined],
  [
    "host-stricter",
    { security: "full", ask: "off" },
    undefined,
    { version: 1, defaults: { security: "allowlist", ask: "on-miss", askFallback: "deny" } },
  ],
  [
    "host-looser",
    { security: "allowlist", ask: "always" },
    undefined,
    { version: 1, defaults: { security: "full", ask: "off" } },
  ],
  [
    "host-agent",
    undefined,
    undefined,
    {
      version: 1,
      defaults: { security: "allowlist" },
      agents: { writer: { security: "deny" }, main: { allowlist: [{ pattern: "/usr/bin/git" }] } },
    },
  ],
  [
    "host-wildcard",
    { ask: "on-miss" },
    undefined,
    { version: 1, agents: { "*": { security: "allowlist", askFallback: "allowlist" } } },
  ],
  ["host-empty", { security: "full" }, undefined, {}],
  [
    "host-agent-ask",
    { security: "allowlist" },
    { ask: "always" },
    { version: 1, agents: { main: { ask: "off", askFallback: "full" } } },
  ],
];

const NAMES = [["main"], ["main", "writer"], ["main", "writer", "ops"]];

function merge(a, b) {
  if (!a) return b;
  if (!b) return a;
  return { ...a, ...b };
}

/** Case i takes row i of each table, wrapping (the tables' lengths 6, 5, 11, 7, 11 share no factor but 11's, and
 * exec's rows are shifted by one every 11 cases, so the rows meet in many ways). */
function caseOf(shape, i) {
  const [mName, mDefaults, mAgent] = MODELS[i % MODELS.length];
  const [sName, sDefaults, sAgent] = SKILLS[i % SKILLS.length];
  const [tName, tGlobal, tAgent] = TOOLS[i % TOOLS.length];
  const [xName, xDefaults, xAgent] = SANDBOX[i % SANDBOX.length];
  const [eName, eGlobal, eAgent, approvals] = EXEC[(i + Math.floor(i / 11) + 3) % EXEC.length];
  const ids = NAMES[Math.floor(i / 5) % NAMES.length];
  const agents = {};
  ids.forEach((id, n) => {
    if (n === 0) return void (agents[id] = {});
    const tools = merge(tAgent, eAgent ? { exec: eAgent } : undefined);
    agents[id] = { ...mAgent, ...sAgent, ...(xAgent ? { sandbox: xAgent } : {}), ...(tools ? { tools } : {}) };
  });
  const defaults = merge(merge(mDefaults, sDefaults), xDefaults ? { sandbox: xDefaults } : undefined);
  const tools = merge(tGlobal, eGlobal ? { exec: eGlobal } : undefined);
  return {
    name: `agents-${String(i + 1).padStart(2, "0")}-${mName}-${sName}-${tName}-${xName}-${eName}`,
    rule: "agent-answers",
    config: roster(shape, agents, defaults, tools ? { tools } : {}),
    ...(approvals ? { approvals: JSON.stringify(approvals, null, 2) + "\n" } : {}),
  };
}

export function agentCases(shape) {
  return Array.from({ length: 60 }, (_, i) => caseOf(shape, i));
}

export default agentCases("entries");
