/**
 * The permission room's diagnostic codes (SC201-SC219): stable, documented, safe to match on in CI. The team room
 * has SC220-SC249 (team/codes.ts).
 */
import type { CodeInfo } from "../diagnostics";

export type { CodeInfo };

export const PERMISSION_CODES = {
  modesNotMonotone: { code: "SC201", severity: "error", title: "Modes table gets looser along the order" },
  modesUnknownMode: { code: "SC202", severity: "error", title: "Unknown mode in the modes table" },
  modesUnknownClass: { code: "SC203", severity: "error", title: "Unknown tool class in the modes table" },
  modesMalformed: { code: "SC204", severity: "error", title: "Malformed modes table entry" },
  ruleMalformed: { code: "SC205", severity: "error", title: "Malformed permission rule" },
  ruleUnknownAction: { code: "SC206", severity: "error", title: "Unknown rule action" },
  allowOverridden: { code: "SC207", severity: "warning", title: "Allow rule that a deny or ask rule always overrides" },
  permissionMatchesNoTool: { code: "SC208", severity: "warning", title: "Rule permission matches no tool" },
  unknownMainMode: { code: "SC209", severity: "error", title: "Unknown permission mode" },
} as const satisfies Record<string, CodeInfo>;
