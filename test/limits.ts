/** The limits a test gives `analyze`: the real clock and a budget no test document comes near. */
import { performance } from "node:perf_hooks";
import type { AnalysisLimits } from "../src/core";

export function testLimits(budgetMs = 600_000): AnalysisLimits {
  return { clock: () => performance.now(), budgetMs };
}
