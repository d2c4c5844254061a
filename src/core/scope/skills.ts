/**
 * Skills filters, exactly as the seed: patterns are trimmed and lowercased, a trailing `*` matches by prefix,
 * an absent or empty list allows every skill, and a list of blanks normalizes to `[]`, which allows none.
 */
import { arr } from "../safe";
import { resolveAgentConfig } from "./agent";
import type { HarnessProfile } from "./profile";
import { LINT } from "./texts";

/** Trim, lowercase, drop blanks (and entries that are not strings) and duplicates; absent or `[]` gives undefined. */
export function normalizeSkillFilter(skills: unknown): string[] | undefined {
  const list = arr(skills);
  if (!list || list.length === 0) return undefined;
  const normalized = new Set<string>();
  for (const s of list) {
    const pattern = typeof s === "string" ? s.trim().toLowerCase() : "";
    if (pattern) normalized.add(pattern);
  }
  return [...normalized];
}

/** The agent's normalized skills filter; undefined: every skill is allowed. */
export function resolveAgentSkillsFilter(
  cfg: unknown,
  agentId: unknown,
  profile: HarnessProfile,
): string[] | undefined {
  return normalizeSkillFilter(resolveAgentConfig(cfg, agentId, profile)?.skills);
}

/** Whether one pattern matches a skill name under the profile's rule. */
export function patternMatches(pattern: string, skill: string, profile: HarnessProfile): boolean {
  if (profile.skillMatch === "star-suffix" && pattern.endsWith("*")) return skill.startsWith(pattern.slice(0, -1));
  return skill === pattern;
}

/**
 * The first pattern of the filter that matches the skill: undefined when none does. Without a filter there is
 * nothing to match (and every skill is allowed: see isSkillAllowed).
 */
export function matchSkill(skill: unknown, filter: unknown, profile: HarnessProfile): string | undefined {
  const list = arr(filter);
  if (!list || typeof skill !== "string") return undefined;
  for (const pattern of list) {
    if (typeof pattern === "string" && patternMatches(pattern, skill, profile)) return pattern;
  }
  return undefined;
}

/** The seed's isSkillAllowed: no filter allows everything, otherwise some pattern must match. */
export function isSkillAllowed(skill: unknown, filter: unknown, profile: HarnessProfile): boolean {
  if (!arr(filter)) return true;
  return matchSkill(skill, filter, profile) !== undefined;
}

/**
 * What is wrong with a skill name, if anything, as a message (the step that knows where the name is written makes
 * the diagnostic): names are never lowercased or trimmed, so capitals or surrounding spaces keep it from matching
 * the patterns that spell it (which are).
 */
export function skillNameProblem(skill: unknown): string | undefined {
  if (typeof skill !== "string") return undefined;
  if (skill !== skill.trim()) return LINT.skillNameSpaces(skill);
  if (skill !== skill.toLowerCase()) return LINT.skillNameCapitals(skill);
  return undefined;
}
