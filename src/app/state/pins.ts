/**
 * Pinning answers as expected: each pin writes its entry's `expect` (a session's agent, a skill's verdict, a call's
 * verdict, a subagent's `expect.tools`) into the scenarios text through the core's edit module (scenarioEdits' place). Only the `expect`
 * written changes: an entry that already expects its answer is left as it is, every other entry, comment and line
 * keeps its text. All the pins of one click become one text, so the editor takes them as one undoable edit.
 */
import { parse } from "jsonc-parser";
import { sameTools, type ExpectedValue } from "../../core/index";
import type { Pin, PinSubject } from "../view-model/expectations";
import { isRecord, own } from "./json";
import { canEdit, place } from "./scenarioEdits";

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
  const edits: Parameters<typeof place>[1][number][] = [];
  const done = new Set<string>();
  for (const pin of pins) {
    const key = `${pin.subject}:${pin.index}`;
    if (done.has(key)) continue;
    done.add(key);
    const entryPath = [...LISTS[pin.subject], pin.index];
    const entry = valueAt(value, entryPath);
    const write = isRecord(entry) ? writeOf(pin, entry) : undefined;
    if (write) edits.push({ doc: "scenarios", op: "set", path: [...entryPath, ...write.path], value: write.value });
  }
  // Each edit is inside its own entry, so none overlaps another: applied together, they make one text.
  return edits.length === 0 ? text : place(text, edits);
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

function valueAt(value: unknown, path: readonly Segment[]): unknown {
  let at = value;
  for (const segment of path)
    at = typeof segment === "number" ? (Array.isArray(at) ? (at[segment] as unknown) : undefined) : own(at, segment);
  return at;
}
