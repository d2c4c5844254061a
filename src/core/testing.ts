/**
 * What the unit tests (test/) use beyond the public face (./index): rooms' inner helpers that tests exercise
 * directly. Only test/ imports it; nothing in src/, bench/ or e2e/ may (eslint.config.js).
 * The only file in src/core/ that may reach into a room's inner files.
 */
export { type Located } from "./diagnostics";
export { type Action, type Decision, type Simulation } from "./results";
export { type CatalogModel } from "./catalog";
export { type Reason } from "./reasons";
export { spanAtPath } from "./analyzer";
export { ANALYSIS_PARTS, UNLIMITED } from "./budget";
export { capPerCode, MAX_DIAGNOSTICS_PER_CODE } from "./cap";
export { sha256Hex } from "./hash";
export { foldReplacements, insertItem, moveItem, nodeAt, treeOf } from "./edit";
export {
  configSchema,
  DOCUMENT_CODES,
  findExcessiveNesting,
  type JsonSchema,
  MAX_CHECKED_ENTRIES,
  MAX_SCHEMA_DIAGNOSTICS,
  newValidationMemory,
  SC,
  shareEqual,
  validateConfig,
  validateDocument,
  validateScenarios,
} from "./document";
export {
  DESTINATIONS,
  DICTIONARY_IDS,
  dictionaryById,
  fenceFor,
  inertMarkdown,
  MAX_MARKDOWN_FAILED,
  MAX_MARKDOWN_PROBLEMS,
  SHARE_ERROR_CODES,
} from "./share";
export {
  checkSkill,
  DEFAULT_AGENT_ID,
  fillTemplate,
  isInside,
  isSkillAllowed,
  joinPosixPath,
  lintScope,
  matchSkill,
  normalizePosixPath,
  normalizeSkillFilter,
  OPENCLAW_NOTES,
  parseAgentSessionKey,
  resolveAgentConfig,
  resolveDefaultAgentId,
  resolveSession,
  resolveSessionAgentIds,
  resolveUserPath,
  resolveUserPathDetailed,
  SCOPE_CODE_LIST,
  SCOPE_CODES,
  skillNameProblem,
} from "./scope";
export {
  actionRank,
  type Approval,
  BUILTIN_MODES,
  candidateRules,
  type ClassPolicy,
  type Context,
  GRANT_STEP,
  hasWildcard,
  isMonotone,
  lintPermission,
  matchesEverything,
  MODE_ORDER,
  modeRank,
  type ModesTable,
  patternCovers,
  PERMISSION_CODES,
  readModes,
  readRules,
} from "./permission";
export {
  calledByModel,
  callerToolsOf,
  checkMode,
  choosableTools,
  clampThinkingLevel,
  CODEMODE_TOOL,
  type Grant,
  looser,
  mainCallerTools,
  REQUEST_KINDS,
  requestRefusal,
  resolveChoice,
  type ResolvedChoice,
  resolveTools,
  simulate,
  stillGiven,
  stricter,
  strictest,
  supportedThinkingLevels,
  TEAM_TEXTS,
  tighten,
  type ToolChoice,
  whoDecides,
  whoDecidesTraced,
} from "./team";
export { type CoverageEntry } from "./coverage";
export { applyToTexts, type ChangeKind, type Texts, type WhyGoal } from "./why";
export { type FixEdit, type FixWhat, quickFixes } from "./fixes";
export {
  convertListToEntries,
  diffOpenClawAnswers,
  explainOpenClaw,
  type KnownKeys,
  type ListConversion,
  OPENCLAW_CODES,
  OPENCLAW_KEYS_2026_7,
  OPENCLAW_KEYS_2026_9,
  OPENCLAW_TOP_KEYS_2026_7,
  OPENCLAW_TOP_KEYS_2026_9,
  type OpenClawLint,
  openclawCleanup,
  parseJson5,
  upgradePreview,
} from "./openclaw";
export { renderCodesDoc } from "./codes";
export { scenarioTexts } from "./texts";
export { clip, fewNames, NAMES_SHOWN } from "./words";
export { readStrictValue } from "./document/strict-value";
export {
  commonPrefix,
  commonSuffix,
  INDEX_DEPTH,
  MAX_INDEXED_ENTRIES,
  newSpliceIndex,
  scanEntries,
  spliceRead,
  type SpliceIndex,
} from "./document/splice";
export { floorThroughIndex, spanThroughIndex } from "./document/index-spans";
export { createLocator, valueOfNode } from "./document/tree";
export { readWellFormed } from "./document/well-formed";
export { childPath } from "./scope/resolve-agents";
export { crc32, decodeWtf8, encodeWtf8, fromBase64url, toBase64url } from "./share/bytes";
export { inflateCapped } from "./share/codec";
export { DICTIONARY_WINDOW } from "./share/dictionaries";
export { D1_TEXT } from "./share/dictionaries/d1";
export { withChecksum } from "./share/frame";
export { parentsFirst } from "./team/heap";
export { isChoiceReason } from "./team/tools";

import type { OpenClawSchemas } from "./openclaw/schema/releases";
import type { SchemaNode } from "./openclaw/schema/validate";
import { SCHEMA as SCHEMA_2026_7 } from "./openclaw/schema/data/openclaw-2026.7";
import { SCHEMA as SCHEMA_2026_9 } from "./openclaw/schema/data/openclaw-2026.9";
/** The OpenClaw releases' schemas, loaded at once (the product loads them on first use: loadOpenClawSchemas). */
export const OPENCLAW_SCHEMAS: OpenClawSchemas = {
  "openclaw-2026.7": SCHEMA_2026_7 as SchemaNode,
  "openclaw-2026.9": SCHEMA_2026_9 as SchemaNode,
};
export { validateWithSchema, type SchemaNode } from "./openclaw/schema/validate";
export { globMatches, hasNestedQuantifier } from "./openclaw/exec-call/allowlist";
export { placesOf, substituteVariables } from "./openclaw/places";
export { sharedAgentDirs } from "./openclaw/checks";
export { agentDirOf } from "./openclaw/agents";
