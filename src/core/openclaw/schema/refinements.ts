/**
 * The checks the CLI's validator makes beyond its printed schema (zod refinements), each a finding at its key:
 * `tools.web.search` keeps no provider settings of its own any more (an `apiKey`, or a provider's object such as
 * `brave`): they moved to `plugins.entries.<plugin>.config.webSearch`. And the plugin folders `plugins.load.paths`
 * names must be on the machine (a folder is there when the simulated machine holds a file in it).
 */
import { isRecord, own } from "../../safe";
import type { JsonPath } from "../../diagnostics";

export type RefinementIssue =
  | { readonly kind: "legacy-web-search"; readonly path: JsonPath; readonly key: string }
  | { readonly kind: "plugin-path-missing"; readonly path: JsonPath; readonly folder: string }
  | { readonly kind: "tools-allow-and-also-allow"; readonly path: JsonPath; readonly scope: ToolPolicyScope };

/** How the CLI's message names a tool policy that sets both lists. */
export type ToolPolicyScope = "tools" | "agent tools" | "tools.byProvider policy" | "tools policy";

/** The web search providers whose settings used to live in `tools.web.search` (the CLI's own list). */
const LEGACY_WEB_SEARCH_PROVIDERS: ReadonlySet<string> = new Set([
  "brave",
  "duckduckgo",
  "exa",
  "firecrawl",
  "gemini",
  "grok",
  "kimi",
  "minimax",
  "ollama",
  "perplexity",
  "searxng",
  "tavily",
]);

export function legacyWebSearch(config: unknown): RefinementIssue[] {
  const search = own(own(own(config, "tools"), "web"), "search");
  if (!isRecord(search)) return [];
  return Object.entries(search)
    .filter(([key, value]) => key === "apiKey" || (LEGACY_WEB_SEARCH_PROVIDERS.has(key) && isRecord(value)))
    .map(([key]) => ({ kind: "legacy-web-search", path: ["tools", "web", "search", key], key }));
}

/** The `plugins.load.paths` folders that are not on the machine (resolved as the CLI does: `~`, then the folder it runs in). */
export function missingPluginFolders(
  config: unknown,
  files: Readonly<Record<string, string>> | undefined,
  resolve: (path: string) => string,
): string[] {
  const paths = own(own(own(config, "plugins"), "load"), "paths");
  if (!Array.isArray(paths)) return [];
  const held = Object.keys(files ?? {});
  return paths
    .filter((p): p is string => typeof p === "string" && p.trim() !== "")
    .map(resolve)
    .filter((folder) => !held.some((file) => file === folder || file.startsWith(`${folder.replace(/\/+$/, "")}/`)));
}

/** Where a missing plugin folder is reported (an issue in 2026.7, a warning in 2026.9). */
export const PLUGIN_PATHS: JsonPath = ["plugins", "load", "paths"];

/**
 * Tool policies that set both a non-empty `allow` and a non-empty `alsoAllow`, which the CLI refuses in every scope:
 * `tools`, an agent's `tools`, their `byProvider` entries, sandbox and sub-agent lists, and `toolsBySender` entries.
 */
export function allowAndAlsoAllow(config: unknown): RefinementIssue[] {
  const out: RefinementIssue[] = [];
  const both = (x: unknown) =>
    isRecord(x) &&
    Array.isArray(x["allow"]) &&
    x["allow"].length > 0 &&
    Array.isArray(x["alsoAllow"]) &&
    x["alsoAllow"].length > 0;
  const check = (x: unknown, path: JsonPath, scope: ToolPolicyScope) => {
    if (both(x)) out.push({ kind: "tools-allow-and-also-allow", path, scope });
  };
  const inner = (tools: unknown, at: JsonPath) => {
    for (const [key, entry] of Object.entries(own(tools, "byProvider") ?? {}))
      if (isRecord(own(tools, "byProvider"))) check(entry, [...at, "byProvider", key], "tools.byProvider policy");
    check(own(own(tools, "sandbox"), "tools"), [...at, "sandbox", "tools"], "tools policy");
    const senders = own(tools, "toolsBySender");
    if (isRecord(senders))
      for (const [key, entry] of Object.entries(senders)) check(entry, [...at, "toolsBySender", key], "tools policy");
  };
  const tools = own(config, "tools");
  check(tools, ["tools"], "tools");
  inner(tools, ["tools"]);
  check(own(own(tools, "subagents"), "tools"), ["tools", "subagents", "tools"], "tools policy");
  const agents = own(config, "agents");
  const entries = own(agents, "entries");
  const list = own(agents, "list");
  const rows: [unknown, JsonPath][] = [
    ...(isRecord(entries)
      ? Object.entries(entries).map(([k, v]): [unknown, JsonPath] => [v, ["agents", "entries", k]])
      : []),
    ...(Array.isArray(list) ? list.map((v, i): [unknown, JsonPath] => [v, ["agents", "list", i]]) : []),
  ];
  for (const [entry, at] of rows) {
    const t = own(entry, "tools");
    check(t, [...at, "tools"], "agent tools");
    inner(t, [...at, "tools"]);
  }
  return out;
}
