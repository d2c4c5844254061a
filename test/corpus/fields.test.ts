import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
/**
 * One field table per entity (core/fields.ts, core/openclaw/fields.ts), and every reader lists the table: the
 * answers, the page's agent cards (their rows and their data-* attributes), the hover, and the command line's
 * `resolve` (text and JSON); for OpenClaw's agent, the page's cards, `resolve`, `why` and `diff` with a profile.
 * The expectations are derived from the table, so a field added to it must show in each reader for this to pass;
 * and where the page prints a value, the command line prints one too.
 */
import { describe, expect, it } from "vitest";
import { Studio } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { T } from "../../src/app/texts";
import { dataName } from "../../src/app/view-model/common";
import { AgentCards, agentsVM, hoverLines } from "../../src/app/view-model/index";
import { run } from "../../src/cli/run";
import {
  AGENT_FIELDS,
  answerLookup,
  answersOf,
  OPENCLAW_AGENT_FIELDS,
  shownOpenClawFields,
  SOPHIACLAW_PROFILE,
  type OpenClawAgent,
} from "../../src/core/index";
import { analyze } from "../analyze";
import { fakeIo } from "../cli/fakeIo";
import { testAnalyzer, testLimits } from "../limits";

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
  run(argv, { ...io, machine: () => ({ home: "/home/ada", cwd: "/home/ada", vars: {} }) });
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

describe("an OpenClaw agent's fields, as every reader lists them", () => {
  const HOME = "/home/ada";
  const at = `${HOME}/.openclaw/openclaw.json`;
  /** A fleet with a model and route bindings on one agent, neither on the other. */
  const FLEET = JSON.stringify({
    agents: {
      entries: {
        ops: { default: true, model: "anthropic/claude-opus" },
        research: { workspace: "/srv/research" },
      },
    },
    bindings: [
      { agentId: "ops", match: { channel: "slack" } },
      { agentId: "ops", match: { channel: "email" } },
    ],
  });
  const listed = (
    JSON.parse(cli({ [at]: FLEET }, ["resolve", at, "--profile", "openclaw-2026.9", "--json"]).join("\n")) as {
      agent: OpenClawAgent;
    }[]
  ).map((r) => r.agent);

  it("the fleet has an agent with every field shown and one with some left out", () => {
    expect(listed.map((a) => shownOpenClawFields(a).length)).toEqual([OPENCLAW_AGENT_FIELDS.length, 2]);
  });

  it("the page's cards and the command line's resolve list the fields the table shows, in its order", () => {
    const views = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).update(
      { config: FLEET, scenarios: JSON.stringify({ env: { HOME } }), profile: "openclaw-2026.9" },
      testLimits(),
    );
    const vm = views.panels.openclaw?.ok ? views.panels.openclaw.vm : undefined;
    const lines = cli({ [at]: FLEET }, ["resolve", at, "--profile", "openclaw-2026.9"]);
    expect(vm?.agents?.map((a) => a.id)).toEqual(listed.map((a) => a.id));
    listed.forEach((agent, i) => {
      const shown = shownOpenClawFields(agent).map(({ field }) => field);
      expect(vm?.agents?.[i]?.fields.map((f) => f.key)).toEqual(shown.map((f) => f.name));
      expect(vm?.agents?.[i]?.fields.map((f) => f.name)).toEqual(shown.map((f) => T.openclaw.fields[f.name]));
      const printed = lines[i]!.slice(lines[i]!.indexOf(": ") + 2).split(", ");
      expect(printed.map((p) => shown.find((f) => p.startsWith(`${f.label} `))?.name)).toEqual(
        shown.map((f) => f.name),
      );
    });
  });

  it("why lists each field that has a rule, in the table's order", () => {
    const lines = cli({ [at]: FLEET }, ["why", at, "--profile", "openclaw-2026.9"]);
    const ruled = OPENCLAW_AGENT_FIELDS.filter((f) => f.why !== undefined).map((f) => f.label);
    const perAgent = lines.filter((l) => l.startsWith("  ") && !l.startsWith("  id:"));
    expect(perAgent.map((l) => ruled.find((label) => l.startsWith(`  ${label} `)))).toEqual(
      listed.flatMap(() => ruled),
    );
  });

  it("diff compares the table's fields in its order, then whether the agent is the default", () => {
    const after = JSON.stringify({
      agents: {
        entries: {
          ops: { workspace: "/srv/ops", agentDir: "/srv/ops/agent" },
          research: { default: true, workspace: "/srv/research" },
        },
      },
    });
    const lines = cli({ [at]: after, "before.json": FLEET }, [
      "diff",
      "before.json",
      at,
      "--profile",
      "openclaw-2026.9",
    ]);
    const changed = lines.flatMap((l) => /^ {2}~ ops\.(\w+):/.exec(l)?.slice(1) ?? []);
    expect(changed).toEqual([...OPENCLAW_AGENT_FIELDS.map((f) => f.name), "isDefault"]);
  });
});
