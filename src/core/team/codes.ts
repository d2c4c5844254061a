/** The team room's diagnostic codes (SC220-SC249), all about the scenarios document. */
import type { CodeInfo } from "../permission";

export const TEAM_CODES = {
  unknownMode: { code: "SC220", severity: "error", title: "Unknown mode in the team" },
  modeWider: { code: "SC221", severity: "error", title: "Subagent mode looser than its parent's" },
  requestNotNarrower: { code: "SC222", severity: "error", title: "Request options without a stricter mode" },
  requestKind: { code: "SC223", severity: "error", title: "Unknown request kind" },
  missingParent: { code: "SC224", severity: "error", title: "Subagent parent missing" },
  cycle: { code: "SC225", severity: "error", title: "Subagent parents form a cycle" },
  parentRefused: { code: "SC226", severity: "warning", title: "Subagent under a refused parent" },
  badName: { code: "SC227", severity: "error", title: "Subagent name missing, duplicated or reserved" },
  grantNeverApplies: { code: "SC228", severity: "warning", title: "Grant that can never apply" },
  unknownAgent: { code: "SC229", severity: "error", title: "Call by an unknown agent" },
  unknownTool: { code: "SC230", severity: "error", title: "Call of an unknown tool" },
  expectFailed: { code: "SC231", severity: "error", title: "Call expectation not met" },
  choiceRefused: { code: "SC232", severity: "error", title: "Subagent model, thinking level or tools refused" },
  tighten: { code: "SC233", severity: "error", title: "Tighten preview not stricter" },
  malformed: { code: "SC234", severity: "warning", title: "Malformed team entry ignored" },
  toolNotGiven: { code: "SC235", severity: "warning", title: "Call of a tool the subagent was not given" },
  grantedIn: { code: "SC236", severity: "warning", title: "Approval from an unknown mode" },
  thinkingClamped: { code: "SC237", severity: "info", title: "Thinking level clamped to the model" },
  grantUnknownTool: { code: "SC238", severity: "warning", title: "Grant of an unknown tool" },
  loadNotGiven: { code: "SC239", severity: "info", title: "Loading a tool the subagent does not defer" },
} as const satisfies Record<string, CodeInfo>;
