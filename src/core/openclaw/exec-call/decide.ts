/**
 * What happens to one exec call on the gateway host (exec-approvals.md §2.2-2.4): refused under security deny; under
 * an allowlist, each command of it satisfied by an allowlist entry, a safe bin or a safe builtin, or not; a person
 * asked when the ask setting, a command that cannot be bound to what runs, or a strict setting says so; and, when
 * nobody answers, the ask fallback (never looser than the security) decides. The answer is data: the verdict, the
 * layer that decided it, each command with what satisfied it, what the release answers when it refuses without
 * asking, and what a call that asks gets when nobody answers.
 */
import { sha256Hex } from "../../hash";
import type { ExecAsk, ExecSecurity } from "../exec-approvals";
import { matchAllowlist, type AllowlistEntry, type Match } from "./allowlist";
import { passesProfile, type SafeBinProfile } from "./safe-bins";
import { analyseCommand, type ExecHost, type ExecSegment, type ExecSegmentRules, type PromptOnly } from "./segments";

/** What differs between releases (releases/<release>/exec.ts). */
export interface ExecCallRules extends ExecSegmentRules {
  /** Whether the safe-bin profiles have boolean flags (2026.9). */
  readonly safeBinBooleanFlags: boolean;
  /** Whether a command that needs a person and cannot be bound to exactly what runs is refused first (2026.9). */
  readonly bindsApprovals: boolean;
  /** Whether an allowlisted command whose arguments the shell expands is refused at once under ask off and fallback deny (2026.9). */
  readonly refusesExpandingArgsAtOnce: boolean;
  /** Whether, when nobody answers, an allowlist fallback reads the allowlist under security full too (2026.9). */
  readonly fallbackReadsAllowlist: boolean;
  /** Whether a command asked for because the shell would change what was matched needs a person's answer (2026.9). */
  readonly planNeedsAnswer: boolean;
}

/** An agent's exec policy on the host, as the effective scope and the config give it. */
export interface ExecCallPolicy {
  readonly security: ExecSecurity;
  readonly ask: ExecAsk;
  /** Already no looser than the security. */
  readonly askFallback: ExecSecurity;
  /** `*`'s entries, then the agent's. */
  readonly allowlist: readonly AllowlistEntry[];
  readonly safeBins: ReadonlySet<string>;
  readonly trustedDirs: ReadonlySet<string>;
  readonly profiles: Readonly<Record<string, SafeBinProfile>>;
  readonly strictInlineEval: boolean;
}

export type SatisfiedBy = "allowlist" | "safe-bin" | "builtin";

export interface CommandAnswer {
  readonly argv: readonly string[];
  readonly wrappers: readonly string[];
  readonly satisfied: Match;
  readonly by?: SatisfiedBy;
  readonly entry?: AllowlistEntry;
  readonly promptOnly?: PromptOnly;
  /** Where the executable was found (undefined: the studio was not told; null: nowhere). */
  readonly found: ExecSegment["found"];
}

/** What decided: the release's own words for it where it has them. */
export type ExecLayer =
  | "security-deny"
  | "full"
  | "allowlist"
  | "allowlist-miss"
  | "ask-always"
  | "ask-on-miss"
  | "allow-always"
  | "execution-plan"
  | "strict-inline-eval"
  | "audit-suppression"
  | "cannot-bind";

export interface NoAnswer {
  readonly verdict: "run" | "refused";
  /** The release's reason when refused: `approval-timeout`, `approval-timeout: allowlist-miss`, … */
  readonly reason?: string;
}

export interface ExecCallAnswer {
  readonly verdict: "run" | "person" | "refused" | "depends";
  readonly layer: ExecLayer;
  /** Why no command of it can be matched (a redirect, a substitution, …). */
  readonly unanalyzable?: string;
  readonly commands: readonly CommandAnswer[];
  /** Why the allowlisted command cannot run exactly as matched (the shell would expand its arguments, …). */
  readonly planMiss?: string;
  /** The release's message when it refuses without asking. */
  readonly denial?: string;
  /** When a person is asked: the answers offered, and what happens if nobody answers. */
  readonly decisions?: readonly ("allow-once" | "allow-always" | "deny")[];
  readonly noAnswer?: NoAnswer;
  /** The executables whose place on the host decides (the verdict is "depends"). */
  readonly dependsOn?: readonly string[];
}

const SAFE_BUILTINS: ReadonlySet<string> = new Set([":", "cd", "false", "pwd", "test", "true", "["]);

const dirOf = (p: string) => p.slice(0, Math.max(1, p.lastIndexOf("/")));
const baseOf = (p: string) => p.slice(p.lastIndexOf("/") + 1);

function safeBin(segment: ExecSegment, policy: ExecCallPolicy, rules: ExecCallRules): Match {
  const name = baseOf(segment.argv[0] ?? "").toLowerCase();
  if (!policy.safeBins.has(name)) return "no";
  if (segment.found === null) return "no";
  if (segment.found === undefined) return "unknown";
  const { path, realPath } = segment.found;
  const trusted = policy.trustedDirs.has(dirOf(realPath)) || policy.trustedDirs.has(dirOf(path));
  if (!trusted) return "no";
  const profile = Object.hasOwn(policy.profiles, name) ? policy.profiles[name] : undefined;
  if (!profile) return "no";
  return passesProfile(name, segment.argv.slice(1), profile, rules.safeBinBooleanFlags) ? "yes" : "no";
}

function commandAnswer(
  segment: ExecSegment,
  policy: ExecCallPolicy,
  host: ExecHost,
  rules: ExecCallRules,
): CommandAnswer {
  const base = { argv: segment.argv, wrappers: segment.wrappers, found: segment.found };
  if (segment.promptOnly) return { ...base, satisfied: "no", promptOnly: segment.promptOnly };
  const m = matchAllowlist(policy.allowlist, segment, host.home);
  if (m.match === "yes") return { ...base, satisfied: "yes", by: "allowlist", entry: m.entry! };
  const bin = safeBin(segment, policy, rules);
  if (bin === "yes") return { ...base, satisfied: "yes", by: "safe-bin" };
  // A safe builtin as the command itself: `builtin true` is no safe builtin.
  if (segment.wrappers.length === 0 && SAFE_BUILTINS.has(segment.argv[0] ?? ""))
    return { ...base, satisfied: "yes", by: "builtin" };
  if (m.match === "unknown") return { ...base, satisfied: "unknown", entry: m.entry! };
  return { ...base, satisfied: bin };
}

/** Why the matched commands cannot run exactly as matched (the enforced plan), or undefined. */
function planMissOf(segments: readonly ExecSegment[], answers: readonly CommandAnswer[]): string | undefined {
  for (const [i, segment] of segments.entries()) {
    const by = answers[i]!.by;
    if (by === "builtin" || by === undefined) continue;
    if (segment.fromPayload) return "shell quoting required in wrapper payload";
    if (segment.words.slice(1).some((w) => w.expands))
      return by === "safe-bin" ? "shell expansion in safe-bin arguments" : "shell expansion in enforced arguments";
  }
  return undefined;
}

const INLINE_EVAL: Readonly<Record<string, readonly string[]>> = {
  python: ["-c"],
  python3: ["-c"],
  node: ["-e", "--eval", "-p", "--print"],
  ruby: ["-e"],
  perl: ["-e", "-E"],
  php: ["-r"],
  lua: ["-e"],
  osascript: ["-e"],
};

function inlineEval(segments: readonly ExecSegment[]): boolean {
  return segments.some((s) => {
    const name = baseOf(s.argv[0] ?? "");
    const flags = Object.hasOwn(INLINE_EVAL, name) ? INLINE_EVAL[name]! : [];
    return s.argv.slice(1).some((a) => flags.includes(a));
  });
}

const AUDIT = /security\.audit\.suppressions|security[\s\S]{0,200}audit[\s\S]{0,200}suppressions/;

function decideSatisfied(
  command: string,
  policy: ExecCallPolicy,
  rules: ExecCallRules,
  analysisOk: boolean,
  satisfied: boolean,
  segments: readonly ExecSegment[],
  answers: readonly CommandAnswer[],
): Omit<ExecCallAnswer, "commands" | "unanalyzable"> {
  const { security, ask, askFallback } = policy;
  const allowlistSatisfied = security === "allowlist" && analysisOk && satisfied;
  // A person's "allow always" for exactly this command: an entry naming its hash.
  const exact = `=command:${sha256Hex(command.trim()).slice(0, 16)}`;
  const durable = policy.allowlist.some((e) => e.source === "allow-always" && e.pattern === exact);
  const planMiss =
    analysisOk && satisfied && (security === "allowlist" || askFallback === "allowlist")
      ? planMissOf(segments, answers)
      : undefined;
  const requiresPlanApproval = security === "allowlist" && allowlistSatisfied && planMiss !== undefined;
  const strict = policy.strictInlineEval && inlineEval(segments);
  const audit = AUDIT.test(command) && !(security === "full" && ask === "off");
  const askedByPolicy =
    ask === "always" || (!durable && ask === "on-miss" && security === "allowlist" && (!analysisOk || !satisfied));
  const requiresAsk = askedByPolicy || requiresPlanApproval || strict || audit;
  const layer: ExecLayer = askedByPolicy
    ? ask === "always"
      ? "ask-always"
      : "ask-on-miss"
    : requiresPlanApproval
      ? "execution-plan"
      : strict
        ? "strict-inline-eval"
        : audit
          ? "audit-suppression"
          : security === "full"
            ? "full"
            : allowlistSatisfied
              ? "allowlist"
              : "allowlist-miss";
  const withPlan = planMiss !== undefined ? { planMiss } : {};
  if (
    rules.refusesExpandingArgsAtOnce &&
    requiresPlanApproval &&
    planMiss === "shell expansion in enforced arguments" &&
    ask === "off" &&
    askFallback === "deny"
  )
    return {
      verdict: "refused",
      layer: "execution-plan",
      ...withPlan,
      denial: `Exec denied (ask-fallback-deny: execution-plan-miss): ${command}`,
    };
  const needsBinding = requiresAsk || (security === "allowlist" && durable && (!analysisOk || !satisfied));
  if (needsBinding && rules.bindsApprovals && !analysisOk)
    return {
      verdict: "refused",
      layer: "cannot-bind",
      denial: `Exec denied (SYSTEM_RUN_DENIED: approval cannot safely bind this command): ${command}`,
    };
  if (!requiresAsk) {
    if (security === "allowlist" && !allowlistSatisfied && !durable)
      return { verdict: "refused", layer, ...withPlan, denial: "exec denied: allowlist miss" };
    return { verdict: "run", layer: durable && !allowlistSatisfied ? "allow-always" : layer, ...withPlan };
  }
  // A person is asked. When nobody answers, the fallback decides.
  let approved: boolean;
  let reason: string | undefined;
  if (askFallback === "full") approved = true;
  else if (askFallback === "deny") {
    approved = false;
    reason = "approval-timeout";
  } else if (rules.fallbackReadsAllowlist) {
    approved = (analysisOk && satisfied && planMiss === undefined) || durable;
    if (!(analysisOk && satisfied) && !durable) reason = "approval-timeout: allowlist-miss";
    else if (planMiss !== undefined && !durable) reason = "approval-timeout: execution-plan-miss";
  } else {
    approved = allowlistSatisfied;
    if (!approved) reason = "approval-timeout: allowlist-miss";
  }
  if (approved && (strict || (requiresPlanApproval && rules.planNeedsAnswer) || audit)) {
    approved = false;
    reason ??= "approval-timeout";
  }
  if (!approved && security === "allowlist" && !allowlistSatisfied && !durable) reason ??= "allowlist-miss";
  const oneShot =
    ask === "always" ||
    !analysisOk ||
    requiresPlanApproval ||
    segments.some((s) => s.fromPayload || s.shellWrapper) ||
    strict;
  return {
    verdict: "person",
    layer,
    ...withPlan,
    decisions: oneShot ? ["allow-once", "deny"] : ["allow-once", "allow-always", "deny"],
    noAnswer: approved ? { verdict: "run" } : { verdict: "refused", ...(reason && { reason }) },
  };
}

const same = (a: Omit<ExecCallAnswer, "commands">, b: Omit<ExecCallAnswer, "commands">) =>
  a.verdict === b.verdict && a.noAnswer?.verdict === b.noAnswer?.verdict;

/** One exec call's fate (see the module's comment). */
export function decideExecCall(
  command: string,
  policy: ExecCallPolicy,
  host: ExecHost,
  rules: ExecCallRules,
): ExecCallAnswer {
  if (policy.security === "deny")
    return {
      verdict: "refused",
      layer: "security-deny",
      commands: [],
      denial: "exec denied: host=gateway security=deny",
    };
  const analysis = analyseCommand(command, rules, host);
  if (!analysis.ok) {
    const d = decideSatisfied(command, policy, rules, false, false, [], []);
    return { ...d, unanalyzable: analysis.reason, commands: [] };
  }
  const segments = analysis.groups.flat();
  const answers = segments.map((s) => commandAnswer(s, policy, host, rules));
  const anyNo = answers.some((a) => a.satisfied === "no");
  const unknown = answers.filter((a) => a.satisfied === "unknown");
  if (anyNo || unknown.length === 0)
    return { ...decideSatisfied(command, policy, rules, true, !anyNo, segments, answers), commands: answers };
  // Some command's place on the host is not known: the answer holds if it is the same either way.
  const yes = decideSatisfied(command, policy, rules, true, true, segments, answers);
  const no = decideSatisfied(command, policy, rules, true, false, segments, answers);
  if (same(yes, no)) return { ...no, commands: answers };
  return {
    verdict: "depends",
    layer: "allowlist",
    commands: answers,
    dependsOn: [...new Set(unknown.map((a) => a.argv[0] ?? ""))],
  };
}
