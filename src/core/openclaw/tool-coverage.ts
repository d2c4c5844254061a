/**
 * What the scenarios' calls exercise of an OpenClaw config, as SophiaClaw's coverage does for its rules: the agents
 * some call names, and the tool-policy entries (each name in an `allow`, `alsoAllow` or `deny` list of `tools`, its
 * sandbox's and sub-agents' lists, its `byProvider` entries, and the same in each agent's `tools`) that some call's
 * tool matches, in a session and for an agent the list applies to. An entry no call matches is one the scenarios do
 * not test: a change to it goes unnoticed.
 */
import type { JsonPath } from "../diagnostics";
import { isRecord, own } from "../safe";
import type { RosterAgent } from "./agents";
import { isSandboxed, toolNames, type ToolPolicyRules, type ToolSession } from "./agent-tools";
import type { SandboxMode } from "./agent-sandbox";
import type { OpenClawToolCall } from "./tool-calls";

export interface OpenClawCoverage {
  readonly agents: {
    readonly total: number;
    readonly uncovered: readonly { readonly id: string; readonly path?: JsonPath }[];
  };
  readonly entries: {
    readonly total: number;
    readonly uncovered: readonly { readonly path: JsonPath; readonly name: string }[];
  };
}

/** A list of the config and whom it applies to: every agent or one, every session or the sandboxed or sub-agent ones. */
interface PolicyList {
  readonly path: JsonPath;
  readonly agent?: string;
  readonly sessions: "all" | "sandboxed" | "subagent";
}

const FIELDS = ["allow", "alsoAllow", "deny"] as const;

function listsOf(tools: unknown, at: JsonPath, agent: string | undefined): PolicyList[] {
  if (!isRecord(tools)) return [];
  const out: PolicyList[] = [];
  const add = (holder: unknown, path: JsonPath, sessions: PolicyList["sessions"]) => {
    for (const f of FIELDS)
      if (Array.isArray(own(holder, f))) out.push({ path: [...path, f], sessions, ...(agent && { agent }) });
  };
  add(tools, at, "all");
  const byProvider = own(tools, "byProvider");
  if (isRecord(byProvider))
    for (const key of Object.keys(byProvider)) add(byProvider[key], [...at, "byProvider", key], "all");
  add(own(own(tools, "sandbox"), "tools"), [...at, "sandbox", "tools"], "sandboxed");
  if (agent === undefined) add(own(own(tools, "subagents"), "tools"), [...at, "subagents", "tools"], "subagent");
  return out;
}

export function toolCoverage(
  config: unknown,
  agents: readonly RosterAgent[],
  modes: ReadonlyMap<string, SandboxMode>,
  calls: readonly OpenClawToolCall[],
  rules: ToolPolicyRules,
): OpenClawCoverage {
  const known = calls.filter((c) => !c.noAgent);
  const named = new Set(known.map((c) => c.agent));
  const lists = [
    ...listsOf(own(config, "tools"), ["tools"], undefined),
    ...agents.flatMap((a) => (a.source ? listsOf(own(a.entry, "tools"), [...a.source.path, "tools"], a.id) : [])),
  ];
  const { normalize, expand } = toolNames(rules);
  const applies = (list: PolicyList, call: OpenClawToolCall) => {
    if (list.agent !== undefined && list.agent !== call.agent) return false;
    if (list.sessions === "subagent") return call.session === "subagent";
    if (list.sessions === "sandboxed") return isSandboxed(modes.get(call.agent) ?? "off", call.session as ToolSession);
    return true;
  };
  let total = 0;
  const uncovered: { path: JsonPath; name: string }[] = [];
  for (const list of lists) {
    let at: unknown = config;
    for (const key of list.path) at = own(at, String(key));
    if (!Array.isArray(at)) continue;
    at.forEach((raw: unknown, index) => {
      if (typeof raw !== "string" || !raw.trim()) return;
      total++;
      const names = expand([raw]);
      const matches = (tool: string) =>
        names.some((n) => n === "*" || n === tool || (n.includes("*") && globMatch(n, tool)));
      if (!known.some((c) => applies(list, c) && matches(normalize(c.tool))))
        uncovered.push({ path: [...list.path, index], name: raw });
    });
  }
  return {
    agents: {
      total: agents.length,
      uncovered: agents
        .filter((a) => !named.has(a.id))
        .map((a) => ({ id: a.id, ...(a.source && { path: a.source.path }) })),
    },
    entries: { total, uncovered },
  };
}

function globMatch(pattern: string, name: string): boolean {
  const escape = (part: string) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${pattern.split("*").map(escape).join(".*")}$`).test(name);
}
