/**
 * What a release knows of model providers and models, and the two checks it makes with it: a provider it does not
 * bundle must say where it is (`baseUrl`) and what it serves (`models`), a refinement made in the schema's parse;
 * and a model named anywhere a config names one (`provider/model`) must not be one its bundled plugins declare shut
 * down or unsupported ("Unknown model: ..."), checked once the config has parsed. Each release's catalog is data
 * from the release itself (releases/<release>/models.ts, written by scripts/openclaw/model-data.mjs).
 */
import type { JsonPath } from "../../diagnostics";
import { isRecord, own } from "../../safe";

export interface ModelCatalog {
  /** The providers a config may name with overrides only (OpenClaw knows their address and models). */
  readonly bundledProviders: readonly string[];
  /**
   * [provider, model, reason, replacement]: the models OpenClaw refuses, as its plugins declare them (lower case),
   * and the `provider/model` the reason says to use instead ("" when it names none).
   */
  readonly retired: readonly (readonly [string, string, string, string])[];
  /** Per provider, the model ids its catalog lists (a `provider/*` allow entry expands to these). */
  readonly catalog: Readonly<Record<string, readonly string[]>>;
  /** Per provider, the utility model it supplies (models status's `utilityModel` in 2026.9). */
  readonly utilityModels: Readonly<Record<string, string>>;
}

export type ModelIssue =
  | {
      readonly kind: "custom-provider-incomplete";
      readonly path: JsonPath;
      readonly provider: string;
      readonly field: "baseUrl" | "models";
    }
  | {
      readonly kind: "retired-model";
      readonly path: JsonPath;
      readonly ref: string;
      readonly reason: string;
      /** The model the release says to use instead ("" when it names none). */
      readonly replacement: string;
    };

export interface ModelRefPlace {
  readonly path: JsonPath;
  readonly selector?: boolean;
}

/** Where a release reads model references: the keys of an agent (or of agents.defaults) and the places before and after the agents. */
export interface ModelRefPlaces {
  /** An agent's keys that hold a model or a {primary, fallbacks} selector. */
  readonly agentKeys: readonly string[];
  /** Whether an agent's mediaModels.image/video/music count (2026.9). */
  readonly mediaModels: boolean;
  /** Whether an agent entry's tools.exec.reviewer.model and tts.summaryModel count (2026.9). */
  readonly entrySelectors: boolean;
  /** The roster the agents are read from. */
  readonly roster: "entries-or-list" | "list";
  /** Single references read before the agents, each a path to a string (or a selector where `selector`). */
  readonly beforeAgents: readonly ModelRefPlace[];
  /** Single references read after the channels' and hooks' lists. */
  readonly afterAgents: readonly ModelRefPlace[];
  /** Whether every account's channels.discord.accounts.<id>.voice.model and .tts.summaryModel count (2026.9). */
  readonly discordAccounts: boolean;
}

const lower = (s: string) => s.trim().toLowerCase();

/** `models.providers`' entries that OpenClaw does not bundle and that lack baseUrl or models, in the config's order. */
export function incompleteProviders(config: unknown, catalog: ModelCatalog): ModelIssue[] {
  const providers = own(own(config, "models"), "providers");
  if (!isRecord(providers)) return [];
  const bundled = new Set(catalog.bundledProviders);
  const out: ModelIssue[] = [];
  for (const [id, provider] of Object.entries(providers)) {
    if (bundled.has(lower(id)) || !isRecord(provider)) continue;
    const at = (field: "baseUrl" | "models"): ModelIssue => ({
      kind: "custom-provider-incomplete",
      path: ["models", "providers", id, field],
      provider: id,
      field,
    });
    if (!provider["baseUrl"]) out.push(at("baseUrl"));
    if (!Array.isArray(provider["models"])) out.push(at("models"));
  }
  return out;
}

/** Where a reference is, made when asked: a roster of thousands names a model in each entry, few of them retired. */
type At = () => JsonPath;

/** Every model reference of the config, where the release reads one, in the order it reads them. */
function eachModelRef(config: unknown, places: ModelRefPlaces, visit: (value: string, at: At) => void): void {
  const under =
    (at: At, ...keys: (string | number)[]): At =>
    () => [...at(), ...keys];
  const push = (at: At, value: unknown) => {
    if (typeof value === "string" && value.trim()) visit(value.trim(), at);
  };
  const selector = (at: At, value: unknown) => {
    if (typeof value === "string") return push(at, value);
    if (!isRecord(value)) return;
    push(under(at, "primary"), value["primary"]);
    const fallbacks = value["fallbacks"];
    if (Array.isArray(fallbacks)) fallbacks.forEach((f, i) => push(under(at, "fallbacks", i), f));
  };
  // The keys of an agent (or the defaults) where a model may be named: an entry with none of them is passed by.
  const slots = new Set([...places.agentKeys, "mediaModels", "heartbeat", "subagents", "compaction", "models"]);
  if (places.entrySelectors) slots.add("tools").add("tts");
  const agent = (at: At, value: unknown, entry: boolean) => {
    if (!isRecord(value) || !Object.keys(value).some((key) => slots.has(key))) return;
    for (const key of places.agentKeys) selector(under(at, key), value[key]);
    if (places.mediaModels)
      for (const media of ["image", "video", "music"])
        selector(under(at, "mediaModels", media), own(value["mediaModels"], media));
    push(under(at, "heartbeat", "model"), own(value["heartbeat"], "model"));
    selector(under(at, "subagents", "model"), own(value["subagents"], "model"));
    const compaction = value["compaction"];
    if (isRecord(compaction)) {
      push(under(at, "compaction", "model"), compaction["model"]);
      push(under(at, "compaction", "memoryFlush", "model"), own(compaction["memoryFlush"], "model"));
    }
    const models = value["models"];
    if (isRecord(models)) for (const ref of Object.keys(models)) push(under(at, "models", ref), ref);
    if (entry && places.entrySelectors) {
      selector(
        under(at, "tools", "exec", "reviewer", "model"),
        own(own(own(value["tools"], "exec"), "reviewer"), "model"),
      );
      push(under(at, "tts", "summaryModel"), own(value["tts"], "summaryModel"));
    }
  };
  const fixed =
    (path: JsonPath): At =>
    () =>
      path;
  const valueAt = (path: JsonPath) => path.reduce<unknown>((v, k) => own(v, String(k)), config);
  for (const p of places.beforeAgents) (p.selector ? selector : push)(fixed(p.path), valueAt(p.path));
  const agents = own(config, "agents");
  agent(fixed(["agents", "defaults"]), own(agents, "defaults"), false);
  const entries = own(agents, "entries");
  if (places.roster === "entries-or-list" && isRecord(agents) && Object.hasOwn(agents, "entries")) {
    if (isRecord(entries))
      for (const [id, entry] of Object.entries(entries)) agent(fixed(["agents", "entries", id]), entry, true);
  } else {
    const list = own(agents, "list");
    if (Array.isArray(list)) list.forEach((entry, i) => agent(fixed(["agents", "list", i]), entry, true));
  }
  const byChannel = own(own(config, "channels"), "modelByChannel");
  if (isRecord(byChannel))
    for (const [channel, map] of Object.entries(byChannel))
      if (isRecord(map))
        for (const [target, ref] of Object.entries(map))
          push(fixed(["channels", "modelByChannel", channel, target]), ref);
  const mappings = own(own(config, "hooks"), "mappings");
  if (Array.isArray(mappings))
    mappings.forEach((m, i) => push(fixed(["hooks", "mappings", i, "model"]), own(m, "model")));
  for (const p of places.afterAgents) (p.selector ? selector : push)(fixed(p.path), valueAt(p.path));
  if (places.discordAccounts) {
    const accounts = own(own(own(config, "channels"), "discord"), "accounts");
    if (isRecord(accounts))
      for (const [id, account] of Object.entries(accounts)) {
        const voice = own(account, "voice");
        push(fixed(["channels", "discord", "accounts", id, "voice", "model"]), own(voice, "model"));
        push(
          fixed(["channels", "discord", "accounts", id, "voice", "tts", "summaryModel"]),
          own(own(voice, "tts"), "summaryModel"),
        );
      }
  }
}

/** The references to a model the release refuses, once each per place and model. */
export function retiredModels(config: unknown, catalog: ModelCatalog, places: ModelRefPlaces): ModelIssue[] {
  const retired = new Map<string, readonly [string, string]>(
    catalog.retired.map(([provider, model, reason, replacement]) => [`${provider}/${model}`, [reason, replacement]]),
  );
  const out: ModelIssue[] = [];
  const seen = new Set<string>();
  eachModelRef(config, places, (value, at) => {
    const slash = value.indexOf("/");
    if (slash <= 0 || slash >= value.length - 1) return;
    const provider = lower(value.slice(0, slash));
    const model = lower(value.slice(slash + 1));
    if (!provider || !model) return;
    const key = `${provider}/${model}`;
    const known = retired.get(key);
    if (known === undefined) return;
    const path = at();
    const once = `${path.join("\u0000")}\u0000${key}`;
    if (seen.has(once)) return;
    seen.add(once);
    out.push({ kind: "retired-model", path, ref: key, reason: known[0], replacement: known[1] });
  });
  return out;
}
