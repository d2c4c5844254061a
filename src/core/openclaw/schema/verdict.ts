/**
 * The release's verdict on the whole config, as the CLI reaches it: one zod parse of the whole config (the
 * schema's issues, with the roster's own checks of `agents` at the place `agents` has in the schema, then the
 * checks of agent references across the config, which zod skips once any value has the wrong shape), and only when
 * that passes, the checks after it (agent folders shared, avatars outside their workspace).
 */
import { freshEntries, type EntryMemo } from "./entry-memo";
import { isRecord, own, type KeysOf } from "../../safe";
import type { RosterOutcome } from "../roster-2026-9";
import type { OpenClawIssue } from "../types";
import type { SchemaIssue } from "./issues";
import { validateWithSchema, type SchemaMemory, type SchemaNode } from "./validate";

type SchemaIssueKind = SchemaIssue["kind"];

const AGENTS = "agents";
const at = (path: readonly (string | number)[]) => path.map(String).join("\u0000");
/** The roster's findings made after the parse (they need the parsed roster). */
const AFTER_PARSE: ReadonlySet<OpenClawIssue["kind"]> = new Set(["shared-agent-dir", "avatar-outside-workspace"]);
/** The roster's findings made by the config's own refinement, once every value has its shape. */
const REFERENCES: ReadonlySet<OpenClawIssue["kind"]> = new Set(["unknown-agent-ref"]);
/** The roster's findings made by the refinement of `agents`, after its fields and its own unknown keys. */
const AGENTS_REFINED: ReadonlySet<OpenClawIssue["kind"]> = new Set([
  "key-collision",
  "several-defaults",
  "ownership-with-marker",
  "fleet-without-owner",
  "no-configured-agent",
]);
/** The roster's findings that are a wrong shape to zod (the others are checks it goes on past). */
const WRONG_SHAPE: ReadonlySet<OpenClawIssue["kind"]> = new Set(["invalid-key", "invalid-ownership", "missing-id"]);

/** Whether the roster itself checks the keys at `path`: `agents`, its defaults, and each agent (an id or a list item). */
function rosterKeys(path: readonly (string | number)[], kind: OpenClawIssue["kind"] | SchemaIssueKind): boolean {
  if (kind !== "invalid-key" && kind !== "unrecognized-key") return false;
  if (path.length === 1) return true;
  if (path.length === 2) return path[1] === "defaults";
  return path.length === 3 && (path[1] === "entries" || path[1] === "list");
}

/** What a release checks beyond its schema and its roster (the release's table in evaluate.ts says which). */
export interface ReleaseChecks {
  /**
   * The config's own refinements, made in the same parse as the schema (legacy web search settings). `entries`: what
   * was found in an agent entry before, kept by the entry (entry-memo.ts).
   */
  readonly refinements: (config: unknown, entries: EntryMemo, keysOf: KeysOf) => readonly OpenClawIssue[];
  /** The checks once the config has parsed, before the roster's last ones (plugin folders in 2026.7). */
  readonly afterParse: (config: unknown, entries: EntryMemo, keysOf: KeysOf) => readonly OpenClawIssue[];
  /** Keys the release removes before checking (keys it once wrote itself). */
  readonly ignored: readonly (readonly string[])[];
}

export function schemaIssuesBeside(
  schema: SchemaNode,
  config: unknown,
  outcome: RosterOutcome,
  release: ReleaseChecks,
  memory?: SchemaMemory,
  /** The reading's objects' keys, taken once for its checks (the roster's read them too). */
  keysOf: KeysOf = Object.keys,
): readonly OpenClawIssue[] {
  const parsedConfig = without(outcome.asParsed ?? config, release.ignored);
  const checked = validateWithSchema(schema, parsedConfig, schema, memory, keysOf);
  const kept = memory?.entries ?? freshEntries;
  const refined = release.refinements(parsedConfig, kept, keysOf);
  const rosterAt = new Set(outcome.issues.map((i) => at(i.path)));
  // Under `agents` the roster speaks for keys (its ids are not the schema's lower-case pattern) and for any place it
  // already named; the schema adds what it alone checks there (a field's type, a value out of range).
  const found: OpenClawIssue[] = [
    ...checked.issues.filter((i) => i.path[0] !== AGENTS || (!rosterKeys(i.path, i.kind) && !rosterAt.has(at(i.path)))),
    ...refined,
  ];
  if (found.length === 0) {
    // The whole config parsed: then each configured channel against its plugin's schema, then the roster's last checks.
    const parsedOk = !outcome.issues.some((i) => !AFTER_PARSE.has(i.kind));
    const channels = parsedOk ? channelIssues(schema, parsedConfig) : [];
    if (channels.length > 0) return channels;
    const later = parsedOk ? release.afterParse(parsedConfig, kept, keysOf) : [];
    return later.length > 0 ? later : outcome.issues;
  }
  const order = topKeyOrder(schema);
  const rank = (issue: OpenClawIssue) => order.get(String(issue.path[0] ?? "")) ?? order.size;
  const parsed = outcome.issues.filter((i) => !AFTER_PARSE.has(i.kind) && !REFERENCES.has(i.kind));
  const entriesValue = own(own(parsedConfig, AGENTS), "entries");
  const entries = isRecord(entriesValue) ? keysOf(entriesValue) : [];
  // Within agents.entries (or 2026.7's list), zod reads an agent at a time: its fields' issues, then its unknown keys.
  const entryRank = (issue: OpenClawIssue): [number, number] => {
    const { path } = issue;
    if (path[0] !== AGENTS) return [0, 0];
    if (AGENTS_REFINED.has(issue.kind)) return [4, 0];
    if (path.length === 1) return [3, 0];
    if ((path[1] !== "entries" && path[1] !== "list") || path.length < 3) return [1, 0];
    const at = path[1] === "list" ? Number(path[2]) : entries.indexOf(String(path[2]));
    return [2, at * 2 + (path.length === 3 ? 1 : 0)];
  };
  const merged = [...found, ...parsed].map((issue, index) => ({ issue, index, entry: entryRank(issue) }));
  merged.sort(
    (a, b) =>
      rank(a.issue) - rank(b.issue) || a.entry[0]! - b.entry[0]! || a.entry[1]! - b.entry[1]! || a.index - b.index,
  );
  const aborted = checked.aborted || parsed.some((i) => WRONG_SHAPE.has(i.kind));
  const references = aborted ? [] : outcome.issues.filter((i) => REFERENCES.has(i.kind));
  return [...merged.map((m) => m.issue), ...references];
}

/** Where each top-level key sits in the schema (its issues are printed in that order). */
function topKeyOrder(schema: SchemaNode): ReadonlyMap<string, number> {
  if (typeof schema !== "object") return new Map();
  const properties = schema["properties"];
  const order = new Map(
    Object.keys(typeof properties === "object" && properties !== null ? properties : {}).map((k, i) => [k, i]),
  );
  // Keys the schema does not know are reported with the root, after its fields.
  order.set("", order.size);
  return order;
}

/** Each configured channel checked against its plugin's schema (kept apart in the schema data: x-channel-plugins). */
function channelIssues(schema: SchemaNode, config: unknown): OpenClawIssue[] {
  if (typeof schema !== "object") return [];
  const plugins = schema["x-channel-plugins"];
  const channels = own(config, "channels");
  if (!isRecord(plugins) || !isRecord(channels)) return [];
  const out: OpenClawIssue[] = [];
  for (const [id, value] of Object.entries(channels)) {
    if (!Object.hasOwn(plugins, id)) continue;
    const { issues } = validateWithSchema(plugins[id] as SchemaNode, value, schema);
    // The plugins' validator names an object's unknown keys before its fields' issues.
    const anchorOf = (issue: SchemaIssue) =>
      at(issue.kind === "unrecognized-key" ? issue.path : issue.path.slice(0, -1));
    const firstAt = new Map<string, number>();
    issues.forEach((issue, index) => {
      if (!firstAt.has(anchorOf(issue))) firstAt.set(anchorOf(issue), index);
    });
    const anchored = issues.map((issue, index) => ({
      issue,
      index,
      group: firstAt.get(anchorOf(issue))!,
      first: issue.kind === "unrecognized-key" ? 0 : 1,
    }));
    anchored.sort((a, b) => a.group - b.group || a.first - b.first || a.index - b.index);
    for (const { issue } of anchored) out.push({ ...issue, path: ["channels", id, ...issue.path] } as OpenClawIssue);
  }
  return out;
}

/** `config` without the keys at `paths` (each removed from a copy of the objects on its way). */
function without(config: unknown, paths: readonly (readonly string[])[]): unknown {
  let out = config;
  for (const path of paths) out = withoutOne(out, path);
  return out;
}

function withoutOne(value: unknown, path: readonly string[]): unknown {
  const [key, ...rest] = path;
  if (key === undefined || !isRecord(value) || !Object.hasOwn(value, key)) return value;
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === key && rest.length === 0) continue;
    // Defined, not assigned: a `__proto__` key stays a key (assigning would set the copy's prototype).
    Object.defineProperty(copy, k, { value: k === key ? withoutOne(v, rest) : v, enumerable: true, writable: true });
  }
  return copy;
}
