/**
 * The draft kept when a link is opened: a link's documents replace the local ones, so the local ones are first
 * put aside under a key of their own (autosave keeps only the current texts) and can be brought back.
 */
import { isRecord, own } from "../state/json";
import type { Documents } from "../state/documents";
import type { KeyValueStorage } from "../platform";

export const KEPT_DRAFT_KEY = "scope-studio:draft-before-link:v1";

export interface KeptDraft {
  /** The texts as they were before a link replaced them. */
  readonly draft: Documents;
  /** The texts the last link opened: while they are unedited, opening another link keeps `draft`. */
  readonly link: Documents;
  readonly keptAt: number;
}

const same = (a: Documents, b: Documents) => a.config === b.config && a.scenarios === b.scenarios;

function docsOf(value: unknown): Documents | undefined {
  const config = own(value, "config");
  const scenarios = own(value, "scenarios");
  return typeof config === "string" && typeof scenarios === "string" ? { config, scenarios } : undefined;
}

/** The kept draft, or undefined when there is none or what is stored is not ours. */
export function loadKeptDraft(storage: KeyValueStorage): KeptDraft | undefined {
  let value: unknown;
  try {
    const raw = storage.getItem(KEPT_DRAFT_KEY);
    if (raw === null) return undefined;
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const draft = docsOf(own(value, "draft"));
  const link = docsOf(own(value, "link"));
  const keptAt = own(value, "keptAt");
  if (!draft || !link || typeof keptAt !== "number") return undefined;
  return { draft, link, keptAt };
}

/** Forgets the kept draft (it was brought back). */
export function forgetKeptDraft(storage: KeyValueStorage): void {
  try {
    storage.removeItem(KEPT_DRAFT_KEY);
  } catch {
    // Nothing kept is nothing lost.
  }
}

export interface KeepResult {
  /** The draft that "Bring back my draft" restores, if there is one. */
  readonly kept: KeptDraft | undefined;
  /** Whether it is in storage (false: only in memory, lost on reload; storage was full or refused). */
  readonly stored: boolean;
}

/**
 * Puts the current texts aside before `incoming` replaces them. Nothing is kept when there is nothing local or it
 * equals the incoming texts; an earlier kept draft stays when the current texts are an unedited link's.
 */
export function keepDraft(
  storage: KeyValueStorage,
  current: Documents | undefined,
  incoming: Documents,
  now: number,
): KeepResult {
  const earlier = loadKeptDraft(storage);
  let draft: Documents;
  if (earlier && (current === undefined || same(current, earlier.link) || same(current, incoming)))
    draft = earlier.draft;
  else if (current === undefined || same(current, incoming)) return { kept: undefined, stored: false };
  else draft = current;
  const kept: KeptDraft = { draft, link: incoming, keptAt: now };
  try {
    storage.setItem(KEPT_DRAFT_KEY, JSON.stringify(kept));
    return { kept, stored: true };
  } catch {
    return { kept, stored: false };
  }
}
