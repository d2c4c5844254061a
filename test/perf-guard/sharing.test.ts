/**
 * Work found again instead of done again must be the work itself: a read that shares the unchanged parts of the
 * last read has the same value as a fresh one, and agents whose resolution is remembered resolve exactly as they
 * would from scratch, whatever changed between the two texts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_ENV,
  type Env,
  newScopeMemory,
  parseDocument,
  resolveAgents,
  SOPHIACLAW_PROFILE,
} from "../../src/core/index";
import {
  configSchema,
  newValidationMemory,
  shareEqual,
  UNLIMITED,
  validateConfig,
  validateDocument,
} from "../../src/core/testing";

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe("shareEqual", () => {
  const json = fc.jsonValue({ maxDepth: 4 });

  it("answers a value equal to the new one, sharing every part equal to the old one", () => {
    fc.assert(
      fc.property(json, json, fc.boolean(), (a, b, same) => {
        const next = same ? structuredClone(a) : b;
        const expected = structuredClone(next);
        const shared = shareEqual(a, next);
        expect(shared).toEqual(expected);
        if (JSON.stringify(a) === JSON.stringify(expected)) expect(shared).toBe(a);
        if (isObject(shared) && isObject(a)) {
          for (const k of Object.keys(shared)) {
            const old = (a as Record<string, unknown>)[k];
            const now = (shared as Record<string, unknown>)[k];
            if (Object.hasOwn(a, k) && JSON.stringify(old) === JSON.stringify(now) && isObject(now)) {
              expect(now).toBe(old);
            }
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps a __proto__ key an own property and the prototype untouched", () => {
    const before = JSON.parse('{"__proto__": {"x": 1}, "a": {"b": 1}}') as Record<string, unknown>;
    const next = JSON.parse('{"__proto__": {"x": 2}, "a": {"b": 1}}') as Record<string, unknown>;
    const shared = shareEqual(before, next) as Record<string, unknown>;
    expect(Object.getPrototypeOf(shared)).toBe(Object.prototype);
    expect(Object.keys(shared)).toEqual(["__proto__", "a"]);
    expect(shared.a).toBe(before.a);
    expect(Object.getOwnPropertyDescriptor(shared, "__proto__")?.value).toEqual({ x: 2 });
  });
});

function isObject(v: unknown): v is object {
  return typeof v === "object" && v !== null;
}

describe("remembered resolutions", () => {
  const id = fc.constantFrom("main", "Main", "helper", "scout", "", "../x", "__proto__");
  const entry = fc.record(
    {
      id,
      default: fc.constantFrom(true, false, "yes"),
      workspace: fc.constantFrom("~/w", "$HOME/x", "rel", "", "/abs"),
      agentDir: fc.constantFrom("~/d", "/d"),
      model: fc.oneof(
        fc.constantFrom("anthropic/claude-sonnet", "gpt"),
        fc.record({ primary: fc.constantFrom("openai/gpt-5", "x"), fallbacks: fc.constantFrom([], ["a/b"]) }),
      ),
      skills: fc.constantFrom(["legal.*"], [], ["A*b"]),
    },
    { requiredKeys: [] },
  );
  const config = fc.record(
    {
      agents: fc.record(
        {
          defaults: fc.record(
            {
              workspace: fc.constantFrom("~/def", ""),
              model: fc.constantFrom("a/b", { primary: "c/d", fallbacks: ["e/f"] }),
            },
            { requiredKeys: [] },
          ),
          list: fc.array(fc.oneof(entry, fc.constantFrom(1, null)), { maxLength: 6 }),
        },
        { requiredKeys: ["list"] },
      ),
      models: fc.constantFrom([], [{ provider: "anthropic", id: "claude-sonnet" }], [{ provider: "a", id: "b" }]),
    },
    { requiredKeys: [] },
  );
  const env: fc.Arbitrary<Env> = fc.constantFrom(
    { HOME: "/home/user" },
    { HOME: "/home/ada", SOPHIACLAW_STATE_DIR: "/state" },
    { HOME: "/home/user", SOPHIACLAW_PROFILE: "work" },
  );
  /** An edit of the kind a keystroke makes: one field of one place changed, or an entry added or removed. */
  const edit = fc.tuple(
    fc.nat(),
    fc.constantFrom("id", "default", "workspace", "model", "remove", "insert", "defaults", "models"),
    id,
  );

  it("are what a fresh resolution answers, after any edit and in any environment", () => {
    fc.assert(
      fc.property(config, edit, env, env, (before, [at, what, newId], envBefore, envAfter) => {
        const after = clone(before) as { agents?: { list?: unknown[]; defaults?: Record<string, unknown> } };
        const list = after.agents?.list ?? [];
        const i = list.length ? at % list.length : 0;
        const target = list[i] as Record<string, unknown> | undefined;
        if (what === "remove") list.splice(i, 1);
        else if (what === "insert") list.splice(i, 0, { id: newId });
        else if (what === "defaults" && after.agents) after.agents.defaults = { workspace: `~/${newId}` };
        else if (what === "models") (after as { models?: unknown }).models = [{ provider: "anthropic", id: newId }];
        else if (typeof target === "object" && target !== null)
          target[what] = what === "default" ? !target.default : newId;

        const memory = newScopeMemory();
        const first = parseDocument(JSON.stringify(before), "config");
        resolveAgents(first, envBefore, SOPHIACLAW_PROFILE, memory);
        const shared = parseDocument(JSON.stringify(after), "config", { text: JSON.stringify(before), read: first });
        const remembered = resolveAgents(shared, envAfter, SOPHIACLAW_PROFILE, memory);
        const fresh = resolveAgents(parseDocument(JSON.stringify(after), "config"), envAfter, SOPHIACLAW_PROFILE);
        expect(remembered.agents).toEqual(fresh.agents);
        expect(remembered.defaultAgentId).toBe(fresh.defaultAgentId);
        expect(remembered.diagnostics).toEqual(fresh.diagnostics);
        expect([...remembered.byId.keys()]).toEqual([...fresh.byId.keys()]);
      }),
      { numRuns: 1500 },
    );
  });

  const list = (...entries: object[]) => JSON.stringify({ agents: { list: entries } });
  it.each([
    [
      "another entry takes this entry's id as the default's, making it the default",
      list({ id: "b" }, { id: "a", default: true }),
      list({ id: "b" }, { id: "b", default: true }),
    ],
    [
      "an earlier entry is marked default, so this one is no longer chosen",
      list({ id: "a" }, { id: "a", default: true }),
      list({ id: "a", default: true }, { id: "a", default: true }),
    ],
    [
      "the marked entry loses its mark, so the first entry is chosen",
      list({ id: "a" }, { id: "b", default: true }),
      list({ id: "a" }, { id: "b" }),
    ],
    [
      "agents.defaults changes",
      list({ id: "a" }, { id: "b" }),
      JSON.stringify({ agents: { defaults: { workspace: "~/d" }, list: [{ id: "a" }, { id: "b" }] } }),
    ],
  ])("are what a fresh resolution answers when %s", (_, before, after) => {
    const memory = newScopeMemory();
    const first = parseDocument(before, "config");
    resolveAgents(first, DEFAULT_ENV, SOPHIACLAW_PROFILE, memory);
    const remembered = resolveAgents(
      parseDocument(after, "config", { text: before, read: first }),
      DEFAULT_ENV,
      SOPHIACLAW_PROFILE,
      memory,
    );
    const fresh = resolveAgents(parseDocument(after, "config"), DEFAULT_ENV, SOPHIACLAW_PROFILE);
    expect(remembered.agents).toEqual(fresh.agents);
    expect(remembered.diagnostics).toEqual(fresh.diagnostics);
  });

  it("are found again for the agents an edit did not touch", () => {
    const text = (firstId: string) =>
      JSON.stringify({
        agents: { list: [{ id: firstId, default: true }, { id: "b" }, { id: "c", workspace: "~/c" }] },
      });
    const memory = newScopeMemory();
    const first = parseDocument(text("a"), "config");
    const before = resolveAgents(first, DEFAULT_ENV, SOPHIACLAW_PROFILE, memory).agents;
    const after = resolveAgents(
      parseDocument(text("a2"), "config", { text: text("a"), read: first }),
      DEFAULT_ENV,
      SOPHIACLAW_PROFILE,
      memory,
    ).agents;
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]?.id).toBe("a2");
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toBe(before[2]);
  });
});

describe("remembered validations", () => {
  const junk = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom({ id: 1 }, { idd: "x" }, { id: "a", model: 3 }));
  const field = fc.constantFrom("id", "workspace", "model", "skills", "subagents", "unknown", "__proto__");
  const entry = fc.dictionary(field, fc.oneof(junk, fc.string({ maxLength: 3 })), { maxKeys: 4 });
  const config = fc.record(
    {
      agents: fc.record(
        {
          defaults: fc.oneof(junk, fc.constant({ workspace: "~/w" })),
          list: fc.array(fc.oneof(entry, junk), { maxLength: 5 }),
        },
        { requiredKeys: ["list"] },
      ),
      models: fc.oneof(junk, fc.constant([])),
      extra: junk,
    },
    { requiredKeys: ["agents"] },
  );

  it("are what validating the whole document finds, after any edit", () => {
    fc.assert(
      fc.property(config, config, fc.nat(), (before, other, at) => {
        // Mostly the same list with one entry replaced, as a keystroke leaves it; sometimes another document.
        const after = at % 4 === 0 ? other : clone(before);
        if (after !== other && after.agents.list.length > 0) {
          after.agents.list[at % after.agents.list.length] = other.agents.list[0] ?? { id: "new" };
        }
        const memory = newValidationMemory();
        const first = parseDocument(JSON.stringify(before), "config");
        validateConfig(first, UNLIMITED, memory);
        const shared = parseDocument(JSON.stringify(after), "config", { text: JSON.stringify(before), read: first });
        const whole = validateDocument(parseDocument(JSON.stringify(after), "config"), configSchema);
        expect(validateConfig(shared, UNLIMITED, memory)).toEqual(whole);
      }),
      { numRuns: 1000 },
    );
  });
});
