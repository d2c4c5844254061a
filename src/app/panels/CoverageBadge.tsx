/** The header's coverage: the percentage of items some scenario exercises (the Coverage panel lists the rest). */
import type { PanelResult } from "../analysis/studio";
import { T } from "../texts";
import type { CoverageVM } from "../view-model/coverage";

export function CoverageBadge({
  coverage,
  onOpen,
}: {
  readonly coverage: PanelResult<CoverageVM> | undefined;
  /** Opens the Coverage panel (the address's fragment is the link's: the badge never writes it). */
  readonly onOpen: () => void;
}) {
  if (!coverage?.ok || coverage.vm.total === 0) return null;
  const { percent, covered, total } = coverage.vm;
  return (
    <button
      type="button"
      className="badge coverage-badge"
      onClick={onOpen}
      data-testid="coverage-percent"
      data-percent={percent}
      title={T.coverage.headerTitle(covered, total)}
    >
      {T.coverage.header(percent)}
    </button>
  );
}
