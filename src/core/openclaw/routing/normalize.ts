/**
 * How OpenClaw's router reads the names in a message and a binding (docs/openclaw-cli/routing.md §3): channels
 * trimmed and lower-cased, ids trimmed with their case kept, peer kinds (`dm` is `direct`), account and agent ids in
 * their normal form (lower case, other characters made `-`, `default` or `main` when empty).
 */

export type PeerKind = "direct" | "group" | "channel";

export const lowerOf = (v: unknown): string => (typeof v === "string" ? v.trim().toLowerCase() : "");

/** An id as the router keeps it: trimmed, its case kept (a number written as one is its digits). */
export const routeIdOf = (v: unknown): string =>
  typeof v === "string" ? v.trim() : typeof v === "number" || typeof v === "bigint" ? String(v).trim() : "";

export function chatTypeOf(kind: unknown): PeerKind | undefined {
  const k = lowerOf(kind);
  if (k === "direct" || k === "dm") return "direct";
  return k === "group" || k === "channel" ? k : undefined;
}

const SIMPLE = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
const RESERVED: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

function normalId(v: unknown, empty: string): string {
  const t = typeof v === "string" ? v.trim() : "";
  if (t === "") return empty;
  if (SIMPLE.test(t)) return t.toLowerCase();
  const c = t
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+/, "")
    .replace(/-+$/, "")
    .slice(0, 64);
  return c === "" || RESERVED.has(c) ? empty : c;
}

/** An account id: `default` when none is given. */
export const normalizeAccountId = (v: unknown): string => normalId(v, "default");

/** An agent id: `main` when none is given. */
export const normalizeAgentId = (v: unknown): string => normalId(v, "main");
