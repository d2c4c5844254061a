/**
 * The rest of `models status --agent <id> --json`: the aliases the agent may name models by (`aliases`), the models it
 * may switch to (`allowed`; empty when any is allowed) and its utility model (`utilityModel`, 2026.9), as
 * docs/openclaw-cli/models-status.md §1 reads them from the release. Aliases come from `agents.defaults.models` (as
 * the loader leaves it: keys normalized, the release's built-in aliases added to models listed without one) and then
 * the agent's own `models`; the allow list from the agent's `modelPolicy.allow`, else the defaults', else (no
 * migration marker) the keys of `agents.defaults.models`.
 */
import { isRecord, own } from "../safe";
import type { RosterAgent } from "./agents";
import type { ModelRules } from "./agent-models";

const trimmed = (v: unknown): string | undefined => (typeof v === "string" && v.trim() ? v.trim() : undefined);

/** `provider/model`, unless the model already names its provider. */
export function modelKey(provider: string, model: string): string {
  const p = provider.trim();
  const m = model.trim();
  if (!p) return m;
  if (!m) return p;
  return m.toLowerCase().startsWith(`${p.toLowerCase()}/`) ? m : `${p}/${m}`;
}

/** A ref read as a model key: split at the first `/` (no provider: `fallback`), provider lower-cased, ids renamed. */
export function refKey(raw: string, rules: ModelRules, fallback = "openai"): string | undefined {
  const t = raw.trim();
  if (!t) return undefined;
  const slash = t.indexOf("/");
  const provider = (slash < 0 ? fallback : t.slice(0, slash)).trim().toLowerCase();
  let model = (slash < 0 ? t : t.slice(slash + 1)).trim();
  if (!provider || !model) return undefined;
  if (model.toLowerCase().startsWith(`${provider}/`)) model = model.slice(provider.length + 1);
  return modelKey(provider, rules.renamedIds[provider]?.[model.toLowerCase()] ?? model);
}

/** A key as the loader writes it: trimmed; `p/m` with the provider lower-cased and Google's ids renamed. */
function loadedKey(raw: string, rules: ModelRules): string {
  const t = raw.trim();
  const slash = t.indexOf("/");
  if (slash <= 0 || slash >= t.length - 1) return t;
  const provider = t.slice(0, slash).trim().toLowerCase();
  const model = t.slice(slash + 1).trim();
  return `${provider}/${rules.loadRenamedIds[provider]?.[model.toLowerCase()] ?? model}`;
}

/** agents.defaults.models as loaded: keys normalized (collapsed ones merged), built-in aliases added. */
function loadedModels(config: unknown, rules: ModelRules): Map<string, Record<string, unknown>> {
  const models = own(own(own(config, "agents"), "defaults"), "models");
  const out = new Map<string, Record<string, unknown>>();
  if (!isRecord(models)) return out;
  for (const [key, entry] of Object.entries(models)) {
    const k = loadedKey(key, rules);
    out.set(k, { ...(out.get(k) ?? {}), ...(isRecord(entry) ? entry : {}) });
  }
  if (out.size === 0) return out;
  const used = new Set([...out.values()].flatMap((e) => (typeof e["alias"] === "string" ? [e["alias"]] : [])));
  for (const [alias, target] of Object.entries(rules.defaultAliases)) {
    const entry = out.get(target);
    if (!entry || Object.hasOwn(entry, "alias") || used.has(alias)) continue;
    out.set(target, { ...entry, alias });
    used.add(alias);
  }
  return out;
}

/** The aliases in force for an agent: each alias (as written, trimmed) to its model key; a later entry wins. */
export function modelAliases(config: unknown, agent: RosterAgent, rules: ModelRules): Record<string, string> {
  const byModel = new Map<string, string>();
  const add = (key: string, entry: unknown) => {
    if (!isRecord(entry) || !Object.hasOwn(entry, "alias") || key.includes("*")) return;
    const target = rules.rawModelKeys ? key : refKey(key, rules);
    if (target === undefined) return;
    const alias = trimmed(entry["alias"]) ?? "";
    // A later entry for the same model replaces the earlier one (and takes its place last).
    byModel.delete(target);
    if (alias !== "") byModel.set(target, alias);
  };
  for (const [key, entry] of loadedModels(config, rules)) add(key, entry);
  // 2026.9 reads the agent's own models map too (2026.7 the defaults' alone).
  const mine = rules.rawModelKeys ? undefined : own(agent.entry, "models");
  if (isRecord(mine)) for (const [key, entry] of Object.entries(mine)) add(key, entry);
  const byAlias = new Map<string, readonly [string, string]>();
  for (const [target, alias] of byModel) byAlias.set(alias.toLowerCase(), [alias, target]);
  return Object.fromEntries(byAlias.values());
}

/** The refs an agent's model policy allows: its own `modelPolicy.allow`, the defaults', or the legacy map's keys. */
function policyRefs(config: unknown, agent: RosterAgent, rules: ModelRules): readonly string[] {
  const defaults = own(own(config, "agents"), "defaults");
  for (const policy of [own(agent.entry, "modelPolicy"), own(defaults, "modelPolicy")]) {
    const allow = own(policy, "allow");
    if (isRecord(policy) && Array.isArray(allow)) return allow.filter((r): r is string => typeof r === "string");
  }
  const migrated = own(own(own(config, "meta"), "migrations"), "modelPolicyAllowlist") === true;
  if (migrated || isRecord(own(defaults, "modelPolicy")) || !isRecord(own(defaults, "models"))) return [];
  return [...loadedModels(config, rules).keys()].filter((k) => k.trim() !== "");
}

/**
 * The models an agent may switch to, as model keys (none: any). A bare ref takes the provider of the one configured
 * model of that id, else the agent's own model's provider; an alias is followed.
 */
export function allowedModels(
  config: unknown,
  agent: RosterAgent,
  rules: ModelRules,
  resolvedProvider: string,
  listing: (model: string) => readonly string[],
): string[] {
  const refs = policyRefs(config, agent, rules);
  if (refs.length === 0) return [];
  if (rules.rawModelKeys) return [...new Set(refs)];
  const aliases = modelAliases(config, agent, rules);
  const byAlias = new Map(Object.entries(aliases).map(([a, k]) => [a.toLowerCase(), k]));
  const out = new Set<string>();
  for (const raw of refs) {
    const ref = raw.trim().replace(/@[^/@]*$/, "");
    const aliased = byAlias.get(ref.toLowerCase());
    if (aliased) {
      out.add(aliased);
      continue;
    }
    if (ref.endsWith("/*")) {
      // Every catalog model under the prefix; the entry as written (its provider lower-cased) when there is none.
      const prefix = `${ref.slice(0, ref.indexOf("/")).trim().toLowerCase()}${ref.slice(ref.indexOf("/"), -1)}`;
      const under = catalogKeys(config, rules).filter((k) => k.startsWith(prefix));
      if (under.length) for (const k of under) out.add(k);
      else out.add(`${prefix}*`);
      continue;
    }
    const slash = ref.indexOf("/");
    const providers = slash < 0 ? listing(ref) : [];
    const key = refKey(ref, rules, slash < 0 ? (providers.length === 1 ? providers[0]! : resolvedProvider) : "openai");
    if (key === undefined) continue;
    // The catalog's own spelling of a model it lists.
    out.add(catalogKeys(config, rules).find((k) => k.toLowerCase() === key.toLowerCase()) ?? key);
  }
  return rules.allowedSorted ? [...out].sort() : [...out];
}

/** The catalog's models as keys: the release's, then the config's own providers' rows. */
function catalogKeys(config: unknown, rules: ModelRules): string[] {
  const keys = Object.entries(rules.catalog).flatMap(([p, ids]) => ids.map((id) => `${p}/${id}`));
  const providers = own(own(config, "models"), "providers");
  if (isRecord(providers))
    for (const [p, entry] of Object.entries(providers)) {
      const models = own(entry, "models");
      if (Array.isArray(models))
        for (const m of models)
          if (typeof own(m, "id") === "string") keys.push(`${p.trim().toLowerCase()}/${String(own(m, "id"))}`);
    }
  return keys;
}

export interface UtilityModel {
  readonly ref: string | null;
  readonly source: "config" | "disabled" | "provider-default" | "none";
}

/** The agent's utility model (2026.9): its own `utilityModel`, else the defaults', else its model provider's. */
export function utilityModel(
  config: unknown,
  agent: RosterAgent,
  rules: ModelRules,
  resolvedProvider: string,
): UtilityModel | undefined {
  const table = rules.utilityDefaults;
  if (!table) return undefined;
  const mine = agent.entry["utilityModel"];
  const setting = typeof mine === "string" ? mine : own(own(own(config, "agents"), "defaults"), "utilityModel");
  if (typeof setting === "string") {
    const t = setting.trim();
    if (!t) return { ref: null, source: "disabled" };
    const alias = Object.entries(modelAliases(config, agent, rules)).find(([a]) => a.toLowerCase() === t.toLowerCase());
    return { ref: alias ? alias[1] : (refKey(t.replace(/@[^/@]*$/, ""), rules) ?? t), source: "config" };
  }
  const ref = table[resolvedProvider.trim().toLowerCase()];
  return ref ? { ref, source: "provider-default" } : { ref: null, source: "none" };
}
