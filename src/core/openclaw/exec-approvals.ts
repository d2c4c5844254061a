/**
 * The host's exec approvals: the document beside the config that says, for this machine, how far each agent's exec
 * calls may go (`defaults` and per-agent `security`, `ask`, `askFallback`, and the allowlist of commands), whatever
 * the config asks. 2026.7 keeps it in `<state>/exec-approvals.json`; 2026.9 in its state database, written with
 * `openclaw approvals set --file`, which is the document read here. 2026.7 ignores a file that is not JSON of version
 * 1; 2026.9's `approvals set` takes any JSON5 object. Both drop bad values one by one, trim the enum values and merge
 * the legacy `default` entry into `main`. (2026.9 refuses a malformed row of its database whole and then denies every
 * exec call, but `approvals set` never stores one.)
 */
import type { JsonPath } from "../diagnostics";
import { isRecord } from "../safe";
import type { AllowlistEntry } from "./exec-call/allowlist";
import { parseJson5 } from "./json5";

export const EXEC_SECURITY = ["deny", "allowlist", "full"] as const;
export const EXEC_ASK = ["off", "on-miss", "always"] as const;
export type ExecSecurity = (typeof EXEC_SECURITY)[number];
export type ExecAsk = (typeof EXEC_ASK)[number];

/** One entry's policy (the defaults', the wildcard `*`'s, or an agent's). */
export interface ApprovalsPolicy {
  readonly security?: ExecSecurity;
  readonly ask?: ExecAsk;
  readonly askFallback?: ExecSecurity;
  /** The commands it may run without asking (an agent's or `*`'s; the defaults have none). */
  readonly allowlist?: readonly AllowlistEntry[];
  /** Where each value is in the document (an agent's `default` entry merged into `main` keeps its own paths). */
  readonly at: Partial<Record<"security" | "ask" | "askFallback", JsonPath>>;
}

export interface ExecApprovals {
  readonly defaults: ApprovalsPolicy;
  readonly agents: Readonly<Record<string, ApprovalsPolicy>>;
}

/**
 * How the document was read: as written (its bad values dropped); ignored (2026.7: not JSON, or not version 1: on
 * the machine, but no policy); refused (2026.9's `approvals set` takes nothing that is not a JSON5 object, so
 * nothing is stored).
 */
export type ApprovalsReading =
  | { readonly kind: "read"; readonly approvals: ExecApprovals }
  | { readonly kind: "ignored" | "refused"; readonly approvals: ExecApprovals; readonly why: ApprovalsFault };

/** Why a release did not read the document. */
export interface ApprovalsFault {
  readonly kind: "syntax" | "version" | "not-object";
  readonly path: JsonPath;
}

const NONE: ExecApprovals = { defaults: { at: {} }, agents: {} };

/** An allowlist as both releases keep it: a string is a pattern, an object needs a pattern that is not blank. */
function allowlistOf(raw: unknown, base: JsonPath): AllowlistEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown, i): AllowlistEntry[] => {
    const at: JsonPath = [...base, i];
    if (typeof item === "string") return item.trim() ? [{ pattern: item.trim(), at }] : [];
    if (!isRecord(item) || typeof item["pattern"] !== "string" || !item["pattern"].trim()) return [];
    const { argPattern, source } = item;
    return [
      {
        pattern: item["pattern"].trim(),
        ...(typeof argPattern === "string" && argPattern.trim() && { argPattern }),
        ...(source === "allow-always" && { source }),
        at,
      },
    ];
  });
}

function policyOf(entry: unknown, base: JsonPath): ApprovalsPolicy {
  const out: {
    security?: ExecSecurity;
    ask?: ExecAsk;
    askFallback?: ExecSecurity;
    allowlist?: readonly AllowlistEntry[];
  } = {};
  const at: Partial<Record<"security" | "ask" | "askFallback", JsonPath>> = {};
  if (!isRecord(entry)) return { at };
  for (const field of ["security", "ask", "askFallback"] as const) {
    const raw = Object.hasOwn(entry, field) ? entry[field] : undefined;
    const value = typeof raw === "string" ? raw.trim() : raw;
    const allowed: readonly string[] = field === "ask" ? EXEC_ASK : EXEC_SECURITY;
    if (typeof value === "string" && allowed.includes(value)) {
      (out as Record<string, string>)[field] = value;
      at[field] = [...base, field];
    }
  }
  const allowlist = allowlistOf(entry["allowlist"], [...base, "allowlist"]);
  if (allowlist.length > 0) out.allowlist = allowlist;
  return { ...out, at };
}

/** `main`'s allowlist, then the legacy `default`'s entries it does not already hold. */
function mergedAllowlist(
  main: readonly AllowlistEntry[] = [],
  legacy: readonly AllowlistEntry[] = [],
): readonly AllowlistEntry[] {
  const key = (e: AllowlistEntry) => `${e.pattern}\0${e.argPattern ?? ""}`;
  const seen = new Set(main.map(key));
  return [...main, ...legacy.filter((e) => !seen.has(key(e)))];
}

/** Both releases' normalization: trimmed enum values kept, others dropped; `default` merged into `main`. */
function normalize(doc: Record<string, unknown>): ExecApprovals {
  const agentsRaw = isRecord(doc["agents"]) ? doc["agents"] : {};
  const agents: Record<string, ApprovalsPolicy> = {};
  for (const [key, entry] of Object.entries(agentsRaw)) {
    if (key === "default") continue;
    Object.defineProperty(agents, key, {
      value: policyOf(entry, ["agents", key]),
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  if (Object.hasOwn(agentsRaw, "default")) {
    const legacy = policyOf(agentsRaw["default"], ["agents", "default"]);
    const main = Object.hasOwn(agents, "main") ? agents["main"]! : { at: {} };
    const merged = {
      ...(legacy.security && { security: legacy.security }),
      ...(legacy.ask && { ask: legacy.ask }),
      ...(legacy.askFallback && { askFallback: legacy.askFallback }),
      ...main,
      ...((legacy.allowlist ?? main.allowlist) && { allowlist: mergedAllowlist(main.allowlist, legacy.allowlist) }),
      at: { ...legacy.at, ...main.at },
    };
    Object.defineProperty(agents, "main", { value: merged, enumerable: true });
  }
  return { defaults: policyOf(doc["defaults"], ["defaults"]), agents };
}

/** 2026.7's `exec-approvals.json`: strict JSON of version 1, else on the machine with no policy. */
export function readApprovalsFile(text: string): ApprovalsReading {
  let doc: unknown;
  try {
    doc = JSON.parse(text) as unknown;
  } catch {
    return { kind: "ignored", approvals: NONE, why: { kind: "syntax", path: [] } };
  }
  if (!isRecord(doc) || doc["version"] !== 1)
    return { kind: "ignored", approvals: NONE, why: { kind: "version", path: isRecord(doc) ? ["version"] : [] } };
  return { kind: "read", approvals: normalize(doc) };
}

/** 2026.9's `approvals set --file`: a JSON5 object (its version set to 1), else nothing stored. */
export function readApprovalsSet(text: string): ApprovalsReading {
  const parsed = parseJson5(text);
  if (!parsed.ok) return { kind: "refused", approvals: NONE, why: { kind: "syntax", path: [] } };
  if (!isRecord(parsed.value)) return { kind: "refused", approvals: NONE, why: { kind: "not-object", path: [] } };
  return { kind: "read", approvals: normalize(parsed.value) };
}

/** No document on the machine: nothing beyond what the config asks. */
export const NO_APPROVALS: ApprovalsReading = { kind: "read", approvals: NONE };
