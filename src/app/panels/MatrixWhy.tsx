/** The permission matrix with "why not?": a cell's click asks about its call, and the changes show under the grid. */
import { useState } from "react";
import type { WhyTarget } from "../../core/index";
import type { MatrixVM, MatrixWhy } from "../view-model/matrix";
import { MatrixPanel } from "./MatrixPanel";
import { WhyFor } from "./Why";

export function MatrixWithWhy({ vm }: { readonly vm: MatrixVM }) {
  const [asked, setAsked] = useState<{ readonly target: WhyTarget; readonly key: string } | undefined>();
  const onWhy = (cell: MatrixWhy) =>
    setAsked({
      target: { kind: "probe", agent: cell.agent, tool: cell.tool, pattern: cell.pattern },
      key: `${cell.agent}\u0000${cell.tool}\u0000${cell.pattern}`,
    });
  return (
    <>
      <MatrixPanel vm={vm} onWhy={onWhy} />
      {asked ? <WhyFor key={asked.key} target={asked.target} onClose={() => setAsked(undefined)} /> : null}
    </>
  );
}
