/**
 * The agents' coverage items: each agent, and each pattern of its skills. A keystroke at 10,000 agents touches one
 * of them; the others are the same resolved objects as before (scope/resolve-agents.ts), and their uncovered
 * entries, with the addition suggested for each, are found in the caller's CoverageMemory instead of made again.
 */
import type { Analysis, SkillCase } from "../analysis";
import type { JsonPath, Located } from "../diagnostics";
import { newMade, type Made } from "../budget";
import type { ResolvedAgent } from "../results";
import { arr, own } from "../safe";
import { matchSkill, type HarnessProfile } from "../scope";
import { additionFor, type AdditionLookups } from "./additions";
import type { CoverageEntry, CoverageItem } from "./items";

/** An item's entry: what covers it, or, uncovered, the addition that would. */
export const entryOf = (item: CoverageItem, by: JsonPath | undefined, look: AdditionLookups): CoverageEntry =>
  by ? { ...item, covered: true, by } : { ...item, covered: false, add: additionFor(item, look) };

/**
 * One agent's uncovered entries as made last (each made when first needed). They are read from the agent, its
 * skills as written and the profile alone (an agent's or a skill pattern's addition looks at nothing else).
 */
interface AgentEntries {
  readonly profile: HarnessProfile;
  /** The agent's `skills` as written: the list entry's own value, shared between reads of equal texts. */
  readonly skills: unknown;
  uncovered?: CoverageEntry;
  /** By the pattern's index in `skills`. */
  readonly patterns: (CoverageEntry | undefined)[];
}

/**
 * What coverage remembers between analyses, owned by the analyzer that passes it in: each resolved agent's
 * uncovered entries. Keyed weakly: agents no longer held are forgotten with them.
 */
export interface CoverageMemory {
  readonly agents: WeakMap<ResolvedAgent, AgentEntries>;
  /** The agents whose coverage entries were made afresh. */
  readonly covered: Made;
}

export const newCoverageMemory = (): CoverageMemory => ({ agents: new WeakMap(), covered: newMade() });

/** The agents' entries, then their skill patterns', in list order, appended to `out`. */
export function agentEntries(
  config: Located,
  analysis: Analysis,
  look: AdditionLookups,
  out: CoverageEntry[],
  memory: CoverageMemory | undefined,
): void {
  const profile = look.profile;
  const list = arr(own(own(config.value, "agents"), "list")) ?? [];
  const remembered = (a: ResolvedAgent): AgentEntries => {
    const skills = own(list[a.index], "skills");
    const known = memory?.agents.get(a);
    if (known && known.profile === profile && known.skills === skills) return known;
    const made: AgentEntries = { profile, skills, patterns: [] };
    if (memory) memory.covered.count++;
    memory?.agents.set(a, made);
    return made;
  };

  const bySession = new Map<string, JsonPath>();
  for (const s of analysis.sessions) if (!bySession.has(s.sessionAgentId)) bySession.set(s.sessionAgentId, s.path);
  const bySkill = new Map<string, JsonPath>();
  for (const s of analysis.skills) if (!bySkill.has(s.agentId)) bySkill.set(s.agentId, s.path);
  const agentItem = (a: ResolvedAgent): CoverageItem => ({
    kind: "agent",
    doc: "config",
    path: a.path,
    id: a.id,
    reachable: a.reachable,
  });
  for (const a of analysis.agents) {
    const by = !a.reachable
      ? undefined
      : (bySession.get(a.id) ??
        bySkill.get(a.id) ??
        (analysis.simulation.mainAgentId === a.id ? (["team", "main"] as JsonPath) : undefined));
    if (by) out.push(entryOf(agentItem(a), by, look));
    else {
      const known = remembered(a);
      out.push((known.uncovered ??= entryOf(agentItem(a), undefined, look)));
    }
  }

  const testsOf = new Map<string, SkillCase[]>();
  for (const s of analysis.skills) {
    const known = testsOf.get(s.agentId);
    if (known) known.push(s);
    else testsOf.set(s.agentId, [s]);
  }
  for (const a of analysis.agents) {
    if (!a.reachable) continue;
    const raw = arr(own(list[a.index], "skills"));
    if (!raw?.length) continue;
    const tests = testsOf.get(a.id);
    const known = remembered(a);
    for (let j = 0; j < raw.length; j++) {
      // No skill test names the agent: its patterns are uncovered, as they were.
      const kept = known.patterns[j];
      if (kept && !tests) {
        out.push(kept);
        continue;
      }
      const p = raw[j];
      const pattern = typeof p === "string" ? p.trim().toLowerCase() : "";
      if (!pattern) continue;
      const item: CoverageItem = {
        kind: "skill-pattern",
        doc: "config",
        path: [...a.path, "skills", j],
        agent: a.id,
        pattern,
      };
      const by = tests?.find((t) => matchSkill(t.skill, [pattern], profile) !== undefined)?.path;
      if (by) out.push(entryOf(item, by, look));
      else out.push((known.patterns[j] ??= entryOf(item, undefined, look)));
    }
  }
}
