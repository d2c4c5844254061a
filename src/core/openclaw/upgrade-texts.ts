/**
 * The sentences of the upgrade preview and of the agents.list -> agents.entries conversion, rendered last from the
 * changes, mappings, additions and refusals (one switch per union): nothing reads them back.
 */
import { OPENCLAW_REPORT_FIELDS } from "./report-fields";
import { fewNames, quoted } from "../words";
import { openclawIssueText, openclawWarningText } from "./texts";
import type { ConversionAddition, ConversionRefusal, ListMapping, UpgradeChange } from "./upgrade-types";

const q = (text: string) => quoted(text);

function issuesText(issues: readonly Parameters<typeof openclawIssueText>[0][]): string {
  return issues.map(openclawIssueText).join(" ");
}

export function upgradeChangeText(change: UpgradeChange): string {
  switch (change.kind) {
    case "verdict-rejected":
      return `OpenClaw 2026.9 rejects this config, which 2026.7 accepts: ${issuesText(change.issues)}`;
    case "verdict-accepted":
      return `OpenClaw 2026.9 accepts this config, which 2026.7 rejects: ${issuesText(change.issues)}`;
    case "warning-added":
      return `OpenClaw 2026.9 warns: ${openclawWarningText(change.warning)}`;
    case "agent-gone":
      return `The agent ${q(change.id)} is no longer there under 2026.9.`;
    case "agent-new":
      return `The agent ${q(change.id)} appears under 2026.9.`;
    case "workspace-moved":
      return `The agent ${q(change.id)} works in ${change.after} under 2026.9, not ${change.before}.`;
    case "agent-dir-moved":
      return `The agent ${q(change.id)} keeps its folder in ${change.after} under 2026.9, not ${change.before}.`;
    case "default-moved":
      return `The default agent becomes ${q(change.after)} under 2026.9 (it is ${q(change.before)} under 2026.7).`;
    case "default-lost":
      return `No agent is the default under 2026.9 (it is ${q(change.id)} under 2026.7).`;
    case "default-gained":
      return `${q(change.id)} becomes the default agent under 2026.9 (there is none under 2026.7).`;
    case "model-changed":
      return `The agent ${q(change.id)} uses ${change.after === undefined ? "no model of its own" : q(change.after)} under 2026.9, not ${change.before === undefined ? "none" : q(change.before)}.`;
    case "answer-changed": {
      const field = OPENCLAW_REPORT_FIELDS.find((f) => f.name === change.field)!;
      if (field.list) {
        const names = (v: string | null) => (v ? v.split(", ") : []);
        const [was, is] = [names(change.before), names(change.after)];
        const gained = is.filter((n) => !was.includes(n)).map(q);
        const lost = was.filter((n) => !is.includes(n)).map(q);
        const parts = [
          ...(gained.length ? [`gain ${fewNames(gained)}`] : []),
          ...(lost.length ? [`lose ${fewNames(lost)}`] : []),
        ];
        return `Under 2026.9 the agent ${q(change.id)}'s ${field.label} ${parts.length ? parts.join(" and ") : "change order"}.`;
      }
      const shown = (v: string | null) => (v === null || v === "" ? "none" : q(v));
      return `The agent ${q(change.id)}'s ${field.label} is ${shown(change.after)} under 2026.9, not ${shown(change.before)}.`;
    }
    case "bindings-changed":
      return `The agent ${q(change.id)} has ${change.after} route bindings under 2026.9, not ${change.before}.`;
    case "call-changed": {
      const said = (v: string | undefined) => (v === undefined ? "no answer (no such agent)" : q(v));
      return `Call ${change.index + 1} (${change.agent} · ${change.tool}${change.command === undefined ? "" : ` ${q(change.command)}`}) is ${said(change.after)} under 2026.9, not ${said(change.before)}.`;
    }
    case "message-rerouted": {
      const at = (l: typeof change.before) =>
        l === undefined ? "refused" : `answered by ${q(l.agentId)} in ${l.sessionKey}`;
      return `Message ${change.index + 1} (${change.channel}) is ${at(change.after)} under 2026.9, not ${at(change.before)}.`;
    }
    case "order-changed":
      return `OpenClaw 2026.9 lists the agents in another order: ${fewNames(change.after.map(q))} (integer-like keys come first).`;
  }
}

export function listMappingText(mapping: ListMapping): string {
  const entry = `agents.list[${mapping.index}] (${q(mapping.written)})`;
  switch (mapping.fate) {
    case "kept":
      return `${entry} becomes agents.entries.${mapping.key}.`;
    case "renamed":
      return `${entry} becomes agents.entries.${mapping.key}: the id OpenClaw 2026.7 gives it.`;
    case "merged":
      return `${entry} is merged into agents.list[${mapping.into ?? 0}] as ${q(mapping.key)}, as 2026.7 merges it: its fields are dropped.`;
    case "dropped":
      return `${entry} repeats agents.list[${mapping.into ?? 0}]'s id: 2026.7 ignores it, and so does the conversion.`;
  }
}

export function conversionAdditionText(addition: ConversionAddition): string {
  switch (addition.kind) {
    case "system-agent":
      return `agents.ownership "explicit" and agents.defaults.systemAgent name ${q(addition.id)}, 2026.7's default agent.`;
    case "workspace-pinned":
      return `${q(addition.id)} gets "workspace": ${q(addition.workspace)}, where 2026.7 has it work (2026.9 would move it).`;
    case "binding-renamed":
      return `bindings[${addition.index}].agentId ${q(addition.from)} becomes ${q(addition.to)}, the id 2026.7 reads it as.`;
    case "markers-removed":
      return `${addition.count === 1 ? 'The "default" marker is' : `${addition.count} "default" markers are`} removed: 2026.9 retires the markers.`;
    case "comments-dropped":
      return `${addition.count === 1 ? "A comment" : `${addition.count} comments`} inside agents ${addition.count === 1 ? "is" : "are"} not carried over.`;
  }
}

export function conversionRefusalText(reason: ConversionRefusal): string {
  switch (reason.kind) {
    case "no-list":
      return "There is no agents.list to convert.";
    case "has-entries":
      return "The config already has agents.entries.";
    case "list-not-array":
      return "agents.list is not a list.";
    case "rejected-by-2026.7":
      return `OpenClaw 2026.7 rejects this config, so there are no answers to keep: ${issuesText(reason.issues)}`;
    case "not-jsonc":
      return `The conversion edits JSON with comments, and this text is JSON5 beyond that (line ${reason.line}, column ${reason.column}): quote the keys to convert it.`;
  }
}
