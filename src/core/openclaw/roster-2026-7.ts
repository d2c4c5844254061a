/**
 * OpenClaw 2026.7's legacy roster (`agents.list`): ids sanitized rather than rejected, equal ids merged silently
 * (the first entry wins), the first marked entry (else the first entry) the default, as the recorded CLI does.
 */
import type { JsonPath } from "../diagnostics";
import { isRecord, own } from "../safe";
import type { Roster, RosterAgent } from "./agents";
import { agentRefs, avatarsOutside, sharedAgentDirs, unknownKeys } from "./checks";
import { KEYS_V7 } from "./keys";
import type { Places } from "./places";
import type { RosterOutcome } from "./roster-2026-9";
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

export function roster2026_7(config: unknown, places: Places): RosterOutcome {
  const agents = own(config, "agents");
  const list = own(agents, "list");
  const items = Array.isArray(list) ? list : [];
  // As the CLI's schema reports them: an object's fields first, then its own unknown keys.
  const issues: OpenClawIssue[] = unknownKeys(own(agents, "defaults"), KEYS_V7.defaults, ["agents", "defaults"]);
  const entries: { id: string; entry: Record<string, unknown>; index: number; written: string }[] = [];
  items.forEach((item, index) => {
    const id = own(item, "id");
    if (!isRecord(item) || typeof id !== "string") {
      issues.push({ kind: "missing-id", path: [...LIST, index, "id"], index });
      return;
    }
    issues.push(...unknownKeys(item, KEYS_V7.entry, () => [...LIST, index]));
    entries.push({ id: sanitizeId2026_7(id), entry: item, index, written: id });
  });
  issues.push(...unknownKeys(agents, KEYS_V7.agents, ["agents"]));
  if (issues.length > 0) return { roster: implicit(), issues, warnings: [], ruled: false };

  const merged: RosterAgent[] = [];
  const indexes: number[] = [];
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    merged.push({ id: e.id, entry: e.entry, source: { path: [...LIST, e.index], written: e.written } });
    indexes.push(e.index);
  }
  const marked = entries.find((e) => e.entry["default"] === true);
  const defaultId = marked?.id ?? merged[0]?.id;
  const defaultBy = marked ? "marked" : merged.length === 1 ? "sole" : "first-in-list";
  const roster: Roster =
    merged.length > 0 ? { agents: merged, defaultId, defaultBy, primaryId: defaultId } : implicit();
  const known = new Set(roster.agents.map((a) => a.id));
  for (const [path, ref] of agentRefs(config, [])) {
    const id = typeof ref === "string" ? sanitizeId2026_7(ref) : "";
    if (!known.has(id)) issues.push({ kind: "unknown-agent-ref", path, id: String(ref) });
  }
  issues.push(...sharedAgentDirs(roster, places, LIST));
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
