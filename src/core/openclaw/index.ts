/** The OpenClaw profiles' public face: the CLI's two answers for a config on a simulated machine. */
export {
  OpenClawAnalyzer,
  createOpenClawAnalyzer,
  evaluateOpenClaw,
  openclawDiagnostics,
  explainOpenClaw,
  upgradePreview,
  convertListToEntries,
  openclawCleanup,
  openclawAgentModels,
  openclawAgentSkills,
  openclawAgentSandboxes,
  openclawExecPolicy,
  openclawAgentReports,
} from "./analyzer";
export type { OpenClawAgentReport } from "./agent-report";
export type { ToolAsk as OpenClawToolAsk } from "./agent-answers";
export type { OpenClawToolCall, OpenClawCallVerdict } from "./tool-calls";
export type { MatchedBy, OpenClawRoute, RouteAnswer, RouteMessage } from "./routing/route";
export {
  messageDiagnostics as openclawMessageDiagnostics,
  messageRouteText as openclawMessageRouteText,
  type OpenClawMessageRoute,
} from "./routing/messages";
export type { BindingCoverage as OpenClawBindingCoverage } from "./routing/coverage";
export {
  spawnDiagnostics as openclawSpawnDiagnostics,
  spawnText as openclawSpawnText,
  type OpenClawSpawn,
} from "./spawns/spawns";
export {
  openclawRouteWhy,
  routeWhyChangeText as openclawRouteWhyChangeText,
  type RouteWhy as OpenClawRouteWhy,
  type RouteWhyChange as OpenClawRouteWhyChange,
  type RouteWhySuggestion as OpenClawRouteWhySuggestion,
  type ReroutedMessage as OpenClawReroutedMessage,
} from "./routing/why";
export type { OpenClawCoverage } from "./tool-coverage";
export type {
  ToolMatrix as OpenClawToolMatrix,
  ToolMatrixRow as OpenClawToolMatrixRow,
  ToolMatrixCell as OpenClawToolMatrixCell,
} from "./tool-matrix";
export {
  openclawWhy,
  openclawWhyChangeText,
  scenariosMachine as openclawScenariosMachine,
  type OpenClawWhy,
  type OpenClawSuggestion,
  type OpenClawWhyChange,
} from "./why";
export {
  approvalsDiagnostics as openclawApprovalsDiagnostics,
  callDiagnostics as openclawCallDiagnostics,
  callVerdictText as openclawCallVerdictText,
} from "./tool-calls";
export type {
  OpenClawAgentTools,
  OpenClawSessionTools,
  ToolVerdict as OpenClawToolVerdict,
  ToolSession as OpenClawToolSession,
  ToolRule as OpenClawToolRule,
} from "./agent-tools";
export { execDecider as openclawExecDecider } from "./agent-exec";
export type {
  OpenClawAgentExec,
  OpenClawExecPolicy,
  ExecScope as OpenClawExecScope,
  ExecScopeFrom as OpenClawExecScopeFrom,
} from "./agent-exec";
export type { OpenClawAgentSandbox } from "./agent-sandbox";
export type { OpenClawAgentSkills, SkillFilterSource as OpenClawSkillFilterSource } from "./agent-skills";
export type { OpenClawAgentModels, ModelSource as OpenClawModelSource } from "./agent-models";
export type { OpenClawCleanup } from "./cleanup";
export { OPENCLAW_PROFILES } from "./types";
export { loadOpenClawSchemas, type OpenClawSchemas } from "./schema/releases";
export { openclawRelease, type OpenClawReleaseFacts } from "./releases";
export type {
  OpenClawProfileId,
  OpenClawEnvironment,
  OpenClawIssue,
  OpenClawIssueKind,
  OpenClawWarning,
  OpenClawWarningKind,
  OpenClawAgent,
  OpenClawVerdict,
  OpenClawAnswer,
} from "./types";
export { openclawIssueText, openclawWarningText } from "./texts";
export { OPENCLAW_VARIABLES, openclawConfigPath } from "./places";
export { sanitizeId2026_7 } from "./roster-2026-7";
export { KEYS_V7 as OPENCLAW_KEYS_2026_7, KEYS_V9 as OPENCLAW_KEYS_2026_9, type KnownKeys } from "./keys";
export { parseJson5, type Json5Result } from "./json5";
export { diffOpenClawAgents, OPENCLAW_DIFF_FIELDS } from "./answer-diff";
export {
  OPENCLAW_AGENT_FIELDS,
  shownOpenClawFields,
  type OpenClawAgentField,
  type OpenClawAgentFieldName,
} from "./fields";
export type {
  OpenClawAgentChange,
  OpenClawAgentChangeKind,
  OpenClawDiffField,
  OpenClawFieldValue,
} from "./answer-diff";
export { openclawMachine, OPENCLAW_MACHINE_KEYS, approvalsText as openclawApprovalsText } from "./machine";
export { diffOpenClawAnswers } from "./upgrade-diff";
export { openclawUpgradeStep } from "./upgrade";
export type {
  UpgradeChange,
  UpgradeChangeKind,
  UpgradePreview,
  UpgradeStep,
  ListConversion,
  ListMapping,
  ConversionAddition,
  ConversionRefusal,
  TextEdit as OpenClawTextEdit,
} from "./upgrade-types";
export { upgradeChangeText, listMappingText, conversionAdditionText, conversionRefusalText } from "./upgrade-texts";
export type { OpenClawDiagnostics } from "./diagnostics";
export { type OpenClawExplanation, type OpenClawAgentExplained, type OpenClawIdRule } from "./explain";
export { OPENCLAW_CODES, openclawCodeOf } from "./codes";
export { homePathOf } from "./lints";
export type { OpenClawLint, OpenClawLintKind, OpenClawFinding } from "./types";
export type { WorkspaceRule as OpenClawWorkspaceRule, AgentDirRule as OpenClawAgentDirRule } from "./agents";
export type { DefaultBy as OpenClawDefaultRule } from "./agents";
export {
  openclawLintText,
  openclawIdRuleText,
  openclawWorkspaceRuleText,
  openclawAgentDirRuleText,
  openclawDefaultRuleText,
} from "./texts";
export { openclawJsonSchema } from "./json-schema";
export { TOP_KEYS_V7 as OPENCLAW_TOP_KEYS_2026_7, TOP_KEYS_V9 as OPENCLAW_TOP_KEYS_2026_9 } from "./top-keys";
