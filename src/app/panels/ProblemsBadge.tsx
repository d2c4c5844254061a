/**
 * The header's problems count, always in sight beside the coverage and the expectations: errors and warnings of
 * both documents; a click opens the Problems panel.
 */
import type { PanelResult } from "../analysis/studio";
import { T } from "../texts";
import type { ProblemsVM } from "../view-model/index";

export function ProblemsBadge({
  problems,
  onOpen,
}: {
  readonly problems: PanelResult<ProblemsVM> | undefined;
  readonly onOpen: () => void;
}) {
  if (!problems?.ok) return null;
  const list = problems.vm.problems;
  const errors = list.filter((p) => p.severity === "error").length;
  const warnings = list.filter((p) => p.severity === "warning").length;
  const notes = list.length - errors - warnings;
  const tone = errors > 0 ? "badge-bad" : warnings > 0 ? "badge-warn" : "badge-ok";
  return (
    <button
      type="button"
      className={`badge problems-badge ${tone}`}
      data-testid="problems-count"
      data-errors={errors}
      data-warnings={warnings}
      onClick={onOpen}
    >
      {T.outline.problems(errors, warnings, notes)}
    </button>
  );
}
