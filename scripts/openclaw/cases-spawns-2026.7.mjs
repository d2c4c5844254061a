// The sessions_spawn corpus (cases-spawns.mjs) in 2026.7's shape: `agents.list` with ids, the system agent marked
// `default: true`, per-agent settings on the list item (agents.list[i].subagents, agents.list[i].sandbox).
import { spawnCases } from "./cases-spawns.mjs";

export default spawnCases("list");
