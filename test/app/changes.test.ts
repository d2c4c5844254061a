import { readFileSync } from "node:fs";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
/**
 * The Changes panel's view model and the studio's baseline: a flipped verdict is listed with both reasons and the
 * rule it came from; an unchanged answer, a reordering or a comment never is; groups come in the panel's order,
 * team and diagnostics last and closed; the baseline's answers are made once per baseline text.
 */
import { describe, expect, it } from "vitest";
import { Studio, studioAnalyzer } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { changesVM, valueText } from "../../src/app/view-model/changes";
import { type AnswerChange, createAnalyzer, SCENARIOS_MACHINE, SOPHIACLAW_PROFILE } from "../../src/core/index";
import { testLimits } from "../limits";

const config = (action: string, extra = "") => `{
  "agents": { "list": [{ "id": "main", "default": true }${extra}] },
  "tools": [{ "name": "bash", "class": "execute" }],
  "permission": {
    "mode": "default",
    "rules": [
      { "permission": "bash", "pattern": "git status *", "action": "${action}" }
    ]
  }
}
`;
const SCENARIOS = `{ "calls": [{ "agent": "lead", "tool": "bash", "pattern": "git status --short" }] }\n`;
const docs = (c: string, s = SCENARIOS) => ({ config: c, scenarios: s });

function changesOf(before: string, after: string, scenarios = SCENARIOS) {
  const studio = new Studio(studioAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
  const views = studio.update(docs(after, scenarios), testLimits(), docs(before, scenarios));
  const result = views.panels.changes;
  if (!result?.ok) throw new Error("no changes view");
  return result.vm;
}

describe("the Changes view model", () => {
  it("lists a flipped verdict with both reasons and the rule that made the difference", () => {
    const vm = changesOf(config("allow"), config("deny"));
    expect(vm.total).toBe(1);
    expect(vm.groups.map((g) => g.group)).toEqual(["call"]);
    const change = vm.groups[0]!.changes[0]!;
    expect(change).toMatchObject({
      key: "call lead bash git status --short verdict",
      change: "changed",
      title: "lead bash git status --short verdict",
      before: { value: "run", reasoned: true },
      after: { value: "refused", reasoned: true },
      target: { doc: "config", path: ["permission", "rules", 0] },
    });
    expect(change.before?.why).toContain("allows");
    expect(change.after?.why).toContain("denies");
  });

  it.each([
    ["the same text", config("allow")],
    ["a comment added", config("allow").replace('"mode": "default",', '"mode": "default", // a note')],
    [
      "keys reordered",
      config("allow").replace('{ "id": "main", "default": true }', '{ "default": true, "id": "main" }'),
    ],
  ])("lists nothing for %s", (_name, after) => {
    expect(changesOf(config("allow"), after)).toMatchObject({ total: 0, groups: [] });
  });

  it("an agent added is listed as new answers, with no baseline side", () => {
    const vm = changesOf(config("allow"), config("allow", ', { "id": "docs", "workspace": "/w" }'));
    const agents = vm.groups.find((g) => g.group === "agent");
    expect(agents?.changes.map((c) => [c.key, c.change])).toContainEqual(["agent docs workspace", "added"]);
    const workspace = agents?.changes.find((c) => c.key === "agent docs workspace");
    expect(workspace?.before).toBeUndefined();
    expect(workspace?.after).toMatchObject({ value: "/w", reasoned: false, why: "from agents.list[1].workspace" });
  });

  it("orders the groups as the panel lists them, team and diagnostics last and closed", () => {
    const change = (group: AnswerChange["group"]): AnswerChange => ({
      key: `${group} x`,
      group,
      subject: "x",
      field: "",
      change: "added",
      after: { key: `${group} x`, group, subject: "x", field: "", value: 1 },
    });
    const groups = ["diagnostic", "team", "subagent", "call", "skill", "session", "agent", "default"] as const;
    const vm = changesVM(groups.map(change));
    expect(vm.groups.map((g) => [g.group, g.collapsed])).toEqual([
      ["default", false],
      ["agent", false],
      ["session", false],
      ["skill", false],
      ["call", false],
      ["subagent", false],
      ["team", true],
      ["diagnostic", true],
    ]);
  });

  it.each([
    [null, "none"],
    [true, "yes"],
    [false, "no"],
    [[], "(empty)"],
    [["a", "b"], "a, b"],
    [{ model: "m", tools: ["read"] }, "model: m; tools: read"],
    ["refused", "refused"],
  ] as const)("writes the value %j as %j", (value, text) => {
    expect(valueText(value)).toBe(text);
  });
});

describe("the studio's baseline", () => {
  it("analyses each baseline text once, and again when it changes", () => {
    const studio = new Studio(
      createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE }),
      openclawPart(OPENCLAW_SCHEMAS),
    );
    let parts = 0;
    const counted = () => ({ ...testLimits(), onPart: () => void parts++ });
    const base = docs(config("allow"));
    studio.update(docs(config("deny")), counted(), base);
    const withBaseline = parts;
    parts = 0;
    // The same baseline text (another object): only the current texts are analysed.
    studio.update(docs(config("deny") + " "), counted(), { ...base });
    expect(parts * 2).toBe(withBaseline);
    parts = 0;
    studio.update(docs(config("deny")), counted(), docs(config("ask")));
    expect(parts).toBe(withBaseline);
  });

  it("a baseline that is the text analysed (a link opened) is not analysed again", () => {
    const studio = new Studio(studioAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
    let parts = 0;
    const counted = () => ({ ...testLimits(), onPart: () => void parts++ });
    studio.update(docs(config("deny")), counted());
    const alone = parts;
    parts = 0;
    const opened = docs(config("allow"));
    studio.update(opened, counted(), { ...opened });
    expect(alone).toBeGreaterThan(0);
    expect(parts).toBe(alone);
  });

  it("gives no Changes view without a baseline", () => {
    const studio = new Studio(studioAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
    expect(studio.update(docs(config("allow")), testLimits()).panels.changes).toBeUndefined();
  });

  it("counts how many answers another text changes (a snapshot's summary)", () => {
    const studio = new Studio(studioAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
    expect(studio.compare(docs(config("deny")), testLimits())).toBeUndefined();
    studio.update(docs(config("allow")), testLimits());
    expect(studio.compare(docs(config("deny")), testLimits())).toBe(1);
    expect(studio.compare(docs(config("allow")), testLimits())).toBe(0);
  });
});

describe("a baseline that is the text just analysed", () => {
  const read = (name: string) => readFileSync(`public/examples/${name}`, "utf8");
  const EXAMPLES = ["starter", "legal-research", "plan-mode", "broken"].map((slug) =>
    docs(read(`${slug}.config.jsonc`), read(`${slug}.scenarios.json`)),
  );
  const changes = (views: ReturnType<Studio["update"]>) => {
    const result = views.panels.changes;
    if (!result?.ok) throw new Error("no changes view");
    return result.vm;
  };

  it.each(EXAMPLES.flatMap((a, i) => EXAMPLES.map((b, j) => [i, j, a, b] as const)))(
    "example %i opened, then example %i: the changes a baseline analysed apart gives",
    (_i, _j, opened, next) => {
      // Opened: its own baseline, answered from the analysis just made.
      const studio = new Studio(studioAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
      expect(changes(studio.update(opened, testLimits(), opened)).total).toBe(0);
      const after = changes(studio.update(next, testLimits(), opened));
      // The same baseline, analysed apart (the texts shown are another's when it is first asked).
      const apart = new Studio(studioAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
      expect(after).toEqual(changes(apart.update(next, testLimits(), opened)));
    },
  );
});

describe("an OpenClaw baseline that is the text just analysed", () => {
  const read = (name: string) => readFileSync(`public/examples/${name}`, "utf8");
  const fleet = { ...docs(read("openclaw-fleet.config.jsonc"), read("openclaw-fleet.scenarios.json")) };
  const texts = (config: string) => ({ ...fleet, config, profile: "openclaw-2026.9" as const });
  const changes = (views: ReturnType<Studio["update"]>) => {
    const result = views.panels.changes;
    if (!result?.ok) throw new Error("no changes view");
    return result.vm;
  };
  const EDITS = [
    ["a workspace", (c: string) => c.replace('"~/legal"', '"~/law"')],
    ["an agent renamed (a binding left dangling: rejected)", (c: string) => c.replace('"legal": {', '"law": {')],
    ["a model", (c: string) => c.replace('"anthropic/claude-opus-4-1"', '"openai/gpt-5.1"')],
  ] as const;

  it.each(EDITS)("opened, then %s: the changes a baseline read apart gives", (_what, edit) => {
    const opened = texts(fleet.config);
    const next = texts(edit(fleet.config));
    expect(next.config).not.toBe(opened.config);
    const studio = new Studio(studioAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
    expect(changes(studio.update(opened, testLimits(), opened)).total).toBe(0);
    const after = changes(studio.update(next, testLimits(), opened));
    expect(after.total).toBeGreaterThan(0);
    const apart = new Studio(studioAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
    expect(after).toEqual(changes(apart.update(next, testLimits(), opened)));
  });
});
