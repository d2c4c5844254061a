/**
 * The state a share link carries: both documents' texts and, optionally, where the page was (the tab and the
 * panel) and the profile the documents are read in. A decoded link is checked here before the page sees it: a link
 * is untrusted input. Checked by hand, not by a schema library: reading a link is on a teammate's first visit, and
 * these few fields do not pay for loading one there.
 */
import type { ProfileId } from "../profiles";

export const SHARED_TABS = ["config", "scenarios", "approvals"] as const;
export type SharedTab = (typeof SHARED_TABS)[number];

/** The longest panel name a link may carry. */
export const MAX_PANEL_CHARS = 200;

export type SharedState = {
  config: string;
  scenarios: string;
  /** The host's exec approvals as a document of their own (OpenClaw), when the page has them. */
  approvals?: string;
  tab?: SharedTab;
  panel?: string;
  /** The profile the page opens the documents in; absent: the one it detects from the config. */
  profile?: ProfileId;
  /**
   * A proposal: the documents the change is made against (the texts above are the proposed ones). In the link it is
   * stored as each document's edit against the proposed text, so it stays short.
   */
  baseline?: { config: string; scenarios: string; approvals?: string };
};

/** One document's edit: its offset and length in the proposed text, and the baseline's text there. */
export type BaselineEdit = readonly [number, number, string];

/**
 * The header inside a link's payload: the config's length in UTF-16 code units, then the optional view state (`t`
 * the tab, `p` the panel), profile (`r`), the approvals document's length (`a`: it comes last, after the
 * scenarios), and a proposal's baseline (`b`, as edits of the proposed documents: `c` config, `s` scenarios, `a`
 * approvals). Links made before a key existed open as they did; keys this build does not know are ignored.
 */
export type Header = {
  c: number;
  b?: Partial<Record<"c" | "s" | "a", BaselineEdit>>;
  a?: number;
  t?: unknown;
  p?: unknown;
  r?: unknown;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isLength = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isEdit = (v: unknown): v is BaselineEdit =>
  Array.isArray(v) && v.length === 3 && isLength(v[0]) && isLength(v[1]) && typeof v[2] === "string";
const EDIT_KEYS: ReadonlySet<string> = new Set(["c", "s", "a"]);

/** The header of parsed JSON, or undefined when it is not one. */
export function readHeader(raw: unknown): Header | undefined {
  if (!isRecord(raw) || !isLength(raw.c)) return undefined;
  if (raw.a !== undefined && !isLength(raw.a)) return undefined;
  const b = raw.b;
  if (b !== undefined) {
    if (!isRecord(b)) return undefined;
    for (const [key, edit] of Object.entries(b)) {
      if (!EDIT_KEYS.has(key) || (edit !== undefined && !isEdit(edit))) return undefined;
    }
  }
  const header: Header = { c: raw.c };
  if (b !== undefined) header.b = b as Header["b"];
  if (raw.a !== undefined) header.a = raw.a as number;
  for (const key of ["t", "p", "r"] as const) if (raw[key] !== undefined) header[key] = raw[key];
  return header;
}

/** Why a link's view state is not one: the field and what it must be. */
export type StateFault = { path: string; message: string };

/** The fault in a link's view state (its tab and panel), or undefined when they are fine. */
export function viewStateFault(tab: unknown, panel: unknown): StateFault | undefined {
  if (tab !== undefined && !(SHARED_TABS as readonly unknown[]).includes(tab))
    return { path: "tab", message: `expected one of ${SHARED_TABS.join(", ")}` };
  if (panel !== undefined && typeof panel !== "string") return { path: "panel", message: "expected text" };
  if (typeof panel === "string" && panel.length > MAX_PANEL_CHARS)
    return { path: "panel", message: `longer than ${MAX_PANEL_CHARS} characters` };
  return undefined;
}
