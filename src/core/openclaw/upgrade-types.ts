/**
 * The vocabulary of moving a config from OpenClaw 2026.7 to 2026.9: each answer that changes (a kind with its
 * fields), the conversion of a legacy `agents.list` into `agents.entries` (which entry became which key, what was
 * added so 2026.9 answers as 2026.7 did, what still differs), and why a conversion is refused. Sentences are
 * rendered last, by upgrade-texts.ts.
 */
import type { OpenClawAnswer, OpenClawIssue, OpenClawProfileId, OpenClawWarning } from "./types";

/** One answer that differs between OpenClaw 2026.7 and 2026.9 for the same text on the same machine. */
import type { OpenClawReportFieldName } from "./report-fields";

export type UpgradeChange =
  /** 2026.7 accepts the config, 2026.9 rejects it (and so lists no agents). */
  | { readonly kind: "verdict-rejected"; readonly issues: readonly OpenClawIssue[] }
  /** 2026.7 rejects the config, 2026.9 accepts it. */
  | { readonly kind: "verdict-accepted"; readonly issues: readonly OpenClawIssue[] }
  /** A warning 2026.9's validate gives that 2026.7's does not. */
  | { readonly kind: "warning-added"; readonly warning: OpenClawWarning }
  | { readonly kind: "agent-gone"; readonly id: string }
  | { readonly kind: "agent-new"; readonly id: string }
  | { readonly kind: "workspace-moved"; readonly id: string; readonly before: string; readonly after: string }
  | { readonly kind: "agent-dir-moved"; readonly id: string; readonly before: string; readonly after: string }
  | { readonly kind: "default-moved"; readonly before: string; readonly after: string }
  | { readonly kind: "default-lost"; readonly id: string }
  | { readonly kind: "default-gained"; readonly id: string }
  | {
      readonly kind: "model-changed";
      readonly id: string;
      readonly before: string | undefined;
      readonly after: string | undefined;
    }
  | { readonly kind: "bindings-changed"; readonly id: string; readonly before: number; readonly after: number }
  /** What an agent runs on or may do (report-fields.ts): its fallbacks, sandbox, the sandbox's tools, exec policy. */
  | {
      readonly kind: "answer-changed";
      readonly id: string;
      readonly field: OpenClawReportFieldName;
      readonly before: string | null;
      readonly after: string | null;
    }
  /** A scenarios call (by its index) that the newer release answers otherwise (tool-calls.ts's verdicts). */
  | {
      readonly kind: "call-changed";
      readonly index: number;
      readonly agent: string;
      readonly tool: string;
      readonly command?: string;
      readonly before: string | undefined;
      readonly after: string | undefined;
    }
  /** A scenarios message (by its index) the newer release gives another agent or session; undefined: refused. */
  | {
      readonly kind: "message-rerouted";
      readonly index: number;
      readonly channel: string;
      readonly before: { readonly agentId: string; readonly sessionKey: string } | undefined;
      readonly after: { readonly agentId: string; readonly sessionKey: string } | undefined;
    }
  /** The same agents, listed in another order (2026.9 lists integer-like keys first, as a JS object orders them). */
  | { readonly kind: "order-changed"; readonly before: readonly string[]; readonly after: readonly string[] };

export type UpgradeChangeKind = UpgradeChange["kind"];

/** What became of one `agents.list` entry. */
export interface ListMapping {
  /** Its index in `agents.list`. */
  readonly index: number;
  /** Its `id` as written. */
  readonly written: string;
  /** The `agents.entries` key it went to (the id 2026.7 gives it). */
  readonly key: string;
  /**
   * kept: the key is the id as written; renamed: 2026.7 sanitized the id; merged: a different id that 2026.7
   * reads as an earlier entry's (its fields are dropped, as 2026.7 drops them); dropped: the same id written again.
   */
  readonly fate: "kept" | "renamed" | "merged" | "dropped";
  /** For merged and dropped: the index of the entry it went into. */
  readonly into?: number;
}

/** What the conversion wrote besides the entries, so that 2026.9 answers as 2026.7 did. */
export type ConversionAddition =
  /** A fleet of two or more: `agents.ownership: "explicit"` and `agents.defaults.systemAgent` name the default. */
  | { readonly kind: "system-agent"; readonly id: string }
  /** The default agent's workspace written out (2026.9 gives an explicit fleet's system agent another one). */
  | { readonly kind: "workspace-pinned"; readonly id: string; readonly workspace: string }
  /** A binding's agentId written as the id 2026.7 read it (2026.9 only lower-cases). */
  | { readonly kind: "binding-renamed"; readonly index: number; readonly from: string; readonly to: string }
  /** The retired `default` markers removed (the default is named by systemAgent, or is the sole agent). */
  | { readonly kind: "markers-removed"; readonly count: number }
  /** Comments inside the agents value are not carried over (the value is written anew). */
  | { readonly kind: "comments-dropped"; readonly count: number };

/** Why a config cannot be converted. */
export type ConversionRefusal =
  | { readonly kind: "no-list" }
  | { readonly kind: "has-entries" }
  | { readonly kind: "list-not-array" }
  /** OpenClaw 2026.7 rejects the config: there are no answers to keep. */
  | { readonly kind: "rejected-by-2026.7"; readonly issues: readonly OpenClawIssue[] }
  /** The text is JSON5 beyond JSON with comments (unquoted keys, single quotes...): edits cannot be placed in it. */
  | { readonly kind: "not-jsonc"; readonly line: number; readonly column: number };

export interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export type ListConversion =
  | {
      readonly ok: true;
      /** Non-overlapping, in text order: the `agents` value, and any binding agentId written anew. */
      readonly edits: readonly TextEdit[];
      /** The converted text. */
      readonly text: string;
      readonly mapping: readonly ListMapping[];
      readonly added: readonly ConversionAddition[];
      /** The answers that still differ: the converted text under 2026.9 against the original under 2026.7. */
      readonly preserved: readonly UpgradeChange[];
    }
  | { readonly ok: false; readonly reason: ConversionRefusal };

/** One release's upgrade: a config read as `from`, read again as `to` (the release `from` upgrades to). */
export interface UpgradeStep {
  readonly from: OpenClawProfileId;
  readonly to: OpenClawProfileId;
}

export interface UpgradePreview extends UpgradeStep {
  readonly before: OpenClawAnswer;
  readonly after: OpenClawAnswer;
  /** Every answer that changes, verdict first, then agent by agent. */
  readonly changes: readonly UpgradeChange[];
  /** When the config has a legacy `agents.list`: its conversion into `agents.entries`. */
  readonly conversion?: ListConversion;
}
