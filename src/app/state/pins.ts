/**
 * Pinning answers as expected: each pin writes its entry's `expect` (a session's agent, a skill's verdict, a call's
 * verdict, a subagent's `expect.tools`) into the scenarios text through jsonc-parser's `modify`. Only the `expect`
 * written changes: an entry that already expects its answer is left as it is, every other entry, comment and line
 * keeps its text. All the pins of one click become one text, so the editor takes them as one undoable edit.
 */
import { applyEdits, findNodeAtLocation, modify, parse, parseTree, type Edit, type Node } from "jsonc-parser";
import { sameTools, type ExpectedValue } from "../../core/index";
import type { Pin, PinSubject } from "../view-model/expectations";
import { isRecord, own } from "./json";
import { canEdit } from "./scenarioEdits";

type Segment = string | number;

/** Where each subject's entries are listed in the scenarios. */
const LISTS: Readonly<Record<PinSubject, readonly Segment[]>> = {
  session: ["sessions"],
  skill: ["skills"],
  call: ["calls"],
  subagent: ["team", "agents"],
};

/** The scenarios text with every pin's answer written as its entry's expectation; unchanged when none can be placed. */
export function pinExpectations(text: string, pins: readonly Pin[]): string {
  if (text.trim() === "" || !canEdit(text)) return text;
  const value: unknown = parse(text, [], { allowTrailingComma: true });
  const tree = parseTree(text, [], { allowTrailingComma: true });
  const edits: Edit[] = [];
  const done = new Set<string>();
  for (const pin of pins) {
    const key = `${pin.subject}:${pin.index}`;
    if (done.has(key)) continue;
    done.add(key);
    const entryPath = [...LISTS[pin.subject], pin.index];
    const entry = valueAt(value, entryPath);
    const write = isRecord(entry) ? writeOf(pin, entry) : undefined;
    const node = tree && findNodeAtLocation(tree, entryPath);
    if (write && node) edits.push(placed(text, node, [...entryPath, ...write.path], write.value));
  }
  // Each edit is inside its own entry, so none overlaps another: applied together, they make one text.
  return edits.length === 0 ? text : applyEdits(text, edits);
}

/** What to write in an entry for a pin (a path under the entry and a value), or nothing when it already expects it. */
function writeOf(pin: Pin, entry: Record<string, unknown>): { path: Segment[]; value: unknown } | undefined {
  const current = own(entry, "expect");
  const wanted: ExpectedValue = pin.value;
  if (pin.subject === "subagent") {
    if (!Array.isArray(wanted)) return undefined;
    const tools = own(current, "tools");
    const strings = Array.isArray(tools) && tools.every((t): t is string => typeof t === "string") ? tools : undefined;
    if (strings && sameTools(strings, wanted)) return undefined;
    // An `expect` object keeps its other fields: only its tools are written.
    return isRecord(current)
      ? { path: ["expect", "tools"], value: wanted }
      : { path: ["expect"], value: { tools: wanted } };
  }
  if (Array.isArray(wanted)) return undefined;
  const already =
    pin.subject === "session" && typeof current === "string" && typeof wanted === "string"
      ? current.trim().toLowerCase() === wanted
      : current === wanted;
  return already ? undefined : { path: ["expect"], value: wanted };
}

/**
 * `modify`'s edit for `path`, made without its formatter (which would lay out the whole line again, the entries
 * beside this one too) and given the entry's own layout: on one line, `, "expect": "run"`; one property a line, a new
 * line at the properties' indent. The value is written on one line.
 */
function placed(text: string, entry: Node, path: Segment[], value: unknown): Edit {
  const [edit] = modify(text, path, value, {});
  if (!edit) throw new Error("modify gave no edit for a pin");
  const json = JSON.stringify(value);
  if (!edit.content.endsWith(json)) return edit;
  let head = edit.content.slice(0, edit.content.length - json.length);
  if (head.startsWith(",")) head = `,${separator(text, entry)}${head.slice(1)}`;
  return { ...edit, content: head + inline(value) };
}

/** What goes between an entry's last property and a new one: a space, or a new line at the properties' indent. */
function separator(text: string, entry: Node): string {
  const props = entry.children ?? [];
  const first = props[0];
  const last = props[props.length - 1];
  if (!first || !last || !text.slice(entry.offset, first.offset).includes("\n")) return " ";
  const lineStart = text.lastIndexOf("\n", last.offset - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart, last.offset))?.[0] ?? "";
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  return `${eol}${indent}`;
}

/** A JSON value on one line, with a space after each comma and inside braces: `{ "tools": ["read", "bash"] }`. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(", ")}]`;
  if (isRecord(value)) {
    const fields = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`);
    return fields.length === 0 ? "{}" : `{ ${fields.join(", ")} }`;
  }
  return JSON.stringify(value);
}

function valueAt(value: unknown, path: readonly Segment[]): unknown {
  let at = value;
  for (const segment of path)
    at = typeof segment === "number" ? (Array.isArray(at) ? (at[segment] as unknown) : undefined) : own(at, segment);
  return at;
}
