/**
 * The hostile corpus: documents, links and faults a hostile (or unlucky) user hands the studio, generated here in
 * code, in families. Each case names what is due: a diagnostic with one of some codes, some error, a link error of a
 * code, or nothing in particular (then it only has to be survived: no exception, no hang, no flood of output).
 *
 * Texts are made on demand (`make`), so listing the corpus costs nothing and a 10 MB case exists only while it runs.
 * The corpus is pure (no node:*), so the core's judge (test/hostile/core.test.ts, through a worker), the command
 * line's (cli.test.ts) and the page's (e2e/hostile.spec.ts) all read the same cases.
 */
import { deflateSync } from "fflate";
import { configJsonSchema, encodeState, scenariosJsonSchema } from "../../src/core/index";
import { encodeWtf8, type JsonSchema, SC, toBase64url, withChecksum } from "../../src/core/testing";

export type Family = "syntax" | "size" | "depth" | "proto" | "ids" | "types" | "matcher" | "team" | "agents" | "links";

/** What a document case is due: a diagnostic of one of `codes`, any error, or nothing in particular. */
export type Due = { readonly codes: readonly string[] } | "error" | "nothing";

export interface Documents {
  readonly config: string;
  readonly scenarios: string;
}

export interface DocumentCase {
  readonly kind: "document";
  readonly family: Exclude<Family, "links">;
  readonly name: string;
  readonly due: Due;
  /** Both texts, made when asked. */
  readonly make: () => Documents;
  /** Roughly how large the texts are: the command line's and the page's subsets skip the giants where noted. */
  readonly big?: boolean;
}

/** A link case is due a share error of `code`, any share error ("refused"), or to open ("ok"). */
export interface LinkCase {
  readonly kind: "link";
  readonly family: "links";
  readonly name: string;
  readonly due: { readonly code: string } | "refused" | "ok";
  /** The fragment, without "#". */
  readonly make: () => string;
  readonly big?: boolean;
}

export type HostileCase = DocumentCase | LinkCase;

/** Codes the judges look for by name. */
export const CODES = {
  syntax: ["SC001", "SC002", "SC003", "SC004", "SC005", "SC006", "SC007", "SC008", "SC009"],
  tooDeep: SC.tooDeep,
  tooLarge: SC.tooLarge,
  schema: [SC.wrongType, SC.invalidEnum, SC.invalidValue, SC.missingField],
  /**
   * A value of the wrong kind: the schema's report, or the room's report of the same span that stands for it when
   * it is as grave (one mistake, one diagnostic: src/core/one-per-span.ts).
   */
  shape: [
    SC.wrongType,
    SC.invalidEnum,
    SC.invalidValue,
    SC.missingField,
    ...["SC101", "SC102", "SC103", "SC104", "SC109", "SC114", "SC115", "SC125", "SC126", "SC127", "SC133"],
    ...["SC202", "SC203", "SC204", "SC205", "SC206", "SC209", "SC220", "SC223", "SC227", "SC233", "SC234", "SC236"],
  ],
  badId: "SC104",
  duplicateId: "SC105",
  entryNotObject: "SC103",
  unknownMainMode: "SC209",
  permissionMatchesNoTool: "SC208",
  unknownTeamMode: "SC220",
  missingParent: "SC224",
  cycle: "SC225",
  badName: "SC227",
  unknownAgent: "SC229",
  unknownTool: "SC230",
} as const;

const json = (value: unknown) => JSON.stringify(value);
const doc = (config: unknown, scenarios: unknown = {}): Documents => ({
  config: json(config),
  scenarios: json(scenarios),
});

/** A small, valid pair the hostile parts are put into. */
export const BASE_CONFIG = {
  agents: { defaults: { workspace: "~/SophiaClaw" }, list: [{ id: "general", default: true }, { id: "legal" }] },
  models: [{ provider: "anthropic", id: "claude-sonnet" }],
  tools: [
    { name: "bash", class: "execute" },
    { name: "read", class: "read" },
    { name: "edit", class: "edit" },
    { name: "team", class: "delegate", scope: "main" },
  ],
  permission: { mode: "default", rules: [{ permission: "bash", pattern: "git status *", action: "allow" }] },
};
export const BASE_SCENARIOS = {
  env: { HOME: "/home/ada" },
  sessions: [{ key: "agent:legal:main", expect: "legal" }],
  team: { agents: [{ name: "scout", parent: "lead", mode: "plan" }] },
  calls: [{ agent: "scout", tool: "read", pattern: "src/a.ts" }],
};

/** A small deterministic generator (Park–Miller), so "random" junk is the same on every run. */
export function prng(seed: number): () => number {
  let s = seed % 2147483647 || 1;
  return () => (s = (s * 48271) % 2147483647) / 2147483647;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

// ---------------------------------------------------------------------------------------------------------------
// syntax junk

function randomText(seed: number, length: number, maxCode: number): string {
  const next = prng(seed);
  let out = "";
  for (let i = 0; i < length; i++) out += String.fromCharCode(Math.floor(next() * maxCode));
  return out;
}

const SYNTAX_BROKEN: readonly [string, string][] = [
  ["NUL bytes", "\u0000\u0000\u0000"],
  ["NUL inside an object", '{"agents":\u0000{}}'],
  ["NUL inside a string", '{"agents":{"list":[{"id":"a\u0000b"}]}}'],
  ["control characters inside a string", '{"x":"\u0001\u0002\u001b[31m"}'],
  ["a BOM in the middle", '{"agents":\uFEFF{}}'],
  ["a lone high surrogate outside strings", "{\uD800}"],
  ["U+2028 outside strings", '{\u2028"a":1}'],
  ["unterminated string", '{"agents": {"list": [{"id": "gen'],
  ["unterminated object", '{"agents": {"list": [{"id": "general"}'],
  ["unterminated array", '{"tools": [{"name": "bash"},'],
  ["unterminated block comment", '{"a": 1 /* never closed'],
  ["unterminated escape", '{"a": "\\'],
  ["unterminated unicode escape", '{"a": "\\u12'],
  ["bad escape", '{"a": "\\q"}'],
  ["only closers", "}}}]]]"],
  ["only punctuation", ",,,:::"],
  ["a missing value", '{"a": }'],
  ["a missing colon", '{"a" 1}'],
  ["a bad number", '{"a": 01.e}'],
  ["NaN and Infinity", '{"a": NaN, "b": -Infinity}'],
  ["single quotes", "{'a': 'b'}"],
  ["unquoted keys", "{agents: {list: []}}"],
  ["text after the end", '{"agents": {}} {"more": 1}'],
  ["a lone quote", '"'],
  ["a lone slash", "/"],
  ["many errors", "@ ".repeat(5000)],
  ["a minified error storm", "{".concat('"a":,'.repeat(20_000))],
];

const SYNTAX_VALID: readonly [string, string][] = [
  ["a leading BOM", '\uFEFF{"agents": {}}'],
  ["two leading BOMs", "\uFEFF\uFEFF{}"],
  ["U+2028 and U+2029 inside a string", '{"agents": {"list": [{"id": "a\u2028b\u2029c"}]}}'],
  ["a lone surrogate inside a string", '{"agents": {"list": [{"id": "a\uD800b"}]}}'],
  ["a lone low surrogate key", '{"\uDC00": 1}'],
  ["an escaped lone surrogate", '{"agents": {"list": [{"id": "\\uD800"}]}}'],
  ["comments and trailing commas everywhere", '// c\n{/* c */"agents": {"list": [{"id": "a",},],},}\n// end'],
  ["an empty text", ""],
  ["only whitespace", " \n\t\r\n ".repeat(1000)],
  ["CRLF line ends", '{\r\n"agents": {\r\n"list": []\r\n}\r\n}\r\n'],
  ["lone CRs as line ends", '{\r"agents": {\r"list": []\r}\r}\r'],
];

function syntaxCases(): DocumentCase[] {
  const out: DocumentCase[] = [];
  for (const [name, text] of SYNTAX_BROKEN) {
    out.push({
      kind: "document",
      family: "syntax",
      name: `config: ${name}`,
      due: { codes: CODES.syntax },
      make: () => ({ config: text, scenarios: "{}" }),
    });
    out.push({
      kind: "document",
      family: "syntax",
      name: `scenarios: ${name}`,
      due: { codes: CODES.syntax },
      make: () => ({ config: "{}", scenarios: text }),
    });
  }
  for (const [name, text] of SYNTAX_VALID)
    out.push({
      kind: "document",
      family: "syntax",
      name: `config: ${name}`,
      due: "nothing",
      make: () => ({ config: text, scenarios: text }),
    });
  for (const [seed, length, max] of [
    [1, 4096, 256],
    [2, 4096, 65536],
    [3, 65536, 65536],
    [4, 200_000, 128],
    [5, 100_000, 0xdfff],
  ] as const) {
    out.push({
      kind: "document",
      family: "syntax",
      name: `binary junk (seed ${seed}, ${length} code units below ${max})`,
      due: "error",
      make: () => ({ config: randomText(seed, length, max), scenarios: randomText(seed + 100, length, max) }),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// size bombs

function sizeCases(): DocumentCase[] {
  const tenMb = () => "x".repeat(10 * 1024 * 1024);
  const million = (item: string) => `[${Array(1_000_000).fill(item).join(",")}]`;
  const keys = (n: number) =>
    `{${range(n)
      .map((i) => `"k${i}":${i}`)
      .join(",")}}`;
  const c = (name: string, due: Due, make: () => Documents): DocumentCase => ({
    kind: "document",
    family: "size",
    name,
    due,
    make,
    big: true,
  });
  return [
    c("a 10 MB string in the config", { codes: [CODES.tooLarge] }, () => ({
      config: `{"note":"${tenMb()}"}`,
      scenarios: "{}",
    })),
    c("a 10 MB string in the scenarios", { codes: [CODES.tooLarge] }, () => ({
      config: "{}",
      scenarios: `{"env":{"HOME":"${tenMb()}"}}`,
    })),
    c("a 10 MB text of spaces", { codes: [CODES.tooLarge] }, () => ({
      config: " ".repeat(10 * 1024 * 1024),
      scenarios: "",
    })),
    c("a 4 MB agent id (under the size cap)", "nothing", () =>
      doc({ agents: { list: [{ id: "a".repeat(4 * 1024 * 1024) }] } }),
    ),
    c("agents.list of 1,000,000 numbers", { codes: [CODES.entryNotObject, SC.wrongType] }, () => ({
      config: `{"agents":{"list":${million("0")}}}`,
      scenarios: "{}",
    })),
    c("tools of 1,000,000 empty objects", "error", () => ({ config: `{"tools":${million("{}")}}`, scenarios: "{}" })),
    c("calls of 1,000,000 nulls", "error", () => ({
      config: json(BASE_CONFIG),
      scenarios: `{"calls":${million("null")}}`,
    })),
    c("permission.rules of 1,000,000 strings", "error", () => ({
      config: `{"permission":{"rules":${million('"r"')}}}`,
      scenarios: "{}",
    })),
    c("agents.defaults with 200,000 unknown keys", "nothing", () => ({
      config: `{"agents":{"defaults":${keys(200_000)}}}`,
      scenarios: "{}",
    })),
    c("env with 200,000 keys", "nothing", () => ({ config: "{}", scenarios: `{"env":${keys(200_000)}}` })),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// depth bombs

function depthCases(): DocumentCase[] {
  const c = (name: string, due: Due, make: () => Documents): DocumentCase => ({
    kind: "document",
    family: "depth",
    name,
    due,
    make,
  });
  const deep = { codes: [CODES.tooDeep] };
  return [
    c("100,000 [ in the scenarios", deep, () => ({ config: json(BASE_CONFIG), scenarios: "[".repeat(100_000) })),
    c("100,000 [ in the config", deep, () => ({ config: "[".repeat(100_000), scenarios: "{}" })),
    c("100,000 balanced [] in the scenarios", deep, () => ({
      config: "{}",
      scenarios: "[".repeat(100_000) + "]".repeat(100_000),
    })),
    c('100,000 {"a": in the config', deep, () => ({ config: '{"a":'.repeat(100_000), scenarios: "{}" })),
    c("100,000 [ under calls", deep, () => ({ config: "{}", scenarios: `{"calls":${"[".repeat(100_000)}` })),
    c("201 nested lists (just past the limit)", deep, () => ({
      config: "{}",
      scenarios: "[".repeat(201) + "]".repeat(201),
    })),
    c("150 nested objects under agents (within the limit)", "nothing", () => ({
      config: `{"agents":${'{"a":'.repeat(150)}1${"}".repeat(150)}}`,
      scenarios: "{}",
    })),
    c("100,000 [ inside a string", "nothing", () => ({
      config: `{"agents":{"list":[{"id":"${"[".repeat(100_000)}"}]}}`,
      scenarios: "{}",
    })),
    c("100,000 [ inside a comment", "nothing", () => ({ config: `{/* ${"[".repeat(100_000)} */}`, scenarios: "{}" })),
    c("a 3,000-deep subagent chain nested as objects", deep, () => ({
      config: "{}",
      scenarios: `{"team":${'{"agents":[{"name":"a","grants":['.repeat(3000)}`,
    })),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// prototype keys

export const PROTO_NAMES = [
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "prototype",
  "__defineGetter__",
];

function protoCases(): DocumentCase[] {
  const out: DocumentCase[] = [];
  const c = (name: string, due: Due, make: () => Documents) =>
    out.push({ kind: "document", family: "proto", name, due, make });
  for (const p of PROTO_NAMES) {
    c(`${p} as an agent id`, "nothing", () =>
      doc(
        { ...BASE_CONFIG, agents: { list: [{ id: p, default: true }, { id: "b" }] } },
        { sessions: [{ key: `agent:${p}:main` }], skills: [{ agent: p, skill: "x" }] },
      ),
    );
    c(`${p} as a tool name, permission and class`, "error", () =>
      doc(
        { ...BASE_CONFIG, tools: [{ name: p, class: p, permission: p }] },
        { calls: [{ agent: "lead", tool: p, pattern: p }] },
      ),
    );
    c(`${p} as the main mode`, { codes: [CODES.unknownMainMode] }, () =>
      doc({ ...BASE_CONFIG, permission: { mode: p } }),
    );
    c(`${p} as a team mode and subagent mode`, { codes: [CODES.unknownTeamMode] }, () =>
      doc(BASE_CONFIG, { team: { mode: p, agents: [{ name: "s", parent: "lead", mode: p }] } }),
    );
    c(`${p} as a modes table key`, "error", () => ({
      config: `{"permission":{"modes":{"${p}":{"${p}":{"default":"${p}"}}}}}`,
      scenarios: "{}",
    }));
    c(`${p} as a subagent name and parent`, "error", () =>
      doc(BASE_CONFIG, { team: { agents: [{ name: p, parent: p }] }, calls: [{ agent: p, tool: "read" }] }),
    );
    c(`${p} as env keys and a session agent`, "nothing", () => ({
      config: json(BASE_CONFIG),
      scenarios: `{"env":{"${p}":"/x","HOME":"/h"},"sessions":[{"agent":"${p}","model":"${p}/${p}"}]}`,
    }));
    c(`${p} as a key at every level`, "nothing", () => ({
      config: `{"${p}":{"${p}":1},"agents":{"${p}":{},"list":[{"id":"a","${p}":{"polluted":true}}]}}`,
      scenarios: `{"${p}":{"polluted":true},"team":{"${p}":1}}`,
    }));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// hostile ids

export const HOSTILE_STRINGS: readonly [string, string][] = [
  ["ESC colour sequence", "\u001b[31mred\u001b[0m"],
  ["ESC title sequence", "\u001b]0;owned\u0007"],
  ["ESC clear screen", "\u001b[2J\u001b[H"],
  ["CR overwrite", "safe\rEVIL"],
  ["NUL", "a\u0000b"],
  ["bell and backspace", "a\u0007\b\bb"],
  ["DEL", "a\u007fb"],
  ["C1 CSI", "a\u009b31mb"],
  ["newline", "a\nb"],
  ["RTL override", "abc\u202edcba"],
  ["zero-width joiners", "a\u200d\u200b\u2060b"],
  ["HTML img onerror", '<img src=x onerror="alert(1)">'],
  ["HTML script", "<script>alert(1)</script>"],
  ["HTML iframe", '<iframe src="https://evil.example/"></iframe>'],
  ["Markdown javascript link", "[x](javascript:alert(1))"],
  ["Markdown image", "![x](https://evil.example/p.png)"],
  ["Markdown autolink", "<https://evil.example/>"],
  ["backtick run", "````js\nalert(1)\n````"],
  ["Markdown heading and list", "# Title\n- item\n> quote"],
  ["a 100,000-character id", "i".repeat(100_000)],
  ["path traversal", "../../../etc/passwd"],
  ["U+2028 separator", "a\u2028b\u2029c"],
];

function idCases(): DocumentCase[] {
  const out: DocumentCase[] = [];
  for (const [label, s] of HOSTILE_STRINGS) {
    const c = (where: string, due: Due, make: () => Documents) =>
      out.push({ kind: "document", family: "ids", name: `${label} as ${where}`, due, make });
    c("an agent id and name", "nothing", () =>
      doc(
        { ...BASE_CONFIG, agents: { list: [{ id: s, name: s, default: true, workspace: `/w/${s}`, skills: [s] }] } },
        { sessions: [{ key: `agent:${s}:main`, agent: s, expect: s }], skills: [{ agent: s, skill: s, expect: true }] },
      ),
    );
    c("a tool name and a call pattern", "nothing", () =>
      doc(
        {
          ...BASE_CONFIG,
          tools: [...BASE_CONFIG.tools, { name: s, class: "execute", description: s }],
          permission: { rules: [{ permission: s, pattern: s, action: "ask" }] },
        },
        {
          calls: [
            { agent: "lead", tool: s, pattern: s },
            { agent: "lead", tool: "bash", pattern: s },
          ],
        },
      ),
    );
    c("a subagent name", "nothing", () =>
      doc(BASE_CONFIG, {
        team: { agents: [{ name: s, parent: "lead", mode: "plan", grants: [{ tool: "edit", pattern: s }] }] },
        calls: [{ agent: s, tool: "edit", pattern: s, expect: "refused" }],
      }),
    );
    c("an unknown agent and tool of a call", { codes: [CODES.unknownAgent, CODES.unknownTool] }, () =>
      doc(BASE_CONFIG, { calls: [{ agent: `x${s}`, tool: `y${s}`, pattern: s }] }),
    );
    c("a model and a mode", "error", () =>
      doc(
        {
          ...BASE_CONFIG,
          agents: { list: [{ id: "a", model: { primary: s, fallbacks: [s, s] } }] },
          permission: { mode: s },
        },
        { team: { mode: s } },
      ),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// wrong types, generated from the schemas' keys

type JsonType = "string" | "number" | "boolean" | "null" | "array" | "object";
const SAMPLES: Readonly<Record<JsonType, unknown>> = {
  string: "x",
  number: 7,
  boolean: true,
  null: null,
  array: [1],
  object: { k: 1 },
};
const ALL_TYPES = Object.keys(SAMPLES) as JsonType[];

/** The JSON types a schema node accepts (undefined: any). */
function acceptedTypes(s: JsonSchema): Set<JsonType> | undefined {
  const node = s as {
    type?: string | string[];
    anyOf?: JsonSchema[];
    oneOf?: JsonSchema[];
    enum?: unknown[];
    const?: unknown;
  };
  const out = new Set<JsonType>();
  const branches = node.anyOf ?? node.oneOf;
  if (branches) {
    for (const b of branches) {
      const t = acceptedTypes(b);
      if (!t) return undefined;
      for (const x of t) out.add(x);
    }
    return out;
  }
  const types = node.type === undefined ? undefined : Array.isArray(node.type) ? node.type : [node.type];
  if (!types) {
    const values = node.enum ?? (node.const !== undefined ? [node.const] : undefined);
    if (!values) return undefined;
    for (const v of values) out.add(v === null ? "null" : Array.isArray(v) ? "array" : (typeof v as JsonType));
    return out;
  }
  for (const t of types) out.add(t === "integer" ? "number" : (t as JsonType));
  return out;
}

export interface SchemaField {
  readonly path: readonly (string | number)[];
  readonly accepts: ReadonlySet<JsonType>;
}

/** Every field of a JSON Schema, with the types it accepts; siblings with the same schema are walked once. */
export function schemaFields(schema: JsonSchema): SchemaField[] {
  const out: SchemaField[] = [];
  const walk = (s: JsonSchema, path: (string | number)[]) => {
    const node = s as {
      properties?: Record<string, JsonSchema>;
      items?: JsonSchema;
      anyOf?: JsonSchema[];
      oneOf?: JsonSchema[];
    };
    for (const b of node.anyOf ?? node.oneOf ?? []) walk(b, path);
    if (node.items && typeof node.items === "object") walk(node.items, [...path, 0]);
    const seen = new Set<string>();
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const signature = json(child);
      if (seen.has(signature)) continue;
      seen.add(signature);
      const accepts = acceptedTypes(child);
      if (accepts) out.push({ path: [...path, key], accepts });
      walk(child, [...path, key]);
    }
  };
  walk(schema, []);
  const unique = new Map(out.map((f) => [json(f.path), f]));
  return [...unique.values()];
}

/** A value with `leaf` at `path` (numbers are list indexes). */
export function valueAt(path: readonly (string | number)[], leaf: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => (typeof key === "number" ? [inner] : { [key]: inner }), leaf);
}

function typeCases(): DocumentCase[] {
  const out: DocumentCase[] = [];
  const roots: [string, JsonSchema, boolean][] = [
    ["config", configJsonSchema(), true],
    ["scenarios", scenariosJsonSchema(), false],
  ];
  for (const [docName, schema, isConfig] of roots) {
    for (const t of ALL_TYPES.filter((x) => x !== "object"))
      out.push({
        kind: "document",
        family: "types",
        name: `${docName} root as ${t}`,
        due: { codes: CODES.shape },
        make: () => (isConfig ? doc(SAMPLES[t], {}) : doc({}, SAMPLES[t])),
      });
    for (const field of schemaFields(schema)) {
      if (field.path[0] === "$schema") continue;
      for (const t of ALL_TYPES.filter((x) => !field.accepts.has(x))) {
        const value = valueAt(field.path, SAMPLES[t]);
        out.push({
          kind: "document",
          family: "types",
          name: `${docName}.${field.path.join(".")} as ${t}`,
          due: { codes: CODES.shape },
          make: () => (isConfig ? doc(value, {}) : doc({}, value)),
        });
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// matcher adversaries

function matcherCases(): DocumentCase[] {
  const withRule = (pattern: string, call: string, action = "allow"): Documents =>
    doc(
      { ...BASE_CONFIG, permission: { mode: "default", rules: [{ permission: "bash", pattern, action }] } },
      { calls: [{ agent: "lead", tool: "bash", pattern: call }] },
    );
  const c = (name: string, make: () => Documents): DocumentCase => ({
    kind: "document",
    family: "matcher",
    name,
    due: "nothing",
    make,
    big: true,
  });
  return [
    c("a 30,000-character *aaa…b rule against a 60,000-character call", () =>
      withRule(`*${"a".repeat(29_998)}b`, "a".repeat(60_000)),
    ),
    c("*a*a*…b (5,000 stars) against 60,000 a", () => withRule(`${"*a".repeat(5000)}b`, "a".repeat(60_000))),
    c("*a*a*…b (15,000 stars) against 30,000 a, as a deny", () =>
      withRule(`${"*a".repeat(15_000)}b`, "a".repeat(30_000), "deny"),
    ),
    c("30,000 stars against 60,000 a", () => withRule("*".repeat(30_000), "a".repeat(60_000))),
    c("a*?*?… against ab…", () => withRule(`a${"*?".repeat(10_000)}z`, "ab".repeat(30_000))),
    c("1,000 rules of *a*a*a*…b against 10,000 a", () =>
      doc(
        {
          ...BASE_CONFIG,
          permission: {
            rules: range(1000).map((i) => ({
              permission: "bash",
              pattern: `${"*a".repeat(50 + (i % 7))}b`,
              action: "ask",
            })),
          },
        },
        { calls: range(10).map(() => ({ agent: "lead", tool: "bash", pattern: "a".repeat(10_000) })) },
      ),
    ),
    c("a 60,000-character grant pattern on a subagent", () =>
      doc(BASE_CONFIG, {
        team: {
          agents: [{ name: "s", parent: "lead", grants: [{ tool: "bash", pattern: `${"*a".repeat(30_000)}b` }] }],
        },
        calls: [{ agent: "s", tool: "bash", pattern: "a".repeat(60_000) }],
      }),
    ),
    c("an approval of *a*a*…b against a 60,000-character call", () =>
      doc(BASE_CONFIG, {
        team: { approvals: [{ permission: "bash", pattern: `${"*a".repeat(10_000)}b` }] },
        calls: [{ agent: "lead", tool: "bash", pattern: "a".repeat(60_000) }],
      }),
    ),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// team adversaries

function teamCases(): DocumentCase[] {
  const c = (name: string, due: Due, make: () => Documents): DocumentCase => ({
    kind: "document",
    family: "team",
    name,
    due,
    make,
    big: true,
  });
  const team = (agents: unknown[], calls: unknown[] = []) => doc(BASE_CONFIG, { team: { agents }, calls });
  return [
    c("a cycle of 3,000 subagents", { codes: [CODES.cycle] }, () =>
      team(
        range(3000).map((i) => ({ name: `a${i}`, parent: `a${(i + 1) % 3000}` })),
        [{ agent: "a7", tool: "read" }],
      ),
    ),
    c("a 3,000-deep subagent chain", "nothing", () =>
      team(
        range(3000).map((i) => ({ name: `a${i}`, parent: i ? `a${i - 1}` : "lead", mode: "plan" })),
        [{ agent: "a2999", tool: "read", pattern: "x" }],
      ),
    ),
    c("10,000 subagents with a missing parent", { codes: [CODES.missingParent] }, () =>
      team(range(10_000).map((i) => ({ name: `a${i}`, parent: "ghost" }))),
    ),
    c("5,000 calls of an unknown tool", { codes: [CODES.unknownTool] }, () =>
      team(
        [],
        range(5000).map((i) => ({ agent: "lead", tool: `nope${i}`, pattern: "x" })),
      ),
    ),
    c("1,000 calls of one unknown tool", { codes: [CODES.unknownTool] }, () =>
      team(
        [],
        range(1000).map(() => ({ agent: "lead", tool: "nope", pattern: "x" })),
      ),
    ),
    c("5,000 calls by unknown agents", { codes: [CODES.unknownAgent] }, () =>
      team(
        [],
        range(5000).map((i) => ({ agent: `ghost${i}`, tool: "read" })),
      ),
    ),
    c("3,000 rules matching no tool", { codes: [CODES.permissionMatchesNoTool] }, () =>
      doc({
        ...BASE_CONFIG,
        permission: { rules: range(3000).map((i) => ({ permission: `nomatch${i}`, pattern: "*", action: "allow" })) },
      }),
    ),
    c("3,000 subagents sharing one name", { codes: [CODES.badName] }, () =>
      team(range(3000).map(() => ({ name: "twin", parent: "lead" }))),
    ),
    c("3,000 subagents each granting 10 unknown tools", "nothing", () =>
      team(
        range(3000).map((i) => ({
          name: `a${i}`,
          parent: "lead",
          mode: "plan",
          grants: range(10).map((j) => ({ tool: `t${j}`, pattern: "*" })),
        })),
      ),
    ),
    c("a 3,000-wide fan-out with 3,000 calls", "nothing", () =>
      team(
        range(3000).map((i) => ({ name: `a${i}`, parent: "lead" })),
        range(3000).map((i) => ({ agent: `a${i}`, tool: "bash", pattern: "git status x" })),
      ),
    ),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// agent counts

function agentCases(): DocumentCase[] {
  const c = (name: string, due: Due, make: () => Documents): DocumentCase => ({
    kind: "document",
    family: "agents",
    name,
    due,
    make,
    big: true,
  });
  const list = (entries: unknown[], scenarios: unknown = {}) =>
    doc({ ...BASE_CONFIG, agents: { list: entries } }, scenarios);
  return [
    c("50,000 agents with numeric ids", { codes: [CODES.badId, SC.wrongType] }, () =>
      list(range(50_000).map((i) => ({ id: i }))),
    ),
    c("10,000 agents with one id", { codes: [CODES.duplicateId] }, () =>
      list(range(10_000).map(() => ({ id: "dup" }))),
    ),
    c("10,000 agents all default", "nothing", () => list(range(10_000).map((i) => ({ id: `a${i}`, default: true })))),
    c("20,000 valid agents with models and skills", "nothing", () =>
      list(range(20_000).map((i) => ({ id: `a${i}`, model: "anthropic/claude-sonnet", skills: ["x.*"] }))),
    ),
    c("10,000 sessions against 1,000 agents", "nothing", () =>
      list(
        range(1000).map((i) => ({ id: `a${i}` })),
        { sessions: range(10_000).map((i) => ({ key: `agent:a${i % 1000}:s${i}`, expect: `a${i % 999}` })) },
      ),
    ),
    c("5,000 agents with ids escaping the state folder", "error", () =>
      list(range(5000).map((i) => ({ id: `../../x${i}` }))),
    ),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// share links

/** A link of raw payload bytes, compressed without a dictionary: for payloads the encoder would never make. */
export const rawLink = (payload: Uint8Array) => `v1.0.${toBase64url(deflateSync(payload))}`;
const framed = (text: string) => rawLink(withChecksum(encodeWtf8(text)));

function flip(link: string, at: number): string {
  const c = link[at] === "A" ? "B" : "A";
  return link.slice(0, at) + c + link.slice(at + 1);
}

/** The documents behind the crash link: 3.8 MB of team and rules that compress into a link under 76 KB. */
export function crashDocuments(): Documents {
  const rules = range(3000).map((i) => ({ permission: `nomatch${i}`, pattern: "*", action: "allow" }));
  const agents = range(6000).map((i) => ({ name: `agent${i}`, parent: "ghost", mode: "plan", request: ["edit"] }));
  const calls = range(3000).map((i) => ({
    agent: "lead",
    tool: `unknown${i}`,
    pattern: `src/${"p".repeat(1000)}/${i}`,
  }));
  return doc({ ...BASE_CONFIG, permission: { rules } }, { team: { agents }, calls });
}

function linkCases(): LinkCase[] {
  const good = () => encodeState({ ...doc(BASE_CONFIG, BASE_SCENARIOS), tab: "config" });
  const data = () => good().slice(good().indexOf(".", 3) + 1);
  const out: LinkCase[] = [];
  const c = (name: string, due: LinkCase["due"], make: () => string, big = false) =>
    out.push({ kind: "link", family: "links", name, due, make, big });
  const code = (c: string) => ({ code: c });
  c("a good link", "ok", good);
  c("a good link with '#' and whitespace", "ok", () => ` \n#${good()}\t`);
  for (const v of ["0", "2", "99", "999999", "1e3", "-1", "", "01"])
    c(`version "${v}"`, code(/^\d{1,6}$/.test(v) ? "SC402" : "SC401"), () => `v${v}.1.${data()}`);
  for (const d of ["zz", "", "999", "__proto__", "constructor", "toString"])
    c(`dictionary "${d}"`, code("SC403"), () => `v1.${d}.${data()}`);
  for (const [name, tail] of [
    ["a $", "abc$%^"],
    ["padding", `${"A".repeat(8)}==`],
    ["a space inside", "AAAA AAAA"],
    ["a NUL", "AAAA\u0000AAA"],
    ["a non-ASCII letter", "AAAAé"],
    ["an emoji", "AAA🙂"],
    ["a cut length", "A"],
  ] as const)
    c(`base64url with ${name}`, code("SC404"), () => `v1.1.${tail}`);
  for (const f of [0, 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99])
    c(`truncated to ${f * 100}%`, code("SC405"), () => {
      const d = data();
      const n = Math.floor(d.length * f);
      return `v1.1.${d.slice(0, n - (n % 4 === 1 ? 1 : 0))}`;
    });
  for (const f of [0.2, 0.4, 0.6, 0.8])
    c(`a character flipped at ${f * 100}%`, "refused", () => flip(good(), Math.floor(good().length * f)));
  c("a checksum that does not match", code("SC406"), () => {
    const payload = withChecksum(encodeWtf8('{"c":2}\n{}{}'));
    payload[0] = payload[0]! ^ 1;
    return rawLink(payload);
  });
  c("an inflation bomb of 6 MB of zeros", code("SC407"), () => rawLink(new Uint8Array(6 * 1024 * 1024)));
  c(
    "an inflation bomb of 30 MB of '{' inside a 76 KB link",
    code("SC407"),
    () => rawLink(new Uint8Array(30 * 1024 * 1024).fill(123)),
    true,
  );
  c("a fragment past the longest link read", code("SC407"), () => `v1.1.${"A".repeat(8 * 1024 * 1024 + 4)}`, true);
  c("not text", code("SC408"), () => rawLink(withChecksum(new Uint8Array([0xff, 0xfe, 0x0a, 0x80]))));
  c("no header", code("SC409"), () => framed("just text"));
  c("a header that is not JSON", code("SC409"), () => framed("{c:1}\n{}"));
  c("a config longer than the payload", code("SC409"), () => framed('{"c":99}\n{}'));
  c("a negative config length", code("SC409"), () => framed('{"c":-1}\n{}'));
  c("a fractional config length", code("SC409"), () => framed('{"c":0.5}\n{}'));
  c("a header that is a list", code("SC409"), () => framed("[1]\n{}"));
  c("a __proto__ header", code("SC409"), () => framed('{"__proto__":{"c":1}}\n{}'));
  c("a tab that is not one", code("SC409"), () => framed('{"c":2,"t":"<img src=x onerror=alert(1)>"}\n{}{}'));
  c("a 100,000-deep header", code("SC409"), () => framed(`${"[".repeat(100_000)}\n{}`));
  c("not a link at all", code("SC401"), () => "hello");
  c("an empty fragment", code("SC401"), () => "");
  c("only a #", code("SC401"), () => "#");
  c("a javascript: fragment", code("SC401"), () => "javascript:alert(1)");
  c("an HTML fragment", code("SC401"), () => '<img src=x onerror="alert(1)">');
  c("a lone surrogate fragment", code("SC404"), () => "v1.1.\uD800");
  c("a link of hostile documents", "ok", () =>
    encodeState({
      config: '{"agents":{"list":[{"id":"<img src=x onerror=alert(1)>"}]}}',
      scenarios: '{"calls":[{"agent":"lead","tool":"\u001b[31m","pattern":"[x](javascript:alert(1))"}]}',
    }),
  );
  c("a link of 100,000 [", "ok", () => encodeState({ config: "{}", scenarios: "[".repeat(100_000) }));
  c("a link of a lone surrogate and U+2028", "ok", () =>
    encodeState({ config: '{"a":"\uD800\u2028"}', scenarios: "\uDC00" }),
  );
  c("a link whose documents are the crash pair (3.8 MB in 76 KB)", "ok", () => encodeState(crashDocuments()), true);
  c(
    "a link of 4.9 MB of one character",
    "ok",
    () => encodeState({ config: "x".repeat(4.9 * 1024 * 1024), scenarios: "" }),
    true,
  );
  return out;
}

// ---------------------------------------------------------------------------------------------------------------

/** The whole corpus, in family order. */
export function hostileCorpus(): HostileCase[] {
  return [
    ...syntaxCases(),
    ...sizeCases(),
    ...depthCases(),
    ...protoCases(),
    ...idCases(),
    ...typeCases(),
    ...matcherCases(),
    ...teamCases(),
    ...agentCases(),
    ...linkCases(),
  ];
}

export const FAMILIES: readonly Family[] = [
  "syntax",
  "size",
  "depth",
  "proto",
  "ids",
  "types",
  "matcher",
  "team",
  "agents",
  "links",
];

/** A few cases of each family (the first, the last and evenly between), for the slower judges. */
export function sample(cases: readonly HostileCase[], perFamily: number, skipBig = false): HostileCase[] {
  return FAMILIES.flatMap((family) => {
    const of = cases.filter((c) => c.family === family && !(skipBig && c.big));
    if (of.length <= perFamily) return of;
    return range(perFamily).map((i) => of[Math.round((i * (of.length - 1)) / Math.max(1, perFamily - 1))]!);
  });
}

/**
 * Cases that still fail their judge (or pass it only on a quiet machine), with the defect each shows. Both judges
 * skip them, so the skipped count names them in every run; fixing the defect means deleting its line here.
 */
export const KNOWN_OPEN_CORE: Readonly<Record<string, string>> = {};

/** The page judge's known-open cases: every case whose name contains the key. */
export const KNOWN_OPEN_PAGE: Readonly<Record<string, string>> = {};

export const knownOpenOnPage = (name: string): string | undefined =>
  Object.entries(KNOWN_OPEN_PAGE).find(([key]) => name.includes(key))?.[1];
