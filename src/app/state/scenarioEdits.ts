/**
 * Edits the panels make to the scenarios text. They go through the core's edit module (textEdits: the least text
 * changed), so the user's comments and formatting survive; nothing else in the page writes a document. Each function takes a text and returns
 * the new text; a text that does not parse is returned unchanged (an edit could not be placed safely).
 */
import { parse, type ParseError } from "jsonc-parser";
import { applyTextEdits, parseDocument, textEdits } from "../../core/index";
import { isRecord, own } from "./json";

// Read by the plain-text editor too, which loads with the page: a module of its own, without the reading above.
export { minimalEdit } from "./minimalEdit";

/** True when the text parses as JSON with comments into an object (or is blank): edits can be placed. */
export function canEdit(text: string): boolean {
  if (text.trim() === "") return true;
  const errors: ParseError[] = [];
  const value = parseBounded(text, errors);
  return errors.length === 0 && isRecord(value);
}

/**
 * jsonc-parser's `parse` recurses once per nesting level: a text nested deeper than the stack (100,000 `[`) makes
 * it throw a RangeError. Such a text cannot be edited safely; it reads as nothing and counts as an error.
 */
function parseBounded(text: string, errors: ParseError[]): unknown {
  try {
    return parse(text, errors, { allowTrailingComma: true });
  } catch {
    errors.push({ error: 1 as ParseError["error"], offset: 0, length: 0 }); // InvalidSymbol
    return undefined;
  }
}

function read(text: string): unknown {
  return text.trim() === "" ? {} : parseBounded(text, []);
}

/** `value` written at `path` (undefined: the property removed, with its own comments), the least text changed. */
function set(text: string, path: (string | number)[], value: unknown): string {
  const base = text.trim() === "" ? "{}" : text;
  const edit = value === undefined ? { op: "remove" as const } : { op: "set" as const, value };
  return applyTextEdits(base, textEdits({ config: "", scenarios: base }, [{ doc: "scenarios", path, ...edit }]));
}

export type SessionField = "key" | "agent";

/** A session's key and agent override as the inputs show them ("" when absent or not text). */
export interface SessionFields {
  readonly key: string;
  readonly agent: string;
}

function fieldsOf(entry: unknown): SessionFields {
  const pick = (field: SessionField): string => {
    const value = own(entry, field);
    return typeof value === "string" ? value : "";
  };
  return { key: pick("key"), agent: pick("agent") };
}

/** Every entry of scenarios.sessions, in order, as the inputs show it (an entry that is not an object: blank). */
export function readSessions(text: string): readonly SessionFields[] {
  const sessions = own(read(text), "sessions");
  return Array.isArray(sessions) ? sessions.map(fieldsOf) : [];
}

/** The first session's key and agent override as the inputs show them ("" when absent or not text). */
export function readSession(text: string): SessionFields {
  return readSessions(text)[0] ?? fieldsOf(undefined);
}

type PathEdits = Parameters<typeof textEdits>[1];

/**
 * Applies edits of the scenarios placed where a person would write them (core/why/place.ts): a new entry after the
 * last one, written like its neighbours, a value replaced where it stands. Nothing else in the text moves.
 */
export function place(text: string, edits: PathEdits): string {
  const base = text.trim() === "" ? "{}" : text;
  const parsed = parseDocument(base, "scenarios");
  const none = { text: "", value: undefined, spanOf: () => ({ offset: 0, length: 0 }) };
  const read = { config: none, scenarios: { text: base, value: parsed.value, spanOf: parsed.spanOf } };
  return applyTextEdits(base, textEdits({ config: "", scenarios: base }, edits, read));
}

/**
 * Writes the key or agent override of sessions[index], the session the user selected; an empty value removes the
 * field. No other entry changes, byte for byte. An index with no entry leaves the text alone (addSession adds one).
 */
export function setSessionField(text: string, index: number, field: SessionField, value: string): string {
  if (!canEdit(text)) return text;
  const sessions = own(read(text), "sessions");
  if (!Array.isArray(sessions) || !Number.isInteger(index) || index < 0 || index >= sessions.length) return text;
  const entry = value === "" ? undefined : value;
  if (!isRecord(sessions[index])) {
    const whole = entry === undefined ? {} : { [field]: entry };
    return place(text, [{ doc: "scenarios", op: "set", path: ["sessions", index], value: whole }]);
  }
  if (entry === undefined) {
    return Object.hasOwn(sessions[index], field) ? set(text, ["sessions", index, field], undefined) : text;
  }
  return place(text, [{ doc: "scenarios", op: "set", path: ["sessions", index, field], value: entry }]);
}

/**
 * Adds a session with the key or agent override after the last one (creating the list when needed); the entries
 * already there are not touched. An empty value adds nothing.
 */
export function addSession(text: string, field: SessionField, value: string): string {
  if (value === "" || !canEdit(text)) return text;
  return appendEntries(text, "sessions", [{ [field]: value }]);
}

/** Appends entries to a top-level list of the scenarios, each after the last; creates the list when it is absent. */
function appendEntries(text: string, list: "sessions" | "skills", entries: readonly object[]): string {
  const current = own(read(text), list);
  // Into `[]` the entries are written as the list itself (several placed at one offset would need commas).
  if (Array.isArray(current) && current.length > 0)
    return place(
      text,
      entries.map((value) => ({ doc: "scenarios", op: "insert", path: [list, -1], value })),
    );
  return place(text, [{ doc: "scenarios", op: "set", path: [list], value: entries }]);
}

/**
 * Appends one skill case per agent (or one without an agent when none is given) to scenarios.skills, inline after
 * the last case: the cases already there keep their text.
 */
export function addSkillCases(text: string, skill: string, agents: readonly string[]): string {
  const name = skill.trim();
  if (name === "" || !canEdit(text)) return text;
  const cases = agents.length === 0 ? [{ skill: name }] : agents.map((agent) => ({ agent, skill: name }));
  return appendEntries(text, "skills", cases);
}

/** The team's tighten preview as written ("" when absent). */
export function readTighten(text: string): string {
  const value = own(own(read(text), "team"), "tighten");
  return typeof value === "string" ? value : "";
}

/** Writes team.tighten (the "make the main agent stricter" preview); "" removes it. */
export function setTighten(text: string, mode: string): string {
  if (!canEdit(text)) return text;
  const team = own(read(text), "team");
  if (mode === "")
    return isRecord(team) && Object.hasOwn(team, "tighten") ? set(text, ["team", "tighten"], undefined) : text;
  return isRecord(team) ? set(text, ["team", "tighten"], mode) : set(text, ["team"], { tighten: mode });
}
