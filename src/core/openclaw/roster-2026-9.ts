/**
 * OpenClaw 2026.9's keyed roster (`agents.entries`, `agents.ownership`, `agents.defaults.systemAgent`): which keys
 * it rejects, which agents there are and which one is the default, as the recorded CLI does (OPENCLAW.md and
 * scripts/openclaw/README.md, where the recording corrects the notes).
 */
import type { JsonPath } from "../diagnostics";
import { isRecord, own, type KeysOf } from "../safe";
import type { Roster, RosterAgent } from "./agents";
import { agentRefs, avatarsOutside, inFolderOfItsOwn, sharedAgentDirs, unknownKeys } from "./checks";
import { KEYS_V9 } from "./keys";
import { freshEntries, type EntryMemo } from "./schema/entry-memo";
import type { Places } from "./places";
import type { OpenClawIssue, OpenClawWarning } from "./types";

/** The id an empty roster stands for. */
export const IMPLICIT_AGENT_ID = "main";
/** An entries key, compared case-insensitively (the published schema's pattern is lower-case only). */
const KEY = /^[a-z0-9_][a-z0-9_-]{0,63}$/i;
/** A legacy `agents.list` id that moves to a key unchanged (case-sensitive). */
const CANONICAL_ID = /^[a-z0-9_][a-z0-9_-]{0,63}$/;
/** The fields that name an agent and must name a configured one. */
const REF_FIELDS = [
  ["agents", "defaults", "systemAgent", "agentId"],
  ["agents", "defaults", "heartbeat", "agentId"],
  ["talk", "agentId"],
] as const;
const ENTRIES: JsonPath = ["agents", "entries"];
/** The shape's findings zod goes on past (its checks, an unknown key), so the roster's rules run as well. */
const GOES_ON: ReadonlySet<OpenClawIssue["kind"]> = new Set(["empty-agent-ref", "unrecognized-key"]);

export interface RosterOutcome {
  readonly roster: Roster;
  readonly issues: readonly OpenClawIssue[];
  readonly warnings: readonly OpenClawWarning[];
  /** Whether the roster's own rules were checked: not when its shape (the schema's part) already failed. */
  readonly ruled: boolean;
  /** The config as the release's validator reads it, when that differs (a legacy list moved to keyed entries). */
  readonly asParsed?: unknown;
}

/** An agent reference as 2026.9 reads it: trimmed and lower-cased. */
export function refersTo2026_9(ref: unknown, id: string): boolean {
  return typeof ref === "string" && ref.trim().toLowerCase() === id;
}

/** The release's own check object: what the entry memory keeps an item's entry (its fields but the id) under. */
const MOVED_ENTRY = {};

/**
 * The legacy list as keyed entries, when every id is already a canonical key and none repeats. Each item's entry is
 * kept with the item (`kept`): a keystroke's list shares every item it did not touch, and so do its entries.
 */
function migrateList(list: unknown, kept: EntryMemo): Record<string, unknown> | undefined {
  if (!Array.isArray(list)) return undefined;
  const out: Record<string, unknown> = {};
  for (const item of list) {
    const id = own(item, "id");
    if (!isRecord(item) || typeof id !== "string" || !CANONICAL_ID.test(id) || Object.hasOwn(out, id)) return;
    const rest = kept(item, MOVED_ENTRY, () => Object.fromEntries(Object.entries(item).filter(([k]) => k !== "id")));
    // A plain assignment but for `__proto__` (which the id pattern allows): it would set the object's prototype.
    if (id === "__proto__") Object.defineProperty(out, id, { value: rest, enumerable: true, writable: true });
    else out[id] = rest;
  }
  return out;
}

/**
 * An entry as the roster reads it under its key: its agent and what the shape check finds in it (the key's pattern,
 * the entry's unknown keys). Kept with the entry object while its key is the same: a keystroke in a roster of
 * thousands reads again the entry it touched alone, and every other agent stays the same object.
 */
interface ReadEntry {
  readonly key: string;
  readonly agent: RosterAgent;
  readonly shape: readonly OpenClawIssue[];
  /** Whether its agent's folder is one no other agent of different id can have (checks.ts). */
  readonly ownFolder: boolean;
}

/** The release's own check object: what the entry memory keeps the roster's reading of an entry under. */
const READ_ENTRY = {};

function readEntry(key: string, value: unknown, path: JsonPath): ReadEntry {
  const agent: RosterAgent = {
    id: key.toLowerCase(),
    entry: isRecord(value) ? value : {},
    source: { path, written: key },
  };
  return {
    key,
    agent,
    shape: KEY.test(key)
      ? unknownKeys(value, KEYS_V9.entry, () => [...ENTRIES, key])
      : [{ kind: "invalid-key", path: [...ENTRIES, key], key }],
    ownFolder: inFolderOfItsOwn(agent),
  };
}

function shapeIssues(agents: unknown, read: readonly ReadEntry[], listRejected: boolean): OpenClawIssue[] {
  // As the CLI's schema reports them: an object's fields first, then its own unknown keys, then the refinements.
  const issues: OpenClawIssue[] = [];
  const ownership = own(agents, "ownership");
  if (ownership !== undefined && ownership !== "explicit") {
    issues.push({ kind: "invalid-ownership", path: ["agents", "ownership"], value: ownership });
  }
  issues.push(...unknownKeys(own(agents, "defaults"), KEYS_V9.defaults, ["agents", "defaults"]));
  for (const r of read) if (r.shape.length > 0) issues.push(...r.shape);
  issues.push(...unknownKeys(agents, KEYS_V9.agents, ["agents"], new Set(listRejected ? [] : ["list"])));
  if (listRejected && !isRecord(own(agents, "entries"))) issues.push({ kind: "no-configured-agent", path: ENTRIES });
  return issues;
}

export function roster2026_9(
  config: unknown,
  places: Places,
  keysOf: KeysOf = Object.keys,
  /** Each entry's reading, kept from an earlier reading of the same entry object under the same key. */
  kept: EntryMemo = freshEntries,
): RosterOutcome {
  const agents = own(config, "agents");
  const list = own(agents, "list");
  const migrated = list !== undefined && own(agents, "entries") === undefined ? migrateList(list, kept) : undefined;
  const entries =
    migrated ?? (isRecord(own(agents, "entries")) ? (own(agents, "entries") as Record<string, unknown>) : {});
  const warnings: OpenClawWarning[] = migrated ? [{ kind: "list-moved", path: ENTRIES }] : [];
  // The roster's keys, taken once (at 10,000 agents each Object.keys of the roster costs most of a millisecond).
  const keys = keysOf(entries);
  // Where each id is first written in a migrated list (its entry's place), found once.
  const listed = new Map<unknown, number>();
  if (migrated && Array.isArray(list)) {
    list.forEach((item, index) => {
      const id = own(item, "id");
      if (!listed.has(id)) listed.set(id, index);
    });
  }
  const read = keys.map((key): ReadEntry => {
    const value = entries[key];
    const at = listed.get(key);
    // A migrated list's entries are made anew by each reading: nothing to keep.
    if (at !== undefined || !isRecord(value))
      return readEntry(key, value, at !== undefined ? ["agents", "list", at] : [...ENTRIES, key]);
    const held = kept(value, READ_ENTRY, (): { last?: ReadEntry } => ({}));
    if (held.last?.key !== key) held.last = readEntry(key, value, [...ENTRIES, key]);
    return held.last;
  });
  const issues = shapeIssues(agents, read, list !== undefined && !migrated);
  const systemAgent = own(own(own(agents, "defaults"), "systemAgent"), "agentId");
  if (systemAgent === "") issues.push({ kind: "empty-agent-ref", path: REF_FIELDS[0] });
  // Keys it does not know (and an empty system agent) do not stop zod: the roster's own rules still run after them.
  if (issues.some((i) => !GOES_ON.has(i.kind))) return { roster: implicit(), issues, warnings, ruled: false };

  const byId = new Map<string, string>();
  const rosterAgents: RosterAgent[] = [];
  const rosterKeys: string[] = [];
  // The agents' ids are all different (a key that collides is left out): each in a folder of its own, none is shared.
  let foldersApart = true;
  for (const { key, agent, ownFolder } of read) {
    const { id } = agent;
    const first = byId.get(id);
    if (first !== undefined) {
      issues.push({ kind: "key-collision", path: [...ENTRIES, key], keys: [first, key], id });
      continue;
    }
    byId.set(id, key);
    rosterAgents.push(agent);
    rosterKeys.push(key);
    foldersApart &&= ownFolder;
  }
  const explicit = own(agents, "ownership") === "explicit";
  const marked = rosterAgents.filter((a) => a.entry["default"] === true);
  if (marked.length > 1) issues.push({ kind: "several-defaults", path: ENTRIES, count: marked.length });
  if (explicit && marked.length > 0) issues.push({ kind: "ownership-with-marker", path: ["agents", "ownership"] });
  if (rosterAgents.length > 1 && !explicit && marked.length === 0) {
    issues.push({ kind: "fleet-without-owner", path: ["agents", "ownership"], count: rosterAgents.length });
  }
  // The ids an agent reference may name: the roster's (byId's keys), or the implicit agent's when there are none.
  const known = (id: string) => (rosterAgents.length > 0 ? byId.has(id) : id === IMPLICIT_AGENT_ID);
  for (const [path, ref] of agentRefs(config, REF_FIELDS)) {
    const id = typeof ref === "string" ? ref.trim().toLowerCase() : "";
    const toMain = path[0] === "bindings" && id === IMPLICIT_AGENT_ID;
    if (!known(id) && !toMain) issues.push({ kind: "unknown-agent-ref", path, id: String(ref) });
  }

  const roster = chooseDefault(rosterAgents, explicit, marked, systemAgent);
  issues.push(...sharedAgentDirs(roster, places, ENTRIES, foldersApart));
  issues.push(...avatarsOutside(roster, config, places, (i) => [...ENTRIES, rosterKeys[i] ?? ""]));
  if (!explicit && marked.length === 1 && rosterAgents.length > 1) {
    warnings.push({ kind: "ownership-materialized", path: ENTRIES });
  }
  if (marked.length > 0) warnings.push({ kind: "default-markers-removed", path: ENTRIES });
  const heartbeat = own(own(own(agents, "defaults"), "heartbeat"), "agentId");
  if (explicit && rosterAgents.length > 1 && systemAgent === undefined && heartbeat === undefined) {
    warnings.push({ kind: "no-heartbeat-owner", path: ["agents", "defaults", "heartbeat", "agentId"] });
  }
  const asParsed = migrated ? { ...(config as object), agents: movedList(agents, migrated) } : undefined;
  return { roster, issues, warnings, ruled: true, ...(asParsed ? { asParsed } : {}) };
}

/** `agents` with its legacy list moved to keyed entries, as 2026.9 reads it before its schema does. */
function movedList(agents: unknown, entries: Record<string, unknown>): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(isRecord(agents) ? agents : {}).filter(([k]) => k !== "list"));
  return { ...rest, entries };
}

function implicit(): Roster {
  const only = { id: IMPLICIT_AGENT_ID, entry: {} };
  return { agents: [only], defaultId: IMPLICIT_AGENT_ID, defaultBy: "sole", primaryId: IMPLICIT_AGENT_ID };
}

/**
 * The default: the sole agent (unless ownership is explicit with no system agent), else the one legacy marker,
 * else (explicit ownership) the system agent. The default workspace goes to the sole agent or the marked one only.
 */
function chooseDefault(
  agents: readonly RosterAgent[],
  explicit: boolean,
  marked: readonly RosterAgent[],
  systemAgent: unknown,
): Roster {
  if (agents.length === 0) return implicit();
  const system = typeof systemAgent === "string" ? systemAgent.trim().toLowerCase() : undefined;
  const [only] = agents;
  if (agents.length === 1 && only) {
    const defaultBy = explicit
      ? system !== undefined
        ? "system-agent"
        : undefined
      : marked.length
        ? "marked"
        : "sole";
    return { agents, defaultId: defaultBy ? only.id : undefined, defaultBy, primaryId: only.id };
  }
  if (!explicit && marked.length === 1) {
    return { agents, defaultId: marked[0]?.id, defaultBy: "marked", primaryId: marked[0]?.id };
  }
  const system_ = explicit ? system : undefined;
  return {
    agents,
    defaultId: system_,
    defaultBy: system_ !== undefined ? "system-agent" : undefined,
    primaryId: undefined,
  };
}
