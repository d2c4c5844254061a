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
  | { readonly kind: "plugin-path-missing"; readonly path: JsonPath; readonly folder: string };

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
