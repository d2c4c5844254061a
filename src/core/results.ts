/**
 * The shapes of what the engine answers: one file, so the rooms that compute them (scope/, team/), the hinge
 * (analyze.ts) and everything that shows them (the page's view models, the command line) agree on one vocabulary.
 */
import type { Diagnostic, JsonPath, Provenance, Traced } from "./diagnostics";
import type {
  ChoiceReason,
  DecisionReason,
  NotCreatedReason,
  RefusalReason,
  SkillReason,
  TightenReason,
} from "./reasons";
import type { Action, Mode, ToolClass, VerdictAnswer } from "./vocabulary";

/** The simulated environment: HOME, the state folder variable, cwd, and any other variable a path may name. */
export type Env = Readonly<Record<string, string | undefined>>;

// ---------------------------------------------------------------------------------------------------------------
// Agent scope

/** The effective model of an agent (or of a session): primary and fallbacks, each with where it came from. */
export interface EffectiveModel {
  readonly primary: Traced<string | undefined>;
  readonly fallbacks: Traced<readonly string[]>;
}

/** One entry of agents.list, resolved. */
export interface ResolvedAgent {
  /** Position in agents.list. */
  readonly index: number;
  /** ["agents", "list", index]. */
  readonly path: JsonPath;
  /** The normalized id (normalizeAgentId of the entry's id). */
  readonly id: string;
  /** The id as written (may be anything: a number, absent). */
  readonly rawId: unknown;
  readonly name: string | undefined;
  readonly isDefault: boolean;
  /** Why it is (or is not) the default agent: marked default, first in the list, a later duplicate... */
  readonly defaultFrom: Provenance;
  /** False for a later entry whose normalized id an earlier entry already has: lookups never reach it. */
  readonly reachable: boolean;
  readonly workspace: Traced<string>;
  readonly agentDir: Traced<string>;
  readonly model: EffectiveModel;
  /** The normalized skills filter; undefined: every skill is allowed. */
  readonly skills: Traced<readonly string[] | undefined>;
}

/** One step of the session's priority chain (override, session key, special key, config default). */
export interface ChainStep {
  readonly step: "override" | "session-key" | "special-key" | "default";
  /** What the user reads: `--agent "legal"`, `session key "agent:legal:case-1"`, `config default`. */
  readonly label: string;
  /** Whether this step had something to say (an override given, an agent key parsed...). */
  readonly applies: boolean;
  /** The agent id this step gives, when it applies. */
  readonly value?: string;
  /** The step that decided: exactly one step of a chain is the winner. */
  readonly winner: boolean;
  /** Why it applies or not, in one sentence. */
  readonly note: string;
  readonly from?: Provenance;
}

/** A session key (and an optional override) resolved to its agent. */
export interface SessionResolution {
  readonly key: string | undefined;
  readonly override: string | undefined;
  /** parseAgentSessionKey's answer for the key. */
  readonly parsed: { readonly agentId: string; readonly rest: string } | null;
  readonly defaultAgentId: string;
  readonly sessionAgentId: string;
  readonly chain: readonly ChainStep[];
  /** The resolved agent's entry; undefined when the id is not in agents.list (its config is then empty). */
  readonly agent: ResolvedAgent | undefined;
  /** The session's effective model: with a session model override, that model and no fallbacks. */
  readonly model: EffectiveModel;
  /** Notices such as "agent ghost is not in agents.list". */
  readonly notes: readonly string[];
}

/** A skill name tested against an agent's filter. */
export interface SkillCheck {
  readonly agentId: string;
  readonly skill: string;
  readonly allowed: boolean;
  /** The filter pattern that matched, when one did. */
  readonly matched: string | undefined;
  /** The filter used; undefined: no filter, every skill allowed. */
  readonly filter: readonly string[] | undefined;
  /** Why it is allowed or not (reasonText renders the sentence). */
  readonly reason: SkillReason;
}

// ---------------------------------------------------------------------------------------------------------------
// Permissions and the team

export type { Action, Mode, ToolClass } from "./vocabulary";

/** What decided a permission: the config node (or scenarios node) to point at. */
export interface DecidedBy {
  readonly kind: "rule" | "grant" | "approval" | "mode-default" | "ceiling";
  readonly from: Provenance;
}

export interface Decision {
  readonly action: Action;
  readonly reason: DecisionReason;
  readonly decidedBy: DecidedBy;
}

export type Verdict =
  | { readonly answer: "run"; readonly decision: Decision }
  | { readonly answer: "person"; readonly decision: Decision }
  | { readonly answer: "refused"; readonly reason: RefusalReason; readonly decision?: Decision };

/** Why a verdict is what it is: the decision's reason, or the refusal's. */
export const verdictReason = (v: Verdict): RefusalReason | DecisionReason =>
  v.answer === "refused" ? v.reason : v.decision.reason;

/** One step of a call's decision path, in the order whoDecides takes them. */
export interface TraceStep {
  readonly step: "main-decision" | "grants" | "own-decision" | "branch" | "lookup";
  /** What the user reads. */
  readonly label: string;
  readonly decision?: Decision;
  readonly from?: Provenance;
}

/** A subagent of the scenario's team, checked (checkMode) and given its tools (resolveChoice). */
export interface SubagentResult {
  readonly name: string;
  readonly parent: string;
  readonly path: JsonPath;
  /** Depth in the tree: the lead's children are 1. */
  readonly depth: number;
  readonly outcome:
    | { readonly ok: true; readonly mode: Mode; readonly request: readonly ToolClass[] }
    | { readonly ok: false; readonly reason: NotCreatedReason };
  readonly choice: ToolChoiceResult | undefined;
}

export type ToolChoiceResult =
  | {
      readonly ok: true;
      readonly model: string;
      readonly thinkingLevel: string;
      /** The level asked for, before clamping to what the model supports. */
      readonly requestedThinkingLevel: string;
      readonly chosen: readonly string[];
      readonly tools: readonly string[];
      readonly loaded: readonly string[];
    }
  | { readonly ok: false; readonly reason: ChoiceReason };

export interface CallResult {
  readonly index: number;
  readonly path: JsonPath;
  readonly agent: string;
  readonly tool: string;
  readonly patterns: readonly string[];
  /** The permission key and risk class the call was evaluated with (absent when the tool is not in the catalog). */
  readonly request?: { readonly permission: string; readonly toolClass: ToolClass };
  readonly verdict: Verdict;
  readonly trace: readonly TraceStep[];
  /** The scenario's expectation, when it has one, and whether the verdict meets it. */
  readonly expect?: { readonly answer: VerdictAnswer; readonly met: boolean };
}

export interface TightenPreview {
  readonly from: Mode;
  readonly to: Mode;
  /** Every subagent whose mode changes, with its mode before and after. */
  readonly changes: readonly { readonly name: string; readonly before: Mode; readonly after: Mode }[];
}

export interface Simulation {
  readonly mainAgentId: string;
  readonly mainMode: Mode;
  readonly unattended: boolean;
  readonly subagents: readonly SubagentResult[];
  readonly calls: readonly CallResult[];
  readonly tighten: TightenPreview | { readonly reason: TightenReason } | undefined;
  readonly diagnostics: readonly Diagnostic[];
  /** Diagnostics of each code counted past those made (the scenarios' only; capPerCode adds them to the rest). */
  readonly uncounted?: Readonly<Record<string, number>>;
}
