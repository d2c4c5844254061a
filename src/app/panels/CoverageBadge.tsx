/** The header's coverage: the percentage of items some scenario exercises (the Coverage panel lists the rest). */
import type { PanelResult } from "../analysis/studio";
import { T } from "../texts";
import type { CoverageVM } from "../view-model/coverage";

export function CoverageBadge({ coverage }: { readonly coverage: PanelResult<CoverageVM> | undefined }) {
  if (!coverage?.ok || coverage.vm.total === 0) return null;
  const { percent, covered, total } = coverage.vm;
  return (
    <a
      className="badge coverage-badge"
      href="#panel-coverage"
      data-testid="coverage-percent"
      data-percent={percent}
      title={T.coverage.headerTitle(covered, total)}
    >
      {T.coverage.header(percent)}
    </a>
  );
}
