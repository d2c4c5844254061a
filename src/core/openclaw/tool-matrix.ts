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

export function toolMatrix(tools: readonly OpenClawAgentTools[], rules: ToolPolicyRules): ToolMatrix {
  const groups = Object.entries(rules.groups)
    .filter(([name]) => name !== "group:openclaw")
    .map(([name, list]) => ({ name, tools: list }));
  const rows = tools.map((t) => {
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
  });
  return { groups, rows };
}
