/**
 * How OpenClaw 2026.7 shows its exec policy: the approvals in `<state>/exec-approvals.json`, ignored when unreadable
 * and read value by value; the `tools.exec` scope looks up the approvals' `main` entry and names no agent.
 */
import { joinPosixPath as joinPath } from "../../../scope";
import type { ExecRules } from "../../agent-exec";
import { readApprovalsFile } from "../../exec-approvals";

export const EXEC_RULES: ExecRules = {
  approvalsPath: (places) => joinPath(places.stateDir, "exec-approvals.json"),
  readApprovals: readApprovalsFile,
  systemScope: () => ({ key: "main" }),
  agentConfigPath: (id) => `agents.list.${id}.tools.exec`,
  note: (nodeScope) =>
    nodeScope
      ? "Scopes requesting host=node are node-managed at runtime. Local approvals are shown only for local/gateway scopes."
      : "Effective exec policy is the host approvals file intersected with requested tools.exec policy.",
  // 2026.7 runs `command x` as the command `command`, has no boolean flags in its safe-bin profiles, asks for what
  // 2026.9 refuses at once, under security full never lets a timed-out allowlist fallback through, and lets a
  // timed-out fallback run a command it asked about only because the shell would change it.
  callRules: {
    unwrapsCarriers: false,
    safeBinBooleanFlags: false,
    bindsApprovals: false,
    refusesExpandingArgsAtOnce: false,
    fallbackReadsAllowlist: false,
    planNeedsAnswer: false,
  },
};
