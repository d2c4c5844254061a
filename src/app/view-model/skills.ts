/** Skills panel: the scenarios' skill names against each agent's filter, as a grid (skill x agent). */
import { reasonText, type Analysis, type AnswerLookup, type WhyTarget } from "../../core/index";
import { skillPin, type Pin } from "./expectations";

export interface SkillCellVM {
  readonly agentId: string;
  /** Undefined: this skill was not tested against this agent. */
  readonly result:
    | {
        readonly allowed: boolean;
        readonly matched: string | undefined;
        readonly reason: string;
        readonly expect: { readonly met: boolean; readonly text: string } | undefined;
        /** The verdict, as this case's expectation. */
        readonly pin: Pin;
        /** What "why?" asks about: this skill test. */
        readonly why: WhyTarget;
      }
    | undefined;
}

export interface SkillRowVM {
  readonly skill: string;
  readonly cells: readonly SkillCellVM[];
}

export interface SkillsVM {
  /** The columns: agents of the list, then any agent only the scenarios name. */
  readonly agents: readonly string[];
  readonly rows: readonly SkillRowVM[];
  /** Agents and skills past the grid's limits, not drawn. */
  readonly hiddenAgents: number;
  readonly hiddenSkills: number;
}

export const MAX_SKILL_COLUMNS = 30;
export const MAX_SKILL_ROWS = 200;

/** The skills grid; whether each skill is allowed is the answers' (answersOf). */
export function skillsVM(analysis: Analysis, answer: AnswerLookup): SkillsVM {
  const agents: string[] = [];
  const seen = new Set<string>();
  const addAgent = (id: string): void => {
    if (seen.has(id)) return;
    seen.add(id);
    agents.push(id);
  };
  for (const agent of analysis.agents) if (agent.reachable) addAgent(agent.id);
  for (const c of analysis.skills) addAgent(c.agentId);

  const bySkill = new Map<string, Map<string, (typeof analysis.skills)[number]>>();
  for (const c of analysis.skills) {
    const row = bySkill.get(c.skill) ?? new Map<string, (typeof analysis.skills)[number]>();
    if (!row.has(c.agentId)) row.set(c.agentId, c);
    bySkill.set(c.skill, row);
  }
  const shownAgents = agents.slice(0, MAX_SKILL_COLUMNS);
  const rows = [...bySkill].slice(0, MAX_SKILL_ROWS).map(([skill, row]) => ({
    skill,
    cells: shownAgents.map((agentId) => {
      const c = row.get(agentId);
      const allowed = c ? answer("skill", c.path, "allowed")?.value === true : false;
      return {
        agentId,
        result: c
          ? {
              allowed,
              matched: c.matched,
              reason: reasonText(c.reason),
              expect: c.expect ? { met: c.expect.met, text: c.expect.text } : undefined,
              pin: skillPin(c.index, allowed),
              why: { kind: "skill" as const, index: c.index },
            }
          : undefined,
      };
    }),
  }));
  return {
    agents: shownAgents,
    rows,
    hiddenAgents: agents.length - shownAgents.length,
    hiddenSkills: Math.max(0, bySkill.size - MAX_SKILL_ROWS),
  };
}
