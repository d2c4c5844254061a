/**
 * The OpenClaw profiles' vocabulary: which versions, the simulated machine an answer is computed for, and the two
 * answers of the real CLI (`openclaw config validate --json` as a verdict with its reasons as data, and
 * `openclaw agents list --json` as agents). Sentences are rendered last, by texts.ts.
 */
import type { AllowlistNeverWhy } from "./exec-call/allowlist-lints";
import type { JsonPath } from "../diagnostics";
import type { OpenClawProfileId } from "../profiles";
import type { SchemaIssue } from "./schema/issues";
import type { RefinementIssue } from "./schema/refinements";
import type { ModelIssue } from "./schema/models";

/** The OpenClaw versions the studio reproduces: defined with the profiles (../profiles.ts), named here too. */
export { OPENCLAW_PROFILES, type OpenClawProfileId } from "../profiles";

/** The machine the command runs on, simulated: nothing is read from the visitor's own. */
export interface OpenClawEnvironment {
  /** HOME. */
  readonly home: string;
  /** The folder the command runs in (relative paths resolve against it). */
  readonly cwd: string;
  /** The process environment (OPENCLAW_STATE_DIR, OPENCLAW_HOME, ... and any `${NAME}` a config uses). */
  readonly vars: Readonly<Record<string, string>>;
  /** Where the config document lives; null when there is none. */
  readonly configAt: string | null;
  /** Other files by absolute path (another config, a workspace's IDENTITY.md, an avatar). */
  readonly files?: Readonly<Record<string, string>>;
  /**
   * The host's exec approvals document (2026.7's `exec-approvals.json`; what 2026.9's `openclaw approvals set --file`
   * stores); none: the machine has none.
   */
  readonly approvals?: string;
}

/** Why `config validate` rejects a config (or why a config is not there at all). */
export type OpenClawIssue =
  | { readonly kind: "syntax"; readonly path: JsonPath; readonly line: number; readonly column: number }
  | { readonly kind: "config-missing"; readonly path: JsonPath; readonly file: string }
  | { readonly kind: "unrecognized-key"; readonly path: JsonPath; readonly keys: readonly string[] }
  | { readonly kind: "invalid-key"; readonly path: JsonPath; readonly key: string }
  | { readonly kind: "missing-id"; readonly path: JsonPath; readonly index: number }
  | { readonly kind: "no-configured-agent"; readonly path: JsonPath }
  | { readonly kind: "key-collision"; readonly path: JsonPath; readonly keys: readonly string[]; readonly id: string }
  | { readonly kind: "several-defaults"; readonly path: JsonPath; readonly count: number }
  | { readonly kind: "invalid-ownership"; readonly path: JsonPath; readonly value: unknown }
  | { readonly kind: "ownership-with-marker"; readonly path: JsonPath }
  | { readonly kind: "fleet-without-owner"; readonly path: JsonPath; readonly count: number }
  | { readonly kind: "empty-agent-ref"; readonly path: JsonPath }
  | { readonly kind: "unknown-agent-ref"; readonly path: JsonPath; readonly id: string }
  | {
      readonly kind: "shared-agent-dir";
      readonly path: JsonPath;
      readonly dir: string;
      readonly ids: readonly string[];
    }
  | { readonly kind: "avatar-outside-workspace"; readonly path: JsonPath; readonly avatar: string }
  | Exclude<SchemaIssue, { kind: "unrecognized-key" | "invalid-key" }>
  | RefinementIssue
  | ModelIssue;

/** What `config validate` warns about while still accepting the config. */
export type OpenClawWarning =
  | { readonly kind: "missing-env-var"; readonly path: JsonPath; readonly name: string }
  | { readonly kind: "list-moved"; readonly path: JsonPath }
  | { readonly kind: "ownership-materialized"; readonly path: JsonPath }
  | { readonly kind: "default-markers-removed"; readonly path: JsonPath }
  | { readonly kind: "no-heartbeat-owner"; readonly path: JsonPath }
  | { readonly kind: "plugin-path-unavailable"; readonly path: JsonPath; readonly folder: string };

export type OpenClawIssueKind = OpenClawIssue["kind"];
export type OpenClawWarningKind = OpenClawWarning["kind"];

/** One agent as `openclaw agents list --json` prints it (optional fields only when printed). */
export interface OpenClawAgent {
  readonly id: string;
  readonly name?: string;
  readonly identityName?: string;
  readonly identityEmoji?: string;
  readonly identitySource?: "config" | "identity";
  readonly workspace: string;
  readonly agentDir: string;
  readonly model?: string;
  readonly bindings: number;
  readonly isDefault: boolean;
  readonly identityAvatarUrl?: string;
}

export interface OpenClawVerdict {
  readonly valid: boolean;
  /** The config file the CLI reads (validate's `path`). */
  readonly path: string;
  readonly issues: readonly OpenClawIssue[];
  readonly warnings: readonly OpenClawWarning[];
}

export interface OpenClawAnswer {
  readonly profile: OpenClawProfileId;
  /** Whether the CLI reads the given document at all (not when its location is not the one the CLI reads). */
  readonly documentRead: boolean;
  readonly verdict: OpenClawVerdict;
  /** `agents list --json`; null where the CLI refuses to list (a config it rejects). */
  readonly agents: readonly OpenClawAgent[] | null;
}

/**
 * What the studio finds beyond OpenClaw's own validator (lints.ts), as data. `agent-merged` (2026.7): the entry at
 * `merged` has the same id as the one at `kept` and vanishes into it. `agent-renamed` (2026.7): the id written `from`
 * is read as `to` (`collidesWith`: the index of another entry with that id; `becomesMain`: `to` is `main`).
 * `roster-ignored`: the document at `document` is not read; the CLI reads `readFrom`, moved by the variables set in
 * `movedBy`. `default-by-order` (2026.7): no entry is marked, so the first (`id`, of `count`) is the default.
 * `shared-workspace`: the agents `ids` all work in `folder`. `var-makes-relative`: a path field starts with
 * `${name}`, whose value (`value`; null when it is not set and stays as written) is relative, so the field resolves
 * against `cwd`, to `resolved`. `path-placeholder`: a path keeps a template's `placeholder` and resolves, as written,
 * to `resolved`. `windows-path`: a Windows path, `written`, read on Linux or macOS as `resolved`. `key-lowercased`
 * (2026.9): the entries key `key` is the agent id `id`. `model-drops-fallbacks`: the agent `id` names its own model
 * (`model`, at `path`) without fallbacks, so it runs with none, not with `fallbacks` of agents.defaults.model.
 * `skill-unmatched`: a skills filter names `name`, which no skill the release ships is called (matched as written:
 * `closest` is the shipped skill of that name in other case, if any), so it lets nothing through.
 * `tool-allow-overridden`: an `allow`/`alsoAllow` entry names `tool`, which `agent`'s main session is refused anyway, by
 * `layer`'s deny list or by an earlier layer's allow list (the tool profile); `fix` lets it through.
 */
export type OpenClawLint =
  | {
      readonly kind: "agent-merged";
      readonly path: JsonPath;
      readonly id: string;
      readonly kept: number;
      readonly merged: number;
    }
  | {
      readonly kind: "agent-renamed";
      readonly path: JsonPath;
      readonly index: number;
      readonly from: string;
      readonly to: string;
      readonly collidesWith: number | null;
      readonly becomesMain: boolean;
    }
  | {
      readonly kind: "roster-ignored";
      readonly path: JsonPath;
      readonly document: string;
      readonly readFrom: string;
      readonly movedBy: readonly string[];
    }
  | { readonly kind: "default-by-order"; readonly path: JsonPath; readonly id: string; readonly count: number }
  | {
      readonly kind: "shared-workspace";
      readonly path: JsonPath;
      readonly ids: readonly string[];
      readonly folder: string;
    }
  | {
      readonly kind: "var-makes-relative";
      readonly path: JsonPath;
      readonly name: string;
      readonly value: string | null;
      readonly cwd: string;
      readonly resolved: string;
    }
  | {
      readonly kind: "path-placeholder";
      readonly path: JsonPath;
      readonly placeholder: string;
      readonly resolved: string;
    }
  | { readonly kind: "windows-path"; readonly path: JsonPath; readonly written: string; readonly resolved: string }
  | { readonly kind: "key-lowercased"; readonly path: JsonPath; readonly key: string; readonly id: string }
  | {
      readonly kind: "model-drops-fallbacks";
      readonly path: JsonPath;
      readonly id: string;
      readonly model: string;
      readonly fallbacks: readonly string[];
    }
  | { readonly kind: "skill-unmatched"; readonly path: JsonPath; readonly name: string; readonly closest?: string }
  | {
      readonly kind: "tool-allow-overridden";
      readonly path: JsonPath;
      readonly tool: string;
      /** The agent whose session refuses it (the first, for an entry that applies to several). */
      readonly agent: string;
      /** The session it is refused in: the main one, or the sandboxed ones. */
      readonly session: "main" | "other";
      readonly layer: string;
      readonly rule: "allow" | "deny";
      /** The entry or setting that refuses it, if written in the config. */
      readonly refusedAt?: JsonPath;
      /** The change that lets it through, checked: remove the deny entry, or add the tool to an alsoAllow list. */
      readonly fix?:
        | { readonly kind: "remove-deny"; readonly path: JsonPath }
        | { readonly kind: "add-to"; readonly list: JsonPath };
    }
  | {
      /** In the host's approvals (exec-call/allowlist-lints.ts); `split`: the entry written as OpenClaw matches it. */
      readonly kind: "allowlist-never-matches";
      readonly path: JsonPath;
      readonly why: AllowlistNeverWhy;
      readonly pattern: string;
      readonly split?: { readonly pattern: string; readonly argPattern: string };
      /** For an entry under an agent the config does not list: the listed agent it probably names. */
      readonly agent?: string;
    }
  /** A route binding no message reaches (routing/lints.ts): an earlier one of its tier matches all its messages (`by`), peer wildcards outrank it, its peer cannot be read, it names no channel. */
  | {
      readonly kind: "binding-never-matches";
      readonly path: JsonPath;
      /** `outranked`: only a message that names no chat reaches it (`by` and `also`: the two peer wildcards). */
      readonly why: "shadowed" | "outranked" | "unreadable-peer" | "no-channel";
      readonly by?: JsonPath;
      readonly also?: JsonPath;
    }
  /** A binding to an agent the config does not list: the messages it matches go to `goesTo`. */
  | {
      readonly kind: "binding-unknown-agent";
      readonly path: JsonPath;
      readonly agent: string;
      readonly goesTo: string;
      readonly meant?: string;
    }
  /** DM scope main while `bindings` bindings send different people's direct messages to `agent`: one session for all. */
  | { readonly kind: "dm-scope-shared"; readonly path: JsonPath; readonly agent: string; readonly bindings: number };

export type OpenClawLintKind = OpenClawLint["kind"];

/** Anything the OpenClaw profiles report on a config: a reason to reject it, a warning of validate's, a lint. */
export type OpenClawFinding = OpenClawIssue | OpenClawWarning | OpenClawLint;
