/** The limits a test gives `analyze`: the real clock and a budget no test document comes near. */
import { performance } from "node:perf_hooks";
import {
  type AnalysisLimits,
  type Analyzer,
  createAnalyzer,
  SCENARIOS_MACHINE,
  SOPHIACLAW_PROFILE,
} from "../src/core/index";

export function testLimits(budgetMs = 600_000): AnalysisLimits {
  return { clock: () => performance.now(), budgetMs };
}

/** A new analyzer in the SophiaClaw profile, with nothing remembered: what a test that analyzes more than once holds. */
export function testAnalyzer(): Analyzer {
  return createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE });
}
