/**
 * Every sentence the agent scope shows: provenance labels, chain notes, skill reasons, lint messages and the
 * tooltips that compare this harness with OpenClaw. One place, so wording is reviewed (and translated) together.
 */
import { formatPath, type JsonPath } from "../diagnostics";
import { NAMES_SHOWN, fewNames, quoted } from "../words";

const q = (text: string) => quoted(text);

/** The kind of a JSON value, as a sentence names it. */
export function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return "a string";
  if (typeof value === "number") return "a number";
  if (typeof value === "boolean") return `${value}`;
  if (value === undefined) return "missing";
  return "an object";
}

/** Provenance labels: where a resolved value came from. */
export const LABELS = {
  at: (path: JsonPath) => formatPath(path),
  fallbacksDisabled: (path: JsonPath) => `${formatPath(path)} (an empty list: fallbacks disabled)`,
  defaultWorkspace: (name: string) => `default agent without a workspace: HOME/${name}`,
  stateWorkspace: (template: string) => `non-default agent: <state>/${template}`,
  stateAgentDir: (template: string) => `no agentDir: <state>/${template}`,
  noModel: "no model configured (neither the agent nor agents.defaults.model)",
  noFallbacks: "no fallbacks configured",
  sessionModel: (model: string) => `the session's model ${q(model)}: the session controls, no fallbacks`,
  noSkills: "no skills filter: every skill is allowed",
  markedDefault: 'the first agent marked "default": true',
  firstEntry: 'the first agent in the list (none is marked "default": true)',
  // Names no other agent: a card that quoted the default's id would change whenever that id is edited.
  notDefault: "not the default agent",
  defaultById: (id: string) => `its id is the default agent's id ${q(id)}`,
  laterDefault: (first: JsonPath) => `marked "default": true, but ${formatPath(first)} comes first`,
  duplicate: (first: JsonPath) => `a later entry with the id of ${formatPath(first)}: lookups never reach it`,
} as const;

/** The session chain's labels and notes. */
export const CHAIN = {
  overrideLabel: (id: string | undefined) => (id ? `--agent ${q(id)}` : "--agent (not given)"),
  overrideApplies: "An explicit override beats every other step, the special key global included.",
  overrideAbsent: "No override given (a blank one counts as not given).",
  keyLabel: (key: string | undefined) => (key === undefined ? "session key (none)" : `session key ${q(key)}`),
  keyApplies: (id: string) => `The key names agent ${q(id)}.`,
  keyNotAgent: "Not an agent key (agent:<id>:<session>).",
  keyAbsent: "No session key given.",
  specialLabel: (key: string | undefined) =>
    key === undefined ? "special key (global, unknown)" : `special key ${q(key)}`,
  specialGlobal: "The key global is shared across all agents: the session agent is global.",
  specialUnknown: "The key unknown (an unidentified sender) goes to the default agent.",
  specialNone: "Not a special key (global, unknown).",
  defaultLabel: "config default",
  defaultNote: (id: string) => `The config's default agent is ${q(id)}.`,
  shadowed: (note: string) => `${note} An earlier step wins.`,
} as const;

/** Notices about a resolved session. */
export const NOTES = {
  notInList: (id: string) =>
    `Agent ${q(id)} is not in agents.list: its config is empty, so only agents.defaults and the built-in folders apply.`,
  globalNotInList:
    "The session agent global is shared across all agents and has no entry in agents.list: agents.defaults applies.",
  keyWithoutRest: (key: string, id: string) =>
    `The key ${q(key)} names no session; this harness accepts it, but OpenClaw requires one (agent:${id}:<session>).`,
  sessionModel: (model: string) =>
    `The session's model ${q(model)} replaces the agent's, and no fallbacks apply (the session controls).`,
} as const;

/** Why a skill is or is not allowed. */
export const SKILL = {
  noFilter: (id: string) => `Agent ${q(id)} has no skills filter: every skill is allowed.`,
  notInList: (id: string) => `Agent ${q(id)} is not in agents.list: no skills filter, every skill is allowed.`,
  exact: (skill: string, pattern: string) => `${q(skill)} equals the pattern ${q(pattern)}.`,
  prefix: (skill: string, pattern: string) =>
    `${q(skill)} starts with ${q(pattern.slice(0, -1))} (pattern ${q(pattern)}).`,
  emptyFilter: (id: string) => `Agent ${q(id)}'s skills filter has no usable pattern: no skill is allowed.`,
  noMatch: (skill: string, filter: readonly string[]) =>
    `No pattern of the filter (${fewNames({ first: filter.slice(0, NAMES_SHOWN).map(q), total: filter.length })}) matches ${q(skill)}.`,
  capitalsHint: (skill: string) =>
    ` Skill names are not lowercased: ${q(skill)} has capitals that the lowercased patterns cannot match.`,
  notString: "The skill name is not a string, so no pattern matches it.",
} as const;

/** Lint messages: what is wrong, and what to do. */
export const LINT = {
  agentsNotObject: (v: unknown) =>
    `"agents" is ${kindOf(v)}, not an object, so no agent is configured. Make it an object such as { "list": [] }.`,
  listNotArray: (v: unknown) =>
    `"agents.list" is ${kindOf(v)}, not a list, so no agent is configured. Make it a list of agent objects.`,
  entryNotObject: (v: unknown) =>
    `This agent entry is ${kindOf(v)}, not an object, and is ignored. Write it as { "id": "..." }.`,
  badId: (v: unknown, id: string) =>
    `This agent's id is ${typeof v === "string" ? "blank" : kindOf(v)}, so it counts as agent ${q(id)}. Give it a non-blank string id.`,
  duplicateId: (id: string, first: JsonPath) =>
    `The id ${q(id)} is already used by ${formatPath(first)} (ids are compared trimmed and lowercased), so this entry is never reached. Rename it or merge the two.`,
  severalDefaults: (first: JsonPath) =>
    `${formatPath(first)} is already marked default and the first one wins, so this mark has no effect. Keep "default": true on one agent only.`,
  idEscapesState: (id: string, folder: string, container: string) =>
    `The id ${q(id)} puts this agent's folder at ${folder}, outside ${container} in the state folder. Use an id without "/" or "..", or set workspace and agentDir explicitly.`,
  idHasSlash: (id: string, folder: string) =>
    `The id ${q(id)} contains "/", so this agent's folders nest (${folder}). Use an id without "/".`,
  defaultNotBoolean: (v: unknown) =>
    `"default" is ${kindOf(v)}, which counts as ${v ? "true" : "false"}. Write true or false.`,
  skillStarInside: (pattern: string) =>
    `Only a * at the end of a pattern is a wildcard; in ${q(pattern)} a * is a literal character. Move it to the end or remove it.`,
  skillPatternCapitals: (pattern: string) =>
    `Patterns are lowercased: ${q(pattern)} matches as ${q(pattern.trim().toLowerCase())}. Write it in lowercase.`,
  skillsAllBlank:
    "Every entry of this skills list is blank (or not a string), so it allows no skill at all (an empty or absent list allows every skill). Add patterns, or remove the list.",
  skillsNotArray: (v: unknown) =>
    `"skills" is ${kindOf(v)}, not a list, so it is ignored and every skill is allowed.${typeof v === "string" ? ` Write [${q(v)}].` : " Write a list of patterns."}`,
  skillEntryNotString: (v: unknown) =>
    `This skill pattern is ${kindOf(v)}, not a string, and is ignored. Write the pattern as a string.`,
  skillNameCapitals: (name: string) =>
    `The skill name ${q(name)} has capitals; filters are lowercased and names are not, so no pattern that spells those letters matches it. Name the skill in lowercase.`,
  skillNameSpaces: (name: string) =>
    `The skill name ${q(name)} has surrounding spaces, which are not trimmed, so it matches no exact pattern. Remove them.`,
  modelUnknown: (ref: string) =>
    `${q(ref)} is not in the models catalog (config.models). Add it there, or pick a listed model.`,
  modelNoSlash: (ref: string) =>
    `${q(ref)} is not a model reference. Write provider/model, such as "anthropic/claude-sonnet".`,
  fallbackIsPrimary: (ref: string) =>
    `${q(ref)} is already the primary model, so as a fallback it only retries the same model. Remove it or pick another.`,
  fallbackDuplicate: (ref: string, first: number) =>
    `${q(ref)} is already fallback [${first}], so listing it again adds nothing. Remove this one.`,
  fallbacksNotArray: (v: unknown) =>
    `"fallbacks" is ${kindOf(v)}, not a list, so it is ignored and the defaults' fallbacks apply. Write a list ([] disables fallbacks).`,
  modelMalformed: (v: unknown) =>
    `"model" is ${kindOf(v)}, so it is ignored. Write "provider/model" or { "primary": "provider/model", "fallbacks": [] }.`,
  fallbackNotString: (v: unknown) =>
    `This fallback is ${kindOf(v)}, not a string, and is ignored. Write "provider/model".`,
  primaryNotString: (v: unknown) =>
    `"primary" is ${kindOf(v)}, not a string, so this model has no primary. Write "provider/model".`,
  pathUnknownVariable: (name: string) =>
    `The variable $${name} is not set in the simulated environment, so it stays as written. Set it in scenarios.env, or write the path out.`,
  pathRelative: (base: string, result: string) =>
    `This path is relative, so it is resolved against ${base} (cwd, default HOME): ${result}. Write an absolute path or start it with ~/.`,
  pathTildeUser: (text: string) =>
    `${q(text)} is not expanded (only ~ and ~/ mean HOME), so the path is relative. Write ~/ or an absolute path.`,
  pathNotString: (field: string, v: unknown) =>
    `"${field}" is ${kindOf(v)}, not a string, so it is ignored. Write a path.`,
} as const;

/** Tooltips: where this harness differs from OpenClaw, the system it is modelled on. */
export const OPENCLAW_NOTES = {
  defaultAgentId: 'OpenClaw calls its default agent "main"; this harness calls it "default".',
  idSanitizing:
    'OpenClaw sanitizes ids to [a-z0-9][a-z0-9_-]{0,63} (so "../../etc" becomes "etc"); this harness only trims and lowercases, so such an id can lead a folder out of the state folder.',
  workspaces:
    "OpenClaw moved non-default agents' workspaces several times in 2026 (<stateDir>/workspace-<id>, later <defaults.workspace>/<id>); this harness keeps <state>/workspace-<id>.",
  skills:
    "In OpenClaw skills match by exact, case-sensitive name and [] means no skills at all; here a pattern may end in * and an empty list allows every skill.",
  stringModel:
    "In OpenClaw a string model drops the default fallbacks (since 2026-04-28); here it keeps agents.defaults.model.fallbacks.",
  sessionKeyRest:
    "OpenClaw requires a session name after the agent (agent:<id>:<session>); this harness accepts agent:<id> alone.",
} as const;
