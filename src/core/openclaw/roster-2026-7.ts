/**
 * OpenClaw 2026.7's legacy roster (`agents.list`): ids sanitized rather than rejected, equal ids merged silently
 * (the first entry wins), the first marked entry (else the first entry) the default, as the recorded CLI does.
 */
import type { JsonPath } from "../diagnostics";
import { isRecord, own, type KeysOf } from "../safe";
import type { Roster, RosterAgent } from "./agents";
import { agentRefs, avatarsOutside, inFolderOfItsOwn, sharedAgentDirs, unknownKeys } from "./checks";
import { KEYS_V7 } from "./keys";
import type { Places } from "./places";
import type { RosterOutcome } from "./roster-2026-9";
import { freshEntries, type EntryMemo } from "./schema/entry-memo";
import type { OpenClawIssue } from "./types";

/** The id an empty roster, a blank id or an id with nothing Latin left stands for. */
const FALLBACK_ID = "main";
const MAX_ID_LENGTH = 64;
const VALID_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
const LIST: JsonPath = ["agents", "list"];

/** An id as 2026.7 sanitizes it: `My Agent` -> `my-agent`, `../../etc/passwd` -> `etc-passwd`, `агент` -> `main`. */
export function sanitizeId2026_7(raw: string): string {
  const trimmed = raw.trim();
  if (!trimmed) return FALLBACK_ID;
  if (VALID_ID.test(trimmed)) return trimmed.toLowerCase();
  const cleaned = trimmed
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+/, "")
    .replace(/-+$/, "")
    .slice(0, MAX_ID_LENGTH);
  return cleaned || FALLBACK_ID;
}

/** An agent reference as 2026.7 reads it: sanitized like an id. */
export function refersTo2026_7(ref: unknown, id: string): boolean {
  return typeof ref === "string" && sanitizeId2026_7(ref) === id;
}

/**
 * An item of the list as the roster reads it: its agent (id sanitized), the unknown keys in it and whether its folder
 * is its own; or, without an id, the issue. Kept with the item while it stays at the same place (the entry memory):
 * a keystroke reads again the item it touched alone, and every other agent stays the same object.
 */
interface ReadItem {
  readonly index: number;
  /** None for an item without an id (its shape says so). */
  readonly agent: RosterAgent | undefined;
  readonly shape: readonly OpenClawIssue[];
  /** Whether its agent's folder is one no other agent of different id can have (checks.ts). */
  readonly ownFolder: boolean;
}

/** The release's own check objects: what the entry memory keeps an item's id, and the roster's reading of it, under. */
const ITEM_ID = {};
const READ_ITEM = {};

/** A list item's id as written and as 2026.7 reads it (none without an id), kept with the item (the id lints too). */
export function listItemId(
  item: unknown,
  kept: EntryMemo = freshEntries,
): { readonly written: string; readonly id: string } | undefined {
  if (!isRecord(item)) return undefined;
  return kept(item, ITEM_ID, () => {
    const id = own(item, "id");
    return typeof id === "string" ? { written: id, id: sanitizeId2026_7(id) } : undefined;
  });
}

function readItem(item: unknown, index: number, kept: EntryMemo): ReadItem {
  const ids = listItemId(item, kept);
  if (!isRecord(item) || !ids)
    return {
      index,
      agent: undefined,
      shape: [{ kind: "missing-id", path: [...LIST, index, "id"], index }],
      ownFolder: false,
    };
  const agent: RosterAgent = { id: ids.id, entry: item, source: { path: [...LIST, index], written: ids.written } };
  return {
    index,
    agent,
    shape: unknownKeys(item, KEYS_V7.entry, () => [...LIST, index]),
    ownFolder: inFolderOfItsOwn(agent),
  };
}

export function roster2026_7(
  config: unknown,
  places: Places,
  _keysOf?: KeysOf,
  /** Each item's reading, kept from an earlier reading of the same item object at the same place. */
  kept: EntryMemo = freshEntries,
): RosterOutcome {
  const agents = own(config, "agents");
  const list = own(agents, "list");
  const items = Array.isArray(list) ? list : [];
  // As the CLI's schema reports them: an object's fields first, then its own unknown keys.
  const issues: OpenClawIssue[] = unknownKeys(own(agents, "defaults"), KEYS_V7.defaults, ["agents", "defaults"]);
  const read = items.map((item: unknown, index): ReadItem => {
    if (!isRecord(item)) return readItem(item, index, kept);
    const held = kept(item, READ_ITEM, (): { last?: ReadItem } => ({}));
    if (held.last?.index !== index) held.last = readItem(item, index, kept);
    return held.last;
  });
  for (const r of read) if (r.shape.length > 0) issues.push(...r.shape);
  issues.push(...unknownKeys(agents, KEYS_V7.agents, ["agents"]));
  if (issues.length > 0) return { roster: implicit(), issues, warnings: [], ruled: false };

  const merged: RosterAgent[] = [];
  const indexes: number[] = [];
  const seen = new Set<string>();
  // Equal ids are merged (the first wins): the agents kept are all different, each in a folder of its own or not.
  let foldersApart = true;
  let marked: RosterAgent | undefined;
  for (const { agent, index, ownFolder } of read) {
    if (!agent) continue; // (an item without an id is an issue above)
    marked ??= agent.entry["default"] === true ? agent : undefined;
    if (seen.has(agent.id)) continue;
    seen.add(agent.id);
    merged.push(agent);
    indexes.push(index);
    foldersApart &&= ownFolder;
  }
  const defaultId = marked?.id ?? merged[0]?.id;
  const defaultBy = marked ? "marked" : merged.length === 1 ? "sole" : "first-in-list";
  const roster: Roster =
    merged.length > 0 ? { agents: merged, defaultId, defaultBy, primaryId: defaultId } : implicit();
  const known = new Set(roster.agents.map((a) => a.id));
  for (const [path, ref] of agentRefs(config, [])) {
    const id = typeof ref === "string" ? sanitizeId2026_7(ref) : "";
    if (!known.has(id)) issues.push({ kind: "unknown-agent-ref", path, id: String(ref) });
  }
  issues.push(...sharedAgentDirs(roster, places, LIST, foldersApart));
  issues.push(...avatarsOutside(roster, config, places, (i) => [...LIST, indexes[i] ?? i]));
  return { roster, issues, warnings: [], ruled: true };
}

function implicit(): Roster {
  return {
    agents: [{ id: FALLBACK_ID, entry: {} }],
    defaultId: FALLBACK_ID,
    defaultBy: "sole",
    primaryId: FALLBACK_ID,
  };
}
