/**
 * Agent folders shared between agents: the check passes a roster by without building every folder's path when no
 * agent sets its own `agentDir` and the ids are plain and different (checks.ts). Held to every folder built and
 * grouped, on random rosters of plain and odd ids, repeated ids and own folders.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { agentDirOf, placesOf, sharedAgentDirs } from "../../src/core/testing";

const places = placesOf((home) => `${home}/.openclaw/workspace`, {
  home: "/home/u",
  cwd: "/work",
  vars: {},
  configAt: null,
});

/** Every agent's folder built, grouped by folder: the folders held by more than one agent, in roster order. */
function grouped(agents: { id: string; entry: Record<string, unknown> }[]) {
  const byDir = new Map<string, string[]>();
  for (const agent of agents) {
    const dir = agentDirOf(agent, places);
    byDir.set(dir, [...(byDir.get(dir) ?? []), agent.id]);
  }
  return [...byDir].filter(([, ids]) => ids.length > 1).map(([dir, ids]) => ({ dir, ids }));
}

const id = fc.oneof(
  fc.constantFrom("main", "ops", "a", "b", "x_1", "y-2"),
  fc.constantFrom(".", "..", "a/b", "a/../b", "ops/.", " ops", "b "),
);
const agentDir = fc.option(
  fc.constantFrom("~/.openclaw/agents/ops/agent", "/home/u/.openclaw/agents/a/agent", "./d", "d", " "),
  {
    nil: undefined,
  },
);
const mixed = fc.array(
  fc.record({ id, dir: agentDir }).map(({ id, dir }) => ({ id, entry: dir === undefined ? {} : { agentDir: dir } })),
  { maxLength: 8 },
);
/** Mostly plain ids with no folder of their own (what the check passes by), an id repeated or an odd one at times. */
const plain = fc
  .tuple(
    fc.uniqueArray(fc.constantFrom("main", "ops", "a", "b", "x_1", "y-2"), { minLength: 2, maxLength: 6 }),
    fc.option(fc.oneof(fc.constantFrom("main", "ops", "a"), id), { nil: undefined }),
  )
  .map(([ids, extra]) => [...ids, ...(extra === undefined ? [] : [extra])].map((id) => ({ id, entry: {} })));
const roster = fc.oneof(mixed, plain);

describe("sharedAgentDirs", () => {
  it("finds what grouping every agent's folder finds", () => {
    fc.assert(
      fc.property(roster, (agents) => {
        const found = sharedAgentDirs(
          { agents, defaultId: undefined, defaultBy: undefined, primaryId: undefined },
          places,
          ["agents"],
        );
        const want = agents.length < 2 ? [] : grouped(agents);
        expect(found.map((i) => (i.kind === "shared-agent-dir" ? { dir: i.dir, ids: i.ids } : i))).toEqual(want);
      }),
      { numRuns: 500 },
    );
  });

  it("passes plain, different ids with no folder of their own by", () => {
    const agents = Array.from({ length: 1_000 }, (_, i) => ({ id: `agent-${i}`, entry: {} }));
    expect(
      sharedAgentDirs({ agents, defaultId: undefined, defaultBy: undefined, primaryId: undefined }, places, []),
    ).toEqual([]);
  });
});
