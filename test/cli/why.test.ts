/** `scope-studio why`: the suggestions for one call, skill or session, as text and as JSON edits that apply. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/run";
import { applyTextEdits, type TextEdit } from "../../src/core/index";
import { analyze } from "../analyze";
import { testLimits } from "../limits";
import { fakeIo } from "./fakeIo";

const files = {
  "c.jsonc": readFileSync("public/examples/starter.config.jsonc", "utf8"),
  "s.json": readFileSync("public/examples/starter.scenarios.json", "utf8"),
};
const why = (...args: string[]) => {
  const f = fakeIo(files);
  const code = run(["why", "c.jsonc", "--scenarios", "s.json", ...args], f.io);
  return { code, ...f };
};

describe("scope-studio why", () => {
  it("prints the changes for a call that asks the person, narrowest first, with the lines each changes", () => {
    const r = why("--call", "2");
    expect(r.code).toBe(0);
    expect(r.out[0]).toBe("Call 2 asks the person. To make it run:");
    expect(r.out[1]).toBe('1. Approve bash "npm install" always, given in plan mode');
    expect(r.out).toContain("   s.json:34");
    expect(r.out.some((l) => l.startsWith("   + ") && l.includes('"approvals"'))).toBe(true);
    expect(r.out).toContain("   also: call lead bash npm publish verdict: person -> run");
  });

  it("--json gives edits that make the call run when applied to the given files", () => {
    const r = why("--call", "6", "--json");
    expect(r.code).toBe(0);
    const answer = JSON.parse(r.out.join("\n")) as {
      now: string;
      suggestions: { title: string; edits: TextEdit[] }[];
    };
    expect(answer.now).toBe("refused");
    expect(answer.suggestions.length).toBeGreaterThan(0);
    for (const s of answer.suggestions) {
      const config = applyTextEdits(
        files["c.jsonc"],
        s.edits.filter((e) => e.doc === "config"),
      );
      const scenarios = applyTextEdits(
        files["s.json"],
        s.edits.filter((e) => e.doc === "scenarios"),
      );
      expect(analyze(config, scenarios, testLimits()).simulation.calls[5]!.verdict.answer).toBe("run");
    }
  });

  it.each([
    { args: ["--skill", "3"], first: "Skill 3 is denied. To allow it:" },
    {
      args: ["--session", "2", "--agent", "writer"],
      first: "Session 2 resolves to assistant. To give it the agent asked for (writer):",
    },
  ])("$args", ({ args, first }) => {
    const r = why(...args);
    expect(r.code).toBe(0);
    expect(r.out[0]).toBe(first);
    expect(r.out[1]).toMatch(/^1\. /);
  });

  it.each([
    { args: [], says: "needs one of --call" },
    { args: ["--call", "0"], says: "--call takes a number from 1" },
    { args: ["--session", "1"], says: "--session needs --agent" },
    { args: ["--call", "1", "--skill", "1"], says: "needs one of --call" },
  ])("a usage error: $args", ({ args, says }) => {
    const r = why(...args);
    expect(r.code).toBe(2);
    expect(r.err.join("\n")).toContain(says);
  });

  it("a call that is not there exits 1 and says so", () => {
    const r = why("--call", "40");
    expect(r.code).toBe(1);
    expect(r.out[0]).toBe("No call 40.");
  });
});
