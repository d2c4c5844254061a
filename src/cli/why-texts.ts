/** The sentences `why` prints around the engine's suggestions. */
import type { AnswerValue, WhyAnswer } from "../core";

const value = (v: AnswerValue | undefined): string =>
  v === undefined ? "(none)" : typeof v === "string" ? v : JSON.stringify(v);

const GOALS: Readonly<Record<WhyAnswer["goal"], string>> = {
  run: "To make it run",
  stop: "To stop it",
  allow: "To allow it",
  deny: "To deny it",
  agent: "To give it the agent asked for",
};

export const whyTexts = {
  oneTarget: "scope-studio why needs one of --call <n>, --skill <n> or --session <n> --agent <id> (numbered from 1).",
  badNumber: (kind: string, raw: string) => `--${kind} takes a number from 1; got "${raw}".`,
  sessionNeedsAgent: "--session needs --agent <id>: the agent the session should resolve to.",
  heading: (a: WhyAnswer) => {
    const t = a.target;
    const which = t.kind === "probe" ? `call ${t.agent} ${t.tool} ${t.pattern}` : `${t.kind} ${t.index + 1}`;
    if (a.none?.kind === "no-target") return `No ${which}.`;
    const now =
      t.kind === "session"
        ? `resolves to ${String(a.now)}`
        : t.kind === "skill"
          ? a.now === true
            ? "is allowed"
            : "is denied"
          : a.now === "run"
            ? "runs"
            : a.now === "person"
              ? "asks the person"
              : "is refused";
    return `${which[0]!.toUpperCase()}${which.slice(1)} ${now}. ${GOALS[a.goal]}${t.kind === "session" ? ` (${t.agent})` : ""}:`;
  },
  untried: (tried: number, left: number) =>
    `The search stopped at its time limit: ${tried} change${tried === 1 ? "" : "s"} tried, ${left} not.`,
  nothing: (tried: number) => `No change found: ${tried} tried, none gives that answer.`,
  moreLines: (n: number) => `(${n} more line${n === 1 ? "" : "s"})`,
  nothingElse: "changes no other answer",
  breaksPin: (where: string, text: string) => `breaks the pinned expectation ${where}: ${text}`,
  alsoChange: (key: string, before: AnswerValue | undefined, after: AnswerValue | undefined) =>
    `also: ${key}: ${value(before)} -> ${value(after)}`,
  andMore: (n: number) => `and ${n} more answer${n === 1 ? "" : "s"}`,
};
