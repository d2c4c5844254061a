/**
 * What the search offers, as data: each change names what it does with its fields (the sentence is rendered last,
 * in text.ts), the text edits that make it, and what else it changes (the answers that differ, from the diff).
 */
import type { AnswerChange } from "../answer-diff";
import type { ExpectationSubject } from "../analysis";
import type { JsonPath } from "../diagnostics";
import type { Action, Mode, ToolClass } from "../results";
import type { VerdictAnswer } from "../vocabulary";
import type { TextEdit } from "./edits";

/** One step of a suggestion, as data. */
export type Change =
  /** A grant from the main agent to this subagent (scenarios team.agents[i].grants). */
  | { readonly kind: "add-grant"; readonly agent: string; readonly tool: string; readonly pattern: string }
  /** A rule of the config's permission.rules. */
  | {
      readonly kind: "add-rule";
      readonly action: Action;
      readonly permission: string;
      readonly pattern: string;
    }
  /** A person's standing approval (scenarios team.approvals), holding in `grantedIn` and looser modes. */
  | { readonly kind: "add-approval"; readonly permission: string; readonly pattern: string; readonly grantedIn: Mode }
  /** A class the subagent may ask the main agent to approve (its request options). */
  | { readonly kind: "add-request"; readonly agent: string; readonly toolClass: ToolClass }
  /** A tool added to the subagent's chosen tools. */
  | { readonly kind: "add-tool"; readonly agent: string; readonly tool: string }
  /** A subagent's mode ("lead": the main agent's, team.mode). */
  | { readonly kind: "set-mode"; readonly agent: string; readonly from: Mode; readonly to: Mode }
  /** A rule of permission.rules removed. */
  | {
      readonly kind: "remove-rule";
      readonly action: Action;
      readonly permission: string;
      readonly pattern: string;
    }
  | { readonly kind: "remove-grant"; readonly agent: string; readonly tool: string; readonly pattern: string }
  | { readonly kind: "remove-approval"; readonly permission: string; readonly pattern: string }
  /** A pattern added to an agent's skills filter. */
  | { readonly kind: "add-skill"; readonly agent: string; readonly pattern: string }
  /** A pattern removed from an agent's skills filter. */
  | { readonly kind: "remove-skill"; readonly agent: string; readonly pattern: string }
  /** The whole skills filter removed (no filter allows every skill). */
  | { readonly kind: "drop-skill-filter"; readonly agent: string }
  /** The skill test's name written as the filters spell names (lowercase, trimmed). */
  | { readonly kind: "fix-skill-name"; readonly from: string; readonly to: string }
  /** The session's key. */
  | { readonly kind: "set-session-key"; readonly from: string | undefined; readonly to: string }
  /** The session's agent override (--agent). */
  | { readonly kind: "set-session-agent"; readonly agent: string }
  /** The default mark moved to another agent. */
  | { readonly kind: "move-default"; readonly from: string; readonly to: string };

export type ChangeKind = Change["kind"];

/** What a search is about: one entry of the scenarios. */
export type WhyTarget =
  | { readonly kind: "call"; readonly index: number }
  | { readonly kind: "skill"; readonly index: number }
  /** A session; `agent`: the agent wanted instead of the one it resolves to. */
  | { readonly kind: "session"; readonly index: number; readonly agent: string }
  /** An OpenClaw profile's scenarios message; `agent`: the agent wanted to answer it (SophiaClaw has no messages). */
  | { readonly kind: "message"; readonly index: number; readonly agent: string }
  /**
   * A call the scenarios do not make (a permission matrix cell): searched as if it were appended to the calls, and
   * the changes offered are those of the documents as they are (the call itself is not added).
   */
  | { readonly kind: "probe"; readonly agent: string; readonly tool: string; readonly pattern: string };

/** What the target's answer should become. */
export type WhyGoal =
  /** A call that is refused or asks the person: make it run. */
  | "run"
  /** A call that runs: make it stop (refused, or asked). */
  | "stop"
  /** A skill: allow it, or deny it. */
  | "allow"
  | "deny"
  /** A session: resolve to the agent asked for. */
  | "agent";

/** One way to get the goal, verified by analysing the changed texts. */
export interface Suggestion {
  readonly changes: readonly Change[];
  /** The edits that make it, against the texts the search was given. */
  readonly edits: readonly TextEdit[];
  /** The target's answer after it. */
  readonly result: VerdictAnswer | boolean | string;
  /** Every other answer it changes (the decision diff, the target's own answer left out). */
  readonly alsoChanges: readonly AnswerChange[];
  /** The other calls it lets through (refused or asked before, run after): their answer keys. */
  readonly alsoRuns: readonly string[];
  /** The pinned expectations (`expect` in the scenarios) met before it and failed after it, the target's own too. */
  readonly breaksPins: readonly BrokenPin[];
}

/** A pinned expectation a suggestion breaks: where it is, and what it expects against what would come. */
export interface BrokenPin {
  readonly path: JsonPath;
  readonly subject: ExpectationSubject;
  readonly text: string;
}

/** What the search found for one target. */
export interface WhyAnswer {
  readonly target: WhyTarget;
  readonly goal: WhyGoal;
  /** The target's answer now. */
  readonly now: VerdictAnswer | boolean | string;
  /** Narrowest first. */
  readonly suggestions: readonly Suggestion[];
  /** How many candidate changes were analysed to find them. */
  readonly tried: number;
  /** How many were left untried because the search's time ran out (absent: none). */
  readonly untried?: number;
  /** Set when the target is not there (no such entry) or there is nothing to search for, with why. */
  readonly none?: WhyNone;
}

export type WhyNone =
  | { readonly kind: "no-target"; readonly target: WhyTarget }
  | { readonly kind: "not-analysed" }
  | { readonly kind: "already"; readonly answer: VerdictAnswer | boolean | string };
