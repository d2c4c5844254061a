/**
 * "Why not?" beside an answer: a button that asks the engine what to change to get the other answer, and the list
 * of changes it found (each verified by the engine), narrowest first, each with a before/after of the lines it
 * touches, what else it changes, and Apply (one undoable edit per document). The page says, through WhyContext, how
 * to ask and how to apply.
 */
import { createContext, useContext, useEffect, useId, useState } from "react";
import type { WhyTarget } from "../../core/index";
import { T } from "../texts";
import type { SuggestionVM, WhyVM } from "../view-model/why";
import type { Written } from "../state/applyEdits";
import { LinesPreview } from "./LinesPreview";

export interface Asking {
  /** The engine's answer for the current texts; undefined when it could not be had. */
  readonly ask: (target: WhyTarget) => Promise<WhyVM | undefined>;
  /**
   * Writes a suggestion's edits: what was written (to take back), or undefined when the documents changed since the
   * search (nothing is written).
   */
  readonly apply: (why: WhyVM, suggestion: SuggestionVM) => Written | undefined;
  /** Takes back what was written, in every document it touched; false when one changed since. */
  readonly undo: (written: Written) => boolean;
}

export const WhyContext = createContext<Asking | null>(null);

type Shown =
  { readonly kind: "searching" } | { readonly kind: "found"; readonly why: WhyVM } | { readonly kind: "failed" };

/** The button and, once pressed, the changes found. Nothing outside a WhyContext. */
export function WhyButton({
  target,
  label,
  subject,
}: {
  readonly target: WhyTarget;
  readonly label: string;
  readonly subject: string;
}) {
  const asking = useContext(WhyContext);
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!asking) return null;
  return (
    <>
      <button
        type="button"
        className="why-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={T.why.askLabel(label, subject)}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      {open ? <WhyList id={id} target={target} asking={asking} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The changes found for `target`, shown at once (a matrix cell's call); nothing outside a WhyContext. */
export function WhyFor({ target, onClose }: { readonly target: WhyTarget; readonly onClose: () => void }) {
  const asking = useContext(WhyContext);
  const id = useId();
  return asking ? <WhyList id={id} target={target} asking={asking} onClose={onClose} /> : null;
}

function WhyList({
  id,
  target,
  asking,
  onClose,
}: {
  readonly id: string;
  readonly target: WhyTarget;
  readonly asking: Asking;
  readonly onClose: () => void;
}) {
  const [shown, setShown] = useState<Shown>({ kind: "searching" });
  const [round, setRound] = useState(0);
  const [note, setNote] = useState<string | undefined>();
  const [applied, setApplied] = useState<{ readonly written: Written; readonly title: string } | undefined>();
  useEffect(() => {
    let live = true;
    void asking.ask(target).then((why) => {
      if (live) setShown(why ? { kind: "found", why } : { kind: "failed" });
    });
    return () => {
      live = false;
    };
  }, [asking, target, round]);
  return (
    <section id={id} className="why" aria-live="polite" data-why-state={shown.kind}>
      <div className="why-head">
        {shown.kind === "found" ? (
          <h4>{shown.why.none ?? T.why.heading(shown.why.goal, shown.why.suggestions.length)}</h4>
        ) : (
          <h4>{shown.kind === "searching" ? T.why.searching : T.why.failed}</h4>
        )}
        <button type="button" onClick={onClose}>
          {T.why.close}
        </button>
      </div>
      {shown.kind === "found" && shown.why.untried ? <p className="why-note">{shown.why.untried}</p> : null}
      {note ? (
        <p className="why-note" role="status">
          {note}
          {note === T.why.stale ? (
            <button
              type="button"
              onClick={() => {
                setNote(undefined);
                setShown({ kind: "searching" });
                setRound((r) => r + 1);
              }}
            >
              {T.why.askAgain}
            </button>
          ) : null}
        </p>
      ) : null}
      {applied ? (
        <p className="why-note why-applied" role="status">
          {T.why.appliedIn(
            applied.title,
            (Object.keys(applied.written.after) as (keyof typeof T.docNames)[]).map((d) =>
              d === "config" && shown.kind === "found" ? shown.why.configName : T.docNames[d],
            ),
          )}{" "}
          <button
            type="button"
            onClick={() => {
              if (!asking.undo(applied.written)) {
                setNote(T.why.cannotUndo);
                return;
              }
              setApplied(undefined);
              setNote(undefined);
              setShown({ kind: "searching" });
              setRound((r) => r + 1);
            }}
          >
            {T.why.undo}
          </button>{" "}
          <button
            type="button"
            onClick={() => {
              setApplied(undefined);
              setNote(undefined);
              setShown({ kind: "searching" });
              setRound((r) => r + 1);
            }}
          >
            {T.why.askAgain}
          </button>
        </p>
      ) : shown.kind === "found" ? (
        <ol className="why-list">
          {shown.why.suggestions.map((s) => (
            <li key={s.key} className="why-item" data-first-change={s.title}>
              <p className="why-title">{s.title}</p>
              {s.previews.map((p, i) => (
                <LinesPreview
                  key={i}
                  docName={p.doc === "config" ? shown.why.configName : T.docNames[p.doc]}
                  line={p.line}
                  before={p.before}
                  after={p.after}
                  more={p.more}
                />
              ))}
              {s.alsoRuns ? <p className="why-also-runs">{T.why.alsoRuns(s.alsoRuns)}</p> : null}
              {s.pins.map((line) => (
                <p key={line} className="why-pin" role="note">
                  {line}
                </p>
              ))}
              {s.alsoCount ? (
                <ul className="why-also">
                  {s.also.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                  {s.alsoCount > s.also.length ? <li>{T.why.alsoMore(s.alsoCount - s.also.length)}</li> : null}
                </ul>
              ) : s.pins.length === 0 ? (
                <p className="muted">{T.why.noOther}</p>
              ) : null}
              <button
                type="button"
                className="why-apply"
                aria-label={T.why.applyLabel(s.title)}
                onClick={() => {
                  const written = asking.apply(shown.why, s);
                  if (written) {
                    setNote(undefined);
                    setApplied({ written, title: s.title });
                  } else setNote(T.why.stale);
                }}
              >
                {T.why.apply}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
