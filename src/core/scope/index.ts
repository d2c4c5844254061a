/** The agent scope's public face: the seed's resolvers, the whole-document resolution, its lints and texts. */
export { DEFAULT_AGENT_ID, SOPHIACLAW_PROFILE, fillTemplate } from "./profile";
export type { HarnessProfile, SkillMatchRule, FallbackRule } from "./profile";
export {
  normalizeAgentId,
  listAgentEntries,
  resolveDefaultAgentId,
  parseAgentSessionKey,
  resolveSessionAgentIds,
  SPECIAL_SESSION_KEYS,
} from "./ids";
export type { AgentEntry, AgentSessionKey, SessionAgentParams } from "./ids";
export {
  resolveAgentConfig,
  resolveAgentModelPrimary,
  resolveAgentModelFallbacksOverride,
  resolveAgentWorkspaceDir,
  resolveAgentDir,
} from "./agent";
export type { ResolvedAgentConfig } from "./agent";
export {
  DEFAULT_ENV,
  DEFAULT_HOME,
  isInside,
  normalizePath as normalizePosixPath,
  joinPath as joinPosixPath,
  resolveUserPath,
  resolveUserPathDetailed,
  resolveStateDir,
  resolveDefaultAgentWorkspaceDir,
} from "./paths";
export type { PathWarning, UserPathResult } from "./paths";
export { normalizeSkillFilter, resolveAgentSkillsFilter, isSkillAllowed, matchSkill, skillNameProblem } from "./skills";
export { resolveAgents, resolveSession, checkSkill, newScopeMemory } from "./resolve";
export type { ScopeResolution, SessionParams, ScopeMemory } from "./resolve";
export { lintResolved, lintScope } from "./lints";
export { resolveAgentList } from "./resolve-agents";
export { SCOPE_CODES, SCOPE_CODE_LIST } from "./codes";
export type { ScopeCodeInfo } from "./codes";
export { OPENCLAW_NOTES, SKILL } from "./texts";
