/**
 * The config's catalogs of models and tools, read leniently: a malformed entry is skipped here (the schema's
 * diagnostics name it), so every room that needs a model or a tool reads them the same way.
 */
import type { JsonPath } from "./diagnostics";
import type { ToolClass } from "./results";
import { arr, isRecord, own, str } from "./safe";
import { TOOL_CLASSES } from "./vocabulary";

/** A model of the catalog, as pi's model registry describes one. */
export interface CatalogModel {
  readonly provider: string;
  readonly id: string;
  readonly reasoning: boolean;
  /** Thinking level to the provider's value; null: the level is unsupported. */
  readonly thinkingLevelMap: Readonly<Record<string, string | null>> | undefined;
  readonly path: JsonPath;
}

export type ToolScope = "any" | "main" | "subagent";

/** A tool of the catalog, as a plugin registers it. */
export interface CatalogTool {
  readonly name: string;
  readonly class: ToolClass | undefined;
  /** The permission key rules match (edit and write share `edit`); default: the name. */
  readonly permission: string;
  readonly scope: ToolScope;
  /** Who may call it; undefined: the model (and scripts). */
  readonly callers: readonly string[] | undefined;
  readonly deferred: boolean;
  readonly path: JsonPath;
}

export { TOOL_CLASSES };

/** A model reference is `provider/modelId`, split at the first `/`; anything else is not a reference. */
export function parseModelRef(text: string): { provider: string; modelId: string } | undefined {
  const slash = text.indexOf("/");
  return slash > 0 ? { provider: text.slice(0, slash), modelId: text.slice(slash + 1) } : undefined;
}

/** The models of `config.models`, keyed by `provider/id` (the first entry wins). */
export function readModelCatalog(config: unknown): ReadonlyMap<string, CatalogModel> {
  const out = new Map<string, CatalogModel>();
  (arr(own(config, "models")) ?? []).forEach((entry, i) => {
    const provider = str(own(entry, "provider"));
    const id = str(own(entry, "id"));
    if (!provider || !id) return;
    const key = `${provider}/${id}`;
    if (out.has(key)) return;
    const map = own(entry, "thinkingLevelMap");
    let thinkingLevelMap: Record<string, string | null> | undefined;
    if (isRecord(map)) {
      thinkingLevelMap = Object.create(null) as Record<string, string | null>;
      for (const [level, value] of Object.entries(map)) {
        if (typeof value === "string" || value === null) thinkingLevelMap[level] = value;
      }
    }
    out.set(key, { provider, id, reasoning: own(entry, "reasoning") === true, thinkingLevelMap, path: ["models", i] });
  });
  return out;
}

/** The tools of `config.tools`, keyed by name (the first entry wins). */
export function readToolCatalog(config: unknown): ReadonlyMap<string, CatalogTool> {
  const out = new Map<string, CatalogTool>();
  (arr(own(config, "tools")) ?? []).forEach((entry, i) => {
    const name = str(own(entry, "name"));
    if (!name || out.has(name)) return;
    const cls = str(own(entry, "class"));
    const scope = str(own(entry, "scope"));
    const callers = arr(own(entry, "callers"));
    out.set(name, {
      name,
      class: (TOOL_CLASSES as readonly string[]).includes(cls ?? "") ? (cls as ToolClass) : undefined,
      permission: str(own(entry, "permission"))?.trim() || name,
      scope: scope === "main" || scope === "subagent" ? scope : "any",
      callers: callers ? callers.filter((c): c is string => typeof c === "string") : undefined,
      deferred: own(entry, "deferred") === true,
      path: ["tools", i],
    });
  });
  return out;
}
