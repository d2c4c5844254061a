/**
 * One field table per entity (core/fields.ts, core/openclaw/fields.ts), and every reader lists the table: the
 * answers, the page's agent cards (their rows and their data-* attributes), the hover, and the command line's
 * `resolve` (text and JSON).
 * The expectations are derived from the table, so a field added to it must show in each reader for this to pass;
 * and where the page prints a value, the command line prints one too.
 */
import { describe, expect, it } from "vitest";
import { T } from "../../src/app/texts";
import { dataName } from "../../src/app/view-model/common";
import { AgentCards, agentsVM, hoverLines } from "../../src/app/view-model/index";
import { run } from "../../src/cli/run";
import { AGENT_FIELDS, answerLookup, answersOf, SOPHIACLAW_PROFILE } from "../../src/core/index";
import { analyze } from "../analyze";
import { fakeIo } from "../cli/fakeIo";
import { testLimits } from "../limits";

const NAMES = AGENT_FIELDS.map((f) => f.name);

/** Agents with every kind of value: set and unset, a filter absent, empty (blank entries only) and listed, a later duplicate. */
const CONFIG = JSON.stringify({
  agents: {
    defaults: { model: { primary: "anthropic/claude-sonnet", fallbacks: ["openai/gpt-5"] } },
    list: [
      { id: "general", default: true },
      { id: "legal", workspace: "/data/legal", agentDir: "/data/legal/agent", model: "anthropic/claude-opus" },
      { id: "closed", skills: ["", "   "] },
      { id: "some", skills: ["legal.*", "review"], model: { primary: "openai/gpt-5", fallbacks: [] } },
      { id: "legal", workspace: "/elsewhere" },
    ],
  },
});

function cli(files: Record<string, string>, argv: readonly string[]) {
  const { io, out } = fakeIo(files);
  run(argv, io);
  return out;
}

describe("a resolved agent's fields, as every reader lists them", () => {
  const analysis = analyze(CONFIG, "{}", testLimits());
  const answers = answersOf(analysis);
  const cards = agentsVM(analysis, SOPHIACLAW_PROFILE, new AgentCards(), answerLookup(answers), 0).agents;
  const agents = analysis.agents.map((agent, i) => ({ agent, card: cards[i]! }));

  it.each(agents.map(({ agent, card }) => [agent.id, agent.index, agent, card] as const))(
    "%s (entry %i): the answers, the card and its data-*, the hover",
    (_id, _index, agent, card) => {
      const fields = answers.filter((a) => a.group === "agent" && a.entry === agent.path && a.field !== "reachable");
      expect(fields.map((a) => a.field)).toEqual(NAMES);
      expect(card.fields.map((f) => f.name)).toEqual([
        T.agents.fields.defaultFrom,
        ...NAMES.map((n) => T.agents.fields[n]),
      ]);
      expect(Object.keys(card.answers)).toEqual([
        "data-index",
        "data-default",
        "data-reachable",
        ...NAMES.map(dataName),
      ]);
      const hover = hoverLines(analysis, "config", agent.path) ?? [];
      expect(hover.slice(1).map((line) => line.split(" — ")[0])).toEqual(
        card.fields.slice(1).map((f) => `${f.name} ${T.hover.resolves} ${f.value}`),
      );
      for (const field of AGENT_FIELDS) {
        const over = hoverLines(analysis, "config", [...agent.path, field.key]) ?? [];
        expect(over.some((line) => line.startsWith(`${T.agents.fields[field.name]} ${T.hover.resolves}`))).toBe(true);
      }
    },
  );

  it("the command line's resolve prints the same fields, in the same order, with a word wherever the card has one", () => {
    const lines = cli({ "c.json": CONFIG }, ["resolve", "c.json"]);
    const headings = lines.flatMap((line, i) => (line.startsWith(" ") || line.startsWith("session") ? [] : [i]));
    expect(headings).toHaveLength(agents.length);
    agents.forEach(({ agent, card }, n) => {
      const rows = lines.slice(headings[n]! + 1, headings[n]! + 1 + NAMES.length);
      expect(rows.map((row) => row.slice(2, 12).trim())).toEqual(AGENT_FIELDS.map((f) => f.label));
      rows.forEach((row, i) => {
        const printed = row.slice(13, row.lastIndexOf("   <- "));
        expect(printed, `${agent.id}'s ${NAMES[i]}: the card says "${card.fields[i + 1]?.value}"`).not.toBe("");
        expect(row.slice(row.lastIndexOf("   <- ") + 6)).toBe(AGENT_FIELDS[i]!.from(agent).label);
      });
    });
  });

  it("resolve --json gives each agent's answers under the table's names, with where each came from", () => {
    const json = JSON.parse(cli({ "c.json": CONFIG }, ["resolve", "c.json", "--json"]).join("\n")) as {
      agents: Record<string, unknown>[];
    };
    json.agents.forEach((printed, i) => {
      const agent = analysis.agents[i]!;
      expect(Object.keys(printed)).toEqual(["id", "default", ...NAMES, "from"]);
      expect(Object.keys(printed.from as object)).toEqual(NAMES);
      for (const name of NAMES)
        expect(printed[name]).toEqual(answers.find((a) => a.entry === agent.path && a.field === name)?.value);
    });
  });
});
