// The sessions_spawn corpus (2026.9 shape): who may spawn whom when one agent starts another with the
// `sessions_spawn` tool. Configs and calls chosen to reach every check of OpenClaw's spawn admission, in the order
// the tool runs them: the agentId argument's syntax, the caller's depth (agents.defaults.subagents.maxSpawnDepth),
// requireAgentId (the requester's own, then the defaults'), the target policy (the requester's
// subagents.allowAgents, else agents.defaults.subagents.allowAgents; "*", lists, empty lists, ids not in the
// registry, case and whitespace, self with and without an explicit agentId) and the sandbox rule (a sandboxed
// requester may not spawn an unsandboxed child), plus the implicit `main` agent and requesters that are not
// configured. Recorded with `record.mjs --spawns` (record-spawns.mjs, spawn-probe.mjs) into
// test/fixtures/openclaw/spawns-<version>.json; the rules are written down in docs/openclaw-cli/routing.md
// ("sessions_spawn"). cases-spawns-2026.7.mjs turns the same configs into 2026.7's shape (spawnCases("list")).
//
// A case: { name, pins, config: fleet spec | { raw: <config as written> }, from, spawn?, depth? }.
// `spawn` is the tool's agentId argument as the model would send it (absent: no agentId, a self-spawn); `depth` 1
// makes the requester the sub-agent session `agent:<from>:subagent:probe-parent` instead of `agent:<from>:main`.
// A fleet spec { agents: { <id>: <per-agent settings> }, system?: <id> (default: the first), defaults? } becomes
//   "entries" (2026.9): agents.ownership "explicit", agents.defaults.systemAgent.agentId = system, agents.entries;
//   "list" (2026.7): agents.list [{ id, default: true for the system agent, ...settings }].

/** A fleet of agents; `defaults` goes to agents.defaults, `top` next to `agents`. */
function fleet(agents, { system, defaults, top } = {}) {
  return { agents, system: system ?? Object.keys(agents)[0], defaults, top };
}

/** The fleet spec in the release's own shape. */
function shape(spec, kind) {
  if (spec.raw !== undefined) return structuredClone(spec.raw);
  const ids = Object.keys(spec.agents);
  if (kind === "list") {
    return {
      agents: {
        ...(spec.defaults ? { defaults: structuredClone(spec.defaults) } : {}),
        list: ids.map((id) => ({
          id,
          ...(id === spec.system ? { default: true } : {}),
          ...structuredClone(spec.agents[id]),
        })),
      },
      ...structuredClone(spec.top ?? {}),
    };
  }
  return {
    agents: {
      ownership: "explicit",
      defaults: { systemAgent: { agentId: spec.system }, ...structuredClone(spec.defaults ?? {}) },
      entries: Object.fromEntries(ids.map((id) => [id, structuredClone(spec.agents[id])])),
    },
    ...structuredClone(spec.top ?? {}),
  };
}

const allow = (allowAgents, more = {}) => ({ subagents: { allowAgents, ...more } });
/** main, writer, coder; main's own settings given. */
const trio = (main = {}, rest = {}) => fleet({ main, writer: {}, coder: {}, ...rest });

/** @type {{name: string, pins: string, config: object, from: string, spawn?: string, depth?: number}[]} */
const CASES = [
  // --- no allowAgents anywhere: self only -------------------------------------------------------------------------
  {
    name: "s01-none-self-implicit",
    pins: "no allowAgents: a spawn without agentId is a self-spawn and is accepted",
    config: trio(),
    from: "main",
  },
  {
    name: "s02-none-self-explicit",
    pins: "no allowAgents: the requester's own id given explicitly is allowed (the default allowlist is the requester)",
    config: trio(),
    from: "main",
    spawn: "main",
  },
  {
    name: "s03-none-other",
    pins: "no allowAgents: another configured agent is refused, the allowed list names the requester",
    config: trio(),
    from: "main",
    spawn: "writer",
  },
  {
    name: "s04-none-other-from-non-default",
    pins: "no allowAgents: the same from a non-default agent (allowed: the requester, not the system agent)",
    config: trio(),
    from: "writer",
    spawn: "main",
  },
  {
    name: "s05-none-unknown",
    pins: "no allowAgents: an unknown target gets the 'not allowed' text, not the registry text",
    config: trio(),
    from: "main",
    spawn: "ghost",
  },
  // --- allowAgents ["*"] ------------------------------------------------------------------------------------------
  {
    name: "s06-star-other",
    pins: 'allowAgents ["*"]: any configured agent is allowed',
    config: trio(allow(["*"])),
    from: "main",
    spawn: "writer",
  },
  {
    name: "s07-star-self-explicit",
    pins: 'allowAgents ["*"]: the requester itself by id is allowed',
    config: trio(allow(["*"])),
    from: "main",
    spawn: "main",
  },
  {
    name: "s08-star-unknown",
    pins: 'allowAgents ["*"]: an id not configured is refused with the registry text listing every configured id',
    config: trio(allow(["*"])),
    from: "main",
    spawn: "ghost",
  },
  {
    name: "s09-star-padded",
    pins: 'allowAgents [" * "]: the star is recognised after trimming',
    config: trio(allow([" * "])),
    from: "main",
    spawn: "coder",
  },
  // --- explicit lists ---------------------------------------------------------------------------------------------
  {
    name: "s10-list-with-target",
    pins: "a list naming the target allows it",
    config: trio(allow(["writer"])),
    from: "main",
    spawn: "writer",
  },
  {
    name: "s11-list-without-target",
    pins: "a list not naming the target refuses it (allowed: the list)",
    config: trio(allow(["writer"])),
    from: "main",
    spawn: "coder",
  },
  {
    name: "s12-list-self-explicit",
    pins: "a list without the requester refuses the requester's own id given explicitly",
    config: trio(allow(["writer"])),
    from: "main",
    spawn: "main",
  },
  {
    name: "s13-list-self-implicit",
    pins: "a list without the requester still accepts a spawn without agentId (self-spawn bypasses the list)",
    config: trio(allow(["writer"])),
    from: "main",
  },
  {
    name: "s14-list-unlisted-registry",
    pins: "a listed id that is not a configured agent: registry text, allowed lists only configured ids",
    config: trio(allow(["writer", "ghost"])),
    from: "main",
    spawn: "ghost",
  },
  {
    name: "s15-list-only-unknown",
    pins: "a list of unknown ids only: allowed is 'none'",
    config: trio(allow(["ghost"])),
    from: "main",
    spawn: "writer",
  },
  {
    name: "s16-list-empty-other",
    pins: "an empty list refuses every other agent (allowed: none)",
    config: trio(allow([])),
    from: "main",
    spawn: "writer",
  },
  {
    name: "s17-list-empty-self-explicit",
    pins: "an empty list refuses even the requester's own id given explicitly",
    config: trio(allow([])),
    from: "main",
    spawn: "main",
  },
  {
    name: "s18-list-empty-self-implicit",
    pins: "an empty list still accepts a spawn without agentId",
    config: trio(allow([])),
    from: "main",
  },
  {
    name: "s19-list-sorted",
    pins: "the allowed text is sorted and deduplicated, unknown ids dropped",
    config: trio(allow(["writer", "coder", "writer", "ghost"])),
    from: "main",
    spawn: "main",
  },
  // --- case and whitespace ----------------------------------------------------------------------------------------
  {
    name: "s20-spawn-upper",
    pins: "the agentId argument is lower-cased before the policy ('Writer' -> writer)",
    config: trio(allow(["writer"])),
    from: "main",
    spawn: "Writer",
  },
  {
    name: "s21-spawn-padded",
    pins: "the agentId argument is trimmed before the policy",
    config: trio(allow(["writer"])),
    from: "main",
    spawn: " writer ",
  },
  {
    name: "s22-allow-upper-padded",
    pins: "allowAgents entries are trimmed and lower-cased",
    config: trio(allow([" WRITER "])),
    from: "main",
    spawn: "writer",
  },
  {
    name: "s23-config-id-upper",
    pins: "an agent configured as 'Writer' is the registry id writer",
    config: fleet({ main: allow(["writer"]), Writer: {} }),
    from: "main",
    spawn: "writer",
  },
  {
    name: "s24-spawn-invalid-id",
    pins: "an agentId that is not an id at all is an input error, before any policy",
    config: trio(allow(["*"])),
    from: "main",
    spawn: "bad id!",
  },
  {
    name: "s25-spawn-empty",
    pins: "an empty agentId counts as no agentId (a self-spawn)",
    config: trio(allow(["writer"])),
    from: "main",
    spawn: "",
  },
  // --- defaults vs the agent's own --------------------------------------------------------------------------------
  {
    name: "s26-defaults-list",
    pins: "agents.defaults.subagents.allowAgents applies to an agent without its own",
    config: fleet({ main: {}, writer: {}, coder: {} }, { defaults: { subagents: { allowAgents: ["writer"] } } }),
    from: "main",
    spawn: "writer",
  },
  {
    name: "s27-defaults-list-other",
    pins: "the defaults' list refuses a target it does not name",
    config: fleet({ main: {}, writer: {}, coder: {} }, { defaults: { subagents: { allowAgents: ["writer"] } } }),
    from: "main",
    spawn: "coder",
  },
  {
    name: "s28-own-wins",
    pins: "the agent's own list replaces the defaults' (not merged)",
    config: fleet(
      { main: allow(["coder"]), writer: {}, coder: {} },
      { defaults: { subagents: { allowAgents: ["writer"] } } },
    ),
    from: "main",
    spawn: "writer",
  },
  {
    name: "s29-own-empty-wins",
    pins: "the agent's own empty list replaces the defaults' [\"*\"]",
    config: fleet({ main: allow([]), writer: {}, coder: {} }, { defaults: { subagents: { allowAgents: ["*"] } } }),
    from: "main",
    spawn: "writer",
  },
  {
    name: "s30-defaults-star-other-agent",
    pins: 'with the defaults\' ["*"], an agent without its own list may spawn any agent',
    config: fleet({ main: allow([]), writer: {}, coder: {} }, { defaults: { subagents: { allowAgents: ["*"] } } }),
    from: "coder",
    spawn: "writer",
  },
  // --- requireAgentId ---------------------------------------------------------------------------------------------
  {
    name: "s31-require-own-missing",
    pins: "the requester's own requireAgentId refuses a spawn without agentId",
    config: trio({ subagents: { requireAgentId: true } }),
    from: "main",
  },
  {
    name: "s32-require-own-self",
    pins: "requireAgentId is satisfied by the requester's own id",
    config: trio({ subagents: { requireAgentId: true } }),
    from: "main",
    spawn: "main",
  },
  {
    name: "s33-require-own-listed",
    pins: "requireAgentId with a listed target",
    config: trio(allow(["writer"], { requireAgentId: true })),
    from: "main",
    spawn: "writer",
  },
  {
    name: "s34-require-defaults-missing",
    pins: "agents.defaults.subagents.requireAgentId refuses a spawn without agentId",
    config: fleet({ main: {}, writer: {} }, { defaults: { subagents: { requireAgentId: true } } }),
    from: "main",
  },
  {
    name: "s35-require-own-false-wins",
    pins: "the agent's own requireAgentId false overrides the defaults' true",
    config: fleet(
      { main: { subagents: { requireAgentId: false } }, writer: {} },
      { defaults: { subagents: { requireAgentId: true } } },
    ),
    from: "main",
  },
  {
    name: "s36-require-empty-agentid",
    pins: "requireAgentId: an empty agentId is no agentId",
    config: trio({ subagents: { requireAgentId: true } }),
    from: "main",
    spawn: "",
  },
  {
    name: "s37-require-other-agent",
    pins: "requireAgentId of another agent does not apply to the requester",
    config: fleet({ main: {}, writer: { subagents: { requireAgentId: true } } }),
    from: "main",
  },
  // --- depth ------------------------------------------------------------------------------------------------------
  {
    name: "s38-depth1-default-max",
    pins: "a sub-agent session (depth 1) with the default maxSpawnDepth",
    config: trio(),
    from: "main",
    depth: 1,
  },
  {
    name: "s39-depth1-max1",
    pins: "maxSpawnDepth 1: a sub-agent session may not spawn",
    config: fleet({ main: {}, writer: {} }, { defaults: { subagents: { maxSpawnDepth: 1 } } }),
    from: "main",
    depth: 1,
  },
  {
    name: "s40-depth1-max2",
    pins: "maxSpawnDepth 2: a sub-agent session may spawn",
    config: fleet({ main: {}, writer: {} }, { defaults: { subagents: { maxSpawnDepth: 2 } } }),
    from: "main",
    depth: 1,
  },
  {
    name: "s41-depth0-max1",
    pins: "maxSpawnDepth 1: the main session (depth 0) may spawn",
    config: fleet({ main: {}, writer: {} }, { defaults: { subagents: { maxSpawnDepth: 1 } } }),
    from: "main",
  },
  {
    name: "s42-depth-before-policy",
    pins: "the depth check comes before the target policy (a forbidden target gets the depth text)",
    config: fleet({ main: {}, writer: {} }, { defaults: { subagents: { maxSpawnDepth: 1 } } }),
    from: "main",
    spawn: "writer",
    depth: 1,
  },
  {
    name: "s43-depth-before-require",
    pins: "the depth check comes before requireAgentId",
    config: fleet(
      { main: { subagents: { requireAgentId: true } }, writer: {} },
      { defaults: { subagents: { maxSpawnDepth: 1 } } },
    ),
    from: "main",
    depth: 1,
  },
  {
    name: "s44-max-depth-0",
    pins: "maxSpawnDepth 0 is refused by the schema (minimum 1): the config does not load",
    config: fleet({ main: {}, writer: {} }, { defaults: { subagents: { maxSpawnDepth: 0 } } }),
    from: "main",
  },
  // --- sandbox ----------------------------------------------------------------------------------------------------
  {
    name: "s45-sandbox-all-to-off",
    pins: "defaults sandbox all: a sandboxed requester may not spawn an agent with sandbox off",
    config: fleet(
      { main: allow(["*"]), writer: { sandbox: { mode: "off" } }, coder: {} },
      { defaults: { sandbox: { mode: "all" } } },
    ),
    from: "main",
    spawn: "writer",
  },
  {
    name: "s46-sandbox-all-to-sandboxed",
    pins: "defaults sandbox all: a sandboxed requester may spawn a sandboxed agent",
    config: fleet(
      { main: allow(["*"]), writer: { sandbox: { mode: "off" } }, coder: {} },
      { defaults: { sandbox: { mode: "all" } } },
    ),
    from: "main",
    spawn: "coder",
  },
  {
    name: "s47-sandbox-own-to-unsandboxed",
    pins: "the requester's own sandbox all, the target not sandboxed: refused",
    config: trio({ ...allow(["*"]), sandbox: { mode: "all" } }),
    from: "main",
    spawn: "writer",
  },
  {
    name: "s48-sandbox-own-self",
    pins: "a sandboxed requester's self-spawn is accepted (the child is the same agent, sandboxed)",
    config: trio({ sandbox: { mode: "all" } }),
    from: "main",
  },
  {
    name: "s49-unsandboxed-to-sandboxed",
    pins: "an unsandboxed requester may spawn a sandboxed agent",
    config: trio(allow(["*"]), { writer: { sandbox: { mode: "all" } } }),
    from: "main",
    spawn: "writer",
  },
  {
    name: "s50-non-main-from-main",
    pins: "sandbox non-main: the main session is not sandboxed, the child (a sub-agent session) is: accepted",
    config: fleet(
      { main: allow(["*"]), writer: { sandbox: { mode: "off" } }, coder: {} },
      { defaults: { sandbox: { mode: "non-main" } } },
    ),
    from: "main",
    spawn: "coder",
  },
  {
    name: "s51-non-main-from-main-to-off",
    pins: "sandbox non-main: the main session (unsandboxed) may spawn an agent with sandbox off",
    config: fleet(
      { main: allow(["*"]), writer: { sandbox: { mode: "off" } }, coder: {} },
      { defaults: { sandbox: { mode: "non-main" } } },
    ),
    from: "main",
    spawn: "writer",
  },
  {
    name: "s52-non-main-depth1-to-off",
    pins: "sandbox non-main: a sub-agent session is sandboxed and may not spawn an agent with sandbox off",
    config: fleet(
      { main: allow(["*"]), writer: { sandbox: { mode: "off" } }, coder: {} },
      { defaults: { sandbox: { mode: "non-main" }, subagents: { maxSpawnDepth: 2 } } },
    ),
    from: "main",
    spawn: "writer",
    depth: 1,
  },
  {
    name: "s53-policy-before-sandbox",
    pins: "the target policy comes before the sandbox rule (a sandboxed requester, a forbidden unsandboxed target)",
    config: trio({ sandbox: { mode: "all" } }),
    from: "main",
    spawn: "writer",
  },
  // --- the implicit main, unknown requesters, single agents -------------------------------------------------------
  {
    name: "s54-empty-config-self",
    pins: "no agents configured: the implicit main may self-spawn",
    config: { raw: {} },
    from: "main",
  },
  {
    name: "s55-empty-config-main-explicit",
    pins: "no agents configured: the implicit main by id",
    config: { raw: {} },
    from: "main",
    spawn: "main",
  },
  {
    name: "s56-empty-config-star-other",
    pins: 'no agents configured, defaults ["*"]: any other id is not in the registry (the registry is main)',
    config: { raw: { agents: { defaults: { subagents: { allowAgents: ["*"] } } } } },
    from: "main",
    spawn: "writer",
  },
  {
    name: "s57-unconfigured-requester-self",
    pins: "a requester whose agent is not configured may self-spawn",
    config: trio(),
    from: "ghost",
  },
  {
    name: "s58-unconfigured-requester-star",
    pins: 'an unconfigured requester with the defaults\' ["*"]: configured agents allowed, itself listed too',
    config: fleet({ main: {}, writer: {} }, { defaults: { subagents: { allowAgents: ["*"] } } }),
    from: "ghost",
    spawn: "nobody",
  },
  {
    name: "s59-single-agent-main-star",
    pins: 'one agent "solo", defaults ["*"]: a session of agent main (not configured) may spawn solo (allowed: solo, main)',
    config: { single: true },
    from: "main",
    spawn: "solo",
  },
  {
    name: "s60-single-agent-main-absent",
    pins: 'one agent "solo", defaults ["*"]: main is not in the registry',
    config: { single: true },
    from: "solo",
    spawn: "main",
  },
];

/** The single-agent config of each shape (no ownership, no systemAgent; 2026.7: no default marker). */
function single(kind) {
  const defaults = { subagents: { allowAgents: ["*"] } };
  return kind === "list"
    ? { agents: { defaults, list: [{ id: "solo" }] } }
    : { agents: { defaults, entries: { solo: {} } } };
}

/** The corpus in one release's shape: "entries" (2026.9) or "list" (2026.7). */
export function spawnCases(kind) {
  return CASES.map((c) => ({
    ...c,
    config: c.config.single ? single(kind) : shape(c.config, kind),
  }));
}

export default spawnCases("entries");
