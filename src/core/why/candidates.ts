/**
 * The changes worth trying for one target, before any is verified: for a call, grants, approvals, rules as narrow
 * as the call (the exact text first, then the nearest wildcards), request options, the subagent's mode (never looser
 * than its parent's), and removing the rule that decided; for a skill, the pattern to add or the name to fix; for a
 * session, the key, the override, or the default mark. Nothing here is offered as it is: search.ts analyses each.
 */
import type { Analysis, SessionCase, SkillCase } from "../analysis";
import type { JsonPath, Provenance } from "../diagnostics";
import { MODES } from "../vocabulary";
import type { CallResult, Decision, Mode } from "../results";
import { arr, own, str } from "../safe";
import type { Change } from "./change";
import type { DesignDocument, PathEdit } from "./edits";
import { patternLadder } from "./patterns";
import { chainCandidates } from "./chains";

/** A change to try: what it is, the path edits that make it, and how wide it is by its kind (narrowest 0). */
export interface Candidate {
  readonly changes: readonly Change[];
  readonly edits: readonly PathEdit[];
  /** Narrower kinds first when two changes let the same answers through. */
  readonly weight: number;
  /** 0 for the call's own text, 1 and up for wider wildcards. */
  readonly level: number;
}

/** The two documents' values, read for placing edits. */
export interface Values {
  readonly config: unknown;
  readonly scenarios: unknown;
}

const LEAD = "lead";
/** The most changes one suggestion makes. */
const MAX_CHANGES = 3;
const rank = (m: Mode): number => MODES.indexOf(m);

/** The value at a path of a document (undefined where the path leads nowhere). */
const valueAt = (value: unknown, path: JsonPath): unknown =>
  path.reduce<unknown>((v, k) => (typeof k === "number" ? arr(v)?.[k] : own(v, k)), value);

/** Entries appended to the list at `path` (the list made, with all of them, when it is not there or empty). */
function append(doc: DesignDocument, values: Values, path: JsonPath, ...items: unknown[]): PathEdit[] {
  // No list, or an empty one: the whole list written at once (entries inserted one by one into `[]` would need
  // commas between them).
  if (!arr(valueAt(values[doc], path))?.length) return [{ doc, op: "set", path, value: items }];
  return items.map((value): PathEdit => ({ doc, op: "insert", path: [...path, -1], value }));
}

/** The patterns of a call at each wildcard level: level k takes each pattern's k-th rung (or its last). */
function levels(call: CallResult): string[][] {
  const ladders = (call.patterns.length ? call.patterns : [""]).map(patternLadder);
  const depth = Math.max(...ladders.map((l) => l.length));
  const out: string[][] = [];
  for (let k = 0; k < depth; k++) out.push([...new Set(ladders.map((l) => l[Math.min(k, l.length - 1)]!))]);
  return out;
}

/** Where a decision's rule, grant or approval is written, when it is a list entry of one of the documents. */
function entryOf(d: Decision | undefined, doc: DesignDocument, list: JsonPath): JsonPath | undefined {
  const from: Provenance | undefined = d?.decidedBy.from;
  if (!from?.path || from.doc !== doc) return undefined;
  const path = from.path;
  const head = path.slice(0, list.length);
  if (head.length !== list.length || head.some((k, i) => k !== list[i])) return undefined;
  return typeof path[list.length] === "number" ? path.slice(0, list.length + 1) : undefined;
}

/** The decisions a call's trace holds: the main agent's and the subagent's own. */
function decisions(call: CallResult): Decision[] {
  return call.trace.flatMap((s) => (s.decision ? [s.decision] : []));
}

interface Facts {
  readonly call: CallResult;
  readonly values: Values;
  readonly mainMode: Mode;
  /** The subagent making the call (its entry in team.agents, its mode and its parent's); absent for the lead. */
  readonly sub?: {
    readonly index: number;
    readonly mode: Mode;
    readonly parentMode: Mode;
    readonly request: readonly string[];
  };
}

function factsOf(analysis: Analysis, call: CallResult, values: Values): Facts | undefined {
  const sim = analysis.simulation;
  if (call.agent === LEAD) return { call, values, mainMode: sim.mainMode };
  const sub = sim.subagents.find((s) => s.name === call.agent);
  if (!sub?.outcome.ok || typeof sub.path[2] !== "number") return undefined;
  const parent = sim.subagents.find((s) => s.name === sub.parent);
  const parentMode = sub.parent === LEAD ? sim.mainMode : parent?.outcome.ok ? parent.outcome.mode : undefined;
  if (!parentMode) return undefined;
  return {
    call,
    values,
    mainMode: sim.mainMode,
    sub: { index: sub.path[2], mode: sub.outcome.mode, parentMode, request: sub.outcome.request },
  };
}

/** The changes that could make a refused or asked call run. */
function toRun(f: Facts): Candidate[] {
  const { call, values } = f;
  const req = call.request;
  if (!req) return [];
  const out: Candidate[] = [];
  const permission = req.permission;
  const teamAgents: JsonPath = ["team", "agents"];
  const subPath = f.sub && [...teamAgents, f.sub.index];
  levels(call).forEach((patterns, level) => {
    const rule = (pattern: string) => ({ permission, pattern, action: "allow" as const });
    out.push({
      changes: patterns.map((pattern) => ({ kind: "add-rule", ...rule(pattern) })),
      edits: append("config", values, ["permission", "rules"], ...patterns.map(rule)),
      weight: 3,
      level,
    });
    const grantedIn = f.sub?.mode ?? f.mainMode;
    const approval = (pattern: string, mode: Mode) => ({ permission, pattern, grantedIn: mode });
    out.push({
      changes: patterns.map((pattern) => ({ kind: "add-approval", ...approval(pattern, grantedIn) })),
      edits: append("scenarios", values, ["team", "approvals"], ...patterns.map((p) => approval(p, grantedIn))),
      weight: 1,
      level,
    });
    if (!f.sub || !subPath) return;
    const sub = f.sub;
    const grant = (pattern: string) => ({ tool: call.tool, pattern });
    const grants = {
      changes: patterns.map((pattern): Change => ({ kind: "add-grant", agent: call.agent, ...grant(pattern) })),
      edits: append("scenarios", values, [...subPath, "grants"], ...patterns.map(grant)),
    };
    out.push({ ...grants, weight: 0, level });
    // The main agent must allow the call for a grant to hold: the person's approval in the main agent's mode.
    if (sub.mode !== f.mainMode)
      out.push({
        changes: [
          ...patterns.map((pattern): Change => ({ kind: "add-approval", ...approval(pattern, f.mainMode) })),
          ...grants.changes,
        ],
        edits: [
          ...append("scenarios", values, ["team", "approvals"], ...patterns.map((p) => approval(p, f.mainMode))),
          ...grants.edits,
        ],
        weight: 2,
        level,
      });
    // Let it ask the main agent for this class (request options need a mode stricter than its parent's), and the
    // main agent's answer: the grant.
    if (!sub.request.includes(req.toolClass) && rank(sub.mode) > rank(sub.parentMode))
      out.push({
        changes: [{ kind: "add-request", agent: call.agent, toolClass: req.toolClass }, ...grants.changes],
        edits: [...append("scenarios", values, [...subPath, "request"], req.toolClass), ...grants.edits],
        weight: 2,
        level,
      });
  });
  out.push(...modes(f, "looser"));
  // Two or three changes along the chain of modes, rules, grants and approvals (chains.ts).
  out.push(
    ...chainCandidates(
      { agent: call.agent, mainMode: f.mainMode, ...(f.sub && { sub: { index: f.sub.index, mode: f.sub.mode } }) },
      out,
    ),
  );
  // The rule that decided (a deny or an ask), removed: alone, or with the narrowest grant, approval or rule.
  const narrowest = out.filter((c) => c.level === 0 && (c.weight === 0 || c.weight === 1 || c.weight === 3));
  for (const d of decisions(call)) {
    if (d.action === "allow" || d.reason.kind !== "rule") continue;
    const path = entryOf(d, "config", ["permission", "rules"]);
    if (!path) continue;
    const removal: Change = {
      kind: "remove-rule",
      action: d.reason.action,
      permission: d.reason.permission,
      pattern: d.reason.pattern,
    };
    const remove: PathEdit = { doc: "config", op: "remove", path };
    out.push({ changes: [removal], edits: [remove], weight: 4, level: 0 });
    for (const c of narrowest)
      out.push({ changes: [removal, ...c.changes], edits: [remove, ...c.edits], weight: 4 + c.weight / 10, level: 0 });
  }
  return dedupe(out);
}

/** The changes that could stop a call that runs. */
function toStop(f: Facts): Candidate[] {
  const { call, values } = f;
  const req = call.request;
  if (!req) return [];
  const out: Candidate[] = [];
  levels(call).forEach((patterns, level) => {
    const rule = (pattern: string) => ({ permission: req.permission, pattern, action: "deny" as const });
    out.push({
      changes: patterns.map((pattern) => ({ kind: "add-rule", ...rule(pattern) })),
      edits: append("config", values, ["permission", "rules"], ...patterns.map(rule)),
      weight: 3,
      level,
    });
  });
  out.push(...modes(f, "stricter"));
  // What allowed it, removed: the rule, the grant or the approval that decided.
  for (const d of decisions(call)) {
    if (d.action !== "allow") continue;
    const reason = d.reason;
    if (reason.kind === "rule") {
      const path = entryOf(d, "config", ["permission", "rules"]);
      if (path)
        out.push({
          changes: [{ kind: "remove-rule", action: "allow", permission: reason.permission, pattern: reason.pattern }],
          edits: [{ doc: "config", op: "remove", path }],
          weight: 4,
          level: 0,
        });
    } else if (reason.kind === "grant" && f.sub) {
      const path = entryOf(d, "scenarios", ["team", "agents", f.sub.index, "grants"]);
      if (path)
        out.push({
          changes: [
            { kind: "remove-grant", agent: call.agent, tool: grantTool(values, path), pattern: reason.pattern },
          ],
          edits: [{ doc: "scenarios", op: "remove", path }],
          weight: 0,
          level: 0,
        });
    } else if (reason.kind === "approval") {
      const path = entryOf(d, "scenarios", ["team", "approvals"]);
      if (path)
        out.push({
          changes: [{ kind: "remove-approval", permission: reason.permission, pattern: reason.pattern }],
          edits: [{ doc: "scenarios", op: "remove", path }],
          weight: 1,
          level: 0,
        });
    }
  }
  return dedupe(out);
}

/** The tool a grant names (its entry's `tool`). */
const grantTool = (values: Values, path: JsonPath): string => str(own(valueAt(values.scenarios, path), "tool")) ?? "";

/**
 * The modes to try for the agent making the call, nearest first: looser ones up to its parent's (the main agent's:
 * up to bypass), or stricter ones.
 */
function modes(f: Facts, way: "looser" | "stricter"): Candidate[] {
  const from = f.sub?.mode ?? f.mainMode;
  const at = rank(from);
  const bound = way === "looser" ? (f.sub ? rank(f.sub.parentMode) : 0) : MODES.length - 1;
  const path: JsonPath = f.sub ? ["team", "agents", f.sub.index, "mode"] : ["team", "mode"];
  const out: Candidate[] = [];
  const step = way === "looser" ? -1 : 1;
  for (let r = at + step; way === "looser" ? r >= bound : r <= bound; r += step) {
    const to = MODES[r]!;
    out.push({
      changes: [{ kind: "set-mode", agent: f.call.agent, from, to }],
      edits: [{ doc: "scenarios", op: "set", path, value: to }],
      weight: f.sub ? 5 : 6,
      level: Math.abs(r - at) - 1,
    });
  }
  return out;
}

/** A subagent that was not given the tool: the tool added to its chosen tools. */
function toolGiven(analysis: Analysis, call: CallResult, values: Values): Candidate[] {
  const sub = analysis.simulation.subagents.find((s) => s.name === call.agent);
  const index = sub?.path[2];
  if (typeof index !== "number") return [];
  const path: JsonPath = ["team", "agents", index, "tools"];
  if (!arr(valueAt(values.scenarios, path))) return [];
  return [
    {
      changes: [{ kind: "add-tool", agent: call.agent, tool: call.tool }],
      edits: append("scenarios", values, path, call.tool),
      weight: 2,
      level: 0,
    },
  ];
}

/** The candidates for a call: to make it run, or to stop it. */
export function callCandidates(
  analysis: Analysis,
  call: CallResult,
  values: Values,
  goal: "run" | "stop",
): Candidate[] {
  const f = factsOf(analysis, call, values);
  if (goal === "run" && call.verdict.answer === "refused" && call.verdict.reason.kind === "tool-not-given") {
    // The tool given, alone; or with what would make the call run once it has the tool.
    const given = toolGiven(analysis, call, values);
    if (!given.length || !f) return given;
    const tool = given[0]!;
    return [
      tool,
      ...toRun(f)
        .filter((c) => c.changes.length < MAX_CHANGES)
        .map((c) => ({ ...c, changes: [...tool.changes, ...c.changes], edits: [...tool.edits, ...c.edits] })),
    ];
  }
  if (!f) return [];
  return goal === "run" ? toRun(f) : toStop(f);
}

/** The candidates for a skill test: to allow it, or to deny it. */
export function skillCandidates(analysis: Analysis, c: SkillCase, values: Values, goal: "allow" | "deny"): Candidate[] {
  const out: Candidate[] = [];
  const name = c.skill.trim().toLowerCase();
  if (goal === "allow" && name !== c.skill && name !== "")
    out.push({
      changes: [{ kind: "fix-skill-name", from: c.skill, to: name }],
      edits: [{ doc: "scenarios", op: "set", path: [...c.path, "skill"], value: name }],
      weight: 0,
      level: 0,
    });
  const agent = analysis.agents.find((a) => a.id === c.agentId && a.reachable);
  if (!agent) return out;
  const skillsPath: JsonPath = [...agent.path, "skills"];
  const list = arr(valueAt(values.config, skillsPath));
  if (goal === "allow") {
    const dot = name.lastIndexOf(".");
    const patterns = [name, ...(dot > 0 ? [`${name.slice(0, dot + 1)}*`] : [])];
    patterns.forEach((pattern, level) =>
      out.push({
        changes: [{ kind: "add-skill", agent: agent.id, pattern }],
        edits: append("config", values, skillsPath, pattern),
        weight: 1,
        level,
      }),
    );
    if (list)
      out.push({
        changes: [{ kind: "drop-skill-filter", agent: agent.id }],
        edits: [{ doc: "config", op: "remove", path: skillsPath }],
        weight: 2,
        level: 0,
      });
    return out;
  }
  // To deny: the patterns that match it, removed.
  (list ?? []).forEach((p, i) => {
    const pattern = str(p);
    if (pattern === undefined || !c.filter) return;
    const normal = pattern.trim().toLowerCase();
    const matches = normal.endsWith("*") ? c.skill.startsWith(normal.slice(0, -1)) : c.skill === normal;
    if (matches)
      out.push({
        changes: [{ kind: "remove-skill", agent: agent.id, pattern }],
        edits: [{ doc: "config", op: "remove", path: [...skillsPath, i] }],
        weight: 1,
        level: 0,
      });
  });
  if (out.length > 1) {
    // Several patterns match: all of them removed together.
    const all = out.filter((o) => o.changes[0]!.kind === "remove-skill");
    out.push({
      changes: all.flatMap((o) => o.changes),
      edits: [...all.flatMap((o) => o.edits)].reverse(),
      weight: 1,
      level: 1,
    });
  }
  return out;
}

/** The candidates for a session to resolve to `want`: its key, its override, or the default mark. */
export function sessionCandidates(analysis: Analysis, s: SessionCase, values: Values, want: string): Candidate[] {
  const out: Candidate[] = [];
  const target = analysis.agents.find((a) => a.id === want && a.reachable);
  const rest = s.parsed?.rest ?? (s.key && s.key.trim() !== "" ? s.key.trim() : "main");
  const key = `agent:${want}:${rest}`;
  out.push({
    changes: [{ kind: "set-session-key", from: s.key, to: key }],
    edits: [{ doc: "scenarios", op: "set", path: [...s.path, "key"], value: key }],
    weight: 0,
    level: 0,
  });
  out.push({
    changes: [{ kind: "set-session-agent", agent: want }],
    edits: [{ doc: "scenarios", op: "set", path: [...s.path, "agent"], value: want }],
    weight: 1,
    level: 0,
  });
  if (target) {
    const marks = analysis.agents.filter((a) => own(valueAt(values.config, a.path), "default") !== undefined);
    out.push({
      changes: [{ kind: "move-default", from: analysis.defaultAgentId, to: want }],
      edits: [
        ...marks
          .filter((a) => a !== target)
          .map((a): PathEdit => ({ doc: "config", op: "remove", path: [...a.path, "default"] })),
        { doc: "config", op: "set", path: [...target.path, "default"], value: true },
      ],
      weight: 2,
      level: 0,
    });
  }
  return out;
}

/** Candidates with the same edits tried once. */
function dedupe(list: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return list.filter((c) => {
    const key = JSON.stringify(c.edits);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
