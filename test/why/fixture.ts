/** Small documents for the why search: a config with tools and rules, a team, and its calls. */
import type { Texts } from "../../src/core/testing";

export interface TeamSpec {
  readonly mainMode?: string;
  readonly rules?: readonly { permission: string; pattern: string; action: string }[];
  readonly approvals?: readonly { permission: string; pattern: string; grantedIn?: string }[];
  readonly agents?: readonly Record<string, unknown>[];
  readonly calls: readonly { agent: string; tool: string; pattern?: string }[];
  readonly unattended?: boolean;
  readonly permissionMode?: string;
}

export const TOOLS = [
  { name: "read", class: "read" },
  { name: "edit", class: "edit" },
  { name: "write", class: "edit", permission: "edit" },
  { name: "bash", class: "execute" },
  { name: "webfetch", class: "network" },
];

/** The two texts of a team, written as a person would (indented, one entry a line). */
export function teamTexts(spec: TeamSpec): Texts {
  const config = {
    agents: { defaults: { model: "anthropic/claude-sonnet" }, list: [{ id: "main", default: true }] },
    models: [{ provider: "anthropic", id: "claude-sonnet", reasoning: true }],
    tools: TOOLS,
    permission: { mode: spec.permissionMode ?? "default", rules: spec.rules ?? [] },
  };
  const team: Record<string, unknown> = { main: "main", mode: spec.mainMode ?? "default" };
  if (spec.unattended) team.unattended = true;
  if (spec.approvals) team.approvals = spec.approvals;
  team.agents = spec.agents ?? [];
  return {
    config: JSON.stringify(config, null, 2),
    scenarios: JSON.stringify({ team, calls: spec.calls }, null, 2),
  };
}
