/**
 * What the "why not?" panel draws from the engine's search (suggestChanges): each suggestion's sentence, the
 * before/after of the lines its edits touch, what else it changes, and the edits themselves (applied as they are
 * when the texts are still the ones searched).
 */
import {
  formatPath,
  openclawWhyChangeText,
  type OpenClawAgentChange,
  type OpenClawWhy,
  editPreview,
  suggestionTitle,
  whyNoneText,
  type AnswerValue,
  type DocumentEdit,
  type EditPreview,
  type WhyAnswer,
  type WhyTarget,
} from "../../core/index";
import type { Documents } from "../state/documents";
import { T } from "../texts";

export interface SuggestionVM {
  readonly key: string;
  readonly title: string;
  readonly previews: readonly (EditPreview & { readonly more: number })[];
  /** The other answers it changes, a few, as lines; and how many in all. */
  readonly also: readonly string[];
  readonly alsoCount: number;
  /** The other calls it lets through (or stops). */
  readonly alsoRuns: number;
  /** The pinned expectations it breaks, as lines. */
  readonly pins: readonly string[];
  /** In any of the page's documents (an OpenClaw suggestion may change the host's approvals). */
  readonly edits: readonly DocumentEdit[];
}

export interface WhyVM {
  readonly target: WhyTarget;
  /** "To make it run", "To stop it"... */
  readonly goal: string;
  /** Why there is nothing to offer, when there is not. */
  readonly none: string | undefined;
  readonly suggestions: readonly SuggestionVM[];
  /** How many changes were tried; how many were left when the search's time ran out. */
  readonly tried: number;
  readonly untried: string | undefined;
  /** The texts the edits are against: applied only while the documents are still these. */
  readonly texts: Documents;
  /** What the config is called in the profile (sophiaclaw.json, openclaw.json), for the previews' captions. */
  readonly configName: string;
}

const ALSO_SHOWN = 4;

const shown = (v: AnswerValue | undefined): string =>
  v === undefined ? T.why.none : typeof v === "string" ? v : JSON.stringify(v);

export function whyVM(answer: WhyAnswer, texts: Documents): WhyVM {
  return {
    target: answer.target,
    goal: T.why.goals[answer.goal],
    none: answer.none ? whyNoneText(answer.none) : answer.suggestions.length ? undefined : T.why.nothing(answer.tried),
    tried: answer.tried,
    untried: answer.untried ? T.why.untried(answer.tried, answer.untried) : undefined,
    texts,
    configName: T.configNames.sophiaclaw,
    suggestions: answer.suggestions.map((s, i) => ({
      key: `${i}:${JSON.stringify(s.edits)}`,
      title: suggestionTitle(s),
      previews: s.edits.map((e) => editPreview(texts, e)),
      also: s.alsoChanges
        .slice(0, ALSO_SHOWN)
        .map((c) => T.why.alsoLine(c.subject, c.field, shown(c.before?.value), shown(c.after?.value))),
      alsoCount: s.alsoChanges.length,
      alsoRuns: s.alsoRuns.length,
      pins: s.breaksPins.map((p) => T.why.breaksPin(formatPath(p.path), p.text)),
      edits: s.edits,
    })),
  };
}

/** An OpenClaw call's "why not?": the same view, its suggestions in OpenClaw's terms. */
export function openclawWhyVM(why: OpenClawWhy, texts: Documents, target: WhyTarget, configName: string): WhyVM {
  const alsoLine = (c: OpenClawAgentChange): string =>
    c.kind === "agent-changed"
      ? T.why.alsoLine(c.id, T.openclawChanges.fields[c.field], shownValue(c.before), shownValue(c.after))
      : c.kind === "agent-added" || c.kind === "agent-removed"
        ? `${c.id}: ${c.kind === "agent-added" ? T.changes.kinds.added : T.changes.kinds.removed}`
        : c.kind === "call-changed"
          ? T.why.alsoLine(`call ${c.index + 1}`, "verdict", shownValue(c.before), shownValue(c.after))
          : c.kind === "message-rerouted"
            ? T.openclaw.routing.rerouted(
                c.index,
                c.before?.agentId ?? T.openclaw.routing.refused,
                c.after?.agentId ?? T.openclaw.routing.refused,
              )
            : T.openclawChanges.verdict;
  return {
    target,
    goal: T.why.goals.run,
    none: !why.now
      ? T.openclaw.calls.noCall
      : why.now.verdict === "run"
        ? T.openclaw.calls.already
        : why.suggestions.length
          ? undefined
          : T.why.nothing(why.tried),
    tried: why.tried,
    untried: undefined,
    texts,
    configName,
    suggestions: why.suggestions.map((s, i) =>
      suggestionVM(
        i,
        texts,
        openclawWhyChangeText(s.change),
        s.edits,
        s.alsoChanges.map(alsoLine),
        s.otherCalls.length,
      ),
    ),
  };
}

/** One suggestion as drawn: its sentence, the before/after of its edits, the first few of what else it changes. */
export function suggestionVM(
  i: number,
  texts: Documents,
  title: string,
  edits: readonly DocumentEdit[],
  also: readonly string[],
  alsoRuns: number,
  pins: readonly string[] = [],
): SuggestionVM {
  return {
    key: `${i}:${JSON.stringify(edits)}`,
    title,
    previews: edits.map((e) => editPreview(texts, e)),
    also: also.slice(0, ALSO_SHOWN),
    alsoCount: also.length,
    alsoRuns,
    pins,
    edits,
  };
}

const shownValue = (v: unknown): string => (v === null || v === undefined ? T.why.none : String(v));
