/** The OpenClaw profiles' public face: the CLI's two answers for a config on a simulated machine. */
export { evaluateOpenClaw } from "./evaluate";
export { OPENCLAW_PROFILES } from "./types";
export type {
  OpenClawProfileId,
  OpenClawEnvironment,
  OpenClawIssue,
  OpenClawIssueKind,
  OpenClawWarning,
  OpenClawWarningKind,
  OpenClawAgent,
  OpenClawVerdict,
  OpenClawAnswer,
} from "./types";
export { openclawIssueText, openclawWarningText } from "./texts";
export { OPENCLAW_VARIABLES, openclawConfigPath } from "./places";
export { sanitizeId2026_7 } from "./roster-2026-7";
export { KEYS_V7 as OPENCLAW_KEYS_2026_7, KEYS_V9 as OPENCLAW_KEYS_2026_9, type KnownKeys } from "./keys";
export { parseJson5, type Json5Result } from "./json5";
