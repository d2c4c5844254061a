// The exec policy's edges (`openclaw exec-policy show --json`): modes written at either level and mixed with an
// agent's security or ask, host node and gateway, the approvals' legacy `default` entry, `*`, an agent the config
// does not have, values with spaces, and documents a release does not take (not JSON, not version 1, not an object).
// One list, written in each release's roster (execCases("entries") for 2026.9, execCases("list") for 2026.7);
// recorded with --exec.
import { roster } from "./cases-models.mjs";

const doc = (value) => (typeof value === "string" ? value : JSON.stringify(value, null, 2) + "\n");

/** [name, agents, top-level tools, approvals document (text or value)] */
const CASES = [
  ["global-mode", { main: {}, coder: {} }, { exec: { mode: "ask" } }],
  ["agent-mode-over-global", { main: {}, coder: { tools: { exec: { mode: "full" } } } }, { exec: { mode: "deny" } }],
  [
    "agent-security-under-global-mode",
    { main: {}, coder: { tools: { exec: { security: "full" } } } },
    { exec: { mode: "auto" } },
  ],
  [
    "auto-kept-unless-host-changes",
    { main: {}, coder: {} },
    { exec: { mode: "auto" } },
    { version: 1, agents: { coder: { security: "deny" } } },
  ],
  [
    "host-node-and-gateway",
    { main: {}, coder: { tools: { exec: { host: "node" } } } },
    { exec: { host: "gateway", security: "allowlist" } },
  ],
  [
    "default-entry-merged",
    { main: {}, coder: {} },
    undefined,
    { version: 1, agents: { default: { security: "allowlist", ask: "always" }, main: { askFallback: "full" } } },
  ],
  [
    "approvals-only-agent",
    { main: {} },
    undefined,
    { version: 1, agents: { ghost: { security: "deny" }, "*": { ask: "on-miss" } } },
  ],
  [
    "trimmed-and-bad-values",
    { main: {}, coder: {} },
    { exec: { security: "full" } },
    {
      version: 1,
      defaults: { security: " allowlist ", ask: "ALWAYS" },
      agents: { coder: { security: "nope", askFallback: " full " } },
    },
  ],
  ["fallback-clamped", { main: {} }, { exec: { security: "deny" } }, { version: 1, defaults: { askFallback: "full" } }],
  ["not-json", { main: {} }, { exec: { security: "allowlist" } }, "{ version: 1, defaults: { security: 'deny' } }\n"],
  ["version-2", { main: {} }, { exec: { security: "full" } }, { version: 2, defaults: { security: "deny" } }],
  ["not-an-object", { main: {} }, { exec: { security: "full" } }, "[1, 2]\n"],
];

export function execCases(shape) {
  return CASES.map(([name, agents, tools, approvals]) => ({
    name: `exec-${name}`,
    rule: "exec-policy",
    config: roster(shape, agents, undefined, tools ? { tools } : {}),
    ...(approvals !== undefined ? { approvals: doc(approvals) } : {}),
  }));
}

export default execCases("entries");
