/**
 * Two-way linking, the editor's half: the entry the cursor is in (an agent of agents.list or of OpenClaw's
 * agents.entries, a session, a skill test, a subagent, a call), found from the JSON path at the cursor. The panels
 * mark that entry and scroll to it.
 */
import { getLocation } from "jsonc-parser";
import type { DocumentId, JsonPath } from "../../core/index";
import { isLargeText } from "./heavy";

/** The lists whose entries the panels show, per document: an entry is the list's path and an index. */
const LISTS: Readonly<Record<DocumentId, readonly JsonPath[]>> = {
  config: [["agents", "list"]],
  scenarios: [["sessions"], ["skills"], ["calls"], ["team", "agents"]],
  approvals: [],
};

/** The objects whose entries the panels show, per document, by key: OpenClaw 2026.9's roster (agents.entries). */
const KEYED: Readonly<Record<DocumentId, readonly JsonPath[]>> = {
  config: [["agents", "entries"]],
  scenarios: [],
  approvals: [],
};

/** The entry a JSON path is inside (the list's path and the index, or the object's and the key), or undefined. */
export function entryOf(doc: DocumentId, path: JsonPath): JsonPath | undefined {
  for (const list of LISTS[doc]) {
    const index = path[list.length];
    if (typeof index === "number" && list.every((k, i) => path[i] === k)) return [...list, index];
  }
  for (const object of KEYED[doc]) {
    const key = path[object.length];
    if (typeof key === "string" && object.every((k, i) => path[i] === k)) return [...object, key];
  }
  return undefined;
}

/** The entry at `offset` of `text`; undefined for none, or for a text too large to read at every cursor move. */
export function entryAt(doc: DocumentId, text: string, offset: number): JsonPath | undefined {
  if (isLargeText(text.length)) return undefined;
  return entryOf(doc, getLocation(text, offset).path);
}
