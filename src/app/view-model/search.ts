/**
 * The search field's results: the entries (agents, sessions, skill tests, subagents, calls) whose name or any
 * resolved value contains the words typed, read from the answers (answersOf) of the analysis the panels show, so a
 * workspace path, a model or a verdict finds its entry as well as an id does. Each result reveals its entry.
 */
import type { Answer, AnswerGroup, AnswerValue, DocumentId } from "../../core/index";
import { T } from "../texts";
import type { Target } from "./common";

/** The groups whose entries the search lists, in the order the panels show them. */
const SEARCHED: readonly AnswerGroup[] = ["agent", "session", "skill", "subagent", "call"];

/** The document each group's entries are written in. */
const DOC: Readonly<Partial<Record<AnswerGroup, DocumentId>>> = {
  agent: "config",
  session: "scenarios",
  skill: "scenarios",
  subagent: "scenarios",
  call: "scenarios",
};

/** How many entries a search lists; the rest are counted. */
export const MAX_RESULTS = 200;

export interface SearchHitVM {
  readonly key: string;
  /** "agent", "call"... in the page's words. */
  readonly kind: string;
  readonly group: AnswerGroup;
  readonly subject: string;
  /** The values that matched, as `field: value` (the subject itself matching lists none). */
  readonly matched: readonly string[];
  readonly target: Target | undefined;
}

export interface SearchVM {
  readonly query: string;
  readonly hits: readonly SearchHitVM[];
  /** Entries that matched past MAX_RESULTS. */
  readonly more: number;
}

const text = (v: AnswerValue): string =>
  v === null ? "" : typeof v === "string" ? v : typeof v === "object" ? JSON.stringify(v) : String(v);

/** The entries whose subject or any answer's value contains `query` (case-insensitive, trimmed); none for "". */
export function searchVM(answers: readonly Answer[], query: string): SearchVM {
  const q = query.trim().toLowerCase();
  if (q === "") return { query, hits: [], more: 0 };
  const byEntry = new Map<string, { group: AnswerGroup; subject: string; matched: string[]; answer: Answer }>();
  let order: string[] = [];
  for (const a of answers) {
    if (!SEARCHED.includes(a.group)) continue;
    const key = `${a.group}\u0000${a.subject}`;
    const value = text(a.value);
    const subjectHit = a.subject.toLowerCase().includes(q);
    const valueHit = value.toLowerCase().includes(q);
    if (!subjectHit && !valueHit) continue;
    let hit = byEntry.get(key);
    if (!hit) {
      hit = { group: a.group, subject: a.subject, matched: [], answer: a };
      byEntry.set(key, hit);
      order.push(key);
    }
    if (valueHit) hit.matched.push(`${a.field}: ${value}`);
  }
  const rank = (k: string) => SEARCHED.indexOf(byEntry.get(k)!.group);
  order = order.sort((x, y) => rank(x) - rank(y));
  const hits = order.slice(0, MAX_RESULTS).map((k): SearchHitVM => {
    const h = byEntry.get(k)!;
    const doc = DOC[h.group];
    const entry = h.answer.entry;
    return {
      key: k,
      kind: T.search.kinds[h.group as keyof typeof T.search.kinds] ?? h.group,
      group: h.group,
      subject: h.subject,
      matched: h.matched,
      target: doc && entry ? { doc, path: entry } : undefined,
    };
  });
  return { query, hits, more: Math.max(0, order.length - MAX_RESULTS) };
}
