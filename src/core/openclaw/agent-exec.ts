/**
 * How far each agent's exec calls may go, as `openclaw exec-policy show --json` prints it: for `tools.exec` and each
 * agent's scope, the policy the config asks for (`host`, `security`, `ask` and the `mode` they make), the host's
 * (the approvals document: the agent's entry, else `*`'s, else its defaults, else the config's own), and the
 * effective one: the stricter security, the more asking ask, and an ask fallback never looser than the security.
 * Each value says where it came from, in the CLI's words (`requestedSource`, `hostSource`) and as a path into the
 * config or the approvals document. What differs between releases is the release's (ExecRules): where the document
 * lives, how it is read, which agent the `tools.exec` scope stands for, and the summary's words.
 * docs/openclaw-cli/exec-policy.md has the rules, read from both releases.
 */
import type { JsonPath } from "../diagnostics";
import { isRecord, own } from "../safe";
import type { Roster, RosterAgent } from "./agents";
import { oneReading, type AgentRecall } from "./agent-memory";
import {
  NO_APPROVALS,
  type ApprovalsPolicy,
  type ApprovalsReading,
  type ExecAsk,
  type ExecSecurity,
} from "./exec-approvals";
import type { ExecCallRules } from "./exec-call/decide";
import type { Places } from "./places";

export type ExecMode = "deny" | "allowlist" | "ask" | "auto" | "full";
const MODES: readonly string[] = ["deny", "allowlist", "ask", "auto", "full"];

/** What differs between releases (releases/<release>/index.ts). */
export interface ExecRules {
  /** How the CLI names where the approvals live (`approvalsPath`, and the start of every `hostSource`). */
  readonly approvalsPath: (places: Places) => string;
  /** How it reads the document (exec-approvals.ts). */
  readonly readApprovals: (text: string) => ApprovalsReading;
  /**
   * The agent the `tools.exec` scope stands for: printed as its `agentId` (2026.9) or not (2026.7), the approvals
   * entry it looks up, and the agent no scope of its own is listed for unless it sets `tools.exec`.
   */
  readonly systemScope: (roster: Roster) => { readonly agentId?: string; readonly key: string };
  /** How a scope's `configPath` names an agent's `tools.exec`. */
  readonly agentConfigPath: (id: string) => string;
  /** The summary: whether some scope runs on a node, in its words. */
  readonly note: (nodeScope: boolean) => string;
  /** How it decides one exec call on the gateway host (exec-call/decide.ts). */
  readonly callRules: ExecCallRules;
}

export interface ExecValue<T> {
  readonly requested: T;
  readonly requestedSource: string;
  readonly host: T;
  readonly hostSource: string;
  readonly effective: T;
  readonly note: string;
}

/** One scope as the CLI prints it (key order as printed). */
export interface ExecScope {
  readonly scopeLabel: string;
  readonly configPath: string;
  readonly agentId?: string;
  readonly host: { readonly requested: string; readonly requestedSource: string };
  readonly mode: {
    readonly requested: ExecMode;
    readonly requestedSource: string;
    readonly effective: ExecMode;
    readonly note: string;
  };
  readonly security: ExecValue<ExecSecurity | "unknown">;
  readonly ask: ExecValue<ExecAsk | "unknown">;
  readonly askFallback: { readonly effective: ExecSecurity | "unknown"; readonly source: string };
  readonly runtimeApprovalsSource: "local-file" | "node-runtime";
}

/** Where a scope's values came from: a config path, a place in the approvals document, or nothing (a default). */
export interface ExecScopeFrom {
  readonly host?: JsonPath;
  readonly security?: JsonPath;
  readonly ask?: JsonPath;
  readonly mode?: JsonPath;
  readonly hostSecurity?: JsonPath;
  readonly hostAsk?: JsonPath;
  readonly askFallback?: JsonPath;
}

/** `exec-policy show --json`, and the paths behind each scope (`from`, in the same order). */
export interface OpenClawExecPolicy {
  readonly configPath: string;
  readonly approvalsPath: string;
  readonly approvalsExists: boolean;
  readonly effectivePolicy: { readonly note: string; readonly scopes: readonly ExecScope[] };
  readonly from: readonly ExecScopeFrom[];
  /** How the approvals document was read (none on the machine: read, empty). */
  readonly approvals: ApprovalsReading;
}

const MODE_POLICY: Readonly<Record<ExecMode, readonly [ExecSecurity, ExecAsk]>> = {
  deny: ["deny", "off"],
  allowlist: ["allowlist", "off"],
  ask: ["allowlist", "on-miss"],
  auto: ["allowlist", "on-miss"],
  full: ["full", "off"],
};

/** The mode a security and an ask make (`auto` is only ever written). */
export function modeOf(security: ExecSecurity, ask: ExecAsk): ExecMode {
  if (security === "deny") return "deny";
  if (security === "allowlist") return ask === "off" ? "allowlist" : "ask";
  return ask === "always" ? "ask" : "full";
}

const SECURITY_RANK: Readonly<Record<ExecSecurity, number>> = { deny: 0, allowlist: 1, full: 2 };
const ASK_RANK: Readonly<Record<ExecAsk, number>> = { off: 0, "on-miss": 1, always: 2 };
const stricter = (a: ExecSecurity, b: ExecSecurity) => (SECURITY_RANK[b] < SECURITY_RANK[a] ? b : a);
const moreAsking = (a: ExecAsk, b: ExecAsk) => (ASK_RANK[b] > ASK_RANK[a] ? b : a);

const derived = (a: string, b: string) => (a === b ? `derived from ${a}` : `derived from ${a} and ${b}`);

interface Requested {
  readonly mode: ExecMode;
  readonly modeSource: string;
  readonly security: ExecSecurity;
  readonly securitySource: string;
  readonly ask: ExecAsk;
  readonly askSource: string;
  readonly from: Pick<ExecScopeFrom, "security" | "ask" | "mode">;
}

/** The policy a scope asks for (its own `tools.exec`, then the global one, then the built-in full, off). */
function requestedPolicy(
  scope: unknown,
  scopePath: JsonPath | undefined,
  configPath: string,
  global: unknown,
): Requested {
  const at = (field: string): JsonPath | undefined => scopePath && [...scopePath, field];
  const globalAt = (field: string): JsonPath => ["tools", "exec", field];
  const own_ = (field: string) => own(scope, field);
  const mode = own_("mode");
  const globalMode = own(global, "mode");
  const legacy = own_("security") !== undefined || own_("ask") !== undefined;
  if (typeof mode === "string" && MODES.includes(mode)) {
    const [security, ask] = MODE_POLICY[mode as ExecMode];
    const src = `${configPath}.mode`;
    const p = at("mode");
    return {
      mode: mode as ExecMode,
      modeSource: src,
      security,
      securitySource: src,
      ask,
      askSource: src,
      from: { mode: p, security: p, ask: p },
    };
  }
  if (typeof globalMode === "string" && MODES.includes(globalMode)) {
    const [is, ia] = MODE_POLICY[globalMode as ExecMode];
    if (!legacy) {
      const p = globalAt("mode");
      return {
        mode: globalMode as ExecMode,
        modeSource: "tools.exec.mode",
        security: is,
        securitySource: "tools.exec.mode",
        ask: ia,
        askSource: "tools.exec.mode",
        from: { mode: p, security: p, ask: p },
      };
    }
    const s = own_("security");
    const a = own_("ask");
    const security = (s as ExecSecurity | undefined) ?? is;
    const ask = (a as ExecAsk | undefined) ?? ia;
    const securitySource = s !== undefined ? `${configPath}.security` : "tools.exec.mode";
    const askSource = a !== undefined ? `${configPath}.ask` : "tools.exec.mode";
    return {
      mode: modeOf(security, ask),
      modeSource: derived(securitySource, askSource),
      security,
      securitySource,
      ask,
      askSource,
      from: {
        security: s !== undefined ? at("security") : globalAt("mode"),
        ask: a !== undefined ? at("ask") : globalAt("mode"),
      },
    };
  }
  const field = <T extends string>(name: "security" | "ask", fallback: T) => {
    const mine = own_(name);
    if (mine !== undefined) return { value: mine as T, source: `${configPath}.${name}`, path: at(name) };
    const theirs = own(global, name);
    if (theirs !== undefined) return { value: theirs as T, source: `tools.exec.${name}`, path: globalAt(name) };
    return { value: fallback, source: `OpenClaw default (${fallback})`, path: undefined };
  };
  const security = field<ExecSecurity>("security", "full");
  const ask = field<ExecAsk>("ask", "off");
  return {
    mode: modeOf(security.value, ask.value),
    modeSource: derived(security.source, ask.source),
    security: security.value,
    securitySource: security.source,
    ask: ask.value,
    askSource: ask.source,
    from: { security: security.path, ask: ask.path },
  };
}

/** A host value: the agent's entry, else `*`'s, else the defaults', else the fallback (the config's, or deny). */
function hostValue<T extends string>(
  policies: readonly { readonly entry: string; readonly policy: ApprovalsPolicy }[],
  field: "security" | "ask" | "askFallback",
): { value: T; path: JsonPath; named: string } | undefined {
  for (const { entry, policy } of policies) {
    const value = policy[field];
    // The CLI names the entry it looked up (a legacy `default` entry is `main` by then); `path` is where it is written.
    if (value !== undefined) return { value: value as T, path: policy.at[field] ?? [], named: `${entry}.${field}` };
  }
  return undefined;
}

interface ScopeInput {
  readonly label: string;
  readonly configPath: string;
  readonly agentId: string | undefined;
  readonly key: string;
  readonly scope: unknown;
  readonly scopePath: JsonPath | undefined;
  readonly global: unknown;
}

function scopeOf(
  input: ScopeInput,
  approvals: ApprovalsReading,
  hostPath: string,
): { scope: ExecScope; from: ExecScopeFrom } {
  const { label, configPath, agentId, key, scope, scopePath, global } = input;
  const requested = requestedPolicy(scope, scopePath, configPath, global);
  const hostOwn = own(scope, "host");
  const hostGlobal = own(global, "host");
  const host =
    hostOwn !== undefined
      ? { requested: String(hostOwn), requestedSource: `${configPath}.host`, path: scopePath && [...scopePath, "host"] }
      : hostGlobal !== undefined
        ? { requested: String(hostGlobal), requestedSource: "tools.exec.host", path: ["tools", "exec", "host"] }
        : { requested: "auto", requestedSource: "OpenClaw default (auto)", path: undefined };
  const { agents, defaults } = approvals.approvals;
  const policies = [
    ...(Object.hasOwn(agents, key) ? [{ entry: `agents.${key}`, policy: agents[key]! }] : []),
    ...(Object.hasOwn(agents, "*") ? [{ entry: "agents.*", policy: agents["*"]! }] : []),
    { entry: "defaults", policy: defaults },
  ];
  const source = (found: { named: string }) => `${hostPath} ${found.named}`;
  const hSecurity = hostValue<ExecSecurity>(policies, "security");
  const hAsk = hostValue<ExecAsk>(policies, "ask");
  const hFallback = hostValue<ExecSecurity>(policies, "askFallback");
  const security = stricter(requested.security, hSecurity?.value ?? requested.security);
  const ask = moreAsking(requested.ask, hAsk?.value ?? requested.ask);
  const modeEffective =
    security === requested.security && ask === requested.ask ? requested.mode : modeOf(security, ask);
  const mode = {
    requested: requested.mode,
    requestedSource: requested.modeSource,
    effective: modeEffective,
    note: modeEffective === requested.mode ? "requested mode applies" : "host policy changes effective mode",
  };
  const node = host.requested === "node";
  /** A value as printed: requested, the host's (or the requested one inherited), effective, and the note. */
  const valueOf = <T extends string>(
    requestedValue: T,
    requestedSource: string,
    hostFound: { value: T; path: JsonPath; named: string } | undefined,
    effective: T,
    notes: readonly [applies: string, changed: string],
  ): ExecValue<T | "unknown"> =>
    node
      ? {
          requested: requestedValue,
          requestedSource,
          host: "unknown",
          hostSource: "node runtime approvals",
          effective: "unknown",
          note: "runtime policy resolved by node approvals",
        }
      : {
          requested: requestedValue,
          requestedSource,
          host: hostFound?.value ?? requestedValue,
          hostSource: hostFound ? source(hostFound) : "inherits requested tool policy",
          effective,
          note: effective === requestedValue ? notes[0] : notes[1],
        };
  const out: ExecScope = {
    scopeLabel: label,
    configPath,
    ...(agentId ? { agentId } : {}),
    host: { requested: host.requested, requestedSource: host.requestedSource },
    mode,
    security: valueOf(requested.security, requested.securitySource, hSecurity, security, [
      "requested security applies",
      "stricter host security wins",
    ]),
    ask: valueOf(requested.ask, requested.askSource, hAsk, ask, ["requested ask applies", "more aggressive ask wins"]),
    askFallback: node
      ? { effective: "unknown", source: "node runtime approvals" }
      : {
          effective: stricter(security, hFallback?.value ?? "deny"),
          source: hFallback ? source(hFallback) : "OpenClaw default (deny)",
        },
    runtimeApprovalsSource: node ? "node-runtime" : "local-file",
  };
  const from: ExecScopeFrom = {
    ...(host.path && { host: host.path }),
    ...requested.from,
    ...(hSecurity && !node && { hostSecurity: hSecurity.path }),
    ...(hAsk && !node && { hostAsk: hAsk.path }),
    ...(hFallback && !node && { askFallback: hFallback.path }),
  };
  return { scope: out, from };
}

/** The scope `tools.exec` has for all agents (the first of exec-policy show's). */
function globalScopeInput(global: unknown, system: { readonly agentId?: string; readonly key: string }): ScopeInput {
  return {
    label: "tools.exec",
    configPath: "tools.exec",
    agentId: system.agentId,
    key: system.key,
    scope: global,
    scopePath: ["tools", "exec"],
    global: undefined,
  };
}

/** The scope of the agent written `id` (an approvals document may name one the config does not list). */
function agentScopeInput(id: string, agent: RosterAgent | undefined, global: unknown, rules: ExecRules): ScopeInput {
  const tools = own(agent?.entry, "tools");
  return {
    label: `agent:${id}`,
    configPath: rules.agentConfigPath(id),
    agentId: id,
    key: id,
    scope: isRecord(tools) ? tools["exec"] : undefined,
    scopePath: agent?.source && [...agent.source.path, "tools", "exec"],
    global,
  };
}

/** What every scope of exec-policy show is read against: the host's approvals, their path, tools.exec, the system's. */
function execContext(
  config: unknown,
  roster: Roster,
  places: Places,
  approvalsText: string | undefined,
  rules: ExecRules,
) {
  return {
    approvals: approvalsText === undefined ? NO_APPROVALS : rules.readApprovals(approvalsText),
    hostPath: rules.approvalsPath(places),
    global: own(own(config, "tools"), "exec"),
    system: rules.systemScope(roster),
  };
}

/** Whether exec-policy show lists a scope of its own for the roster agent written `id` (else tools.exec's is its). */
const hasOwnScope = (id: string, agent: RosterAgent, system: { readonly key: string }) =>
  id !== system.key || own(own(agent.entry, "tools"), "exec") !== undefined;

/**
 * One listed agent's exec scope as `agentExec` reads it from the whole `execPolicy`, made for it alone (a card): its
 * own scope where exec-policy show lists one for it, else `tools.exec`'s.
 */
export function agentExecAlone(
  config: unknown,
  roster: Roster,
  agent: RosterAgent,
  places: Places,
  approvalsText: string | undefined,
  rules: ExecRules,
  memory: AgentRecall = oneReading(),
): OpenClawAgentExec {
  const { approvals, hostPath, global, system } = execContext(config, roster, places, approvalsText, rules);
  const written = agent.source?.written ?? agent.id;
  const listed = hasOwnScope(written, agent, system);
  const { scope, from } = listed
    ? memory.recall("exec scope", agent, () =>
        scopeOf(agentScopeInput(written, agent, global, rules), approvals, hostPath),
      )
    : scopeOf(globalScopeInput(global, system), approvals, hostPath);
  return { agentId: agent.id, scope, from, shared: !listed, approvals: approvals.kind };
}

/**
 * `exec-policy show --json` for a config the release accepts (`config`: as the release reads it; `roster`: its
 * agents), on the machine whose places are `places`, with the host's approvals document `approvalsText` (undefined:
 * none on the machine).
 */
export function execPolicy(
  config: unknown,
  roster: Roster,
  places: Places,
  approvalsText: string | undefined,
  rules: ExecRules,
  /** Each agent's own scope, found when an earlier reading made it for the same entry (agent-memory.ts). */
  memory: AgentRecall = oneReading(),
): OpenClawExecPolicy {
  const { approvals, hostPath, global, system } = execContext(config, roster, places, approvalsText, rules);
  const results = [scopeOf(globalScopeInput(global, system), approvals, hostPath)];
  const byId = new Map<string, (typeof roster.agents)[number]>();
  for (const a of roster.agents) byId.set(a.source?.written ?? a.id, a);
  const listed = new Set<string>();
  for (const [id, a] of byId) if (hasOwnScope(id, a, system)) listed.add(id);
  for (const key of Object.keys(approvals.approvals.agents))
    if (key !== "*" && key !== "default" && key !== system.key) listed.add(key);
  for (const id of [...listed].sort()) {
    const agent = byId.get(id);
    const scoped = () => scopeOf(agentScopeInput(id, agent, global, rules), approvals, hostPath);
    results.push(agent ? memory.recall("exec scope", agent, scoped) : scoped());
  }
  const scopes = results.map((r) => r.scope);
  return {
    configPath: places.configPath,
    approvalsPath: hostPath,
    approvalsExists: approvalsText !== undefined && approvals.kind !== "refused",
    effectivePolicy: { note: rules.note(scopes.some((s) => s.runtimeApprovalsSource === "node-runtime")), scopes },
    from: results.map((r) => r.from),
    approvals,
  };
}

/** The scope that decides an agent's exec calls (`written`: its id as the config writes it): its own, else `tools.exec`'s. */
export function agentExecScope(
  policy: OpenClawExecPolicy,
  written: string,
  index?: ReadonlyMap<string, number>,
): ExecScope | undefined {
  return agentExec(policy, written, written, index)?.scope;
}

/**
 * What decided a scope's effective policy: the host's approvals, where they made the security stricter (else the
 * ask more asking), or else what the config asked (the requested mode's source).
 */
export function execDecider(
  scope: ExecScope,
): { readonly by: "host"; readonly field: "security" | "ask" } | { readonly by: "config" } {
  if (scope.security.note === "stricter host security wins") return { by: "host", field: "security" };
  if (scope.ask.note === "more aggressive ask wins") return { by: "host", field: "ask" };
  return { by: "config" };
}

/** An agent's exec scope, with where its values came from. */
export interface OpenClawAgentExec {
  readonly agentId: string;
  readonly scope: ExecScope;
  readonly from: ExecScopeFrom;
  /** Whether it is the `tools.exec` scope (the agent has none of its own). */
  readonly shared: boolean;
  /** How the approvals document was read. */
  readonly approvals: ApprovalsReading["kind"];
}

/** Each scope's position by its label, for asking many agents' scopes (an agent's own is `agent:<id>`). */
export const execScopeIndex = (policy: OpenClawExecPolicy): ReadonlyMap<string, number> =>
  new Map(policy.effectivePolicy.scopes.map((s, i) => [s.scopeLabel, i]));

export function agentExec(
  policy: OpenClawExecPolicy,
  agentId: string,
  written: string,
  index: ReadonlyMap<string, number> = execScopeIndex(policy),
): OpenClawAgentExec | undefined {
  const scopes = policy.effectivePolicy.scopes;
  const own_ = index.get(`agent:${written}`) ?? -1;
  const i = own_ >= 0 ? own_ : 0;
  const scope = scopes[i];
  const from = policy.from[i];
  return scope && from && { agentId, scope, from, shared: own_ < 0, approvals: policy.approvals.kind };
}
