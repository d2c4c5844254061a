/** The Session panel's view model: every session listed, each with its own agent, chain, pin and choices. */
import { describe, expect, it } from "vitest";
import { type Analysis, answerLookup, answersOf } from "../../src/core/index";
import { MAX_SESSIONS_SHOWN, sessionsVM } from "../../src/app/view-model/index";
import { analyze } from "../analyze";
import { testLimits } from "../limits";

const CONFIG = JSON.stringify({
  agents: { list: [{ id: "main", default: true }, { id: "legal" }, { id: "tax" }] },
});
const SCENARIOS = JSON.stringify({
  sessions: [
    { key: "agent:legal:a", expect: "legal" },
    { key: "global", agent: "tax" },
    { agent: "ghost" },
    { key: "discord:dm:ada", expect: "legal" },
  ],
});

const vmOf = (a: Analysis) => sessionsVM(a, answerLookup(answersOf(a)));

describe("every session is listed", () => {
  const vm = vmOf(analyze(CONFIG, SCENARIOS, testLimits()));
  it.each([
    // index, title, agent, in agents.list, the step that decides, expectation met, other agents offered
    [0, 'Session 1: "agent:legal:a"', "legal", true, 'session key "agent:legal:a"', true, ["main", "tax"]],
    [1, 'Session 2: "global"', "tax", true, '--agent "tax"', undefined, ["main", "legal"]],
    [2, "Session 3: no key", "ghost", false, '--agent "ghost"', undefined, ["main", "legal", "tax"]],
    [3, 'Session 4: "discord:dm:ada"', "main", true, "config default", false, ["legal", "tax"]],
  ] as const)("session %i", (index, title, agent, inList, winner, met, others) => {
    const s = vm.sessions[index]!;
    expect(s.index).toBe(index);
    expect(s.title).toBe(title);
    expect(s.agentId).toBe(agent);
    expect(s.inList).toBe(inList);
    expect(s.chain.filter((step) => step.winner).map((step) => step.label)).toEqual([winner]);
    expect(s.expect?.met).toBe(met);
    expect(s.pin).toEqual({ subject: "session", index, value: agent });
    expect(s.others).toEqual(others);
  });
  it("lists them all, in order, none hidden", () => {
    expect(vm.sessions.map((s) => s.index)).toEqual([0, 1, 2, 3]);
    expect(vm.hidden).toBe(0);
  });
  it("is empty without sessions", () => {
    expect(vmOf(analyze(CONFIG, "{}", testLimits()))).toEqual({ sessions: [], hidden: 0 });
  });
  it("counts the sessions past the limit instead of drawing them", () => {
    const many = JSON.stringify({
      sessions: Array.from({ length: MAX_SESSIONS_SHOWN + 5 }, (_, i) => ({ key: `agent:legal:${i}` })),
    });
    const big = vmOf(analyze(CONFIG, many, testLimits()));
    expect(big.sessions).toHaveLength(MAX_SESSIONS_SHOWN);
    expect(big.hidden).toBe(5);
    expect(big.sessions.at(-1)?.title).toBe(`Session ${MAX_SESSIONS_SHOWN}: "agent:legal:${MAX_SESSIONS_SHOWN - 1}"`);
  });
});
