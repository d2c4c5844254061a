// The OpenClaw studio keeps what it made for each agent card from one keystroke to the next (its facts, found by the
// agent's row of `agents list`, which the analyzer keeps while every answer about the agent is the same). Through a
// run of edits (an entry changed, renamed, moved, made wrong and put right, the defaults, the machine) every view stays
// exactly a fresh studio's, and the memory is used.
import { describe, expect, it, vi } from "vitest";
import { createAnalyzer, OpenClawAnalyzer, SCENARIOS_MACHINE, SOPHIACLAW_PROFILE } from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { Studio } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { openclawRoster } from "../../bench/openclaw.bench";
import { testLimits } from "../limits";

type Config = { agents: { entries: Record<string, Record<string, unknown>>; defaults: Record<string, unknown> } };

const studio = () =>
  new Studio(
    createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE }),
    openclawPart(OPENCLAW_SCHEMAS),
  );

const docs = (config: Config, home = "/home/ada") => ({
  config: JSON.stringify(config, null, 2),
  scenarios: JSON.stringify({ env: { HOME: home } }),
  profile: "openclaw-2026.9" as const,
});

const entry = (c: Config, i: number) => c.agents.entries[Object.keys(c.agents.entries)[i]!]!;
const renamed = (c: Config, i: number, to: (key: string) => string) => {
  c.agents.entries = Object.fromEntries(Object.entries(c.agents.entries).map(([k, v], j) => [j === i ? to(k) : k, v]));
};

/** Each edit of the config (as an object), and the machine's HOME after it. */
const EDITS: readonly (readonly [string, (c: Config) => void, string?])[] = [
  ["a character typed in an agent's id", (c) => renamed(c, 1, (k) => `${k}x`)],
  ["another typed", (c) => renamed(c, 1, (k) => `${k}y`)],
  ["an entry's workspace", (c) => Object.assign(entry(c, 3), { workspace: "~/w/elsewhere" })],
  ["an entry's model", (c) => Object.assign(entry(c, 4), { model: "anthropic/claude-sonnet-4-5" })],
  ["an entry's skills", (c) => Object.assign(entry(c, 5), { skills: ["weather", "nope"] })],
  ["an entry's sandbox", (c) => Object.assign(entry(c, 6), { sandbox: { mode: "non-main" } })],
  ["an entry's exec", (c) => Object.assign(entry(c, 7), { tools: { exec: { security: "deny" } } })],
  ["an entry made wrong", (c) => Object.assign(entry(c, 8), { workspace: 8 })],
  ["and put right", (c) => Object.assign(entry(c, 8), { workspace: "~/w/8" })],
  ["the defaults' model", (c) => Object.assign(c.agents.defaults, { model: { primary: "openai/gpt-5.1" } })],
  ["the defaults' sandbox", (c) => Object.assign(c.agents.defaults, { sandbox: { mode: "all" } })],
  ["an entry moved first", (c) => (c.agents.entries = Object.fromEntries(Object.entries(c.agents.entries).reverse()))],
  ["another machine", () => {}, "/home/bo"],
  ["an entry renamed on it", (c) => renamed(c, 2, (k) => `${k}z`), "/home/bo"],
];

describe("an OpenClaw studio through a run of edits answers as a fresh one", () => {
  it("every view of every step, the cards' facts made for the agents that changed alone", () => {
    const kept = studio();
    const config = JSON.parse(openclawRoster(24, "entries")) as Config;
    let last = kept.update(docs(config), testLimits());
    let cardsKept = 0;
    for (const [what, edit, home] of EDITS) {
      edit(config);
      const texts = docs(config, home);
      const views = kept.update(texts, testLimits());
      expect(views, what).toEqual(studio().update(texts, testLimits()));
      const before = last.panels.openclaw?.ok ? (last.panels.openclaw.vm.agents ?? []) : [];
      const after = views.panels.openclaw?.ok ? (views.panels.openclaw.vm.agents ?? []) : [];
      cardsKept += after.filter((card) => before.includes(card)).length;
      last = views;
    }
    // Most edits touch one agent: the other cards are the objects made before.
    expect(cardsKept).toBeGreaterThan(24 * 5);
  });

  it("a one-entry edit asks the analyzer about that agent's card alone", () => {
    const kept = studio();
    const config = JSON.parse(openclawRoster(24, "entries")) as Config;
    kept.update(docs(config), testLimits());
    const asked = [
      vi.spyOn(OpenClawAnalyzer.prototype, "explainAgent"),
      vi.spyOn(OpenClawAnalyzer.prototype, "agent"),
      vi.spyOn(OpenClawAnalyzer.prototype, "agentExec"),
    ];
    try {
      Object.assign(entry(config, 5), { workspace: "~/w/moved" });
      const views = kept.update(docs(config), testLimits());
      expect(views.panels.openclaw?.ok && views.panels.openclaw.vm.agents).toHaveLength(24);
      for (const spy of asked) expect(new Set(spy.mock.calls.map((call) => call[3]))).toEqual(new Set(["agent-5"]));
    } finally {
      for (const spy of asked) spy.mockRestore();
    }
  });
});
