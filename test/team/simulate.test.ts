import { describe, expect, it } from "vitest";
import { locatedValue, reasonText, verdictReason } from "../../src/core/index";
import { type Reason, simulate, type Simulation } from "../../src/core/testing";
import { CONFIG, SCENARIOS } from "./fixture";

const run = (
  config: unknown,
  scenarios: unknown,
  mainModel: string | undefined = "anthropic/claude-sonnet",
): Simulation =>
  simulate(locatedValue(config), locatedValue(scenarios, "scenarios"), { mainAgentId: "general", mainModel });
const sim = run(CONFIG, SCENARIOS);
const text = (v: Simulation["calls"][number]["verdict"]) => reasonText(verdictReason(v));
/** An outcome or a choice with its reason as the sentence it renders to (`error`). */
function said<T extends { ok: boolean }>(o: T): unknown {
  if (o.ok || !("reason" in o)) return o;
  const { reason, ...rest } = o as T & { reason: Reason };
  return { ...rest, error: reasonText(reason) };
}

describe("simulate: the subagent tree", () => {
  it.each([
    ["scout", 1, { ok: true, mode: "plan", request: ["edit"] }],
    ["coder", 1, { ok: true, mode: "default", request: [] }],
    ["helper", 2, { ok: true, mode: "plan", request: [] }],
    ["wild", 1, { ok: false, error: expect.stringMatching(/cannot be looser than its parent's mode \(default\)/) }],
    ["sub", 2, { ok: false, error: expect.stringMatching(/parent wild was never created, so it has no mode/) }],
    ["orphan", 0, { ok: false, error: expect.stringMatching(/parent "ghost" is neither "lead" nor a subagent/) }],
    ["x", 0, { ok: false, error: expect.stringMatching(/circle \(x -> y -> x\)/) }],
    ["y", 0, { ok: false, error: expect.stringMatching(/circle \(y -> x -> y\)/) }],
    ["z", 0, { ok: false, error: expect.stringMatching(/parent x is in a circle/) }],
  ])("%s: depth %i, %j", (name, depth, outcome) => {
    const s = sim.subagents.find((a) => a.name === name)!;
    expect(s.depth).toBe(depth);
    expect(said(s.outcome)).toEqual(outcome);
  });

  it("places parents before children", () => {
    expect(sim.subagents.map((s) => s.name).slice(0, 5)).toEqual(["scout", "coder", "helper", "wild", "sub"]);
  });

  it("gives each subagent its model, clamped thinking level and tools, its parent as the caller", () => {
    expect(sim.subagents.find((a) => a.name === "scout")!.choice).toMatchObject({
      ok: true,
      model: "anthropic/claude-sonnet",
      thinkingLevel: "high",
      tools: ["read", "edit"],
    });
    expect(sim.subagents.find((a) => a.name === "coder")!.choice).toMatchObject({
      model: "anthropic/claude-haiku",
      thinkingLevel: "off",
      requestedThinkingLevel: "high",
      loaded: ["web"],
    });
    // the nested subagent inherits its parent's model and (clamped) level, and chooses among its parent's tools
    expect(sim.subagents.find((a) => a.name === "helper")!.choice).toMatchObject({
      model: "anthropic/claude-haiku",
      thinkingLevel: "off",
      tools: ["read", "bash"],
    });
  });

  it("refuses a nested choice of a tool the parent does not have", () => {
    const s = run(CONFIG, {
      team: {
        agents: [
          { name: "a", tools: ["read"] },
          { name: "b", parent: "a", tools: ["bash"] },
        ],
      },
    });
    expect(s.subagents[1]!.outcome.ok).toBe(true);
    expect(s.subagents[1]!.choice).toEqual({
      ok: false,
      reason: { kind: "unknown-tools", unknown: ["bash"], choosable: ["read"] },
    });
    expect(said(s.subagents[1]!.choice!)).toEqual({
      ok: false,
      error: "Unknown tools: bash. Choose from your own tools: read.",
    });
    expect(s.diagnostics.find((d) => d.code === "SC232")!.path).toEqual(["team", "agents", 1, "tools"]);
  });
});

describe("simulate: calls", () => {
  it.each([
    [0, "run", 'rule allows bash "git status *"'],
    [1, "person", "default mode asks before execute"],
    [2, "refused", 'Denied: rule denies bash "rm *"'],
    [3, "refused", "Denied: plan mode does not allow edit"],
    [4, "run", 'approval allows bash "npm test *" (given in default mode)'],
    [5, "run", 'rule allows edit "src/*"'],
    [6, "refused", /may not ask the main agent for this kind of tool/],
    [7, "refused", /no agent "ghost" in the team/],
    [8, "refused", /"zap" is not in the config's tools list \(read, edit, write, bash, team, web, odd\)/],
    [9, "person", "default mode asks before execute"],
    [10, "refused", /wild was never created, because: a subagent's mode cannot be looser/],
    [11, "refused", /scout was not given bash; its tools are read, edit/],
    [12, "refused", /odd has no tool class/],
  ])("call %i: %s (%s)", (i, answer, reason) => {
    const c = sim.calls[i]!;
    expect(c.verdict.answer).toBe(answer);
    if (typeof reason === "string") expect(text(c.verdict)).toBe(reason);
    else expect(text(c.verdict)).toMatch(reason);
  });

  it("traces a subagent's call through every step of whoDecides", () => {
    expect(sim.calls[3]!.trace.map((t) => [t.step, t.label])).toEqual([
      ["lookup", 'edit: edit tool, permission key "edit" (tools[1])'],
      ["main-decision", 'Main agent, default mode: allow (rule allows edit "src/*")'],
      ["grants", 'Grants in effect: edit "src/*"'],
      ["own-decision", "scout, plan mode: deny (plan mode does not allow edit)"],
      ["branch", "Its own mode denies it: refused"],
    ]);
    expect(sim.calls[3]!.trace[1]!.from?.path).toEqual(["permission", "rules", 2]);
  });

  it("says why no grant applies when the main agent's mode does not allow the call", () => {
    const s = run(CONFIG, {
      team: { agents: [{ name: "a", mode: "plan", grants: [{ tool: "bash", pattern: "make *" }] }] },
      calls: [{ agent: "a", tool: "bash", pattern: "make all" }],
    });
    expect(s.calls[0]!.trace.find((t) => t.step === "grants")!.label).toBe(
      "Its grant does not apply: the main agent's own mode does not allow this call",
    );
    expect(s.diagnostics.find((d) => d.code === "SC228")).toMatchObject({
      severity: "warning",
      path: ["team", "agents", 0, "grants", 0],
    });
  });

  it("compares expectations and reports the failed one as an error", () => {
    expect(sim.calls[9]!.expect).toEqual({ answer: "run", met: false });
    expect(sim.calls[0]!.expect).toEqual({ answer: "run", met: true });
    expect(sim.diagnostics.find((d) => d.code === "SC231")).toMatchObject({
      severity: "error",
      path: ["calls", 9, "expect"],
    });
  });

  it("asks nobody in an unattended session", () => {
    const s = run(CONFIG, { ...SCENARIOS, team: { ...SCENARIOS.team, unattended: true } });
    expect(s.unattended).toBe(true);
    expect(s.calls.filter((c) => c.verdict.answer === "person")).toEqual([]);
    expect(s.calls[1]!.verdict).toMatchObject({ answer: "refused", reason: { kind: "unattended" } });
    expect(text(s.calls[1]!.verdict)).toBe("Refused: nobody can approve this in an unattended session.");
  });
});

describe("simulate: modes", () => {
  it("takes the main mode from team.mode, else permission.mode, else default", () => {
    expect(run(CONFIG, { team: { mode: "plan" } }).mainMode).toBe("plan");
    expect(run({ ...CONFIG, permission: { mode: "accept-edits" } }, {}).mainMode).toBe("accept-edits");
    expect(run({}, {}).mainMode).toBe("default");
  });

  it("refuses every call under an unknown main mode, and says so", () => {
    const s = run(CONFIG, {
      team: { mode: "strict", agents: [{ name: "a" }] },
      calls: [
        { tool: "read", pattern: "x" },
        { agent: "a", tool: "read" },
      ],
    });
    expect(s.diagnostics.find((d) => d.code === "SC220")!.path).toEqual(["team", "mode"]);
    expect(s.calls[0]!.verdict).toMatchObject({
      answer: "refused",
      reason: { kind: "main-denies", decision: { kind: "unknown-mode", mode: "strict" } },
    });
    expect(text(s.calls[0]!.verdict)).toMatch(/unknown mode "strict"/);
    expect(s.subagents[0]!.outcome).toEqual({ ok: false, reason: { kind: "not-a-mode", mode: "strict" } });
    expect(said(s.subagents[0]!.outcome)).toEqual({
      ok: false,
      error: expect.stringMatching(/"strict" is not a mode/),
    });
    expect(s.calls[1]!.verdict.answer).toBe("refused");
  });

  it("reports request options without a stricter mode and unknown request kinds", () => {
    const s = run(CONFIG, {
      team: {
        agents: [
          { name: "a", request: ["edit"] },
          { name: "b", mode: "plan", request: ["shell"] },
        ],
      },
    });
    expect(s.diagnostics.filter((d) => d.code === "SC222" || d.code === "SC223").map((d) => [d.code, d.path])).toEqual([
      ["SC222", ["team", "agents", 0, "request"]],
      ["SC223", ["team", "agents", 1, "request"]],
    ]);
  });

  it("includes the config's permission lints", () => {
    const s = run({ ...CONFIG, permission: { rules: [{ permission: "bash", pattern: "*", action: "nope" }] } }, {});
    expect(s.diagnostics.find((d) => d.code === "SC206")).toMatchObject({ doc: "config" });
  });
});

describe("simulate: tighten preview", () => {
  it("lists every subagent whose mode changes", () => {
    expect(sim.tighten).toEqual({
      from: "default",
      to: "plan",
      changes: [{ name: "coder", before: "default", after: "plan" }],
    });
  });

  it("reaches grandchildren", () => {
    const s = run(CONFIG, { team: { agents: [{ name: "a" }, { name: "b", parent: "a" }], tighten: "readonly" } });
    expect(s.tighten).toMatchObject({
      changes: [
        { name: "a", after: "readonly" },
        { name: "b", after: "readonly" },
      ],
    });
  });

  it.each([
    ["a looser mode", "bypass", /would loosen the main agent/],
    ["an unknown mode", "tight", /"tight" is not a mode/],
  ])("refuses %s", (_, tighten, error) => {
    const s = run(CONFIG, { team: { tighten } });
    expect(s.tighten && "reason" in s.tighten && reasonText(s.tighten.reason)).toMatch(error);
    expect(s.diagnostics.find((d) => d.code === "SC233")!.path).toEqual(["team", "tighten"]);
  });
});

describe("simulate: bad input never throws or hangs", () => {
  it.each([
    ["nothing", undefined, undefined],
    ["numbers", 3, 4],
    ["arrays", [], []],
    ["nulls everywhere", { tools: null, permission: null, models: null }, { team: null, calls: null }],
    [
      "malformed entries",
      CONFIG,
      {
        team: {
          agents: [null, 3, { name: 4 }, { name: "lead" }, { name: "a" }, { name: "a" }],
          approvals: [1, { permission: 2 }],
        },
        calls: [null, { tool: 3, expect: "maybe" }],
      },
    ],
    [
      "__proto__ names",
      CONFIG,
      JSON.parse(
        '{"team":{"agents":[{"name":"__proto__","parent":"constructor"}]},"calls":[{"agent":"__proto__","tool":"__proto__"}]}',
      ) as unknown,
    ],
  ])("%s", (_, config, scenarios) => {
    const s = run(config, scenarios);
    expect(Array.isArray(s.diagnostics)).toBe(true);
  });

  it("reports missing names, the reserved name and duplicates", () => {
    const s = run(CONFIG, { team: { agents: [{}, { name: "lead" }, { name: "a" }, { name: "a" }] } });
    expect(s.diagnostics.filter((d) => d.code === "SC227").map((d) => d.path)).toEqual([
      ["team", "agents", 0],
      ["team", "agents", 1, "name"],
      ["team", "agents", 3, "name"],
    ]);
    expect(s.subagents.map((a) => a.name)).toEqual(["a"]);
  });

  it("handles a 2,000-agent chain written backwards with a cycle at its end, and returns", () => {
    const agents = Array.from({ length: 2000 }, (_, i) => ({
      name: `s${i}`,
      parent: i ? `s${i - 1}` : "lead",
    })).reverse();
    agents.push({ name: "c1", parent: "c2" }, { name: "c2", parent: "c1" });
    const s = run(CONFIG, { team: { agents }, calls: [{ agent: "s1999", tool: "read", pattern: "a" }] });
    expect(s.subagents.find((a) => a.name === "s1999")!.depth).toBe(2000);
    expect(s.subagents.filter((a) => !a.outcome.ok).map((a) => a.name)).toEqual(["c1", "c2"]);
    expect(s.calls[0]!.verdict.answer).toBe("run");
  });
});
