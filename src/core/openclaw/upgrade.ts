/**
 * The upgrade preview: what changes when a config moves from one release to the one it upgrades to (2026.7 to
 * 2026.9). The same text is evaluated under both releases on the same machine, and every answer that differs is
 * listed as data (the verdict, each agent's workspace, agent folder, model and bindings, which agent is the default,
 * agents gone or new, warnings only the newer release gives, what each agent runs on and may do, and the scenarios'
 * calls each release answers otherwise: `command x` or `wc -l` after an allowlisted command, say). A config with a legacy `agents.list` also carries its
 * conversion into `agents.entries`.
 */
import { own } from "../safe";
import { reportsOf } from "./agent-answers";
import { convertWith } from "./convert";
import type { OpenClawReading, OpenClawReads } from "./evaluate";
import { routeMessages, type OpenClawMessageRoute } from "./routing/messages";
import { OPENCLAW_RELEASES } from "./releases";
import { OPENCLAW_PROFILES, type OpenClawEnvironment, type OpenClawProfileId } from "./types";
import { toolCallsAnswer, type OpenClawToolCall } from "./tool-calls";
import { diffOpenClawAnswers } from "./upgrade-diff";
import type { UpgradeChange, UpgradePreview, UpgradeStep } from "./upgrade-types";

/** The calls whose verdict the newer release gives otherwise. */
function callChanges(before: readonly OpenClawToolCall[], after: readonly OpenClawToolCall[]): UpgradeChange[] {
  const was = new Map(before.map((c) => [c.index, c]));
  return after.flatMap((c): UpgradeChange[] => {
    const old = was.get(c.index);
    if (!old || old.verdict === c.verdict) return [];
    return [
      {
        kind: "call-changed",
        index: c.index,
        agent: c.agent,
        tool: c.tool,
        ...(c.command !== undefined && { command: c.command }),
        before: old.verdict,
        after: c.verdict,
      },
    ];
  });
}

/** The route of each message under a reading (none when the release refuses the config). */
function routesOf(reading: OpenClawReading, profile: OpenClawProfileId, scenarios: unknown): OpenClawMessageRoute[] {
  if (reading.answer.agents === null || !reading.roster) return [];
  return routeMessages(reading.config, reading.roster, OPENCLAW_RELEASES[profile].routeRules, scenarios);
}

/** The messages the newer release gives another agent or session (or refuses, or routes where the older refused). */
function messageChanges(
  before: readonly OpenClawMessageRoute[],
  after: readonly OpenClawMessageRoute[],
): UpgradeChange[] {
  const was = new Map(before.map((m) => [m.index, m]));
  const land = (m: OpenClawMessageRoute | undefined) =>
    m?.answer.ok ? { agentId: m.answer.route.agentId, sessionKey: m.answer.route.sessionKey } : undefined;
  return after.flatMap((m): UpgradeChange[] => {
    const old = was.get(m.index);
    if (!old) return [];
    const [b, a] = [land(old), land(m)];
    if (b?.agentId === a?.agentId && b?.sessionKey === a?.sessionKey) return [];
    return [{ kind: "message-rerouted", index: m.index, channel: m.message.channel, before: b, after: a }];
  });
}

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
  /** The scenarios' value, whose calls are answered under both releases (none: no calls compared). */
  scenarios?: unknown,
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
    changes: [
      ...diffOpenClawAnswers(before, after, reports),
      ...(scenarios === undefined
        ? []
        : [
            ...callChanges(
              toolCallsAnswer(was, step.from, env, scenarios),
              toolCallsAnswer(is, step.to, env, scenarios),
            ),
            ...messageChanges(routesOf(was, step.from, scenarios), routesOf(is, step.to, scenarios)),
          ]),
    ],
    ...(hasList ? { conversion: convertWith(reads, step, configText, env) } : {}),
  };
}
