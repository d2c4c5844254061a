/**
 * Why the engine answered as it did, as data: a kind with the fields it needs. Every decision, refusal, tool-choice
 * error and skill verdict carries one of these; the sentence a person (or a model) reads is rendered from it last
 * (reason-text.ts). Code that wants to know what happened reads the kind, never the sentence.
 */
import type { Action, Mode, ToolClass } from "./vocabulary";
import type { Few } from "./words";

/** Why a permission request got its action (evaluate). */
export type DecisionReason =
  | { readonly kind: "rule"; readonly action: Action; readonly permission: string; readonly pattern: string }
  | { readonly kind: "grant"; readonly permission: string; readonly pattern: string }
  | { readonly kind: "approval"; readonly permission: string; readonly pattern: string; readonly grantedIn: Mode }
  | { readonly kind: "mode-default"; readonly mode: Mode; readonly toolClass: ToolClass; readonly action: Action }
  | { readonly kind: "mode-ceiling"; readonly mode: Mode; readonly toolClass: ToolClass; readonly action: Action }
  | { readonly kind: "unknown-mode"; readonly mode: string }
  | { readonly kind: "unknown-class"; readonly tool: string; readonly toolClass: string };

/** Why a subagent's tool choice failed (resolveChoice). */
export type ChoiceReason =
  | { readonly kind: "unknown-model"; readonly model: string | undefined }
  | { readonly kind: "invalid-thinking"; readonly level: string }
  | { readonly kind: "unknown-tools"; readonly unknown: readonly string[]; readonly choosable: readonly string[] };

/** Why a subagent has no mode, or no place in the team (checkMode, the tree). */
export type ModeReason =
  | { readonly kind: "not-a-mode"; readonly mode: string }
  | { readonly kind: "mode-wider"; readonly parentMode: Mode }
  | { readonly kind: "request-not-narrower" }
  | { readonly kind: "request-kind"; readonly requestKind: string; readonly kinds: readonly string[] }
  | { readonly kind: "parent-refused"; readonly parent: string }
  | { readonly kind: "missing-parent"; readonly parent: string; readonly names: readonly string[] }
  | { readonly kind: "missing-ancestor"; readonly parent: string }
  | { readonly kind: "cycle"; readonly head: readonly string[]; readonly size: number }
  | { readonly kind: "under-cycle"; readonly parent: string };

/** Why a subagent was never created: its mode or place, or its tool choice. */
export type NotCreatedReason = ModeReason | ChoiceReason;

/** Why a call is refused. */
export type RefusalReason =
  | { readonly kind: "own-denies"; readonly decision: DecisionReason }
  | { readonly kind: "main-denies"; readonly decision: DecisionReason }
  | { readonly kind: "requestable" }
  | { readonly kind: "not-delegated" }
  | { readonly kind: "not-requestable"; readonly tool: string; readonly kinds: readonly string[] }
  | { readonly kind: "unattended" }
  | { readonly kind: "no-such-tool"; readonly tool: string; readonly tools: Few }
  | { readonly kind: "no-such-agent"; readonly agent: string; readonly names: readonly string[] }
  | { readonly kind: "agent-not-created"; readonly agent: string; readonly because: NotCreatedReason }
  | { readonly kind: "tool-not-given"; readonly agent: string; readonly tool: string; readonly tools: Few };

/** Why a tightening preview cannot be made. */
export type TightenReason =
  | { readonly kind: "not-a-mode"; readonly mode: string }
  | { readonly kind: "tighten-not-stricter"; readonly to: string; readonly from: string };

/** Why a skill is allowed for an agent, or not (checkSkill). */
export type SkillReason =
  | { readonly kind: "agent-not-listed"; readonly agentId: string }
  | { readonly kind: "no-filter"; readonly agentId: string }
  | { readonly kind: "not-a-string" }
  | { readonly kind: "exact"; readonly skill: string; readonly pattern: string }
  | { readonly kind: "prefix"; readonly skill: string; readonly pattern: string }
  | { readonly kind: "empty-filter"; readonly agentId: string }
  | {
      readonly kind: "no-match";
      readonly skill: string;
      readonly filter: readonly string[];
      /** The name has capitals, which the lowercased patterns can never match. */
      readonly capitals: boolean;
    };

export type Reason = DecisionReason | ChoiceReason | ModeReason | RefusalReason | TightenReason | SkillReason;
