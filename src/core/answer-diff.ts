/**
 * The decision diff: which answers differ between two analyses (a baseline and the current texts), by key. An answer
 * whose value is the same is never listed, whatever its reason or position; a reordering that changes no answer
 * lists nothing. Changes come in the order of the groups, then of the documents (the current one first).
 */
import { ANSWER_GROUPS, type Answer, type AnswerValue } from "./answers";

export interface AnswerChange {
  readonly key: string;
  readonly group: Answer["group"];
  readonly subject: string;
  readonly field: string;
  /** "added": only now; "removed": only in the baseline; "changed": both, with different values. */
  readonly change: "added" | "removed" | "changed";
  readonly before?: Answer;
  readonly after?: Answer;
}

/** Two answer values are the same when their JSON is (object keys in any order). */
export function sameValue(a: AnswerValue, b: AnswerValue): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const list = Array.isArray(a);
  if (list !== Array.isArray(b)) return false;
  // Plain loops: a keystroke at 10,000 agents compares 10,000 lists of fallbacks with the baseline's.
  if (list) {
    const as = a as readonly AnswerValue[];
    const bs = b as readonly AnswerValue[];
    if (as.length !== bs.length) return false;
    for (let i = 0; i < as.length; i++) if (!sameValue(as[i]!, bs[i]!)) return false;
    return true;
  }
  const ao = a as { readonly [k: string]: AnswerValue };
  const bo = b as { readonly [k: string]: AnswerValue };
  const keys = Object.keys(ao);
  if (keys.length !== Object.keys(bo).length) return false;
  for (const k of keys) if (!Object.hasOwn(bo, k) || !sameValue(ao[k]!, bo[k]!)) return false;
  return true;
}

const GROUP_RANK: ReadonlyMap<string, number> = new Map(ANSWER_GROUPS.map((g, i) => [g, i]));

/** A baseline answer under its key, and the last diff that found its key among the answers after. */
interface Slot {
  readonly answer: Answer;
  seen: number;
}

/** What the last diff against an index read: the answers after, each one's slot and change (undefined: the same). */
interface LastDiff {
  readonly after: readonly Answer[];
  readonly slots: readonly (Slot | undefined)[];
  readonly changes: readonly (AnswerChange | undefined)[];
}

/**
 * A list of answers indexed by key, made once by a caller that diffs many lists against the same one (the page's
 * baseline, on every keystroke). Its slots carry a mark of the last diff that met them, so a diff needs no set of
 * the answers after. It also keeps what the last diff found for each answer after: an answer object at the same
 * place as then (an agent the keystroke did not touch keeps its answers) is not looked up and compared again.
 */
export interface IndexedAnswers {
  readonly answers: readonly Answer[];
  readonly byKey: ReadonlyMap<string, Slot>;
  /** How many diffs have read it. */
  rounds: number;
  last?: LastDiff;
  /** How many answers after the last diff looked up and compared (the others were where the diff before met them). */
  looked: number;
}

export function indexAnswers(answers: readonly Answer[]): IndexedAnswers {
  const byKey = new Map<string, Slot>();
  for (const a of answers) byKey.set(a.key, { answer: a, seen: 0 });
  return { answers, byKey, rounds: 0, looked: 0 };
}

/** What `a` is against the baseline: its slot there (if any), and its change (undefined when the value is the same). */
function changeOf(old: IndexedAnswers, a: Answer): { slot: Slot | undefined; change: AnswerChange | undefined } {
  const slot = old.byKey.get(a.key);
  if (!slot)
    return {
      slot,
      change: { key: a.key, group: a.group, subject: a.subject, field: a.field, change: "added", after: a },
    };
  const b = slot.answer;
  if (sameValue(a.value, b.value)) return { slot, change: undefined };
  return {
    slot,
    change: { key: a.key, group: a.group, subject: a.subject, field: a.field, change: "changed", before: b, after: a },
  };
}

/** Every answer that differs between `before` (or its index) and `after`. */
export function diffAnswers(before: readonly Answer[] | IndexedAnswers, after: readonly Answer[]): AnswerChange[] {
  const old = "byKey" in before ? before : indexAnswers(before);
  const round = ++old.rounds;
  const last = old.last;
  const slots: (Slot | undefined)[] = new Array<Slot | undefined>(after.length);
  const changes: (AnswerChange | undefined)[] = new Array<AnswerChange | undefined>(after.length);
  let looked = 0;
  let met = 0;
  for (let i = 0; i < after.length; i++) {
    const a = after[i]!;
    let slot: Slot | undefined;
    if (last && last.after[i] === a) {
      // The same answer (answers are never changed) against the same baseline: what it was last time.
      slot = last.slots[i];
      changes[i] = last.changes[i];
    } else {
      looked++;
      const found = changeOf(old, a);
      slot = found.slot;
      changes[i] = found.change;
    }
    slots[i] = slot;
    if (slot && slot.seen !== round) {
      slot.seen = round;
      met++;
    }
  }
  old.last = { after, slots, changes };
  old.looked = looked;
  // One list per group, each filled in document order (the current answers', then the baseline's): concatenated in
  // the groups' order they are the changes sorted by group, then position, without a sort of a million entries.
  const byRank: AnswerChange[][] = ANSWER_GROUPS.map(() => []);
  const add = (change: AnswerChange) => byRank[GROUP_RANK.get(change.group) ?? 0]!.push(change);
  for (const change of changes) if (change) add(change);
  // Every key of the baseline met: nothing was removed.
  if (met < old.byKey.size)
    for (const b of old.answers) {
      if (old.byKey.get(b.key)!.seen === round) continue;
      add({ key: b.key, group: b.group, subject: b.subject, field: b.field, change: "removed", before: b });
    }
  return byRank.flat();
}
