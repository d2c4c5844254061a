/**
 * The values of an agent's report (agent-report.ts) that a change to the config can move, each listed once with how
 * it is read: what the agent resolves to and falls back on, its skills filter, its sandbox, the tools its sandbox
 * lets through and denies, how far its exec calls go, and the core tools its sessions may not use. The diff (answer-diff.ts) compares them; the command line
 * and the Changes panel print them by these names.
 */
import type { OpenClawAgentReport } from "./agent-report";

export type OpenClawReportFieldName =
  | "models.resolvedDefault"
  | "models.fallbacks"
  | "models.imageModel"
  | "skills.agentSkillFilter"
  | "sandbox.mode"
  | "sandbox.scope"
  | "sandbox.workspaceAccess"
  | "sandbox.tools.allow"
  | "sandbox.tools.deny"
  | "exec.security"
  | "exec.ask"
  | "exec.askFallback"
  | "tools.main.refused"
  | "tools.other.refused";

export interface OpenClawReportField {
  readonly name: OpenClawReportFieldName;
  /** How a sentence names it ("fallbacks", "sandbox mode"). */
  readonly label: string;
  /** The value as a line (lists joined by ", "); null where there is none (no fallbacks, image model or skills filter). */
  readonly value: (report: OpenClawAgentReport) => string | null;
  /** Whether the value is a list (joined by ", "): a change to it is told as names gained and lost. */
  readonly list?: true;
  /** Whether it matters for the agent (the sandbox's settings only while it has one); compared when it does on a side. */
  readonly applies?: (report: OpenClawAgentReport) => boolean;
}

const sandboxed = (r: OpenClawAgentReport) => r.sandbox.sandbox.mode !== "off";

/** Whether a field is worth comparing between two reports of one agent. */
export const comparedIn = (field: OpenClawReportField, a: OpenClawAgentReport, b: OpenClawAgentReport): boolean =>
  !field.applies || field.applies(a) || field.applies(b);

const list = (values: readonly unknown[]) => values.map(String).join(", ");
const orNone = (values: readonly unknown[]) => (values.length ? list(values) : null);

export const OPENCLAW_REPORT_FIELDS: readonly OpenClawReportField[] = [
  { name: "models.resolvedDefault", label: "resolved model", value: (r) => r.models.resolvedDefault },
  {
    name: "models.fallbacks",
    label: "fallbacks",
    value: (r) => (r.models.fallbacks.length ? list(r.models.fallbacks) : null),
  },
  { name: "models.imageModel", label: "image model", value: (r) => r.models.imageModel },
  {
    name: "skills.agentSkillFilter",
    label: "skills filter",
    value: (r) => (r.skills.agentSkillFilter ? list(r.skills.agentSkillFilter) : null),
  },
  { name: "sandbox.mode", label: "sandbox mode", value: (r) => r.sandbox.sandbox.mode },
  { name: "sandbox.scope", label: "sandbox scope", value: (r) => r.sandbox.sandbox.scope, applies: sandboxed },
  {
    name: "sandbox.workspaceAccess",
    label: "sandbox workspace access",
    value: (r) => r.sandbox.sandbox.workspaceAccess,
    applies: sandboxed,
  },
  {
    name: "sandbox.tools.allow",
    label: "sandbox tools allowed",
    value: (r) => list(r.sandbox.sandbox.tools.allow),
    list: true,
    applies: sandboxed,
  },
  {
    name: "sandbox.tools.deny",
    label: "sandbox tools denied",
    value: (r) => list(r.sandbox.sandbox.tools.deny),
    list: true,
    applies: sandboxed,
  },
  { name: "exec.security", label: "exec security", value: (r) => String(r.exec.security.effective) },
  { name: "exec.ask", label: "exec ask", value: (r) => String(r.exec.ask.effective) },
  { name: "exec.askFallback", label: "exec ask fallback", value: (r) => String(r.exec.askFallback.effective) },
  {
    name: "tools.main.refused",
    label: "tools refused in its main session",
    value: (r) => orNone(Object.keys(r.tools.main.removedBy)),
    list: true,
  },
  {
    name: "tools.other.refused",
    label: "tools refused in its other sessions",
    value: (r) => orNone(Object.keys(r.tools.other.removedBy)),
    list: true,
    // Told apart from the main session's only where they differ in kind (sandboxed while the main one is not).
    applies: (r) => r.tools.other.sandboxed !== r.tools.main.sandboxed,
  },
];
