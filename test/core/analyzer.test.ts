/**
 * The analyzer owns the engine's memory: what one analyzer remembers is never another's answer, a profile is its
 * analyzer's context, and an analyzer that remembers answers exactly as a fresh one does, whatever it saw before.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createAnalyzer, SCENARIOS_MACHINE, type HarnessProfile, SOPHIACLAW_PROFILE } from "../../src/core/index";
import { testAnalyzer, testLimits } from "../limits";

const list = (...entries: object[]) => JSON.stringify({ agents: { list: entries } }, null, 2);
const CONFIG = list({ id: "legal", workspace: "~/legal" }, { id: "scout", default: true }, {});
const SCENARIOS = JSON.stringify({ sessions: [{ key: "agent:legal:x" }, { key: "global" }] });

/** A second harness: another default id and state folder, so its answers differ from SophiaClaw's. */
const OTHER: HarnessProfile = {
  ...SOPHIACLAW_PROFILE,
  name: "Other",
  defaultAgentId: "main",
  stateDirVariable: "OTHER_STATE_DIR",
  stateDirName: ".other",
};

describe("an analyzer's memory", () => {
  it("finds the agents an edit did not touch again: the same objects as the analysis before", () => {
    const analyzer = testAnalyzer();
    const before = analyzer.analyze(CONFIG, SCENARIOS, testLimits()).agents;
    const after = analyzer.analyze(CONFIG.replace('"legal"', '"legal2"'), SCENARIOS, testLimits()).agents;
    expect(after[0]?.id).toBe("legal2");
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toBe(before[2]);
  });

  it("is not another analyzer's: the second analyzer of the same texts resolves every agent itself", () => {
    const first = testAnalyzer().analyze(CONFIG, SCENARIOS, testLimits());
    const second = testAnalyzer().analyze(CONFIG, SCENARIOS, testLimits());
    expect(second).toEqual(first);
    second.agents.forEach((agent, i) => expect(agent).not.toBe(first.agents[i]));
  });

  it("is forgotten by clear()", () => {
    const analyzer = testAnalyzer();
    const before = analyzer.analyze(CONFIG, SCENARIOS, testLimits());
    analyzer.clear();
    const after = analyzer.analyze(CONFIG, SCENARIOS, testLimits());
    expect(after).toEqual(before);
    after.agents.forEach((agent, i) => expect(agent).not.toBe(before.agents[i]));
  });

  it("answers a span in the text analyzed last, and in any other", () => {
    const analyzer = testAnalyzer();
    analyzer.analyze(CONFIG, SCENARIOS, testLimits());
    const path = ["agents", "list", 1, "default"];
    const other = `\n\n${CONFIG}`;
    expect(analyzer.spanAtPath("config", CONFIG, path).offset).toBe(CONFIG.indexOf("true"));
    expect(analyzer.spanAtPath("config", other, path).offset).toBe(other.indexOf("true"));
  });
});

describe("an analyzer's context", () => {
  it.each([
    ["the default id of an entry without one", CONFIG, (a: AnalysisOf) => a.agents[2]?.id, "default", "main"],
    ["the default agent of an empty list", "{}", (a: AnalysisOf) => a.defaultAgentId, "default", "main"],
    ["the state folder", CONFIG, (a: AnalysisOf) => a.agents[0]?.agentDir.value, "/.sophiaclaw/", "/.other/"],
  ] as const)("gives its profile's answers: %s", (_, config, answer, sophiaclaw, other) => {
    const scenarios = SCENARIOS;
    const ours = createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE });
    const theirs = createAnalyzer({ profile: OTHER, machine: SCENARIOS_MACHINE });
    const first = ours.analyze(config, scenarios, testLimits());
    const answered = theirs.analyze(config, scenarios, testLimits());
    expect(String(answer(first))).toContain(sophiaclaw);
    expect(String(answer(answered))).toContain(other);
    // Neither analyzer's answers leak into the other's, in either order.
    expect(ours.analyze(config, scenarios, testLimits())).toEqual(first);
    expect(theirs.analyze(config, scenarios, testLimits())).toEqual(answered);
    expect(theirs.context.profile).toBe(OTHER);
  });

  it("reaches the sessions: a session's agent id is normalized under the analyzer's profile", () => {
    const scenarios = JSON.stringify({ sessions: [{ key: "x", agent: "" }], skills: [{ agent: "", skill: "a" }] });
    const ours = createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE }).analyze(
      "{}",
      scenarios,
      testLimits(),
    );
    const theirs = createAnalyzer({ profile: OTHER, machine: SCENARIOS_MACHINE }).analyze(
      "{}",
      scenarios,
      testLimits(),
    );
    expect(ours.sessions[0]?.sessionAgentId).toBe("default");
    expect(theirs.sessions[0]?.sessionAgentId).toBe("main");
    expect(ours.skills[0]?.agentId).toBe("default");
    expect(theirs.skills[0]?.agentId).toBe("main");
  });
});

type AnalysisOf = ReturnType<ReturnType<typeof testAnalyzer>["analyze"]>;

// Documents shaped like the real ones, small enough to edit many times: ids that collide and normalize, rules
// enough (up to 40) to be indexed, a team and calls that reach the rules.
const id = fc.constantFrom("legal", "Legal", "scout", "main", "", "a/b");
const agentEntry = fc.record(
  {
    id,
    default: fc.boolean(),
    workspace: fc.constantFrom("~/w", "$HOME/x", "rel", "/abs"),
    model: fc.oneof(
      fc.constantFrom("anthropic/claude-sonnet", "openai/gpt-5", "nomodel"),
      fc.record({ primary: fc.constantFrom("a/b", "x"), fallbacks: fc.constantFrom([], ["c/d"]) }),
    ),
    skills: fc.constantFrom(["legal.*"], [], ["A*"]),
  },
  { requiredKeys: [] },
);
const defaults = fc.record(
  { workspace: fc.constantFrom("~/def", ""), model: fc.constantFrom("a/b", { primary: "c/d", fallbacks: ["e/f"] }) },
  { requiredKeys: [] },
);
const rule = fc.record({
  permission: fc.constantFrom("bash", "edit", "*"),
  pattern: fc.constantFrom("*", "git *", "git status *", "src/*", "npm test *"),
  action: fc.constantFrom("allow", "deny", "ask"),
});
const rules = fc.array(rule, { maxLength: 40 });
const config = fc.record(
  {
    agents: fc.record({ defaults, list: fc.array(agentEntry, { maxLength: 5 }) }, { requiredKeys: ["list"] }),
    models: fc.constantFrom([], [{ provider: "anthropic", id: "claude-sonnet" }], [{ provider: "a", id: "b" }]),
    tools: fc.constant([
      { name: "bash", class: "execute" },
      { name: "edit", class: "edit" },
    ]),
    permission: fc.record({ mode: fc.constantFrom("default", "plan"), rules }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);
const scenarios = fc.record(
  {
    env: fc.constantFrom({ HOME: "/home/ada" }, { HOME: "/home/u", SOPHIACLAW_STATE_DIR: "/s", OTHER_STATE_DIR: "/o" }),
    sessions: fc.array(fc.record({ key: fc.constantFrom("agent:legal:x", "agent:main:y", "global", "x"), agent: id }), {
      maxLength: 3,
    }),
    skills: fc.array(fc.record({ agent: id, skill: fc.constantFrom("legal.contract", "a") }), { maxLength: 3 }),
    team: fc.record({
      agents: fc.array(
        fc.record({
          name: fc.constantFrom("scout", "helper"),
          parent: fc.constantFrom("lead", "scout"),
          mode: fc.constantFrom("plan", "default", "acceptEdits"),
        }),
        { maxLength: 3 },
      ),
    }),
    calls: fc.array(
      fc.record({
        agent: fc.constantFrom("lead", "scout"),
        tool: fc.constantFrom("bash", "edit"),
        pattern: fc.constantFrom("git status", "src/a.ts", "npm test x"),
      }),
      { maxLength: 4 },
    ),
  },
  { requiredKeys: [] },
);

type Value = Record<string, unknown>;
type Docs = { config: Value; scenarios: Value };
/**
 * One step of a session: a keystroke-sized edit, a new document, the two texts swapped or broken, or a click that
 * asks for a span in other texts (which the analyzer reads, and keeps) before the analysis.
 */
const step = fc.oneof(
  fc.record({ kind: fc.constant("entry" as const), at: fc.nat(), entry: agentEntry }),
  fc.record({ kind: fc.constant("remove" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("defaults" as const), defaults }),
  fc.record({ kind: fc.constant("rules" as const), rules }),
  fc.record({ kind: fc.constant("config" as const), config }),
  fc.record({ kind: fc.constant("scenarios" as const), scenarios }),
  fc.record({ kind: fc.constant("swap" as const) }),
  fc.record({ kind: fc.constant("break" as const) }),
  fc.record({ kind: fc.constant("span" as const) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The documents after a step, and the two texts the step analyzes. */
function apply(docs: Docs, s: Step): { docs: Docs; texts: [string, string] } {
  const next = clone(docs);
  const agents = (next.config.agents ??= { list: [] }) as { list?: unknown[]; defaults?: unknown };
  const entries = (agents.list ??= []);
  if (s.kind === "entry") entries.splice(entries.length ? s.at % entries.length : 0, 1, s.entry);
  else if (s.kind === "remove" && entries.length) entries.splice(s.at % entries.length, 1);
  else if (s.kind === "defaults") agents.defaults = s.defaults;
  else if (s.kind === "rules") next.config.permission = { ...(next.config.permission as object), rules: s.rules };
  else if (s.kind === "config") next.config = s.config;
  else if (s.kind === "scenarios") next.scenarios = s.scenarios;
  const config = JSON.stringify(next.config, null, 2);
  const scenariosText = JSON.stringify(next.scenarios, null, 2);
  if (s.kind === "swap") return { docs: next, texts: [scenariosText, config] };
  if (s.kind === "break") return { docs: next, texts: [`${config.slice(0, -1)},`, scenariosText] };
  return { docs: next, texts: [config, scenariosText] };
}

describe("an analyzer that remembers", () => {
  it.each([
    ["SophiaClaw", SOPHIACLAW_PROFILE],
    ["another profile", OTHER],
  ])("answers as a fresh analyzer does after any sequence of edits, swaps included (%s)", (_, profile) => {
    fc.assert(
      fc.property(config, scenarios, fc.array(step, { minLength: 1, maxLength: 8 }), (c, s, steps) => {
        const analyzer = createAnalyzer({ profile, machine: SCENARIOS_MACHINE });
        let docs: Docs = { config: c, scenarios: s };
        for (const st of [{ kind: "scenarios" as const, scenarios: s }, ...steps]) {
          const { docs: next, texts } = apply(docs, st);
          docs = next;
          if (st.kind === "span") {
            analyzer.spanAtPath("config", texts[1], ["agents", "list", 0]);
            analyzer.spanAtPath("scenarios", `${texts[0]} `, ["sessions"]);
          }
          const remembered = analyzer.analyze(texts[0], texts[1], testLimits());
          const fresh = createAnalyzer({ profile, machine: SCENARIOS_MACHINE }).analyze(
            texts[0],
            texts[1],
            testLimits(),
          );
          expect(remembered).toEqual(fresh);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("answers the first pair again after the pair swapped (the fuzzing case)", () => {
    const analyzer = testAnalyzer();
    const first = analyzer.analyze(CONFIG, SCENARIOS, testLimits());
    analyzer.analyze(SCENARIOS, CONFIG, testLimits());
    expect(analyzer.analyze(CONFIG, SCENARIOS, testLimits())).toEqual(first);
  });
});
