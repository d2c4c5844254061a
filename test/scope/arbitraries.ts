/** Arbitraries for the agent scope's properties: any JSON value, and configs shaped enough to reach every branch. */
import fc from "fast-check";

const KEYS = [
  "__proto__",
  "constructor",
  "id",
  "list",
  "agents",
  "defaults",
  "model",
  "primary",
  "fallbacks",
  "skills",
];

/** Anything at all, with keys that collide with the config's own and with Object.prototype's. */
export const hostile = fc.anything({
  key: fc.oneof(fc.string(), fc.constantFrom(...KEYS)),
  maxDepth: 4,
  withNullPrototype: true,
  withBoxedValues: true,
  withSparseArray: true,
  withObjectString: true,
});

const id = fc.oneof(
  fc.constantFrom("a", "A", " a ", "b", "default", "Default", "__proto__", "constructor", "../x", "a/b", "", "  "),
  fc.string({ maxLength: 6 }),
  hostile,
);
const path = fc.oneof(fc.constantFrom("~/w", "/abs", "rel", "$HOME/x", "${NOPE}/y", "~bob", "  ", "~"), hostile);
const ref = fc.oneof(fc.constantFrom("a/b", " a/c ", "p/q", "x", ""), hostile);
const model = fc.oneof(
  ref,
  fc.record(
    {
      primary: ref,
      fallbacks: fc.oneof(fc.array(fc.oneof(ref, fc.constantFrom("a/b", "c/d")), { maxLength: 4 }), hostile),
    },
    { requiredKeys: [] },
  ),
);
const skills = fc.oneof(
  fc.array(fc.oneof(fc.constantFrom("legal.*", "A", "  ", "le*gal", "*"), hostile), { maxLength: 4 }),
  hostile,
);
const entry = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record(
      { id, default: fc.oneof(fc.boolean(), hostile), workspace: path, agentDir: path, model, skills, name: hostile },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: hostile },
);

/** A config whose agents part is usually shaped like one, with hostile values at every level. */
export const config = fc.record(
  {
    agents: fc.oneof(
      {
        weight: 5,
        arbitrary: fc.record(
          {
            list: fc.oneof(fc.array(entry, { maxLength: 8 }), hostile),
            defaults: fc.oneof(fc.record({ workspace: path, model }, { requiredKeys: [] }), hostile),
          },
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: hostile },
    ),
    models: fc.oneof(
      fc.constant([
        { provider: "a", id: "b" },
        { provider: "p", id: "q" },
      ]),
      hostile,
    ),
  },
  { requiredKeys: [] },
);

/** A simulated environment, sometimes odd (relative HOME, blank variables). */
export const env = fc.record(
  {
    HOME: fc.constantFrom("/home/u", "/", "rel", "", "/h/"),
    SOPHIACLAW_STATE_DIR: fc.constantFrom("/srv/claw", "~/st", "", "rel/state", "$HOME/s"),
    cwd: fc.constantFrom("/work", "sub", ""),
    NOPE: fc.constant(undefined),
  },
  { requiredKeys: [] },
);
