// The routing corpus (2026.9 shape): configs and inbound messages chosen to reach every tier of OpenClaw's router
// (`resolveAgentRoute`: binding.peer, binding.peer.parent, binding.peer.wildcard, binding.guild+roles, binding.guild,
// binding.team, binding.account, binding.channel, default), accounts, peer kinds, threads, guild roles, teams, the DM
// and group scopes, session.mainKey, identity links, bindings to agents that do not exist, order and ties, the legacy
// default agent and case differences. Recorded with `record.mjs --routes` (record-routes.mjs) into
// test/fixtures/openclaw/routes-<version>.json; the rules are written down in docs/openclaw-cli/routing.md.
// cases-routes-2026.7.mjs turns the same configs into 2026.7's shape (routeCases("list")).

/** "kind:id" -> { kind, id } (split at the first colon; the id may hold more). */
function peer(spec) {
  if (spec === undefined || spec === null) return null;
  const at = spec.indexOf(":");
  return { kind: spec.slice(0, at), id: spec.slice(at + 1) };
}

/** One inbound message: every input field present (null or [] when absent). */
function m(name, channel, o = {}, pins) {
  return {
    name,
    ...(pins ? { pins } : {}),
    input: {
      channel,
      accountId: o.account === undefined ? null : o.account,
      peer: peer(o.peer),
      parentPeer: peer(o.parent),
      guildId: o.guild ?? null,
      teamId: o.team ?? null,
      memberRoleIds: o.roles ?? [],
    },
  };
}

/** A binding: agentId and match { channel, accountId?, peer?, guildId?, teamId?, roles? } (+ session). */
function b(agentId, channel, o = {}) {
  const match = { channel };
  if (o.account !== undefined) match.accountId = o.account;
  if (o.peer !== undefined) match.peer = peer(o.peer);
  if (o.guild !== undefined) match.guildId = o.guild;
  if (o.team !== undefined) match.teamId = o.team;
  if (o.roles !== undefined) match.roles = o.roles;
  return { ...(o.type ? { type: o.type } : {}), agentId, match, ...(o.session ? { session: o.session } : {}) };
}

/** An explicit fleet (2026.9): ownership "explicit", systemAgent the default (null: none). */
function fleet(ids, system = ids[0], rest = {}) {
  const { defaults, ...top } = rest;
  return {
    agents: {
      ownership: "explicit",
      defaults: { ...(system === null ? {} : { systemAgent: { agentId: system } }), ...defaults },
      entries: Object.fromEntries(ids.map((id) => [id, {}])),
    },
    ...top,
  };
}

const A = ["ops", "writer", "support"];

/** @type {{name: string, pins: string, config: object, v7?: object, messages: object[]}[]} */
const CASES = [
  // --- binding.peer -------------------------------------------------------------------------------------------------
  {
    name: "r01-peer-direct",
    pins: "a direct peer binding matches its id exactly (case-sensitive, trimmed), dm is direct, kind must match",
    config: fleet(A, "ops", { bindings: [b("writer", "discord", { peer: "direct:U1" })] }),
    messages: [
      m("m1", "discord", { peer: "direct:U1" }, "exact id"),
      m("m2", "discord", { peer: "direct:u1" }, "id differs in case: no match"),
      m("m3", "discord", { peer: "direct: U1 " }, "message id trimmed"),
      m("m4", "discord", { peer: "dm:U1" }, "message kind dm is direct"),
      m("m5", "discord", { peer: "group:U1" }, "same id, other kind"),
      m("m6", "discord", {}, "no peer"),
      m("m7", "telegram", { peer: "direct:U1" }, "other channel"),
      m("m8", "discord", { peer: "direct:U1", account: "work" }, "binding without accountId: default account only"),
    ],
  },
  {
    name: "r02-peer-group-channel",
    pins: "group and channel peers match each other; direct does not",
    config: fleet(A, "ops", {
      bindings: [b("writer", "slack", { peer: "group:G1" }), b("support", "slack", { peer: "channel:C1" })],
    }),
    messages: [
      m("m1", "slack", { peer: "group:G1" }),
      m("m2", "slack", { peer: "channel:G1" }, "channel message, group binding"),
      m("m3", "slack", { peer: "group:C1" }, "group message, channel binding"),
      m("m4", "slack", { peer: "channel:C1" }),
      m("m5", "slack", { peer: "direct:G1" }, "direct never matches a group binding"),
      m("m6", "slack", { peer: "Channel:C1" }, "message kind in upper case"),
    ],
  },
  {
    name: "r03-peer-parent",
    pins: "a thread inherits its parent peer's binding (binding.peer.parent) unless its own peer is bound",
    config: fleet(A, "ops", {
      bindings: [b("writer", "discord", { peer: "channel:P1" }), b("support", "discord", { peer: "channel:T2" })],
    }),
    messages: [
      m("m1", "discord", { peer: "channel:T1", parent: "channel:P1" }, "thread of a bound channel"),
      m("m2", "discord", { peer: "channel:T2", parent: "channel:P1" }, "the thread's own binding wins"),
      m("m3", "discord", { peer: "group:T1", parent: "group:P1" }, "group parent matches a channel binding"),
      m("m4", "discord", { peer: "channel:T1", parent: "direct:P1" }, "parent kind direct: no match"),
      m("m5", "discord", { peer: "channel:T1", parent: "channel:" }, "empty parent id"),
      m("m6", "discord", { parent: "channel:P1" }, "parent without a peer"),
      m("m7", "discord", { peer: "channel:P1" }, "the parent itself"),
    ],
  },
  {
    name: "r04-peer-wildcard",
    pins: "peer id * matches any peer of that kind (group and channel alike), after exact and parent",
    config: fleet(["ops", "dms", "rooms", "exact"], "ops", {
      bindings: [
        b("dms", "telegram", { peer: "direct:*" }),
        b("rooms", "telegram", { peer: "group:*" }),
        b("exact", "telegram", { peer: "direct:42" }),
      ],
    }),
    messages: [
      m("m1", "telegram", { peer: "direct:7" }),
      m("m2", "telegram", { peer: "direct:42" }, "exact beats wildcard though listed later"),
      m("m3", "telegram", { peer: "group:-100" }),
      m("m4", "telegram", { peer: "channel:news" }, "channel matches the group wildcard"),
      m("m5", "telegram", {}, "no peer: wildcard needs a peer"),
      m("m6", "telegram", { peer: "direct:*" }, "a literal * peer"),
    ],
  },
  {
    name: "r05-wildcard-vs-parent",
    pins: "the parent tier comes before the wildcard tier",
    config: fleet(["ops", "any", "parent"], "ops", {
      bindings: [b("any", "discord", { peer: "channel:*" }), b("parent", "discord", { peer: "channel:P1" })],
    }),
    messages: [
      m("m1", "discord", { peer: "channel:T1", parent: "channel:P1" }),
      m("m2", "discord", { peer: "channel:T1", parent: "channel:P2" }),
      m("m3", "discord", { peer: "channel:T1" }),
      m("m4", "discord", { peer: "direct:U1", parent: "channel:P1" }, "a direct peer with a parent"),
      m("m5", "discord", { peer: "direct:U1" }),
    ],
  },
  // --- guild, roles, team ---------------------------------------------------------------------------------------------
  {
    name: "r06-guild-roles",
    pins: "guild+roles needs one shared role; then the plain guild binding; role ids exact",
    config: fleet(["ops", "admin", "general"], "ops", {
      bindings: [
        b("general", "discord", { guild: "G1" }),
        b("admin", "discord", { guild: "G1", roles: ["R-ADMIN", "R-MOD"] }),
      ],
    }),
    messages: [
      m("m1", "discord", { guild: "G1", roles: ["R-MOD"] }),
      m("m2", "discord", { guild: "G1", roles: ["R-OTHER"] }, "no shared role: plain guild"),
      m("m3", "discord", { guild: "G1" }, "no roles"),
      m("m4", "discord", { guild: "G1", roles: ["r-admin"] }, "role id case"),
      m("m5", "discord", { guild: "G2", roles: ["R-ADMIN"] }, "other guild"),
      m("m6", "discord", { guild: " G1 ", roles: ["R-ADMIN", "R-X"] }, "guild id trimmed"),
      m("m7", "discord", { peer: "channel:C9", guild: "G1", roles: ["R-ADMIN"] }, "with a peer"),
    ],
  },
  {
    name: "r07-guild-roles-only",
    pins: "without a plain guild binding, a member without the role falls through to account/channel/default",
    config: fleet(["ops", "admin", "fallback"], "ops", {
      bindings: [b("admin", "discord", { guild: "G1", roles: ["R1"] }), b("fallback", "discord", { account: "*" })],
    }),
    messages: [
      m("m1", "discord", { guild: "G1", roles: ["R1"] }),
      m("m2", "discord", { guild: "G1", roles: ["R2"] }),
      m("m3", "discord", { guild: "G1" }),
      m("m4", "discord", { roles: ["R1"] }, "roles without a guild"),
      m("m5", "slack", { guild: "G1", roles: ["R1"] }, "other channel"),
    ],
  },
  {
    name: "r08-roles-empty-array",
    pins: "roles: [] counts as no roles (plain guild tier)",
    config: fleet(["ops", "guildy"], "ops", { bindings: [b("guildy", "discord", { guild: "G1", roles: [] })] }),
    messages: [
      m("m1", "discord", { guild: "G1" }),
      m("m2", "discord", { guild: "G1", roles: ["R1"] }),
      m("m3", "discord", { guild: "g1" }, "guild id case"),
      m("m4", "discord", {}),
    ],
  },
  {
    name: "r09-team",
    pins: "a team binding matches the exact team id",
    config: fleet(["ops", "teamy", "other"], "ops", {
      bindings: [b("teamy", "msteams", { team: "T1" }), b("other", "msteams", { team: "T2" })],
    }),
    messages: [
      m("m1", "msteams", { team: "T1" }),
      m("m2", "msteams", { team: "t1" }, "case"),
      m("m3", "msteams", { team: "T2", peer: "channel:C1" }),
      m("m4", "msteams", { team: "T3" }),
      m("m5", "msteams", { peer: "direct:U1" }),
      m("m6", "msteams", { guild: "T1" }, "a guild id is not a team id"),
      m("m7", "msteams", { team: " T1 ", peer: "group:G5" }, "team id trimmed"),
      m("m8", "msteams", { team: "T1", account: "work" }, "binding without accountId: default account only"),
    ],
  },
  {
    name: "r10-guild-and-team-on-one-binding",
    pins: "a binding with guildId and teamId sits in the guild tier and needs both",
    config: fleet(["ops", "both"], "ops", { bindings: [b("both", "slack", { guild: "G1", team: "T1" })] }),
    messages: [
      m("m1", "slack", { guild: "G1", team: "T1" }),
      m("m2", "slack", { guild: "G1" }),
      m("m3", "slack", { team: "T1" }),
      m("m4", "slack", { guild: "G1", team: "T2" }),
    ],
  },
  {
    name: "r11-peer-with-guild-constraint",
    pins: "a peer binding with guildId/roles matches the peer only inside that guild / with a role",
    config: fleet(["ops", "scoped", "roled"], "ops", {
      bindings: [
        b("scoped", "discord", { peer: "channel:C1", guild: "G1" }),
        b("roled", "discord", { peer: "channel:C2", roles: ["R1"] }),
      ],
    }),
    messages: [
      m("m1", "discord", { peer: "channel:C1", guild: "G1" }),
      m("m2", "discord", { peer: "channel:C1", guild: "G2" }),
      m("m3", "discord", { peer: "channel:C1" }),
      m("m4", "discord", { peer: "channel:C2", roles: ["R1"] }),
      m("m5", "discord", { peer: "channel:C2", roles: ["R2"] }),
      m("m6", "discord", { peer: "channel:T1", parent: "channel:C1", guild: "G1" }, "parent with guild"),
    ],
  },
  // --- accounts -------------------------------------------------------------------------------------------------------
  {
    name: "r12-account",
    pins: "accountId normalized (lower case, invalid chars to -); no accountId in a binding means the default account",
    config: fleet(["ops", "work", "personal"], "ops", {
      bindings: [b("work", "slack", { account: "Work" }), b("personal", "slack")],
    }),
    messages: [
      m("m1", "slack", { account: "work" }),
      m("m2", "slack", { account: "WORK" }),
      m("m3", "slack", {}, "no account: default"),
      m("m4", "slack", { account: "default" }),
      m("m5", "slack", { account: "home" }, "unbound account"),
      m("m6", "slack", { account: " Work " }),
      m("m7", "slack", { account: "*" }, "a * account id in a message"),
      m("m8", "slack", { account: "my team!" }, "invalid characters"),
    ],
  },
  {
    name: "r13-account-star",
    pins: "accountId * is the channel tier and matches every account",
    config: fleet(["ops", "anyacct"], "ops", { bindings: [b("anyacct", "slack", { account: "*" })] }),
    messages: [
      m("m1", "slack", { account: "work" }),
      m("m2", "slack", {}),
      m("m3", "slack", { peer: "direct:U1" }),
      m("m4", "telegram", {}),
    ],
  },
  {
    name: "r14-account-beats-channel",
    pins: "the account tier comes before the channel tier whatever the order",
    config: fleet(["ops", "anyacct", "work"], "ops", {
      bindings: [b("anyacct", "slack", { account: "*" }), b("work", "slack", { account: "work" })],
    }),
    messages: [
      m("m1", "slack", { account: "work" }),
      m("m2", "slack", { account: "home" }),
      m("m3", "slack", {}),
      m("m4", "slack", { account: "work", peer: "group:G1" }),
    ],
  },
  {
    name: "r15-account-accountid-empty",
    pins: 'accountId "" or "  " in a binding is the default account',
    config: fleet(["ops", "blank"], "ops", { bindings: [b("blank", "telegram", { account: "  " })] }),
    messages: [
      m("m1", "telegram", {}),
      m("m2", "telegram", { account: "default" }),
      m("m3", "telegram", { account: "x" }),
    ],
  },
  {
    name: "r16-peer-account-star-vs-account",
    pins: "within a tier, account-scoped and * bindings merge in source order: the first listed wins",
    config: fleet(["ops", "first", "second"], "ops", {
      bindings: [
        b("first", "discord", { peer: "direct:U1", account: "*" }),
        b("second", "discord", { peer: "direct:U1", account: "work" }),
        b("second", "discord", { peer: "direct:U2", account: "work" }),
        b("first", "discord", { peer: "direct:U2", account: "*" }),
      ],
    }),
    messages: [
      m("m1", "discord", { peer: "direct:U1", account: "work" }),
      m("m2", "discord", { peer: "direct:U2", account: "work" }),
      m("m3", "discord", { peer: "direct:U1", account: "home" }),
      m("m4", "discord", { peer: "direct:U2", account: "home" }),
    ],
  },
  // --- order and ties ---------------------------------------------------------------------------------------------
  {
    name: "r17-same-tier-first-wins",
    pins: "two bindings matching the same message at the same tier: the first listed wins",
    config: fleet(["ops", "first", "second"], "ops", {
      bindings: [
        b("first", "telegram", { peer: "group:G1" }),
        b("second", "telegram", { peer: "group:G1" }),
        b("second", "telegram"),
        b("first", "telegram"),
        b("first", "discord", { guild: "G1", roles: ["R1"] }),
        b("second", "discord", { guild: "G1", roles: ["R1", "R2"] }),
      ],
    }),
    messages: [
      m("m1", "telegram", { peer: "group:G1" }),
      m("m2", "telegram", { peer: "group:G2" }),
      m("m3", "discord", { guild: "G1", roles: ["R2"] }, "only the second has R2"),
      m("m4", "discord", { guild: "G1", roles: ["R1", "R2"] }),
    ],
  },
  {
    name: "r18-every-tier",
    pins: "one binding per tier on one channel: each message stops at the most specific tier it reaches",
    config: fleet(["ops", "tpeer", "tparent", "twild", "troles", "tguild", "tteam", "tacct", "tchan"], "ops", {
      bindings: [
        b("tpeer", "discord", { peer: "channel:C1" }),
        b("tparent", "discord", { peer: "channel:P1" }),
        b("twild", "discord", { peer: "direct:*" }),
        b("troles", "discord", { guild: "G1", roles: ["R1"] }),
        b("tguild", "discord", { guild: "G1" }),
        b("tteam", "discord", { team: "T1" }),
        b("tacct", "discord", { account: "work" }),
        b("tchan", "discord", { account: "*" }),
      ],
    }),
    messages: [
      m("m1", "discord", { peer: "channel:C1", guild: "G1", roles: ["R1"], team: "T1", account: "work" }),
      m("m2", "discord", { peer: "channel:T9", parent: "channel:P1", guild: "G1", roles: ["R1"] }),
      m("m3", "discord", { peer: "direct:U1", guild: "G1", roles: ["R1"] }),
      m("m4", "discord", { peer: "channel:C9", guild: "G1", roles: ["R1"], team: "T1" }),
      m("m5", "discord", { peer: "channel:C9", guild: "G1", team: "T1" }),
      m("m6", "discord", { peer: "channel:C9", team: "T1", account: "work" }),
      m("m7", "discord", { peer: "channel:C9", account: "work" }),
      m("m8", "discord", { peer: "channel:C9", account: "home" }),
      m("m9", "telegram", { peer: "channel:C1" }, "no binding on this channel"),
    ],
  },
  {
    name: "r19-every-tier-reversed",
    pins: "the same bindings in reverse order give the same answers: tiers, not list order",
    config: fleet(["ops", "tpeer", "tparent", "twild", "troles", "tguild", "tteam", "tacct", "tchan"], "ops", {
      bindings: [
        b("tchan", "discord", { account: "*" }),
        b("tacct", "discord", { account: "work" }),
        b("tteam", "discord", { team: "T1" }),
        b("tguild", "discord", { guild: "G1" }),
        b("troles", "discord", { guild: "G1", roles: ["R1"] }),
        b("twild", "discord", { peer: "direct:*" }),
        b("tparent", "discord", { peer: "channel:P1" }),
        b("tpeer", "discord", { peer: "channel:C1" }),
      ],
    }),
    messages: [
      m("m1", "discord", { peer: "channel:C1", guild: "G1", roles: ["R1"], team: "T1", account: "work" }),
      m("m2", "discord", { peer: "channel:T9", parent: "channel:P1", guild: "G1", roles: ["R1"] }),
      m("m3", "discord", { peer: "direct:U1", guild: "G1", roles: ["R1"] }),
      m("m4", "discord", { peer: "channel:C9", guild: "G1", roles: ["R1"], team: "T1" }),
      m("m5", "discord", { peer: "channel:C9", guild: "G1", team: "T1" }),
      m("m6", "discord", { peer: "channel:C9", team: "T1", account: "work" }),
      m("m7", "discord", { peer: "channel:C9", account: "work" }),
      m("m8", "discord", { peer: "channel:C9", account: "home" }),
    ],
  },
  // --- agents that do not exist, ids, case ----------------------------------------------------------------------------
  {
    name: "r20-unknown-agent",
    pins: "a binding to an agent that is not configured: validate refuses; the router on the raw config",
    config: fleet(["ops", "writer"], "ops", {
      bindings: [b("ghost", "discord", { peer: "direct:U1" }), b("writer", "discord", { account: "*" })],
    }),
    messages: [
      m("m1", "discord", { peer: "direct:U1" }),
      m("m2", "discord", { peer: "direct:U2" }),
      m("m3", "telegram", { peer: "direct:U1" }),
    ],
  },
  {
    name: "r21-binding-to-main-unlisted",
    pins: "a binding to main when main is not configured (2026.9 accepts it; the route names main)",
    config: fleet(["ops", "writer"], "ops", { bindings: [b("main", "discord", { peer: "direct:U1" })] }),
    messages: [m("m1", "discord", { peer: "direct:U1" }), m("m2", "discord", { peer: "direct:U2" })],
  },
  {
    name: "r22-agent-id-case",
    pins: "binding agentId and entry keys are normalized: Writer, WRITER and writer are one agent",
    config: {
      agents: {
        ownership: "explicit",
        defaults: { systemAgent: { agentId: "OPS" } },
        entries: { Ops: {}, Writer: {} },
      },
      bindings: [b("WRITER", "discord", { peer: "direct:U1" }), b(" writer ", "slack")],
    },
    messages: [
      m("m1", "discord", { peer: "direct:U1" }),
      m("m2", "discord", { peer: "direct:U2" }, "default: systemAgent OPS"),
      m("m3", "slack", {}),
    ],
  },
  {
    name: "r23-channel-case",
    pins: "channels compared lower-cased and trimmed? (binding Discord, message DISCORD)",
    config: fleet(["ops", "writer", "reader"], "ops", {
      bindings: [b("writer", "Discord", { peer: "direct:U1" }), b("reader", " slack ")],
    }),
    messages: [
      m("m1", "DISCORD", { peer: "direct:U1" }),
      m("m2", "discord", { peer: "direct:U1" }),
      m("m3", "slack", {}),
      m("m4", " Slack ", {}),
    ],
  },
  {
    name: "r24-channel-alias",
    pins: "channel aliases are not resolved by the router (teams vs msteams, imsg vs imessage)",
    config: fleet(["ops", "teamsy", "imsgy"], "ops", {
      bindings: [b("teamsy", "teams", { account: "*" }), b("imsgy", "imessage", { account: "*" })],
    }),
    messages: [m("m1", "msteams", {}), m("m2", "teams", {}), m("m3", "imsg", {}), m("m4", "imessage", {})],
  },
  {
    name: "r25-explicit-type-route",
    pins: 'type: "route" bindings route like untyped ones',
    config: fleet(["ops", "typed"], "ops", { bindings: [b("typed", "telegram", { type: "route", account: "*" })] }),
    messages: [m("m1", "telegram", {}), m("m2", "telegram", { peer: "group:G1" })],
  },
  // --- the default agent ----------------------------------------------------------------------------------------------
  {
    name: "r26-no-agents",
    pins: "no roster: the implicit main answers everything",
    config: {},
    messages: [
      m("m1", "telegram", { peer: "direct:U1" }),
      m("m2", "discord", { peer: "channel:C1", guild: "G1" }),
      m("m3", "slack", { account: "work" }),
    ],
  },
  {
    name: "r27-sole-agent",
    pins: "a sole agent is the default whatever its id",
    config: { agents: { entries: { solo: {} } } },
    messages: [m("m1", "telegram", { peer: "direct:U1" }), m("m2", "discord", { peer: "group:G1" })],
  },
  {
    name: "r28-sole-agent-bound-main",
    pins: "a sole agent with a binding to main (accepted): the binding names main, the default is the sole agent",
    config: { agents: { entries: { solo: {} } }, bindings: [b("main", "telegram")] },
    messages: [m("m1", "telegram", {}), m("m2", "discord", {})],
  },
  {
    name: "r29-explicit-no-system-agent",
    pins: "an explicit fleet without systemAgent: a message no binding matches has no agent",
    config: fleet(["ops", "writer"], null, { bindings: [b("writer", "discord", { account: "*" })] }),
    messages: [m("m1", "discord", { peer: "direct:U1" }), m("m2", "telegram", { peer: "direct:U1" })],
  },
  {
    name: "r30-system-agent-second",
    pins: "the default is systemAgent, not the first entry",
    config: fleet(["alpha", "beta"], "beta"),
    messages: [m("m1", "telegram", {}), m("m2", "telegram", { peer: "direct:U1" })],
  },
  {
    name: "r31-legacy-default",
    pins: "a legacy default:true marker: 2026.9 appends a channel-wide (accountId *) binding per configured channel",
    config: {
      agents: { entries: { writer: {}, ops: { default: true } } },
      channels: { telegram: {}, discord: {}, slack: { enabled: false } },
      bindings: [b("writer", "discord", { peer: "direct:U1" })],
    },
    v7: {
      agents: { list: [{ id: "writer" }, { id: "ops", default: true }] },
      channels: { telegram: {}, discord: {}, slack: { enabled: false } },
      bindings: [b("writer", "discord", { peer: "direct:U1" })],
    },
    messages: [
      m("m1", "discord", { peer: "direct:U1" }),
      m("m2", "discord", { peer: "direct:U2" }),
      m("m3", "telegram", { account: "work" }),
      m("m4", "slack", {}, "disabled channel: no added binding"),
      m("m5", "whatsapp", {}, "unconfigured channel"),
    ],
  },
  {
    name: "r32-legacy-default-existing-bindings",
    pins: "the added bindings come last and skip a channel already bound channel-wide; an account binding still wins",
    config: {
      agents: { entries: { ops: { default: true }, writer: {}, home: {} } },
      channels: { telegram: {}, discord: {} },
      bindings: [b("writer", "telegram", { account: "*" }), b("home", "discord")],
    },
    v7: {
      agents: { list: [{ id: "ops", default: true }, { id: "writer" }, { id: "home" }] },
      channels: { telegram: {}, discord: {} },
      bindings: [b("writer", "telegram", { account: "*" }), b("home", "discord")],
    },
    messages: [
      m("m1", "telegram", {}),
      m("m2", "discord", {}, "binding without accountId: default account"),
      m("m3", "discord", { account: "work" }),
      m("m4", "slack", {}),
    ],
  },
  {
    name: "r33-legacy-marker-and-system-agent",
    pins: "a default:true marker with a differing systemAgent and no ownership",
    config: {
      agents: { defaults: { systemAgent: { agentId: "writer" } }, entries: { ops: { default: true }, writer: {} } },
      channels: { telegram: {} },
    },
    v7: { agents: { list: [{ id: "ops", default: true }, { id: "writer" }] }, channels: { telegram: {} } },
    messages: [m("m1", "telegram", {}), m("m2", "discord", {})],
  },
  {
    name: "r34-legacy-list-in-2026.9",
    pins: "agents.list in 2026.9 (moved to entries on load) with a default marker",
    config: {
      agents: { list: [{ id: "ops" }, { id: "writer", default: true }] },
      channels: { discord: {} },
      bindings: [b("ops", "discord", { guild: "G1" })],
    },
    messages: [m("m1", "discord", { guild: "G1" }), m("m2", "discord", {}), m("m3", "telegram", {})],
  },
  {
    name: "r35-two-defaults",
    pins: "two default:true markers (2026.9 refuses; 2026.7 takes the first)",
    config: {
      agents: { entries: { ops: { default: true }, writer: { default: true } } },
      bindings: [b("writer", "slack")],
    },
    v7: {
      agents: {
        list: [
          { id: "ops", default: true },
          { id: "writer", default: true },
        ],
      },
      bindings: [b("writer", "slack")],
    },
    messages: [m("m1", "telegram", {}), m("m2", "slack", {})],
  },
  // --- session keys: dmScope, groupScope, mainKey, identity links --------------------------------------------------
  ...["main", "per-peer", "per-channel-peer", "per-account-channel-peer"].map((dmScope, i) => ({
    name: `r${36 + i}-dm-scope-${dmScope}`,
    pins: `session.dmScope ${dmScope}: the direct session key; groups keep their own key`,
    config: fleet(["ops", "writer"], "ops", {
      session: { dmScope },
      bindings: [b("writer", "telegram", { account: "work" })],
    }),
    messages: [
      m("m1", "telegram", { peer: "direct:User1" }, "peer id lower-cased in the key"),
      m("m2", "telegram", { peer: "direct:User1", account: "work" }),
      m("m3", "telegram", { peer: "group:-100G" }),
      m("m4", "telegram", {}, "no peer"),
      m("m5", "Telegram", { peer: "direct:User1", account: "Home" }),
      m("m6", "telegram", { peer: "direct:" }, "empty peer id"),
    ],
  })),
  {
    name: "r40-group-scope-main",
    pins: "session.groupScope main: group and channel messages land in the main session",
    config: fleet(["ops"], "ops", { session: { groupScope: "main", dmScope: "per-peer" } }),
    v7: { agents: { list: [{ id: "ops" }] }, session: { dmScope: "per-peer" } },
    messages: [
      m("m1", "discord", { peer: "channel:C1" }),
      m("m2", "discord", { peer: "group:G1" }),
      m("m3", "discord", { peer: "direct:U1" }),
      m("m4", "discord", { peer: "channel:T1", parent: "channel:C1" }),
    ],
  },
  {
    name: "r41-group-scope-per-group",
    pins: "session.groupScope per-group (the default), written out",
    config: fleet(["ops"], "ops", { session: { groupScope: "per-group" } }),
    v7: { agents: { list: [{ id: "ops" }] } },
    messages: [m("m1", "discord", { peer: "channel:C1" }), m("m2", "discord", { peer: "direct:U1" })],
  },
  {
    name: "r42-binding-session-override",
    pins: "a binding's session.dmScope/groupScope override the global scopes for the messages it matches",
    config: fleet(["ops", "iso", "merged"], "ops", {
      session: { dmScope: "main" },
      bindings: [
        b("iso", "telegram", { peer: "direct:*", session: { dmScope: "per-account-channel-peer" } }),
        b("merged", "telegram", { peer: "group:*", session: { groupScope: "main" } }),
      ],
    }),
    v7: {
      agents: { list: [{ id: "ops", default: true }, { id: "iso" }, { id: "merged" }] },
      session: { dmScope: "main" },
      bindings: [
        b("iso", "telegram", { peer: "direct:*", session: { dmScope: "per-account-channel-peer" } }),
        b("merged", "telegram", { peer: "group:*" }),
      ],
    },
    messages: [
      m("m1", "telegram", { peer: "direct:U1", account: "work" }),
      m("m2", "telegram", { peer: "group:G1" }),
      m("m3", "discord", { peer: "direct:U1" }, "unbound: global scope"),
      m("m4", "telegram", { peer: "direct:U1" }, "the direct override, default account"),
      m("m5", "telegram", { peer: "channel:N1" }, "group binding, channel message"),
    ],
  },
  {
    name: "r43-main-key",
    pins: "session.mainKey: 2026.9 ignores it (always main); 2026.7 uses it lower-cased",
    config: fleet(["ops", "writer"], "ops", {
      session: { mainKey: "Work" },
      bindings: [b("writer", "slack")],
    }),
    messages: [
      m("m1", "telegram", { peer: "direct:U1" }),
      m("m2", "slack", {}),
      m("m3", "telegram", { peer: "group:G1" }),
    ],
  },
  {
    name: "r44-main-key-per-peer",
    pins: "session.mainKey with dmScope per-peer: only the main session key changes",
    config: fleet(["ops"], "ops", { session: { mainKey: "HQ", dmScope: "per-peer" } }),
    messages: [m("m1", "telegram", { peer: "direct:U1" }), m("m2", "telegram", {})],
  },
  {
    name: "r45-identity-links",
    pins: "session.identityLinks: a linked direct peer is keyed by its canonical name (not with dmScope main)",
    config: fleet(["ops"], "ops", {
      session: { dmScope: "per-peer", identityLinks: { Alice: ["telegram:111", "discord:AL"], bob: ["222"] } },
    }),
    messages: [
      m("m1", "telegram", { peer: "direct:111" }),
      m("m2", "discord", { peer: "direct:al" }, "case-insensitive link"),
      m("m3", "slack", { peer: "direct:222" }, "unscoped link"),
      m("m4", "telegram", { peer: "direct:333" }),
      m("m5", "telegram", { peer: "group:111" }, "groups are not linked"),
    ],
  },
  {
    name: "r46-session-scope-global",
    pins: "session.scope global does not change the route",
    config: fleet(["ops"], "ops", { session: { scope: "global", dmScope: "per-channel-peer" } }),
    messages: [m("m1", "telegram", { peer: "direct:U1" }), m("m2", "telegram", { peer: "group:G1" })],
  },
  {
    name: "r47-case-preserving-peers",
    pins: "signal group ids and matrix room ids keep their case in the session key; others are lower-cased",
    config: fleet(["ops"], "ops", { session: { dmScope: "per-channel-peer" } }),
    messages: [
      m("m1", "signal", { peer: "group:AbC+dE=" }),
      m("m2", "matrix", { peer: "channel:!RoomX:Example.org" }),
      m("m3", "matrix", { peer: "group:!RoomY:Example.org" }),
      m("m4", "telegram", { peer: "group:AbC" }),
      m("m5", "signal", { peer: "direct:+15550001111" }),
      m("m6", "matrix", { peer: "direct:@Bob:Example.org" }),
    ],
  },
  {
    name: "r48-unknown-peer-kind",
    pins: "a message peer kind outside direct/group/channel is kept as given",
    config: fleet(["ops", "wild"], "ops", { bindings: [b("wild", "discord", { peer: "group:*" })] }),
    messages: [
      m("m1", "discord", { peer: "thread:X1" }),
      m("m2", "discord", { peer: "Thread:X1" }),
      m("m3", "discord", { peer: "DIRECT:X1" }),
    ],
  },
  // --- invalid bindings ---------------------------------------------------------------------------------------------
  {
    name: "r49-binding-peer-kind-dm",
    pins: 'binding peer kind "dm" (2026.7 schema allows it; 2026.9 does not): the router reads it as direct',
    config: fleet(["ops", "dmer"], "ops", { bindings: [b("dmer", "telegram", { peer: "dm:U1" })] }),
    messages: [m("m1", "telegram", { peer: "direct:U1" }), m("m2", "telegram", { peer: "dm:U1" })],
  },
  {
    name: "r50-binding-peer-kind-thread",
    pins: "binding peer kind thread (invalid): the router skips it",
    config: fleet(["ops", "threader", "chan"], "ops", {
      bindings: [b("threader", "discord", { peer: "thread:X1" }), b("chan", "discord", { account: "*" })],
    }),
    messages: [m("m1", "discord", { peer: "thread:X1" }), m("m2", "discord", {})],
  },
  {
    name: "r51-binding-empty-peer-id",
    pins: "binding peer with an empty id: invalid; the router drops it (2026.9) or never matches it (2026.7)",
    config: fleet(["ops", "empty", "after"], "ops", {
      bindings: [b("empty", "discord", { peer: "direct:" }), b("after", "discord")],
    }),
    messages: [m("m1", "discord", { peer: "direct:U1" }), m("m2", "discord", {})],
  },
  {
    name: "r52-binding-no-channel",
    pins: "a binding with an empty channel never matches",
    config: fleet(["ops", "nochan"], "ops", { bindings: [b("nochan", "")] }),
    messages: [m("m1", "telegram", {}), m("m2", "", {})],
  },
];

/** Turns a 2026.9 config into 2026.7's shape: agents.list with ids, systemAgent -> default:true, no groupScope. */
function toList(config) {
  const out = structuredClone(config);
  const agents = out.agents;
  if (agents?.entries) {
    const system = agents.defaults?.systemAgent?.agentId;
    agents.list = Object.entries(agents.entries).map(([id, entry]) => ({
      id,
      ...entry,
      ...(system !== undefined && id.toLowerCase() === system.trim().toLowerCase() ? { default: true } : {}),
    }));
    delete agents.entries;
    delete agents.ownership;
    if (agents.defaults) {
      delete agents.defaults.systemAgent;
      if (Object.keys(agents.defaults).length === 0) delete agents.defaults;
    }
    out.agents = { ...(agents.defaults ? { defaults: agents.defaults } : {}), list: agents.list };
  }
  if (out.session) delete out.session.groupScope;
  for (const binding of out.bindings ?? []) {
    if (binding.session) delete binding.session.groupScope;
    if (binding.session && Object.keys(binding.session).length === 0) delete binding.session;
  }
  return out;
}

/** The cases in one release's shape: "entries" (2026.9) or "list" (2026.7, `v7` overrides where given). */
export function routeCases(shape = "entries") {
  return CASES.map(({ v7, ...c }) =>
    shape === "entries" ? c : { ...c, config: v7 !== undefined ? v7 : toList(c.config) },
  );
}

export default routeCases("entries");
