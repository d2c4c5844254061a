/**
 * The agent scope's diagnostic codes (SC1xx): stable, documented, safe to match on in CI. One table, so the code,
 * its severity and its title never drift apart between the lints, the docs and the page.
 */
import type { CodeInfo } from "../diagnostics";

export type ScopeCodeInfo = CodeInfo;

export const SCOPE_CODES = {
  agentsNotObject: { code: "SC101", severity: "warning", title: "agents is not an object" },
  listNotArray: { code: "SC102", severity: "warning", title: "agents.list is not a list" },
  entryNotObject: { code: "SC103", severity: "warning", title: "agent entry is not an object" },
  badId: { code: "SC104", severity: "warning", title: "agent id is missing, blank or not a string" },
  duplicateId: { code: "SC105", severity: "warning", title: "two agents share an id" },
  severalDefaults: { code: "SC106", severity: "warning", title: "several agents marked default" },
  idEscapesState: { code: "SC107", severity: "error", title: "agent id leads out of the state folder" },
  idHasSlash: { code: "SC108", severity: "warning", title: "agent id contains a slash" },
  defaultNotBoolean: { code: "SC109", severity: "info", title: "default is not true or false" },
  skillStarInside: { code: "SC111", severity: "warning", title: "a * inside a skill pattern is literal" },
  skillPatternCapitals: { code: "SC112", severity: "info", title: "skill pattern is lowercased" },
  skillsAllBlank: { code: "SC113", severity: "warning", title: "skills filter allows no skill" },
  skillsNotArray: { code: "SC114", severity: "warning", title: "skills is not a list" },
  skillEntryNotString: { code: "SC115", severity: "warning", title: "skill pattern is not a string" },
  modelUnknown: { code: "SC120", severity: "warning", title: "model is not in the models catalog" },
  modelNoSlash: { code: "SC121", severity: "warning", title: "model reference has no provider" },
  fallbackIsPrimary: { code: "SC122", severity: "info", title: "fallback equals the primary model" },
  fallbackDuplicate: { code: "SC123", severity: "warning", title: "fallback listed twice" },
  fallbacksNotArray: { code: "SC124", severity: "warning", title: "fallbacks is not a list" },
  modelMalformed: { code: "SC125", severity: "warning", title: "model is neither a string nor an object" },
  fallbackNotString: { code: "SC126", severity: "warning", title: "fallback is not a string" },
  primaryNotString: { code: "SC127", severity: "warning", title: "primary model is not a string" },
  pathUnknownVariable: { code: "SC130", severity: "warning", title: "unknown variable in a path" },
  pathRelative: { code: "SC131", severity: "warning", title: "relative path" },
  pathTildeUser: { code: "SC132", severity: "warning", title: "~name is not expanded" },
  pathNotString: { code: "SC133", severity: "warning", title: "path is not a string" },
} as const satisfies Record<string, ScopeCodeInfo>;

export type ScopeCodeName = keyof typeof SCOPE_CODES;

/**
 * Every code of the room, in code order (for docs and the page's code list). The codes are ASCII (`SC1xx`), so they
 * are compared as they are: `localeCompare` would load the locale's collation as the module loads (~5 ms of a first
 * visit's worker start).
 */
export const SCOPE_CODE_LIST: readonly ScopeCodeInfo[] = Object.values(SCOPE_CODES).sort((a, b) =>
  a.code < b.code ? -1 : a.code > b.code ? 1 : 0,
);
