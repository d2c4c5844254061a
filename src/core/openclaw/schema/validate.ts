/**
 * A release's whole config checked against its JSON Schema (as `openclaw config schema` prints it, kept without its
 * titles and descriptions), the way the CLI's own validator (zod) reports it: one issue per problem, at the key it
 * is about, as data; texts.ts renders the sentences zod would. The schema is data handed in, so each release's
 * schema loads with that release.
 *
 * What is read: type, properties, required, additionalProperties, propertyNames, patternProperties, const, enum,
 * anyOf, oneOf, allOf, not, if/then/else, items, additionalItems, minItems/maxItems, minLength/maxLength, pattern,
 * format (date-time, uri), minimum/maximum/exclusiveMinimum/exclusiveMaximum, multipleOf, minProperties/
 * maxProperties, uniqueItems, $ref into the root's definitions. Unions follow zod: the first option that passes
 * wins; else, if exactly one option failed only on checks (a length, a pattern, an unknown key) rather than on its
 * shape, its issues are the answer; else one "Invalid input" at the union.
 */
import { entryMemo, type EntryMemo } from "./entry-memo";
import { samePath, type JsonPath } from "../../diagnostics";
import type { SchemaIssue, ValueType } from "./issues";
import type { KeysOf } from "../../safe";

/** A JSON Schema node (draft-07), as data. */
export type SchemaNode = boolean | { readonly [keyword: string]: unknown };

/** How much work one validation may do: a config is small, a hostile one is cut off rather than run away. */
export const SCHEMA_STEP_BUDGET = 2_000_000;

interface Run {
  readonly root: Readonly<Record<string, unknown>>;
  steps: number;
  /** The patterns compiled in this run (a config meets the same few many times). */
  readonly patterns: Map<string, RegExp | null>;
  readonly memory: SchemaMemory | undefined;
  /** Each object's keys (Object.keys, or one taken once for a reading's objects). */
  readonly keysOf: KeysOf;
}

/**
 * What the checks of objects and lists found, by the value object and the schema node, with the path checked at: a
 * config read again after a keystroke shares its unchanged entries' objects with the last reading, and each is found
 * here rather than checked again (at the same path, its steps counted against the budget as a fresh check's; a run
 * cut off keeps nothing). Held by the caller (an OpenClawAnalyzer), as long as the value objects live.
 */
export interface SchemaMemory {
  readonly checked: WeakMap<
    object,
    Map<SchemaNode, { readonly path: JsonPath; readonly found: readonly Found[]; readonly steps: number }>
  >;
  /** What the release's checks beside the schema found in each agent entry (entry-memo.ts). */
  readonly entries: EntryMemo;
  /**
   * What each key of a large object (a roster of thousands) gave the last time an object was checked against a node at
   * a path, with the key's value: a keystroke makes a new roster object with one entry changed, whose other keys are
   * found here by their values (no lookup of each entry's own findings).
   */
  readonly keysChecked: WeakMap<object, KeysChecked>;
}

interface KeysChecked {
  readonly path: JsonPath;
  readonly byKey: Map<string, KeyChecked>;
}

interface KeyChecked {
  readonly value: unknown;
  readonly found: readonly Found[];
  readonly unknown: boolean;
  readonly steps: number;
}

/** An object with at least this many keys has them remembered key by key (keysChecked). */
const MANY_KEYS = 64;

export const schemaMemory = (): SchemaMemory => ({
  checked: new WeakMap(),
  entries: entryMemo(),
  keysChecked: new WeakMap(),
});

interface Found {
  readonly issue: SchemaIssue;
  /** Whether zod would go on past it (a failed check, an unknown key) rather than stop (a wrong shape). */
  readonly soft: boolean;
}

export interface SchemaCheck {
  readonly issues: readonly SchemaIssue[];
  /** Whether an issue is one zod stops at (a wrong shape), so the refinements after the schema do not run. */
  readonly aborted: boolean;
  /** The step budget ran out: the issues found so far. */
  readonly cutOff: boolean;
}

/**
 * The issues of `value` against `schema` (none: valid); `$ref`s resolve in `refsFrom` (the whole schema). With a
 * `memory`, what an earlier check of the same objects found is taken (the same issues: a fresh check's).
 */
export function validateWithSchema(
  schema: SchemaNode,
  value: unknown,
  refsFrom: SchemaNode = schema,
  memory?: SchemaMemory,
  keysOf: KeysOf = Object.keys,
): SchemaCheck {
  const root = typeof refsFrom === "object" ? refsFrom : {};
  const run: Run = { root, steps: 0, patterns: new Map(), memory, keysOf };
  const found = check(run, schema, value, []);
  return {
    issues: found.map((f) => f.issue),
    aborted: found.some((f) => !f.soft),
    cutOff: run.steps > SCHEMA_STEP_BUDGET,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** zod's name for the type of a value. */
export function typeOf(value: unknown): ValueType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isNaN(value) ? "nan" : "number";
  if (typeof value === "object") return "object";
  return typeof value as ValueType;
}

function matchesType(type: string, value: unknown): boolean {
  switch (type) {
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "null":
      return value === null;
    case "array":
      return Array.isArray(value);
    case "object":
      return isObject(value);
    default:
      return typeof value === type;
  }
}

function resolve(run: Run, node: Readonly<Record<string, unknown>>): SchemaNode {
  const ref = node["$ref"];
  if (typeof ref !== "string") return node;
  const m = /^#\/(definitions|\$defs)\/(.+)$/.exec(ref);
  const table = m ? run.root[m[1]!] : undefined;
  const target = m && isObject(table) ? table[decodeURIComponent(m[2]!)] : undefined;
  return target === undefined ? true : (target as SchemaNode);
}

const hard = (issue: SchemaIssue): Found => ({ issue, soft: false });
const soft = (issue: SchemaIssue): Found => ({ issue, soft: true });

function check(run: Run, schema: SchemaNode, value: unknown, path: JsonPath): readonly Found[] {
  const memory = run.memory;
  if (!memory || typeof value !== "object" || value === null) return checkNow(run, schema, value, path);
  let bySchema = memory.checked.get(value);
  const known = bySchema?.get(schema);
  // Found, its steps counted as a fresh check's would be (one that would run out of budget inside checks afresh).
  if (known && samePath(known.path, path) && run.steps + known.steps <= SCHEMA_STEP_BUDGET) {
    run.steps += known.steps;
    return known.found;
  }
  const before = run.steps;
  const found = checkNow(run, schema, value, path);
  if (run.steps > SCHEMA_STEP_BUDGET) return found;
  if (!bySchema) memory.checked.set(value, (bySchema = new Map()));
  bySchema.set(schema, { path, found, steps: run.steps - before });
  return found;
}

function checkNow(run: Run, schema: SchemaNode, value: unknown, path: JsonPath): readonly Found[] {
  if (++run.steps > SCHEMA_STEP_BUDGET) return [];
  if (schema === true) return [];
  if (schema === false) return [hard({ kind: "schema-never", path })];
  const node = resolve(run, schema);
  if (node !== schema) return check(run, node, value, path);
  const s = schema as Readonly<Record<string, unknown>>;

  // A value that is one constant, or one of a list.
  if ("const" in s && !sameJson(s["const"], value)) return [hard({ kind: "schema-value", path, values: [s["const"]] })];
  if (Array.isArray(s["enum"]) && !s["enum"].some((option) => sameJson(option, value)))
    return [hard({ kind: "schema-value", path, values: s["enum"] })];

  const type = s["type"];
  if (type !== undefined) {
    const types = Array.isArray(type) ? (type as string[]) : [type as string];
    if (!types.some((t) => matchesType(t, value))) {
      const expected = types.length === 1 ? types[0]! : types.join(" | ");
      return [hard({ kind: "schema-type", path, expected, received: typeOf(value) })];
    }
  }

  const out: Found[] = [];
  if (Array.isArray(s["anyOf"])) out.push(...union(run, s["anyOf"] as SchemaNode[], value, path));
  if (Array.isArray(s["oneOf"])) out.push(...oneOf(run, s["oneOf"] as SchemaNode[], value, path));
  if (Array.isArray(s["allOf"]))
    for (const part of s["allOf"] as SchemaNode[]) out.push(...check(run, part, value, path));
  if (s["not"] !== undefined && check(run, s["not"] as SchemaNode, value, path).length === 0)
    out.push(hard({ kind: "schema-never", path }));
  if (s["if"] !== undefined) {
    const holds = check(run, s["if"] as SchemaNode, value, path).length === 0;
    const branch = holds ? s["then"] : s["else"];
    if (branch !== undefined) out.push(...check(run, branch as SchemaNode, value, path));
  }
  if (out.some((f) => !f.soft)) return out;

  if (typeof value === "string") out.push(...stringChecks(run, s, value, path));
  else if (typeof value === "number") out.push(...numberChecks(s, value, path));
  else if (Array.isArray(value)) out.push(...arrayChecks(run, s, value, path));
  else if (isObject(value)) out.push(...objectChecks(run, s, value, path));
  return out;
}

function union(run: Run, options: readonly SchemaNode[], value: unknown, path: JsonPath): readonly Found[] {
  const results: (readonly Found[])[] = [];
  for (const option of options) {
    const found = check(run, option, value, path);
    if (found.length === 0) return [];
    results.push(found);
  }
  const unaborted = results.filter((found) => found.every((f) => f.soft));
  if (unaborted.length === 1) return unaborted[0]!;
  return [hard({ kind: "schema-union", path })];
}

/** A discriminated union (every option fixes the same key to a constant): the option of that constant answers. */
function oneOf(run: Run, options: readonly SchemaNode[], value: unknown, path: JsonPath): readonly Found[] {
  const key = discriminator(run, options);
  if (key === undefined || !isObject(value)) return union(run, options, value, path);
  for (const option of options) {
    const o = resolve(run, option as Readonly<Record<string, unknown>>) as Readonly<Record<string, unknown>>;
    const prop = (o["properties"] as Record<string, Readonly<Record<string, unknown>>>)[key]!;
    if (sameJson(prop["const"], value[key])) return check(run, o, value, path);
  }
  return [hard({ kind: "schema-discriminator", path: [...path, key], options: constantsOf(run, options, key) })];
}

function discriminator(run: Run, options: readonly SchemaNode[]): string | undefined {
  const nodes = options.map((o) => (typeof o === "object" ? resolve(run, o) : o));
  const first = nodes[0];
  if (typeof first !== "object" || !isObject(first["properties"])) return undefined;
  for (const key of Object.keys(first["properties"])) {
    const constant = (n: SchemaNode) => {
      if (typeof n !== "object" || !isObject(n["properties"])) return false;
      const prop = n["properties"][key];
      return isObject(prop) && "const" in prop;
    };
    if (nodes.every(constant)) return key;
  }
  return undefined;
}

function constantsOf(run: Run, options: readonly SchemaNode[], key: string): unknown[] {
  return options.map((o) => {
    const n = resolve(run, o as Readonly<Record<string, unknown>>) as Readonly<Record<string, unknown>>;
    return ((n["properties"] as Record<string, Readonly<Record<string, unknown>>>)[key] ?? {})["const"];
  });
}

function stringChecks(run: Run, s: Readonly<Record<string, unknown>>, value: string, path: JsonPath): Found[] {
  const out: Found[] = [];
  const min = s["minLength"];
  const max = s["maxLength"];
  const length = typeof min === "number" || typeof max === "number" ? codePoints(value) : 0;
  if (typeof min === "number" && length < min)
    out.push(soft({ kind: "schema-small", path, origin: "string", limit: min, inclusive: true }));
  if (typeof max === "number" && length > max)
    out.push(soft({ kind: "schema-big", path, origin: "string", limit: max, inclusive: true }));
  if (typeof s["pattern"] === "string" && !safeTest(run, s["pattern"], value))
    out.push(soft({ kind: "schema-pattern", path, pattern: s["pattern"] }));
  if (s["format"] === "date-time" && Number.isNaN(Date.parse(value)))
    out.push(soft({ kind: "schema-format", path, format: "date-time" }));
  if (s["format"] === "uri" && !/^[a-z][a-z0-9+.-]*:/i.test(value))
    out.push(soft({ kind: "schema-format", path, format: "uri" }));
  return out;
}

/** A string's length in code points (as zod counts it), without making an array of them. */
function codePoints(value: string): number {
  let n = 0;
  for (let i = 0; i < value.length; i++, n++) {
    const c = value.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < value.length) {
      const d = value.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return n;
}

function numberChecks(s: Readonly<Record<string, unknown>>, value: number, path: JsonPath): Found[] {
  const out: Found[] = [];
  const origin = s["type"] === "integer" ? "number" : "number";
  if (typeof s["minimum"] === "number" && value < s["minimum"])
    out.push(soft({ kind: "schema-small", path, origin, limit: s["minimum"], inclusive: true }));
  if (typeof s["exclusiveMinimum"] === "number" && value <= s["exclusiveMinimum"])
    out.push(soft({ kind: "schema-small", path, origin, limit: s["exclusiveMinimum"], inclusive: false }));
  if (typeof s["maximum"] === "number" && value > s["maximum"])
    out.push(soft({ kind: "schema-big", path, origin, limit: s["maximum"], inclusive: true }));
  if (typeof s["exclusiveMaximum"] === "number" && value >= s["exclusiveMaximum"])
    out.push(soft({ kind: "schema-big", path, origin, limit: s["exclusiveMaximum"], inclusive: false }));
  if (typeof s["multipleOf"] === "number" && s["multipleOf"] > 0 && !Number.isInteger(value / s["multipleOf"]))
    out.push(soft({ kind: "schema-multiple", path, divisor: s["multipleOf"] }));
  return out;
}

function arrayChecks(run: Run, s: Readonly<Record<string, unknown>>, value: readonly unknown[], path: JsonPath) {
  const out: Found[] = [];
  const items = s["items"];
  if (Array.isArray(items)) {
    value.forEach((item, i) => {
      const node = i < items.length ? (items[i] as SchemaNode) : (s["additionalItems"] as SchemaNode | undefined);
      if (node !== undefined) out.push(...check(run, node, item, [...path, i]));
    });
  } else if (items !== undefined) {
    value.forEach((item, i) => out.push(...check(run, items as SchemaNode, item, [...path, i])));
  }
  if (typeof s["minItems"] === "number" && value.length < s["minItems"])
    out.push(soft({ kind: "schema-small", path, origin: "array", limit: s["minItems"], inclusive: true }));
  if (typeof s["maxItems"] === "number" && value.length > s["maxItems"])
    out.push(soft({ kind: "schema-big", path, origin: "array", limit: s["maxItems"], inclusive: true }));
  if (s["uniqueItems"] === true) {
    const seen = new Set(value.map((v) => JSON.stringify(v)));
    if (seen.size < value.length) out.push(soft({ kind: "schema-duplicates", path }));
  }
  return out;
}

function objectChecks(run: Run, s: Readonly<Record<string, unknown>>, value: Record<string, unknown>, path: JsonPath) {
  const out: Found[] = [];
  const properties = isObject(s["properties"]) ? (s["properties"] as Record<string, SchemaNode>) : {};
  const required = Array.isArray(s["required"]) ? (s["required"] as string[]) : [];
  for (const key of Object.keys(properties)) {
    if (Object.hasOwn(value, key)) out.push(...check(run, properties[key]!, value[key], [...path, key]));
    else if (required.includes(key) && !hasDefault(run, properties[key]!))
      out.push(hard(missing(run, properties[key]!, [...path, key])));
  }
  const patterns = isObject(s["patternProperties"])
    ? Object.entries(s["patternProperties"] as Record<string, SchemaNode>)
    : [];
  const additional = s["additionalProperties"] as SchemaNode | undefined;
  const names = s["propertyNames"] as SchemaNode | undefined;
  const unknown: string[] = [];
  /** What a key past `properties` gives: its name's check, then its value's against its patterns or `additional`. */
  const keyChecks = (key: string): Pick<KeyChecked, "found" | "unknown"> => {
    if (names !== undefined && check(run, names, key, [...path, key]).length > 0)
      return { found: [hard({ kind: "invalid-key", path: [...path, key], key })], unknown: false };
    const found: Found[] = [];
    const matching = patterns.length > 0 ? patterns.filter(([pattern]) => safeTest(run, pattern, key)) : [];
    for (const [, node] of matching) found.push(...checkAt(run, node, value[key], path, key));
    if (matching.length > 0) return { found, unknown: false };
    if (additional === false) return { found, unknown: true };
    if (additional !== undefined && additional !== true) found.push(...checkAt(run, additional, value[key], path, key));
    return { found, unknown: false };
  };
  const keys = run.keysOf(value);
  const memory = keys.length >= MANY_KEYS ? run.memory : undefined;
  const kept = memory?.keysChecked.get(s);
  const last = kept && samePath(kept.path, path) ? kept.byKey : undefined;
  const byKey = memory ? (last ?? new Map<string, KeyChecked>()) : undefined;
  for (const key of keys) {
    if (Object.hasOwn(properties, key)) continue;
    const child = value[key];
    let known = last?.get(key);
    // A key whose value is the one checked last time (the same object) gives what it gave; its steps count again.
    if (known && known.value === child && run.steps + known.steps <= SCHEMA_STEP_BUDGET) {
      run.steps += known.steps;
    } else {
      const before = run.steps;
      known = { value: child, ...keyChecks(key), steps: run.steps - before };
      byKey?.set(key, known);
    }
    out.push(...known.found);
    if (known.unknown) unknown.push(key);
  }
  if (memory && byKey) {
    // A run cut off keeps nothing; keys gone from the object are dropped once they outnumber those there.
    if (run.steps > SCHEMA_STEP_BUDGET || byKey.size > 2 * keys.length) memory.keysChecked.delete(s);
    else if (!last) memory.keysChecked.set(s, { path, byKey });
  }
  if (unknown.length > 0) out.push(soft({ kind: "unrecognized-key", path, keys: unknown }));
  const count = keys.length;
  if (typeof s["minProperties"] === "number" && count < s["minProperties"])
    out.push(soft({ kind: "schema-small", path, origin: "object", limit: s["minProperties"], inclusive: true }));
  if (typeof s["maxProperties"] === "number" && count > s["maxProperties"])
    out.push(soft({ kind: "schema-big", path, origin: "object", limit: s["maxProperties"], inclusive: true }));
  return out;
}

/**
 * check at `parent` + `key`, the path made only when the value is checked afresh: a keystroke in a roster of
 * thousands finds every other entry in memory, at the path it was checked at.
 */
function checkAt(run: Run, schema: SchemaNode, value: unknown, parent: JsonPath, key: string): readonly Found[] {
  const memory = run.memory;
  if (memory && typeof value === "object" && value !== null) {
    const known = memory.checked.get(value)?.get(schema);
    if (known && isChildPath(known.path, parent, key) && run.steps + known.steps <= SCHEMA_STEP_BUDGET) {
      run.steps += known.steps;
      return known.found;
    }
  }
  return check(run, schema, value, [...parent, key]);
}

/** Whether `path` is `parent` and then `key`. */
function isChildPath(path: JsonPath, parent: JsonPath, key: string): boolean {
  if (path.length !== parent.length + 1 || path[parent.length] !== key) return false;
  for (let i = 0; i < parent.length; i++) if (path[i] !== parent[i]) return false;
  return true;
}

/** Whether a missing key is filled in by its schema's `default` before the check (as the CLI's validator does). */
function hasDefault(run: Run, node: SchemaNode): boolean {
  const n = typeof node === "object" ? resolve(run, node) : node;
  return typeof n === "object" && "default" in n;
}

/** A required key that is not there: zod says which type it expected, received undefined. */
function missing(run: Run, node: SchemaNode, path: JsonPath): SchemaIssue {
  const n = typeof node === "object" ? resolve(run, node) : node;
  const type = typeof n === "object" ? n["type"] : undefined;
  const expected =
    typeof n === "object" && "const" in n
      ? undefined
      : Array.isArray(type)
        ? (type as string[]).join(" | ")
        : typeof type === "string"
          ? type
          : undefined;
  if (typeof n === "object" && ("const" in n || Array.isArray(n["enum"])))
    return { kind: "schema-value", path, values: "const" in n ? [n["const"]] : (n["enum"] as unknown[]) };
  return expected === undefined
    ? { kind: "schema-union", path }
    : { kind: "schema-type", path, expected, received: "undefined" };
}

function safeTest(run: Run, pattern: string, value: string): boolean {
  let re = run.patterns.get(pattern);
  if (re === undefined) {
    try {
      re = new RegExp(pattern, "u");
    } catch {
      try {
        re = new RegExp(pattern);
      } catch {
        re = null;
      }
    }
    run.patterns.set(pattern, re);
  }
  return re === null || re.test(value);
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
