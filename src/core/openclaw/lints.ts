/**
 * What OpenClaw's own `config validate` does not say, found on the same simulated machine as its answer (reasons as
 * data, sentences in texts.ts): an agent merged into another or renamed (2026.7), a roster the CLI never reads, a
 * default chosen by list order (2026.7), agents sharing a workspace, a `${NAME}` that makes a path relative.
 *
 * Where they apply: a document the CLI does not read gets `roster-ignored` only (its roster is not in effect). A
 * document it reads gets the lints about its text (renamed, merged, `${NAME}`) even when validate rejects it, and
 * the lints about the listed agents (default by order, shared workspace) only when validate accepts it (a rejected
 * config lists no agents). A text that is not JSON5 gets none.
 */
import type { JsonPath } from "../diagnostics";
import { isRecord, own, type KeysOf } from "../safe";
import { workspaceRuleOf, type Roster, type RosterAgent } from "./agents";
import type { OpenClawReading } from "./evaluate";
import { OPENCLAW_VARIABLES, isRelativePath, leadingVariable, resolvePath, variableLookup } from "./places";
import { OPENCLAW_RELEASES } from "./releases";
import { agentModels } from "./agent-models";
import { agentAnswer, perListedAgent, toolDecider } from "./agent-answers";
import type { OpenClawAgent, OpenClawEnvironment, OpenClawLint } from "./types";
import { routingLints } from "./routing/lints";

/** The variables that move the file the CLI reads. */
const MOVERS = [OPENCLAW_VARIABLES.home, OPENCLAW_VARIABLES.stateDir, OPENCLAW_VARIABLES.configPath] as const;
/** The path fields of an agent entry a `${NAME}` can make relative. */
const ENTRY_PATHS = ["workspace", "agentDir"] as const;

/** The lints for a reading of `configText` (the document at `env.configAt`), in a fixed order. */
export function lintOpenClaw(
  reading: OpenClawReading,
  configText: string | undefined,
  env: OpenClawEnvironment,
): OpenClawLint[] {
  const { answer } = reading;
  if (configText === undefined) return [];
  if (!answer.documentRead) return env.configAt === null ? [] : [rosterIgnored(reading, env.configAt, env)];
  if (reading.config === undefined) return [];
  const lints: OpenClawLint[] = [];
  lints.push(...OPENCLAW_RELEASES[answer.profile].idLints(reading.config, reading.keysOf, reading.entries));
  if (answer.verdict.valid && reading.roster) {
    const { roster } = reading;
    const first = roster.agents[0];
    if (roster.defaultBy === "first-in-list" && first) {
      lints.push({ kind: "default-by-order", path: entryPath(first), id: first.id, count: roster.agents.length });
    }
    lints.push(...sharedWorkspaces(reading));
    lints.push(...droppedFallbacks(reading));
    lints.push(...unmatchedSkills(reading));
    lints.push(...overriddenAllows(reading));
    lints.push(...routingLints(reading.config, roster, OPENCLAW_RELEASES[answer.profile].routeRules));
  }
  // The path fields both lints below report on, found in one pass over the entries.
  const paths = pathFields(reading.written, (f) => leadingVariable(f) !== undefined || writtenOddly(f), reading.keysOf);
  lints.push(...relativeVariables(reading, env, paths));
  lints.push(...writtenPaths(reading, paths));
  return lints;
}

/**
 * Agents that name their own model without fallbacks (a string, or an object with a `primary` and no `fallbacks`)
 * while agents.defaults.model has some: the agent runs with none, and nothing says so.
 */
function droppedFallbacks(reading: OpenClawReading): OpenClawLint[] {
  const roster = reading.roster;
  if (!roster) return [];
  const rules = OPENCLAW_RELEASES[reading.answer.profile].modelRules;
  // The defaults' fallbacks, as an agent with no model of its own reads them.
  const defaults = agentModels(reading.config, { id: "", entry: {} }, rules).fallbacks;
  const strings = defaults.filter((f): f is string => typeof f === "string");
  if (strings.length === 0) return [];
  const modelsOf = agentAnswer(reading, reading.answer.profile, "models");
  if (!modelsOf) return [];
  // Each agent's finding depends on its entry and the defaults alone: kept with its answers.
  const found = perListedAgent(reading, reading.answer.profile, "lint dropped fallbacks", (agent) => {
    const model = agent.entry["model"];
    // No model of its own (or an empty one): the defaults' fallbacks are its own; its models need not be read.
    if (!model) return undefined;
    const models = modelsOf(agent);
    const saysNone = typeof model === "object" && model !== null && Object.hasOwn(model, "fallbacks");
    if (models.modelConfig.fallbacksSource !== "agent" || saysNone || !agent.source) return undefined;
    if (!models.from.defaultModel) return undefined;
    const lint: OpenClawLint = {
      kind: "model-drops-fallbacks",
      path: [...agent.source.path, "model"],
      id: agent.id,
      model: models.defaultModel,
      fallbacks: strings,
    };
    return lint;
  });
  return found.filter((lint) => lint !== undefined);
}

/**
 * The names a skills filter gives that no skill the release ships is called: each matches nothing (no globs, no
 * case folding), without a word. One finding per filter entry, whether the filter is an agent's or the defaults'.
 */
function unmatchedSkills(reading: OpenClawReading): OpenClawLint[] {
  const roster = reading.roster;
  if (!roster) return [];
  const shipped = OPENCLAW_RELEASES[reading.answer.profile].skills;
  const known = [...shipped.bundled, ...shipped.plugins, ...shipped.custodian];
  const knownNames = new Set(known);
  const seen = new Set<string>();
  const out: OpenClawLint[] = [];
  // Each listed agent's skills, as its card has them.
  const skillsOf = agentAnswer(reading, reading.answer.profile, "skills");
  if (!skillsOf) return [];
  // The names an agent's filter gives that no skill is called, with where each is: they depend on its entry and what
  // lies outside the entries alone (kept with its answers). Every agent without a filter of its own reads the defaults'
  // one: the names it gives that no skill is called are the same for each of them (knownNames holds every agent's
  // skills), so one such agent is read for all.
  const unmatchedOf = (agent: RosterAgent): readonly OpenClawLint[] => {
    const skills = skillsOf(agent);
    if (!skills.from || skills.unmatched.length === 0) return NO_LINTS;
    const list = skills.from.reduce<unknown>(
      (v, k) => (Array.isArray(v) && typeof k === "number" ? v[k] : own(v, String(k))),
      reading.written,
    );
    if (!Array.isArray(list)) return NO_LINTS;
    const unmatched = new Set(skills.unmatched);
    const found: OpenClawLint[] = [];
    list.forEach((entry, index) => {
      const name = String(entry).trim();
      if (!unmatched.has(name) || knownNames.has(name)) return;
      const closest = known.find((k) => k.toLowerCase() === name.toLowerCase());
      found.push({ kind: "skill-unmatched", path: [...skills.from!, index], name, ...(closest && { closest }) });
    });
    return found;
  };
  const inherited = roster.agents.find((agent) => !Object.hasOwn(agent.entry, "skills"));
  const perAgent = perListedAgent(reading, reading.answer.profile, "lint unmatched skills", (agent) =>
    Object.hasOwn(agent.entry, "skills") ? unmatchedOf(agent) : NO_LINTS,
  );
  for (const [i, agent] of roster.agents.entries()) {
    const found = agent === inherited ? unmatchedOf(agent) : perAgent[i]!;
    for (const lint of found) {
      const at = JSON.stringify(lint.path);
      if (seen.has(at)) continue;
      seen.add(at);
      out.push(lint);
    }
  }
  return out;
}

/** A template's placeholder left in a path: `__HOME__`, `<username>`, `YOUR_USERNAME`, `{{home}}`, a bare `$HOME`. */
const PLACEHOLDER = /__[A-Z][A-Z0-9_]*__|<[A-Za-z][\w -]*>|\bYOUR_[A-Z0-9_]+\b|\{\{[^}]*\}\}|\$(?!\{)[A-Z][A-Z0-9_]*/;
/**
 * The path a template's placeholder or a Windows user folder stands for, written from the home folder (`~/...`):
 * `__HOME__/x`, `$HOME/x`, `{{home}}/x`, `/home/<username>/x`, `/Users/YOUR_USERNAME/x`, `C:\\Users\\ada\\x`
 * give `~/x`. Undefined when the placeholder stands for something else (a project's name): no folder is obvious.
 */
export function homePathOf(written: string): string | undefined {
  const home = /^(?:__HOME(?:_DIR)?__|\$HOME|\{\{\s*home\s*\}\}|<home>)(?=\/|$)/i.exec(written);
  const user =
    /^\/(?:home|Users)\/(?:<[A-Za-z][\w -]*>|YOUR_[A-Z0-9_]+|__[A-Z][A-Z0-9_]*__|\{\{[^}]*\}\})(?=\/|$)/.exec(written);
  const windows = /^[A-Za-z]:[\\/]Users[\\/][^\\/]+(?=[\\/]|$)/i.exec(written);
  const found = home ?? user ?? windows;
  if (!found) return undefined;
  const rest = written.slice(found[0].length).replaceAll("\\", "/");
  return `~${rest}`;
}

/** A Windows path (a drive letter, or backslashes), which Linux and macOS read as one relative name. */
const WINDOWS = /^[A-Za-z]:[\\/]|\\/;

/** A path written as a template or for Windows (writtenPaths). */
const writtenOddly = (field: string) => PLACEHOLDER.test(field) || WINDOWS.test(field);

/**
 * Paths written as a template or for Windows: OpenClaw reads both as written, so they end up as folders no one
 * meant (a placeholder stays a folder's name; `C:\\x` is a file name relative to the folder the command runs in).
 */
function writtenPaths(reading: OpenClawReading, paths: readonly [JsonPath, string][]): OpenClawLint[] {
  const { home, cwd } = reading.places;
  const out: OpenClawLint[] = [];
  const fields = [...paths.filter(([, field]) => writtenOddly(field)), ...pluginPaths(reading.written)];
  for (const [path, field] of fields) {
    if (typeof field !== "string") continue;
    const placeholder = PLACEHOLDER.exec(field)?.[0];
    if (placeholder !== undefined) {
      out.push({ kind: "path-placeholder", path, placeholder, resolved: resolvePath(field, home, cwd) });
    } else if (WINDOWS.test(field)) {
      out.push({ kind: "windows-path", path, written: field, resolved: resolvePath(field, home, cwd) });
    }
  }
  return out;
}

function pluginPaths(written: unknown): [JsonPath, unknown][] {
  const paths = own(own(own(written, "plugins"), "load"), "paths");
  return Array.isArray(paths) ? paths.map((p, i): [JsonPath, unknown] => [["plugins", "load", "paths", i], p]) : [];
}

function rosterIgnored(reading: OpenClawReading, document: string, env: OpenClawEnvironment): OpenClawLint {
  const movedBy = MOVERS.filter((name) => Object.hasOwn(env.vars, name) && env.vars[name]?.trim());
  return { kind: "roster-ignored", path: [], document, readFrom: reading.places.configPath, movedBy };
}

const entryPath = (agent: RosterAgent): JsonPath => agent.source?.path ?? [];

/** Agents of an accepted config that resolve to the same workspace: one lint per folder, on the second agent. */
function sharedWorkspaces(reading: OpenClawReading): OpenClawLint[] {
  const { roster } = reading;
  const listed = reading.answer.agents;
  if (!roster || !listed) return [];
  // Kept from the last roster while the rows that changed (a keystroke's one) keep a folder no other agent has.
  return reading.recall.across<SharedWorkspaces>("lint shared workspaces", (last) =>
    last && sameSharing(last, listed) ? { ...last, listed } : shareWorkspaces(reading, roster, listed),
  ).lints;
}

interface SharedWorkspaces {
  readonly listed: readonly OpenClawAgent[];
  /** The folders two agents or more share. */
  readonly shared: ReadonlySet<string>;
  readonly lints: OpenClawLint[];
}

/** Whether `listed` shares the folders `last` found: every row that differs has the same folder, one no other has. */
function sameSharing(last: SharedWorkspaces, listed: readonly OpenClawAgent[]): boolean {
  if (last.listed.length !== listed.length) return false;
  for (let i = 0; i < listed.length; i++) {
    const [before, now] = [last.listed[i]!, listed[i]!];
    if (before !== now && (before.workspace !== now.workspace || last.shared.has(now.workspace))) return false;
  }
  return true;
}

function shareWorkspaces(reading: OpenClawReading, roster: Roster, listed: readonly OpenClawAgent[]): SharedWorkspaces {
  const { config, places } = reading;
  // The folders as listed (agents list has one row per roster agent, in its order): where each is first met, and
  // the agents that meet one again (a keystroke goes over every agent; the groups are made for the folders shared).
  const first = new Map<string, number>();
  const again: number[] = [];
  roster.agents.forEach((_, i) => {
    const folder = listed[i]!.workspace;
    if (first.has(folder)) again.push(i);
    else first.set(folder, i);
  });
  const byFolder = new Map<string, { ids: string[]; second?: JsonPath }>();
  for (const i of again) {
    const agent = roster.agents[i]!;
    const folder = listed[i]!.workspace;
    let group = byFolder.get(folder);
    if (!group) byFolder.set(folder, (group = { ids: [roster.agents[first.get(folder)!]!.id] }));
    group.ids.push(agent.id);
    // The rule read for a second agent alone.
    if (group.ids.length === 2) {
      const own_ = workspaceRuleOf(agent, roster, config, places).rule === "own";
      group.second = own_ ? [...entryPath(agent), "workspace"] : entryPath(agent);
    }
  }
  // In the order the folders are first met.
  const lints = [...byFolder]
    .sort(([a], [b]) => first.get(a)! - first.get(b)!)
    .map(([folder, group]) => ({
      kind: "shared-workspace" as const,
      path: group.second ?? [],
      ids: group.ids,
      folder,
    }));
  return { listed, shared: new Set(byFolder.keys()), lints };
}

/**
 * The path fields as written (`agents.defaults.workspace` and each entry's workspace and agent folder) whose text
 * `wanted` picks: a keystroke's lints go over every entry, and keep only the few fields they report on.
 */
function pathFields(written: unknown, wanted: (field: string) => boolean, keysOf: KeysOf): [JsonPath, string][] {
  const agents = own(written, "agents");
  const out: [JsonPath, string][] = [];
  const shared = own(own(agents, "defaults"), "workspace");
  if (typeof shared === "string" && wanted(shared)) out.push([["agents", "defaults", "workspace"], shared]);
  const list = own(agents, "list");
  const entries = own(agents, "entries");
  const each = (entry: unknown, at: "list" | "entries", key: string | number) => {
    for (const field of ENTRY_PATHS) {
      const value = own(entry, field);
      if (typeof value === "string" && wanted(value)) out.push([["agents", at, key, field], value]);
    }
  };
  if (Array.isArray(list)) list.forEach((item: unknown, i) => each(item, "list", i));
  if (isRecord(entries)) for (const key of keysOf(entries)) each(entries[key], "entries", key);
  return out;
}

function valueAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>(
    (v, key) => (Array.isArray(v) && typeof key === "number" ? v[key] : own(v, String(key))),
    value,
  );
}

function relativeVariables(
  reading: OpenClawReading,
  env: OpenClawEnvironment,
  paths: readonly [JsonPath, string][],
): OpenClawLint[] {
  const lookup = variableLookup(reading.written, env);
  const out: OpenClawLint[] = [];
  for (const [path, field] of paths) {
    const name = leadingVariable(field);
    const read = valueAt(reading.config, path);
    if (name === undefined || typeof read !== "string" || !isRelativePath(read)) continue;
    const value = lookup(name) ?? null;
    const { home, cwd } = reading.places;
    out.push({ kind: "var-makes-relative", path, name, value, cwd, resolved: resolvePath(read, home, cwd) });
  }
  return out;
}

/**
 * `allow`/`alsoAllow` entries naming a core tool that the agents they apply to are refused anyway: by a deny list (a
 * deny wins) or by an earlier layer's allow list (the tool profile; later lists only filter). The config's and each
 * agent's `tools` lists are decided in the main session, then in the sandboxed ones (a sandbox that denies what the
 * config allows); the sandbox's own lists in the sandboxed sessions (a sandbox that allows what the config denies).
 * An entry is reported when every agent it applies to is refused the tool in that kind of session. Each finding
 * carries a change that lets the tool through for the first such agent, checked by deciding again: the deny entry
 * removed, or the tool added to the list that left it out (the alsoAllow beside the profile, the agent's or the
 * config's; the sandbox's alsoAllow).
 */
function overriddenAllows(reading: OpenClawReading): OpenClawLint[] {
  const roster = reading.roster;
  if (!roster || roster.agents.length === 0) return [];
  const config = reading.config;
  const profile = reading.answer.profile;
  const rules = OPENCLAW_RELEASES[profile].toolPolicy;
  const catalog = new Set(rules.catalog);
  const normalize = (raw: string) => {
    const n = raw.trim().toLowerCase();
    return Object.hasOwn(rules.aliases, n) ? (rules.aliases[n] as string) : n;
  };
  const decide = toolDecider(reading, profile);
  const modeOf = (agent: RosterAgent) => {
    const mode =
      own(own(agent.entry, "sandbox"), "mode") ?? own(own(own(own(config, "agents"), "defaults"), "sandbox"), "mode");
    return mode === "all" || mode === "non-main" ? mode : "off";
  };
  const out: OpenClawLint[] = [];
  const check = (
    tools: unknown,
    at: JsonPath,
    agents: readonly RosterAgent[],
    sessions: readonly ("main" | "other")[],
  ) => {
    for (const field of ["allow", "alsoAllow"] as const) {
      const list = own(tools, field);
      if (!Array.isArray(list)) continue;
      list.forEach((raw: unknown, index) => {
        if (typeof raw !== "string") return;
        const tool = normalize(raw);
        if (!catalog.has(tool) || agents.length === 0) return;
        for (const session of sessions) {
          let first: Refused | undefined;
          let all = true;
          for (const agent of agents) {
            const v = decide(agent, session, tool);
            if (!v || v.allowed) {
              all = false;
              break;
            }
            first ??= { agent, session, layer: v.layer!, rule: v.rule!, ...(v.from && { from: v.from }) };
          }
          if (!all || !first) continue;
          const found = first;
          const fix = allowFix(config, found, tool, normalize, at[0] === "tools", (edited) => {
            const agent = found.agent;
            const entry = agent.source ? valueAt(edited, agent.source.path) : agent.entry;
            return decide({ ...agent, entry: isRecord(entry) ? entry : {} }, session, tool, edited)?.allowed === true;
          });
          out.push({
            kind: "tool-allow-overridden",
            path: [...at, field, index],
            tool,
            agent: found.agent.id,
            session,
            layer: found.layer,
            rule: found.rule,
            ...(found.from && { refusedAt: found.from }),
            ...(fix && { fix }),
          });
          return;
        }
      });
    }
  };
  // Each agent's sandbox mode and the findings of its own lists depend on its entry and what lies outside the entries
  // alone: kept with its answers (most entries of a large roster have no tool settings).
  const perAgent = perListedAgent(reading, profile, "lint overridden allows", (agent) => {
    const mode = modeOf(agent);
    const tools = own(agent.entry, "tools");
    if (!agent.source || !isRecord(tools)) return { mode, found: NO_LINTS };
    const start = out.length;
    const at: JsonPath = [...agent.source.path, "tools"];
    check(tools, at, [agent], mode === "off" ? ["main"] : ["main", "other"]);
    if (mode !== "off") check(own(own(tools, "sandbox"), "tools"), [...at, "sandbox", "tools"], [agent], ["other"]);
    return { mode, found: out.splice(start) };
  });
  const hasOwnSandboxLists = (a: RosterAgent) => isRecord(own(own(own(a.entry, "tools"), "sandbox"), "tools"));
  const sandboxed = roster.agents.filter((_, i) => perAgent[i]!.mode !== "off");
  const everyAgentSandboxed = sandboxed.length === roster.agents.length;
  check(own(config, "tools"), ["tools"], roster.agents, everyAgentSandboxed ? ["main", "other"] : ["main"]);
  check(
    own(own(own(config, "tools"), "sandbox"), "tools"),
    ["tools", "sandbox", "tools"],
    sandboxed.filter((a) => !hasOwnSandboxLists(a)),
    ["other"],
  );
  for (const { found } of perAgent) if (found.length > 0) out.push(...found);
  return out;
}

const NO_LINTS: readonly OpenClawLint[] = [];

interface Refused {
  readonly agent: RosterAgent;
  readonly session: "main" | "other";
  readonly layer: string;
  readonly rule: "allow" | "deny";
  readonly from?: JsonPath;
}

type AllowFix = Extract<OpenClawLint, { kind: "tool-allow-overridden" }>["fix"];

function allowFix(
  config: unknown,
  refused: Refused,
  tool: string,
  normalize: (raw: string) => string,
  configScope: boolean,
  lets: (edited: unknown) => boolean,
): AllowFix | undefined {
  const edited = structuredClone(config) as Record<string, unknown>;
  if (refused.rule === "deny" && refused.from) {
    const deny = valueAt(edited, refused.from);
    if (!Array.isArray(deny)) return undefined;
    const index = deny.findIndex((d: unknown) => typeof d === "string" && normalize(d) === tool);
    if (index < 0) return undefined;
    deny.splice(index, 1);
    return lets(edited) ? { kind: "remove-deny", path: [...refused.from, index] } : undefined;
  }
  const agentTools: JsonPath | undefined = refused.agent.source && [...refused.agent.source.path, "tools"];
  // The lists that would let it through: beside the profile, the agent's alsoAllow (only where it has one: it
  // replaces the config's) or the config's; the sandbox's alsoAllow (the agent's, else the config's); the allow list
  // that left it out.
  // An entry of the config's own lists is mended in the config's lists first; an agent's, in the agent's.
  const scoped = (mine: JsonPath | undefined, config: JsonPath): JsonPath[] =>
    !mine ? [config] : configScope ? [config, mine] : [mine, config];
  const lists: JsonPath[] =
    refused.layer === "sandbox tools.allow"
      ? refused.rule === "allow" && refused.from
        ? [refused.from]
        : scoped(agentTools && [...agentTools, "sandbox", "tools", "alsoAllow"], [
            "tools",
            "sandbox",
            "tools",
            "alsoAllow",
          ])
      : refused.rule === "allow" && refused.from?.at(-1) === "profile"
        ? scoped(agentTools && [...agentTools, "alsoAllow"], ["tools", "alsoAllow"])
        : [];
  for (const list of lists) {
    const holder = valueAt(edited, list.slice(0, -1));
    const existing = valueAt(edited, list);
    if (list.at(-1) === "alsoAllow" && !Array.isArray(existing)) {
      // An agent's new alsoAllow would replace the config's; an allow list beside it is refused by the schema.
      if (agentTools && list.length === agentTools.length + 1 && list[list.length - 2] === "tools") continue;
      if (isRecord(holder) && Array.isArray(holder["allow"]) && holder["allow"].length > 0) continue;
    }
    const trial = structuredClone(config) as Record<string, unknown>;
    if (!appendTo(trial, list, tool)) continue;
    if (lets(trial)) return { kind: "add-to", list };
  }
  return undefined;
}

/** `tool` at the end of the list at `path` of a plain value, the missing objects on the way made. */
function appendTo(root: Record<string, unknown>, path: JsonPath, tool: string): boolean {
  let at: Record<string, unknown> = root;
  for (const key of path.slice(0, -1)) {
    const next = at[String(key)];
    if (next === undefined) at[String(key)] = {};
    else if (!isRecord(next)) return false;
    at = at[String(key)] as Record<string, unknown>;
  }
  const last = String(path.at(-1));
  const list = at[last];
  if (list === undefined) at[last] = [tool];
  else if (Array.isArray(list)) list.push(tool);
  else return false;
  return true;
}
