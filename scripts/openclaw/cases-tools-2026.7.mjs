// The tool-policy corpus in 2026.7's shape (the legacy agents.list roster).
import { toolCases } from "./cases-tools.mjs";

export default toolCases("list");
