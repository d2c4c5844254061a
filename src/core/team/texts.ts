/**
 * Every sentence the team room shows: delegation refusals (the seed's placeholders filled), tool-choice errors (the
 * seed's texts), trace lines and the messages of the scenarios' diagnostics.
 */
import type { Action } from "../results";
import { NAMES_SHOWN, clip, fewNames, quoted, type Few } from "../words";

const q = (s: string) => quoted(s);
const list = (xs: readonly string[] | Few) => fewNames(xs);
const shown = (v: unknown) => clip(JSON.stringify(v) ?? String(v));

/** A circle of parents from its first names: `a -> b -> a`, or `a -> b -> c -> … (40 in all) -> a`. */
function circle(head: readonly string[], size: number): string {
  const names = head.slice(0, Math.min(size, NAMES_SHOWN)).map((n) => clip(n));
  const more = size > names.length ? ` -> … (${size} in all)` : "";
  return `${names.join(" -> ")}${more} -> ${names[0] ?? ""}`;
}

/** What every refusal of the seed's texts begins with. */
export const REFUSED = "Refused: ";

/** The seed's delegation refusals after "Refused: "; `{name}` placeholders are filled by `fill`. */
export const TEAM_REFUSALS = {
  wider:
    "a subagent's mode cannot be looser than its parent's mode ({parent_mode}). Give it {parent_mode} or a stricter mode.",
  request_not_narrower:
    "request options only go with a mode stricter than the parent's. Give the subagent a stricter mode, or drop its request options.",
  request_kind: "{kind} is not a kind a subagent can request. Request options are among: {kinds}.",
  not_delegated:
    "the subagent's own mode needs approval for this call, and it may not ask the main agent for this kind of tool. Add the tool's class to its request options, or give it a grant.",
  not_requestable:
    "{tool} is not among the kinds this subagent may request ({kinds}). Add the tool's class to its request options.",
  unattended: "nobody can approve this in an unattended session.",
} as const;

/** The delegation texts of the seed's LOOP.team.texts, whole. */
export const TEAM_TEXTS = {
  wider: `${REFUSED}${TEAM_REFUSALS.wider}`,
  request_not_narrower: `${REFUSED}${TEAM_REFUSALS.request_not_narrower}`,
  request_kind: `${REFUSED}${TEAM_REFUSALS.request_kind}`,
  requestable:
    "Refused for now: the subagent's own mode needs approval for this call. It can ask the main agent to approve it (team_request), or the main agent can give it a grant.",
  not_delegated: `${REFUSED}${TEAM_REFUSALS.not_delegated}`,
  not_requestable: `${REFUSED}${TEAM_REFUSALS.not_requestable}`,
  unattended: `${REFUSED}${TEAM_REFUSALS.unattended}`,
} as const;

/** Fills `{name}` placeholders; an unknown placeholder stays as written. */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}

export const teamTexts = {
  /** Refusals: the sentence after "Refused: ". */
  unknownMode: (mode: string, order: readonly string[]) => `${q(mode)} is not a mode. Use one of ${list(order)}.`,
  denied: (reason: string) => `Denied: ${reason}`,

  // Tool choice (the seed's texts)
  unknownModel: (model: string | undefined) =>
    `Unknown model ${model ?? "(none)"}. Use the subagent tool's models action to list them.`,
  invalidThinking: (level: string) => `Invalid thinkingLevel ${clip(level)}.`,
  unknownTools: (unknown: readonly string[], choosable: readonly string[]) =>
    `Unknown tools: ${fewNames(unknown)}. Choose from your own tools: ${fewNames(choosable)}.`,

  // Trace lines
  lookup: (tool: string, cls: string | undefined, permission: string, where: string) =>
    `${clip(tool)}: ${cls ? `${cls} tool` : "a tool with no known class"}, permission key ${q(permission)} (${where})`,
  mainDecision: (mode: string, action: Action, reason: string) =>
    `Main agent, ${clip(mode)} mode: ${action} (${reason})`,
  ownDecision: (name: string, mode: string, action: Action, reason: string) =>
    `${clip(name)}, ${clip(mode)} mode: ${action} (${reason})`,
  grantsApply: (grants: readonly string[]) => `Grants in effect: ${fewNames(grants)}`,
  noGrants: "No grants given to this subagent",
  grantsBlocked: (n: number) =>
    `${n === 1 ? "Its grant does" : `Its ${n} grants do`} not apply: the main agent's own mode does not allow this call`,
  branch: {
    ownAllows: "Its own mode allows it: it runs",
    ownDenies: "Its own mode denies it: refused",
    requestable:
      "Its own mode asks, the main agent's allows, and the class is among its request options: it may ask the main agent",
    notDelegated: "Its own mode asks, the main agent's allows, but the class is not among its request options: refused",
    mainDenies: "Its own mode asks and the main agent's denies: refused",
    unattended: "Both ask, and nobody can answer in an unattended session: refused",
    person: "Both ask: the person decides",
    leadAllows: "The main agent's mode allows it: it runs",
    leadDenies: "The main agent's mode denies it: refused",
    leadPerson: "The main agent's mode asks: the person decides",
    leadUnattended: "The main agent's mode asks, and nobody can answer in an unattended session: refused",
  },
  noSuchTool: (tool: string, tools: readonly string[] | Few) =>
    `${q(tool)} is not in the config's tools list (${list(tools)}). Add it to "tools" or call one of those.`,
  noSuchAgent: (agent: string, names: readonly string[]) =>
    `no agent ${q(agent)} in the team. Use "lead" or one of team.agents: ${list(names)}.`,
  agentNotCreated: (agent: string, why: string) => `${clip(agent)} was never created, because: ${why}`,
  toolNotGiven: (agent: string, tool: string, tools: readonly string[] | Few) =>
    `${clip(agent)} was not given ${clip(tool)}; its tools are ${list(tools)}. Add ${clip(tool)} to its "tools".`,

  // Tree
  parentRefused: (parent: string) =>
    `its parent ${clip(parent)} was never created, so it has no mode to inherit. Fix ${clip(parent)} first.`,
  missingParent: (parent: string, names: readonly string[]) =>
    `its parent ${q(parent)} is neither "lead" nor a subagent of team.agents (${list(names)}). Set "parent" to one of them.`,
  missingAncestor: (parent: string) =>
    `its parent ${clip(parent)} has no place in the tree (an ancestor is missing), so it has no mode. Fix ${clip(parent)}'s parent.`,
  /** `head`: the circle's first names from this subagent on (a few); `size`: how many subagents are in it. */
  cycle: (head: readonly string[], size: number) =>
    `the parents go round in a circle (${circle(head, size)}), so none of them reaches "lead". Break the circle.`,
  underCycle: (parent: string) =>
    `its parent ${clip(parent)} is in a circle of parents that never reaches "lead", so it has no mode.`,
  duplicateName: (name: string) =>
    `A subagent named ${q(name)} is already in team.agents; this one is ignored. Rename it.`,
  leadName: '"lead" names the main agent; a subagent cannot be called that. Rename it.',
  noName: 'This subagent has no "name"; it is ignored.',

  // Diagnostics of the scenarios
  unknownTeamMode: (value: unknown, order: readonly string[]) =>
    `${shown(value)} is not a mode: use one of ${list(order)}. Until then every call of the team is refused.`,
  unknownGrantedIn: (value: unknown, order: readonly string[]) =>
    `grantedIn ${shown(value)} is not a mode (${list(order)}): this approval never applies.`,
  malformed: (what: string) => `This ${what} is malformed (see the expected shape in the docs); it is ignored.`,
  grantNeverApplies: (tool: string, pattern: string, mode: string, action: Action, reason: string) =>
    `This grant (${clip(tool)} ${q(pattern)}) can never apply: a grant only applies where the main agent's own mode allows the call, ` +
    `and in ${clip(mode)} mode it gives ${action} (${reason}). Add a rule or approval that allows it, or drop the grant.`,
  grantUnknownTool: (tool: string) =>
    `This grant names ${q(tool)}, which is not in the config's tools list; it is kept with permission key ${q(tool)}.`,
  loadNotGiven: (tool: string) =>
    `${q(tool)} is not among this subagent's deferred tools, so loading it changes nothing.`,
  thinkingClamped: (requested: string, model: string, level: string) =>
    `${clip(model)} does not support thinking level ${clip(requested)}; it runs at ${clip(level)}.`,
  expectFailed: (expected: string, actual: string, text?: string) =>
    `Expected ${expected}, but the call is ${actual}${text ? `: ${text}` : ""}.`,
  badExpect: (value: unknown) => `expect must be "run", "person" or "refused", not ${shown(value)}.`,
  tightenNotStricter: (to: string, from: string) =>
    `Tightening to ${clip(to)} would loosen the main agent (now ${clip(from)}): tightening only goes to ${clip(from)} or a stricter mode.`,
};
