/** Problems: every diagnostic of both documents; a click puts the cursor on its range. */
import { useEditorController } from "../editor/controller";
import { T } from "../texts";
import type { ProblemVM, ProblemsVM } from "../view-model/index";

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

export function ProblemsPanel({ vm }: { readonly vm: ProblemsVM }) {
  const controller = useEditorController();
  return (
    <div className="problems" data-expectations-met={vm.expectations.met} data-expectations-all={vm.expectations.all}>
      <p className="muted">
        {T.problems.count(vm.problems.length)}
        {vm.expectations.all > 0 ? ` · ${T.problems.expectations(vm.expectations.met, vm.expectations.all)}` : ""}
      </p>
      {vm.problems.length === 0 ? (
        <p className="muted">{T.problems.none}</p>
      ) : (
        <ul className="problem-list">
          {vm.problems.map((p) => (
            <li key={p.key} {...answers(p)}>
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
          ))}
        </ul>
      )}
    </div>
  );
}
