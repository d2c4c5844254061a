/**
 * Value completion from the documents' own names: where the cursor's JSON path (jsonc-parser's getLocation) names
 * an agent, a subagent, a tool, a permission key, a model or a mode, the suggestions are the names the two texts
 * define (agents.list ids, team.agents names and "lead", the tools catalog, the models catalog as `provider/id`),
 * and the closed lists of the core's vocabulary. A list the document's JSON Schema already offers as an enum (Monaco's
 * JSON completion shows those) is left to it, so no value is offered twice. Between the entries of agents.list,
 * team.agents, calls and permission.rules a snippet writes a new entry.
 *
 * Each text is read once per version (DocumentNames keeps the names of the last text of each document); nothing
 * here runs the analysis. The Monaco provider (completionProvider.ts) only turns these answers into completion items.
 */
import { getLocation, parse, type Segment } from "jsonc-parser";
import {
  ACTIONS,
  MODES,
  TOOL_CLASSES,
  VERDICT_ANSWERS,
  readModelCatalog,
  readToolCatalog,
  type DocumentId,
} from "../../core/index";
import { T } from "../texts";

/** What a value at a path names. */
export type ValueKind =
  "agent" | "sessionKey" | "subagent" | "parent" | "tool" | "permission" | "model" | "mode" | "toolClass";

/** The kinds of entry a snippet writes. */
export type SnippetKind = "agent" | "subagent" | "call" | "rule";

export interface Suggestion {
  readonly label: string;
  /** The text written in place of the value (a JSON string), or of nothing (a snippet's entry). */
  readonly insert: string;
  /** `insert` is in Monaco's snippet syntax (placeholders, choices). */
  readonly snippet: boolean;
  /** What the suggestion is: a value of this kind, or a new entry. */
  readonly kind: ValueKind | "snippet";
  readonly detail: string;
}

/** The cursor's place, as getLocation reports it. */
export interface CompletionPlace {
  readonly doc: DocumentId;
  readonly path: readonly Segment[];
  /** The cursor is on a property name (the schema's completion answers there). */
  readonly atKey: boolean;
  /** The cursor is inside or on a value already written (a snippet only goes where no value is). */
  readonly inValue: boolean;
}

export interface ConfigNames {
  readonly agents: readonly string[];
  readonly tools: readonly string[];
  readonly permissions: readonly string[];
  readonly models: readonly string[];
}

export interface ScenarioNames {
  /** team.agents' names, in order. */
  readonly subagents: readonly string[];
}

const LEAD = "lead";
const NUMBER = 0;
type Pattern = readonly (string | typeof NUMBER)[];

/** Where each kind of value is written: `0` stands for any index. */
const VALUE_SLOTS: Record<DocumentId, readonly (readonly [Pattern, ValueKind])[]> = {
  config: [
    [["agents", "defaults", "model"], "model"],
    [["agents", "defaults", "model", "primary"], "model"],
    [["agents", "defaults", "model", "fallbacks", NUMBER], "model"],
    [["agents", "list", NUMBER, "model"], "model"],
    [["agents", "list", NUMBER, "model", "primary"], "model"],
    [["agents", "list", NUMBER, "model", "fallbacks", NUMBER], "model"],
    [["permission", "rules", NUMBER, "permission"], "permission"],
    [["permission", "mode"], "mode"],
    [["tools", NUMBER, "class"], "toolClass"],
  ],
  scenarios: [
    [["team", "main"], "agent"],
    [["sessions", NUMBER, "agent"], "agent"],
    [["sessions", NUMBER, "expect"], "agent"],
    [["skills", NUMBER, "agent"], "agent"],
    [["sessions", NUMBER, "key"], "sessionKey"],
    [["sessions", NUMBER, "model"], "model"],
    [["calls", NUMBER, "agent"], "subagent"],
    [["team", "agents", NUMBER, "parent"], "parent"],
    [["team", "agents", NUMBER, "model"], "model"],
    [["calls", NUMBER, "tool"], "tool"],
    [["team", "agents", NUMBER, "tools", NUMBER], "tool"],
    [["team", "agents", NUMBER, "load", NUMBER], "tool"],
    [["team", "agents", NUMBER, "expect", "tools", NUMBER], "tool"],
    [["team", "agents", NUMBER, "grants", NUMBER, "tool"], "tool"],
    [["team", "agents", NUMBER, "grants", NUMBER, "permission"], "permission"],
    [["team", "approvals", NUMBER, "permission"], "permission"],
    [["team", "mode"], "mode"],
    [["team", "tighten"], "mode"],
    [["team", "approvals", NUMBER, "grantedIn"], "mode"],
    [["team", "agents", NUMBER, "mode"], "mode"],
    [["team", "agents", NUMBER, "request", NUMBER], "toolClass"],
  ],
  approvals: [],
};

/** Where a snippet writes a new entry: the index of a list whose entries are objects. */
const SNIPPET_SLOTS: Record<DocumentId, readonly (readonly [Pattern, SnippetKind])[]> = {
  config: [
    [["agents", "list", NUMBER], "agent"],
    [["permission", "rules", NUMBER], "rule"],
  ],
  scenarios: [
    [["team", "agents", NUMBER], "subagent"],
    [["calls", NUMBER], "call"],
  ],
  approvals: [],
};

const matches = (pattern: Pattern, path: readonly Segment[]): boolean =>
  pattern.length === path.length &&
  pattern.every((p, i) => (p === NUMBER ? typeof path[i] === "number" : p === path[i]));

const slotAt = <K>(slots: readonly (readonly [Pattern, K])[], path: readonly Segment[]): K | undefined =>
  slots.find(([pattern]) => matches(pattern, path))?.[1];

/** The kind of value the path holds, if it names something of the documents or the vocabulary. */
export const valueKindAt = (doc: DocumentId, path: readonly Segment[]): ValueKind | undefined =>
  slotAt(VALUE_SLOTS[doc], path);

// Reading a text leniently (jsonc-parser's parse tolerates comments, trailing commas and errors), own properties only.
const ownValue = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const stringsOf = (values: readonly unknown[]): string[] => [
  ...new Set(values.filter((v): v is string => typeof v === "string" && v !== "")),
];
const readText = (text: string): unknown =>
  parse(text, [], { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true });

export function readConfigNames(text: string): ConfigNames {
  const value = readText(text);
  const tools = [...readToolCatalog(value).values()];
  return {
    agents: stringsOf(listOf(ownValue(ownValue(value, "agents"), "list")).map((a) => ownValue(a, "id"))),
    tools: tools.map((t) => t.name),
    permissions: stringsOf(tools.map((t) => t.permission)),
    models: [...readModelCatalog(value).keys()],
  };
}

export function readScenarioNames(text: string): ScenarioNames {
  const value = readText(text);
  const agents = listOf(ownValue(ownValue(value, "team"), "agents"));
  // Kept in order and with their index (a parent is "lead" or a subagent listed before).
  return { subagents: agents.map((a) => ownValue(a, "name")).map((n) => (typeof n === "string" ? n : "")) };
}

/**
 * The names of the last text of each document: a text is read when it first asks, and again only once it changed.
 * One per editor (the caller owns it).
 */
export class DocumentNames {
  private config: { readonly text: string; readonly names: ConfigNames } | undefined;
  private scenarios: { readonly text: string; readonly names: ScenarioNames } | undefined;

  ofConfig(text: string): ConfigNames {
    if (this.config?.text !== text) this.config = { text, names: readConfigNames(text) };
    return this.config.names;
  }

  ofScenarios(text: string): ScenarioNames {
    if (this.scenarios?.text !== text) this.scenarios = { text, names: readScenarioNames(text) };
    return this.scenarios.names;
  }
}

/** The values a JSON Schema lists (`enum`) at a path of its document, through properties, items and anyOf. */
export function schemaEnumAt(schema: unknown, path: readonly Segment[]): readonly string[] {
  let nodes: unknown[] = [schema];
  for (const segment of path) {
    const next: unknown[] = [];
    const visit = (node: unknown): void => {
      for (const branch of listOf(ownValue(node, "anyOf"))) visit(branch);
      const child =
        typeof segment === "number" ? ownValue(node, "items") : ownValue(ownValue(node, "properties"), segment);
      if (child !== undefined) next.push(child);
    };
    nodes.forEach(visit);
    nodes = next;
  }
  const out: string[] = [];
  const collect = (node: unknown): void => {
    for (const branch of listOf(ownValue(node, "anyOf"))) collect(branch);
    out.push(...stringsOf(listOf(ownValue(node, "enum"))));
  };
  nodes.forEach(collect);
  return out;
}

export interface CompletionTexts {
  readonly config: string;
  readonly scenarios: string;
}

export interface CompletionOptions {
  /** Reads each text once per version; a fresh one reads them now. */
  readonly names?: DocumentNames;
  /** The documents' JSON Schemas, whose enums Monaco's JSON completion already offers. */
  readonly schemas?: Readonly<Record<DocumentId, unknown>>;
}

const value = (kind: ValueKind, name: string): Suggestion => ({
  label: name,
  insert: JSON.stringify(name),
  snippet: false,
  kind,
  detail: T.completion.kinds[kind],
});

/** Escapes text for Monaco's snippet syntax (`choice`: inside a `${1|a,b|}` choice). */
const snippetText = (text: string, choice = false): string =>
  text.replace(choice ? /[$}\\,|]/g : /[$}\\]/g, (c) => `\\${c}`);
/** A JSON string's content (without its quotes), for a snippet. */
const jsonContent = (text: string): string => JSON.stringify(text).slice(1, -1);
const placeholder = (n: number, text: string): string => `\${${n}:${snippetText(jsonContent(text))}}`;
const choice = (n: number, options: readonly string[]): string =>
  `\${${n}|${options.map((o) => snippetText(jsonContent(o), true)).join(",")}|}`;

/**
 * A new subagent's modes, strictest first: the first is what the snippet writes, and a subagent may not be looser
 * than its parent, so the one offered first is valid under any parent but readonly.
 */
const SUBAGENT_MODES: readonly string[] = [...[...MODES].reverse().filter((m) => m !== "readonly"), "readonly"];

function snippetFor(kind: SnippetKind, config: ConfigNames, scenarios: ScenarioNames): Suggestion {
  const firstTool = config.tools[0] ?? "read";
  const insert = {
    agent: `{ "id": ${q(placeholder(1, "new-agent"))}, "workspace": ${q(placeholder(2, "~/new-agent"))} }`,
    subagent: `{ "name": ${q(placeholder(1, "helper"))}, "parent": ${q(placeholder(2, LEAD))}, "mode": ${q(choice(3, SUBAGENT_MODES))}, "tools": [${q(placeholder(4, firstTool))}] }`,
    call: `{ "agent": ${q(placeholder(1, scenarios.subagents.find((n) => n) ?? LEAD))}, "tool": ${q(placeholder(2, firstTool))}, "pattern": ${q(placeholder(3, "*"))}, "expect": ${q(choice(4, VERDICT_ANSWERS))} }`,
    rule: `{ "permission": ${q(placeholder(1, config.permissions[0] ?? firstTool))}, "pattern": ${q(placeholder(2, "*"))}, "action": ${q(choice(3, ACTIONS))} }`,
  }[kind];
  return { label: T.completion.snippets[kind], insert, snippet: true, kind: "snippet", detail: T.completion.snippet };
}
const q = (inner: string): string => `"${inner}"`;

/**
 * The suggestions at a place: the documents' names for the value there, or a new entry between a list's entries.
 * Lists the schema already offers as an enum are left to it (`schemas`).
 */
export function suggestionsAt(
  texts: CompletionTexts,
  place: CompletionPlace,
  { names = new DocumentNames(), schemas }: CompletionOptions = {},
): Suggestion[] {
  if (place.atKey) return [];
  const { doc, path } = place;
  const kind = valueKindAt(doc, path);
  if (kind) {
    const offered = new Set(schemas ? schemaEnumAt(schemas[doc], path) : []);
    const fresh = (list: readonly string[]): string[] => list.filter((v) => !offered.has(v));
    switch (kind) {
      case "agent":
        return names.ofConfig(texts.config).agents.map((id) => value(kind, id));
      case "sessionKey":
        return names.ofConfig(texts.config).agents.map((id) => ({
          ...value(kind, `agent:${id}:`),
          insert: `"${snippetText(jsonContent(`agent:${id}:`))}$0"`,
          snippet: true,
        }));
      case "subagent":
      case "parent": {
        const all = names.ofScenarios(texts.scenarios).subagents;
        // A parent is listed before its child.
        const index = path[2];
        const before = kind === "parent" && typeof index === "number" ? all.slice(0, index) : all;
        return [LEAD, ...new Set(before.filter((n) => n && n !== LEAD))].map((n) => value(kind, n));
      }
      case "tool":
        return names.ofConfig(texts.config).tools.map((n) => value(kind, n));
      case "permission":
        return names.ofConfig(texts.config).permissions.map((n) => value(kind, n));
      case "model":
        return names.ofConfig(texts.config).models.map((n) => value(kind, n));
      case "mode":
        return fresh(MODES).map((n) => value(kind, n));
      case "toolClass":
        return fresh(TOOL_CLASSES).map((n) => value(kind, n));
    }
  }
  const snippet = place.inValue ? undefined : slotAt(SNIPPET_SLOTS[doc], path);
  if (!snippet) return [];
  return [snippetFor(snippet, names.ofConfig(texts.config), names.ofScenarios(texts.scenarios))];
}

/**
 * What a new entry written at `offset` of a list needs around it: a comma before it when an entry comes before
 * without one, a comma after it when an entry follows. Comments and white space are skipped.
 */
export function entrySeparators(text: string, offset: number): { readonly before: string; readonly after: string } {
  const skip = (from: number, step: 1 | -1): string | undefined => {
    for (let i = from; i >= 0 && i < text.length; i += step) {
      if (!/\s/.test(text.charAt(i))) return text.charAt(i);
    }
    return undefined;
  };
  const previous = skip(offset - 1, -1);
  const next = skip(offset, 1);
  return {
    before: previous === undefined || previous === "[" || previous === "," ? "" : ", ",
    after: next === undefined || next === "]" || next === "," ? "" : ", ",
  };
}

/** The place of an offset in a text, and the span of the value written there (a string the suggestion replaces). */
export function placeAt(
  doc: DocumentId,
  text: string,
  offset: number,
): CompletionPlace & { readonly replace?: { readonly offset: number; readonly length: number } } {
  const location = getLocation(text, offset);
  const node = location.previousNode;
  const inString = node?.type === "string" && offset > node.offset && offset <= node.offset + node.length;
  return {
    doc,
    path: location.path,
    atKey: location.isAtPropertyKey,
    inValue: node !== undefined,
    ...(inString ? { replace: { offset: node.offset, length: node.length } } : {}),
  };
}
