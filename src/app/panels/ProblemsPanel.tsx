/** Problems: every diagnostic of both documents, a page at a time; a click puts the cursor on its range. */
import { memo } from "react";
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

const Problem = memo(function Problem({ problem: p }: { readonly problem: ProblemVM }) {
  const controller = useEditorController();
  return (
    <li {...answers(p)}>
      <button
        type="button"
        className={`problem sev-${p.severity}`}
        title={T.problems.go(p.code, `${p.docName} ${p.where}`)}
        onClick={() => controller.reveal(p.target)}
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
});

export function ProblemsPanel({ vm }: { readonly vm: ProblemsVM }) {
  const paged = usePage(vm.problems);
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
              <Problem key={p.key} problem={p} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
