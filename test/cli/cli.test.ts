import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/run";
import { fakeIo } from "./fakeIo";

const CONFIG = `{
  // two agents
  "agents": {
    "defaults": { "model": { "primary": "anthropic/claude-sonnet", "fallbacks": ["openai/gpt-5"] } },
    "list": [
      { "id": "General", "default": true },
      { "id": "legal", "workspace": "/data/legal", "skills": ["legal.*"] },
    ],
  },
}`;

describe("scope-studio check", () => {
  it("exits 0 and counts nothing on a clean config", () => {
    const { io, out } = fakeIo({ "c.json": CONFIG });
    expect(run(["check", "c.json"], io)).toBe(0);
    expect(out.at(-1)).toBe("0 errors, 0 warnings; 0 of 0 expectations met");
  });

  it("prints a syntax error as file:line:col code and exits 1", () => {
    const { io, out } = fakeIo({ "bad.json": '{\n  "agents": { "list": [ { "id": "a" } }\n}' });
    expect(run(["check", "bad.json"], io)).toBe(1);
    expect(out[0]).toMatch(/^bad\.json:2:\d+ SC0\d\d error: /);
  });

  it("runs the scenarios' expectations and exits 1 when one fails", () => {
    const scenarios = JSON.stringify({
      sessions: [
        { key: "agent:legal:case-1", expect: "legal" },
        { key: "main", expect: "legal" },
      ],
      skills: [{ agent: "legal", skill: "legal.contract", expect: true }],
    });
    const { io, out } = fakeIo({ "c.json": CONFIG, "s.json": scenarios });
    expect(run(["check", "c.json", "--scenarios", "s.json"], io)).toBe(1);
    expect(out.filter((l) => l.startsWith("ok  "))).toHaveLength(2);
    expect(out.filter((l) => l.includes(" SC303 error: "))).toEqual([
      's.json:1:83 SC303 error: session main: Expectation not met: expected agent "legal", got "general". Fix the config, or the expectation if it is the one that is wrong.',
    ]);
  });

  it("--json gives diagnostics with positions", () => {
    const { io, out } = fakeIo({
      "c.json": '{ "agents": { "list": [ { "id": "a", "default": true }, { "id": "b", "default": true } ] } }',
    });
    run(["check", "c.json", "--json"], io);
    const json = JSON.parse(out.join("\n"));
    expect(json.diagnostics.some((d: { line: number; code: string }) => d.line === 1 && /^SC1/.test(d.code))).toBe(
      true,
    );
  });

  it.each([
    [["check"], /needs the config file/],
    [["check", "missing.json"], /Cannot read missing\.json: there is no such file/],
    [["check", "c.json", "--scenarios"], /--scenarios needs a value/],
    [["frobnicate"], /Unknown command "frobnicate"/],
    [["check", "c.json", "--nope"], /Unknown option --nope/],
    [[], /No command given/],
  ])("usage error %j exits 2 with a one-line reason", (argv, reason) => {
    const { io, err } = fakeIo({ "c.json": CONFIG });
    expect(run(argv, io)).toBe(2);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(reason);
  });
});

describe("scope-studio resolve", () => {
  it("prints each agent and the session's agent", () => {
    const { io, out } = fakeIo({ "c.json": CONFIG });
    expect(run(["resolve", "c.json", "--session", "agent:legal:x", "--env", "HOME=/home/ada"], io)).toBe(0);
    const text = out.join("\n");
    expect(text).toContain("general (default)");
    expect(text).toMatch(/workspace\s+\/home\/ada\/SophiaClaw/);
    expect(text).toMatch(/workspace\s+\/data\/legal/);
    expect(text).toMatch(/agent dir\s+\/home\/ada\/\.sophiaclaw\/agents\/legal\/agent/);
    expect(text).toContain('session "agent:legal:x" -> legal');
  });

  it("--json answers the same fields", () => {
    const { io, out } = fakeIo({ "c.json": CONFIG });
    run(["resolve", "c.json", "--agent", "LEGAL", "--json"], io);
    const json = JSON.parse(out.join("\n"));
    expect(json.defaultAgentId).toBe("general");
    expect(json.agents[1]).toEqual({
      id: "legal",
      default: false,
      workspace: "/data/legal",
      agentDir: "/home/user/.sophiaclaw/agents/legal/agent",
      model: "anthropic/claude-sonnet",
      fallbacks: ["openai/gpt-5"],
      skills: ["legal.*"],
      from: {
        workspace: {
          step: "agent.workspace",
          label: "agents.list[1].workspace",
          doc: "config",
          path: "agents.list[1].workspace",
        },
        agentDir: expect.objectContaining({ step: expect.any(String), label: expect.any(String) }),
        model: expect.objectContaining({ doc: "config", path: "agents.defaults.model.primary" }),
        fallbacks: expect.objectContaining({ doc: "config", path: "agents.defaults.model.fallbacks" }),
        skills: expect.objectContaining({ doc: "config", path: "agents.list[1].skills" }),
      },
    });
    expect(json.session.agentId).toBe("legal");
  });

  it("rejects --env without NAME=VALUE", () => {
    const { io, err } = fakeIo({ "c.json": CONFIG });
    expect(run(["resolve", "c.json", "--env", "HOME"], io)).toBe(2);
    expect(err[0]).toMatch(/NAME=VALUE/);
  });
});
