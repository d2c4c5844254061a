/**
 * Every diagnostic code of the engine in one list, from the rooms' own tables: what docs/diagnostics.md is
 * generated from, and what a test checks every emitted code against, so no code goes undocumented.
 */
import type { CodeInfo } from "./diagnostics";
import { DOCUMENT_CODES } from "./document";
import { PERMISSION_CODES } from "./permission";
import { SCOPE_CODE_LIST } from "./scope";
import { SECRET_CODE, SHARE_ERROR_CODES } from "./share";
import { TEAM_CODES } from "./team";
import { OPENCLAW_CODES } from "./openclaw";

/** One code of the full list. */
export type CodeEntry = CodeInfo;

/** The hinge's own codes (analyze.ts): the scenarios' references and expectations. */
export const ANALYZE_CODES = {
  skillName: { code: "SC301", severity: "warning", title: "Skill name that no filter can match (capitals)" },
  skillAgent: { code: "SC302", severity: "info", title: "Skill test for an agent that is not in agents.list" },
  expectFailed: { code: "SC303", severity: "error", title: "Session, skill or subagent expectation not met" },
  cutOff: { code: "SC304", severity: "warning", title: "Analysis cut off: one part took longer than the time budget" },
  capped: {
    code: "SC305",
    severity: "info",
    title: "More diagnostics of one code than are shown (the count of the rest)",
  },
} as const satisfies Record<string, CodeEntry>;

/** Every code, in code order. */
export function allCodes(): readonly CodeEntry[] {
  const share: CodeEntry[] = Object.entries(SHARE_ERROR_CODES).map(([kind, code]) => ({
    code,
    severity: "error",
    title: `Share link: ${kind.replace(/-/g, " ")}`,
  }));
  share.push({ code: SECRET_CODE, severity: "warning", title: "Share link: text that looks like a secret" });
  return [
    ...DOCUMENT_CODES,
    ...SCOPE_CODE_LIST,
    ...Object.values(PERMISSION_CODES),
    ...Object.values(TEAM_CODES),
    ...Object.values(ANALYZE_CODES),
    ...share,
    ...Object.values(OPENCLAW_CODES),
  ].sort((a, b) => a.code.localeCompare(b.code));
}

/** docs/diagnostics.md: one row per code. */
export function renderCodesDoc(): string {
  const rows = allCodes().map((c) => `| ${c.code} | ${c.severity} | ${c.title} |`);
  return [
    "# Diagnostic codes",
    "",
    "Every code the studio and `scope-studio check` report. Codes are stable: match on them in CI.",
    "Generated from the engine's code tables (`src/core/codes.ts`); `UPDATE_DOCS=1 npx vitest run test/codes` rewrites it.",
    "",
    "| code | severity | what |",
    "|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}
