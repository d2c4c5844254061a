/**
 * The agent scope's lints (SC1xx): what resolves, but probably not as its author meant. Each diagnostic points at
 * the node it is about and says what to do. Linear in the size of agents.list.
 */
import { newMade, UNLIMITED, type Made, type Steps } from "../budget";
import {
  diagnosticAt,
  jsonTypeOf,
  type Diagnostic,
  type DiagnosticData,
  type JsonPath,
  type Located,
} from "../diagnostics";
import { nearestNames } from "../nearest";
import { parseModelRef, readModelCatalog } from "../catalog";
import type { Env, ResolvedAgent } from "../results";
import { arr, isRecord, own } from "../safe";
import { modelPrimaryOf } from "./agent";
import { SCOPE_CODES, type ScopeCodeName } from "./codes";
import { isMarkedDefault } from "./ids";
import { isInside, joinPath, resolveStateDir, resolveUserPathDetailed } from "./paths";
import type { HarnessProfile } from "./profile";
import { childPath, resolveAgentList, type AgentList } from "./resolve-agents";
import { LINT } from "./texts";

/** A diagnostic before its span is looked up (a remembered finding keeps its path while offsets move). */
interface Finding {
  readonly path: JsonPath;
  readonly name: ScopeCodeName;
  readonly message: string;
  /** The facts a quick fix needs, where the path alone does not give them. */
  readonly data?: DiagnosticData;
}

interface Ctx {
  readonly config: Located;
  readonly env: Env;
  readonly out: Finding[];
  /** The models catalog, when the config declares one. */
  readonly catalog: ReadonlyMap<string, unknown> | undefined;
}

function add(ctx: Ctx, path: JsonPath, name: ScopeCodeName, message: string, data?: DiagnosticData): void {
  ctx.out.push(data ? { path, name, message, data } : { path, name, message });
}

/** The facts of a value that is not the list it should be. */
const notAList = (value: unknown): DiagnosticData => ({
  kind: "wrong-type",
  expected: ["array"],
  found: jsonTypeOf(value),
});

/** The findings as diagnostics, each at its node's span in the text now. */
function diagnosticsOf(config: Located, findings: readonly Finding[]): Diagnostic[] {
  return findings.map(({ path, name, message, data }) => {
    const { code, severity } = SCOPE_CODES[name];
    const made = diagnosticAt(config, path, code, severity, message);
    return data ? { ...made, data } : made;
  });
}

/** An entry's last findings, with everything besides the entry that they were computed from. */
interface RememberedFindings {
  readonly findings: readonly Finding[];
  /** The entry's resolution: the same object only when its place, defaults, environment and profile are. */
  readonly agent: ResolvedAgent;
  readonly chosenIndex: number | undefined;
  readonly firstIndex: number | undefined;
  readonly models: unknown;
}

/**
 * What the scope lints remember between analyses, owned by the analyzer that passes it in: entry object to its last
 * findings (see resolve-agents.ts for why entries are found again). On a keystroke in a large config only the
 * edited entry is linted; the others' findings are only given their spans again.
 */
export interface LintMemory {
  readonly findings: WeakMap<object, RememberedFindings>;
  /** The entries linted afresh. */
  readonly linted: Made;
}

export const newLintMemory = (): LintMemory => ({ findings: new WeakMap(), linted: newMade() });

function lintRef(ctx: Ctx, ref: string, path: JsonPath): void {
  if (!ref.trim()) return;
  if (!parseModelRef(ref)) add(ctx, path, "modelNoSlash", LINT.modelNoSlash(ref));
  else if (ctx.catalog && !ctx.catalog.has(ref)) {
    const nearest = nearestNames(ref, ctx.catalog.keys());
    add(ctx, path, "modelUnknown", LINT.modelUnknown(ref), { kind: "unknown-model", ref, nearest });
  }
}

// The lints run over every entry of a list that may hold thousands: the path of a list item is only built when it
// is needed (a diagnostic, a reference to check), so an entry without a problem costs few allocations.

function lintFallbacks(ctx: Ctx, value: unknown, path: JsonPath, primary: string | undefined): void {
  const list = arr(value);
  if (!list) return add(ctx, path, "fallbacksNotArray", LINT.fallbacksNotArray(value), notAList(value));
  const seen = list.length > 1 ? new Map<string, number>() : undefined; // one fallback has nothing to repeat
  for (let i = 0; i < list.length; i++) {
    const fallback = list[i];
    if (typeof fallback !== "string") {
      add(ctx, childPath(path, i), "fallbackNotString", LINT.fallbackNotString(fallback));
      continue;
    }
    const first = seen?.get(fallback);
    if (first !== undefined) {
      add(ctx, childPath(path, i), "fallbackDuplicate", LINT.fallbackDuplicate(fallback, first));
      continue;
    }
    seen?.set(fallback, i);
    if (primary !== undefined && fallback === primary)
      add(ctx, childPath(path, i), "fallbackIsPrimary", LINT.fallbackIsPrimary(fallback));
    else lintRef(ctx, fallback, childPath(path, i));
  }
}

/** A `model` value: a string reference, or `{ primary, fallbacks }`; `primary` is the effective primary. */
function lintModel(ctx: Ctx, model: unknown, path: JsonPath, primary: string | undefined): void {
  if (typeof model === "string") return lintRef(ctx, model.trim(), path);
  if (!isRecord(model)) return add(ctx, path, "modelMalformed", LINT.modelMalformed(model));
  if (Object.hasOwn(model, "primary")) {
    const own_ = model.primary;
    if (typeof own_ !== "string") add(ctx, childPath(path, "primary"), "primaryNotString", LINT.primaryNotString(own_));
    else lintRef(ctx, own_.trim(), childPath(path, "primary"));
  }
  if (Object.hasOwn(model, "fallbacks")) lintFallbacks(ctx, model.fallbacks, childPath(path, "fallbacks"), primary);
}

/** A path field (workspace, agentDir) of the object at `parent`: a string, resolved without surprises. */
function lintPath(ctx: Ctx, value: unknown, parent: JsonPath, field: string): void {
  if (value === undefined) return;
  const path = childPath(parent, field);
  if (typeof value !== "string") return add(ctx, path, "pathNotString", LINT.pathNotString(field, value));
  const { path: resolved, warnings } = resolveUserPathDetailed(value, ctx.env);
  if (warnings.length === 0) return;
  const tilde = warnings.some((w) => w.kind === "tilde-user");
  for (const w of warnings) {
    if (w.kind === "unknown-variable") add(ctx, path, "pathUnknownVariable", LINT.pathUnknownVariable(w.name));
    else if (w.kind === "tilde-user") add(ctx, path, "pathTildeUser", LINT.pathTildeUser(w.text));
    else if (!tilde) add(ctx, path, "pathRelative", LINT.pathRelative(w.base, resolved));
  }
}

function lintSkills(ctx: Ctx, value: unknown, path: JsonPath): void {
  if (value === undefined) return;
  const list = arr(value);
  if (!list) return add(ctx, path, "skillsNotArray", LINT.skillsNotArray(value), notAList(value));
  let usable = 0;
  for (let i = 0; i < list.length; i++) {
    const pattern = list[i];
    if (typeof pattern !== "string") {
      add(ctx, childPath(path, i), "skillEntryNotString", LINT.skillEntryNotString(pattern));
      continue;
    }
    const trimmed = pattern.trim();
    if (!trimmed) continue;
    usable++;
    const star = trimmed.indexOf("*");
    if (star >= 0 && star < trimmed.length - 1)
      add(ctx, childPath(path, i), "skillStarInside", LINT.skillStarInside(pattern));
    if (trimmed !== trimmed.toLowerCase())
      add(ctx, childPath(path, i), "skillPatternCapitals", LINT.skillPatternCapitals(pattern));
  }
  if (list.length > 0 && usable === 0) add(ctx, path, "skillsAllBlank", LINT.skillsAllBlank);
}

/**
 * An id that names folders (when workspace or agentDir is not configured) must keep each folder where its template
 * puts it: a workspace strictly inside the state folder, an agent folder strictly inside <state>/agents.
 */
function lintFolders(ctx: Ctx, agent: ResolvedAgent, folders: { state: string; agents: string }): void {
  if (!agent.reachable) return;
  const workspace = agent.workspace.from.step === "state-workspace" ? agent.workspace.value : undefined;
  const agentDir = agent.agentDir.from.step === "state-agentDir" ? agent.agentDir.value : undefined;
  const derived = workspace ?? agentDir;
  if (workspace !== undefined && escapes(workspace, folders.state)) {
    add(ctx, childPath(agent.path, "id"), "idEscapesState", LINT.idEscapesState(agent.id, workspace, folders.state));
  } else if (agentDir !== undefined && escapes(agentDir, folders.agents)) {
    add(ctx, childPath(agent.path, "id"), "idEscapesState", LINT.idEscapesState(agent.id, agentDir, folders.agents));
  } else if (derived !== undefined && agent.id.includes("/")) {
    add(ctx, childPath(agent.path, "id"), "idHasSlash", LINT.idHasSlash(agent.id, derived));
  }
}

/** Whether a derived folder leaves (or is) the folder its template puts it in. */
const escapes = (folder: string, container: string) => folder === container || !isInside(folder, container);

/** Lints over an already resolved agent list (resolveAgents passes its own, so nothing is resolved twice). */
export function lintResolved(
  config: Located,
  list: AgentList,
  env: Env,
  profile: HarnessProfile,
  steps: Steps = UNLIMITED,
  memory?: LintMemory,
): Diagnostic[] {
  const cfg = config.value;
  const hasModels = arr(own(cfg, "models")) !== undefined;
  const ctx: Ctx = { config, env, out: [], catalog: hasModels ? readModelCatalog(cfg) : undefined };
  const agents = own(cfg, "agents");
  if (agents === undefined) return [];
  if (!isRecord(agents)) {
    add(ctx, ["agents"], "agentsNotObject", LINT.agentsNotObject(agents));
    return diagnosticsOf(config, ctx.out);
  }
  const defaults = own(agents, "defaults");
  lintPath(ctx, own(defaults, "workspace"), ["agents", "defaults"], "workspace");
  const defaultsModel = own(defaults, "model");
  if (defaultsModel !== undefined) {
    lintModel(ctx, defaultsModel, ["agents", "defaults", "model"], modelPrimaryOf(defaultsModel));
  }
  const raw = own(agents, "list");
  if (raw !== undefined && !Array.isArray(raw)) add(ctx, ["agents", "list"], "listNotArray", LINT.listNotArray(raw));
  const state = resolveStateDir(env, profile);
  const folders = { state, agents: joinPath(state, "agents") };
  const byIndex = new Map(list.agents.map((a) => [a.index, a]));
  const models = own(cfg, "models");
  (arr(raw) ?? []).forEach((entry, index) => {
    steps.step();
    const path: JsonPath = ["agents", "list", index];
    const agent = byIndex.get(index);
    if (!isRecord(entry) || !agent) return add(ctx, path, "entryNotObject", LINT.entryNotObject(entry));
    const firstIndex = agent.reachable ? undefined : list.byId.get(agent.id)?.index;
    const last = memory?.findings.get(entry);
    if (
      last &&
      last.agent === agent &&
      last.chosenIndex === list.chosenIndex &&
      last.firstIndex === firstIndex &&
      last.models === models
    ) {
      for (const finding of last.findings) ctx.out.push(finding);
      return;
    }
    const entryCtx: Ctx = { ...ctx, out: [] };
    lintEntry(entryCtx, entry, path, agent, list, folders);
    if (memory) memory.linted.count++;
    memory?.findings.set(entry, { findings: entryCtx.out, agent, chosenIndex: list.chosenIndex, firstIndex, models });
    for (const finding of entryCtx.out) ctx.out.push(finding);
  });
  return diagnosticsOf(config, ctx.out);
}

/** One entry's lints, given its resolution. */
function lintEntry(
  ctx: Ctx,
  entry: Record<string, unknown>,
  path: JsonPath,
  agent: ResolvedAgent,
  list: AgentList,
  folders: { state: string; agents: string },
): void {
  const index = agent.index;
  const rawId = own(entry, "id");
  if (typeof rawId !== "string" || !rawId.trim()) add(ctx, childPath(path, "id"), "badId", LINT.badId(rawId, agent.id));
  if (!agent.reachable) {
    const first = list.byId.get(agent.id);
    if (first) add(ctx, childPath(path, "id"), "duplicateId", LINT.duplicateId(agent.id, first.path));
  }
  const mark = own(entry, "default");
  if (isMarkedDefault(entry) && index !== list.chosenIndex) {
    const chosen: JsonPath = ["agents", "list", list.chosenIndex ?? 0];
    add(ctx, childPath(path, "default"), "severalDefaults", LINT.severalDefaults(chosen), {
      kind: "several-defaults",
      chosen,
    });
  }
  if (mark !== undefined && typeof mark !== "boolean") {
    add(ctx, childPath(path, "default"), "defaultNotBoolean", LINT.defaultNotBoolean(mark));
  }
  lintPath(ctx, own(entry, "workspace"), path, "workspace");
  lintPath(ctx, own(entry, "agentDir"), path, "agentDir");
  const model = own(entry, "model");
  if (model !== undefined) lintModel(ctx, model, childPath(path, "model"), agent.model.primary.value);
  const skills = own(entry, "skills");
  if (skills !== undefined) lintSkills(ctx, skills, childPath(path, "skills"));
  lintFolders(ctx, agent, folders);
}

/** Every SC1xx diagnostic of a config, given the simulated environment (variables and cwd matter to paths). */
export function lintScope(config: Located, env: Env, profile: HarnessProfile): Diagnostic[] {
  return lintResolved(config, resolveAgentList(config, env, profile), env, profile);
}
