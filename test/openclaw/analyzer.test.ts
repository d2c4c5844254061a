// The OpenClaw analyzer remembers what it read: one analyzer taken through every recorded config, each edited and
// then read again, answers exactly as the one-shot functions do; the questions a keystroke asks share one reading
// of the text (the same objects come back), under both releases, whatever machine object says it; and a question
// about another config lets the last one's readings go.
import { describe, expect, it } from "vitest";
import {
  createOpenClawAnalyzer,
  evaluateOpenClaw,
  openclawDiagnostics,
  openclawMachine,
  type OpenClawProfileId,
  type UpgradeStep,
} from "../../src/core/index";
import { convertListToEntries, explainOpenClaw, upgradePreview, OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { recordedInputs } from "./recorded";

/** The upgrade the tests preview: from the legacy roster's release to the one after it. */
const STEP: UpgradeStep = { from: "openclaw-2026.7", to: "openclaw-2026.9" };

const CASES = [
  ...recordedInputs("2026.7.35").map((c) => ({ ...c, profile: "openclaw-2026.7" as OpenClawProfileId })),
  ...recordedInputs("2026.9.6").map((c) => ({ ...c, profile: "openclaw-2026.9" as OpenClawProfileId })),
];

describe("one analyzer across every recorded config answers as a fresh one does", () => {
  it(`${CASES.length} configs, each read, edited, read again and read as it was`, () => {
    const analyzer = createOpenClawAnalyzer(OPENCLAW_SCHEMAS);
    for (const c of CASES) {
      // An edit that keeps the text readable as JSON5 when it was: a space before the end.
      const edited = c.text.replace(/\}\s*$/, " }");
      for (const text of [c.text, edited, c.text]) {
        expect(analyzer.diagnostics(c.profile, text, c.env)).toEqual(
          openclawDiagnostics(c.profile, text, c.env, OPENCLAW_SCHEMAS),
        );
        expect(analyzer.explain(c.profile, text, c.env)).toEqual(
          explainOpenClaw(c.profile, text, c.env, OPENCLAW_SCHEMAS),
        );
        expect(analyzer.upgrade(STEP, text, c.env)).toEqual(upgradePreview(STEP, text, c.env, OPENCLAW_SCHEMAS));
        expect(analyzer.convert(STEP, text, c.env)).toEqual(convertListToEntries(STEP, text, c.env, OPENCLAW_SCHEMAS));
      }
    }
  });
});

describe("a keystroke's questions share one reading", () => {
  const text = JSON.stringify({ agents: { list: [{ id: "ops", default: true }, { id: "Legal" }] } });
  const env = openclawMachine({ HOME: "/home/ada" });

  it("the verdict is the upgrade's 2026.7 side, and the 2026.9 verdict its other side: one reading each", () => {
    const analyzer = createOpenClawAnalyzer(OPENCLAW_SCHEMAS);
    const { answer } = analyzer.diagnostics("openclaw-2026.7", text, env);
    const preview = analyzer.upgrade(STEP, text, env);
    expect(preview.before).toBe(answer);
    expect(preview.after).toBe(analyzer.evaluate("openclaw-2026.9", text, env));
  });

  it("an equal machine made anew (the page makes one per keystroke) finds the same reading", () => {
    const analyzer = createOpenClawAnalyzer(OPENCLAW_SCHEMAS);
    const first = analyzer.read("openclaw-2026.9", text, env);
    expect(analyzer.read("openclaw-2026.9", text, openclawMachine({ HOME: "/home/ada" }))).toBe(first);
    expect(analyzer.parse(text)).toBe(analyzer.parse(`${text}`));
  });

  it.each([
    ["another profile", "openclaw-2026.7", text, env],
    ["another text", "openclaw-2026.9", `${text} `, env],
    ["another HOME", "openclaw-2026.9", text, openclawMachine({ HOME: "/home/bo" })],
    ["another variable", "openclaw-2026.9", text, openclawMachine({ HOME: "/home/ada", OPENCLAW_PROFILE: "x" })],
    ["other files", "openclaw-2026.9", text, { ...env, files: {} }],
  ] as const)("%s is read anew", (_, profile, other, machine) => {
    const analyzer = createOpenClawAnalyzer(OPENCLAW_SCHEMAS);
    const first = analyzer.read("openclaw-2026.9", text, env);
    const second = analyzer.read(profile, other, machine);
    expect(second).not.toBe(first);
    expect(second.answer).toEqual(evaluateOpenClaw(profile, other, machine, OPENCLAW_SCHEMAS));
  });

  it("a question about another config lets the last one's readings go: asked again, it is read anew", () => {
    const analyzer = createOpenClawAnalyzer(OPENCLAW_SCHEMAS);
    const { answer } = analyzer.diagnostics("openclaw-2026.9", text, env);
    analyzer.diagnostics("openclaw-2026.9", `${text} `, env);
    const again = analyzer.diagnostics("openclaw-2026.9", text, env).answer;
    expect(again).not.toBe(answer);
    expect(again).toEqual(answer);
    // The same config asked again, by another question, keeps its reading.
    expect(analyzer.evaluate("openclaw-2026.9", text, env)).toBe(again);
  });

  it("keeps the last few texts only: an old one is read anew, and answers the same", () => {
    const analyzer = createOpenClawAnalyzer(OPENCLAW_SCHEMAS);
    const first = analyzer.read("openclaw-2026.9", text, env);
    for (let i = 0; i < 10; i++) analyzer.read("openclaw-2026.9", `${text}${" ".repeat(i + 1)}`, env);
    const again = analyzer.read("openclaw-2026.9", text, env);
    expect(again).not.toBe(first);
    // The same reading (its memory of each agent's answers and its keys taken once aside: functions over what the
    // analyzer and the reading keep).
    const { recall: _first, keysOf: _firstKeys, ...read } = first;
    const { recall: _again, keysOf: _againKeys, ...readAgain } = again;
    expect(readAgain).toEqual(read);
  });
});
