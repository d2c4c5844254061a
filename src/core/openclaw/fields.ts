/**
 * The fields of an agent `openclaw agents list --json` prints, in the order everything lists them (core/fields.ts
 * has SophiaClaw's): each field's name (the JSON key), how to read and print its value, whether a reader leaves it
 * out when it holds nothing, and the rule behind it when the explanation gives one. The page's agent cards, the
 * command line's `resolve`, `why` and `diff` with an OpenClaw profile, and the answers' diff read it.
 */
import type { FieldKind, FieldValue } from "../fields";
import type { OpenClawAgentExplained } from "./explain";
import { openclawAgentDirRuleText, openclawWorkspaceRuleText } from "./texts";
import type { OpenClawAgent } from "./types";

export interface OpenClawAgentField<N extends keyof OpenClawAgent = keyof OpenClawAgent> {
  /** The key in `agents list --json`. */
  readonly name: N;
  readonly kind: FieldKind;
  /** How the command line labels it. */
  readonly label: string;
  readonly value: (agent: OpenClawAgent) => FieldValue;
  /** Whether a reader leaves it out when it holds nothing (no model, no binding). */
  readonly omitEmpty: boolean;
  /** The value as the explanation has it, with the rule that gave it in words (docs/openclaw.md). */
  readonly why?: (agent: OpenClawAgentExplained) => { readonly value: string; readonly rule: string };
}

const TABLE = [
  {
    name: "workspace",
    kind: "text",
    label: "workspace",
    value: (a) => a.workspace,
    omitEmpty: false,
    why: (e) => ({
      value: e.workspace,
      rule: openclawWorkspaceRuleText(e.workspaceRule, e.workspaceFrom, e.isDefault),
    }),
  },
  {
    name: "agentDir",
    kind: "text",
    label: "agent folder",
    value: (a) => a.agentDir,
    omitEmpty: false,
    why: (e) => ({ value: e.agentDir, rule: openclawAgentDirRuleText(e.agentDirRule, e.agentDirFrom) }),
  },
  { name: "model", kind: "optional", label: "model", value: (a) => a.model ?? null, omitEmpty: true },
  { name: "bindings", kind: "count", label: "bindings", value: (a) => a.bindings, omitEmpty: true },
] as const satisfies readonly OpenClawAgentField[];

export type OpenClawAgentFieldName = (typeof TABLE)[number]["name"];

/** An OpenClaw agent's fields, in the order every reader lists them. */
export const OPENCLAW_AGENT_FIELDS: readonly OpenClawAgentField<OpenClawAgentFieldName>[] = TABLE;

/** Whether a value holds nothing: none, an empty list, no binding. */
const isEmpty = (value: FieldValue): boolean =>
  value === null || value === 0 || (typeof value === "object" && value.length === 0);

/** An agent's fields as a reader shows them, in the table's order: each with its value, the empty ones left out. */
export function shownOpenClawFields(
  agent: OpenClawAgent,
): { readonly field: OpenClawAgentField<OpenClawAgentFieldName>; readonly value: FieldValue }[] {
  return OPENCLAW_AGENT_FIELDS.map((field) => ({ field, value: field.value(agent) })).filter(
    ({ field, value }) => !(field.omitEmpty && isEmpty(value)),
  );
}
