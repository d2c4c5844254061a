// The OpenClaw analyzer keeps each agent's row of the tool matrix with the agent's tools answer: after a keystroke in
// one entry the other agents' rows are the rows made before (the same objects), and the matrix is a fresh analyzer's.
import { describe, expect, it } from "vitest";
import { createOpenClawAnalyzer, openclawMachine } from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { openclawRoster } from "../../bench/openclaw.bench";
import { studioLike } from "./sharing";

const env = openclawMachine({ HOME: "/home/ada" });
const PROFILE = "openclaw-2026.9";

describe("the tool matrix's rows, kept by agent", () => {
  it("are found made for the agents a keystroke did not touch, and answer as a fresh analyzer's", () => {
    const analyzer = studioLike();
    const text = openclawRoster(40, "entries");
    const before = analyzer.matrix(PROFILE, text, env);
    // agent-5 (nothing of its own but a workspace) is refused the file tools.
    const typed = text.replace('"workspace": "~/w/5"', '"workspace": "~/w/5", "tools": { "deny": ["group:fs"] }');
    expect(typed).not.toBe(text);
    const after = analyzer.matrix(PROFILE, typed, env);
    expect(after).toEqual(createOpenClawAnalyzer(OPENCLAW_SCHEMAS).matrix(PROFILE, typed, env));
    const changed = after.rows.filter((row, i) => row !== before.rows[i]).map((row) => row.agent);
    expect(changed).toEqual(["agent-5"]);
    const row = (m: typeof after) => m.rows.find((r) => r.agent === "agent-5");
    expect(row(after)).not.toEqual(row(before));
  });
});
