/**
 * The permission matrix: every agent of the team (the main agent, "lead", then each subagent in the order the
 * scenarios write them) by every tool of the catalog, each cell the verdict a call of that agent and tool gets. The
 * representative calls are the tool's patterns that the scenarios' calls use (any agent's, in document order, at
 * most MAX_PATTERNS_PER_TOOL of them), or "*" when no call uses the tool; the cell shows the worst of their verdicts
 * (refused, then asks the person, then runs; the first pattern of equals) and keeps every pattern's. Each verdict is
 * the simulation's own (leadVerdictOf, whoDecidesTraced, the same refusals for subagents never created or not given
 * the tool), so a call of the cell's agent, tool and pattern gets exactly the cell's verdict. With team.tighten, every
 * cell is decided again with the main agent and the subagents in their tightened modes: `after` and `changed`.
 */
import type { Located } from "../diagnostics";
import { matchWildcard, type PermissionRequest, type RuleIndexMemory } from "../permission";
import type { Mode, Simulation, SubagentResult, ToolClass, Verdict } from "../results";
import type { RefusalReason } from "../reasons";
import { arr, own, str } from "../safe";
import type { VerdictAnswer } from "../vocabulary";
import { NAMES_SHOWN, type Few } from "../words";
import { leadVerdictOf } from "./calls";
import { LEAD, tighten, whoDecidesTraced, type Grant } from "./delegation";
import { contextOf, readTeamSetting, WorkLimit, WorkSpent, type TeamSetting } from "./setting";

/** The most patterns one tool's cells try (the first the scenarios use). */
export const MAX_PATTERNS_PER_TOOL = 8;
/** The pattern a cell tries when no call uses its tool. */
export const ANY_PATTERN = "*";
/** The most steps (rules, grants and approvals looked at) one matrix may take; past it the rows left are not made. */
export const MATRIX_WORK = 5_000_000;

/** The verdict of one representative call. */
export interface MatrixTry {
  readonly pattern: string;
  readonly verdict: Verdict;
}

export interface MatrixCell {
  readonly agent: string;
  readonly tool: string;
  /** Every pattern tried, with its verdict. */
  readonly tries: readonly MatrixTry[];
  /** The try the cell shows: the worst verdict, the first of equals. */
  readonly shown: MatrixTry;
  /** Any text at all (`*`), when the scenarios' patterns were tried instead: what an unforeseen call would get. */
  readonly any?: MatrixTry;
  /** With a valid team.tighten: every pattern's verdict in the tightened team, in the order of `tries`. */
  readonly after?: readonly MatrixTry[];
  /** The try the cell shows after tightening. */
  readonly shownAfter?: MatrixTry;
  /** Whether some pattern's answer differs after tightening. */
  readonly changed: boolean;
}

export interface MatrixRow {
  readonly agent: string;
  /** Where the subagent is written (team.agents[i]); undefined for the main agent. */
  readonly path?: readonly (string | number)[];
  readonly cells: readonly MatrixCell[];
}

export interface PermissionMatrix {
  readonly tools: readonly { readonly name: string; readonly class: ToolClass | undefined }[];
  readonly rows: readonly MatrixRow[];
  /** The team's agents (the main agent and the subagents) whose rows were not made: past `maxRows` or the work limit. */
  readonly rowsLeft: number;
  /** The catalog's tools whose columns were not made (past `maxTools`). */
  readonly toolsLeft: number;
  /** Whether the work limit stopped the rows. */
  readonly workSpent: boolean;
  /** The tighten preview's modes, when team.tighten is valid. */
  readonly tighten?: { readonly from: Mode; readonly to: Mode };
}

export interface MatrixOptions {
  /** Where the rule lists' indexes are kept (the analyzer's). */
  readonly ruleIndexes?: RuleIndexMemory;
  /** The most rows made (the main agent's included); default: every one. */
  readonly maxRows?: number;
  /** The most columns made (the catalog's first tools); default: every one. */
  readonly maxTools?: number;
  /** The most steps; default MATRIX_WORK. */
  readonly maxWork?: number;
}

const RANK: Readonly<Record<VerdictAnswer, number>> = { run: 0, person: 1, refused: 2 };

/** The worst of the tries: refused, then the person, then run; the first of equals. */
export function worstTry(tries: readonly MatrixTry[]): MatrixTry {
  let worst = tries[0]!;
  for (const t of tries) if (RANK[t.verdict.answer] > RANK[worst.verdict.answer]) worst = t;
  return worst;
}

/** Each tool's patterns in the scenarios' calls, in document order, at most MAX_PATTERNS_PER_TOOL each. */
export function patternsByTool(scenarios: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const entry of arr(own(scenarios, "calls")) ?? []) {
    const tool = str(own(entry, "tool"))?.trim();
    if (!tool) continue;
    const list = arr(own(entry, "patterns"))?.filter((p): p is string => typeof p === "string");
    const one = str(own(entry, "pattern"));
    const patterns = list?.length ? list : one !== undefined ? [one] : [];
    let known = out.get(tool);
    for (const p of patterns) {
      if (!known) out.set(tool, (known = []));
      if (known.length < MAX_PATTERNS_PER_TOOL && !known.includes(p)) known.push(p);
    }
  }
  return out;
}

/** A subagent as the matrix decides its calls: live (mode, request, grants, tools) or why it was never created. */
type RowAgent =
  | {
      readonly live: true;
      readonly mode: Mode;
      readonly request: readonly ToolClass[];
      readonly grants: readonly Grant[];
      readonly tools: ReadonlySet<string>;
      readonly toolList: readonly string[];
    }
  | { readonly live: false; readonly refusal: RefusalReason };

function rowAgent(sub: SubagentResult, grants: readonly Grant[]): RowAgent {
  if (!sub.outcome.ok)
    return { live: false, refusal: { kind: "agent-not-created", agent: sub.name, because: sub.outcome.reason } };
  if (sub.choice && !sub.choice.ok)
    return { live: false, refusal: { kind: "agent-not-created", agent: sub.name, because: sub.choice.reason } };
  const given = sub.choice?.tools ?? [];
  return {
    live: true,
    mode: sub.outcome.mode,
    request: sub.outcome.request,
    grants,
    tools: new Set(given),
    toolList: given,
  };
}

const fewOf = (names: readonly string[]): Few => ({ first: names.slice(0, NAMES_SHOWN), total: names.length });

/**
 * The matrix of the team the simulation placed. `config` and `scenarios` are the texts the simulation read (parsed);
 * the subagents' modes, requests and tools are the simulation's.
 */
export function permissionMatrix(
  config: Located,
  scenarios: Located,
  simulation: Simulation,
  opts: MatrixOptions = {},
): PermissionMatrix {
  const setting = readTeamSetting(config, scenarios);
  return matrixOf(setting, scenarios.value, simulation, opts);
}

export function matrixOf(
  setting: TeamSetting,
  scenarios: unknown,
  simulation: Simulation,
  opts: MatrixOptions = {},
): PermissionMatrix {
  const limit = new WorkLimit(opts.maxWork ?? MATRIX_WORK);
  const catalog = [...setting.tools.values()];
  const tools = catalog.slice(0, opts.maxTools ?? catalog.length);
  const patterns = patternsByTool(scenarios);
  const grantsOf = new Map(setting.specs.map((s) => [s.name, s.grants]));
  const tightenPreview = simulation.tighten && "to" in simulation.tighten ? simulation.tighten : undefined;
  const afterModes = tightenPreview
    ? tighten(
        tightenPreview.to,
        simulation.subagents.flatMap((s) =>
          s.outcome.ok ? [{ name: s.name, parent: s.parent, mode: s.outcome.mode }] : [],
        ),
      )
    : undefined;
  const ctx = contextOf(setting, limit, opts.ruleIndexes);
  // Subagents with the same modes, request options and grants get the same verdicts: each profile's verdicts are
  // made once per tool and pattern, for this matrix only. Grants none of which matches the call change nothing (a
  // grant is an allow rule looked at only when it matches), so they count as none.
  const verdicts = new Map<string, Verdict>();
  const grantIds = new Map<readonly Grant[], number>();
  const profileOf = (agent: RowAgent & { live: true }, mainMode: string, ownMode: Mode, req: PermissionRequest) => {
    let grants = 0;
    const text = req.patterns![0]!;
    const permission = req.permission ?? req.tool;
    const matters = agent.grants.some(
      (g) => matchWildcard(g.permission ?? g.tool, permission, limit) && matchWildcard(g.pattern, text, limit),
    );
    if (matters) {
      grants = grantIds.get(agent.grants) ?? grantIds.size + 1;
      grantIds.set(agent.grants, grants);
    }
    return `${mainMode}\u0000${ownMode}\u0000${agent.request.join(",")}\u0000${grants}`;
  };
  const decide = (
    agent: RowAgent | undefined,
    mainMode: string,
    ownMode: Mode | undefined,
    req: PermissionRequest,
    tool: string,
    name: string,
  ): Verdict => {
    if (agent && !agent.live) return { answer: "refused", reason: agent.refusal };
    if (agent && !agent.tools.has(tool))
      return { answer: "refused", reason: { kind: "tool-not-given", agent: name, tool, tools: fewOf(agent.toolList) } };
    const mode = agent ? (ownMode ?? agent.mode) : undefined;
    const key = `${agent ? profileOf(agent, mainMode, mode!, req) : `${LEAD}\u0000${mainMode}`}\u0000${tool}\u0000${req.patterns![0]}`;
    const known = verdicts.get(key);
    if (known) return known;
    const verdict = !agent
      ? leadVerdictOf(ctx, mainMode, setting.unattended, req)
      : whoDecidesTraced(req, {
          ctx,
          mode: mode!,
          main: mainMode as Mode,
          request: agent.request,
          grants: agent.grants,
          unattended: setting.unattended,
        }).verdict;
    verdicts.set(key, verdict);
    return verdict;
  };
  const members: { name: string; path?: readonly (string | number)[]; agent?: RowAgent }[] = [
    { name: LEAD },
    ...simulation.subagents.map((s) => ({
      name: s.name,
      path: s.path,
      agent: rowAgent(s, grantsOf.get(s.name) ?? []),
    })),
  ];
  const maxRows = Math.min(opts.maxRows ?? members.length, members.length);
  const rows: MatrixRow[] = [];
  let workSpent = false;
  try {
    for (const m of members.slice(0, maxRows)) {
      const cells = tools.map((t): MatrixCell => {
        const tried = patterns.get(t.name) ?? [ANY_PATTERN];
        const reqOf = (pattern: string): PermissionRequest => ({
          tool: t.name,
          permission: t.permission,
          class: (t.class ?? "") as ToolClass,
          patterns: [pattern],
        });
        limit.step();
        const tries = tried.map((pattern) => ({
          pattern,
          verdict: decide(m.agent, setting.mainMode, undefined, reqOf(pattern), t.name, m.name),
        }));
        const shown = worstTry(tries);
        const any = tried.includes(ANY_PATTERN)
          ? undefined
          : {
              pattern: ANY_PATTERN,
              verdict: decide(m.agent, setting.mainMode, undefined, reqOf(ANY_PATTERN), t.name, m.name),
            };
        const base = { agent: m.name, tool: t.name, tries, shown, ...(any && { any }) };
        if (!tightenPreview || !afterModes) return { ...base, changed: false };
        const after = tried.map((pattern) => ({
          pattern,
          verdict: decide(m.agent, tightenPreview.to, afterModes[m.name], reqOf(pattern), t.name, m.name),
        }));
        const changed = after.some((a, i) => a.verdict.answer !== tries[i]!.verdict.answer);
        return { ...base, after, shownAfter: worstTry(after), changed };
      });
      rows.push({ agent: m.name, ...(m.path && { path: m.path }), cells });
    }
  } catch (e) {
    if (!(e instanceof WorkSpent)) throw e;
    workSpent = true;
  }
  return {
    tools: tools.map((t) => ({ name: t.name, class: t.class })),
    rows,
    rowsLeft: members.length - rows.length,
    toolsLeft: catalog.length - tools.length,
    workSpent,
    ...(tightenPreview && { tighten: { from: tightenPreview.from, to: tightenPreview.to } }),
  };
}
