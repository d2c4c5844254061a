/**
 * What each agent runs on, as `openclaw models status --agent <id> --json` prints it: the model it asks for
 * (`defaultModel`, as written), the one that resolves to (`resolvedDefault`: an alias followed, a provider named or
 * inferred, a model id the provider renamed), its fallbacks, the image model and its fallbacks, and whether the model
 * and the fallbacks came from the agent or from `agents.defaults` (`modelConfig`). Each value also says the config
 * path it came from (none for the built-in default). The rules that differ between releases are the release's
 * (ModelRules): the built-in model, whether an agent's refs are normalized when the config is loaded, the providers'
 * renamed ids.
 *
 * The rule users trip over: an agent whose `model` is a string, or an object with a `primary` and no `fallbacks`, has
 * no fallbacks at all; it does not inherit those of `agents.defaults.model`.
 */
import type { JsonPath } from "../diagnostics";
import { isRecord, own } from "../safe";
import type { RosterAgent } from "./agents";
import { allowedModels, modelAliases, modelKey, utilityModel, type UtilityModel } from "./model-lists";

export interface ModelRules {
  /** The model an agent runs on when none is configured and no provider lists one. */
  readonly builtIn: { readonly provider: string; readonly model: string };
  /** Whether an agent's own refs are normalized as the config is loaded (2026.7's list; 2026.9's keyed entries are read raw). */
  readonly agentRefsNormalized: boolean;
  /** Whether the provider of the first configured provider model (no model anywhere) is lower-cased (2026.9). */
  readonly fallbackProviderLowerCased: boolean;
  /** Per provider, the model ids it renamed: a lower-cased id to the id it reads as. */
  readonly renamedIds: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The ids the config loader renames in agents.defaults.models keys (Google's only). */
  readonly loadRenamedIds: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Aliases the loader gives models listed in agents.defaults.models without one (its DEFAULT_MODEL_ALIASES). */
  readonly defaultAliases: Readonly<Record<string, string>>;
  /** Whether `allowed` is sorted (2026.9) or in the order written (2026.7). */
  readonly allowedSorted: boolean;
  /** Per provider, the utility model it supplies (2026.9; none: the release prints no utilityModel). */
  readonly utilityDefaults?: Readonly<Record<string, string>>;
  /** Per provider, the model ids its catalog lists (a `provider/*` allow entry expands to these). */
  readonly catalog: Readonly<Record<string, readonly string[]>>;
  /** Whether aliases and the allow list keep agents.defaults.models keys as loaded (2026.7), not read as refs. */
  readonly rawModelKeys: boolean;
}

/** The Google model ids both recorded releases rename (google, google-gemini-cli, google-vertex). */
export const GOOGLE_RENAMED_IDS: Readonly<Record<string, string>> = {
  "gemini-3-pro": "gemini-3.1-pro-preview",
  "gemini-3-pro-preview": "gemini-3.1-pro-preview",
  "gemini-3.1-pro": "gemini-3.1-pro-preview",
  "gemini-3-flash": "gemini-3-flash-preview",
  "gemini-3.1-flash": "gemini-3-flash-preview",
  "gemini-3.1-flash-preview": "gemini-3-flash-preview",
  "gemini-3.1-flash-lite-preview": "gemini-3.1-flash-lite",
};

export type ModelSource = "agent" | "defaults";

export interface OpenClawAgentModels {
  readonly agentId: string;
  readonly defaultModel: string;
  readonly resolvedDefault: string;
  readonly fallbacks: readonly unknown[];
  readonly imageModel: string | null;
  readonly imageFallbacks: readonly unknown[];
  /** 2026.9: the model it runs small jobs on, and where that came from. */
  readonly utilityModel?: UtilityModel;
  readonly modelConfig: { readonly defaultSource: ModelSource; readonly fallbacksSource: ModelSource };
  readonly aliases: Readonly<Record<string, string>>;
  readonly allowed: readonly string[];
  /** The config path each value was read from (none: the built-in default, or nothing configured). */
  readonly from: {
    readonly defaultModel?: JsonPath;
    readonly fallbacks?: JsonPath;
    readonly imageModel?: JsonPath;
  };
}

const trimmed = (v: unknown): string | undefined => (typeof v === "string" && v.trim() ? v.trim() : undefined);

/** A model value's primary: a string, or an object's `primary`; trimmed, undefined when blank. */
const primaryOf = (v: unknown): string | undefined => (typeof v === "string" ? trimmed(v) : trimmed(own(v, "primary")));

/** A model value's fallbacks: an object's `fallbacks` list as written, else none. */
const fallbacksOf = (v: unknown): readonly unknown[] => {
  const list = own(v, "fallbacks");
  return isRecord(v) && Array.isArray(list) ? list : [];
};

/**
 * The fallbacks an agent's own model sets, or undefined when it sets none (the defaults' apply): a non-blank string
 * or an object with a `primary` and no `fallbacks` key sets none at all ([]); a `fallbacks` list sets that list.
 */
function fallbacksOverride(model: unknown): readonly unknown[] | undefined {
  if (!model) return undefined;
  if (typeof model === "string") return trimmed(model) ? [] : undefined;
  if (!isRecord(model)) return undefined;
  if (!Object.hasOwn(model, "fallbacks")) return Object.hasOwn(model, "primary") && primaryOf(model) ? [] : undefined;
  return Array.isArray(model["fallbacks"]) ? model["fallbacks"] : undefined;
}

/** A ref as the config loader writes it: trimmed; `provider/model` with the provider lower-cased. */
function loadedRef(ref: string): string {
  const t = ref.trim();
  const slash = t.indexOf("/");
  if (slash <= 0 || slash >= t.length - 1) return t;
  return `${t.slice(0, slash).trim().toLowerCase()}/${t.slice(slash + 1).trim()}`;
}

/** A model value as loaded: its primary and its string fallbacks normalized, anything else kept. */
function loadedModel(v: unknown): unknown {
  if (typeof v === "string") return loadedRef(v);
  if (!isRecord(v)) return v;
  const out: Record<string, unknown> = { ...v };
  if (typeof v["primary"] === "string") out["primary"] = loadedRef(v["primary"]);
  if (Array.isArray(v["fallbacks"]))
    out["fallbacks"] = v["fallbacks"].map((f: unknown) => (typeof f === "string" ? loadedRef(f) : f));
  return out;
}

/** The providers that list `model` among the config's models (agents.defaults.models keys, models.providers). */
function providersListing(config: unknown, model: string): string[] {
  const found = new Set<string>();
  const keys = own(own(own(config, "agents"), "defaults"), "models");
  if (isRecord(keys))
    for (const key of Object.keys(keys)) {
      const slash = key.indexOf("/");
      if (slash > 0 && key.slice(slash + 1).trim() === model) found.add(key.slice(0, slash).trim().toLowerCase());
    }
  const providers = own(own(config, "models"), "providers");
  if (isRecord(providers))
    for (const [id, p] of Object.entries(providers)) {
      const models = own(p, "models");
      if (Array.isArray(models) && models.some((m) => own(m, "id") === model)) found.add(id.trim().toLowerCase());
    }
  return [...found];
}

/** The alias `raw` names in agents.defaults.models (the last entry with that alias), as its model key. */
function aliasTarget(config: unknown, raw: string): string | undefined {
  const models = own(own(own(config, "agents"), "defaults"), "models");
  if (!isRecord(models)) return undefined;
  let target: string | undefined;
  for (const [key, entry] of Object.entries(models)) {
    const alias = trimmed(own(entry, "alias"));
    if (alias !== undefined && alias.toLowerCase() === raw.toLowerCase() && !key.includes("*")) target = key;
  }
  return target;
}

/** What a ref resolves to: an alias followed, the provider named or inferred (else openai), a renamed id. */
function resolveRef(config: unknown, raw: string, rules: ModelRules): string {
  const noProfile = raw.replace(/@[^/@]*$/, "").trim();
  const ref = aliasTarget(config, noProfile) ?? noProfile;
  const slash = ref.indexOf("/");
  const listing = slash > 0 && slash < ref.length - 1 ? [] : providersListing(config, ref);
  const [provider, model] =
    slash > 0 && slash < ref.length - 1
      ? [ref.slice(0, slash).trim().toLowerCase(), ref.slice(slash + 1).trim()]
      : [listing.length === 1 ? listing[0]! : "openai", ref];
  const renamed = rules.renamedIds[provider]?.[model.toLowerCase()] ?? model;
  return modelKey(provider, renamed);
}

/** With no model anywhere: the built-in one, else (when the config lists providers) the first provider's first model. */
function unconfigured(config: unknown, rules: ModelRules): string {
  const { provider, model } = rules.builtIn;
  const providers = own(own(config, "models"), "providers");
  if (!isRecord(providers)) return modelKey(provider, model);
  const modelsOf = (p: unknown): readonly unknown[] => {
    const list = own(p, "models");
    return Array.isArray(list) ? list : [];
  };
  const builtInListed = Object.entries(providers).some(
    ([id, p]) => id.trim().toLowerCase() === provider && modelsOf(p).some((m) => own(m, "id") === model),
  );
  if (builtInListed) return modelKey(provider, model);
  for (const [id, p] of Object.entries(providers)) {
    const first = own(modelsOf(p)[0], "id");
    if (typeof first === "string" && first)
      return modelKey(rules.fallbackProviderLowerCased ? id.trim().toLowerCase() : id, first);
  }
  return modelKey(provider, model);
}

/** One agent's models, as `models status --agent <id>` prints them, from the config as the CLI reads it. */
export function agentModels(config: unknown, agent: RosterAgent, rules: ModelRules): OpenClawAgentModels {
  const defaults = own(own(config, "agents"), "defaults");
  const defaultsModel = loadedModel(own(defaults, "model"));
  const rawAgentModel = agent.entry["model"];
  const agentModel = rules.agentRefsNormalized ? loadedModel(rawAgentModel) : rawAgentModel;
  const agentPath = agent.source?.path;
  const at = (base: JsonPath | undefined, value: unknown, key: "primary" | "fallbacks"): JsonPath | undefined =>
    base && (isRecord(value) ? [...base, key] : base);
  const agentPrimary = primaryOf(agentModel);
  const defaultsPrimary = primaryOf(defaultsModel);
  const raw = agentPrimary ?? defaultsPrimary ?? "";
  const resolvedDefault = raw ? resolveRef(config, raw, rules) : unconfigured(config, rules);
  const override = fallbacksOverride(agentModel);
  const image = own(defaults, "imageModel");
  const agentModelPath = agentPath && [...agentPath, "model"];
  const defaultsModelPath: JsonPath = ["agents", "defaults", "model"];
  const defaultModelFrom = agentPrimary
    ? at(agentModelPath, agentModel, "primary")
    : defaultsPrimary
      ? at(defaultsModelPath, defaultsModel, "primary")
      : undefined;
  const fallbacksFrom =
    override !== undefined
      ? isRecord(agentModel) && Object.hasOwn(agentModel, "fallbacks")
        ? at(agentModelPath, agentModel, "fallbacks")
        : agentModelPath
      : isRecord(defaultsModel) && Array.isArray(defaultsModel["fallbacks"])
        ? [...defaultsModelPath, "fallbacks"]
        : undefined;
  const imagePrimary = primaryOf(image);
  const provider = resolvedDefault.includes("/") ? resolvedDefault.slice(0, resolvedDefault.indexOf("/")) : "openai";
  const utility = utilityModel(config, agent, rules, provider);
  return {
    agentId: agent.id,
    defaultModel: raw || resolvedDefault,
    resolvedDefault,
    fallbacks: override ?? fallbacksOf(defaultsModel),
    imageModel: imagePrimary ?? null,
    imageFallbacks: fallbacksOf(image),
    ...(utility && { utilityModel: utility }),
    modelConfig: {
      defaultSource: agentPrimary ? "agent" : "defaults",
      fallbacksSource: override !== undefined ? "agent" : "defaults",
    },
    aliases: modelAliases(config, agent, rules),
    allowed: allowedModels(config, agent, rules, provider, (model) => providersListing(config, model)),
    from: {
      ...(defaultModelFrom && { defaultModel: defaultModelFrom }),
      ...(fallbacksFrom && { fallbacks: fallbacksFrom }),
      ...(imagePrimary !== undefined && { imageModel: at(["agents", "defaults", "imageModel"], image, "primary")! }),
    },
  };
}
