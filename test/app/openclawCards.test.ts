// A keystroke in one OpenClaw agent's entry makes that agent's card and matrix row again, and leaves every other card
// and row the object it was: the worker does not write them again for the page, nor the page draw them. A change
// outside the entries (the defaults) makes each card again, with its new values.
import { describe, expect, it } from "vitest";
import { createOpenClawAnalyzer } from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { Studio, studioAnalyzer } from "../../src/app/analysis/studio";
import { OpenClawStudio } from "../../src/app/analysis/openclawStudio";
import { FIRST_PAGES } from "../../src/app/analysis/windows";
import { MadeFrom } from "../../src/app/view-model/madeFrom";
import type { OpenClawAgentsVM } from "../../src/app/view-model/openclaw";
import { openclawRoster } from "../../bench/openclaw.bench";
import { testLimits } from "../limits";

const CONFIG = openclawRoster(60, "entries");
const texts = (config: string) => ({ config, scenarios: "{}", profile: "openclaw-2026.9" as const });

function studio() {
  const analyzer = studioAnalyzer();
  const openclaw = createOpenClawAnalyzer(OPENCLAW_SCHEMAS, (text) => analyzer.read("config", text));
  const s = new Studio(analyzer, () => new OpenClawStudio(analyzer, openclaw));
  return (config: string): OpenClawAgentsVM => {
    const vm = s.update(texts(config), testLimits(), undefined, FIRST_PAGES).panels.openclaw;
    if (!vm?.ok) throw new Error("no OpenClaw panel");
    return vm.vm;
  };
}

describe("OpenClaw cards and matrix rows made again only for what changed", () => {
  it("an edit in one entry: that agent's card and row are new, every other one the object it was", () => {
    const panel = studio();
    const before = panel(CONFIG);
    const after = panel(CONFIG.replace('"~/w/7"', '"~/w/seven"'));
    const cards = before.agents!.map((c, i) => [c, after.agents![i]!] as const);
    const rows = before.matrix!.rows.map((r, i) => [r, after.matrix!.rows[i]!] as const);
    expect(cards.filter(([a, b]) => a !== b).map(([, b]) => b.id)).toEqual(["agent-7"]);
    expect(after.agents!.find((c) => c.id === "agent-7")?.workspace).toMatch(/\/w\/seven$/);
    // Its tools read its workspace: its row is made again (with the same cells).
    expect(rows.filter(([a, b]) => a !== b).map(([, b]) => b.agent)).toEqual(["agent-7"]);
    expect(after.matrix!.rows[7]).toEqual(before.matrix!.rows[7]);
  });

  it("an edit outside the entries makes each card again, with its new values", () => {
    const panel = studio();
    const before = panel(CONFIG);
    const after = panel(CONFIG.replace(/"primary": "anthropic\/claude-sonnet-4-5"/, '"primary": "openai/gpt-5.1"'));
    const inherits = (vm: OpenClawAgentsVM) => vm.agents!.find((c) => c.id === "agent-0")!;
    expect(inherits(after)).not.toBe(inherits(before));
    expect(inherits(before).model).toBe("anthropic/claude-sonnet-4-5");
    expect(inherits(after).model).toBe("openai/gpt-5.1");
    expect(after.agents!.every((c, i) => c !== before.agents![i])).toBe(true);
  });
});

describe("MadeFrom", () => {
  it.each([
    ["the same inputs: the object made before", [1, "a"], [1, "a"], true],
    ["another input", [1, "a"], [2, "a"], false],
    ["another number of inputs", [1], [1, undefined], false],
    ["equal objects that are not the same", [{}], [{}], false],
  ] as const)("%s", (_what, first, second, same) => {
    const memory = new MadeFrom<object>();
    let made = 0;
    const make = () => ({ made: ++made });
    const a = memory.get("k", first, make);
    const b = memory.get("k", second, make);
    expect(a === b).toBe(same);
    expect(made).toBe(same ? 1 : 2);
  });

  it("keeps at most the keys it was made for, then starts afresh", () => {
    const memory = new MadeFrom<object>(2);
    const first = memory.get("a", [], () => ({}));
    memory.get("b", [], () => ({}));
    expect(memory.get("a", [], () => ({}))).toBe(first);
    memory.get("c", [], () => ({}));
    expect(memory.get("a", [], () => ({}))).not.toBe(first);
  });
});
