// Where each agent runs and what its sandbox lets through (`openclaw sandbox explain --agent <id> --json`): no
// sandbox, the defaults' mode for every agent and an agent's own replacing it, each scope and workspace access, the
// backend, a global session scope, and the sandbox's tool lists. One list, written in each release's roster
// (sandboxCases("entries") for 2026.9, sandboxCases("list") for 2026.7); recorded with --sandbox.
import { roster } from "./cases-models.mjs";

/** [name, agents, defaults, top-level keys] */
const CASES = [
  ["none", { main: {} }, undefined],
  ["defaults-all", { main: {}, writer: {} }, { sandbox: { mode: "all" } }],
  ["defaults-non-main", { main: {} }, { sandbox: { mode: "non-main", workspaceAccess: "ro" } }],
  [
    "agent-overrides",
    { main: {}, writer: { sandbox: { mode: "off" } } },
    { sandbox: { mode: "all", scope: "session" } },
  ],
  ["scope-shared-rw", { main: { sandbox: { mode: "all", scope: "shared", workspaceAccess: "rw" } } }, undefined],
  ["backend-ssh", { main: { sandbox: { mode: "all", backend: "ssh" } } }, undefined],
  ["backend-spaces", { main: {} }, { sandbox: { mode: "all", backend: " docker " } }],
  ["session-global", { main: {} }, { sandbox: { mode: "all" } }, { session: { scope: "global" } }],
  [
    "tools-global-allow",
    { main: {} },
    { sandbox: { mode: "all" } },
    { tools: { sandbox: { tools: { allow: ["read", "group:fs"] } } } },
  ],
  ["tools-agent-deny", { main: { tools: { sandbox: { tools: { deny: ["exec"] } } } } }, { sandbox: { mode: "all" } }],
  [
    "tools-also-allow",
    { main: {} },
    { sandbox: { mode: "all" } },
    { tools: { sandbox: { tools: { alsoAllow: ["browser"] } } } },
  ],
  [
    "fleet-mixed",
    { main: {}, coder: { sandbox: { mode: "all", workspaceAccess: "rw" } }, reader: { sandbox: { scope: "shared" } } },
    { sandbox: { mode: "non-main" } },
  ],
  // A workspace of its own (not under the recording's scratch folder): 2026.9's hashed folder names, pinned.
  ["fixed-workspace-agent", { main: { workspace: "/srv/agents/main", sandbox: { mode: "all" } } }, undefined],
  [
    "fixed-workspace-session-ro",
    { main: { workspace: "/srv/agents/main", sandbox: { mode: "all", scope: "session", workspaceAccess: "ro" } } },
    undefined,
  ],
  [
    "fixed-workspace-ssh",
    { main: { workspace: "/srv/agents/main", sandbox: { mode: "all", backend: "ssh" } } },
    undefined,
  ],
  [
    "binds-and-workdir",
    {
      main: {
        workspace: "/srv/agents/main",
        sandbox: {
          mode: "all",
          workspaceAccess: "ro",
          docker: { workdir: "/work/", binds: ["/data:/data:ro", "/srv/cache:/cache", "/srv/other:/data", "/x:/work"] },
        },
      },
    },
    undefined,
  ],
];

export function sandboxCases(shape) {
  return CASES.map(([name, agents, defaults, top]) => ({
    name: `sandbox-${name}`,
    rule: "sandbox-explain",
    config: roster(shape, agents, defaults, top),
  }));
}

export default sandboxCases("entries");
