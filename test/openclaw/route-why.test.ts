// "Why not?" for a message (core/openclaw/routing/why.ts): the bindings changes that route it to the agent wanted,
// each checked, each with every other message it reroutes. The claims are checked here a second way: each
// suggestion's edits applied and every message routed again by a fresh analyzer, over the recorded routing corpus.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  applyTextEdits,
  OpenClawAnalyzer,
  openclawMachine,
  openclawRouteWhy,
  openclawRouteWhyChangeText,
  type OpenClawEnvironment,
  type OpenClawProfileId,
  type RouteMessage,
} from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";

const MACHINE: OpenClawEnvironment = { home: "/h", cwd: "/w", vars: {}, configAt: "/h/.openclaw/openclaw.json" };
/** Agents main (the default), support and writer, as each release lists them. */
const AGENTS = {
  "openclaw-2026.9": `{ "ownership": "explicit", "defaults": { "systemAgent": { "agentId": "main" } }, "entries": { "main": {}, "support": {}, "writer": {} } }`,
  "openclaw-2026.7": `{ "list": [{ "id": "main", "default": true }, { "id": "support" }, { "id": "writer" }] }`,
} as const;
const fleet = (profile: OpenClawProfileId, bindings: object[]) =>
  `{\n  "agents": ${AGENTS[profile]},\n  "bindings": ${JSON.stringify(bindings, null, 2).replaceAll("\n", "\n  ")}\n}\n`;
const why = (profile: OpenClawProfileId, config: string, messages: object[], index: number, agent: string) =>
  openclawRouteWhy(new OpenClawAnalyzer(OPENCLAW_SCHEMAS), profile, config, MACHINE, { messages }, { index, agent });
const routeOf = (profile: OpenClawProfileId, config: string, messages: object[]) =>
  new OpenClawAnalyzer(OPENCLAW_SCHEMAS)
    .messages(profile, config, MACHINE, { messages })
    .map((m) => (m.answer.ok ? m.answer.route.agentId : undefined));

const helpTypo = (profile: OpenClawProfileId) =>
  fleet(profile, [
    { agentId: "writer", match: { channel: "discord", guildId: "g1" } },
    { agentId: "support", match: { channel: "discord", peer: { kind: "channel", id: "help" } } },
  ]);
const general = { channel: "discord", peer: { kind: "channel", id: "general" }, guildId: "g1" };
const random = { channel: "discord", peer: { kind: "channel", id: "random" }, guildId: "g1" };

describe.each(["openclaw-2026.9", "openclaw-2026.7"] as const)("a message's why not, in %s", (profile) => {
  it("a binding of the agent wanted with another peer id: its id set, first; nothing else rerouted", () => {
    const found = why(profile, helpTypo(profile), [general, random], 0, "support");
    expect(found.now?.answer.ok && found.now.answer.route.agentId).toBe("writer");
    const [first] = found.suggestions;
    expect(first?.change).toEqual({
      kind: "set-binding-match",
      binding: 1,
      field: "peer.id",
      from: "help",
      to: "general",
    });
    expect(openclawRouteWhyChangeText(first!.change)).toBe('Set bindings[1].match.peer.id to "general" (now "help")');
    expect(first?.rerouted).toEqual([]);
    const after = applyTextEdits(helpTypo(profile), first!.edits);
    expect(routeOf(profile, after, [general, random])).toEqual(["support", "writer"]);
  });

  it("the winning binding pointed at the agent wanted: offered, ranked after, with every message it reroutes", () => {
    const found = why(profile, helpTypo(profile), [general, random], 0, "support");
    const pointed = found.suggestions.find((s) => s.change.kind === "set-binding-agent");
    expect(pointed?.change).toEqual({ kind: "set-binding-agent", binding: 0, from: "writer", to: "support" });
    expect(pointed?.rerouted).toEqual([{ index: 1, before: "writer", after: "support" }]);
    expect(found.suggestions.indexOf(pointed!)).toBeGreaterThan(0);
  });

  it("a binding that matches but comes after the winner in the same tier: moved before it, its comments kept", () => {
    const config = `{
  "agents": ${AGENTS[profile]},
  "bindings": [
    { "agentId": "writer", "match": { "channel": "discord", "guildId": "g1" } },
    // the help desk's guild
    { "agentId": "support", "match": { "channel": "discord", "guildId": "g1", "teamId": "t1" } } // added in March
  ]
}`;
    const msg = { ...general, teamId: "t1" };
    const found = why(profile, config, [msg], 0, "support");
    const moved = found.suggestions.find((s) => s.change.kind === "move-binding");
    expect(moved?.change).toEqual({ kind: "move-binding", binding: 1, before: 0 });
    const after = applyTextEdits(config, moved!.edits);
    expect(after).toContain(
      `[\n    // the help desk's guild\n    { "agentId": "support", "match": { "channel": "discord", "guildId": "g1", "teamId": "t1" } }, // added in March\n    { "agentId": "writer", "match": { "channel": "discord", "guildId": "g1" } }\n  ]`,
    );
    expect(routeOf(profile, after, [msg])).toEqual(["support"]);
  });

  it("a message the default agent answers: a binding added for its peer, nothing else rerouted", () => {
    const config = fleet(profile, []);
    const dm = { channel: "telegram", peer: { kind: "direct", id: "42" } };
    const found = why(profile, config, [dm, { channel: "telegram", peer: { kind: "direct", id: "7" } }], 0, "writer");
    expect(found.suggestions[0]?.change).toEqual({
      kind: "add-binding",
      agent: "writer",
      tier: "peer",
      match: { channel: "telegram", peer: { kind: "direct", id: "42" } },
    });
    expect(found.suggestions[0]?.rerouted).toEqual([]);
    const channelWide = found.suggestions.find((s) => s.change.kind === "add-binding" && s.change.tier === "channel");
    expect(channelWide?.rerouted).toEqual([{ index: 1, before: "main", after: "writer" }]);
  });

  it("roles: the member's role added to the agent wanted's guild+roles binding", () => {
    const config = fleet(profile, [
      { agentId: "support", match: { channel: "discord", guildId: "g1", roles: ["mods"] } },
    ]);
    const msg = { ...general, memberRoleIds: ["helpers"] };
    const found = why(profile, config, [msg], 0, "support");
    expect(found.suggestions.map((s) => s.change)).toContainEqual({
      kind: "add-binding-role",
      binding: 0,
      role: "helpers",
    });
  });

  it("nothing to do when the agent wanted already answers; no such message", () => {
    expect(why(profile, helpTypo(profile), [general], 0, "writer").suggestions).toEqual([]);
    expect(why(profile, helpTypo(profile), [general], 3, "writer").now).toBeUndefined();
  });
});

it("2026.9 refuses a message nobody owns (several agents, no default): a binding for it is offered, verified", () => {
  const config = `{ "agents": { "ownership": "explicit", "entries": { "support": {}, "writer": {} } } }`;
  const found = why("openclaw-2026.9", config, [general], 0, "writer");
  expect(found.now?.answer.ok).toBe(false);
  expect(found.suggestions[0]?.change).toMatchObject({ kind: "add-binding", tier: "peer" });
  // The router's own advice, a channel-wide binding for the account, is among them.
  expect(found.suggestions.map((s) => s.change)).toContainEqual({
    kind: "add-binding",
    agent: "writer",
    tier: "channel",
    match: { channel: "discord", accountId: "*" },
  });
});

interface Recorded {
  name: string;
  config: unknown;
  routedRaw?: boolean;
  messages: { input: RouteMessage }[];
}

describe.each([
  ["2026.9.6", "openclaw-2026.9"],
  ["2026.7.35", "openclaw-2026.7"],
] as const)("every suggestion over the recorded corpus (%s) does what it says", (version, profile) => {
  const cases = (
    JSON.parse(readFileSync(`test/fixtures/openclaw/routes-${version}.json`, "utf8")) as { cases: Recorded[] }
  ).cases.filter((c) => !c.routedRaw);
  const machine = openclawMachine({ HOME: "/home/rec" });
  const analyzer = new OpenClawAnalyzer(OPENCLAW_SCHEMAS);
  it("routes the message to the agent wanted, and reroutes exactly the messages it lists", () => {
    let checked = 0;
    for (const c of cases.filter((_, i) => i % 4 === 0)) {
      const config = JSON.stringify(c.config, null, 2);
      const messages = c.messages.map((m) => m.input);
      const scenarios = { messages };
      const before = analyzer.messages(profile, config, machine, scenarios);
      const agents = analyzer.explain(profile, config, machine).agents.map((a) => a.id);
      for (const m of before.slice(0, 2)) {
        const now = m.answer.ok ? m.answer.route.agentId : undefined;
        const want = agents.find((a) => a !== now);
        if (want === undefined) continue;
        const found = openclawRouteWhy(analyzer, profile, config, machine, scenarios, { index: m.index, agent: want });
        for (const s of found.suggestions) {
          const after = new OpenClawAnalyzer(OPENCLAW_SCHEMAS).messages(
            profile,
            applyTextEdits(config, s.edits),
            machine,
            scenarios,
          );
          const agentOf = (r: (typeof after)[number] | undefined) =>
            r?.answer.ok ? r.answer.route.agentId : undefined;
          expect([c.name, m.index, agentOf(after[m.index])]).toEqual([c.name, m.index, want]);
          const moved = after
            .filter((r, i) => i !== m.index && JSON.stringify(r.answer) !== JSON.stringify(before[i]!.answer))
            .filter((r, i) => {
              const b = before.find((x) => x.index === r.index);
              return !(
                b?.answer.ok &&
                r.answer.ok &&
                b.answer.route.agentId === r.answer.route.agentId &&
                b.answer.route.sessionKey === r.answer.route.sessionKey
              );
              void i;
            })
            .map((r) => r.index);
          expect([c.name, s.rerouted.map((r) => r.index)]).toEqual([c.name, moved]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});
