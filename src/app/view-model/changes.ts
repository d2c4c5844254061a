/**
 * The Changes panel's view model: every answer that differs between the baseline and the current texts (the core's
 * decision diff), grouped as the panel lists them, each side with its value and its reason (or where it was read),
 * and the place in the current documents a click reveals.
 */
import { reasonText, type Answer, type AnswerChange, type AnswerGroup, type AnswerValue } from "../../core/index";
import { T } from "../texts";
import type { Target } from "./common";

/** One side of a change: the value, and why (the reason's sentence, else where the value was read). */
export interface ChangeSideVM {
  readonly value: string;
  readonly why: string | undefined;
  /** Whether `why` is an engine reason (true) or a provenance label (false). */
  readonly reasoned: boolean;
}

export interface ChangeVM {
  readonly key: string;
  readonly change: AnswerChange["change"];
  /** What the answer is about and which of its answers: "reviewer workspace", "explorer bash git status verdict". */
  readonly title: string;
  readonly before: ChangeSideVM | undefined;
  readonly after: ChangeSideVM | undefined;
  /** The line that made the difference: the current answer's source, else the baseline's. */
  readonly target: Target | undefined;
  /** That place as text ("config: agents.list[1].workspace"), for the entry's label. */
  readonly where: string | undefined;
}

export interface ChangeGroupVM {
  readonly group: AnswerGroup;
  readonly title: string;
  /** Listed closed (team and diagnostics: many, and read after the answers). */
  readonly collapsed: boolean;
  /** The group's first MAX_CHANGES_SHOWN changes, in the diff's order. */
  readonly changes: readonly ChangeVM[];
  /** How many changes the group has in all (a million calls' verdicts can all flip: only the first are carried). */
  readonly total: number;
}

/**
 * The changes a group carries to the page (10 of its pages); its title counts them all. Every keystroke carries them
 * again: at 10,000 agents against an empty baseline, 5,000 of them were a megabyte and a half per keystroke.
 */
export const MAX_CHANGES_SHOWN = 1_000;

export interface ChangesVM {
  /** How many answers differ in all. */
  readonly total: number;
  readonly groups: readonly ChangeGroupVM[];
  /** Set when the baseline could not be analysed whole in time: the list may miss some of its answers. */
  readonly baselineCutOff: boolean;
}

/** The order the panel lists the groups in: the answers a config author reads first, then team and diagnostics. */
const ORDER: readonly AnswerGroup[] = [
  "default",
  "agent",
  "session",
  "skill",
  "call",
  "subagent",
  "team",
  "diagnostic",
];
const COLLAPSED: ReadonlySet<AnswerGroup> = new Set(["team", "diagnostic"]);

/** An answer's value as one line. */
export function valueText(value: AnswerValue): string {
  if (value === null) return T.changes.none;
  if (typeof value === "boolean") return value ? T.changes.yes : T.changes.no;
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.length === 0 ? T.changes.emptyValue : value.map(valueText).join(", ");
  const entries = Object.entries(value as { readonly [k: string]: AnswerValue });
  return entries.map(([k, v]) => `${k}: ${valueText(v)}`).join("; ");
}

function sideOf(answer: Answer | undefined): ChangeSideVM | undefined {
  if (!answer) return undefined;
  if (answer.reason) return { value: valueText(answer.value), why: reasonText(answer.reason), reasoned: true };
  return {
    value: valueText(answer.value),
    why: answer.from ? T.changes.from(answer.from.label) : undefined,
    reasoned: false,
  };
}

function targetOf(change: AnswerChange): { target: Target | undefined; where: string | undefined } {
  const from = change.after?.from?.path ? change.after.from : change.before?.from;
  if (!from?.path) return { target: undefined, where: undefined };
  const doc = from.doc ?? "config";
  return { target: { doc, path: from.path }, where: `${T.docNames[doc]}: ${from.label}` };
}

export function changeVM(change: AnswerChange): ChangeVM {
  return {
    key: change.key,
    change: change.change,
    title: [change.subject, change.field].filter((part) => part !== "").join(" "),
    before: sideOf(change.before),
    after: sideOf(change.after),
    ...targetOf(change),
  };
}

/** The changes grouped in the panel's order; empty groups are left out. */
export function changesVM(changes: readonly AnswerChange[], baselineCutOff = false): ChangesVM {
  const byGroup = new Map<AnswerGroup, { list: ChangeVM[]; total: number }>();
  for (const change of changes) {
    let entry = byGroup.get(change.group);
    if (!entry) byGroup.set(change.group, (entry = { list: [], total: 0 }));
    entry.total++;
    if (entry.list.length < MAX_CHANGES_SHOWN) entry.list.push(changeVM(change));
  }
  const groups = ORDER.flatMap((group) => {
    const entry = byGroup.get(group);
    if (!entry) return [];
    const title = T.changes.groups[group];
    return [{ group, title, collapsed: COLLAPSED.has(group), changes: entry.list, total: entry.total }];
  });
  return { total: changes.length, groups, baselineCutOff };
}
