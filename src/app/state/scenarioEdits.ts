/**
 * Edits the panels make to the scenarios text. They go through jsonc-parser's `modify`, so the user's comments
 * and formatting survive; nothing else in the page writes a document. Each function takes a text and returns
 * the new text; a text that does not parse is returned unchanged (an edit could not be placed safely).
 */
import { applyEdits, modify, parse, type ParseError } from "jsonc-parser";
import { isRecord, own } from "./json";

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } } as const;

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

function set(text: string, path: (string | number)[], value: unknown, insert = false): string {
  const base = text.trim() === "" ? "{}" : text;
  return applyEdits(base, modify(base, path, value, { ...FORMAT, isArrayInsertion: insert }));
}

export type SessionField = "key" | "agent";

/** The first session's key and agent override as the inputs show them ("" when absent or not text). */
export function readSession(text: string): { readonly key: string; readonly agent: string } {
  const sessions = own(read(text), "sessions");
  const first: unknown = Array.isArray(sessions) ? sessions[0] : undefined;
  const pick = (field: SessionField): string => {
    const value = own(first, field);
    return typeof value === "string" ? value : "";
  };
  return { key: pick("key"), agent: pick("agent") };
}

/** Writes sessions[0].key or .agent; an empty value removes the field. Creates the session list when needed. */
export function setSessionField(text: string, field: SessionField, value: string): string {
  if (!canEdit(text)) return text;
  const sessions = own(read(text), "sessions");
  const entry = value === "" ? undefined : value;
  if (!Array.isArray(sessions)) return entry === undefined ? text : set(text, ["sessions"], [{ [field]: entry }]);
  if (sessions.length === 0) return entry === undefined ? text : set(text, ["sessions", -1], { [field]: entry }, true);
  if (!isRecord(sessions[0])) return set(text, ["sessions", 0], entry === undefined ? {} : { [field]: entry });
  return set(text, ["sessions", 0, field], entry);
}

/** Appends one skill case per agent (or one without an agent when none is given) to scenarios.skills. */
export function addSkillCases(text: string, skill: string, agents: readonly string[]): string {
  const name = skill.trim();
  if (name === "" || !canEdit(text)) return text;
  const cases = agents.length === 0 ? [{ skill: name }] : agents.map((agent) => ({ agent, skill: name }));
  let out = text;
  for (const entry of cases) {
    const list = own(read(out), "skills");
    out = Array.isArray(list) ? set(out, ["skills", -1], entry, true) : set(out, ["skills"], [entry]);
  }
  return out;
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

/** The smallest single replacement that turns `before` into `after`, so the editor keeps its cursor and undo. */
export function minimalEdit(
  before: string,
  after: string,
): { readonly offset: number; readonly length: number; readonly text: string } {
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < max - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end))
    end++;
  return { offset: start, length: before.length - start - end, text: after.slice(start, after.length - end) };
}
