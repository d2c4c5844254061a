/**
 * The OpenClaw profiles' diagnostic codes: OC0xx for each reason `config validate` rejects a config (errors), OC1xx
 * for each of its warnings, OC2xx for each lint the studio adds (lints.ts), OC3xx for the scenarios' calls
 * (tool-calls.ts). One entry per kind, so the compiler
 * finds a kind without a code.
 */
import type { CodeInfo } from "../diagnostics";
import type { OpenClawFinding, OpenClawIssueKind, OpenClawLintKind, OpenClawWarningKind } from "./types";

export const OPENCLAW_CODES = {
  syntax: { code: "OC001", severity: "error", title: "OpenClaw: the config is not JSON5" },
  "config-missing": { code: "OC002", severity: "error", title: "OpenClaw: no config file where the CLI reads it" },
  "unrecognized-key": { code: "OC003", severity: "error", title: "OpenClaw: a key its schema does not accept" },
  "invalid-key": { code: "OC004", severity: "error", title: "OpenClaw 2026.9: an agents.entries key it rejects" },
  "missing-id": { code: "OC005", severity: "error", title: "OpenClaw 2026.7: an agents.list entry without an id" },
  "no-configured-agent": { code: "OC006", severity: "error", title: "OpenClaw 2026.9: no configured agent" },
  "key-collision": { code: "OC007", severity: "error", title: "OpenClaw 2026.9: two keys equal after lower-casing" },
  "several-defaults": { code: "OC008", severity: "error", title: "OpenClaw 2026.9: more than one default marker" },
  "invalid-ownership": { code: "OC009", severity: "error", title: 'OpenClaw 2026.9: agents.ownership not "explicit"' },
  "ownership-with-marker": {
    code: "OC010",
    severity: "error",
    title: "OpenClaw 2026.9: explicit ownership combined with a default marker",
  },
  "fleet-without-owner": {
    code: "OC011",
    severity: "error",
    title: "OpenClaw 2026.9: several agents without ownership or a marker",
  },
  "empty-agent-ref": { code: "OC012", severity: "error", title: "OpenClaw: an empty agent reference" },
  "unknown-agent-ref": { code: "OC013", severity: "error", title: "OpenClaw: a reference to an agent not configured" },
  "shared-agent-dir": { code: "OC014", severity: "error", title: "OpenClaw: two agents share an agent folder" },
  "avatar-outside-workspace": {
    code: "OC015",
    severity: "error",
    title: "OpenClaw: an avatar file outside the agent's workspace",
  },
  "schema-type": { code: "OC016", severity: "error", title: "OpenClaw: a value of the wrong type" },
  "schema-value": { code: "OC017", severity: "error", title: "OpenClaw: a value it does not accept" },
  "schema-small": { code: "OC018", severity: "error", title: "OpenClaw: a value below its lower bound" },
  "schema-big": { code: "OC019", severity: "error", title: "OpenClaw: a value above its upper bound" },
  "schema-pattern": { code: "OC020", severity: "error", title: "OpenClaw: a string not in the form it expects" },
  "schema-format": { code: "OC021", severity: "error", title: "OpenClaw: a URL or a date it cannot read" },
  "schema-multiple": { code: "OC022", severity: "error", title: "OpenClaw: a number not a multiple of its step" },
  "schema-duplicates": { code: "OC023", severity: "error", title: "OpenClaw: a list with an item twice" },
  "schema-union": { code: "OC024", severity: "error", title: "OpenClaw: a value in none of the forms it accepts" },
  "schema-discriminator": { code: "OC025", severity: "error", title: "OpenClaw: an unknown kind of entry" },
  "schema-never": { code: "OC026", severity: "error", title: "OpenClaw: a value its schema rules out" },
  "legacy-web-search": {
    code: "OC027",
    severity: "error",
    title: "OpenClaw: web search settings where they used to be",
  },
  "plugin-path-missing": {
    code: "OC028",
    severity: "error",
    title: "OpenClaw 2026.7: a plugin folder not on the machine",
  },
  "custom-provider-incomplete": {
    code: "OC029",
    severity: "error",
    title: "OpenClaw: a model provider it does not bundle, without its address or models",
  },
  "retired-model": { code: "OC030", severity: "error", title: "OpenClaw: a model it knows is shut down" },
  "tools-allow-and-also-allow": {
    code: "OC031",
    severity: "error",
    title: "OpenClaw: a tool policy with both allow and alsoAllow",
  },
  "missing-env-var": { code: "OC101", severity: "warning", title: "OpenClaw: a ${NAME} that is not set" },
  "list-moved": { code: "OC102", severity: "warning", title: "OpenClaw 2026.9: agents.list read as agents.entries" },
  "ownership-materialized": {
    code: "OC103",
    severity: "warning",
    title: "OpenClaw 2026.9: the default marker decides the owner",
  },
  "default-markers-removed": {
    code: "OC104",
    severity: "warning",
    title: "OpenClaw 2026.9: retired default markers",
  },
  "no-heartbeat-owner": { code: "OC105", severity: "warning", title: "OpenClaw 2026.9: no agent owns heartbeats" },
  "plugin-path-unavailable": {
    code: "OC106",
    severity: "warning",
    title: "OpenClaw 2026.9: a plugin folder not on the machine",
  },
  "agent-merged": {
    code: "OC201",
    severity: "warning",
    title: "OpenClaw 2026.7: an agent merged silently into an earlier one with the same id",
  },
  "agent-renamed": {
    code: "OC202",
    severity: "warning",
    title: "OpenClaw 2026.7: an agent id read as another (sanitized)",
  },
  "roster-ignored": {
    code: "OC203",
    severity: "warning",
    title: "OpenClaw: the config is not the file the CLI reads (the roster is ignored)",
  },
  "default-by-order": {
    code: "OC204",
    severity: "info",
    title: "OpenClaw 2026.7: the default agent chosen by list order",
  },
  "shared-workspace": { code: "OC205", severity: "warning", title: "OpenClaw: two agents share a workspace" },
  "var-makes-relative": {
    code: "OC206",
    severity: "warning",
    title: "OpenClaw: a ${NAME} that makes a path relative to the folder the command runs in",
  },
  "path-placeholder": {
    code: "OC207",
    severity: "warning",
    title: "OpenClaw: a template's placeholder left in a path",
  },
  "windows-path": { code: "OC208", severity: "warning", title: "OpenClaw: a Windows path on Linux or macOS" },
  "key-lowercased": {
    code: "OC209",
    severity: "warning",
    title: "OpenClaw 2026.9: an agents.entries key read as its lower case",
  },
  "model-drops-fallbacks": {
    code: "OC210",
    severity: "warning",
    title: "OpenClaw: an agent's own model without the defaults' fallbacks",
  },
  "skill-unmatched": {
    code: "OC211",
    severity: "warning",
    title: "OpenClaw: a skills filter's name no shipped skill has",
  },
  "invalid-model-policy-ref": {
    code: "OC032",
    severity: "error",
    title: "OpenClaw 2026.9: a model policy entry that is no alias, model or wildcard",
  },
  "tool-allow-overridden": {
    code: "OC212",
    severity: "warning",
    title: "OpenClaw: an allowed tool a deny list or the tool profile refuses anyway",
  },
  "allowlist-never-matches": {
    code: "OC213",
    severity: "warning",
    title: "OpenClaw: an exec allowlist entry that can never match",
  },
  "binding-never-matches": {
    code: "OC214",
    severity: "warning",
    title: "OpenClaw: a route binding no message reaches",
  },
  "binding-unknown-agent": {
    code: "OC215",
    severity: "warning",
    title: "OpenClaw: a route binding to an agent the config does not list",
  },
  "dm-scope-shared": {
    code: "OC216",
    severity: "warning",
    title: "OpenClaw: different people's direct messages share one session (DM scope main)",
  },
  "call-no-agent": {
    code: "OC301",
    severity: "warning",
    title: "OpenClaw: a scenarios call by an agent the config does not list",
  },
  "call-expect-failed": {
    code: "OC302",
    severity: "error",
    title: "OpenClaw: a scenarios call's expectation not met",
  },
  "message-expect-failed": {
    code: "OC303",
    severity: "error",
    title: "OpenClaw: a scenarios message answered by another agent than expected",
  },
  "message-refused": {
    code: "OC304",
    severity: "warning",
    title: "OpenClaw: a scenarios message the router refuses (no owner, or a binding to an agent not listed)",
  },
  "spawn-expect-failed": {
    code: "OC305",
    severity: "error",
    title: "OpenClaw: a scenarios spawn allowed or refused otherwise than expected",
  },
} as const satisfies Record<
  OpenClawIssueKind | OpenClawWarningKind | OpenClawLintKind | OpenClawCallFindingKind,
  CodeInfo
>;

/** The findings about the scenarios' calls in an OpenClaw profile (tool-calls.ts), at the call. */
export type OpenClawCallFindingKind =
  "call-no-agent" | "call-expect-failed" | "message-expect-failed" | "message-refused" | "spawn-expect-failed";

/** The code of a finding. */
export const openclawCodeOf = (finding: OpenClawFinding): CodeInfo => OPENCLAW_CODES[finding.kind];
