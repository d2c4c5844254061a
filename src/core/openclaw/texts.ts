/**
 * The sentences of the OpenClaw profiles, rendered last from the reasons (one switch per union): nothing reads
 * them back. Worded for the studio's reader; they say what OpenClaw does, not how its own messages put it.
 */
import { formatPath } from "../diagnostics";
import { fewNames, quoted } from "../words";
import type { OpenClawIssue, OpenClawWarning } from "./types";

const q = (text: string) => quoted(text);

export function openclawIssueText(issue: OpenClawIssue): string {
  switch (issue.kind) {
    case "syntax":
      return `OpenClaw cannot read the file as JSON5 (line ${issue.line}, column ${issue.column}).`;
    case "config-missing":
      return `OpenClaw reads its config from ${issue.file}, and there is no file there.`;
    case "unrecognized-key":
      return `${formatPath(issue.path)} does not accept ${fewNames(issue.keys.map(q))}.`;
    case "invalid-key":
      return `${q(issue.key)} is not a valid agent key: letters, digits, "_" and "-", starting with a letter, digit or "_", at most 64.`;
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
  }
}
