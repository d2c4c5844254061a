// Which agent answers a message (core/openclaw/routing/), against what OpenClaw's own router answered for the same
// config and message (test/fixtures/openclaw/routes-<release>.json, recorded by `record.mjs --routes`: the release's
// `resolveAgentRoute` on the config as `loadConfig()` reads it). Every field of every recorded route, and the
// release's own refusal text where its router throws. A config the release refuses answers no route (its gateway
// would not start): those cases are listed by name.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/io";
import { run } from "../../src/cli/run";
import {
  applyTextEdits,
  createFixer,
  OpenClawAnalyzer,
  openclawMachine,
  type RouteMessage,
} from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { fakeIo } from "../cli/fakeIo";
import { Studio } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { testAnalyzer, testLimits } from "../limits";

/** A message as the scenarios write it: the fields the recording left null are absent. */
const withoutNulls = (m: RouteMessage) =>
  Object.fromEntries(Object.entries(m).filter(([, v]) => v !== null && !(Array.isArray(v) && v.length === 0)));

/** `route --json`'s options for a message. */
function routeArgs(m: RouteMessage): string[] {
  const peer = (p: RouteMessage["peer"]) => (p ? [`${p.kind}:${p.id}`] : []);
  return [
    "--channel",
    m.channel,
    ...(m.accountId !== undefined && m.accountId !== null ? ["--account", m.accountId] : []),
    ...peer(m.peer).flatMap((p) => ["--peer", p]),
    ...peer(m.parentPeer).flatMap((p) => ["--parent-peer", p]),
    ...(m.guildId ? ["--guild", m.guildId] : []),
    ...(m.teamId ? ["--team", m.teamId] : []),
    ...(m.memberRoleIds?.length ? ["--roles", m.memberRoleIds.join(",")] : []),
  ];
}

interface Recorded {
  name: string;
  config: unknown;
  validate: { valid: boolean };
  routedRaw?: boolean;
  /** `agents bindings --json`, parsed; an object (the exit code, the first line) when the CLI refused the config. */
  bindings: unknown;
  messages: { name: string; input: RouteMessage; route: Record<string, unknown> }[];
}

const HOME = "/home/rec";
const analyzer = new OpenClawAnalyzer(OPENCLAW_SCHEMAS);
const load = (version: string): Recorded[] =>
  (
    JSON.parse(readFileSync(`test/fixtures/openclaw/routes-${version}.json`, "utf8").replaceAll("<HOME>", HOME)) as {
      cases: Recorded[];
    }
  ).cases;

/** The configs the release refuses (routed raw by the recorder, to show what its router would do). */
const REFUSED: Readonly<Record<string, readonly string[]>> = {
  "2026.9.6": ["r20-unknown-agent", "r35-two-defaults", "r49-binding-peer-kind-dm", "r50-binding-peer-kind-thread"],
  "2026.7.35": [
    "r20-unknown-agent",
    "r21-binding-to-main-unlisted",
    "r28-sole-agent-bound-main",
    "r50-binding-peer-kind-thread",
  ],
};

describe.each([
  ["2026.9.6", "openclaw-2026.9"],
  ["2026.7.35", "openclaw-2026.7"],
] as const)("routes as OpenClaw %s's router answers", (version, profile) => {
  const cases = load(version);
  const machine = openclawMachine({ HOME });

  it("has the corpus the issue asks for, and the studio refuses exactly the configs the release refuses", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(cases.flatMap((c) => c.messages).length).toBeGreaterThanOrEqual(200);
    const refused = cases.filter((c) => c.routedRaw).map((c) => c.name);
    expect(refused).toEqual(REFUSED[version]);
    for (const c of cases) {
      const answer = analyzer.route(profile, JSON.stringify(c.config), machine, { channel: "x" });
      expect([c.name, answer === undefined]).toEqual([c.name, refused.includes(c.name)]);
    }
  });

  const routed = cases.filter((c) => !c.routedRaw);

  it("agents bindings --json: every config the release accepts lists its bindings as the CLI printed them", () => {
    const differ = cases.flatMap((c) => {
      const listed = analyzer.bindings(profile, JSON.stringify(c.config), machine);
      const recorded = c.bindings;
      if (!Array.isArray(recorded)) return listed === undefined ? [] : [`${c.name} (the CLI refused it)`];
      return JSON.stringify(listed) === JSON.stringify(recorded) ? [] : [c.name];
    });
    expect(differ).toEqual([]);
  });

  it("the page's engine (what its worker runs) routes every recorded message the same, from the scenarios' messages", () => {
    const differ = routed.flatMap((c) => {
      const scenarios = JSON.stringify({ env: { HOME }, messages: c.messages.map((m) => withoutNulls(m.input)) });
      const views = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).update(
        { config: JSON.stringify(c.config), scenarios, profile },
        testLimits(),
      );
      const shown = views.panels.openclaw?.ok ? views.panels.openclaw.vm.messages : [];
      return c.messages.flatMap((m, i) => {
        const want =
          "error" in m.route
            ? undefined
            : {
                agentId: m.route["agentId"],
                matchedBy: m.route["matchedBy"],
                sessionKey: m.route["sessionKey"],
                mainSessionKey: m.route["mainSessionKey"],
                lastRoutePolicy: m.route["lastRoutePolicy"],
              };
        return JSON.stringify(shown[i]?.route) === JSON.stringify(want) ? [] : [`${c.name}/${m.name}`];
      });
    });
    expect(differ).toEqual([]);
  });

  it("route --json prints every recorded route, field by field (and the router's refusals as { error })", () => {
    const differ = routed.flatMap((c) =>
      c.messages.flatMap((m) => {
        const { io, out } = fakeIo({ "c.json": JSON.stringify(c.config) });
        const machine: CliIo = { ...io, machine: () => ({ home: HOME, cwd: HOME, vars: {} }) };
        run(["route", "c.json", "--profile", profile, ...routeArgs(m.input), "--json"], machine);
        const printed: unknown = JSON.parse(out.join("\n") || "null");
        return JSON.stringify(printed) === JSON.stringify(m.route) ? [] : [`${c.name}/${m.name}`];
      }),
    );
    expect(differ).toEqual([]);
  });
  it.each(routed.flatMap((c) => c.messages.map((m) => [`${c.name}/${m.name}`, c, m] as const)))("%s", (_name, c, m) => {
    const answer = analyzer.route(profile, JSON.stringify(c.config), machine, m.input)!;
    if ("error" in m.route) expect(answer).toMatchObject({ ok: false, error: m.route["error"] });
    else expect(answer.ok && answer.route).toEqual(m.route);
  });
});

describe("the scenarios' messages: an expectation not met, a message the router refuses", () => {
  const config = JSON.stringify({
    agents: { ownership: "explicit", defaults: { systemAgent: { agentId: "ops" } }, entries: { ops: {}, writer: {} } },
    bindings: [{ agentId: "writer", match: { channel: "discord", peer: { kind: "direct", id: "u1" } } }],
  });
  const scenariosOf = (messages: object[]) => JSON.stringify({ messages }, null, 2);

  it("OC303 at the expectation, with the quick fix that writes the agent that answers", () => {
    const scenarios = scenariosOf([{ channel: "discord", peer: { kind: "direct", id: "u2" }, expect: "writer" }]);
    const views = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).update(
      { config, scenarios, profile: "openclaw-2026.9" },
      testLimits(),
    );
    const d = views.diagnostics.find((x) => x.code === "OC303")!;
    expect([d.doc, d.path, d.message]).toEqual([
      "scenarios",
      ["messages", 0, "expect"],
      'Expected agent "writer", got "ops": Agent ops answers, by no binding matches: the default agent; session agent:ops:main (its main session).',
    ]);
    const [fix] = createFixer({ config, scenarios }).fixesFor(d);
    expect(JSON.parse(applyTextEdits(scenarios, fix!.edits)).messages[0].expect).toBe("ops");
  });

  it("OC304 at a message 2026.9's router finds no owner for", () => {
    const ownerless = JSON.stringify({ agents: { ownership: "explicit", entries: { ops: {}, writer: {} } } });
    const views = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).update(
      { config: ownerless, scenarios: scenariosOf([{ channel: "telegram" }]), profile: "openclaw-2026.9" },
      testLimits(),
    );
    expect(views.diagnostics.filter((x) => x.code === "OC304").map((x) => x.path)).toEqual([["messages", 0]]);
  });
});
