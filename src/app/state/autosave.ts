/**
 * Autosave's words with storage: writing a value and reading it back (nothing is called saved that the storage did
 * not give back), and what a refusal means for the user, as a kind: storage blocked for this page, storage full,
 * or another failure. The browser's own message is never shown: the page renders the kind (src/app/texts.ts).
 */
import { isProfileId, type DocumentId } from "../../core/index";
import type { KeyValueStorage } from "../platform";
import { isRecord, own } from "./json";
import type { Documents } from "./documents";

/** Where the page kept one draft for all tabs before each tab had its own; read once and moved (drafts.ts). */
export const LEGACY_KEY = "scope-studio:documents:v1";
/** The same key under its earlier name (tests seed an earlier visit's draft with it). */
export const STORAGE_KEY = LEGACY_KEY;

export type SaveKind = "saved" | "unavailable" | "full" | "tooLarge" | "failed";

/** A document whose text the storage refused to keep, and its length in characters. */
export interface NotKept {
  readonly doc: DocumentId;
  readonly chars: number;
}

export type SaveResult =
  | { readonly ok: true; readonly kind: "saved" }
  | {
      readonly ok: false;
      readonly kind: Exclude<SaveKind, "saved">;
      /** The documents whose text was not kept when the storage refused a draft for its quota, largest first. */
      readonly notKept?: readonly NotKept[];
      /** Whether the rest of the draft (the other document, the profile) was kept: the draft holds it as it is now. */
      readonly restSaved?: boolean;
    };

export const SAVED: SaveResult = { ok: true, kind: "saved" };

const QUOTA_NAMES = new Set(["QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED"]);
// Legacy DOMException codes: 22 QUOTA_EXCEEDED_ERR, 1014 Firefox's quota; 18 SECURITY_ERR.
const QUOTA_CODES = new Set([22, 1014]);

/** What a storage refusal means: blocked (SecurityError), full (the quota), or another failure. */
export function refusalOf(error: unknown): SaveResult {
  const field = (key: "name" | "code"): unknown =>
    typeof error === "object" && error !== null ? (error as Record<string, unknown>)[key] : undefined;
  const name = field("name");
  const code = field("code");
  if (name === "SecurityError" || code === 18) return { ok: false, kind: "unavailable" };
  if ((typeof name === "string" && QUOTA_NAMES.has(name)) || (typeof code === "number" && QUOTA_CODES.has(code)))
    return { ok: false, kind: "full" };
  return { ok: false, kind: "failed" };
}

/**
 * A draft this long (in characters) that the storage refuses for its quota is called too large rather than the
 * storage full: browsers keep about 5 M characters per page, and a draft of a fifth of that or more is what overflows.
 */
export const LARGE_DRAFT = 1_000_000;

/** A quota refusal of a value past LARGE_DRAFT: the value is too large to keep, whatever else is stored. */
export function sizedRefusal(result: SaveResult, length: number): SaveResult {
  return !result.ok && result.kind === "full" && length > LARGE_DRAFT ? { ok: false, kind: "tooLarge" } : result;
}

/** Whether storage can be read at all: `undefined` when it can, else why not (known before the first save). */
export function probeStorage(storage: KeyValueStorage): SaveResult | undefined {
  try {
    storage.getItem(LEGACY_KEY);
    return undefined;
  } catch (error) {
    return refusalOf(error);
  }
}

/** Writes `value` under `key` and reads it back: saved only when the storage gives the same text back. */
export function writeChecked(storage: KeyValueStorage, key: string, value: string): SaveResult {
  try {
    storage.setItem(key, value);
    return storage.getItem(key) === value ? SAVED : { ok: false, kind: "failed" };
  } catch (error) {
    return refusalOf(error);
  }
}

/** Reads and parses a key; undefined when it is missing, unreadable or not JSON. */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** Both texts of a stored record, when both are strings (own properties only). */
export function docsOf(value: unknown): Documents | undefined {
  if (!isRecord(value)) return undefined;
  const config = own(value, "config");
  const scenarios = own(value, "scenarios");
  const profile = own(value, "profile");
  const approvals = own(value, "approvals");
  if (typeof config !== "string" || typeof scenarios !== "string") return undefined;
  return {
    config,
    scenarios,
    ...(typeof approvals === "string" && { approvals }),
    ...(isProfileId(profile) && { profile }),
  };
}

/** The documents an earlier version of the page saved under the one shared key; undefined when there are none. */
export function loadDocuments(storage: KeyValueStorage): Documents | undefined {
  return docsOf(readJson(storage, LEGACY_KEY));
}
