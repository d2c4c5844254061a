/**
 * What a release knows of model providers and models, and the two checks it makes with it: a provider it does not
 * bundle must say where it is (`baseUrl`) and what it serves (`models`), a refinement made in the schema's parse;
 * and a model named anywhere a config names one (`provider/model`) must not be one its bundled plugins declare shut
 * down or unsupported ("Unknown model: ..."), checked once the config has parsed. Each release's catalog is data
 * from the release itself (releases/<release>/models.ts, written by scripts/openclaw/model-data.mjs).
 */
import type { JsonPath } from "../../diagnostics";
import { isRecord, own, type KeysOf } from "../../safe";
import { freshEntries, type EntryMemo } from "./entry-memo";

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
type Visit = (value: string, at: At) => void;

const under =
  (at: At, ...keys: (string | number)[]): At =>
  () => [...at(), ...keys];
const fixed =
  (path: JsonPath): At =>
  () =>
    path;

/** A reference in a string (a model) or a selector ({primary, fallbacks}). */
function visitSelector(at: At, value: unknown, visit: Visit): void {
  if (typeof value === "string") return visitRef(at, value, visit);
  if (!isRecord(value)) return;
  visitRef(under(at, "primary"), value["primary"], visit);
  const fallbacks = value["fallbacks"];
  if (Array.isArray(fallbacks)) fallbacks.forEach((f, i) => visitRef(under(at, "fallbacks", i), f, visit));
}

function visitRef(at: At, value: unknown, visit: Visit): void {
  if (typeof value === "string" && value.trim()) visit(value.trim(), at);
}

/** The references of an agent (an entry) or of the defaults (`entry` false), in the order the release reads them. */
function eachAgentRef(value: unknown, entry: boolean, places: ModelRefPlaces, at: At, visit: Visit): void {
  if (!isRecord(value)) return;
  // The keys where a model may be named: an entry with none of them is passed by.
  const slots = [...places.agentKeys, "mediaModels", "heartbeat", "subagents", "compaction", "models"];
  if (places.entrySelectors) slots.push("tools", "tts");
  if (!slots.some((key) => Object.hasOwn(value, key))) return;
  for (const key of places.agentKeys) visitSelector(under(at, key), value[key], visit);
  if (places.mediaModels)
    for (const media of ["image", "video", "music"])
      visitSelector(under(at, "mediaModels", media), own(value["mediaModels"], media), visit);
  visitRef(under(at, "heartbeat", "model"), own(value["heartbeat"], "model"), visit);
  visitSelector(under(at, "subagents", "model"), own(value["subagents"], "model"), visit);
  const compaction = value["compaction"];
  if (isRecord(compaction)) {
    visitRef(under(at, "compaction", "model"), compaction["model"], visit);
    visitRef(under(at, "compaction", "memoryFlush", "model"), own(compaction["memoryFlush"], "model"), visit);
  }
  const models = value["models"];
  if (isRecord(models)) for (const ref of Object.keys(models)) visitRef(under(at, "models", ref), ref, visit);
  if (entry && places.entrySelectors) {
    visitSelector(
      under(at, "tools", "exec", "reviewer", "model"),
      own(own(own(value["tools"], "exec"), "reviewer"), "model"),
      visit,
    );
    visitRef(under(at, "tts", "summaryModel"), own(value["tts"], "summaryModel"), visit);
  }
}

/**
 * Every model reference of the config, where the release reads one, in the order it reads them; each agent entry's
 * through `eachEntry` (given the entry and its place, made when asked), the rest through `visit`.
 */
function eachModelRef(
  config: unknown,
  places: ModelRefPlaces,
  visit: Visit,
  eachEntry: (entry: unknown, at: At) => void,
  keysOf: KeysOf,
): void {
  const valueAt = (path: JsonPath) => path.reduce<unknown>((v, k) => own(v, String(k)), config);
  const single = (p: ModelRefPlace) => (p.selector ? visitSelector : visitRef)(fixed(p.path), valueAt(p.path), visit);
  for (const p of places.beforeAgents) single(p);
  const agents = own(config, "agents");
  eachAgentRef(own(agents, "defaults"), false, places, fixed(["agents", "defaults"]), visit);
  const entries = own(agents, "entries");
  if (places.roster === "entries-or-list" && isRecord(agents) && Object.hasOwn(agents, "entries")) {
    if (isRecord(entries)) for (const id of keysOf(entries)) eachEntry(entries[id], () => ["agents", "entries", id]);
  } else {
    const list = own(agents, "list");
    if (Array.isArray(list)) list.forEach((entry, i) => eachEntry(entry, () => ["agents", "list", i]));
  }
  const byChannel = own(own(config, "channels"), "modelByChannel");
  if (isRecord(byChannel))
    for (const [channel, map] of Object.entries(byChannel))
      if (isRecord(map))
        for (const [target, ref] of Object.entries(map))
          visitRef(fixed(["channels", "modelByChannel", channel, target]), ref, visit);
  const mappings = own(own(config, "hooks"), "mappings");
  if (Array.isArray(mappings))
    mappings.forEach((m, i) => visitRef(fixed(["hooks", "mappings", i, "model"]), own(m, "model"), visit));
  for (const p of places.afterAgents) single(p);
  if (places.discordAccounts) {
    const accounts = own(own(own(config, "channels"), "discord"), "accounts");
    if (isRecord(accounts))
      for (const [id, account] of Object.entries(accounts)) {
        const voice = own(account, "voice");
        visitRef(fixed(["channels", "discord", "accounts", id, "voice", "model"]), own(voice, "model"), visit);
        visitRef(
          fixed(["channels", "discord", "accounts", id, "voice", "tts", "summaryModel"]),
          own(own(voice, "tts"), "summaryModel"),
          visit,
        );
      }
  }
}

/** A retired model named at a place (relative to its agent entry, for an entry's). */
interface Retired {
  readonly path: JsonPath;
  readonly ref: string;
  readonly reason: string;
  readonly replacement: string;
}

/**
 * The references to a model the release refuses, once each per place and model. An agent entry's are kept by the
 * entry (`entries`, the analyzer's memory; keyed by `places`, the release's own): a keystroke in one entry of a large
 * roster looks again at that entry's alone.
 */
export function retiredModels(
  config: unknown,
  catalog: ModelCatalog,
  places: ModelRefPlaces,
  entries: EntryMemo = freshEntries,
  keysOf: KeysOf = Object.keys,
): ModelIssue[] {
  let index: Map<string, readonly [string, string]> | undefined;
  const retiredOf = (value: string, at: At): Retired | undefined => {
    const slash = value.indexOf("/");
    if (slash <= 0 || slash >= value.length - 1) return undefined;
    const provider = lower(value.slice(0, slash));
    const model = lower(value.slice(slash + 1));
    if (!provider || !model) return undefined;
    const ref = `${provider}/${model}`;
    index ??= new Map(catalog.retired.map(([p, m, reason, replacement]) => [`${p}/${m}`, [reason, replacement]]));
    const known = index.get(ref);
    return known && { path: at(), ref, reason: known[0], replacement: known[1] };
  };
  const out: ModelIssue[] = [];
  const seen = new Set<string>();
  const add = (found: Retired, path: JsonPath) => {
    const once = `${path.join("\u0000")}\u0000${found.ref}`;
    if (seen.has(once)) return;
    seen.add(once);
    out.push({ kind: "retired-model", path, ref: found.ref, reason: found.reason, replacement: found.replacement });
  };
  eachModelRef(
    config,
    places,
    (value, at) => {
      const found = retiredOf(value, at);
      if (found) add(found, found.path);
    },
    (entry, at) => {
      if (!isRecord(entry)) return;
      const inEntry = entries(entry, places, () => {
        const found: Retired[] = [];
        eachAgentRef(entry, true, places, fixed([]), (value, at) => {
          const retired = retiredOf(value, at);
          if (retired) found.push(retired);
        });
        return found;
      });
      for (const found of inEntry) add(found, [...at(), ...found.path]);
    },
    keysOf,
  );
  return out;
}
