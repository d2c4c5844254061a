/** The sentences of the analysis's faults and cut-offs, rendered last from their data. */
import { PART_WORDS, type CutOff } from "../../core/index";
import { T } from "../texts";
import type { AnalysisFault } from "./faults";

const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

export function faultText(fault: AnalysisFault): string {
  switch (fault.kind) {
    case "hung":
      return T.analysis.hung(seconds(fault.afterMs), fault.part ? PART_WORDS[fault.part] : T.analysis.notStarted);
    case "load-failed":
      return T.analysis.loadFailed(fault.filename ?? "analysis.worker", fault.message);
    case "crashed": {
      const where = fault.filename ? `${fault.filename}${fault.lineno ? `:${fault.lineno}` : ""}` : undefined;
      return T.analysis.crashed(fault.message ?? T.analysis.crashedNoReason, where);
    }
    case "create-failed":
      return T.analysis.createFailed(fault.message);
    case "failed":
      return T.analysis.failed(fault.message);
  }
}

export function cutOffText(cutOff: CutOff): string {
  return T.analysis.cutOff(seconds(cutOff.budgetMs), PART_WORDS[cutOff.part]);
}
