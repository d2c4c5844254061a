// Why each listed agent has its id, workspace, agent folder and default, as data: on every recorded case the
// explained values are the ones the real CLI printed (`agents list --json`), and each rule is the one the docs name.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  createOpenClawAnalyzer,
  evaluateOpenClaw,
  type OpenClawEnvironment,
  type OpenClawProfileId,
} from "../../src/core/index";
import { explainOpenClaw, OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { recordedInputs } from "./recorded";

const expand = (s: string) =>
  s.replaceAll("<HOME>", "/scratch/home").replaceAll("<CWD>", "/scratch/cwd").replaceAll("<SCRATCH>", "/scratch");

describe.each([
  ["2026.7.35", "openclaw-2026.7"],
  ["2026.9.6", "openclaw-2026.9"],
] as const)("explainOpenClaw on the corpus recorded from OpenClaw %s", (version, profile) => {
  const fixture = JSON.parse(readFileSync(`test/fixtures/openclaw/${version}.json`, "utf8")) as {
    cases: { name: string; agentsList: { exitCode: number; json: unknown } }[];
  };
  const printed = new Map(fixture.cases.map((c) => [c.name, c.agentsList]));
  it.each(recordedInputs(version).map((c) => [c.name, c] as const))("%s: the values the CLI printed", (name, c) => {
    const explained = explainOpenClaw(profile, c.text, c.env, OPENCLAW_SCHEMAS);
    const answer = evaluateOpenClaw(profile, c.text, c.env, OPENCLAW_SCHEMAS);
    const pick = (a: { id: string; workspace: string; agentDir: string; isDefault: boolean }) => ({
      id: a.id,
      workspace: a.workspace,
      agentDir: a.agentDir,
      isDefault: a.isDefault,
    });
    expect(explained.agents.map(pick)).toEqual((answer.agents ?? []).map(pick));
    const recorded = printed.get(name)!;
    if (recorded.exitCode === 0 && answer.verdict.valid) {
      const cli = JSON.parse(expand(JSON.stringify(recorded.json))) as Parameters<typeof pick>[0][];
      expect(explained.agents.map(pick)).toEqual(cli.map(pick));
    }
    for (const a of explained.agents) expect(a.defaultRule === "none").toBe(!a.isDefault);
  });

  it("one agent's reasons (a card drawn) are the ones explained for every agent, on every recorded case", () => {
    for (const c of recordedInputs(version)) {
      const analyzer = createOpenClawAnalyzer(OPENCLAW_SCHEMAS);
      const all = analyzer.explain(profile, c.text, c.env).agents;
      for (const a of all) expect(analyzer.explainAgent(profile, c.text, c.env, a.id), c.name).toEqual(a);
      expect(analyzer.explainAgent(profile, c.text, c.env, "nobody-listed-x")).toBeUndefined();
    }
  });
});

const MACHINE: OpenClawEnvironment = { home: "/h", cwd: "/w", vars: {}, configAt: "/h/.openclaw/openclaw.json" };
const explain = (profile: OpenClawProfileId, config: object, vars: Record<string, string> = {}) =>
  explainOpenClaw(profile, JSON.stringify(config), { ...MACHINE, vars }, OPENCLAW_SCHEMAS).agents;

describe("each rule, by the case that shows it", () => {
  it.each([
    ["kept", "openclaw-2026.7", { agents: { list: [{ id: "ops" }] } }, { kind: "kept" }],
    [
      "sanitized",
      "openclaw-2026.7",
      { agents: { list: [{ id: "My Agent" }] } },
      { kind: "sanitized", from: "My Agent" },
    ],
    [
      "lower-cased (2026.7)",
      "openclaw-2026.7",
      { agents: { list: [{ id: "Ops" }] } },
      { kind: "lower-cased", from: "Ops" },
    ],
    [
      "key lower-cased (2026.9)",
      "openclaw-2026.9",
      { agents: { entries: { Ops: {} } } },
      { kind: "lower-cased", from: "Ops" },
    ],
    ["implicit main", "openclaw-2026.9", {}, { kind: "implicit-main" }],
  ] as const)("id %s", (_name, profile, config, rule) => {
    expect(explain(profile, config)[0]?.idRule).toEqual(rule);
  });

  it.each([
    [
      "own",
      "openclaw-2026.9",
      { agents: { entries: { a: { workspace: "/x" } } } },
      {},
      "/x",
      ["agents", "entries", "a", "workspace"],
    ],
    [
      "defaults-workspace",
      "openclaw-2026.9",
      { agents: { defaults: { workspace: "/d" }, entries: { a: {} } } },
      {},
      "/d",
      ["agents", "defaults", "workspace"],
    ],
    [
      "workspace-dir-var",
      "openclaw-2026.9",
      { agents: { entries: { a: {} } } },
      { OPENCLAW_WORKSPACE_DIR: "/e" },
      "/e",
      null,
    ],
    ["default-workspace", "openclaw-2026.9", { agents: { entries: { a: {} } } }, {}, "/h/.openclaw/workspace", null],
    [
      "default-workspace",
      "openclaw-2026.7",
      { agents: { list: [{ id: "a" }] } },
      { OPENCLAW_STATE_DIR: "/s" },
      "/h/.openclaw/workspace",
      null,
    ],
  ] as const)("workspace %s (%s)", (rule, profile, config, vars, value, from) => {
    const [agent] = explainOpenClaw(
      profile,
      JSON.stringify(config),
      {
        ...MACHINE,
        vars,
        configAt: "OPENCLAW_STATE_DIR" in vars ? "/s/openclaw.json" : MACHINE.configAt,
      },
      OPENCLAW_SCHEMAS,
    ).agents;
    expect([agent?.workspaceRule, agent?.workspace, agent?.workspaceFrom]).toEqual([rule, value, from]);
  });

  it("gives the others <defaults.workspace>/<id> or <state>/workspace-<id>", () => {
    const fleet = { ownership: "explicit", defaults: { systemAgent: { agentId: "b" } }, entries: { a: {}, b: {} } };
    expect(explain("openclaw-2026.9", { agents: fleet }).map((a) => [a.id, a.workspaceRule, a.workspace])).toEqual([
      ["a", "state-workspace-per-id", "/h/.openclaw/workspace-a"],
      ["b", "state-workspace-per-id", "/h/.openclaw/workspace-b"],
    ]);
    const withDefaults = { ...fleet, defaults: { ...fleet.defaults, workspace: "/d" } };
    expect(explain("openclaw-2026.9", { agents: withDefaults }).map((a) => [a.workspaceRule, a.workspace])).toEqual([
      ["defaults-workspace-per-id", "/d/a"],
      ["defaults-workspace-per-id", "/d/b"],
    ]);
  });

  it("gives agentDir its rule", () => {
    const agents = explain("openclaw-2026.9", {
      agents: { ownership: "explicit", entries: { a: { agentDir: "~/ad" }, b: {} } },
    });
    expect(agents.map((a) => [a.agentDirRule, a.agentDir, a.agentDirFrom])).toEqual([
      ["own", "/h/ad", ["agents", "entries", "a", "agentDir"]],
      ["state-agent-dir", "/h/.openclaw/agents/b/agent", null],
    ]);
  });

  it.each([
    ["sole", "openclaw-2026.9", { agents: { entries: { a: {} } } }, ["sole"]],
    ["marked", "openclaw-2026.9", { agents: { entries: { a: {}, b: { default: true } } } }, ["none", "marked"]],
    ["first in list", "openclaw-2026.7", { agents: { list: [{ id: "a" }, { id: "b" }] } }, ["first-in-list", "none"]],
    [
      "marked (2026.7)",
      "openclaw-2026.7",
      { agents: { list: [{ id: "a" }, { id: "b", default: true }] } },
      ["none", "marked"],
    ],
    [
      "system agent",
      "openclaw-2026.9",
      { agents: { ownership: "explicit", defaults: { systemAgent: { agentId: "B" } }, entries: { a: {}, b: {} } } },
      ["none", "system-agent"],
    ],
    [
      "none (explicit fleet, no system agent)",
      "openclaw-2026.9",
      { agents: { ownership: "explicit", entries: { a: {}, b: {} } } },
      ["none", "none"],
    ],
  ] as const)("default: %s", (_name, profile, config, rules) => {
    expect(explain(profile, config).map((a) => a.defaultRule)).toEqual(rules);
  });

  it("lists nothing for a config OpenClaw rejects, and names each entry's path", () => {
    expect(explain("openclaw-2026.9", { agents: { entries: { a: {}, b: {} } } })).toEqual([]);
    const agents = explain("openclaw-2026.7", { agents: { list: [{ id: "a" }, { id: "a" }, { id: "c" }] } });
    expect(agents.map((a) => [a.id, a.path])).toEqual([
      ["a", ["agents", "list", 0]],
      ["c", ["agents", "list", 2]],
    ]);
  });
});
