/** The team room's public face: delegation (the seed's rules), tool and model choice, thinking levels, simulate. */
export {
  MODE_ORDER,
  LEAD,
  looser,
  stricter,
  strictest,
  REQUEST_KINDS,
  checkMode,
  whoDecides,
  whoDecidesTraced,
  grantRules,
  requestRefusal,
  tighten,
  type Grant,
  type Branch,
  type WhoDecidesOptions,
  type WhoDecidesTrace,
} from "./delegation";
export { THINKING, clampThinkingLevel, supportedThinkingLevels } from "./thinking";
export {
  CODEMODE_TOOL,
  calledByModel,
  choosableTools,
  stillGiven,
  resolveTools,
  resolveChoice,
  mainCallerTools,
  callerToolsOf,
  toChoiceResult,
  type CallerTools,
  type CallerAgent,
  type AgentChoice,
  type AgentKind,
  type Subagent,
  type ToolChoice,
  type ResolvedChoice,
} from "./tools";
export { simulate, type SimulateOptions } from "./simulate";
export {
  permissionMatrix,
  worstTry,
  patternsByTool,
  MAX_PATTERNS_PER_TOOL,
  ANY_PATTERN,
  MATRIX_WORK,
  type PermissionMatrix,
  type MatrixRow,
  type MatrixCell,
  type MatrixTry,
  type MatrixOptions,
} from "./matrix";
export { leadVerdictOf } from "./calls";
export { TEAM_CODES } from "./codes";
export { TEAM_TEXTS, TEAM_REFUSALS, REFUSED, teamTexts, fill } from "./texts";
export { readTeamSetting, WorkLimit, WorkSpent, type TeamSetting } from "./setting";
