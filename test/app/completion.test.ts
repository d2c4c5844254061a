/**
 * Value completion: at each place of the two documents that names something, the suggestions are the documents'
 * own names (agent ids, subagents and "lead", tools, permission keys, catalog models) or the vocabulary's lists,
 * except where the schema's enum already offers them; between list entries, a snippet writes a new entry.
 */
import { describe, expect, it } from "vitest";
import {
  DocumentNames,
  entrySeparators,
  placeAt,
  readConfigNames,
  schemaEnumAt,
  suggestionsAt,
  type CompletionTexts,
} from "../../src/app/editor/completion";
import { documentSchemas } from "../../src/app/editor/schemas";
import { type DocumentId, MODES, TOOL_CLASSES } from "../../src/core/index";

const CONFIG = `{
  // comments and trailing commas are read
  "agents": {
    "defaults": { "model": { "primary": "", "fallbacks": [] } },
    "list": [ { "id": "general", "default": true }, { "id": "legal", "model": "" }, ],
  },
  "models": [ { "provider": "anthropic", "id": "claude-sonnet" }, { "provider": "openai", "id": "gpt-5" } ],
  "tools": [ { "name": "bash", "class": "execute" }, { "name": "write", "class": "edit", "permission": "edit" } ],
  "permission": { "mode": "default", "rules": [ { "permission": "" } ] }
}`;

const SCENARIOS = `{
  "sessions": [ { "key": "", "agent": "", "model": "" } ],
  "skills": [ { "agent": "" } ],
  "team": {
    "main": "",
    "mode": "",
    "approvals": [ { "permission": "", "grantedIn": "" } ],
    "agents": [
      { "name": "scout", "parent": "", "tools": [""], "load": [""], "grants": [ { "tool": "", "permission": "" } ] },
      { "name": "fixer", "parent": "", "model": "", "request": [""] }
    ]
  },
  "calls": [ { "agent": "", "tool": "" } ]
}`;

const TEXTS: CompletionTexts = { config: CONFIG, scenarios: SCENARIOS };
const SCHEMAS = documentSchemas("sophiaclaw");

/** The labels offered with the cursor inside the `n`th (0-based) `""` after `anchor` in a document. */
function labelsAt(
  doc: Exclude<DocumentId, "approvals">,
  anchor: string,
  n = 0,
  texts = TEXTS,
  schemas: typeof SCHEMAS | undefined = SCHEMAS,
) {
  const text = texts[doc];
  let offset = text.indexOf(anchor);
  expect(offset).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= n; i++) offset = text.indexOf('""', offset + (i ? 2 : 0));
  return suggestionsAt(texts, placeAt(doc, text, offset + 1), schemas ? { schemas } : {}).map((s) => s.label);
}

const AGENTS = ["general", "legal"];
const SUBAGENTS = ["lead", "scout", "fixer"];
const TOOLS = ["bash", "write"];
const MODELS = ["anthropic/claude-sonnet", "openai/gpt-5"];

describe("values from the documents' own names", () => {
  it.each([
    ["config", '"primary"', 0, MODELS],
    ["config", '"id": "legal", "model"', 0, MODELS],
    ["config", '"rules"', 0, ["bash", "edit"]],
    ["scenarios", '"key"', 0, AGENTS.map((id) => `agent:${id}:`)],
    ["scenarios", '"key"', 1, AGENTS],
    ["scenarios", '"key"', 2, MODELS],
    ["scenarios", '"skills"', 0, AGENTS],
    ["scenarios", '"main"', 0, AGENTS],
    ["scenarios", '"approvals"', 0, ["bash", "edit"]],
    ["scenarios", '"name": "scout", "parent"', 0, ["lead"]],
    ["scenarios", '"name": "scout", "parent"', 1, TOOLS],
    ["scenarios", '"name": "scout", "parent"', 2, TOOLS],
    ["scenarios", '"grants"', 0, TOOLS],
    ["scenarios", '"grants"', 1, ["bash", "edit"]],
    ["scenarios", '"name": "fixer", "parent"', 0, ["lead", "scout"]],
    ["scenarios", '"name": "fixer", "parent"', 1, MODELS],
    ["scenarios", '"calls"', 0, SUBAGENTS],
    ["scenarios", '"calls"', 1, TOOLS],
  ] as const)("%s after %s (string %i) offers %j", (doc, anchor, n, expected) => {
    expect(labelsAt(doc, anchor, n)).toEqual(expected);
  });

  it("offers the models of an empty fallbacks list as new entries", () => {
    const text = CONFIG.replace('"fallbacks": []', '"fallbacks": [ ]');
    const offset = text.indexOf("[ ]") + 1;
    const place = placeAt("config", text, offset);
    expect(place.path).toEqual(["agents", "defaults", "model", "fallbacks", 0]);
    expect(place.replace).toBeUndefined();
    const found = suggestionsAt({ ...TEXTS, config: text }, place);
    expect(found.map((s) => s.insert)).toEqual(MODELS.map((m) => JSON.stringify(m)));
  });

  it("offers nothing on a property name or at a place that names nothing", () => {
    expect(
      suggestionsAt(TEXTS, { doc: "config", path: ["agents", "list", 0, ""], atKey: true, inValue: false }),
    ).toEqual([]);
    expect(
      suggestionsAt(TEXTS, { doc: "config", path: ["agents", "defaults", "workspace"], atKey: false, inValue: true }),
    ).toEqual([]);
  });

  it("replaces the whole string the cursor is in, quotes included", () => {
    const text = '{ "calls": [ { "agent": "sc" } ] }';
    const place = placeAt("scenarios", text, text.indexOf('"sc"') + 2);
    expect(place.path).toEqual(["calls", 0, "agent"]);
    expect(place.replace).toEqual({ offset: text.indexOf('"sc"'), length: 4 });
  });

  it("writes names as JSON strings and a session key's prefix as a snippet ending inside the quotes", () => {
    const texts = {
      config: '{ "agents": { "list": [ { "id": "a\\"b" } ] } }',
      scenarios: '{ "sessions": [ { "key": "" } ] }',
    };
    const at = (path: (string | number)[]) =>
      suggestionsAt(texts, { doc: "scenarios", path, atKey: false, inValue: true });
    expect(at(["team", "main"])[0]).toMatchObject({ label: 'a"b', insert: '"a\\"b"', snippet: false, kind: "agent" });
    expect(at(["sessions", 0, "key"])[0]).toMatchObject({
      label: 'agent:a"b:',
      // In snippet syntax a backslash is written twice.
      insert: '"agent:a\\\\"b:$0"',
      snippet: true,
    });
  });
});

describe("the vocabulary's lists, never twice", () => {
  const places: [DocumentId, (string | number)[], readonly string[]][] = [
    ["config", ["permission", "mode"], MODES],
    ["config", ["tools", 0, "class"], TOOL_CLASSES],
    ["scenarios", ["team", "mode"], MODES],
    ["scenarios", ["team", "tighten"], MODES],
    ["scenarios", ["team", "approvals", 0, "grantedIn"], MODES],
    ["scenarios", ["team", "agents", 0, "mode"], MODES],
    ["scenarios", ["team", "agents", 0, "request", 0], TOOL_CLASSES],
  ];

  it.each(places)("%s %j: the schema's enum offers the list, so completion adds none", (doc, path, list) => {
    expect(schemaEnumAt(SCHEMAS[doc], path)).toEqual(list);
    expect(suggestionsAt(TEXTS, { doc, path, atKey: false, inValue: true }, { schemas: SCHEMAS })).toEqual([]);
  });

  it.each(places)("%s %j: without a schema enum, the vocabulary's list is offered", (doc, path, list) => {
    const labels = suggestionsAt(TEXTS, { doc, path, atKey: false, inValue: true }).map((s) => s.label);
    expect(labels).toEqual(list);
  });

  it("reads enums through anyOf and items, and finds none where the schema has none", () => {
    expect(schemaEnumAt(SCHEMAS.config, ["agents", "list", 0, "model"])).toEqual([]);
    expect(schemaEnumAt(SCHEMAS.scenarios, ["calls", 0, "expect"])).toEqual(["run", "person", "refused"]);
  });
});

describe("snippets for a new entry", () => {
  it.each([
    ["config", '"list": [ ', "New agent", '{ "id": "${1:new-agent}"'],
    [
      "config",
      '"rules": [ ',
      "New rule",
      '{ "permission": "${1:bash}", "pattern": "${2:*}", "action": "${3|allow,ask,deny|}" }',
    ],
    ["scenarios", '"agents": [\n      ', "New subagent", '"mode": "${3|plan,default,accept-edits,bypass,readonly|}"'],
    ["scenarios", '"calls": [ ', "New call", '{ "agent": "${1:scout}", "tool": "${2:bash}"'],
  ] as const)("%s, before the entry after %j: %s", (doc, anchor, label, part) => {
    const text = TEXTS[doc];
    const offset = text.indexOf(anchor) + anchor.length;
    const found = suggestionsAt(TEXTS, placeAt(doc, text, offset));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ label, kind: "snippet", snippet: true });
    expect(found[0]!.insert).toContain(part);
  });

  it("is not offered inside an entry's value", () => {
    const text = TEXTS.scenarios;
    const offset = text.indexOf('"calls": [ {') + '"calls": [ {'.length;
    expect(suggestionsAt(TEXTS, placeAt("scenarios", text, offset))).toEqual([]);
  });

  it.each([
    ["[|]", "", ""],
    ["[ |{ }]", "", ", "],
    ["[{ } |]", ", ", ""],
    ["[{ }, | ]", "", ""],
    ["[{ } // note\n | , { }]", ", ", ""],
  ])("separators in %j: before %j, after %j", (marked, before, after) => {
    const offset = marked.indexOf("|");
    expect(entrySeparators(marked.replace("|", ""), offset)).toEqual({ before, after });
  });
});

describe("reading the names", () => {
  it("keeps own properties only and each name once", () => {
    const names = readConfigNames(
      '{ "agents": { "list": [ { "id": "a" }, { "id": "a" }, { "__proto__": { "id": "x" } }, 3 ] }, "tools": [ { "name": "t" }, { "name": "t" } ] }',
    );
    expect(names.agents).toEqual(["a"]);
    expect(names.tools).toEqual(["t"]);
    expect(names.permissions).toEqual(["t"]);
  });

  it("reads each text once per version", () => {
    const names = new DocumentNames();
    const first = names.ofConfig(CONFIG);
    expect(names.ofConfig(`${CONFIG}`)).toBe(first);
    expect(names.ofConfig(CONFIG.replace('"legal"', '"law"')).agents).toEqual(["general", "law"]);
  });

  it("reads a 1,000-agent config once and answers every later request from it", () => {
    const list = Array.from({ length: 1000 }, (_, i) => `{ "id": "agent-${i}", "model": "" }`).join(",\n");
    const config = `{ "agents": { "list": [\n${list}\n] }, "models": [ { "provider": "p", "id": "m" } ] }`;
    const names = new DocumentNames();
    const texts = { config, scenarios: '{ "team": { "main": "" } }' };
    const main = suggestionsAt(texts, placeAt("scenarios", texts.scenarios, texts.scenarios.indexOf('""') + 1), {
      names,
    });
    expect(main).toHaveLength(1000);
    const read = names.ofConfig(config);
    const offset = config.lastIndexOf('""') + 1;
    expect(suggestionsAt(texts, placeAt("config", config, offset), { names }).map((s) => s.label)).toEqual(["p/m"]);
    expect(names.ofConfig(config)).toBe(read);
  });
});
