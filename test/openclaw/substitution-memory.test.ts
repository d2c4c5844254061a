// `${NAME}` substitution remembers the objects with no `${` below them (places.ts): they are their own substitution on
// any machine. Through random runs of edits (a subtree replaced, a `${` written in or taken out) and machines (the
// variables set, changed or unset), the result and the warnings are exactly a walk without the memory's.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openclawMachine } from "../../src/core/index";
import { substituteVariables } from "../../src/core/testing";

type Warnings = Parameters<typeof substituteVariables>[2];
const NAMES = ["HOME", "TEAM", "ROOT"] as const;
const leaf = fc.oneof(
  fc.constantFrom("~/w", "plain", "${TEAM}/w", "$${ROOT}", "${HOME}", "a ${ROOT} b", "${NOPE}"),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom("a", "b", "c", "env", "__proto__"), tie("value"), { maxKeys: 3 }),
  ),
}));
const machine = fc
  .record({ HOME: fc.constantFrom("/home/ada", ""), TEAM: fc.constantFrom("red", "blue"), ROOT: fc.constant("/r") })
  .chain((vars) => fc.subarray([...NAMES]).map((set) => Object.fromEntries(set.map((n) => [n, vars[n]]))));

/** `config` with the value at the `at`-th object's first key replaced (the rest shared, as a spliced read's). */
function edited(config: unknown, at: number, put: unknown): unknown {
  let n = 0;
  const go = (v: unknown): unknown => {
    if (typeof v !== "object" || v === null) return v;
    const here = n++ === at;
    if (Array.isArray(v)) return here && v.length > 0 ? [put, ...v.slice(1)] : v.map(go);
    const keys = Object.keys(v);
    const out: Record<string, unknown> = {};
    keys.forEach((k, i) => {
      const x = (v as Record<string, unknown>)[k];
      Object.defineProperty(out, k, { value: here && i === 0 ? put : go(x), enumerable: true, writable: true });
    });
    return out;
  };
  return go(config);
}

describe("substitution with the memory of plain objects answers as a walk without it", () => {
  it("random configs, edits and machines", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("agents", "tools", "env"), value, { maxKeys: 3 }),
        fc.array(fc.tuple(fc.nat(8), value, machine), { minLength: 1, maxLength: 6 }),
        (start, steps) => {
          const plain = new WeakSet<object>();
          let config: unknown = start;
          for (const [at, put, vars] of [[0, undefined, {}] as const, ...steps]) {
            if (put !== undefined) config = edited(config, at, put);
            const env = openclawMachine(vars as Record<string, string>);
            const remembered: Warnings = [];
            const fresh: Warnings = [];
            const a = substituteVariables(config, env, remembered, plain);
            const b = substituteVariables(config, env, fresh);
            expect(a).toEqual(b);
            expect(remembered).toEqual(fresh);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a plain object comes back as itself, and is not walked again", () => {
    const plain = new WeakSet<object>();
    const entry = { workspace: "~/w", tools: { allow: ["exec"] } };
    const config = { agents: { entries: { a: entry, b: { workspace: "${HOME}/b" } } } };
    const env = openclawMachine({ HOME: "/home/ada" });
    const out = substituteVariables(config, env, [], plain) as typeof config;
    expect(out.agents.entries.a).toBe(entry);
    expect(out.agents.entries.b).toEqual({ workspace: "/home/ada/b" });
    expect(plain.has(entry) && plain.has(entry.tools)).toBe(true);
    expect(plain.has(config) || plain.has(config.agents.entries.b)).toBe(false);
  });
});
