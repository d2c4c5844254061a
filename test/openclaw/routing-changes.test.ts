// What the messages tell beyond each route: the bindings no message is routed by (coverage), the messages a change
// reroutes (the Changes panel's and `diff`'s), and those 2026.9 routes otherwise than 2026.7 (the upgrade preview).
import { describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/io";
import { run } from "../../src/cli/run";
import { OpenClawAnalyzer, type OpenClawEnvironment } from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { Studio } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { fakeIo } from "../cli/fakeIo";
import { testAnalyzer, testLimits } from "../limits";

const MACHINE: OpenClawEnvironment = { home: "/h", cwd: "/w", vars: {}, configAt: "/h/.openclaw/openclaw.json" };
const fleet = (bindings: object[]) =>
  JSON.stringify({
    agents: {
      ownership: "explicit",
      defaults: { systemAgent: { agentId: "main" } },
      entries: { main: {}, support: {}, writer: {} },
    },
    bindings,
  });
const help = { agentId: "support", match: { channel: "discord", peer: { kind: "channel", id: "help" } } };
const guild = { agentId: "writer", match: { channel: "discord", guildId: "g1" } };
const messages = [
  { channel: "discord", peer: { kind: "channel", id: "help" }, guildId: "g1" },
  { channel: "telegram", peer: { kind: "direct", id: "42" } },
];

describe("binding coverage", () => {
  it("names the bindings no message is routed by", () => {
    const analyzer = new OpenClawAnalyzer(OPENCLAW_SCHEMAS);
    const config = fleet([help, guild]);
    const routes = analyzer.messages("openclaw-2026.9", config, MACHINE, { messages });
    expect(analyzer.bindingCoverage("openclaw-2026.9", config, MACHINE, routes)).toEqual({
      total: 2,
      uncovered: [{ path: ["bindings", 1], agent: "writer" }],
    });
  });

  it("the page's Routing section says it, with a jump to each binding", () => {
    const views = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).update(
      { config: fleet([help, guild]), scenarios: JSON.stringify({ messages }), profile: "openclaw-2026.9" },
      testLimits(),
    );
    const vm = views.panels.openclaw?.ok ? views.panels.openclaw.vm : undefined;
    expect(vm?.routing?.summary).toBe("The messages are routed by 1 of 2 bindings.");
    expect(vm?.routing?.untested).toEqual([
      { label: "bindings[1] (writer)", target: { doc: "config", path: ["bindings", 1] } },
    ]);
  });
});

describe("rerouted messages", () => {
  const home = "/home/ada";
  const machine = (io: CliIo): CliIo => ({ ...io, machine: () => ({ home, cwd: home, vars: {} }) });
  const files = {
    [`${home}/a.json`]: fleet([help, guild]),
    [`${home}/b.json`]: fleet([guild, { ...help, match: { ...help.match, peer: { kind: "channel", id: "halp" } } }]),
    [`${home}/s.json`]: JSON.stringify({ messages }),
  };
  const args = [
    "diff",
    `${home}/a.json`,
    `${home}/b.json`,
    "--profile",
    "openclaw-2026.9",
    "--scenarios",
    `${home}/s.json`,
  ];

  it("diff lists them under Messages, with the agent and session before and after", () => {
    const { io, out } = fakeIo(files);
    run(args, machine(io));
    expect(out).toContain("Messages:");
    expect(out).toContain(
      "  ~ message 1 (discord channel:help): support (agent:support:discord:channel:help) -> writer (agent:writer:discord:channel:help)",
    );
    const json = fakeIo(files);
    run([...args, "--json"], machine(json.io));
    const printed = JSON.parse(json.out.join("\n")) as { changes: { kind: string }[] };
    expect(printed.changes.filter((c) => c.kind === "message-rerouted")).toEqual([
      {
        kind: "message-rerouted",
        index: 0,
        message: messages[0],
        before: { agentId: "support", sessionKey: "agent:support:discord:channel:help" },
        after: { agentId: "writer", sessionKey: "agent:writer:discord:channel:help" },
      },
    ]);
  });

  it("the Changes panel lists them against the baseline", () => {
    const scenarios = JSON.stringify({ messages });
    const profile = "openclaw-2026.9" as const;
    const views = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).update(
      { config: files[`${home}/b.json`]!, scenarios, profile },
      testLimits(),
      { config: files[`${home}/a.json`]!, scenarios, profile },
    );
    const changes = views.panels.changes?.ok ? views.panels.changes.vm : undefined;
    const titles = changes?.groups.flatMap((g) => g.changes.map((i) => [i.title, i.before?.value, i.after?.value]));
    expect(titles).toContainEqual([
      "message 1: discord · channel:help · guild g1",
      "support (agent:support:discord:channel:help)",
      "writer (agent:writer:discord:channel:help)",
    ]);
  });
});

it("the upgrade preview compares the messages where both releases route them", () => {
  // A legacy default bound to every configured channel by 2026.9 (matched by binding.channel), by no binding in
  // 2026.7 (the default): the same agent in the same session, so nothing is listed. A group scope 2026.7 refuses:
  // its verdict is the change, not the messages.
  const analyzer = new OpenClawAnalyzer(OPENCLAW_SCHEMAS);
  const step = { from: "openclaw-2026.7", to: "openclaw-2026.9" } as const;
  const scenarios = {
    messages: [
      { channel: "discord", peer: { kind: "group", id: "g1" } },
      { channel: "telegram", peer: { kind: "direct", id: "42" } },
    ],
  };
  const legacy = { list: [{ id: "ops", default: true }, { id: "writer" }] };
  const alike = JSON.stringify({ agents: legacy, channels: { telegram: {} } });
  expect(analyzer.messages("openclaw-2026.9", alike, MACHINE, scenarios)[1]?.answer).toMatchObject({
    route: { agentId: "ops", matchedBy: "binding.channel", sessionKey: "agent:ops:main" },
  });
  expect(analyzer.messages("openclaw-2026.7", alike, MACHINE, scenarios)[1]?.answer).toMatchObject({
    route: { agentId: "ops", matchedBy: "default", sessionKey: "agent:ops:main" },
  });
  expect(
    analyzer.upgrade(step, alike, MACHINE, scenarios).changes.filter((c) => c.kind === "message-rerouted"),
  ).toEqual([]);
  const grouped = JSON.stringify({ agents: legacy, session: { groupScope: "main" } });
  const preview = analyzer.upgrade(step, grouped, MACHINE, scenarios);
  expect(preview.changes.map((c) => c.kind)).toContain("verdict-accepted");
  expect(preview.changes.filter((c) => c.kind === "message-rerouted")).toEqual([]);
});
