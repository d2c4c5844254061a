/**
 * Coverage: which of the config's rules, the team's grants and approvals, the agents, their skill patterns and the
 * modes-table overrides some scenario exercises (docs/semantics.md, "Coverage"). Read from an analysis and the two
 * documents it read; pure.
 *
 * A call is *evaluated* in a mode when the simulation looked at the rules there: its tool is in the catalog with a
 * known class, its agent exists and was given the tool, and the mode is known. The main agent's calls are evaluated
 * in the main mode; a subagent's in the main mode and in its own.
 * - a rule is exercised when an evaluated call's permission key and one of its patterns match the rule's (whichever
 *   rule decided);
 * - a grant when an evaluated call of its subagent matches it (permission key and pattern);
 * - an approval when an evaluated call matches it in a mode where it holds (its grantedIn or a looser one);
 * - an agent when a session resolves to it, a skill test names it, or it is the team's main agent;
 * - a skill pattern when a skill test of its agent names a skill the pattern matches;
 * - a modes-table entry (permission.modes.<mode>.<class>.<default|ceiling>) when a call of a tool of that class is
 *   evaluated in that mode.
 */
import type { Analysis } from "../analysis";
import type { Located, JsonPath } from "../diagnostics";
import { candidateRules, isMode, matchWildcard, modeRank, type Rule, type RuleIndexMemory } from "../permission";
import type { HarnessProfile } from "../scope";
import { LEAD, readTeamSetting, type TeamSetting, WorkLimit, WorkSpent } from "../team";
import { MODES, TOOL_CLASSES, type Mode, type ToolClass } from "../vocabulary";
import { AdditionLookups } from "./additions";
import { agentEntries, entryOf, type CoverageMemory } from "./agents";
import { COVERAGE_KINDS, countOf, type Coverage, type CoverageEntry, type CoverageKind } from "./items";

/** The most steps (rules and approvals looked at, patterns matched) one coverage may take. */
export const COVERAGE_WORK = 5_000_000;

export interface CoverageOptions {
  readonly profile: HarnessProfile;
  readonly ruleIndexes?: RuleIndexMemory;
  readonly maxWork?: number;
  /** Where the agents' entries made before are found again; the coverage is the same with or without it. */
  readonly memory?: CoverageMemory;
}

/** The modes a call was evaluated in, with its tool's permission key, class and patterns. */
interface Evaluated {
  readonly path: JsonPath;
  readonly agent: string;
  readonly permission: string;
  readonly toolClass: ToolClass;
  readonly texts: readonly string[];
  readonly modes: readonly Mode[];
}

const UNREAD: ReadonlySet<string> = new Set(["unknown-mode", "unknown-class"]);

/** Each simulated call the rules were looked at for, with the modes they were looked at in. */
function evaluatedCalls(analysis: Analysis, setting: TeamSetting): Evaluated[] {
  const subModes = new Map<string, Mode>();
  for (const s of analysis.simulation.subagents) if (s.outcome.ok) subModes.set(s.name, s.outcome.mode);
  const out: Evaluated[] = [];
  for (const call of analysis.simulation.calls) {
    const tool = setting.tools.get(call.tool);
    if (!tool?.class) continue;
    const modes: Mode[] = [];
    for (const step of call.trace) {
      if (!step.decision || UNREAD.has(step.decision.reason.kind)) continue;
      if (step.step === "main-decision" && isMode(setting.mainMode)) modes.push(setting.mainMode);
      if (step.step === "own-decision" && call.agent !== LEAD) {
        const mode = subModes.get(call.agent);
        if (mode) modes.push(mode);
      }
    }
    if (!modes.length) continue;
    out.push({
      path: call.path,
      agent: call.agent,
      permission: tool.permission,
      toolClass: tool.class,
      texts: call.patterns.length ? call.patterns : [""],
      modes,
    });
  }
  return out;
}

/** The config's items and the team's, each with the first scenarios entry that exercises it. */
export function coverageOf(config: Located, scenarios: Located, analysis: Analysis, opts: CoverageOptions): Coverage {
  const setting = readTeamSetting(config, scenarios);
  const limit = new WorkLimit(opts.maxWork ?? COVERAGE_WORK);
  const look = new AdditionLookups(setting, analysis, opts.profile);
  const entries: CoverageEntry[] = [];
  let workSpent = false;
  const calls = evaluatedCalls(analysis, setting);

  // Rules: each call's candidates (the rule index), matched in full.
  const ruleBy = new Map<Rule, JsonPath>();
  // Approvals, grants and mode entries: looked at call by call.
  const approvalBy = new Map<number, JsonPath>();
  const grantBy = new Map<string, JsonPath>();
  const modeBy = new Map<string, JsonPath>();
  const grantsOf = new Map(setting.specs.map((s) => [s.name, s]));
  try {
    for (const c of calls) {
      limit.step();
      for (const mode of c.modes)
        if (!modeBy.has(`${mode}\u0000${c.toolClass}`)) modeBy.set(`${mode}\u0000${c.toolClass}`, c.path);
      for (const text of c.texts) {
        for (const rule of candidateRules(setting.rules, c.permission, text, opts.ruleIndexes)) {
          limit.step();
          if (ruleBy.has(rule)) continue;
          if (matchWildcard(rule.permission, c.permission, limit) && matchWildcard(rule.pattern, text, limit))
            ruleBy.set(rule, c.path);
        }
        setting.approvals.forEach((a, i) => {
          limit.step();
          if (approvalBy.has(i)) return;
          const given = modeRank(a.grantedIn);
          if (given < 0 || !c.modes.some((m) => modeRank(m) <= given)) return;
          if (matchWildcard(a.permission, c.permission, limit) && matchWildcard(a.pattern, text, limit))
            approvalBy.set(i, c.path);
        });
        const spec = c.agent === LEAD ? undefined : grantsOf.get(c.agent);
        spec?.grants.forEach((g, j) => {
          limit.step();
          const key = `${spec.index}\u0000${j}`;
          if (grantBy.has(key)) return;
          if (matchWildcard(g.permission ?? g.tool, c.permission, limit) && matchWildcard(g.pattern, text, limit))
            grantBy.set(key, c.path);
        });
      }
    }
  } catch (e) {
    if (!(e instanceof WorkSpent)) throw e;
    workSpent = true;
  }

  setting.rules.forEach((rule, k) => {
    entries.push(
      entryOf(
        {
          kind: "rule",
          doc: "config",
          path: ["permission", "rules", setting.ruleIndexes[k]!],
          permission: rule.permission,
          pattern: rule.pattern,
          action: rule.action,
        },
        ruleBy.get(rule),
        look,
      ),
    );
  });
  for (const spec of setting.specs)
    spec.grants.forEach((g, j) => {
      entries.push(
        entryOf(
          {
            kind: "grant",
            doc: "scenarios",
            path: [...spec.path, "grants", j],
            agent: spec.name,
            tool: g.tool,
            permission: g.permission ?? g.tool,
            pattern: g.pattern,
          },
          grantBy.get(`${spec.index}\u0000${j}`),
          look,
        ),
      );
    });
  setting.approvals.forEach((a, i) => {
    entries.push(
      entryOf(
        {
          kind: "approval",
          doc: "scenarios",
          path: a.from?.path ?? ["team", "approvals", i],
          permission: a.permission,
          pattern: a.pattern,
          grantedIn: a.grantedIn,
        },
        approvalBy.get(i),
        look,
      ),
    );
  });
  agentEntries(config, analysis, look, entries, opts.memory);
  modeEntryItems(setting, modeBy, look, entries);

  // The counts, in one pass over the entries.
  const counts = Object.fromEntries(COVERAGE_KINDS.map((kind) => [kind, { covered: 0, total: 0 }])) as Record<
    CoverageKind,
    { covered: number; total: number }
  >;
  let covered = 0;
  for (const e of entries) {
    const count = counts[e.kind];
    count.total++;
    if (e.covered) {
      count.covered++;
      covered++;
    }
  }
  const byKind = Object.fromEntries(
    COVERAGE_KINDS.map((kind) => [kind, countOf(counts[kind].covered, counts[kind].total)]),
  ) as Coverage["byKind"];
  return { ...countOf(covered, entries.length), entries, byKind, workSpent };
}

function modeEntryItems(
  setting: TeamSetting,
  modeBy: ReadonlyMap<string, JsonPath>,
  look: AdditionLookups,
  out: CoverageEntry[],
): void {
  if (!setting.modes.custom) return;
  for (const mode of MODES)
    for (const toolClass of TOOL_CLASSES) {
      const policy = setting.modes.table[mode][toolClass];
      const by = modeBy.get(`${mode}\u0000${toolClass}`);
      const at = (field: "default" | "ceiling", from: typeof policy.defaultFrom | undefined) =>
        from?.step === "permission.modes" && from.path
          ? out.push(
              entryOf(
                {
                  kind: "mode-entry",
                  doc: "config",
                  path: from.path,
                  mode,
                  toolClass,
                  field,
                  action: field === "default" ? policy.default : policy.ceiling!,
                },
                by,
                look,
              ),
            )
          : undefined;
      at("default", policy.defaultFrom);
      at("ceiling", policy.ceilingFrom);
    }
}
