/** How 2026.7 admits a spawn (dist/openclaw-tools: spawnSubagentDirect's checks before the child starts). */
import type { SpawnRules } from "../../spawns/decide";

export const SPAWN_RULES: SpawnRules = {
  maxSpawnDepth: 1,
  depthError: (depth, max) => `sessions_spawn is not allowed at this depth (current depth: ${depth}, max: ${max})`,
  requireAgentIdError:
    "sessions_spawn requires explicit agentId when requireAgentId is configured. Use agents_list to see allowed agent ids.",
  invalidIdError: (raw) =>
    `Invalid agentId "${raw}". Agent IDs must match [a-z0-9][a-z0-9_-]{0,63}. Use agents_list to discover valid targets.`,
};
