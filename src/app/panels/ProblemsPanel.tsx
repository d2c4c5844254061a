/** Problems: every diagnostic of both documents, a page at a time; a click puts the cursor on its range. */
import { memo, useCallback, useLayoutEffect, useRef } from "react";
import { useEditorController } from "../editor/controller";
import { T } from "../texts";
import type { ProblemVM, ProblemsVM } from "../view-model/index";
import { Pager } from "./Pager";
import { usePage } from "./usePage";

/** A problem's code and place as data-* attributes, the fields the command line's `check --json` prints. */
function answers(p: ProblemVM) {
  const [line, column] = p.where.split(":");
  return {
    "data-code": p.code,
    "data-severity": p.severity,
    "data-doc": p.target.doc,
    "data-line": line,
    "data-column": column,
  };
}

interface ProblemProps {
  readonly problem: ProblemVM;
  /** Puts the cursor on the problem's range as the latest answer places it (its key). */
  readonly reveal: (key: string) => void;
}

/** The same row drawn: everything shown is the same, whatever the span (typing above a problem moves its span only). */
const sameRow = (a: ProblemProps, b: ProblemProps) =>
  a.reveal === b.reveal &&
  a.problem.key === b.problem.key &&
  a.problem.code === b.problem.code &&
  a.problem.severity === b.problem.severity &&
  a.problem.message === b.problem.message &&
  a.problem.docName === b.problem.docName &&
  a.problem.where === b.problem.where &&
  a.problem.target.doc === b.problem.target.doc;

const Problem = memo(function Problem({ problem: p, reveal }: ProblemProps) {
  return (
    <li {...answers(p)}>
      <button
        type="button"
        className={`problem sev-${p.severity}`}
        title={T.problems.go(p.code, `${p.docName} ${p.where}`)}
        onClick={() => reveal(p.key)}
      >
        <span className={`badge sev sev-${p.severity}`}>{T.severity[p.severity]}</span>
        <code className="code">{p.code}</code>
        <span className="message">{p.message}</span>
        <span className="where muted">
          {p.docName}:{p.where}
        </span>
      </button>
    </li>
  );
}, sameRow);

export function ProblemsPanel({ vm }: { readonly vm: ProblemsVM }) {
  const paged = usePage(vm.problems);
  const controller = useEditorController();
  // The problems drawn, by key, as the latest answer places them: a row not drawn again reveals its problem's
  // range now, not where it was when the row was drawn.
  const latest = useRef(new Map<string, ProblemVM>());
  useLayoutEffect(() => {
    latest.current = new Map(paged.items.map((p) => [p.key, p]));
  });
  const reveal = useCallback(
    (key: string) => {
      const problem = latest.current.get(key);
      if (problem) controller.reveal(problem.target);
    },
    [controller],
  );
  return (
    <div className="problems" data-expectations-met={vm.expectations.met} data-expectations-all={vm.expectations.all}>
      <p className="muted">
        {T.problems.count(vm.problems.length)}
        {vm.expectations.all > 0 ? ` · ${T.problems.expectations(vm.expectations.met, vm.expectations.all)}` : ""}
      </p>
      {vm.problems.length === 0 ? (
        <p className="muted">{T.problems.none}</p>
      ) : (
        <>
          <Pager label={T.problems.title} window={paged.window} go={paged.go} />
          <ul className="problem-list">
            {paged.items.map((p) => (
              <Problem key={p.key} problem={p} reveal={reveal} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
