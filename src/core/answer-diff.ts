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
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as readonly AnswerValue[];
    return a.length === bs.length && a.every((x, i) => sameValue(x, bs[i]!));
  }
  const ao = a as { readonly [k: string]: AnswerValue };
  const bo = b as { readonly [k: string]: AnswerValue };
  const keys = Object.keys(ao);
  return keys.length === Object.keys(bo).length && keys.every((k) => Object.hasOwn(bo, k) && sameValue(ao[k]!, bo[k]!));
}

const GROUP_RANK: ReadonlyMap<string, number> = new Map(ANSWER_GROUPS.map((g, i) => [g, i]));

/** Every answer that differs between `before` and `after`. */
export function diffAnswers(before: readonly Answer[], after: readonly Answer[]): AnswerChange[] {
  const old = new Map(before.map((a) => [a.key, a]));
  const now = new Set(after.map((a) => a.key));
  // One list per group, each filled in document order (the current answers', then the baseline's): concatenated in
  // the groups' order they are the changes sorted by group, then position, without a sort of a million entries.
  const byRank: AnswerChange[][] = ANSWER_GROUPS.map(() => []);
  const add = (change: AnswerChange) => byRank[GROUP_RANK.get(change.group) ?? 0]!.push(change);
  after.forEach((a) => {
    const b = old.get(a.key);
    const base = { key: a.key, group: a.group, subject: a.subject, field: a.field };
    if (!b) add({ ...base, change: "added", after: a });
    else if (!sameValue(a.value, b.value)) add({ ...base, change: "changed", before: b, after: a });
  });
  before.forEach((b) => {
    if (now.has(b.key)) return;
    add({ key: b.key, group: b.group, subject: b.subject, field: b.field, change: "removed", before: b });
  });
  return byRank.flat();
}
