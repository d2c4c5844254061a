/**
 * Provenance chips in words: every step the engine names a value's origin with has a sentence on the page, the
 * built-in folders are expanded with why they are those folders, and a chip reveals the field it names.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Analysis, answerLookup, answersOf, type Provenance, SOPHIACLAW_PROFILE } from "../../src/core/index";
import { PROVENANCE_WORDS } from "../../src/app/texts";
import { AgentCards, agentsVM, chipOf, type ChipVM } from "../../src/app/view-model/index";
import { hasWords } from "../../src/app/view-model/common";
import { analyze } from "../analyze";
import { testLimits } from "../limits";

const CONFIG = `{
  "agents": {
    "defaults": { "workspace": "~/W", "model": { "primary": "anthropic/claude-sonnet", "fallbacks": ["openai/gpt-5"] } },
    "list": [
      { "id": "main", "default": true },
      { "id": "legal", "workspace": "/data/legal", "agentDir": "/data/ad", "model": "anthropic/claude-opus",
        "skills": ["legal.*"], "default": true },
      { "id": "w", "model": { "primary": "openai/gpt-5", "fallbacks": [] } },
      { "id": "legal" }
    ]
  }
}`;
const SOLO = '{ "agents": { "list": [{ "id": "solo" }] } }';

const run = (config: string, scenarios: string): Analysis => analyze(config, scenarios, testLimits());

/** The chip of one field of one agent's card, as the Agents panel draws it. */
function chip(analysis: Analysis, agent: number, field: string): ChipVM {
  const vm = agentsVM(analysis, SOPHIACLAW_PROFILE, new AgentCards(), answerLookup(answersOf(analysis)), 0);
  const found = vm.agents[agent]?.fields.find((f) => f.name === field)?.from;
  if (!found) throw new Error(`no ${field} on agent ${agent}`);
  return found;
}

describe("a chip says in words where a value came from", () => {
  const unset = run(CONFIG, '{ "env": { "HOME": "/home/ada" } }');
  const set = run(CONFIG, '{ "env": { "HOME": "/home/ada", "SOPHIACLAW_STATE_DIR": "~/claw" } }');
  const solo = run(SOLO, '{ "env": { "HOME": "/home/ada" } }');
  const soloNoHome = run(SOLO, "{}");
  it.each([
    // [analysis, agent, field, step, words, the field revealed (doc and path), or undefined: nowhere]
    [
      unset,
      2,
      "Workspace",
      "state-workspace",
      "the state folder /home/ada/.sophiaclaw (SOPHIACLAW_STATE_DIR unset: ~/.sophiaclaw): not the default agent, and no workspace of its own",
      undefined,
    ],
    [
      set,
      2,
      "Workspace",
      "state-workspace",
      "the state folder /home/ada/claw (SOPHIACLAW_STATE_DIR=~/claw): not the default agent, and no workspace of its own",
      { doc: "scenarios", path: ["env", "SOPHIACLAW_STATE_DIR"] },
    ],
    [
      set,
      0,
      "Agent folder",
      "state-agentDir",
      "the state folder /home/ada/claw (SOPHIACLAW_STATE_DIR=~/claw): no agentDir of its own",
      { doc: "scenarios", path: ["env", "SOPHIACLAW_STATE_DIR"] },
    ],
    [
      solo,
      0,
      "Workspace",
      "default-workspace",
      "the default agent's built-in workspace /home/ada/SophiaClaw (HOME=/home/ada): no workspace configured",
      { doc: "scenarios", path: ["env", "HOME"] },
    ],
    [
      soloNoHome,
      0,
      "Workspace",
      "default-workspace",
      "the default agent's built-in workspace /home/user/SophiaClaw (HOME=/home/user): no workspace configured",
      { doc: "scenarios", path: ["env", "HOME"] },
    ],
    [
      unset,
      0,
      "Workspace",
      "defaults.workspace",
      "the defaults' workspace (agents.defaults.workspace): the default agent has none of its own",
      { doc: "config", path: ["agents", "defaults", "workspace"] },
    ],
    [
      unset,
      1,
      "Workspace",
      "agent.workspace",
      "its own workspace (agents.list[1].workspace)",
      { doc: "config", path: ["agents", "list", 1, "workspace"] },
    ],
    [
      unset,
      1,
      "Agent folder",
      "agent.agentDir",
      "its own agentDir (agents.list[1].agentDir)",
      { doc: "config", path: ["agents", "list", 1, "agentDir"] },
    ],
    [
      unset,
      0,
      "Model",
      "defaults.model",
      "the defaults' model (agents.defaults.model.primary)",
      { doc: "config", path: ["agents", "defaults", "model", "primary"] },
    ],
    [
      unset,
      1,
      "Model",
      "agent.model",
      "its own model (agents.list[1].model)",
      { doc: "config", path: ["agents", "list", 1, "model"] },
    ],
    [
      unset,
      2,
      "Model",
      "agent.model.primary",
      "its own primary model (agents.list[2].model.primary)",
      { doc: "config", path: ["agents", "list", 2, "model", "primary"] },
    ],
    [
      unset,
      2,
      "Fallbacks",
      "agent.model.fallbacks",
      "its own fallbacks (agents.list[2].model.fallbacks)",
      { doc: "config", path: ["agents", "list", 2, "model", "fallbacks"] },
    ],
    [
      unset,
      0,
      "Fallbacks",
      "defaults.model.fallbacks",
      "the defaults' fallbacks (agents.defaults.model.fallbacks)",
      { doc: "config", path: ["agents", "defaults", "model", "fallbacks"] },
    ],
    [
      unset,
      1,
      "Skills",
      "agent.skills",
      "its own skills filter (agents.list[1].skills)",
      { doc: "config", path: ["agents", "list", 1, "skills"] },
    ],
    [
      unset,
      0,
      "Default",
      "marked-default",
      'its "default": true (agents.list[0].default), the first agent so marked',
      { doc: "config", path: ["agents", "list", 0, "default"] },
    ],
    [
      solo,
      0,
      "Default",
      "first-entry",
      'its place first in agents.list (agents.list[0]), none marked "default": true',
      { doc: "config", path: ["agents", "list", 0] },
    ],
  ] as const)("agent %#: %s %s", (analysis, agent, field, step, words, target) => {
    const c = chip(analysis, agent, field);
    expect(c.step).toBe(step);
    expect(c.label).toBe(words);
    expect(c.target).toEqual(target);
  });

  it("never names the agent's id as the field a built-in folder comes from", () => {
    for (const field of ["Workspace", "Agent folder"]) {
      const target = chip(set, 2, field).target;
      expect(target && "path" in target ? target.path : []).not.toContain("id");
    }
  });

  it("a step the page has no words for shows the engine's label (test documents' own steps)", () => {
    const from: Provenance = { step: "fixture", label: "agents.list[1].workspace", doc: "config", path: ["x"] };
    expect(chipOf(from).label).toBe("agents.list[1].workspace");
  });
});

/** Every provenance in an analysis: the values of its `from` and `...From` fields. */
function provenances(value: unknown, out: Provenance[] = [], seen = new Set<object>()): Provenance[] {
  if (typeof value !== "object" || value === null || seen.has(value)) return out;
  seen.add(value);
  for (const [key, v] of Object.entries(value)) {
    if ((key === "from" || key.endsWith("From")) && typeof v === "object" && v !== null && "step" in v)
      out.push(v as Provenance);
    provenances(v, out, seen);
  }
  return out;
}

const example = (name: string, part: string) => readFileSync(`public/examples/${name}.${part}`, "utf8");
const DOCUMENTS: readonly (readonly [string, string, string])[] = [
  ["the crafted config", CONFIG, '{ "sessions": [{ "key": "agent:legal:a", "model": "openai/gpt-5" }] }'],
  ["one agent", SOLO, "{}"],
  ...["starter", "legal-research", "plan-mode", "broken"].map(
    (name) => [name, example(name, "config.jsonc"), example(name, "scenarios.json")] as const,
  ),
];

describe("every step the engine uses has words", () => {
  const steps = new Set(
    DOCUMENTS.flatMap(([, config, scenarios]) => provenances(run(config, scenarios))).map((p) => p.step),
  );
  it("the documents exercise the steps", () => {
    expect(steps.size).toBeGreaterThan(20);
  });
  it.each([...steps].sort())("%s", (step) => {
    expect(hasWords(step)).toBe(true);
  });
});

describe("each sentence is words", () => {
  const parts = {
    path: "agents.list[3].workspace",
    label: "an engine label",
    folder: "state folder /s (X unset: ~/.s)",
  };
  it.each(Object.keys(PROVENANCE_WORDS) as (keyof typeof PROVENANCE_WORDS)[])("%s", (step) => {
    const words = PROVENANCE_WORDS[step](parts);
    expect(words.length).toBeGreaterThan(0);
    // No machine name shows (the ones that are not plain words: "state-workspace", "agent.model").
    if (/[.-]/.test(step)) expect(words).not.toContain(step);
    expect(words).not.toContain("<state>");
  });
});
