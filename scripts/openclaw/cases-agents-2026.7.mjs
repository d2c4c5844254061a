// The agents' answers' configs (cases-agents.mjs) in 2026.7's roster, `agents.list`.
import { agentCases } from "./cases-agents.mjs";

export default agentCases("list");
