/**
 * The upgrade preview: what changes when a config moves from OpenClaw 2026.7 to 2026.9. The same text is evaluated
 * under both releases on the same machine, and every answer that differs is listed as data (the verdict, each
 * agent's workspace, agent folder, model and bindings, which agent is the default, agents gone or new, warnings only
 * 2026.9 gives). A config with a legacy `agents.list` also carries its conversion into `agents.entries`.
 */
import { own } from "../safe";
import { convertWith } from "./convert";
import type { OpenClawReads } from "./evaluate";
import type { OpenClawEnvironment } from "./types";
import { diffOpenClawAnswers } from "./upgrade-diff";
import type { UpgradePreview } from "./upgrade-types";

export function previewUpgrade(reads: OpenClawReads, configText: string, env: OpenClawEnvironment): UpgradePreview {
  const before = reads.read("openclaw-2026.7", configText, env).answer;
  const after = reads.read("openclaw-2026.9", configText, env).answer;
  const parsed = reads.parse(configText);
  const hasList = parsed.ok && own(own(parsed.value, "agents"), "list") !== undefined;
  return {
    from: "openclaw-2026.7",
    to: "openclaw-2026.9",
    before,
    after,
    changes: diffOpenClawAnswers(before, after),
    ...(hasList ? { conversion: convertWith(reads, configText, env) } : {}),
  };
}
