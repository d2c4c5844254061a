/**
 * Schema diagnostics: every zod issue becomes a diagnostic at the issue's node, with a message that says what to
 * do. Validation only informs: it never changes the value, and never throws, whatever the value is.
 */
import type { z } from "zod";
import { UNLIMITED, type Steps } from "../budget";
import type { Diagnostic, JsonPath, Span } from "../diagnostics";
import { isRecord, own } from "../safe";
import { SC, severityOf } from "./codes";
import { agentEntrySchema, configSchema } from "./config-schema";
import type { ParsedDocument } from "./parse";
import { scenariosSchema } from "./scenarios-schema";
import { closestKey, knownKeysAt } from "./schema-keys";
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
    collect(parsed, schema, issue, prefix, out);
  }
  out.sort((a, b) => a.span.offset - b.span.offset);
  if (out.length <= MAX_SCHEMA_DIAGNOSTICS) return out;
  const shown = out.slice(0, MAX_SCHEMA_DIAGNOSTICS);
  const last = shown[shown.length - 1];
  const summary = texts.tooManyProblems(shown.length, out.length);
  return [...shown, diagnostic(parsed, SC.tooManyErrors, summary, last?.path ?? [], last?.span ?? parsed.spanOf([]))];
}

/**
 * The issues of one agent entry, by entry object. An edited document's read shares every unchanged entry object
 * with the read before (share.ts), so a keystroke validates the entry it changed and finds the others here.
 */
const entryIssues = new WeakMap<object, readonly Issue[] | undefined>();

function issuesOfEntry(entry: unknown): readonly Issue[] | undefined {
  if (typeof entry !== "object" || entry === null) return issuesOf(agentEntrySchema, entry);
  if (entryIssues.has(entry)) return entryIssues.get(entry);
  const issues = issuesOf(agentEntrySchema, entry);
  entryIssues.set(entry, issues);
  return issues;
}

/** A copy of the config with `agents.list` empty: everything but the entries, validated at once. */
function withoutEntries(value: Record<string, unknown>, agents: Record<string, unknown>): Record<string, unknown> {
  // fromEntries defines properties (a "__proto__" key stays a key), as the reader does.
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) =>
      key === "agents"
        ? [key, Object.fromEntries(Object.entries(agents).map(([k, a]) => [k, k === "list" ? [] : a]))]
        : [key, v],
    ),
  );
}

/**
 * The config document's schema diagnostics: the document without its agent entries, then each entry on its own
 * (remembered by entry object), which is what validating the whole document finds, in document order.
 */
export function validateConfig(parsed: ParsedDocument, steps: Steps = UNLIMITED): Diagnostic[] {
  const value = parsed.value;
  const agents = own(value, "agents");
  const list = own(agents, "list");
  if (!isRecord(value) || !isRecord(agents) || !Array.isArray(list)) return validateDocument(parsed, configSchema);
  const rest = issuesOf(configSchema, withoutEntries(value, agents));
  const entries = list.map((entry) => (steps.step(), issuesOfEntry(entry)));
  if (!rest || entries.some((issues) => !issues)) return validateDocument(parsed, configSchema);
  const found: Found[] = rest.map((issue) => ({ issue, prefix: [] }));
  entries.forEach((issues, index) => {
    for (const issue of issues ?? []) found.push({ issue, prefix: ["agents", "list", index] });
  });
  return diagnosticsOf(parsed, configSchema, found, steps);
}

/** The scenarios document's schema diagnostics. */
export function validateScenarios(parsed: ParsedDocument): Diagnostic[] {
  return validateDocument(parsed, scenariosSchema);
}

function diagnostic(parsed: ParsedDocument, code: string, message: string, path: JsonPath, span: Span): Diagnostic {
  return { code, severity: severityOf(code), message, doc: parsed.doc, path, span };
}

function collect(parsed: ParsedDocument, schema: z.ZodType, issue: Issue, prefix: JsonPath, out: Diagnostic[]): void {
  const path: JsonPath = [
    ...prefix,
    ...issue.path.filter((p): p is string | number => typeof p === "string" || typeof p === "number"),
  ];
  const at = (code: string, message: string) => out.push(diagnostic(parsed, code, message, path, parsed.spanOf(path)));
  const missing = missingKey(parsed.value, path);
  if (missing !== undefined && issue.code !== "unrecognized_keys") {
    return void at(SC.missingField, texts.missing(missing, expectedOf(issue)));
  }
  switch (issue.code) {
    case "unrecognized_keys": {
      const known = knownKeysAt(schema, path);
      for (const key of issue.keys) {
        const keyPath = [...path, key];
        const message = texts.unknownKey(key, closestKey(key, known), known);
        out.push(diagnostic(parsed, SC.unknownKey, message, keyPath, parsed.keySpanOf(keyPath)));
      }
      return;
    }
    case "invalid_type":
      return void at(SC.wrongType, texts.wrongType(expectedOf(issue), texts.found(lookup(parsed.value, path).value)));
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
  const message = known ? texts.wrongType(expected, texts.found(lookup(parsed.value, path).value)) : texts.invalid();
  out.push(diagnostic(parsed, known ? SC.wrongType : SC.invalidValue, message, path, parsed.spanOf(path)));
}

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
