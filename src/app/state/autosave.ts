/**
 * Autosave: both documents are written to storage on every edit and read back on the next visit, so a reload
 * never loses work. Storage is injected (localStorage in the page, a Map in tests) and may fail (quota): the
 * failure comes back as data so the page can say so.
 */
import type { KeyValueStorage } from "../platform";
import { isRecord } from "./json";
import type { Documents } from "./documents";

export const STORAGE_KEY = "scope-studio:documents:v1";

export type SaveResult = { readonly ok: true } | { readonly ok: false; readonly error: string };

interface Saved {
  readonly config: string;
  readonly scenarios: string;
  readonly savedAt: number;
}

/** The documents saved by an earlier visit; undefined when there are none or what is stored is not ours. */
export function loadDocuments(storage: KeyValueStorage): Documents | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEY);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const config = Object.hasOwn(value, "config") ? value["config"] : undefined;
  const scenarios = Object.hasOwn(value, "scenarios") ? value["scenarios"] : undefined;
  if (typeof config !== "string" || typeof scenarios !== "string") return undefined;
  return { config, scenarios };
}

/** Writes both documents; a full or refused storage gives `{ ok: false }` instead of throwing. */
export function saveDocuments(storage: KeyValueStorage, docs: Documents, now: number): SaveResult {
  const saved: Saved = { config: docs.config, scenarios: docs.scenarios, savedAt: now };
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(saved));
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
