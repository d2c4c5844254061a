// OpenClaw 2026.7's tool policy (recorded: 2026.7.35): its tool profiles, the names it renames, what it keeps from
// sub-agents; its catalog and groups are its tool groups (the sandbox's, sandbox-tools.ts) with group:openclaw, every
// core tool but the files', the runtime's and canvas. Read from its tool-catalog and agent-tools.policy modules
// (docs/openclaw-cli/tool-policy.md §3, §5).
import { toolPolicyRules, type ToolPolicyRules } from "../../agent-tools";
import { SANDBOX_TOOLS } from "./sandbox-tools";

export const TOOL_POLICY: ToolPolicyRules = toolPolicyRules(SANDBOX_TOOLS, {
  profiles: {
    minimal: ["session_status"],
    coding: [
      "read",
      "write",
      "edit",
      "apply_patch",
      "exec",
      "process",
      "code_execution",
      "web_search",
      "web_fetch",
      "x_search",
      "memory_search",
      "memory_get",
      "sessions_list",
      "sessions_history",
      "sessions_send",
      "sessions_spawn",
      "sessions_yield",
      "subagents",
      "session_status",
      "cron",
      "get_goal",
      "create_goal",
      "update_goal",
      "update_plan",
      "skill_workshop",
      "image",
      "image_generate",
      "music_generate",
      "video_generate",
      "bundle-mcp",
    ],
    messaging: ["sessions_list", "sessions_history", "sessions_send", "session_status", "message", "bundle-mcp"],
    full: ["*"],
  },
  renames: {},
  subagent: {
    always: ["gateway", "agents_list", "session_status", "cron", "sessions_send"],
    leaf: ["subagents", "sessions_list", "sessions_history", "sessions_spawn"],
    maxSpawnDepth: 1,
    allowRegrants: true,
  },
});
