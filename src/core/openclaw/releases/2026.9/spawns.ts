/** How 2026.9 admits a spawn (dist/subagent-spawn-ownership: resolveSpawnAdmission, resolveChildAdmission). */
import type { SpawnRules } from "../../spawns/decide";

export const SPAWN_RULES: SpawnRules = {
  maxSpawnDepth: 5,
  depthError: (depth, max) =>
    `sessions_spawn is not allowed at this depth (current depth: ${depth}, max: ${max}; agents.defaults.subagents.maxSpawnDepth).`,
  requireAgentIdError:
    "sessions_spawn requires explicit agentId when requireAgentId is configured. Provide an allowed configured agentId.",
  invalidIdError: (raw) => `Invalid agentId "${raw}". Agent IDs must match [a-z0-9][a-z0-9_-]{0,63}.`,
};
