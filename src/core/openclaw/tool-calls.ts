/**
 * The scenarios' tool calls read in an OpenClaw profile: `{ agent, tool, session?, pattern?, expect? }`, where `agent`
 * is an agent the config lists, `session` one of its sessions (`main`, the default; `other`; `subagent`, a sub-agent
 * it spawned) and `pattern` an exec call's command. Each is allowed or refused by the tool policy (agent-tools.ts),
 * with the layer that refused it; an exec call the policy allows then goes as far as the agent's exec scope lets it
 * (agent-exec.ts). With a command (`command`, or `pattern`) the call is decided as the host decides it
 * (exec-call/decide.ts): each command matched against the agent's allowlist, safe bins and builtins, a person asked
 * where the policy says so, and the ask fallback when nobody answers; where a bare name is found on the host is read
 * from the scenarios' `executables`, and a verdict that turns on a place the studio is not told is "depends". Without
 * a command, only the exec scope answers: refused under security deny, asked under ask always, run under full
 * security without asking, "depends" under an allowlist.
 */
import { diagnosticAt, type Diagnostic, type JsonPath, type Located } from "../diagnostics";
import { OPENCLAW_CODES } from "./codes";
import { capPerCode } from "../cap";
import { isRecord, own } from "../safe";
import { agentExecScope, execDecider, execScopeIndex, type ExecScope } from "./agent-exec";
import { execOf, toolCallsOf, type ToolAsk } from "./agent-answers";
import { TOOL_SESSIONS, type ToolRule, type ToolSession } from "./agent-tools";
import type { OpenClawReading } from "./evaluate";
import { decideExecCall, type ExecCallAnswer } from "./exec-call/decide";
import { execCallPolicy } from "./exec-call/policy";
import { execCallText } from "./exec-call/texts";
import { allowlistLints } from "./exec-call/allowlist-lints";
import { openclawLintText } from "./texts";
import type { ExecHost, HostExecutable } from "./exec-call/segments";
import { OPENCLAW_RELEASES } from "./releases";
import type { OpenClawEnvironment, OpenClawProfileId } from "./types";

/** run: it runs; person: a person is asked; refused; depends: on the host's allowlist; no-agent: none listed so. */
export type OpenClawCallVerdict = "run" | "person" | "refused" | "depends";

export interface OpenClawToolCall {
  readonly index: number;
  /** The call in the scenarios (`["calls", index]`). */
  readonly path: JsonPath;
  readonly agent: string;
  readonly tool: string;
  readonly session: ToolSession;
  readonly command?: string;
  /** Undefined when the config lists no such agent (noAgent). */
  readonly verdict: OpenClawCallVerdict | undefined;
  readonly noAgent?: true;
  /** The tool policy's refusal: its layer (the release's step label), deny or allow list, and the config path. */
  readonly refusedBy?: { readonly layer: string; readonly rule: ToolRule; readonly from?: JsonPath };
  /** For an exec call the tool policy allows: the agent's exec scope, and whether the host's approvals decided it. */
  readonly exec?: { readonly scope: ExecScope; readonly by: "host" | "config"; readonly call?: ExecCallAnswer };
  readonly expect?: { readonly expected: string; readonly met: boolean; readonly path: JsonPath };
}

interface Asked {
  readonly index: number;
  readonly ask: ToolAsk & { readonly tool: string };
  readonly command?: string;
  readonly expected?: string;
}

/** The calls the scenarios value holds (entries without a string agent and tool are the schema's to report). */
function callsIn(scenarios: unknown): Asked[] {
  const calls = isRecord(scenarios) ? scenarios["calls"] : undefined;
  if (!Array.isArray(calls)) return [];
  return calls.flatMap((c: unknown, index): Asked[] => {
    if (!isRecord(c) || typeof c["agent"] !== "string" || typeof c["tool"] !== "string") return [];
    const session = TOOL_SESSIONS.find((s) => s === c["session"]) ?? "main";
    return [
      {
        index,
        ask: { agent: c["agent"].trim().toLowerCase(), session, tool: c["tool"] },
        ...(typeof (c["command"] ?? c["pattern"]) === "string" && { command: String(c["command"] ?? c["pattern"]) }),
        ...(typeof c["expect"] === "string" && { expected: c["expect"] }),
      },
    ];
  });
}

/** How far an exec call goes once the tool policy allows it, from the agent's effective exec scope. */
function execVerdict(scope: ExecScope): OpenClawCallVerdict {
  if (scope.security.effective === "deny") return "refused";
  if (scope.ask.effective === "always") return "person";
  if (scope.security.effective === "full" && scope.ask.effective === "off") return "run";
  return "depends";
}

/** The scenarios' `executables`: where the host finds each name (a path, `{ path, realPath }`, or null: nowhere). */
export function hostExecutables(scenarios: unknown): Readonly<Record<string, HostExecutable | null>> {
  const raw = own(scenarios, "executables");
  const out: Record<string, HostExecutable | null> = {};
  if (!isRecord(raw)) return out;
  for (const [name, v] of Object.entries(raw)) {
    const found =
      v === null
        ? null
        : typeof v === "string"
          ? { path: v, realPath: v }
          : isRecord(v) && typeof v["path"] === "string"
            ? { path: v["path"], realPath: typeof v["realPath"] === "string" ? v["realPath"] : v["path"] }
            : undefined;
    if (found !== undefined) Object.defineProperty(out, name, { value: found, enumerable: true });
  }
  return out;
}

export function toolCallsAnswer(
  reading: OpenClawReading,
  profile: OpenClawProfileId,
  env: OpenClawEnvironment,
  scenarios: unknown,
): OpenClawToolCall[] {
  const asked = callsIn(scenarios);
  // A config the release refuses answers no call (its verdict says why).
  if (asked.length === 0 || reading.answer.agents === null) return [];
  const verdicts = toolCallsOf(
    reading,
    profile,
    asked.map((a) => a.ask),
  );
  // The release's own name for the tool (`bash` is exec): an exec call then goes as far as the exec scope lets it.
  const aliases = OPENCLAW_RELEASES[profile].toolPolicy.aliases;
  const isExec = (tool: string) => {
    const name = tool.trim().toLowerCase();
    return (Object.hasOwn(aliases, name) ? aliases[name] : name) === "exec";
  };
  const needsExec = asked.some((a, i) => isExec(a.ask.tool) && verdicts[i]?.allowed);
  const policy = needsExec ? execOf(reading, profile, env) : undefined;
  const index = policy && execScopeIndex(policy);
  const written = new Map((reading.roster?.agents ?? []).map((a) => [a.id, a.source?.written ?? a.id]));
  const entries = new Map((reading.roster?.agents ?? []).map((a) => [a.id, a.entry]));
  const workspaces = new Map((reading.answer.agents ?? []).map((a) => [a.id, a.workspace]));
  const executables = needsExec ? hostExecutables(scenarios) : {};
  const globalExec = own(own(reading.config, "tools"), "exec");
  /** The host's decision on one command, or undefined when the gateway does not decide it (a node host). */
  const decide = (agent: string, scope: ExecScope, command: string): ExecCallAnswer | undefined => {
    const key = written.get(agent) ?? agent;
    const callPolicy = execCallPolicy(
      scope,
      policy!.approvals.approvals,
      key,
      globalExec,
      own(own(entries.get(agent), "tools"), "exec"),
    );
    if (!callPolicy) return undefined;
    const host: ExecHost = {
      home: env.vars["OPENCLAW_HOME"]?.trim() || env.home,
      cwd: workspaces.get(agent) ?? env.cwd,
      executables,
    };
    return decideExecCall(command, callPolicy, host, OPENCLAW_RELEASES[profile].execRules.callRules);
  };
  return asked.map(({ index: i, ask, command, expected }, n) => {
    const v = verdicts[n];
    const base = {
      index: i,
      path: ["calls", i] as JsonPath,
      agent: ask.agent,
      tool: ask.tool,
      session: ask.session,
      ...(command !== undefined && { command }),
    };
    let verdict: OpenClawCallVerdict | undefined;
    let extra: Partial<OpenClawToolCall> = {};
    if (!v) extra = { noAgent: true };
    else if (!v.allowed) {
      verdict = "refused";
      extra = { refusedBy: { layer: v.layer!, rule: v.rule!, ...(v.from && { from: v.from }) } };
    } else {
      const scope =
        policy && isExec(ask.tool) ? agentExecScope(policy, written.get(ask.agent) ?? ask.agent, index) : undefined;
      const call = scope && command !== undefined ? decide(ask.agent, scope, command) : undefined;
      verdict = call ? call.verdict : scope ? execVerdict(scope) : "run";
      if (scope) extra = { exec: { scope, by: execDecider(scope).by, ...(call && { call }) } };
    }
    return {
      ...base,
      verdict,
      ...extra,
      ...(expected !== undefined && {
        expect: { expected, met: expected === verdict, path: ["calls", i, "expect"] as JsonPath },
      }),
    };
  });
}

/** What a call's verdict is, in words (the page's and the command line's). */
export function callVerdictText(call: OpenClawToolCall): string {
  if (call.noAgent) return `The config lists no agent "${call.agent}".`;
  if (call.refusedBy)
    return `${call.tool} is refused by ${call.refusedBy.layer} (${call.refusedBy.rule === "deny" ? "its deny list" : "not in its allow list"}).`;
  if (call.exec) {
    const { scope, by, call: decided } = call.exec;
    const how = `security ${scope.security.effective}, ask ${scope.ask.effective}`;
    const who = by === "host" ? "the host's exec approvals" : "the config's exec policy";
    // The command itself decided (the allowlist, a person): say how, after the policy that let it that far.
    if (decided && decided.layer !== "security-deny" && decided.layer !== "full")
      return `exec is allowed (${how}, by ${who}). ${execCallText(decided)}`;
    if (call.verdict === "depends")
      return `exec is allowed; the command runs if an allowlist entry matches it (${how}, by ${who}), which is not decided here.`;
    return `exec is allowed; ${call.verdict === "refused" ? "the command is refused" : call.verdict === "person" ? "a person is asked first" : "the command runs"} (${how}, by ${who}).`;
  }
  return `${call.tool} is allowed.`;
}

/** The calls' findings at their place in the scenarios: an agent not listed, an expectation not met. */
export function callDiagnostics(
  calls: readonly OpenClawToolCall[],
  scenarios: Located,
  /** As the editor shows them: the first of each code, and a note counting the rest (the command line keeps all). */
  capped = false,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const call of calls) {
    if (call.noAgent) {
      const c = OPENCLAW_CODES["call-no-agent"];
      out.push(diagnosticAt(scenarios, [...call.path, "agent"], c.code, c.severity, callVerdictText(call)));
    } else if (call.expect && !call.expect.met) {
      const c = OPENCLAW_CODES["call-expect-failed"];
      const message = `Expected "${call.expect.expected}", got "${call.verdict}": ${callVerdictText(call)}`;
      const d = diagnosticAt(scenarios, call.expect.path, c.code, c.severity, message);
      // The quick fix writes the verdict as expected (not "depends": that is no verdict to expect).
      const actual = call.verdict;
      out.push(
        actual && actual !== "depends"
          ? { ...d, data: { kind: "expectation-failed", subject: "call", expected: call.expect.expected, actual } }
          : d,
      );
    }
  }
  return capped ? capPerCode(scenarios, out) : out;
}

/**
 * The host's approvals' allowlist entries that can never match (exec-call/allowlist-lints.ts), where they are written:
 * the approvals document (`located` is it), or the scenarios' `approvals` as an object (a document given there as
 * text is read, not pointed into). `listed`: the agents the config lists (null: the release lists none).
 */
export function approvalsDiagnostics(located: Located, listed: readonly string[] | null): Diagnostic[] {
  const own = located.doc === "approvals";
  const approvals = own ? located.value : isRecord(located.value) ? located.value["approvals"] : undefined;
  return allowlistLints(approvals, own ? [] : ["approvals"], listed).map((lint) => {
    const c = OPENCLAW_CODES[lint.kind];
    return {
      ...diagnosticAt(located, lint.path, c.code, c.severity, openclawLintText(lint)),
      data: { kind: "openclaw" as const, finding: lint },
    };
  });
}
