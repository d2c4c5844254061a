/**
 * The upgrade preview: what changes when a config moves from OpenClaw 2026.7 to 2026.9. The same text is evaluated
 * under both releases on the same machine, and every answer that differs is listed as data (the verdict, each
 * agent's workspace, agent folder, model and bindings, which agent is the default, agents gone or new, warnings only
 * 2026.9 gives). A config with a legacy `agents.list` also carries its conversion into `agents.entries`.
 */
import { own } from "../safe";
import { convertListToEntries } from "./convert";
import { evaluateOpenClaw } from "./evaluate";
import { parseJson5 } from "./json5";
import type { OpenClawEnvironment } from "./types";
import { diffOpenClawAnswers } from "./upgrade-diff";
import type { UpgradePreview } from "./upgrade-types";

export function upgradePreview(configText: string, env: OpenClawEnvironment): UpgradePreview {
  const before = evaluateOpenClaw("openclaw-2026.7", configText, env);
  const after = evaluateOpenClaw("openclaw-2026.9", configText, env);
  const parsed = parseJson5(configText);
  const hasList = parsed.ok && own(own(parsed.value, "agents"), "list") !== undefined;
  return {
    from: "openclaw-2026.7",
    to: "openclaw-2026.9",
    before,
    after,
    changes: diffOpenClawAnswers(before, after),
    ...(hasList ? { conversion: convertListToEntries(configText, env) } : {}),
  };
}
