/**
 * One analysis with a fresh analyzer, for tests: the SophiaClaw profile is named here, as every caller must name its
 * context (the core has no analysis with a default profile).
 */
import {
  type Analysis,
  type AnalysisLimits,
  createAnalyzer,
  SCENARIOS_MACHINE,
  SOPHIACLAW_PROFILE,
} from "../src/core/index";

export function analyze(configText: string, scenariosText: string, limits: AnalysisLimits): Analysis {
  return createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE }).analyze(
    configText,
    scenariosText,
    limits,
  );
}
