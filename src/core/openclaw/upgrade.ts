/**
 * The upgrade preview: what changes when a config moves from one release to the one it upgrades to (2026.7 to
 * 2026.9). The same text is evaluated under both releases on the same machine, and every answer that differs is
 * listed as data (the verdict, each agent's workspace, agent folder, model and bindings, which agent is the default,
 * agents gone or new, warnings only the newer release gives, what each agent runs on and may do). A config with a legacy `agents.list` also carries its
 * conversion into `agents.entries`.
 */
import { own } from "../safe";
import { reportsOf } from "./agent-answers";
import { convertWith } from "./convert";
import type { OpenClawReads } from "./evaluate";
import { OPENCLAW_RELEASES } from "./releases";
import { OPENCLAW_PROFILES, type OpenClawEnvironment, type OpenClawProfileId } from "./types";
import { diffOpenClawAnswers } from "./upgrade-diff";
import type { UpgradePreview, UpgradeStep } from "./upgrade-types";

/**
 * The upgrade a profile's page shows: from it to the release it upgrades to, else (the newest) from the release
 * that upgrades to it; none for a release with neither.
 */
export function openclawUpgradeStep(profile: OpenClawProfileId): UpgradeStep | undefined {
  const to = OPENCLAW_RELEASES[profile].upgradesTo;
  if (to !== undefined) return { from: profile, to };
  const from = OPENCLAW_PROFILES.find((p) => OPENCLAW_RELEASES[p].upgradesTo === profile);
  return from === undefined ? undefined : { from, to: profile };
}

export function previewUpgrade(
  reads: OpenClawReads,
  step: UpgradeStep,
  configText: string,
  env: OpenClawEnvironment,
): UpgradePreview {
  const [was, is] = [reads.read(step.from, configText, env), reads.read(step.to, configText, env)];
  const [before, after] = [was.answer, is.answer];
  const reports = { before: reportsOf(was, step.from, env), after: reportsOf(is, step.to, env) };
  const parsed = reads.parse(configText);
  const hasList = parsed.ok && own(own(parsed.value, "agents"), "list") !== undefined;
  return {
    ...step,
    before,
    after,
    changes: diffOpenClawAnswers(before, after, reports),
    ...(hasList ? { conversion: convertWith(reads, step, configText, env) } : {}),
  };
}
