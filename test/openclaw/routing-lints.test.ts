// What the router does without a word (core/openclaw/routing/lints.ts): a binding no message reaches (OC214), a
// binding to an agent the config does not list (OC215), a DM scope that makes people share a session (OC216); each
// with its quick fix, and each claim checked by routing a message through the same rules (routes.test.ts pins them
// against the real router).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  applyTextEdits,
  createFixer,
  OpenClawAnalyzer,
  openclawDiagnostics,
  openclawMachine,
  type OpenClawEnvironment,
  type RouteMessage,
  type OpenClawProfileId,
} from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";

const MACHINE: OpenClawEnvironment = { home: "/h", cwd: "/w", vars: {}, configAt: "/h/.openclaw/openclaw.json" };
const fleet = (bindings: object[], more: object = {}) =>
  JSON.stringify(
    {
      agents: {
        ownership: "explicit",
        defaults: { systemAgent: { agentId: "ops" } },
        entries: { ops: {}, writer: {} },
      },
      bindings,
      ...more,
    },
    null,
    2,
  );
const legacy = (bindings: object[]) =>
  JSON.stringify({ agents: { list: [{ id: "ops", default: true }, { id: "writer" }] }, bindings }, null, 2);
const found = (profile: OpenClawProfileId, text: string) =>
  openclawDiagnostics(profile, text, MACHINE, OPENCLAW_SCHEMAS).diagnostics.filter((d) => /^OC21[456]$/.test(d.code));
const fixed = (text: string, d: ReturnType<typeof found>[number]) => {
  const [fix] = createFixer({ config: text, scenarios: "" }).fixesFor(d);
  return fix && { title: fix.title, text: applyTextEdits(text, fix.edits) };
};
const route = (profile: OpenClawProfileId, text: string, message: object) =>
  new OpenClawAnalyzer(OPENCLAW_SCHEMAS).route(profile, text, MACHINE, { channel: "discord", ...message });

describe("OC214: a binding no message reaches", () => {
  it("a second binding with the same match: the first takes every message; the fix removes the second", () => {
    const text = fleet([
      { agentId: "ops", match: { channel: "discord", peer: { kind: "group", id: "g1" } } },
      { agentId: "writer", match: { channel: "Discord", peer: { kind: "channel", id: "g1" } } },
    ]);
    const [d] = found("openclaw-2026.9", text);
    expect([d?.code, d?.path, d?.message]).toEqual([
      "OC214",
      ["bindings", 1],
      "No message reaches this binding: bindings[0] matches every message it matches and comes first in the same tier.",
    ]);
    expect(route("openclaw-2026.9", text, { peer: { kind: "channel", id: "g1" } })).toMatchObject({
      route: { agentId: "ops" },
    });
    const after = fixed(text, d!)!;
    expect(after.title).toBe("Remove the binding");
    expect(JSON.parse(after.text).bindings).toHaveLength(1);
    expect(found("openclaw-2026.9", after.text)).toEqual([]);
  });

  it("not for bindings that differ by account, guild or roles", () => {
    const text = fleet([
      { agentId: "ops", match: { channel: "discord", guildId: "G" } },
      { agentId: "writer", match: { channel: "discord", guildId: "G", accountId: "work" } },
      { agentId: "writer", match: { channel: "discord", guildId: "G", roles: ["admin"] } },
    ]);
    expect(found("openclaw-2026.9", text)).toEqual([]);
  });

  it.each([
    [
      "an earlier binding for every account",
      { agentId: "ops", match: { channel: "discord", accountId: "*", peer: { kind: "direct", id: "u1" } } },
      { agentId: "writer", match: { channel: "discord", accountId: "work", peer: { kind: "direct", id: "u1" } } },
      { accountId: "work", peer: { kind: "direct", id: "u1" } },
    ],
    [
      "an earlier binding with more roles",
      { agentId: "ops", match: { channel: "discord", guildId: "G", roles: ["admin", "mod"] } },
      { agentId: "writer", match: { channel: "discord", guildId: "G", roles: ["mod"] } },
      { guildId: "G", memberRoleIds: ["mod"] },
    ],
    [
      "an earlier guild binding without a team",
      { agentId: "ops", match: { channel: "discord", guildId: "G" } },
      { agentId: "writer", match: { channel: "discord", guildId: "G", teamId: "T" } },
      { guildId: "G", teamId: "T" },
    ],
  ])("shadowed in its tier by %s", (_, first, second, message) => {
    const text = fleet([first, second]);
    expect(found("openclaw-2026.9", text).map((d) => [d.code, d.path])).toEqual([["OC214", ["bindings", 1]]]);
    expect(route("openclaw-2026.9", text, message)).toMatchObject({ route: { agentId: "ops" } });
  });

  it("outranked: peer wildcards for direct chats and for groups take every message that names its chat; no fix", () => {
    const text = fleet([
      { agentId: "ops", match: { channel: "discord", peer: { kind: "direct", id: "*" } } },
      { agentId: "ops", match: { channel: "discord", peer: { kind: "channel", id: "*" } } },
      { agentId: "writer", match: { channel: "discord", guildId: "G" } },
    ]);
    const [d] = found("openclaw-2026.9", text).filter((x) => x.code === "OC214");
    expect([d?.path, d?.message]).toEqual([
      ["bindings", 2],
      "Only a message that names no chat reaches this binding: bindings[0] (every direct chat) and bindings[1] (every group and channel) are peer wildcards, a tier OpenClaw tries first.",
    ]);
    for (const peer of [
      { kind: "direct", id: "u" },
      { kind: "group", id: "g" },
      { kind: "channel", id: "c" },
    ])
      expect(route("openclaw-2026.9", text, { guildId: "G", peer })).toMatchObject({ route: { agentId: "ops" } });
    expect(route("openclaw-2026.9", text, { guildId: "G" })).toMatchObject({ route: { agentId: "writer" } });
    expect(fixed(text, d!)).toBeUndefined();
    // One wildcard alone leaves the other kind of chat to the guild binding.
    const [direct, , guild] = JSON.parse(text).bindings as object[];
    expect(found("openclaw-2026.9", fleet([direct!, guild!])).filter((x) => x.code === "OC214")).toEqual([]);
  });

  it("2026.7 keeps a peer it cannot read, which never matches", () => {
    const text = legacy([{ agentId: "writer", match: { channel: "discord", peer: { kind: "direct", id: "" } } }]);
    expect(found("openclaw-2026.7", text).map((d) => [d.code, d.path])).toEqual([["OC214", ["bindings", 0]]]);
  });
});

describe("OC215: a binding to a main the config does not list", () => {
  it("a binding to another unlisted agent is no lint: both releases refuse the config", () => {
    expect(found("openclaw-2026.7", legacy([{ agentId: "writr", match: { channel: "discord" } }]))).toEqual([]);
    const refused = openclawDiagnostics(
      "openclaw-2026.7",
      legacy([{ agentId: "writr", match: { channel: "discord" } }]),
      MACHINE,
      OPENCLAW_SCHEMAS,
    );
    expect(refused.answer.verdict.valid).toBe(false);
  });

  it("2026.9 accepts it and routes the binding's messages to that main", () => {
    const text = fleet([{ agentId: "main", match: { channel: "discord" } }]);
    expect(found("openclaw-2026.9", text).map((d) => [d.code, d.path, d.message])).toEqual([
      [
        "OC215",
        ["bindings", 0, "agentId"],
        'The config lists no agent "main": the messages this binding matches go to "main" (an agent it does not list).',
      ],
    ]);
    expect(route("openclaw-2026.9", text, {})).toMatchObject({
      route: { agentId: "main", matchedBy: "binding.account" },
    });
  });
});

describe("OC216: different people's direct messages share one session", () => {
  it("DM scope main with a direct wildcard: one session for everyone; the fix sets per-channel-peer", () => {
    const text = fleet([{ agentId: "writer", match: { channel: "discord", peer: { kind: "direct", id: "*" } } }]);
    const [d] = found("openclaw-2026.9", text);
    expect([d?.code, d?.path]).toEqual(["OC216", ["bindings", 0]]);
    const a = route("openclaw-2026.9", text, { peer: { kind: "direct", id: "alice" } });
    const b = route("openclaw-2026.9", text, { peer: { kind: "direct", id: "bob" } });
    expect([a?.ok && a.route.sessionKey, b?.ok && b.route.sessionKey]).toEqual([
      "agent:writer:main",
      "agent:writer:main",
    ]);
    const after = fixed(text, d!)!;
    expect(JSON.parse(after.text).session).toEqual({ dmScope: "per-channel-peer" });
    expect(found("openclaw-2026.9", after.text)).toEqual([]);
  });

  it("not with a per-peer scope, nor for one person's binding", () => {
    const one = fleet([{ agentId: "writer", match: { channel: "discord", peer: { kind: "direct", id: "u1" } } }]);
    expect(found("openclaw-2026.9", one)).toEqual([]);
    const scoped = fleet([{ agentId: "writer", match: { channel: "discord", peer: { kind: "direct", id: "*" } } }], {
      session: { dmScope: "per-peer" },
    });
    expect(found("openclaw-2026.9", scoped)).toEqual([]);
  });
});

describe.each([
  ["2026.9.6", "openclaw-2026.9"],
  ["2026.7.35", "openclaw-2026.7"],
] as const)("OC214 against the recorded messages (%s)", (version, profile) => {
  it("no recorded message is routed by a binding OC214 says no message (or none naming its chat) reaches", () => {
    const { cases } = JSON.parse(readFileSync(`test/fixtures/openclaw/routes-${version}.json`, "utf8")) as {
      cases: { name: string; config: unknown; routedRaw?: boolean; messages: { input: RouteMessage }[] }[];
    };
    const machine = openclawMachine({ HOME: "/home/rec" });
    let reached = 0;
    for (const c of cases.filter((x) => !x.routedRaw)) {
      const text = JSON.stringify(c.config, null, 2);
      const never = openclawDiagnostics(profile, text, machine, OPENCLAW_SCHEMAS)
        .diagnostics.filter((d) => d.code === "OC214")
        .map((d) => ({ at: JSON.stringify(d.path), outranked: d.message.startsWith("Only") }));
      const analyzer = new OpenClawAnalyzer(OPENCLAW_SCHEMAS);
      for (const m of c.messages) {
        const answer = analyzer.route(profile, text, machine, m.input);
        const at = answer?.ok && answer.binding?.path ? JSON.stringify(answer.binding.path) : undefined;
        if (at === undefined) continue;
        reached++;
        const flagged = never.find((n) => n.at === at);
        // A binding outranked by peer wildcards is reached only by a message naming no chat.
        const wrong = flagged !== undefined && (!flagged.outranked || m.input.peer !== null);
        expect([c.name, at, wrong]).toEqual([c.name, at, false]);
      }
    }
    expect(reached).toBeGreaterThan(100);
  });
});
