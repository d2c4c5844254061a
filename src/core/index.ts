/**
 * The engine's public face: exactly what the page, the worker, the command line, the benchmarks and the
 * end-to-end tests import, listed by name. Everything outside src/core/ imports from here and nowhere else;
 * a name added here is a promise (docs/api/core.api.md records the face, test/core/api-report.test.ts checks it).
 * Unit tests reach what they need beyond it through ./testing.
 */
export {
  type Diagnostic,
  type DocumentId,
  formatPath,
  type JsonPath,
  locatedValue,
  positionAt,
  positionsAt,
  type Provenance,
  samePath,
  type Severity,
  type Span,
} from "./diagnostics";
export {
  type CallResult,
  type Env,
  type Mode,
  type ResolvedAgent,
  type ToolClass,
  type Verdict,
  verdictReason,
} from "./results";
export { type Analysis, type ExpectedValue, sameTools, type SessionCase, type SkillCase } from "./analysis";
export { readModelCatalog, readToolCatalog, TOOL_CLASSES } from "./catalog";
export { ACTIONS, isOneOf, MODES, VERDICT_ANSWERS, type VerdictAnswer } from "./vocabulary";
export { reasonText } from "./reason-text";
export { type Answer, type AnswerGroup, type AnswerLookup, answerLookup, answersOf, type AnswerValue } from "./answers";
export { type AnswerChange, diffAnswers, indexAnswers, type IndexedAnswers } from "./answer-diff";
export {
  AGENT_FIELDS,
  type AgentField,
  type AgentFieldName,
  type FieldKind,
  fieldText,
  type FieldValue,
  type FieldWords,
  PLAIN_FIELD_WORDS,
} from "./fields";
export { scenarioEnv } from "./analyze";
export { type Analyzer, createAnalyzer, SCENARIOS_MACHINE, type SophiaClawMachine, type WorkDone } from "./analyzer";
export { type AnalysisLimits, type AnalysisPart, type CutOff } from "./budget";
export { validateApprovals } from "./document";
export {
  approvalsJsonSchema,
  commonPrefix,
  commonSuffix,
  configJsonSchema,
  DOCUMENT_LIMITS,
  type ParsedDocument,
  parseDocument,
  scenariosJsonSchema,
} from "./document";
export {
  type DecodeResult,
  decodeState,
  encodeState,
  findSecrets,
  type FoundSecret,
  linkFits,
  type MarkdownExpectation,
  type MarkdownProblem,
  MAX_STATE_BYTES,
  redactSecrets,
  type SharedState,
  type ShareError,
  shareTexts,
  toMarkdown,
} from "./share";
export {
  DEFAULT_ENV,
  type HarnessProfile,
  listAgentEntries,
  newScopeMemory,
  normalizeAgentId,
  resolveAgentDir,
  resolveAgentModelFallbacksOverride,
  resolveAgentModelPrimary,
  resolveAgents,
  resolveAgentSkillsFilter,
  resolveAgentWorkspaceDir,
  resolveDefaultAgentWorkspaceDir,
  resolveStateDir,
  SOPHIACLAW_PROFILE,
} from "./scope";
export {
  evaluate,
  matchWildcard,
  matchWork,
  newRuleIndexMemory,
  type PermissionRequest,
  type Rule,
} from "./permission";
export { type MatrixTry, type PermissionMatrix, TEAM_CODES } from "./team";
export {
  applyAddition,
  type Coverage,
  COVERAGE_KINDS,
  type CoverageAddition,
  type CoverageKind,
  coverageTexts,
} from "./coverage";
export {
  applyTextEdits,
  type EditPreview,
  editPreview,
  suggestChanges,
  type Suggestion,
  suggestionTitle,
  type TextEdit,
  type DocumentEdit,
  textEdits,
  type WhyAnswer,
  whyNoneText,
  type WhyTarget,
} from "./why";
/** The one replacement that turns a text into another (a proposal's text changes). */
export { smallestReplacement } from "./edit";
export { createFixer, type Fix, type Fixer, mayHaveFix } from "./fixes";
export {
  conversionAdditionText,
  conversionRefusalText,
  createOpenClawAnalyzer,
  diffOpenClawAgents,
  evaluateOpenClaw,
  listMappingText,
  loadOpenClawSchemas,
  type OpenClawAgent,
  type OpenClawAgentChange,
  OPENCLAW_AGENT_FIELDS,
  type OpenClawAgentField,
  type OpenClawAgentFieldName,
  openclawAgentDirRuleText,
  type OpenClawAgentExplained,
  OpenClawAnalyzer,
  type OpenClawAnswer,
  type OpenClawCleanup,
  type OpenClawAgentModels,
  openclawAgentModels,
  type OpenClawAgentSkills,
  openclawAgentSkills,
  type OpenClawAgentSandbox,
  openclawAgentSandboxes,
  type OpenClawExecPolicy,
  type OpenClawAgentExec,
  type OpenClawExecScope,
  type OpenClawExecScopeFrom,
  openclawExecPolicy,
  openclawExecDecider,
  type OpenClawAgentReport,
  openclawAgentReports,
  type OpenClawToolAsk,
  type OpenClawToolCall,
  type OpenClawCallVerdict,
  type OpenClawRoute,
  type RouteAnswer,
  type RouteMessage,
  type OpenClawMessageRoute,
  openclawMessageDiagnostics,
  openclawMessageRouteText,
  openclawRouteWhy,
  openclawSpawnDiagnostics,
  type OpenClawBindingCoverage,
  openclawSpawnText,
  type OpenClawSpawn,
  openclawRouteWhyChangeText,
  type OpenClawRouteWhy,
  type OpenClawRouteWhyChange,
  type OpenClawRouteWhySuggestion,
  type OpenClawReroutedMessage,
  type OpenClawCoverage,
  openclawCallDiagnostics,
  openclawApprovalsDiagnostics,
  openclawWhy,
  openclawWhyChangeText,
  openclawScenariosMachine,
  type OpenClawWhy,
  type OpenClawSuggestion,
  type OpenClawWhyChange,
  type OpenClawToolMatrix,
  type OpenClawToolMatrixRow,
  type OpenClawToolMatrixCell,
  openclawCallVerdictText,
  type OpenClawAgentTools,
  type OpenClawSessionTools,
  type OpenClawToolVerdict,
  type OpenClawToolSession,
  type OpenClawToolRule,
  openclawCodeOf,
  openclawConfigPath,
  openclawDefaultRuleText,
  openclawDiagnostics,
  type OpenClawEnvironment,
  type OpenClawFieldValue,
  openclawIdRuleText,
  type OpenClawIssue,
  openclawIssueText,
  openclawJsonSchema,
  openclawLintText,
  openclawMachine,
  openclawApprovalsText,
  type OpenClawProfileId,
  openclawRelease,
  type OpenClawReleaseFacts,
  type OpenClawSchemas,
  openclawWarningText,
  openclawWorkspaceRuleText,
  shownOpenClawFields,
  type UpgradeChange,
  upgradeChangeText,
  type UpgradePreview,
  type UpgradeStep,
  openclawUpgradeStep,
} from "./openclaw";
export { isOpenClawProfile, isProfileId, openclawReleaseTitle, PROFILE_IDS, type ProfileId } from "./profiles";
export { detectProfile, detectProfileOf } from "./profile-detect";
export { allCodes, ANALYZE_CODES, type CodeEntry } from "./codes";
export { PART_WORDS } from "./texts";
