/**
 * The checks the CLI's validator makes beyond its printed schema (zod refinements), each a finding at its key:
 * `tools.web.search` keeps no provider settings of its own any more (an `apiKey`, or a provider's object such as
 * `brave`): they moved to `plugins.entries.<plugin>.config.webSearch`. And the plugin folders `plugins.load.paths`
 * names must be on the machine (a folder is there when the simulated machine holds a file in it).
 */
import { isRecord, own, type KeysOf } from "../../safe";
import type { JsonPath } from "../../diagnostics";

export type RefinementIssue =
  | { readonly kind: "legacy-web-search"; readonly path: JsonPath; readonly key: string }
  | { readonly kind: "plugin-path-missing"; readonly path: JsonPath; readonly folder: string }
  | { readonly kind: "tools-allow-and-also-allow"; readonly path: JsonPath; readonly scope: ToolPolicyScope }
  | { readonly kind: "invalid-model-policy-ref"; readonly path: JsonPath; readonly ref: string };

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
export function allowAndAlsoAllow(config: unknown, keysOf: KeysOf = Object.keys): RefinementIssue[] {
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
  eachAgentEntry(config, keysOf, "tools", (entry, at) => {
    const t = own(entry, "tools");
    if (!isRecord(t)) return;
    check(t, [...at(), "tools"], "agent tools");
    inner(t, [...at(), "tools"]);
  });
  return out;
}

const POLICY_SELECTORS: ReadonlySet<string> = new Set(["openrouter:auto", "openrouter:free"]);

/** Segments of a policy ref: each non-empty, without `*`, spaces or control characters. */
const control = (s: string) => [...s].some((c) => (c.codePointAt(0) ?? 0) <= 31 || c.codePointAt(0) === 127);
const validSegments = (segments: readonly string[], min: number) =>
  segments.length >= min && segments.every((s) => s.length > 0 && !s.includes("*") && !/\s/u.test(s) && !control(s));

/**
 * 2026.9: the `modelPolicy.allow` entries (the defaults' and each agent's) that are none of a configured alias (the
 * defaults' models, and for an agent its own), an exact `provider/model`, or a trailing wildcard `provider/*`.
 */
export function invalidModelPolicyRefs(config: unknown, keysOf: KeysOf = Object.keys): RefinementIssue[] {
  const out: RefinementIssue[] = [];
  const aliasesOf = (models: unknown) =>
    isRecord(models)
      ? Object.values(models).flatMap((e) => {
          const alias = own(e, "alias");
          return typeof alias === "string" && alias.trim() ? [alias.trim().toLowerCase()] : [];
        })
      : [];
  const defaults = own(own(config, "agents"), "defaults");
  const check = (policy: unknown, at: JsonPath, aliases: ReadonlySet<string>) => {
    const allow = own(policy, "allow");
    if (!Array.isArray(allow)) return;
    allow.forEach((raw: unknown, i) => {
      if (typeof raw !== "string") return;
      const t = raw.trim();
      const lower = t.toLowerCase();
      const slash = t.indexOf("/");
      const exact =
        slash > 0 &&
        validSegments(
          [
            t.slice(0, slash).trim(),
            ...t
              .slice(slash + 1)
              .trim()
              .split("/"),
          ],
          2,
        );
      const segments = t.split("/").map((s) => s.trim());
      const wildcard = segments.at(-1) === "*" && validSegments(segments.slice(0, -1), 1);
      if (aliases.has(lower) || POLICY_SELECTORS.has(lower) || exact || wildcard) return;
      out.push({ kind: "invalid-model-policy-ref", path: [...at, "allow", i], ref: raw });
    });
  };
  const defaultAliases = aliasesOf(own(defaults, "models"));
  check(own(defaults, "modelPolicy"), ["agents", "defaults", "modelPolicy"], new Set(defaultAliases));
  eachAgentEntry(config, keysOf, "modelPolicy", (entry, at) => {
    const policy = own(entry, "modelPolicy");
    if (!Array.isArray(own(policy, "allow"))) return;
    check(policy, [...at(), "modelPolicy"], new Set([...defaultAliases, ...aliasesOf(own(entry, "models"))]));
  });
  return out;
}

/**
 * Every agent entry that has `field` (the one the check reads), with its path, the keyed entries' and the legacy
 * list's: the path is made when asked, and nothing for an entry without the field (a check goes over every entry of a
 * large roster on each keystroke, and reports on few).
 */
function eachAgentEntry(
  config: unknown,
  keysOf: KeysOf,
  field: string,
  visit: (entry: unknown, at: () => JsonPath) => void,
): void {
  const agents = own(config, "agents");
  const entries = own(agents, "entries");
  const list = own(agents, "list");
  if (isRecord(entries))
    for (const key of keysOf(entries)) {
      const entry = entries[key];
      if (own(entry, field) !== undefined) visit(entry, () => ["agents", "entries", key]);
    }
  if (Array.isArray(list))
    list.forEach((entry: unknown, i) => {
      if (own(entry, field) !== undefined) visit(entry, () => ["agents", "list", i]);
    });
}
