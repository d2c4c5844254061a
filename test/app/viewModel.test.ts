import { describe, expect, it } from "vitest";
import {
  type Analysis,
  type Answer,
  answerLookup,
  answersOf,
  type AnswerValue,
  SOPHIACLAW_PROFILE,
} from "../../src/core/index";
import { viewOf } from "../../src/app/analysis/stale";
import {
  AgentCards,
  agentsVM,
  delegationVM,
  hoverLines,
  problemsVM,
  sessionsVM,
  skillsVM,
  toolChoicesVM,
} from "../../src/app/view-model/index";
import { FIXTURE } from "./fixture";

/** The answers of an analysis by entry, as the Studio hands them to the view models. */
const answersIn = (a: Analysis) => answerLookup(answersOf(a));

const texts = { config: '{\n  "agents": {}\n}', scenarios: "{}" };

describe("agents view model", () => {
  const vm = agentsVM(FIXTURE, SOPHIACLAW_PROFILE, new AgentCards(), answersIn(FIXTURE), 0);
  it("lists every agent with the default marked", () => {
    expect(vm.agents.map((a) => [a.id, a.isDefault])).toEqual([
      ["assistant", true],
      ["reviewer", false],
    ]);
  });
  it("gives each field its value and a chip that reveals its config range", () => {
    const workspace = vm.agents[1]?.fields.find((f) => f.name === "Workspace");
    expect(workspace).toMatchObject({ value: "/home/ada/src/app", from: { label: "agents.list[1].workspace" } });
    expect(workspace?.from.target).toEqual({ doc: "config", path: ["agents", "list", 1, "workspace"] });
  });
  it.each([
    [0, "Skills", "every skill"],
    [1, "Skills", "review.*, git"],
    [0, "Fallbacks", "openai/gpt-5"],
  ])("agent %i %s reads %j", (index, name, value) => {
    expect(vm.agents[index]?.fields.find((f) => f.name === name)?.value).toBe(value);
  });
  it("a built-in value has a chip with nowhere to go", () => {
    expect(vm.agents[0]?.fields.find((f) => f.name === "Agent folder")?.from.target).toBeUndefined();
  });
});

describe("session view model", () => {
  it("shows the resolved agent and exactly one winning step", () => {
    const vm = sessionsVM(FIXTURE, answersIn(FIXTURE)).sessions[0];
    expect(vm?.agentId).toBe("reviewer");
    expect(vm?.chain.filter((s) => s.winner).map((s) => s.label)).toEqual(['session key "agent:reviewer:pr-42"']);
    expect(vm?.model).toBe("anthropic/claude-sonnet (then openai/gpt-5)");
  });
  it("is empty without sessions", () => {
    expect(sessionsVM({ ...FIXTURE, sessions: [] }, answersIn(FIXTURE))).toEqual({ sessions: [], hidden: 0 });
  });
});

describe("skills view model", () => {
  const vm = skillsVM(FIXTURE, answersIn(FIXTURE), { from: 0, agent: "" });
  it("has one row per skill and one column per agent", () => {
    expect(vm.agents).toEqual(["assistant", "reviewer"]);
    expect(vm.grid?.map((r) => r.skill)).toEqual(["review.security", "docs.readme"]);
  });
  it("marks pairs the scenarios did not test", () => {
    const docs = vm.grid?.[1];
    expect(docs?.cells.map((c) => c?.allowed)).toEqual([undefined, false]);
    expect(vm.grid?.[0]?.cells[1]?.matched).toBe("review.*");
  });
});

describe("delegation view model", () => {
  const vm = delegationVM(FIXTURE, answersIn(FIXTURE));
  it("draws the team as rows under the main agent, each subagent after its parent, a self-parent at the top level", () => {
    expect(vm.team[0]).toMatchObject({ name: "assistant", isMain: true, depth: 0, mode: "accept-edits" });
    expect(vm.team.map((n) => [n.name, n.depth, n.mode, n.error])).toEqual([
      ["assistant", 0, "accept-edits", undefined],
      ["explorer", 1, "plan", undefined],
      [
        "scout",
        2,
        undefined,
        "Refused: a subagent's mode cannot be looser than its parent's mode (plan). Give it plan or a stricter mode.",
      ],
      ["loop", 1, "readonly", undefined],
    ]);
  });
  it("gives each call its verdict, text, expectation and path", () => {
    expect(vm.calls.map((c) => [c.verdict, c.text, c.expect?.met])).toEqual([
      ["refused", 'Denied: rule denies bash "rm -rf *"', true],
      ["asks the person", "plan mode asks before execute", false],
    ]);
    expect(vm.calls[0]?.steps.map((s) => [s.kind, s.action])).toEqual([
      ["main decision", "deny"],
      ["branch", undefined],
    ]);
  });
  it.each([
    [undefined, "none"],
    [{ reason: { kind: "not-a-mode", mode: "loose" } }, "error"],
  ] as const)("tighten %j is %s", (tighten, kind) => {
    expect(
      delegationVM({ ...FIXTURE, simulation: { ...FIXTURE.simulation, tighten } }, answersIn(FIXTURE)).tighten.kind,
    ).toBe(kind);
  });
  it("previews tighten changes", () => {
    expect(vm.tighten).toEqual({
      kind: "preview",
      heading: "Main agent accept-edits → plan",
      changes: ["explorer: plan → plan"],
    });
  });
});

describe("tool choice view model", () => {
  it("shows requested -> clamped thinking, and errors", () => {
    const [explorer, scout, loop] = toolChoicesVM(FIXTURE);
    expect(explorer).toMatchObject({ ok: true, requestedThinking: "medium", thinking: "off", clamped: true });
    // A subagent that is not created, or whose choice is refused, is an error state: there is nothing to pin.
    expect(scout).toEqual({
      name: "scout",
      ok: false,
      error:
        "Refused: a subagent's mode cannot be looser than its parent's mode (plan). Give it plan or a stricter mode.",
      pin: undefined,
      expect: undefined,
    });
    expect(loop).toEqual({
      name: "loop",
      ok: false,
      error: "Unknown model x/y. Use the subagent tool's models action to list them.",
      pin: undefined,
      expect: undefined,
    });
  });
});

describe("problems view model", () => {
  it("gives each diagnostic its document and line:col", () => {
    const vm = problemsVM(FIXTURE, texts);
    expect(vm.problems.map((p) => [p.code, p.docName, p.where])).toEqual([
      ["SC101", "sophiaclaw.json", "2:11"],
      ["SC301", "scenarios.json", "1:1"],
    ]);
    expect(vm.expectations).toEqual({ met: 1, all: 2 });
  });
});

describe("hover", () => {
  it.each([
    [
      ["agents", "list", 1, "workspace"],
      ["Agent reviewer", "Workspace resolves to /home/ada/src/app — from agents.list[1].workspace"],
    ],
    [["agents", "list", 5], undefined],
    [["agents", "defaults"], undefined],
  ] as const)("config %j", (path, lines) => {
    expect(hoverLines(FIXTURE, "config", path)).toEqual(lines);
  });
  it("summarises an agent entry", () => {
    expect(hoverLines(FIXTURE, "config", ["agents", "list", 0])).toHaveLength(6);
  });
  it.each([
    [["sessions", 0, "key"], 'Session resolves to agent reviewer (session key "agent:reviewer:pr-42")'],
    [["calls", 1], "Call verdict: asks the person"],
    [["skills", 2], "docs.readme → reviewer: not allowed"],
  ] as const)("scenarios %j", (path, first) => {
    expect(hoverLines(FIXTURE, "scenarios", path)?.[0]).toBe(first);
  });
});

describe("stale view", () => {
  const broken = { ...FIXTURE, configSyntaxOk: false, agents: [] };
  it("shows the current analysis when both documents parse", () => {
    const v = viewOf(FIXTURE, texts, undefined);
    expect(v.shown).toBe(FIXTURE);
    expect(v.stale).toEqual({ config: false, scenarios: false });
  });
  it("keeps the last good analysis while the config does not parse", () => {
    const v = viewOf(broken, { ...texts, config: "{" }, FIXTURE);
    expect(v.shown).toBe(FIXTURE);
    expect(v.current).toBe(broken);
    expect(v.stale.config).toBe(true);
  });
  it("shows a broken analysis when there is nothing better", () => {
    expect(viewOf(broken, texts, undefined).shown).toBe(broken);
  });
});

describe("the values a script reads are the answers' (one projection: answersOf)", () => {
  /** Answers that differ from the analysis, so a value taken from the analysis instead would show. */
  const answer = (group: string, _entry: unknown, field: string): Answer | undefined => {
    const values: Record<string, AnswerValue> = {
      "agent workspace": "/from/the/answers",
      "session agent": "from-answers",
      "skill allowed": false,
      "call verdict": "person",
      "call expectation": false,
      "subagent mode": "readonly",
    };
    const value = values[`${group} ${field}`];
    return value === undefined ? undefined : ({ key: "", group, subject: "", field, value } as Answer);
  };

  it.each([
    [
      "agent cards",
      () => agentsVM(FIXTURE, SOPHIACLAW_PROFILE, new AgentCards(), answer, 0).agents[0]!.answers["data-workspace"],
      "/from/the/answers",
    ],
    ["the session", () => sessionsVM(FIXTURE, answer).sessions[0]!.agentId, "from-answers"],
    ["the skill tests", () => skillsVM(FIXTURE, answer, { from: 0, agent: "" }).tests[0]!.allowed, false],
    ["the calls", () => delegationVM(FIXTURE, answer).calls.map((c) => c.answer), ["person", "person"]],
    ["the expectations", () => delegationVM(FIXTURE, answer).calls[0]!.expect!.met, false],
    [
      "the team",
      () =>
        delegationVM(FIXTURE, answer)
          .team.slice(1)
          .map((r) => r.mode),
      ["readonly", "readonly", "readonly"],
    ],
  ])("%s", (_name, read, expected) => {
    expect(read()).toEqual(expected);
  });
});
