/**
 * Which tools an OpenClaw agent may use in a session, and the layer that refuses each of the rest: the release's
 * tool-policy pipeline (docs/openclaw-cli/tool-policy.md §4-5). Each present step keeps the tools its lists accept;
 * a tool is allowed when every step accepts it, and the first step that does not is the layer that refused it, by
 * its deny list ("deny") or by leaving it out of its allow list ("allow"). The steps, in order: the tool profile
 * (with alsoAllow), the model provider's profile, `tools`, `tools.byProvider`, the agent's `tools`, the agent's
 * `tools.byProvider`, `toolsBySender["*"]`, the sandbox's lists (a sandboxed session only), and the sub-agent deny
 * lists (a sub-agent session only). No OpenClaw command prints this; the recordings come from the release's own
 * compiled functions (scripts/openclaw/tool-policy-probe.mjs).
 */
import type { JsonPath } from "../diagnostics";
import { isRecord, own } from "../safe";
import type { RosterAgent } from "./agents";
import type { SandboxMode } from "./agent-sandbox";
import type { SandboxTools } from "./sandbox-tools";

export type ToolProfileId = "minimal" | "coding" | "messaging" | "full";

/** A release's tool names and the lists its layers start from (releases/<r>/tool-policy.ts). */
export interface ToolPolicyRules {
  /** The core tools, in the release's catalog order (what an agent's answer lists). */
  readonly catalog: readonly string[];
  /** `group:<name>` to its tools (group:openclaw included). */
  readonly groups: Readonly<Record<string, readonly string[]>>;
  readonly profiles: Readonly<Record<ToolProfileId, readonly string[]>>;
  readonly aliases: Readonly<Record<string, string>>;
  /** Names the release reads as others before matching (2026.9: update_plan is progress_card). */
  readonly renames: Readonly<Record<string, readonly string[]>>;
  readonly subagent: {
    /** Denied to every sub-agent. */
    readonly always: readonly string[];
    /** Denied as well to a sub-agent that may not spawn (a leaf). */
    readonly leaf: readonly string[];
    /** `agents.defaults.subagents.maxSpawnDepth` when unset. */
    readonly maxSpawnDepth: number;
    /** Whether naming a tool in `tools.subagents.tools.allow`/`alsoAllow` lifts it from the deny lists (2026.7). */
    readonly allowRegrants: boolean;
  };
}

/** The tools group:openclaw leaves out: the files', the runtime's and canvas (every other core tool is in it). */
const NOT_OPENCLAW: readonly string[] = ["ls", "read", "write", "edit", "apply_patch", "exec", "process", "canvas"];

/** A release's rules from its tool groups and aliases (its sandbox's) and the lists only the tool policy has. */
export function toolPolicyRules(
  tools: {
    readonly groups: Readonly<Record<string, readonly string[]>>;
    readonly aliases: Readonly<Record<string, string>>;
  },
  own: Pick<ToolPolicyRules, "profiles" | "renames" | "subagent">,
): ToolPolicyRules {
  const catalog = [...new Set(Object.values(tools.groups).flat())];
  return {
    ...own,
    catalog,
    groups: { "group:openclaw": catalog.filter((t) => !NOT_OPENCLAW.includes(t)), ...tools.groups },
    aliases: tools.aliases,
  };
}

/** The session a tool is asked for: the agent's main session, another of its sessions, a sub-agent it spawned. */
export type ToolSession = "main" | "other" | "subagent";
export const TOOL_SESSIONS: readonly ToolSession[] = ["main", "other", "subagent"];

export type ToolRule = "allow" | "deny";

/** One layer of the pipeline as the config sets it: its label (the release's own), lists and where each came from. */
export interface ToolStep {
  readonly label: string;
  readonly allow?: readonly string[];
  readonly deny?: readonly string[];
  readonly from: { readonly allow?: JsonPath; readonly deny?: JsonPath };
  /** Deny entries the release adds itself (no config path). */
  readonly builtInDeny?: readonly string[];
}

export interface ToolVerdict {
  readonly tool: string;
  readonly allowed: boolean;
  /** The refusing layer's label and how it refused (absent when allowed). */
  readonly layer?: string;
  readonly rule?: ToolRule;
  /** The config path that refused it (absent for a built-in list). */
  readonly from?: JsonPath;
}

/** An agent's tools in one session, in the words of the recordings (allowed, removedBy, removedRule). */
export interface OpenClawSessionTools {
  readonly session: ToolSession;
  readonly sandboxed: boolean;
  readonly allowed: readonly string[];
  readonly removedBy: Readonly<Record<string, string>>;
  readonly removedRule: Readonly<Record<string, ToolRule>>;
}

export interface OpenClawAgentTools {
  readonly agentId: string;
  /** The tool profile in force (the agent's, else the config's). */
  readonly profile?: ToolProfileId;
  readonly sessions: readonly OpenClawSessionTools[];
  /** For each refused tool of each session, the config path that refused it. */
  readonly from: Readonly<Record<ToolSession, Readonly<Record<string, JsonPath>>>>;
}

/** The model a session runs on (byProvider keys match it); none when the agent's model is unknown. */
export interface ToolModel {
  readonly provider: string;
  readonly model: string;
}

export interface ToolContext {
  readonly rules: ToolPolicyRules;
  readonly mode: SandboxMode;
  readonly sandboxTools: SandboxTools;
  readonly model: ToolModel | undefined;
  /** Results shared by agents whose pipelines are alike (one per config reading). */
  readonly cache?: ToolCache;
}

/** What agents with alike pipelines share: their results, by a key naming each step (the sandbox's lists by object). */
export interface ToolCache {
  readonly results: Map<string, SessionResult>;
  readonly lists: Map<SandboxTools, number>;
  /** The shared layers of agents with no tool policy of their own, by the model they run on. */
  readonly plain: Map<string, { readonly steps: readonly ToolStep[]; readonly key: string }>;
  /** The sub-agent layer (the config's alone), once. */
  subagent?: ToolStep;
  /** The whole answer of agents with no tool policy of their own, by model, sandbox mode and lists. */
  readonly agents: Map<string, Omit<OpenClawAgentTools, "agentId">>;
}

export const toolCache = (): ToolCache => ({
  results: new Map(),
  lists: new Map(),
  plain: new Map(),
  agents: new Map(),
});

/** The sandbox's lists named by their object: agents without lists of their own share one. */
function listIdOf(context: ToolContext, cache: ToolCache | undefined): number {
  if (!cache) return -1;
  const { lists } = cache;
  const id = lists.get(context.sandboxTools);
  if (id !== undefined) return id;
  lists.set(context.sandboxTools, lists.size);
  return lists.size - 1;
}

/** The keys of an agent's `tools` that set a layer of its own (exec and the sandbox's lists are read elsewhere). */
const OWN_LAYERS = ["profile", "alsoAllow", "allow", "deny", "byProvider", "toolsBySender"];

export interface SessionResult {
  readonly allowed: readonly string[];
  readonly removedBy: Record<string, string>;
  readonly removedRule: Record<string, ToolRule>;
  readonly from: Record<string, JsonPath>;
}

const PROFILES: readonly string[] = ["minimal", "coding", "messaging", "full"];
const unique = (list: readonly string[]) => [...new Set(list)];
const strings = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.map(String) : undefined);

/** allow/alsoAllow/deny of one config object, as the release picks them (alsoAllow alone restricts nothing). */
function pick(x: unknown, at: JsonPath): Omit<ToolStep, "label"> | undefined {
  if (!isRecord(x)) return undefined;
  const allowList = strings(x["allow"]);
  const also = strings(x["alsoAllow"]) ?? [];
  const deny = strings(x["deny"]);
  const allow = allowList
    ? also.length
      ? allowList.length
        ? unique([...allowList, ...also])
        : unique(["*", ...also])
      : allowList
    : also.length
      ? unique(["*", ...also])
      : undefined;
  if (!allow && !deny) return undefined;
  return {
    ...(allow && { allow }),
    ...(deny && { deny }),
    from: { ...(allowList && { allow: [...at, "allow"] }), ...(deny && { deny: [...at, "deny"] }) },
  };
}

/** The byProvider entry for a model: `provider/model` first, then `provider` (keys trimmed and lower-cased). */
function providerEntry(map: unknown, model: ToolModel | undefined): { key: string; entry: unknown } | undefined {
  if (!model || !isRecord(map)) return undefined;
  const byKey = new Map<string, string>();
  for (const key of Object.keys(map)) {
    const norm = key.trim().toLowerCase();
    if (!byKey.has(norm) || key === norm) byKey.set(norm, key);
  }
  for (const want of [`${model.provider}/${model.model}`.toLowerCase(), model.provider.toLowerCase()]) {
    const key = byKey.get(want);
    if (key !== undefined) return { key, entry: map[key] };
  }
  return undefined;
}

function profileStep(
  label: string,
  profile: unknown,
  alsoAllow: string[] | undefined,
  at: JsonPath,
  rules: ToolPolicyRules,
): ToolStep | undefined {
  if (typeof profile !== "string" || !PROFILES.includes(profile)) return undefined;
  const list = rules.profiles[profile as ToolProfileId];
  return { label: `${label} (${profile})`, allow: unique([...list, ...(alsoAllow ?? [])]), from: { allow: at } };
}

/** The layers the config sets for an agent's session, in the release's order. */
export function toolSteps(config: unknown, agent: RosterAgent, session: ToolSession, context: ToolContext): ToolStep[] {
  return [...policySteps(config, agent, context), ...sessionSteps(config, agent, session, context)];
}

/** The layers every session of the agent has: the profiles, the config's, the agent's and the sender's lists. */
function policySteps(config: unknown, agent: RosterAgent, context: ToolContext): ToolStep[] {
  const { rules, model } = context;
  const base: JsonPath = agent.source ? [...agent.source.path] : ["agents", "list", agent.id];
  const mine = own(agent.entry, "tools");
  const global = own(config, "tools");
  const steps: (ToolStep | undefined)[] = [];
  const mineProfile = own(mine, "profile");
  const profileAt: JsonPath = mineProfile !== undefined ? [...base, "tools", "profile"] : ["tools", "profile"];
  const also = strings(own(mine, "alsoAllow")) ?? strings(own(global, "alsoAllow"));
  steps.push(profileStep("tools.profile", mineProfile ?? own(global, "profile"), also, profileAt, context.rules));
  const g = providerEntry(own(global, "byProvider"), model);
  const a = providerEntry(own(mine, "byProvider"), model);
  const aProfile = own(a?.entry, "profile");
  const pAt: JsonPath =
    aProfile !== undefined && a
      ? [...base, "tools", "byProvider", a.key, "profile"]
      : ["tools", "byProvider", g?.key ?? "", "profile"];
  const pAlso = strings(own(a?.entry, "alsoAllow")) ?? strings(own(g?.entry, "alsoAllow"));
  steps.push(profileStep("tools.byProvider.profile", aProfile ?? own(g?.entry, "profile"), pAlso, pAt, rules));
  const labelled = (label: string, s: Omit<ToolStep, "label"> | undefined) => s && { label, ...s };
  steps.push(labelled("tools.allow", pick(global, ["tools"])));
  if (g) steps.push(labelled("tools.byProvider.allow", pick(g.entry, ["tools", "byProvider", g.key])));
  const agentLabel = `agents.${agent.id}.tools`;
  steps.push(labelled(`${agentLabel}.allow`, pick(mine, [...base, "tools"])));
  if (a) steps.push(labelled(`${agentLabel}.byProvider.allow`, pick(a.entry, [...base, "tools", "byProvider", a.key])));
  const senders = isRecord(own(mine, "toolsBySender")) ? own(mine, "toolsBySender") : own(global, "toolsBySender");
  const sendersAt: JsonPath = isRecord(own(mine, "toolsBySender"))
    ? [...base, "tools", "toolsBySender", "*"]
    : ["tools", "toolsBySender", "*"];
  steps.push(labelled("tools.toolsBySender", pick(own(senders, "*"), sendersAt)));
  return steps.filter((s): s is ToolStep => s !== undefined);
}

/** The layers a kind of session adds: the sandbox's lists (a sandboxed session), the sub-agent deny lists. */
function sessionSteps(config: unknown, agent: RosterAgent, session: ToolSession, context: ToolContext): ToolStep[] {
  const base: JsonPath = agent.source ? [...agent.source.path] : ["agents", "list", agent.id];
  const steps: ToolStep[] = [];
  if (isSandboxed(context.mode, session)) steps.push(sandboxStep(context.sandboxTools, base));
  if (session === "subagent") {
    const cache = context.cache;
    steps.push(cache ? (cache.subagent ??= subagentStep(config, context.rules)) : subagentStep(config, context.rules));
  }
  return steps;
}

const SANDBOX_LABEL = "sandbox tools.allow";

export function isSandboxed(mode: SandboxMode, session: ToolSession): boolean {
  return mode === "all" || (mode === "non-main" && session !== "main");
}

function sandboxStep(tools: SandboxTools, base: JsonPath): ToolStep {
  const at = (field: "allow" | "deny"): JsonPath | undefined => {
    const s = tools.sources[field];
    const last = s.key.slice(s.key.lastIndexOf(".") + 1);
    if (s.source === "agent") return [...base, "tools", "sandbox", "tools", last];
    if (s.source === "global") return ["tools", "sandbox", "tools", last];
    return undefined;
  };
  const allowAt = at("allow");
  const denyAt = at("deny");
  return {
    label: SANDBOX_LABEL,
    allow: tools.allow,
    deny: tools.deny,
    from: { ...(allowAt && { allow: allowAt }), ...(denyAt && { deny: denyAt }) },
  };
}

/** A sub-agent one spawn deep: an orchestrator while the release lets it spawn again, else a leaf. */
function subagentStep(config: unknown, rules: ToolPolicyRules): ToolStep {
  const configured = own(own(own(config, "tools"), "subagents"), "tools");
  const allow = strings(own(configured, "allow"));
  const also = strings(own(configured, "alsoAllow"));
  const deny = strings(own(configured, "deny")) ?? [];
  const raw = own(own(own(own(config, "agents"), "defaults"), "subagents"), "maxSpawnDepth");
  const max = typeof raw === "number" && Number.isInteger(raw) ? Math.max(1, raw) : rules.subagent.maxSpawnDepth;
  const leaf = 1 >= max;
  const { normalize } = toolNames(rules);
  const regranted = new Set(rules.subagent.allowRegrants ? [...(allow ?? []), ...(also ?? [])].map(normalize) : []);
  const builtIn = [...rules.subagent.always, ...(leaf ? rules.subagent.leaf : [])].filter((t) => !regranted.has(t));
  const at: JsonPath = ["tools", "subagents", "tools"];
  return {
    label: "subagent tools.allow",
    ...(allow && { allow: also ? unique([...allow, ...also]) : allow }),
    deny: [...builtIn, ...deny],
    builtInDeny: builtIn,
    from: { ...(allow && { allow: [...at, "allow"] }), deny: [...at, "deny"] },
  };
}

/** How the release reads a name (trimmed, lower-cased, aliases followed) and a list (renames and groups expanded). */
export function toolNames(rules: ToolPolicyRules) {
  const normalize = (n: string) => {
    const low = n.trim().toLowerCase();
    return Object.hasOwn(rules.aliases, low) ? (rules.aliases[low] as string) : low;
  };
  const expand = (list: readonly string[]) => {
    const out: string[] = [];
    for (const raw of list) {
      const n = normalize(raw);
      if (!n) continue;
      for (const renamed of Object.hasOwn(rules.renames, n) ? (rules.renames[n] as readonly string[]) : [n])
        out.push(...(Object.hasOwn(rules.groups, renamed) ? (rules.groups[renamed] as readonly string[]) : [renamed]));
    }
    return unique(out);
  };
  return { normalize, expand };
}

type Matcher = (name: string) => boolean;

function matcherOf(patterns: readonly string[]): Matcher {
  if (patterns.includes("*")) return () => true;
  const exact = new Set(patterns.filter((p) => !p.includes("*")));
  const escape = (part: string) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  const globs = patterns
    .filter((p) => p.includes("*"))
    .map((p) => new RegExp(`^${p.split("*").map(escape).join(".*")}$`));
  return globs.length ? (n) => exact.has(n) || globs.some((g) => g.test(n)) : (n) => exact.has(n);
}

interface Compiled {
  readonly step: ToolStep;
  readonly denies: Matcher;
  readonly builtIn: Matcher;
  /** undefined: no allow patterns (everything passes the allow side). */
  readonly allows: Matcher | undefined;
}

function compile(step: ToolStep, rules: ToolPolicyRules): Compiled {
  const { expand } = toolNames(rules);
  const allow = expand(step.allow ?? []);
  return {
    step,
    denies: matcherOf(expand(step.deny ?? [])),
    builtIn: matcherOf(expand(step.builtInDeny ?? [])),
    allows: allow.length ? matcherOf(allow) : undefined,
  };
}

function verdictOf(tool: string, compiled: readonly Compiled[], rules: ToolPolicyRules): ToolVerdict {
  const n = toolNames(rules).normalize(tool);
  for (const c of compiled) {
    if (c.denies(n)) {
      const from = c.builtIn(n) ? undefined : c.step.from.deny;
      return { tool, allowed: false, layer: c.step.label, rule: "deny", ...(from && { from }) };
    }
    if (!c.allows || c.allows(n) || (n === "apply_patch" && c.allows("write"))) continue;
    const from = c.step.from.allow;
    return { tool, allowed: false, layer: c.step.label, rule: "allow", ...(from && { from }) };
  }
  return { tool, allowed: true };
}

/** Whether one tool (any name: a core tool, a plugin's, a channel's) is allowed in an agent's session, and why not. */
export function decideTool(
  config: unknown,
  agent: RosterAgent,
  session: ToolSession,
  tool: string,
  context: ToolContext,
): ToolVerdict {
  const compiled = toolSteps(config, agent, session, context).map((s) => compile(s, context.rules));
  return verdictOf(tool, compiled, context.rules);
}

function sessionResult(steps: readonly ToolStep[], rules: ToolPolicyRules): SessionResult {
  const compiled = steps.map((s) => compile(s, rules));
  const allowed: string[] = [];
  const removedBy: Record<string, string> = {};
  const removedRule: Record<string, ToolRule> = {};
  const from: Record<string, JsonPath> = {};
  for (const tool of rules.catalog) {
    const v = verdictOf(tool, compiled, rules);
    if (v.allowed) allowed.push(tool);
    else {
      removedBy[tool] = v.layer as string;
      removedRule[tool] = v.rule as ToolRule;
      if (v.from) from[tool] = v.from;
    }
  }
  return { allowed, removedBy, removedRule, from };
}

/** The catalog's tools under these steps (shared through the context's cache by agents whose steps are alike). */
export function sessionTools(steps: readonly ToolStep[], context: ToolContext, known?: string): SessionResult {
  const cache = context.cache;
  if (!cache) return sessionResult(steps, context.rules);
  const key = known ?? keyOf(steps, context, cache);
  let result = cache.results.get(key);
  if (!result) {
    result = sessionResult(steps, context.rules);
    cache.results.set(key, result);
  }
  return result;
}

/** A key naming the steps: each written out, but the sandbox's long lists named by their object (shared). */
function keyOf(steps: readonly ToolStep[], context: ToolContext, cache: ToolCache): string {
  const listId = () => listIdOf(context, cache);
  return steps
    .map((s) =>
      s.label === SANDBOX_LABEL ? `${SANDBOX_LABEL}#${listId()}#${JSON.stringify(s.from)}` : JSON.stringify(s),
    )
    .join("\u0000");
}

/** An agent's tools in its main session, another session and a sub-agent's. */
export function agentTools(config: unknown, agent: RosterAgent, context: ToolContext): OpenClawAgentTools {
  const { cache } = context;
  const mine = own(agent.entry, "tools");
  const plain = cache && !(isRecord(mine) && OWN_LAYERS.some((k) => mine[k] !== undefined));
  const modelKey = `${context.model?.provider ?? ""}/${context.model?.model ?? ""}`;
  // An agent with no tool policy of its own answers as every such agent on its model, mode and sandbox lists.
  const alikeKey = plain ? `${modelKey}\u0000${context.mode}\u0000${listIdOf(context, cache)}` : undefined;
  const alike = alikeKey === undefined ? undefined : cache?.agents.get(alikeKey);
  if (alike) return { agentId: agent.id, ...alike };
  // The layers all its sessions share are read (and named) once; each session adds its own.
  let known = plain ? cache.plain.get(modelKey) : undefined;
  if (!known) {
    const steps = policySteps(config, agent, context);
    known = { steps, key: cache ? keyOf(steps, context, cache) : "" };
    if (plain) cache.plain.set(modelKey, known);
  }
  const { steps: shared, key: sharedKey } = known;
  const sessions: OpenClawSessionTools[] = [];
  const from = {} as Record<ToolSession, Record<string, JsonPath>>;
  for (const session of TOOL_SESSIONS) {
    const added = sessionSteps(config, agent, session, context);
    const key = cache ? `${sharedKey}\u0001${keyOf(added, context, cache)}` : undefined;
    const result = sessionTools([...shared, ...added], context, key);
    sessions.push({
      session,
      sandboxed: isSandboxed(context.mode, session),
      allowed: result.allowed,
      removedBy: result.removedBy,
      removedRule: result.removedRule,
    });
    from[session] = result.from;
  }
  const mineProfile = own(mine, "profile");
  const profile = mineProfile ?? own(own(config, "tools"), "profile");
  const answer = {
    ...(typeof profile === "string" && PROFILES.includes(profile) && { profile: profile as ToolProfileId }),
    sessions,
    from,
  };
  if (alikeKey !== undefined) cache?.agents.set(alikeKey, answer);
  return { agentId: agent.id, ...answer };
}
