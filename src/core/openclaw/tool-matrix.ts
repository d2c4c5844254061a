/**
 * The permission matrix in OpenClaw's terms: every agent by every tool group the release defines (`group:fs`,
 * `group:runtime`, ...), in each kind of session, each cell the group's tools the agent may use and, for the rest, the
 * layer that refused each (its tool policy answer, agent-tools.ts). A group's tools are the release's own list.
 */
import type { OpenClawAgentTools, ToolPolicyRules, ToolRule, ToolSession } from "./agent-tools";

export interface ToolMatrixCell {
  readonly group: string;
  readonly allowed: readonly string[];
  readonly refused: readonly { readonly tool: string; readonly layer: string; readonly rule: ToolRule }[];
}

export interface ToolMatrixRow {
  readonly agent: string;
  readonly sessions: Readonly<Record<ToolSession, readonly ToolMatrixCell[]>>;
}

export interface ToolMatrix {
  /** The release's groups (group:openclaw, which is nearly everything, left out), each with its tools. */
  readonly groups: readonly { readonly name: string; readonly tools: readonly string[] }[];
  readonly rows: readonly ToolMatrixRow[];
}

/** The release's groups the matrix shows (group:openclaw, nearly everything, left out). */
function toolMatrixGroups(rules: ToolPolicyRules): ToolMatrix["groups"] {
  return Object.entries(rules.groups)
    .filter(([name]) => name !== "group:openclaw")
    .map(([name, list]) => ({ name, tools: list }));
}

/** One agent's row: per kind of session, each group's tools it may use, and the layer refusing each of the others. */
export function toolMatrixRow(t: OpenClawAgentTools, groups: ToolMatrix["groups"]): ToolMatrixRow {
  const sessions = {} as Record<ToolSession, ToolMatrixCell[]>;
  for (const s of t.sessions) {
    const allowed = new Set(s.allowed);
    sessions[s.session] = groups.map((g) => ({
      group: g.name,
      allowed: g.tools.filter((tool) => allowed.has(tool)),
      refused: g.tools
        .filter((tool) => !allowed.has(tool) && s.removedBy[tool] !== undefined)
        .map((tool) => ({ tool, layer: s.removedBy[tool]!, rule: s.removedRule[tool]! })),
    }));
  }
  return { agent: t.agentId, sessions };
}

/** The matrix of `tools` (one row each); `rowOf` makes a row (toolMatrixRow, or one found made for the same answer). */
export function toolMatrix(
  tools: readonly OpenClawAgentTools[],
  rules: ToolPolicyRules,
  rowOf: (t: OpenClawAgentTools, groups: ToolMatrix["groups"]) => ToolMatrixRow = toolMatrixRow,
): ToolMatrix {
  const groups = toolMatrixGroups(rules);
  return { groups, rows: tools.map((t) => rowOf(t, groups)) };
}
