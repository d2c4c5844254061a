/**
 * The answers: every answer the studio gives about two texts, each under a stable key built from domain names
 * ("agent legal workspace", "call scout edit src/a.ts verdict"), with its value, its reason and where it came from.
 * The one projection of an Analysis that the command line's JSON, the page, the Markdown block, the consistency
 * tests and the decision diff all read: nothing else decides what "the answers" are.
 */
import type { Analysis } from "./analysis";
import { newMade, type Made } from "./budget";
import { formatPath, type DocumentId, type JsonPath, type Provenance } from "./diagnostics";
import { AGENT_FIELDS } from "./fields";
import type { Reason } from "./reasons";
import { verdictReason, type ResolvedAgent } from "./results";
import { clip } from "./words";

/** The groups of answers, in the order they are listed. */
export const ANSWER_GROUPS = [
  "default",
  "agent",
  "session",
  "skill",
  "subagent",
  "call",
  "team",
  "diagnostic",
] as const;
export type AnswerGroup = (typeof ANSWER_GROUPS)[number];

/** An answer's value: plain JSON, compared by content. */
export type AnswerValue =
  string | number | boolean | null | readonly AnswerValue[] | { readonly [k: string]: AnswerValue };

export interface Answer {
  /** `${group} ${subject} ${field}`: stable across edits that do not change what it is about. */
  readonly key: string;
  readonly group: AnswerGroup;
  /** What the answer is about, in domain names: an agent id, a session key, "legal.contract for legal"... */
  readonly subject: string;
  /** Which of the subject's answers: "workspace", "verdict", "allowed"... */
  readonly field: string;
  readonly value: AnswerValue;
  /** Why, when the engine decided (a verdict, a refusal, a skill): reasonText renders it. */
  readonly reason?: Reason;
  /** Where it came from: the config or scenarios node to point at. */
  readonly from?: Provenance;
  /** The list entry it is about (`["agents", "list", 2]`, `["calls", 0]`...), for a view that draws the entry. */
  readonly entry?: JsonPath;
}

/**
 * Finds an entry's answer by group, entry and field: how a view reads the answers it draws. The entry is the path
 * object of the analysis the answers were made from (`agent.path`, `call.path`...).
 */
export type AnswerLookup = (group: AnswerGroup, entry: JsonPath, field: string) => Answer | undefined;

export function answerLookup(answers: readonly Answer[]): AnswerLookup {
  // By the entry's path object (the analysis's own, which the views pass back), then a look through the entry's few
  // answers: no text is built per answer, and an entry's answers, listed together, cost one map entry, so a
  // keystroke at 10,000 agents pays for a map of 10,000 references.
  const byEntry = new Map<JsonPath, Answer[]>();
  let last: JsonPath | undefined;
  let lastList: Answer[] = [];
  for (const a of answers) {
    const entry = a.entry;
    if (!entry) continue;
    if (entry !== last) {
      last = entry;
      let list = byEntry.get(entry);
      if (!list) byEntry.set(entry, (list = []));
      lastList = list;
    }
    lastList.push(a);
  }
  return (group, entry, field) => {
    const list = byEntry.get(entry);
    if (!list) return undefined;
    // The last one listed, should an entry answer a field twice.
    for (let i = list.length - 1; i >= 0; i--) {
      const a = list[i]!;
      if (a.group === group && a.field === field) return a;
    }
    return undefined;
  };
}

/** How much of a subject a key spells out; a longer one is cut, with its length and a hash of the whole. */
const SUBJECT_SHOWN = 200;

/** FNV-1a over UTF-16 code units: two long subjects that differ anywhere get different keys. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, "0");
}

const shortSubject = (subject: string): string =>
  subject.length <= SUBJECT_SHOWN
    ? subject
    : `${clip(subject, SUBJECT_SHOWN)} (${subject.length} characters, ${hash(subject)})`;

/** Gives each repeated subject an ordinal: the second "scout read a.ts" call is "scout read a.ts #2". */
function ordinals(): (subject: string) => string {
  const seen = new Map<string, number>();
  return (long) => {
    const subject = shortSubject(long);
    const n = (seen.get(subject) ?? 0) + 1;
    seen.set(subject, n);
    return n === 1 ? subject : `${subject} #${n}`;
  };
}

const at = (doc: DocumentId, path: JsonPath, label = formatPath(path)): Provenance => ({
  step: "answer",
  label,
  doc,
  path,
});

/** The names a diagnostic's path uses for list entries, so that a reordering keeps its key. */
interface Names {
  readonly agents: ReadonlyMap<number, string>;
  readonly sessions: ReadonlyMap<number, string>;
  readonly skills: ReadonlyMap<number, string>;
  readonly calls: ReadonlyMap<number, string>;
  readonly subagents: ReadonlyMap<number, string>;
}

const LISTS: readonly { doc: DocumentId; prefix: readonly string[]; names: keyof Names }[] = [
  { doc: "config", prefix: ["agents", "list"], names: "agents" },
  { doc: "scenarios", prefix: ["sessions"], names: "sessions" },
  { doc: "scenarios", prefix: ["skills"], names: "skills" },
  { doc: "scenarios", prefix: ["calls"], names: "calls" },
  { doc: "scenarios", prefix: ["team", "agents"], names: "subagents" },
];

/** A diagnostic's place, with list entries named by what they are (`agents.list[legal].workspace`). */
function namedPath(doc: DocumentId, path: JsonPath, names: Names): string {
  for (const list of LISTS) {
    const n = list.prefix.length;
    if (list.doc !== doc || path.length <= n || list.prefix.some((p, i) => path[i] !== p)) continue;
    const index = path[n];
    const name = typeof index === "number" ? names[list.names].get(index) : undefined;
    if (name === undefined) break;
    const rest = path.slice(n + 1);
    const tail = rest.length === 0 ? "" : `${typeof rest[0] === "number" ? "" : "."}${formatPath(rest)}`;
    return `${formatPath(path.slice(0, n))}[${name}]${tail}`;
  }
  return formatPath(path);
}

/**
 * The agents' blocks of answers, from the last analysis's with those of the few agents that changed (another object,
 * or another subject) swapped in; undefined when that cannot give what making them in order gives: another number
 * of agents, many changed, a key numbered last time, or a changed agent's key already another agent's.
 */
function swapBlocks(
  list: readonly ResolvedAgent[],
  subjects: readonly string[],
  memory: AnswersMemory,
): readonly (readonly Answer[])[] | undefined {
  const last = memory.section;
  memory.section = undefined;
  if (!last || last.agents.length !== list.length) return undefined;
  const changed: number[] = [];
  for (let i = 0; i < list.length; i++) {
    if (list[i] === last.agents[i] && subjects[i] === last.subjects[i]) continue;
    changed.push(i);
    if (changed.length > MAX_SWAPPED) return undefined;
  }
  const keys = last.keys;
  for (const i of changed) for (const a of last.blocks[i]!) keys.delete(a.key);
  const blocks = last.blocks.slice();
  for (const i of changed) {
    const agent = list[i]!;
    const subject = subjects[i]!;
    const known = memory.agents.get(agent);
    let block: readonly Answer[];
    if (known?.subject === subject) block = known.answers;
    else {
      const made: Answer[] = [];
      agentAnswers(agent, subject, (a) =>
        made.push({ key: `${a.group} ${a.subject} ${a.field}`.trimEnd(), ...a, entry: agent.path }),
      );
      memory.answered.count++;
      block = made;
    }
    const own = new Set<string>();
    for (const a of block) {
      if (keys.has(a.key) || own.has(a.key)) return undefined;
      own.add(a.key);
    }
    for (const a of block) keys.add(a.key);
    if (known?.subject !== subject) memory.agents.set(agent, { subject, answers: block });
    blocks[i] = block;
  }
  memory.section = { agents: list, subjects, blocks, keys };
  return blocks;
}

function agentAnswers(agent: ResolvedAgent, subject: string, push: (a: Omit<Answer, "key">) => void): void {
  const field = (name: string, value: AnswerValue, from: Provenance) =>
    push({ group: "agent", subject, field: name, value, from });
  if (!agent.reachable) field("reachable", false, { ...agent.defaultFrom, doc: "config", path: agent.path });
  for (const f of AGENT_FIELDS) field(f.name, f.value(agent), f.from(agent));
}

/** One agent's answers as made last, under the subject they were made with. */
interface AgentAnswers {
  readonly subject: string;
  readonly answers: readonly Answer[];
}

/**
 * What answersOf remembers between analyses, owned by its caller (an analyzer: `Analyzer.answers`): each resolved
 * agent's answers. The engine reuses the resolution of an agent a keystroke did not touch (the same object), so its
 * answers are found here instead of made again. Keyed weakly: agents no longer held are forgotten with them.
 */
export interface AnswersMemory {
  readonly agents: WeakMap<ResolvedAgent, AgentAnswers>;
  /** The agents whose answers were made afresh. */
  readonly answered: Made;
  /** The agents' answers of the last analysis, kept whole when none of their keys needed a number (see swapBlocks). */
  section?: AgentSection;
}

/** The agents' answers of one analysis: each agent's block, under its subject, and every key of them. */
interface AgentSection {
  readonly agents: readonly ResolvedAgent[];
  readonly subjects: readonly string[];
  readonly blocks: readonly (readonly Answer[])[];
  /** Owned by the memory: the next analysis changes it in place. */
  readonly keys: Set<string>;
}

export const newAnswersMemory = (): AnswersMemory => ({ agents: new WeakMap(), answered: newMade() });

/** At most this many agents changed since the last analysis, their blocks are swapped into the last section. */
const MAX_SWAPPED = 64;

export interface AnswersOptions {
  /**
   * Answer only the first this many calls (a reader that lists a few, such as the Markdown's decisions, need not
   * name a million). Their answers are the same as in the whole projection; a diagnostic about a later call is
   * named by its index.
   */
  readonly callsAtMost?: number;
  /** Where answers made before are found again; the answers are the same with or without it. */
  readonly memory?: AnswersMemory;
}

/** Every answer of an analysis, in the order of ANSWER_GROUPS and, within a group, of the documents. */
export function answersOf(analysis: Analysis, options: AnswersOptions = {}): readonly Answer[] {
  const out: Answer[] = [];
  // Keys are `${group} ${subject} ${field}`: two answers of different groups never share one.
  let keys = new Set<string>();
  /** The list entry the answers pushed now are about. */
  let entry: JsonPath | undefined;
  /** How many keys were given a number to keep them apart from another's (such a key depends on the answers before). */
  let numbered = 0;
  const push = (a: Omit<Answer, "key">): void => {
    let key = `${a.group} ${a.subject} ${a.field}`.trimEnd();
    // Subjects are made unique by ordinals; a subject that happens to look like another's "#2" gets one more.
    for (let n = 2; keys.has(key); n++) {
      key = `${a.group} ${a.subject} ${a.field} #${n}`;
      numbered++;
    }
    keys.add(key);
    out.push({ key, ...a, ...(entry ? { entry } : {}) });
  };
  const memory = options.memory;
  /** An agent's answers made before under the same subject, when none of their keys is taken: they are the same. */
  const remembered = (agent: ResolvedAgent, subject: string): readonly Answer[] | undefined => {
    const known = memory?.agents.get(agent);
    if (known?.subject !== subject) return undefined;
    for (const a of known.answers) if (keys.has(a.key)) return undefined;
    return known.answers;
  };

  const defaultAgent = analysis.agents.find((a) => a.isDefault && a.reachable);
  push({
    group: "default",
    subject: "agent",
    field: "",
    value: analysis.defaultAgentId,
    ...(defaultAgent ? { from: defaultAgent.defaultFrom } : {}),
  });

  const agentName = ordinals();
  const subjects = analysis.agents.map((agent) => agentName(agent.id));
  const agents = new Map<number, string>();
  analysis.agents.forEach((agent, i) => agents.set(agent.index, subjects[i]!));
  const swapped = memory && swapBlocks(analysis.agents, subjects, memory);
  if (swapped) for (const block of swapped) for (const a of block) out.push(a);
  else {
    // Made in order, every key checked against those before it (the agents' keys are only ever the agent group's).
    const agentKeys = new Set<string>();
    const blocks: Answer[][] = [];
    keys = agentKeys;
    analysis.agents.forEach((agent, i) => {
      entry = agent.path;
      const subject = subjects[i]!;
      const known = remembered(agent, subject);
      if (known) {
        for (const a of known) {
          keys.add(a.key);
          out.push(a);
        }
        blocks.push(known as Answer[]);
        return;
      }
      const start = out.length;
      const numberedBefore = numbered;
      agentAnswers(agent, subject, push);
      if (memory) memory.answered.count++;
      const made = out.slice(start);
      blocks.push(made);
      if (memory && numbered === numberedBefore) memory.agents.set(agent, { subject, answers: made });
    });
    if (memory)
      memory.section = numbered === 0 ? { agents: analysis.agents, subjects, blocks, keys: agentKeys } : undefined;
    keys = new Set([out[0]!.key]);
  }

  const sessionName = ordinals();
  const sessions = new Map<number, string>();
  for (const s of analysis.sessions) {
    entry = s.path;
    const subject = sessionName(`${s.key ?? "(no key)"}${s.override !== undefined ? ` --agent ${s.override}` : ""}`);
    sessions.set(s.index, subject);
    const winner = s.chain.find((step) => step.winner);
    push({
      group: "session",
      subject,
      field: "agent",
      value: s.sessionAgentId,
      ...(winner?.from ? { from: winner.from } : {}),
    });
    push({
      group: "session",
      subject,
      field: "model",
      value: s.model.primary.value ?? null,
      from: s.model.primary.from,
    });
    push({
      group: "session",
      subject,
      field: "fallbacks",
      value: s.model.fallbacks.value,
      from: s.model.fallbacks.from,
    });
    if (s.expect)
      push({
        group: "session",
        subject,
        field: "expectation",
        value: s.expect.met,
        from: at("scenarios", s.expect.path),
      });
  }

  const skillName = ordinals();
  const skills = new Map<number, string>();
  const agentById = new Map<string, ResolvedAgent>();
  if (analysis.skills.length) for (const a of analysis.agents) if (a.reachable) agentById.set(a.id, a);
  for (const c of analysis.skills) {
    entry = c.path;
    const subject = skillName(`${c.skill} for ${c.agentId}`);
    skills.set(c.index, subject);
    const from = agentById.get(c.agentId)?.skills.from ?? at("scenarios", c.path);
    push({ group: "skill", subject, field: "allowed", value: c.allowed, reason: c.reason, from });
    if (c.expect)
      push({
        group: "skill",
        subject,
        field: "expectation",
        value: c.expect.met,
        from: at("scenarios", c.expect.path),
      });
  }

  const sim = analysis.simulation;
  const subagents = new Map<number, string>();
  const subagentName = ordinals();
  for (const sub of sim.subagents) {
    entry = sub.path;
    const subject = subagentName(sub.name);
    const index = sub.path[2];
    if (typeof index === "number") subagents.set(index, subject);
    const from = at("scenarios", sub.path);
    if (sub.outcome.ok) push({ group: "subagent", subject, field: "mode", value: sub.outcome.mode, from });
    else
      push({
        group: "subagent",
        subject,
        field: "mode",
        value: "not created",
        reason: sub.outcome.reason,
        from,
      });
    const choice = sub.choice;
    if (!choice) continue;
    if (choice.ok)
      push({
        group: "subagent",
        subject,
        field: "tool choice",
        value: { model: choice.model, thinkingLevel: choice.thinkingLevel, tools: choice.tools, loaded: choice.loaded },
        from,
      });
    else
      push({
        group: "subagent",
        subject,
        field: "tool choice",
        value: "refused",
        reason: choice.reason,
        from,
      });
  }

  const callName = ordinals();
  const calls = new Map<number, string>();
  const callsAnswered = options.callsAtMost === undefined ? sim.calls : sim.calls.slice(0, options.callsAtMost);
  for (const call of callsAnswered) {
    entry = call.path;
    const subject = callName([call.agent, call.tool, ...call.patterns].join(" "));
    calls.set(call.index, subject);
    const decision = call.verdict.decision;
    push({
      group: "call",
      subject,
      field: "verdict",
      value: call.verdict.answer,
      reason: verdictReason(call.verdict),
      from: decision?.decidedBy.from ?? at("scenarios", call.path),
    });
    if (call.expect)
      push({
        group: "call",
        subject,
        field: "expectation",
        value: call.expect.met,
        from: at("scenarios", [...call.path, "expect"]),
      });
  }

  entry = undefined;
  push({ group: "team", subject: "main agent", field: "", value: sim.mainAgentId });
  push({ group: "team", subject: "mode", field: "", value: sim.mainMode, from: at("scenarios", ["team", "mode"]) });
  push({ group: "team", subject: "unattended", field: "", value: sim.unattended });
  const tighten = sim.tighten;
  if (tighten && "reason" in tighten)
    push({
      group: "team",
      subject: "tighten",
      field: "",
      value: "refused",
      reason: tighten.reason,
      from: at("scenarios", ["team", "tighten"]),
    });
  else if (tighten)
    for (const c of tighten.changes)
      push({
        group: "team",
        subject: `tighten ${shortSubject(c.name)}`,
        field: "mode",
        value: c.after,
        from: at("scenarios", ["team", "tighten"]),
      });

  const names: Names = { agents, sessions, skills, calls, subagents };
  const diagnosticName = ordinals();
  for (const d of analysis.diagnostics) {
    const subject = diagnosticName(`${d.code} ${d.doc}:${namedPath(d.doc, d.path, names)}`);
    push({ group: "diagnostic", subject, field: "", value: `${d.severity}: ${d.message}`, from: at(d.doc, d.path) });
  }
  return out;
}
