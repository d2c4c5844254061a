/**
 * The sentences of the OpenClaw profiles, rendered last from the reasons (one switch per union): nothing reads
 * them back. Worded for the studio's reader; they say what OpenClaw does, not how its own messages put it.
 */
import { formatPath, type JsonPath } from "../diagnostics";
import { fewNames, quoted } from "../words";
import type { AgentDirRule, DefaultBy, WorkspaceRule } from "./agents";
import type { OpenClawIdRule } from "./explain";
import { OPENCLAW_VARIABLES } from "./places";
import type { OpenClawIssue, OpenClawLint, OpenClawWarning } from "./types";

const q = (text: string) => quoted(text);

export function openclawIssueText(issue: OpenClawIssue): string {
  switch (issue.kind) {
    case "syntax":
      return `OpenClaw cannot read the file as JSON5 (line ${issue.line}, column ${issue.column}).`;
    case "config-missing":
      return `OpenClaw reads its config from ${issue.file}, and there is no file there.`;
    case "unrecognized-key":
      return `${issue.path.length === 0 ? "The config" : formatPath(issue.path)} does not accept ${fewNames(issue.keys.map(q))}.`;
    case "invalid-key":
      return issue.path[0] === "agents"
        ? `${q(issue.key)} is not a valid agent key: letters, digits, "_" and "-", starting with a letter, digit or "_", at most 64.`
        : `${formatPath(issue.path.slice(0, -1))} does not accept the key ${q(issue.key)}.`;
    case "missing-id":
      return `Agent entry ${issue.index} has no id.`;
    case "no-configured-agent":
      return "agents.entries must contain at least one configured agent.";
    case "key-collision":
      return `The keys ${fewNames(issue.keys.map(q))} are the same agent id ${q(issue.id)}.`;
    case "several-defaults":
      return `${issue.count} agents are marked "default": true; at most one may be.`;
    case "invalid-ownership":
      return `agents.ownership accepts only "explicit", not ${JSON.stringify(issue.value)}.`;
    case "ownership-with-marker":
      return 'agents.ownership "explicit" cannot be combined with a "default": true marker.';
    case "fleet-without-owner":
      return `A roster of ${issue.count} agents needs agents.ownership "explicit" or exactly one "default": true marker.`;
    case "empty-agent-ref":
      return `${formatPath(issue.path)} is empty.`;
    case "unknown-agent-ref":
      return `${formatPath(issue.path)} names ${q(issue.id)}, which is not a configured agent.`;
    case "shared-agent-dir":
      return `The agents ${fewNames(issue.ids.map(q))} share the agent folder ${issue.dir}.`;
    case "avatar-outside-workspace":
      return `The avatar ${q(issue.avatar)} lies outside the agent's workspace.`;
    case "schema-type":
      return issue.received === "undefined"
        ? `${formatPath(issue.path)} is required: ${article(issue.expected)}.`
        : `${formatPath(issue.path)} must be ${article(issue.expected)}, not ${article(issue.received)}.`;
    case "schema-value":
      return issue.values.length === 1
        ? `${formatPath(issue.path)} accepts only ${JSON.stringify(issue.values[0])}.`
        : `${formatPath(issue.path)} accepts one of ${fewNames(issue.values.map((v) => JSON.stringify(v)))}.`;
    case "schema-small":
    case "schema-big":
      return `${formatPath(issue.path)} ${sizeText(issue.kind === "schema-small", issue.origin, issue.limit, issue.inclusive)}.`;
    case "schema-pattern":
      return `${formatPath(issue.path)} does not match the form OpenClaw expects (/${issue.pattern}/).`;
    case "schema-format":
      return `${formatPath(issue.path)} must be ${issue.format === "uri" ? "a URL" : "a date and time (ISO 8601)"}.`;
    case "schema-multiple":
      return `${formatPath(issue.path)} must be a multiple of ${issue.divisor}.`;
    case "schema-duplicates":
      return `${formatPath(issue.path)} lists an item twice.`;
    case "schema-union":
      return `${formatPath(issue.path)} matches none of the forms OpenClaw accepts there.`;
    case "schema-discriminator":
      return `${formatPath(issue.path)} must be one of ${fewNames(issue.options.map((v) => JSON.stringify(v)))}.`;
    case "legacy-web-search":
      return `tools.web.search no longer takes ${q(issue.key)}: a search provider's settings go in plugins.entries.<plugin>.config.webSearch.`;
    case "plugin-path-missing":
      return `The plugin folder ${issue.folder} is not on this machine.`;
    case "schema-never":
      return `OpenClaw does not accept ${formatPath(issue.path)} as written.`;
    case "custom-provider-incomplete":
      return issue.field === "baseUrl"
        ? `The model provider ${q(issue.provider)} is not one OpenClaw bundles, so it must say where it is: add its baseUrl.`
        : `The model provider ${q(issue.provider)} is not one OpenClaw bundles, so it must list the models it serves: add its models.`;
    case "invalid-model-policy-ref":
      return `invalid model policy ref: ${JSON.stringify(issue.ref)}. Use a configured alias, an exact "provider/model" ref, or a trailing prefix wildcard such as "provider/*" or "provider/namespace/*".`;
    case "tools-allow-and-also-allow":
      return `${formatPath(issue.path)}: ${issue.scope} cannot set both allow and alsoAllow in the same scope (merge alsoAllow into allow, or remove allow and use profile + alsoAllow).`;
    case "retired-model":
      return issue.reason ? `Unknown model: ${issue.ref}. ${issue.reason}` : `Unknown model: ${issue.ref}.`;
  }
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: "a string",
  number: "a number",
  integer: "a whole number",
  nan: "NaN",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  null: "null",
};
/** "an object", "a string or a number". */
const article = (type: string) =>
  type
    .split(" | ")
    .map((t) => TYPE_WORDS[t] ?? t)
    .join(" or ");

function sizeText(small: boolean, origin: string, limit: number, inclusive: boolean): string {
  const bound = small ? (inclusive ? "at least" : "more than") : inclusive ? "at most" : "less than";
  switch (origin) {
    case "string":
      return `must have ${bound} ${limit} character${limit === 1 ? "" : "s"}`;
    case "array":
      return `must list ${bound} ${limit} item${limit === 1 ? "" : "s"}`;
    case "object":
      return `must have ${bound} ${limit} key${limit === 1 ? "" : "s"}`;
    default:
      return `must be ${bound} ${limit}`;
  }
}

export function openclawWarningText(warning: OpenClawWarning): string {
  switch (warning.kind) {
    case "missing-env-var":
      return `\${${warning.name}} is not set: ${formatPath(warning.path)} keeps it as written.`;
    case "list-moved":
      return "The legacy agents.list is read as keyed agents.entries.";
    case "ownership-materialized":
      return 'The "default": true marker decides which agent owns the shared surfaces.';
    case "default-markers-removed":
      return '"default": true markers are retired; OpenClaw still reads them.';
    case "no-heartbeat-owner":
      return "No agent owns heartbeats: they stay off until agents.defaults.systemAgent or heartbeat names one.";
    case "plugin-path-unavailable":
      return `The plugin folder ${warning.folder} is not on this machine: OpenClaw keeps its settings and loads nothing from it.`;
  }
}

/** A lint's sentence (lints.ts): what OpenClaw does without a word, and where. */
export function openclawLintText(lint: OpenClawLint): string {
  switch (lint.kind) {
    case "agent-merged":
      return `agents.list[${lint.merged}] has the id ${q(lint.id)}, like agents.list[${lint.kept}]: OpenClaw 2026.7 keeps only the earlier entry, and this one vanishes without a word.`;
    case "agent-renamed": {
      const after = lint.becomesMain
        ? lint.collidesWith !== null
          ? `; it becomes "main" and merges with agents.list[${lint.collidesWith}]`
          : '; it becomes "main", the id of the implicit agent'
        : lint.collidesWith !== null
          ? `, the id of agents.list[${lint.collidesWith}] as well`
          : "";
      return `OpenClaw 2026.7 reads the id ${q(lint.from)} as ${q(lint.to)}${after}.`;
    }
    case "roster-ignored": {
      const moved = lint.movedBy.length > 0 ? ` (${fewNames(lint.movedBy)} set)` : "";
      return `OpenClaw does not read this file here: it reads ${lint.readFrom}${moved}, so the agents written here are ignored.`;
    }
    case "default-by-order":
      return `No agent is marked "default": true, so the first of the ${lint.count}, ${q(lint.id)}, is the default, by list order alone.`;
    case "shared-workspace":
      return `The agents ${fewNames(lint.ids.map(q))} all work in ${lint.folder}.`;
    case "model-drops-fallbacks":
      return `Agent ${q(lint.id)} names its own model (${q(lint.model)}) without fallbacks, so it runs with none: the fallbacks of agents.defaults.model (${fewNames(lint.fallbacks.map((f) => q(f)))}) do not apply to it. List them in its model's fallbacks to keep them.`;
    case "skill-unmatched":
      return lint.closest
        ? `No skill is called ${q(lint.name)}: OpenClaw matches names as written, so this lets nothing through. The skill it ships is ${q(lint.closest)}.`
        : `No skill OpenClaw ships is called ${q(lint.name)}${/[*?]/.test(lint.name) ? " (a filter takes names, not patterns)" : ""}: this entry lets nothing through.`;
    case "tool-allow-overridden": {
      const where = lint.refusedAt ? ` (${formatPath(lint.refusedAt)})` : "";
      const who = `agent ${q(lint.agent)} cannot use it${lint.session === "other" ? " in its sandboxed sessions" : ""}`;
      if (lint.rule === "deny")
        return `${q(lint.tool)} is allowed here, but ${lint.layer}'s deny list refuses it${where}: a deny wins, so ${who}.`;
      return lint.layer === "sandbox tools.allow"
        ? `${q(lint.tool)} is allowed here, but the sandbox's allow list leaves it out${where}: ${who}.`
        : `${q(lint.tool)} is allowed here, but ${lint.layer} leaves it out first${where}, and a later list cannot give it back: ${who}. Add it to alsoAllow beside the profile.`;
    }
    case "allowlist-never-matches":
      return allowlistNeverText(lint);
    case "binding-never-matches":
      return lint.why === "shadowed"
        ? `No message reaches this binding: ${formatPath(lint.by!)} matches every message it matches and comes first in the same tier.`
        : lint.why === "outranked"
          ? `Only a message that names no chat reaches this binding: ${formatPath(lint.by!)} (every direct chat) and ${formatPath(lint.also!)} (every group and channel) are peer wildcards, a tier OpenClaw tries first.`
          : lint.why === "unreadable-peer"
            ? "No message reaches this binding: OpenClaw cannot read its peer (the kind is direct, group or channel; the id is not empty)."
            : "No message reaches this binding: it names no channel.";
    case "binding-unknown-agent":
      return `The config lists no agent ${q(lint.agent)}: the messages this binding matches go to ${q(lint.goesTo)}${lint.goesTo === "main" ? " (an agent it does not list)" : " (the default agent), without a word"}.${lint.meant ? ` Did you mean ${q(lint.meant)}?` : ""}`;
    case "dm-scope-shared":
      return `session.dmScope is main, so every direct message ${q(lint.agent)} gets (from ${lint.bindings > 1 ? `${lint.bindings} bindings` : "a peer wildcard"}) lands in one session, agent:${lint.agent}:main: different people share it. Set session.dmScope to "per-channel-peer" to give each person their own.`;
    case "key-lowercased":
      return `OpenClaw 2026.9 reads the key ${q(lint.key)} as the agent id ${q(lint.id)}: bindings, sessions and folders use ${q(lint.id)}.`;
    case "path-placeholder":
      return `This path still holds the template's ${q(lint.placeholder)}: OpenClaw reads it as written, as ${lint.resolved}.`;
    case "windows-path":
      return `${q(lint.written)} is a Windows path: on Linux and macOS OpenClaw reads it as ${lint.resolved}.`;
    case "var-makes-relative": {
      const what =
        lint.value === null
          ? `\${${lint.name}} is not set and stays as written`
          : `\${${lint.name}} is ${q(lint.value)}`;
      return `${what}, so ${formatPath(lint.path)} is relative to the folder the command runs in (${lint.cwd}): ${lint.resolved}.`;
    }
  }
}

/** How an agent got its id (explain.ts). */
export function openclawIdRuleText(rule: OpenClawIdRule): string {
  switch (rule.kind) {
    case "kept":
      return "as written";
    case "lower-cased":
      return `${q(rule.from)} lower-cased`;
    case "sanitized":
      return `sanitized from ${q(rule.from)}`;
    case "implicit-main":
      return "the implicit agent (no agent is configured)";
  }
}

/**
 * How an agent got its workspace. Whether it is the default changes the words, not the rule: the shared workspace
 * goes to the default or to a sole agent that is not one (2026.9, explicit, no system agent), and in an explicit
 * fleet the default gets a workspace of its own like every other agent.
 */
export function openclawWorkspaceRuleText(rule: WorkspaceRule, from: JsonPath | null, isDefault: boolean): string {
  const shared = isDefault ? "as the default agent" : "as the only agent";
  const perId = isDefault
    ? "as every agent of an explicit fleet, the default too"
    : "as an agent other than the default";
  switch (rule) {
    case "own":
      return `its own ${formatPath(from ?? [])}`;
    case "defaults-workspace":
      return `${formatPath(from ?? [])}, ${shared}`;
    case "workspace-dir-var":
      return `${OPENCLAW_VARIABLES.workspaceDir}, ${shared}`;
    case "default-workspace":
      return `the built-in default workspace, ${shared}`;
    case "defaults-workspace-per-id":
      return `${formatPath(from ?? [])}/<id>, ${perId}`;
    case "state-workspace-per-id":
      return `<state>/workspace-<id>, ${perId}`;
  }
}

/** How an agent got its agent folder. */
export function openclawAgentDirRuleText(rule: AgentDirRule, from: JsonPath | null): string {
  return rule === "own" ? `its own ${formatPath(from ?? [])}` : "<state>/agents/<id>/agent";
}

/** Why an agent is, or is not, the default. */
export function openclawDefaultRuleText(rule: DefaultBy | "none"): string {
  switch (rule) {
    case "sole":
      return "the only agent";
    case "marked":
      return 'marked "default": true';
    case "first-in-list":
      return 'first in agents.list, none marked "default": true';
    case "system-agent":
      return "agents.defaults.systemAgent names it";
    case "none":
      return "not the default";
  }
}

function allowlistNeverText(lint: Extract<OpenClawLint, { kind: "allowlist-never-matches" }>): string {
  const p = q(lint.pattern);
  switch (lint.why) {
    case "command-line":
      return lint.split
        ? `${p} can never match: a pattern names the executable only, and OpenClaw matches the arguments with argPattern. Write it as pattern ${q(lint.split.pattern)} with argPattern ${q(lint.split.argPattern)}.`
        : `${p} can never match: a pattern names the executable only (the arguments go in argPattern).`;
    case "relative-path":
      return `${p} can never match: a pattern with "/" is matched against the executable's real path, which starts with "/". Start it with "/" or "~/".`;
    case "invalid-arg-pattern":
      return `The argPattern of ${p} is not a regular expression, so OpenClaw never matches this entry.`;
    case "allow-always-unhashed":
      return `${p} is marked source "allow-always" without the hash OpenClaw writes with it, so it matches nothing. Remove the source to let the pattern match.`;
    case "agent-not-listed":
      return `The config lists no agent ${p}: these allowlist entries apply to no agent (only "*" applies to every agent).`;
  }
}
