/**
 * The whole-document resolution the page shows: every agent with its provenance and the scope's diagnostics,
 * a session key walked through its priority chain step by step, and a skill checked against an agent's filter.
 */
import { UNLIMITED } from "../budget";
import type { Diagnostic, Located, Provenance } from "../diagnostics";
import type { ChainStep, EffectiveModel, Env, ResolvedAgent, SessionResolution, SkillCheck } from "../results";
import { own } from "../safe";
import {
  explicitAgentId,
  normalizeAgentId,
  normalizeSessionKey,
  parseAgentSessionKey,
  SPECIAL_SESSION_KEYS,
} from "./ids";
import { lintResolved, newLintMemory, type LintMemory } from "./lints";
import type { HarnessProfile } from "./profile";
import { effectiveModel, newResolutionMemory, resolveAgentList, type ResolutionMemory } from "./resolve-agents";
import { matchSkill } from "./skills";
import { CHAIN, LABELS, NOTES } from "./texts";

export interface ScopeResolution {
  readonly agents: ResolvedAgent[];
  readonly defaultAgentId: string;
  /** Normalized id to the FIRST entry with it: what every lookup by id reaches. */
  readonly byId: ReadonlyMap<string, ResolvedAgent>;
  readonly diagnostics: Diagnostic[];
}

/** What the scope room remembers between analyses (see resolve-agents.ts and lints.ts); an analyzer owns one. */
export type ScopeMemory = ResolutionMemory & LintMemory;

export const newScopeMemory = (): ScopeMemory => ({ ...newResolutionMemory(), ...newLintMemory() });

/**
 * Every agent of the config resolved, with the SC1xx diagnostics; linear in the number of agents. With `memory`,
 * the entries seen before (the same objects, in the same place and context) are found there, not resolved again.
 */
export function resolveAgents(
  config: Located,
  env: Env,
  profile: HarnessProfile,
  memory?: ScopeMemory,
): ScopeResolution {
  const list = resolveAgentList(config, env, profile, UNLIMITED, memory);
  const diagnostics = lintResolved(config, list, env, profile, UNLIMITED, memory);
  return { agents: list.agents, defaultAgentId: list.defaultAgentId, byId: list.byId, diagnostics };
}

/** What a session asks for: its key, an explicit agent (`--agent`) and a model of its own. */
export interface SessionParams {
  readonly sessionKey?: string;
  readonly agentId?: string;
  readonly model?: string;
}

type Candidate = { step: ChainStep["step"]; label: string; value?: string; note: string; from?: Provenance };

/**
 * A session resolved step by step: the override, the session key, the special keys (global, unknown), the
 * config default. Exactly one step wins: the first that applies. Notices say what the user may not expect.
 */
export function resolveSession(
  scope: ScopeResolution,
  config: Located,
  params: SessionParams,
  _env: Env,
  profile: HarnessProfile,
): SessionResolution {
  const rawKey = own(params, "sessionKey");
  const key = typeof rawKey === "string" ? rawKey : undefined;
  const override = explicitAgentId(own(params, "agentId"), profile) ?? undefined;
  const normKey = normalizeSessionKey(key);
  const parsed = normKey ? parseAgentSessionKey(normKey) : null;
  const defaultAgentId = scope.defaultAgentId;
  const defaultFrom = scope.byId.get(defaultAgentId)?.defaultFrom;
  const special =
    normKey === SPECIAL_SESSION_KEYS.global
      ? { value: SPECIAL_SESSION_KEYS.global, note: CHAIN.specialGlobal }
      : normKey === SPECIAL_SESSION_KEYS.unknown
        ? { value: defaultAgentId, note: CHAIN.specialUnknown }
        : undefined;

  const candidates: Candidate[] = [
    override !== undefined
      ? { step: "override", label: CHAIN.overrideLabel(override), value: override, note: CHAIN.overrideApplies }
      : { step: "override", label: CHAIN.overrideLabel(undefined), note: CHAIN.overrideAbsent },
    parsed
      ? {
          step: "session-key",
          label: CHAIN.keyLabel(key),
          value: normalizeAgentId(parsed.agentId, profile),
          note: CHAIN.keyApplies(normalizeAgentId(parsed.agentId, profile)),
        }
      : { step: "session-key", label: CHAIN.keyLabel(key), note: normKey ? CHAIN.keyNotAgent : CHAIN.keyAbsent },
    special
      ? { step: "special-key", label: CHAIN.specialLabel(normKey), value: special.value, note: special.note }
      : { step: "special-key", label: CHAIN.specialLabel(undefined), note: CHAIN.specialNone },
    {
      step: "default",
      label: CHAIN.defaultLabel,
      value: defaultAgentId,
      note: CHAIN.defaultNote(defaultAgentId),
      ...(defaultFrom ? { from: defaultFrom } : {}),
    },
  ];
  const winnerIndex = candidates.findIndex((c) => c.value !== undefined);
  const chain: ChainStep[] = candidates.map((c, i) => {
    const applies = c.value !== undefined;
    const note = applies && i > winnerIndex ? CHAIN.shadowed(c.note) : c.note;
    return { ...c, applies, winner: i === winnerIndex, note };
  });
  const sessionAgentId = candidates[winnerIndex]?.value ?? defaultAgentId;
  const agent = scope.byId.get(sessionAgentId);

  const notes: string[] = [];
  if (!agent) {
    notes.push(
      sessionAgentId === SPECIAL_SESSION_KEYS.global ? NOTES.globalNotInList : NOTES.notInList(sessionAgentId),
    );
  }
  if (parsed && parsed.rest === "" && normKey) notes.push(NOTES.keyWithoutRest(normKey, parsed.agentId));
  const rawModel = own(params, "model");
  const sessionModel = typeof rawModel === "string" ? rawModel.trim() : "";
  let model: EffectiveModel;
  if (sessionModel) {
    const from: Provenance = { step: "session-override", label: LABELS.sessionModel(sessionModel) };
    model = { primary: { value: sessionModel, from }, fallbacks: { value: [], from } };
    notes.push(NOTES.sessionModel(sessionModel));
  } else {
    model = agent ? agent.model : effectiveModel(config, undefined, undefined, profile);
  }
  return { key, override, parsed, defaultAgentId, sessionAgentId, chain, agent, model, notes };
}

/** A skill checked against an agent's filter: allowed or not, the pattern that matched, and why. */
export function checkSkill(
  scope: ScopeResolution,
  agentId: unknown,
  skill: unknown,
  profile: HarnessProfile,
): SkillCheck {
  const id = normalizeAgentId(agentId, profile);
  const agent = scope.byId.get(id);
  const filter = agent?.skills.value;
  const name = typeof skill === "string" ? skill : "";
  const base = { agentId: id, skill: name, filter };
  if (!agent) return { ...base, allowed: true, matched: undefined, reason: { kind: "agent-not-listed", agentId: id } };
  if (!filter) return { ...base, allowed: true, matched: undefined, reason: { kind: "no-filter", agentId: id } };
  if (typeof skill !== "string")
    return { ...base, allowed: false, matched: undefined, reason: { kind: "not-a-string" } };
  const matched = matchSkill(skill, filter, profile);
  if (matched !== undefined) {
    const star = profile.skillMatch === "star-suffix" && matched.endsWith("*");
    return {
      ...base,
      allowed: true,
      matched,
      reason: { kind: star ? "prefix" : "exact", skill, pattern: matched },
    };
  }
  if (filter.length === 0)
    return { ...base, allowed: false, matched: undefined, reason: { kind: "empty-filter", agentId: id } };
  const capitals = skill !== skill.toLowerCase();
  return { ...base, allowed: false, matched: undefined, reason: { kind: "no-match", skill, filter, capitals } };
}
