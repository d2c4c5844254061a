/**
 * The host's exec approvals as a document of their own (an OpenClaw profile's third tab): what it starts as when the
 * user first opens it. The scenarios' `approvals`, when they give some, carried over as they are (the document then
 * wins over them); else an empty document of version 1.
 */
import { parseDocument } from "../../core/index";

export const EMPTY_APPROVALS = `{
  "version": 1,
  "defaults": {},
  "agents": {}
}
`;

export function approvalsSeed(scenarios: string): string {
  const value: unknown = parseDocument(scenarios, "scenarios").value;
  const given =
    typeof value === "object" && value !== null && Object.hasOwn(value, "approvals")
      ? (value as { approvals?: unknown }).approvals
      : undefined;
  if (typeof given === "string" && given.trim()) return given;
  if (typeof given === "object" && given !== null) return `${JSON.stringify(given, null, 2)}\n`;
  return EMPTY_APPROVALS;
}
