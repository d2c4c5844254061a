// The OpenClaw analyzer keeps each agent's answers from one keystroke to the next (agent-memory.ts): its row of
// `agents list`, its reasons, models, skills, sandbox, tools and exec scope are found made when its entry and
// everything outside the entries are the objects they were. Through any run of edits (an entry changed, renamed, moved,
// made wrong and put right, the defaults, the bindings, the system agent, the machine) every answer stays exactly a
// fresh analyzer's, and the memory is used.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createOpenClawAnalyzer,
  openclawMachine,
  openclawUpgradeStep,
  type OpenClawAnalyzer,
  type OpenClawEnvironment,
  type OpenClawProfileId,
} from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { openclawRoster } from "../../bench/openclaw.bench";
import { recordedInputs } from "./recorded";
import { interning, studioLike } from "./sharing";

const ADA = openclawMachine({ HOME: "/home/ada" });
const BO = openclawMachine({ HOME: "/home/bo" });
const AGENTS = 16;

type Config = { agents: Record<string, unknown> & { defaults: Record<string, unknown> } } & Record<string, unknown>;
type Shape = "entries" | "list";
/** An edit of the config as an object; the text is written again from it (one line), so only the edit's part differs. */
type Edit = readonly [string, (c: Config, shape: Shape) => void];

/** The agent entry at `i` (a key of `entries`, or a place in `list`), and its key or index. */
function entryAt(c: Config, i: number): Record<string, unknown> | undefined {
  const { entries, list } = c.agents as { entries?: Record<string, Record<string, unknown>>; list?: unknown[] };
  if (list) return list[i] as Record<string, unknown> | undefined;
  const key = Object.keys(entries ?? {})[i];
  return key === undefined ? undefined : entries![key];
}

/** Renames the entry at `i` where it stands (entries keep their order; a list entry's `id` changes). */
function rename(c: Config, i: number, to: (id: string) => string): void {
  const { entries, list } = c.agents as { entries?: Record<string, unknown>; list?: Record<string, unknown>[] };
  if (list) {
    const item = list[i];
    if (item && typeof item["id"] === "string") item["id"] = to(item["id"]);
  } else if (entries) {
    c.agents["entries"] = Object.fromEntries(Object.entries(entries).map(([k, v], j) => [j === i ? to(k) : k, v]));
  }
}

function move(c: Config, from: number, to: number): void {
  const { entries, list } = c.agents as { entries?: Record<string, unknown>; list?: unknown[] };
  const pairs: [string | number, unknown][] = list ? list.map((v, j) => [j, v]) : Object.entries(entries ?? {});
  const [taken] = pairs.splice(from, 1);
  if (taken) pairs.splice(to, 0, taken);
  if (list) c.agents["list"] = pairs.map(([, v]) => v);
  else c.agents["entries"] = Object.fromEntries(pairs);
}

function remove(c: Config, i: number): void {
  const { entries, list } = c.agents as { entries?: Record<string, unknown>; list?: unknown[] };
  if (list) list.splice(i, 1);
  else if (entries) delete entries[Object.keys(entries)[i]!];
}

/**
 * The default (the first entry, marked) renamed where it stands: its own answers change (every agent's answers ask
 * whether it is the default, not which agent is). Then, as 2026.7 reads markers, moved to an entry that did not change.
 */
const DEFAULT_EDITS: readonly Edit[] = [
  ["the default renamed", (c) => rename(c, 0, (id) => `${id}d`)],
  ["and renamed again", (c) => rename(c, 0, (id) => `${id}e`)],
  ["a later entry marked the default too", (c) => Object.assign(entryAt(c, 5) ?? {}, { default: true })],
  ["the first unmarked (the later one is the default, unchanged)", (c) => delete entryAt(c, 0)?.["default"]],
  ["the new default renamed", (c) => rename(c, 5, (id) => `${id}m`)],
  ["the first marked again (the default again)", (c) => Object.assign(entryAt(c, 0) ?? {}, { default: true })],
  ["the first removed", (c) => remove(c, 0)],
];

const EDITS: readonly Edit[] = [
  ["an entry's workspace", (c) => Object.assign(entryAt(c, 3) ?? {}, { workspace: "~/w/elsewhere" })],
  ["an entry's workspace made another's (shared)", (c) => Object.assign(entryAt(c, 2) ?? {}, { workspace: "~/w/1" })],
  ["the entry sharing it renamed", (c) => rename(c, 2, (id) => `${id}s`)],
  ["another entry renamed beside them", (c) => rename(c, 6, (id) => `${id}t`)],
  ["its own workspace again", (c) => Object.assign(entryAt(c, 2) ?? {}, { workspace: "~/w/2" })],
  ["an entry's own agent folder", (c) => Object.assign(entryAt(c, 5) ?? {}, { agentDir: "~/dirs/one" })],
  ["another's the same (shared, rejected)", (c) => Object.assign(entryAt(c, 6) ?? {}, { agentDir: "~/dirs/one" })],
  ["and apart again", (c) => Object.assign(entryAt(c, 6) ?? {}, { agentDir: "~/dirs/two" })],
  ["an entry's workspace made a number (rejected)", (c) => Object.assign(entryAt(c, 4) ?? {}, { workspace: 4 })],
  ["that number put right", (c) => Object.assign(entryAt(c, 4) ?? {}, { workspace: "~/w/4" })],
  ["an entry renamed", (c) => rename(c, 2, (id) => `${id}x`)],
  ["an entry renamed in capitals", (c) => rename(c, 5, (id) => id.toUpperCase())],
  ["an entry moved first", (c) => move(c, 6, 0)],
  ["the first entry moved last", (c) => move(c, 0, AGENTS - 1)],
  ["an entry's own model", (c) => Object.assign(entryAt(c, 7) ?? {}, { model: "anthropic/claude-sonnet-4-5" })],
  // A retired model is found in its entry and kept with it (entry-memo.ts): renamed, moved, another's, put right.
  ["an entry's model retired", (c) => Object.assign(entryAt(c, 7) ?? {}, { model: "google-vertex/gemini-1.5-flash" })],
  ["the entry with it renamed", (c) => rename(c, 7, (id) => `${id}-old`)],
  ["the entry with it moved first", (c) => move(c, 7, 0)],
  [
    "another entry's fallback retired",
    (c) =>
      Object.assign(entryAt(c, 8) ?? {}, {
        model: { primary: "openai/gpt-5.1", fallbacks: ["Google-Vertex/Gemini-1.5-Flash"] },
      }),
  ],
  ["the first retired model put right", (c) => Object.assign(entryAt(c, 0) ?? {}, { model: "openai/gpt-5.1" })],
  ["an entry's skills", (c) => Object.assign(entryAt(c, 8) ?? {}, { skills: ["weather", "nope"] })],
  ["an entry's sandbox", (c) => Object.assign(entryAt(c, 9) ?? {}, { sandbox: { mode: "non-main" } })],
  ["an entry's exec", (c) => Object.assign(entryAt(c, 1) ?? {}, { tools: { exec: { security: "deny" } } })],
  ["an entry's tools allow a tool", (c) => Object.assign(entryAt(c, 11) ?? {}, { tools: { allow: ["exec"] } })],
  ["an entry's identity", (c) => Object.assign(entryAt(c, 12) ?? {}, { identity: { name: "Ada", emoji: "x" } })],
  ["an entry given the same content as another", (c) => Object.assign(entryAt(c, 13) ?? {}, { ...entryAt(c, 14) })],
  [
    "the defaults' model",
    (c) => Object.assign(c.agents.defaults, { model: { primary: "openai/gpt-5.1", fallbacks: [] } }),
  ],
  ["the defaults' workspace", (c) => Object.assign(c.agents.defaults, { workspace: "~/fleet" })],
  ["the defaults' sandbox", (c) => Object.assign(c.agents.defaults, { sandbox: { mode: "all" } })],
  ["the defaults' skills", (c) => Object.assign(c.agents.defaults, { skills: ["github"] })],
  ["the config's exec", (c) => Object.assign(c, { tools: { exec: { security: "allowlist", ask: "always" } } })],
  ["the config's tools deny", (c) => Object.assign(c, { tools: { deny: ["exec"] } })],
  ["a binding", (c) => Object.assign(c, { bindings: [{ agentId: "agent-9", match: { channel: "slack" } }] })],
  [
    "the system agent",
    (c, shape) =>
      shape === "entries" &&
      Object.assign(c.agents.defaults, { systemAgent: { agentId: Object.keys(c.agents["entries"] as object)[1] } }),
  ],
  ...DEFAULT_EDITS,
  ["a variable in an entry", (c) => Object.assign(entryAt(c, 10) ?? {}, { workspace: "${HOME}/w/10" })],
  ["an entry removed", (c) => move(c, 3, AGENTS + 5)],
];

/** Every answer about the agents, from `analyzer` and from a fresh one, compared. */
function expectAsFresh(
  analyzer: OpenClawAnalyzer,
  profile: OpenClawProfileId,
  text: string,
  env: OpenClawEnvironment,
  what: string,
) {
  const fresh = createOpenClawAnalyzer(OPENCLAW_SCHEMAS);
  // Each agent's own answers first (a card drawn), then every agent's: the memory is filled in either order.
  const ids = (fresh.evaluate(profile, text, env).agents ?? []).map((a) => a.id);
  for (const id of ids.slice(0, 3)) {
    expect(analyzer.agent(profile, text, env, id), `${what}: ${id}`).toEqual(fresh.agent(profile, text, env, id));
    expect(analyzer.agentExec(profile, text, env, id), `${what}: ${id}`).toEqual(
      fresh.agentExec(profile, text, env, id),
    );
  }
  expect(analyzer.diagnostics(profile, text, env), what).toEqual(fresh.diagnostics(profile, text, env));
  expect(analyzer.explain(profile, text, env), what).toEqual(fresh.explain(profile, text, env));
  expect(analyzer.reports(profile, text, env), what).toEqual(fresh.reports(profile, text, env));
  expect(analyzer.agentsExec(profile, text, env), what).toEqual(fresh.agentsExec(profile, text, env));
  expect(analyzer.tools(profile, text, env), what).toEqual(fresh.tools(profile, text, env));
  // What moving to the next release changes (its conversion read from the last one's, as a splice).
  const step = openclawUpgradeStep(profile);
  if (step?.from === profile) expect(analyzer.upgrade(step, text, env), what).toEqual(fresh.upgrade(step, text, env));
  for (const id of ids.slice(-2))
    expect(analyzer.agent(profile, text, env, id), `${what}: ${id}`).toEqual(fresh.agent(profile, text, env, id));
  return ids.length;
}

/**
 * The roster as written, in `shape`; read by 2026.9 as a legacy list, with explicit ownership and a system agent (a
 * fleet 2026.9 accepts, so its agents are listed).
 */
function startFor(profile: OpenClawProfileId, shape: Shape): Config {
  const config = JSON.parse(openclawRoster(AGENTS, shape)) as Config;
  if (profile === "openclaw-2026.9" && shape === "list")
    Object.assign(
      config.agents,
      { ownership: "explicit" },
      { defaults: { ...config.agents.defaults, systemAgent: { agentId: "agent-1" } } },
    );
  return config;
}
const start = (shape: Shape): Config => startFor("openclaw-2026.7", shape);

const CASES = [
  ["openclaw-2026.9", "entries"],
  ["openclaw-2026.7", "list"],
  // 2026.9 moves a legacy list to keyed entries before it reads it (each item's entry kept with the item).
  ["openclaw-2026.9", "list"],
] as const;

describe("each agent's answers remembered across keystrokes answer as a fresh analyzer's", () => {
  it.each(CASES)("%s (%s): every edit in turn, then the machine changed", (profile, shape) => {
    for (const analyzer of [studioLike(), interning()]) {
      const config = startFor(profile, shape);
      let listed = 0;
      expectAsFresh(analyzer, profile, JSON.stringify(config), ADA, "as written");
      for (const [what, edit] of EDITS) {
        const before = JSON.stringify(config);
        edit(config, shape);
        const text = JSON.stringify(config);
        if (text === before) continue;
        listed += expectAsFresh(analyzer, profile, text, ADA, what);
      }
      expectAsFresh(analyzer, profile, JSON.stringify(config), BO, "another HOME");
      // Most edits leave the config accepted: the agents above were listed, not all rejected.
      expect(listed).toBeGreaterThan(AGENTS * 5);
    }
  });

  // 2026.7 chooses the default by place and markers; 2026.9 a fleet's by its one marker (no ownership, no system agent).
  const MOVES = [
    ["openclaw-2026.7", "list", DEFAULT_EDITS],
    ["openclaw-2026.9", "list", DEFAULT_EDITS.slice(0, 2)],
    ["openclaw-2026.9", "entries", DEFAULT_EDITS.slice(0, 2)],
  ] as const;

  it.each(MOVES)("%s (%s): the default renamed and moved, each step accepted", (profile, shape, edits) => {
    const analyzer = studioLike();
    const config = JSON.parse(openclawRoster(AGENTS, shape)) as Config;
    delete config.agents["ownership"];
    delete config.agents.defaults["systemAgent"];
    Object.assign(entryAt(config, 0) ?? {}, { default: true });
    expectAsFresh(analyzer, profile, JSON.stringify(config), ADA, "as written");
    for (const [what, edit] of edits) {
      edit(config, shape);
      const text = JSON.stringify(config);
      expect(analyzer.evaluate(profile, text, ADA).verdict.valid, what).toBe(true);
      expectAsFresh(analyzer, profile, text, ADA, what);
    }
  });

  it("the memory is used: a one-entry edit makes that agent's row alone", () => {
    const analyzer = studioLike();
    const config = start("entries");
    analyzer.evaluate("openclaw-2026.9", JSON.stringify(config), ADA);
    const before = analyzer.work().rows;
    Object.assign(entryAt(config, 3) ?? {}, { workspace: "~/w/moved" });
    const after = analyzer.evaluate("openclaw-2026.9", JSON.stringify(config), ADA);
    expect(after.agents?.[3]?.workspace).toBe("/home/ada/w/moved");
    expect(analyzer.work().rows - before).toBe(1);
  });

  it("the default renamed where it stands (2026.7's first in a list) makes its own row alone", () => {
    const analyzer = studioLike();
    const config = start("list");
    analyzer.evaluate("openclaw-2026.7", JSON.stringify(config), ADA);
    const before = analyzer.work().rows;
    rename(config, 0, (id) => `${id}x`);
    const after = analyzer.evaluate("openclaw-2026.7", JSON.stringify(config), ADA);
    expect(after.agents?.[0]).toMatchObject({ id: "agent-0x", isDefault: true });
    expect(analyzer.work().rows - before).toBe(1);
  });

  it.each([
    ["openclaw-2026.9", "entries"],
    ["openclaw-2026.7", "list"],
  ] as const)(
    "%s (%s): a one-entry edit keeps every other agent: the same roster agent, its report, and the lints found of it",
    (profile, shape) => {
      const analyzer = studioLike();
      const config = JSON.parse(openclawRoster(AGENTS * 2, shape)) as Config;
      const read = () => {
        const text = JSON.stringify(config);
        // Asked as the studio asks (the config's diagnostics first, which read it through the editor's reading).
        const { lints } = analyzer.diagnostics(profile, text, ADA);
        const dropped = lints.filter((l) => l.kind === "model-drops-fallbacks");
        const { roster } = analyzer.read(profile, text, ADA);
        const reports = analyzer.reports(profile, text, ADA);
        return { agents: roster?.agents ?? [], dropped, reports };
      };
      const before = read();
      rename(config, 4, (id) => `${id}x`);
      const after = read();
      expect(after.agents).toHaveLength(before.agents.length);
      after.agents.forEach((agent, i) => {
        if (i === 4) expect(agent).not.toBe(before.agents[i]);
        else expect(agent, agent.id).toBe(before.agents[i]);
      });
      // Every third agent names its own model: the renamed one's finding is made again, the others' are the same objects.
      expect(after.dropped.length).toBeGreaterThan(5);
      expect(after.dropped.length).toBe(before.dropped.length);
      // Each agent's report (the Changes panel's, the upgrade preview's) too.
      expect(after.reports).toHaveLength(before.reports.length);
      after.reports.forEach((report, i) => {
        if (i === 4) expect(report).not.toBe(before.reports[i]);
        else expect(report, report.agent.id).toBe(before.reports[i]);
      });
      after.dropped.forEach((lint, i) => {
        const renamed = lint.kind === "model-drops-fallbacks" && lint.id === "agent-4x";
        if (renamed) expect(lint).not.toBe(before.dropped[i]);
        else expect(lint).toBe(before.dropped[i]);
      });
    },
  );

  it.each(CASES)("%s (%s): random runs of edits, machines and texts asked again", (profile, shape) => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(EDITS.length - 1), fc.boolean()), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (steps, interned) => {
          const analyzer = interned ? interning() : studioLike();
          const config = startFor(profile, shape);
          const texts = [JSON.stringify(config)];
          expectAsFresh(analyzer, profile, texts[0]!, ADA, "as written");
          for (const [i, otherMachine] of steps) {
            EDITS[i]![1](config, shape);
            texts.push(JSON.stringify(config));
            const env = otherMachine ? BO : ADA;
            expectAsFresh(analyzer, profile, texts.at(-1)!, env, EDITS[i]![0]);
            // A text from earlier in the run, asked again (an undo): its answers, not the last text's.
            expectAsFresh(analyzer, profile, texts[Math.floor(texts.length / 2)]!, env, "an earlier text");
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  const RECORDED = [
    ...recordedInputs("2026.7.35").map((c) => ({ ...c, profile: "openclaw-2026.7" as OpenClawProfileId })),
    ...recordedInputs("2026.9.6").map((c) => ({ ...c, profile: "openclaw-2026.9" as OpenClawProfileId })),
  ];

  it(`every recorded config (${RECORDED.length}), one analyzer through them all, each read twice`, () => {
    const analyzer = studioLike();
    for (const c of RECORDED)
      for (const text of [c.text, `${c.text}\n`]) expectAsFresh(analyzer, c.profile, text, c.env, c.name);
  });
});
