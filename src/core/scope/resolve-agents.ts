/**
 * Every agent of a document resolved in one pass, linear in the number of agents: the default agent is found
 * once, a Map from normalized id to the FIRST entry (as the seed's `find` returns the first) is built once, and
 * every value carries the step of its priority chain and the config node behind it.
 */
import { newMade, UNLIMITED, type Made, type Steps } from "../budget";
import type { JsonPath, Located, Provenance, Traced } from "../diagnostics";
import type { EffectiveModel, Env, ResolvedAgent } from "../results";
import { arr, isRecord, own } from "../safe";
import {
  agentConfigOf,
  agentDirChain,
  builtInFolders,
  modelFallbacksOverrideOf,
  modelPrimaryOf,
  workspaceChain,
} from "./agent";
import { isMarkedDefault, normalizeAgentId, trimmedId } from "./ids";
import { fillTemplate, type HarnessProfile } from "./profile";
import { normalizeSkillFilter } from "./skills";
import { LABELS } from "./texts";

/** The agents of a document, before lints. */
export interface AgentList {
  readonly agents: ResolvedAgent[];
  readonly defaultAgentId: string;
  readonly byId: ReadonlyMap<string, ResolvedAgent>;
  /** The agents.list index of the entry the default was chosen from (marked, else first); undefined: no agents. */
  readonly chosenIndex: number | undefined;
}

const DEFAULTS_MODEL: JsonPath = ["agents", "defaults", "model"];

/**
 * `[...path, key]` at its exact size. A spread array is allocated with room to grow (about twice the memory of
 * the exact one) and `concat` is several times slower; each resolved agent keeps half a dozen paths.
 */
export function childPath(path: JsonPath, key: string | number): JsonPath {
  const out = new Array<string | number>(path.length + 1);
  for (let i = 0; i < path.length; i++) out[i] = path[i]!;
  out[path.length] = key;
  return out;
}

/** Builds a provenance pointing into the config. */
export function provenance(config: Located, step: string, label: string, path: JsonPath | undefined): Provenance {
  return path ? { step, label, doc: config.doc, path } : { step, label, doc: config.doc };
}

function primaryOf(
  config: Located,
  model: unknown,
  base: JsonPath | undefined,
  stepOf: (objectForm: boolean) => string,
): Traced<string | undefined> | undefined {
  const value = modelPrimaryOf(model);
  if (value === undefined || !base) return undefined;
  const path = typeof model === "string" ? base : childPath(base, "primary");
  return { value, from: provenance(config, stepOf(typeof model !== "string"), LABELS.at(path), path) };
}

/**
 * The effective model: primary = the agent's, else the defaults'; fallbacks = the agent's override when it has one
 * (`[]` disables), else the defaults', else none. `modelPath` is where the agent's `model` is written, if anywhere.
 */
export function effectiveModel(
  config: Located,
  agentModel: unknown,
  modelPath: JsonPath | undefined,
  profile: HarnessProfile,
): EffectiveModel {
  const defaultsModel = own(own(own(config.value, "agents"), "defaults"), "model");
  const primary = primaryOf(config, agentModel, modelPath, (o) => (o ? "agent.model.primary" : "agent.model")) ??
    primaryOf(config, defaultsModel, DEFAULTS_MODEL, () => "defaults.model") ?? {
      value: undefined,
      from: provenance(config, "none", LABELS.noModel, undefined),
    };
  const override = modelFallbacksOverrideOf(agentModel);
  let fallbacks: Traced<readonly string[]>;
  if (override && modelPath) {
    const path = childPath(modelPath, "fallbacks");
    const label = override.length === 0 ? LABELS.fallbacksDisabled(path) : LABELS.at(path);
    fallbacks = { value: override, from: provenance(config, "agent.model.fallbacks", label, path) };
  } else if (profile.fallbackRule === "string-model-drops-defaults" && typeof agentModel === "string" && modelPath) {
    fallbacks = { value: [], from: provenance(config, "agent.model", LABELS.at(modelPath), modelPath) };
  } else {
    fallbacks = defaultsFallbacksOf(config, defaultsModel);
  }
  return { primary, fallbacks };
}

/** The defaults' fallbacks, when the agent's own model does not decide (read only then: most agents decide). */
function defaultsFallbacksOf(config: Located, defaultsModel: unknown): Traced<readonly string[]> {
  const value = modelFallbacksOverrideOf(defaultsModel);
  if (!value) return { value: [], from: provenance(config, "none", LABELS.noFallbacks, undefined) };
  const path = childPath(DEFAULTS_MODEL, "fallbacks");
  return { value, from: provenance(config, "defaults.model.fallbacks", LABELS.at(path), path) };
}

const WORKSPACE_PATHS: Record<string, (p: JsonPath) => JsonPath> = {
  "agent.workspace": (p) => childPath(p, "workspace"),
  "defaults.workspace": () => ["agents", "defaults", "workspace"],
  "default-workspace": (p) => p,
  "state-workspace": (p) => childPath(p, "id"),
};

/** The labels that are the same for every agent of a document, written once per resolution. */
function sharedLabels(profile: HarnessProfile) {
  return {
    notDefault: LABELS.notDefault,
    defaultWorkspace: LABELS.defaultWorkspace(profile.defaultWorkspaceName),
    stateWorkspace: LABELS.stateWorkspace(fillTemplate(profile.workspaceTemplate, "<id>")),
    stateAgentDir: LABELS.stateAgentDir(fillTemplate(profile.agentDirTemplate, "<id>")),
  };
}

function workspaceLabel(step: string, path: JsonPath, labels: ReturnType<typeof sharedLabels>): string {
  if (step === "default-workspace") return labels.defaultWorkspace;
  if (step === "state-workspace") return labels.stateWorkspace;
  return LABELS.at(path);
}

function defaultFromOf(
  config: Located,
  entry: Record<string, unknown>,
  path: JsonPath,
  state: { isDefault: boolean; reachable: boolean; chosen: boolean; firstPath: JsonPath; defaultAgentId: string },
  labels: ReturnType<typeof sharedLabels>,
): Provenance {
  if (!state.reachable) return provenance(config, "duplicate", LABELS.duplicate(state.firstPath), path);
  const marked = isMarkedDefault(entry);
  if (state.isDefault && state.chosen && marked) {
    return provenance(config, "marked-default", LABELS.markedDefault, childPath(path, "default"));
  }
  if (state.isDefault && state.chosen) return provenance(config, "first-entry", LABELS.firstEntry, path);
  if (state.isDefault) return provenance(config, "default-id", LABELS.defaultById(state.defaultAgentId), path);
  if (marked)
    return provenance(config, "later-default", LABELS.laterDefault(state.firstPath), childPath(path, "default"));
  return provenance(config, "not-default", labels.notDefault, path);
}

/** What one entry's resolution depends on besides the entry itself. */
interface EntryContext {
  readonly config: Located;
  readonly cfg: unknown;
  readonly env: Env;
  readonly profile: HarnessProfile;
  readonly folders: ReturnType<typeof builtInFolders>;
  readonly labels: ReturnType<typeof sharedLabels>;
  readonly defaultAgentId: string;
}

function resolveEntry(
  ctx: EntryContext,
  entry: Record<string, unknown>,
  index: number,
  id: string,
  place: { reachable: boolean; chosen: boolean; firstPath: JsonPath },
): ResolvedAgent {
  const { config, cfg, env, profile, folders, labels, defaultAgentId } = ctx;
  const path: JsonPath = ["agents", "list", index];
  const reachable = place.reachable;
  const isDefault = reachable && id === defaultAgentId;
  const own_ = agentConfigOf(entry);
  const ws = workspaceChain(cfg, own_, id, defaultAgentId, env, profile, folders);
  const wsPath = WORKSPACE_PATHS[ws.step]!(path);
  const dir = agentDirChain(own_, id, env, profile, folders);
  const dirPath = dir.step === "agent.agentDir" ? childPath(path, "agentDir") : childPath(path, "id");
  const dirLabel = dir.step === "agent.agentDir" ? LABELS.at(dirPath) : labels.stateAgentDir;
  const hasSkills = own_.skills !== undefined;
  const skillsPath = childPath(path, "skills");
  return {
    index,
    path,
    id,
    rawId: own(entry, "id"),
    name: own_.name,
    isDefault,
    defaultFrom: defaultFromOf(
      config,
      entry,
      path,
      { isDefault, reachable, chosen: place.chosen, firstPath: place.firstPath, defaultAgentId },
      labels,
    ),
    reachable,
    workspace: {
      value: ws.value,
      from: provenance(config, ws.step, workspaceLabel(ws.step, wsPath, labels), wsPath),
    },
    agentDir: { value: dir.value, from: provenance(config, dir.step, dirLabel, dirPath) },
    model: effectiveModel(config, own_.model, own_.model === undefined ? undefined : childPath(path, "model"), profile),
    skills: hasSkills
      ? {
          value: normalizeSkillFilter(own_.skills),
          from: provenance(config, "agent.skills", LABELS.at(skillsPath), skillsPath),
        }
      : { value: undefined, from: provenance(config, "none", LABELS.noSkills, undefined) },
  };
}

/** An entry's last resolution, with everything besides the entry that it was computed from. */
interface Remembered {
  readonly agent: ResolvedAgent;
  readonly doc: string;
  readonly index: number;
  readonly defaults: unknown;
  readonly env: string;
  readonly profile: HarnessProfile;
  /** Whether the entry's id is the default agent's id (then the default id is the entry's own). */
  readonly defaultById: boolean;
  readonly reachable: boolean;
  readonly chosen: boolean;
  readonly firstIndex: number;
}

/**
 * What resolution remembers between analyses, owned by the analyzer that passes it in: entry object to its last
 * resolution. Reads of an edited document share every unchanged entry object with the read before
 * (document/share.ts), so on a keystroke all agents but the edited one are found here. Keyed weakly: entries of
 * texts no longer held are forgotten with them. An entry is resolved from itself, its place in the list and
 * `agents.defaults`, the environment and the profile; all of them are compared before a resolution is reused.
 */
export interface ResolutionMemory {
  readonly resolutions: WeakMap<object, Remembered>;
  /** The entries resolved afresh. */
  readonly resolved: Made;
}

export const newResolutionMemory = (): ResolutionMemory => ({ resolutions: new WeakMap(), resolved: newMade() });

/**
 * The environment as one string, to compare with the one an entry was resolved in: its own string values, which
 * are all that paths.ts reads of it (anything else reads as an empty environment there, and here).
 */
function envKey(env: Env): string {
  if (!isRecord(env)) return "[]";
  const parts: string[] = [];
  for (const key of Object.keys(env).sort()) {
    const value = env[key];
    if (typeof value === "string") parts.push(key, value);
  }
  return JSON.stringify(parts);
}

/** Resolves every object entry of agents.list, in list order, in one linear pass. */
export function resolveAgentList(
  config: Located,
  env: Env,
  profile: HarnessProfile,
  steps: Steps = UNLIMITED,
  memory?: ResolutionMemory,
): AgentList {
  const cfg = config.value;
  const list = arr(own(own(cfg, "agents"), "list")) ?? [];
  let firstIndex: number | undefined;
  let markedIndex: number | undefined;
  list.forEach((entry, i) => {
    if (!isRecord(entry)) return;
    firstIndex ??= i;
    if (markedIndex === undefined && isMarkedDefault(entry)) markedIndex = i;
  });
  const chosenIndex = markedIndex ?? firstIndex;
  const chosen = chosenIndex === undefined ? undefined : list[chosenIndex];
  const defaultAgentId =
    chosenIndex === undefined
      ? profile.defaultAgentId
      : normalizeAgentId(trimmedId(chosen) || profile.defaultAgentId, profile);
  const markedPath: JsonPath = ["agents", "list", markedIndex ?? 0];

  const folders = builtInFolders(env, profile);
  const ctx: EntryContext = {
    config,
    cfg,
    env,
    profile,
    folders,
    labels: sharedLabels(profile),
    defaultAgentId,
  };
  const context = {
    doc: config.doc,
    defaults: own(own(cfg, "agents"), "defaults"),
    env: envKey(env),
    profile,
  };
  const agents: ResolvedAgent[] = [];
  const byId = new Map<string, ResolvedAgent>();
  list.forEach((entry, index) => {
    steps.step();
    if (!isRecord(entry)) return;
    const id = normalizeAgentId(own(entry, "id"), profile);
    const first = byId.get(id);
    const place = {
      reachable: first === undefined,
      chosen: index === chosenIndex,
      firstPath: first ? first.path : markedPath,
    };
    const firstAt = first ? first.index : (markedIndex ?? 0);
    const last = memory?.resolutions.get(entry);
    let agent: ResolvedAgent;
    if (
      last &&
      last.index === index &&
      last.doc === context.doc &&
      last.defaults === context.defaults &&
      last.env === context.env &&
      last.profile === profile &&
      last.defaultById === (id === defaultAgentId) &&
      last.reachable === place.reachable &&
      last.chosen === place.chosen &&
      last.firstIndex === firstAt
    ) {
      agent = last.agent;
    } else {
      agent = resolveEntry(ctx, entry, index, id, place);
      if (memory) memory.resolved.count++;
      memory?.resolutions.set(entry, {
        agent,
        index,
        ...context,
        defaultById: id === defaultAgentId,
        reachable: place.reachable,
        chosen: place.chosen,
        firstIndex: firstAt,
      });
    }
    agents.push(agent);
    if (place.reachable) byId.set(id, agent);
  });
  return { agents, defaultAgentId, byId, chosenIndex };
}
