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
};
