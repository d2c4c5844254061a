/**
 * The policy one agent's exec call meets on the host: the effective security, ask and ask fallback of its exec scope
 * (agent-exec.ts), the allowlist the host's approvals give it (`*`'s entries, then its own), and the config's safe
 * bins, their trusted folders and profiles, and strict inline eval (the agent's `tools.exec` over the config's, key by
 * key as OpenClaw reads them).
 */
import { own } from "../../safe";
import { normalizePosixPath as normalizePath } from "../../scope";
import type { ExecScope } from "../agent-exec";
import type { ExecApprovals, ExecAsk, ExecSecurity } from "../exec-approvals";
import type { ExecCallPolicy } from "./decide";
import { DEFAULT_SAFE_BINS, DEFAULT_TRUSTED_DIRS, safeBinProfiles } from "./safe-bins";

const SECURITY: readonly string[] = ["deny", "allowlist", "full"];
const ASK: readonly string[] = ["off", "on-miss", "always"];

const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : undefined;

const binName = (raw: string) =>
  (raw.trim().toLowerCase().split(/[\\/]/).at(-1) ?? "").replace(/\.(?:exe|cmd|bat|com)$/i, "");

/**
 * The policy, or undefined when the scope's values are not the gateway's to decide (a node host decides at run time).
 * `global` is the config's `tools.exec`, `agent` the agent's own; `key` its entry in the approvals.
 */
export function execCallPolicy(
  scope: ExecScope,
  approvals: ExecApprovals,
  key: string,
  global: unknown,
  agent: unknown,
): ExecCallPolicy | undefined {
  const security = scope.security.effective;
  const ask = scope.ask.effective;
  const askFallback = scope.askFallback.effective;
  if (!SECURITY.includes(security) || !ASK.includes(ask) || !SECURITY.includes(askFallback)) return undefined;
  const pick = (field: string) => own(agent, field) ?? own(global, field);
  const bins = strings(pick("safeBins")) ?? [...DEFAULT_SAFE_BINS];
  const dirs = strings(pick("safeBinTrustedDirs")) ?? [];
  const wildcard = Object.hasOwn(approvals.agents, "*") ? (approvals.agents["*"]!.allowlist ?? []) : [];
  const own_ = key !== "*" && Object.hasOwn(approvals.agents, key) ? (approvals.agents[key]!.allowlist ?? []) : [];
  return {
    security: security as ExecSecurity,
    ask: ask as ExecAsk,
    askFallback: askFallback as ExecSecurity,
    allowlist: [...wildcard, ...own_],
    safeBins: new Set(bins.map(binName).filter(Boolean)),
    trustedDirs: new Set([
      ...DEFAULT_TRUSTED_DIRS,
      ...dirs.filter((d) => d.trim()).map((d) => normalizePath(d.trim())),
    ]),
    profiles: safeBinProfiles([own(global, "safeBinProfiles"), own(agent, "safeBinProfiles")]),
    strictInlineEval: pick("strictInlineEval") === true,
  };
}
