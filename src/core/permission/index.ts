/** The permission room's public face: the wildcard matcher, the modes table, evaluate, reading rules, the lints. */
export { matchWildcard, matchWork, matchesEverything, hasWildcard } from "./match";
export {
  MODE_ORDER,
  ACTIONS,
  BUILTIN_MODES,
  isMode,
  isToolClass,
  isAction,
  actionRank,
  stricterAction,
  modeRank,
  policyOf,
  readModes,
  isMonotone,
  type ClassPolicy,
  type ModesTable,
  type ModesReading,
} from "./modes";
export {
  evaluate,
  GRANT_STEP,
  type PermissionRequest,
  type Rule,
  type Approval,
  type Context,
  type Context as PermissionContext,
} from "./evaluate";
export { readRules, type RulesReading } from "./rules";
export { candidateRules, newRuleIndexMemory, permissionReading, type RuleIndexMemory } from "./rule-index";
export { lintPermission, patternCovers, overriddenAllows } from "./lints";
export { PERMISSION_CODES, type CodeInfo } from "./codes";
export { permissionTexts } from "./texts";
