/**
 * The answers that differ between two OpenClaw answers (2026.7's and 2026.9's, for the same text or for a text and
 * its conversion), as changes with their fields: the verdict, then agent by agent (matched by id; with both sides'
 * reports, also what each runs on and may do), the default, and the order. Warnings only 2026.9 gives are listed too; nothing else of validate's output is compared.
 */
import type { OpenClawReportPair } from "./answer-diff";
import { comparedIn, OPENCLAW_REPORT_FIELDS } from "./report-fields";
import type { OpenClawAgent, OpenClawAnswer } from "./types";
import type { UpgradeChange } from "./upgrade-types";

const defaultOf = (agents: readonly OpenClawAgent[]) => agents.find((a) => a.isDefault)?.id;

export function diffOpenClawAnswers(
  before: OpenClawAnswer,
  after: OpenClawAnswer,
  reports?: OpenClawReportPair,
): UpgradeChange[] {
  const changes: UpgradeChange[] = [];
  if (before.verdict.valid && !after.verdict.valid) {
    changes.push({ kind: "verdict-rejected", issues: after.verdict.issues });
  } else if (!before.verdict.valid && after.verdict.valid) {
    changes.push({ kind: "verdict-accepted", issues: before.verdict.issues });
  }
  const known = new Set(before.verdict.warnings.map((w) => w.kind));
  for (const warning of after.verdict.warnings) {
    if (!known.has(warning.kind)) changes.push({ kind: "warning-added", warning });
  }
  // A rejected config lists no agents: the verdict says it all.
  if (before.agents === null || after.agents === null) return changes;
  const afterById = new Map(after.agents.map((a) => [a.id, a]));
  const reportsBefore = new Map((reports?.before ?? []).map((r) => [r.agent.id, r]));
  const reportsAfter = new Map((reports?.after ?? []).map((r) => [r.agent.id, r]));
  const beforeIds = new Set(before.agents.map((a) => a.id));
  for (const old of before.agents) {
    const now = afterById.get(old.id);
    if (!now) {
      changes.push({ kind: "agent-gone", id: old.id });
      continue;
    }
    if (old.workspace !== now.workspace) {
      changes.push({ kind: "workspace-moved", id: old.id, before: old.workspace, after: now.workspace });
    }
    if (old.agentDir !== now.agentDir) {
      changes.push({ kind: "agent-dir-moved", id: old.id, before: old.agentDir, after: now.agentDir });
    }
    if (old.model !== now.model)
      changes.push({ kind: "model-changed", id: old.id, before: old.model, after: now.model });
    if (old.bindings !== now.bindings) {
      changes.push({ kind: "bindings-changed", id: old.id, before: old.bindings, after: now.bindings });
    }
    const [was_, is_] = [reportsBefore.get(old.id), reportsAfter.get(old.id)];
    if (was_ && is_)
      for (const field of OPENCLAW_REPORT_FIELDS) {
        if (!comparedIn(field, was_, is_)) continue;
        const [b, a] = [field.value(was_), field.value(is_)];
        if (b !== a) changes.push({ kind: "answer-changed", id: old.id, field: field.name, before: b, after: a });
      }
  }
  for (const now of after.agents) if (!beforeIds.has(now.id)) changes.push({ kind: "agent-new", id: now.id });
  const [was, is] = [defaultOf(before.agents), defaultOf(after.agents)];
  if (was !== undefined && is !== undefined && was !== is)
    changes.push({ kind: "default-moved", before: was, after: is });
  else if (was !== undefined && is === undefined) changes.push({ kind: "default-lost", id: was });
  else if (was === undefined && is !== undefined) changes.push({ kind: "default-gained", id: is });
  const order = (agents: readonly OpenClawAgent[], other: ReadonlySet<string>) =>
    agents.map((a) => a.id).filter((id) => other.has(id));
  const [kept, now] = [order(before.agents, new Set(afterById.keys())), order(after.agents, beforeIds)];
  if (kept.join("\n") !== now.join("\n")) changes.push({ kind: "order-changed", before: kept, after: now });
  return changes;
}
