/**
 * How OpenClaw 2026.9 shows its exec policy: the approvals in its state database (named with a literal `~` unless
 * OPENCLAW_STATE_DIR moves it), as `approvals set --file` stored them; the `tools.exec` scope stands for the default
 * agent.
 */
import { joinPosixPath as joinPath } from "../../../scope";
import type { ExecRules } from "../../agent-exec";
import { readApprovalsSet } from "../../exec-approvals";

const STORE = "state/openclaw.sqlite#exec_approvals_config";

export const EXEC_RULES: ExecRules = {
  approvalsPath: (places) =>
    places.stateDirVar !== undefined ? joinPath(places.stateDirVar, STORE) : `~/.openclaw/${STORE}`,
  readApprovals: readApprovalsSet,
  systemScope: (roster) =>
    roster.defaultId !== undefined ? { agentId: roster.defaultId, key: roster.defaultId } : { key: "default" },
  agentConfigPath: (id) => `agents.entries.${id}.tools.exec`,
  note: (nodeScope) =>
    `${
      nodeScope
        ? "Scopes requesting host=node are node-managed at runtime. Local approvals are shown only for local/gateway scopes."
        : "Effective exec policy is the host approvals policy intersected with requested tools.exec policy."
    } Per-session /exec overrides are not included; run /exec in the relevant session to inspect its current defaults.`,
  callRules: {
    unwrapsCarriers: true,
    safeBinBooleanFlags: true,
    bindsApprovals: true,
    refusesExpandingArgsAtOnce: true,
    fallbackReadsAllowlist: true,
    planNeedsAnswer: true,
  },
};
