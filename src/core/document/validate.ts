/**
 * Schema diagnostics: every zod issue becomes a diagnostic at the issue's node, with a message that says what to
 * do. Validation only informs: it never changes the value, and never throws, whatever the value is.
 */
import type { z } from "zod";
import { newMade, UNLIMITED, type Made, type Steps } from "../budget";
import {
  jsonTypeOf,
  type Diagnostic,
  type DiagnosticData,
  type JsonPath,
  type JsonType,
  type Span,
} from "../diagnostics";
import { isRecord } from "../safe";
import { SC, severityOf } from "./codes";
import { agentEntrySchema, configSchema } from "./config-schema";
import type { ParsedDocument } from "./parse";
import { approvalsSchema, scenariosSchema } from "./scenarios-schema";
import { closestKey, entrySchemaAt, knownKeysAt } from "./schema-keys";
import { orList, texts, typeName } from "./texts";

/** More schema diagnostics than this are summed up in one. */
export const MAX_SCHEMA_DIAGNOSTICS = 500;

type Issue = z.core.$ZodIssue;

/** An issue with the path of the value it was found in (zod's path is relative to that value). */
interface Found {
  readonly issue: Issue;
  readonly prefix: JsonPath;
}

/** The schema diagnostics of a parsed document; none for an empty (or unread) document. */
export function validateDocument(parsed: ParsedDocument, schema: z.ZodType): Diagnostic[] {
  if (parsed.value === undefined) return [];
  const issues = issuesOf(schema, parsed.value);
  if (!issues) return [diagnostic(parsed, SC.invalidValue, texts.invalid(), [], parsed.spanOf([]))];
  return diagnosticsOf(
    parsed,
    schema,
    issues.map((issue) => ({ issue, prefix: [] })),
  );
}

function issuesOf(schema: z.ZodType, value: unknown): readonly Issue[] | undefined {
  try {
    return schema.safeParse(value).error?.issues ?? [];
  } catch {
    return undefined;
  }
}

/** Diagnostics in document order; past the limit, the first ones and a summary. */
function diagnosticsOf(
  parsed: ParsedDocument,
  schema: z.ZodType,
  found: readonly Found[],
  steps: Steps = UNLIMITED,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { issue, prefix } of found) {
    steps.step();
    collect(parsed, schema, issue, prefix, out, steps);
  }
  out.sort((a, b) => a.span.offset - b.span.offset);
  if (out.length <= MAX_SCHEMA_DIAGNOSTICS) return out;
  const shown = out.slice(0, MAX_SCHEMA_DIAGNOSTICS);
  const last = shown[shown.length - 1];
  const summary = texts.tooManyProblems(shown.length, out.length);
  return [...shown, diagnostic(parsed, SC.tooManyErrors, summary, last?.path ?? [], last?.span ?? parsed.spanOf([]))];
}

/**
 * What validation remembers between analyses, owned by the analyzer that passes it in: the issues of each agent
 * entry, by entry object. An edited document's read shares every unchanged entry object with the read before
 * (share.ts), so a keystroke validates the entry it changed and finds the others here. Keyed weakly: entries of
 * texts no longer held are forgotten with them.
 */
export interface ValidationMemory {
  readonly entryIssues: WeakMap<object, readonly Issue[] | undefined>;
  /** The entries checked against their schema afresh. */
  readonly validated: Made;
}

export const newValidationMemory = (): ValidationMemory => ({ entryIssues: new WeakMap(), validated: newMade() });

function issuesOfEntry(entry: unknown, memory: ValidationMemory | undefined): readonly Issue[] | undefined {
  if (!memory || typeof entry !== "object" || entry === null) return issuesOf(agentEntrySchema, entry);
  if (memory.entryIssues.has(entry)) return memory.entryIssues.get(entry);
  const issues = issuesOf(agentEntrySchema, entry);
  memory.validated.count++;
  memory.entryIssues.set(entry, issues);
  return issues;
}

/** The lists whose entries are checked one at a time (a step of the budget each), not in one call of the schema. */
const LISTS: Readonly<Record<ParsedDocument["doc"], readonly JsonPath[]>> = {
  config: [["agents", "list"], ["models"], ["tools"], ["permission", "rules"]],
  scenarios: [["sessions"], ["skills"], ["calls"], ["team", "agents"], ["team", "approvals"]],
  approvals: [],
};

/** How many entries of one list are checked against the schema; a longer list gets SC019 and the rest go unchecked. */
export const MAX_CHECKED_ENTRIES = 10_000;

/** The document's lists named in LISTS that are present (as lists), with their paths. */
function listsOf(parsed: ParsedDocument): { path: JsonPath; entries: readonly unknown[] }[] {
  return LISTS[parsed.doc].flatMap((path) => {
    const at = lookup(parsed.value, path);
    return at.found && Array.isArray(at.value) ? [{ path, entries: at.value as readonly unknown[] }] : [];
  });
}

/**
 * SC019 for each list longer than MAX_CHECKED_ENTRIES, at the list. Cheap (it reads the lists' lengths), so the
 * analysis shows them even when it is cut off before the schema check ends.
 */
export function tooManyEntries(parsed: ParsedDocument): Diagnostic[] {
  return listsOf(parsed).flatMap(({ path, entries }) => {
    if (entries.length <= MAX_CHECKED_ENTRIES) return [];
    const data = {
      kind: "too-many-entries",
      list: path,
      entries: entries.length,
      checked: MAX_CHECKED_ENTRIES,
    } as const;
    return [{ ...diagnostic(parsed, SC.tooManyEntries, texts.tooManyEntries(data), path, parsed.spanOf(path)), data }];
  });
}

/** A copy of `value` with the list at each path empty (objects copied along the paths only; "__proto__" stays a key). */
function withEmptyLists(value: unknown, paths: readonly JsonPath[]): unknown {
  const copy = (node: unknown, depth: number, under: readonly JsonPath[]): unknown => {
    if (!isRecord(node)) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, v]) => {
        const deeper = under.filter((p) => p[depth] === key);
        if (!deeper.length) return [key, v];
        return [key, deeper.some((p) => p.length === depth + 1) ? [] : copy(v, depth + 1, deeper)];
      }),
    );
  };
  return copy(value, 0, paths);
}

/**
 * A document's schema diagnostics: the document without the entries of its long-running lists (LISTS), then each
 * entry on its own, one budget step each and at most MAX_CHECKED_ENTRIES per list (agent entries remembered by
 * entry object): what validating the whole document finds, in document order, in time the budget can stop.
 */
function validateByEntry(
  parsed: ParsedDocument,
  schema: z.ZodType,
  steps: Steps,
  memory: ValidationMemory | undefined,
): Diagnostic[] {
  if (parsed.value === undefined) return [];
  const lists = listsOf(parsed);
  const rest = issuesOf(
    schema,
    withEmptyLists(
      parsed.value,
      lists.map((l) => l.path),
    ),
  );
  if (!rest) return validateDocument(parsed, schema);
  const found: Found[] = rest.map((issue) => ({ issue, prefix: [] }));
  for (const { path, entries } of lists) {
    const entrySchema = entrySchemaAt(schema, path);
    if (!entrySchema) return validateDocument(parsed, schema);
    const agents = entrySchema === agentEntrySchema;
    const checked = Math.min(entries.length, MAX_CHECKED_ENTRIES);
    for (let index = 0; index < checked; index++) {
      steps.step();
      const issues = agents ? issuesOfEntry(entries[index], memory) : issuesOf(entrySchema, entries[index]);
      if (!issues) return validateDocument(parsed, schema);
      for (const issue of issues) found.push({ issue, prefix: [...path, index] });
    }
  }
  return [...tooManyEntries(parsed), ...diagnosticsOf(parsed, schema, found, steps)];
}

/** The config document's schema diagnostics (see validateByEntry); with `memory`, agent entries seen before are found there. */
export function validateConfig(
  parsed: ParsedDocument,
  steps: Steps = UNLIMITED,
  memory?: ValidationMemory,
): Diagnostic[] {
  return validateByEntry(parsed, configSchema, steps, memory);
}

/** The scenarios document's schema diagnostics (see validateByEntry). */
export function validateScenarios(
  parsed: ParsedDocument,
  steps: Steps = UNLIMITED,
  memory?: ValidationMemory,
): Diagnostic[] {
  return validateByEntry(parsed, scenariosSchema, steps, memory);
}

/** The host's exec approvals document's schema diagnostics (an OpenClaw profile's third document). */
export function validateApprovals(parsed: ParsedDocument): Diagnostic[] {
  return parsed.value === undefined ? [] : validateDocument(parsed, approvalsSchema);
}

function diagnostic(parsed: ParsedDocument, code: string, message: string, path: JsonPath, span: Span): Diagnostic {
  return { code, severity: severityOf(code), message, doc: parsed.doc, path, span };
}

function collect(
  parsed: ParsedDocument,
  schema: z.ZodType,
  issue: Issue,
  prefix: JsonPath,
  out: Diagnostic[],
  steps: Steps = UNLIMITED,
): void {
  const path: JsonPath = [
    ...prefix,
    ...issue.path.filter((p): p is string | number => typeof p === "string" || typeof p === "number"),
  ];
  const at = (code: string, message: string, data?: DiagnosticData) =>
    out.push({ ...diagnostic(parsed, code, message, path, parsed.spanOf(path)), ...(data && { data }) });
  const missing = missingKey(parsed.value, path);
  if (missing !== undefined && issue.code !== "unrecognized_keys") {
    return void at(SC.missingField, texts.missing(missing, expectedOf(issue)));
  }
  switch (issue.code) {
    case "unrecognized_keys": {
      const known = knownKeysAt(schema, path);
      for (const key of issue.keys) {
        steps.step();
        const keyPath = [...path, key];
        const closest = closestKey(key, known);
        const message = texts.unknownKey(key, closest, known);
        const data: DiagnosticData = { kind: "unknown-key", key, ...(closest !== undefined && { closest }) };
        out.push({ ...diagnostic(parsed, SC.unknownKey, message, keyPath, parsed.keySpanOf(keyPath)), data });
      }
      return;
    }
    case "invalid_type": {
      const value = lookup(parsed.value, path).value;
      const data = wrongType(expectedTypes(issue), value);
      return void at(SC.wrongType, texts.wrongType(expectedOf(issue), texts.found(value)), data);
    }
    case "invalid_union":
      return collectUnion(parsed, schema, issue, path, out);
    case "invalid_value":
      return void at(SC.invalidEnum, texts.invalidEnum(issue.values));
    case "too_small":
      return void at(SC.invalidValue, texts.tooSmall(issue.minimum, issue.inclusive ?? true));
    case "too_big":
      return void at(SC.invalidValue, texts.tooBig(issue.maximum, issue.inclusive ?? true));
    case "custom":
      return void at(SC.invalidValue, issue.message || texts.invalid());
    default:
      return void at(SC.invalidValue, texts.invalid());
  }
}

/**
 * A union's issues: when exactly one alternative got past the value's own type (its issues are all deeper),
 * that alternative was meant and its issues are reported; otherwise the value has none of the accepted types.
 */
function collectUnion(
  parsed: ParsedDocument,
  schema: z.ZodType,
  issue: Extract<Issue, { code: "invalid_union" }>,
  path: JsonPath,
  out: Diagnostic[],
): void {
  const branches = issue.errors;
  const meant = branches.filter((branch) => branch.length > 0 && branch.every((i) => i.path.length > 0));
  if (meant.length === 1 && meant[0]) {
    for (const inner of meant[0]) collect(parsed, schema, inner, path, out);
    return;
  }
  const expected = expectedOf(issue);
  const known = expected !== texts.anyValue;
  const value = lookup(parsed.value, path).value;
  const message = known ? texts.wrongType(expected, texts.found(value)) : texts.invalid();
  const made = diagnostic(parsed, known ? SC.wrongType : SC.invalidValue, message, path, parsed.spanOf(path));
  out.push(known ? { ...made, data: wrongType(expectedTypes(issue), value) } : made);
}

/** The JSON kinds of value an issue expected (zod's names: "int" is a number, "record" an object). */
function expectedTypes(issue: Issue): JsonType[] {
  const names =
    issue.code === "invalid_type"
      ? [issue.expected]
      : issue.code === "invalid_union"
        ? issue.errors.flatMap((b) =>
            b.flatMap((i) => (i.code === "invalid_type" && i.path.length === 0 ? [i.expected] : [])),
          )
        : [];
  const kinds = names.flatMap((n): JsonType[] =>
    n === "int" || n === "number" ? ["number"] : n === "record" ? ["object"] : isJsonType(n) ? [n] : [],
  );
  return [...new Set(kinds)];
}

const isJsonType = (name: string): name is JsonType =>
  ["string", "number", "boolean", "null", "array", "object"].includes(name);

const wrongType = (expected: JsonType[], value: unknown): DiagnosticData => ({
  kind: "wrong-type",
  expected,
  found: jsonTypeOf(value),
});

/** The name of a required field that is absent at `path` (its parent exists and lacks it). */
function missingKey(value: unknown, path: JsonPath): string | undefined {
  const last = path[path.length - 1];
  if (typeof last !== "string") return undefined;
  const parent = lookup(value, path.slice(0, -1));
  return parent.found && isRecord(parent.value) && !Object.hasOwn(parent.value, last) ? last : undefined;
}

/** What an issue expected, in words: "a string", "one of "read", "edit"", "a string or an object". */
function expectedOf(issue: Issue): string {
  if (issue.code === "invalid_type") return typeName(issue.expected);
  if (issue.code === "invalid_value") return texts.oneOf(issue.values);
  if (issue.code === "invalid_union") {
    const names = issue.errors.flatMap((branch) =>
      branch.flatMap((i) => (i.code === "invalid_type" && i.path.length === 0 ? [typeName(i.expected)] : [])),
    );
    return orList([...new Set(names)]) || texts.anyValue;
  }
  return texts.anyValue;
}

/** The value at a path, reading own properties only. */
function lookup(value: unknown, path: JsonPath): { found: boolean; value: unknown } {
  let current = value;
  for (const segment of path) {
    if (Array.isArray(current) && typeof segment === "number" && segment < current.length) current = current[segment];
    else if (isRecord(current) && Object.hasOwn(current, String(segment))) current = current[String(segment)];
    else return { found: false, value: undefined };
  }
  return { found: true, value: current };
}
