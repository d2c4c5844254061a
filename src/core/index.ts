/**
 * The engine's public face. Everything outside src/core/ (the page, the worker, the command line, the benchmarks)
 * imports from here and nowhere else.
 */
export * from "./diagnostics";
export * from "./results";
export * from "./analysis";
export * from "./catalog";
export * from "./vocabulary";
export type * from "./reasons";
export { reasonText } from "./reason-text";
export * from "./answers";
export * from "./answer-diff";
export { scenarioEnv } from "./analyze";
export { createAnalyzer, spanAtPath, type Analyzer, type AnalyzerContext } from "./analyzer";
export { ANALYSIS_PARTS, type AnalysisLimits, type AnalysisPart, type CutOff } from "./budget";
export { MAX_DIAGNOSTICS_PER_CODE } from "./cap";
export * from "./document";
export * from "./share";
export * from "./scope";
export * from "./permission";
export * from "./team";
export * from "./coverage";
export * from "./why";
export * from "./fixes";
export * from "./openclaw";
export * from "./profiles";
export {
  detectProfile,
  detectProfileOf,
  DETECTION_KINDS,
  type DetectionKind,
  type ProfileDetection,
} from "./profile-detect";
export { allCodes, renderCodesDoc, ANALYZE_CODES, type CodeEntry } from "./codes";
export { PART_WORDS } from "./texts";
