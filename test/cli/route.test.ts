/**
 * `scope-studio route`: which OpenClaw agent answers a message, in words (the recorded routes are compared field by
 * field through `route --json` in test/openclaw/routes.test.ts). Usage errors exit 2; a config the release refuses,
 * or a message its router refuses, exits 1 and says why.
 */
import { describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/io";
import { run } from "../../src/cli/run";
import { fakeIo } from "./fakeIo";

const CONFIG = JSON.stringify({
  agents: {
    ownership: "explicit",
    defaults: { systemAgent: { agentId: "ops" } },
    entries: { ops: {}, writer: {} },
  },
  session: { dmScope: "per-peer" },
  bindings: [{ agentId: "writer", match: { channel: "discord", peer: { kind: "direct", id: "U1" } } }],
});

function route(args: readonly string[], config = CONFIG) {
  const { io, out, err } = fakeIo({ "c.json": config });
  const machine: CliIo = { ...io, machine: () => ({ home: "/home/ada", cwd: "/home/ada", vars: {} }) };
  const code = run(["route", "c.json", ...args], machine);
  return { code, out, err };
}

describe("route", () => {
  it("names the agent, the tier and the binding, then the session", () => {
    const { code, out } = route(["--profile", "openclaw-2026.9", "--channel", "discord", "--peer", "direct:U1"]);
    expect(code).toBe(0);
    expect(out).toEqual([
      "agent writer, matched by binding.peer (bindings[0])",
      "session agent:writer:direct:u1, main session agent:writer:main; lastRoutePolicy session; dmScope per-peer, groupScope per-group",
    ]);
  });

  it("a message no binding matches goes to the default agent", () => {
    const { out } = route(["--profile", "openclaw-2026.9", "--channel", "telegram"]);
    expect(out[0]).toBe("agent ops, matched by default");
    expect(out[1]).toBe(
      "session agent:ops:main (the agent's main session); lastRoutePolicy main; dmScope per-peer, groupScope per-group",
    );
  });

  it.each([
    [["--channel", "discord"], /route answers in an OpenClaw profile/],
    [["--profile", "openclaw-2026.9"], /route needs --channel/],
    [["--profile", "openclaw-2026.9", "--channel", "x", "--peer", "u1"], /--peer needs <kind>:<id>/],
    [["--profile", "openclaw-2026.9", "--channel", "x", "--agent", "ops"], /--agent/],
  ])("usage errors exit 2: %j", (args, said) => {
    const { code, err } = route(args, args.includes("--profile") ? CONFIG : "{}");
    expect(code).toBe(2);
    expect(err.at(-1)).toMatch(said);
  });

  it("a config the release refuses routes nothing; a message 2026.9's router finds no owner for is refused (exit 1)", () => {
    const refused = route(["--profile", "openclaw-2026.9", "--channel", "x"], JSON.stringify({ agents: { bogus: 1 } }));
    expect([refused.code, refused.err.at(-1)]).toEqual([
      1,
      "OpenClaw 2026.9 refuses this config, so its gateway routes nothing (check says why).",
    ]);
    const json = route(
      ["--profile", "openclaw-2026.9", "--channel", "x", "--json"],
      JSON.stringify({ agents: { bogus: 1 } }),
    );
    expect([json.code, JSON.parse(json.out.join("\n"))]).toEqual([1, { error: expect.stringMatching(/refuses/) }]);
    const ownerless = JSON.stringify({ agents: { ownership: "explicit", entries: { ops: {}, writer: {} } } });
    const none = route(["--profile", "openclaw-2026.9", "--channel", "telegram"], ownerless);
    expect([none.code, none.err.at(-1)]).toEqual([
      1,
      expect.stringMatching(
        /^Multiple agents are configured, but telegram account default routing has no explicit owner/,
      ),
    ]);
  });
});

describe("check --scenarios reads the scenarios' messages, as the page does", () => {
  const scenarios = JSON.stringify(
    {
      messages: [
        { channel: "discord", peer: { kind: "direct", id: "U1" }, expect: "writer" },
        { channel: "telegram", expect: "writer" },
      ],
    },
    null,
    2,
  );
  const check = (extra: readonly string[]) => {
    const { io, out } = fakeIo({ "c.json": CONFIG, "s.json": scenarios });
    const machine: CliIo = { ...io, machine: () => ({ home: "/home/ada", cwd: "/home/ada", vars: {} }) };
    const code = run(["check", "c.json", "--profile", "openclaw-2026.9", "--scenarios", "s.json", ...extra], machine);
    return { code, out };
  };

  it("each message's agent and binding, the expectation not met at its line, and exit 1 for it", () => {
    const { code, out } = check([]);
    expect(code).toBe(1);
    expect(out.filter((l) => l.startsWith("message "))).toEqual([
      "message 1: writer: Agent writer answers, by binding.peer (bindings[0]); session agent:writer:direct:u1.",
      "message 2: ops: Agent ops answers, by no binding matches: the default agent; session agent:ops:main (its main session).",
    ]);
    expect(out.some((l) => l.includes("OC303") && l.includes('Expected agent "writer", got "ops"'))).toBe(true);
  });

  it("--json gives each route with the router's fields", () => {
    const { out } = check(["--json"]);
    const printed = JSON.parse(out.join("\n")) as { messages: { route: { sessionKey: string }; binding?: string }[] };
    expect(printed.messages.map((m) => [m.route.sessionKey, m.binding])).toEqual([
      ["agent:writer:direct:u1", "bindings[0]"],
      ["agent:ops:main", undefined],
    ]);
  });
});

describe("resolve --message N: one of the scenarios' messages, and the answers of the agent that answers it", () => {
  const HOME = "/home/ada";
  const config = JSON.stringify({
    agents: {
      ownership: "explicit",
      defaults: { systemAgent: { agentId: "main" } },
      entries: { main: {}, support: {} },
    },
    bindings: [{ agentId: "support", match: { channel: "discord", peer: { kind: "channel", id: "help" } } }],
  });
  const scenarios = JSON.stringify({ messages: [{ channel: "discord", peer: { kind: "channel", id: "help" } }] });
  const files = { [`${HOME}/c.json`]: config, [`${HOME}/s.json`]: scenarios };
  const args = ["resolve", `${HOME}/c.json`, "--profile", "openclaw-2026.9", "--scenarios", `${HOME}/s.json`];
  const machine = (io: CliIo): CliIo => ({ ...io, machine: () => ({ home: HOME, cwd: HOME, vars: {} }) });

  it("--json: the route by resolveAgentRoute's names, the binding, and that agent's report", () => {
    const { io, out } = fakeIo(files);
    expect(run([...args, "--message", "1", "--json"], machine(io))).toBe(0);
    const printed = JSON.parse(out.join("\n")) as {
      route: { agentId: string; sessionKey: string; matchedBy: string };
      binding: string;
      agent: { agent: { id: string } };
    };
    expect([printed.route.agentId, printed.route.matchedBy, printed.route.sessionKey, printed.binding]).toEqual([
      "support",
      "binding.peer",
      "agent:support:discord:channel:help",
      "bindings[0]",
    ]);
    expect(printed.agent.agent.id).toBe("support");
  });

  it("text: the route's sentence, then the agent as resolve --agent prints it", () => {
    const { io, out } = fakeIo(files);
    expect(run([...args, "--message", "1"], machine(io))).toBe(0);
    expect(out[0]).toBe(
      "message 1: support: Agent support answers, by binding.peer (bindings[0]); session agent:support:discord:channel:help.",
    );
    expect(out[1]).toMatch(/^support: workspace /);
  });

  it("a message the scenarios do not hold is an error that says how many they do; SophiaClaw has no messages", () => {
    const { io, err } = fakeIo(files);
    expect(run([...args, "--message", "2"], machine(io))).toBe(1);
    expect(err.at(-1)).toBe(`--message takes the number of one of the scenarios' messages (1 to 1); got "2".`);
    const s = fakeIo({ "c.json": "{}" });
    expect(run(["resolve", "c.json", "--profile", "sophiaclaw", "--message", "1"], s.io)).toBe(2);
  });
});
