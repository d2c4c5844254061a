/**
 * Texts of 1 MB built to make a backtracking secret scan take minutes, with what the scan finds in each. The test
 * (secrets.test.ts) checks the answers; npm run bench -- hostile times the worst of them against a bound.
 */
import type { findSecrets } from "../../src/core/index";

type SecretKind = ReturnType<typeof findSecrets>[number]["kind"];

const MB = 1024 * 1024;

export interface SecretScanCase {
  readonly name: string;
  readonly text: string;
  readonly found: readonly SecretKind[];
}

export const SECRET_SCAN_CASES: readonly SecretScanCase[] = [
  {
    name: "random-looking text",
    text: Array.from({ length: MB / 16 }, (_, i) => (i * 2654435761).toString(36).padStart(16, "x")).join(""),
    found: [],
  },
  { name: "sk- over and over", text: "sk-".repeat(MB / 3), found: [] },
  { name: "one endless token", text: `sk-ant-${"a1".repeat(MB / 2)}`, found: ["anthropic-key"] },
  { name: "eyJ over and over", text: "eyJ".repeat(MB / 3), found: [] },
  { name: "JWT segments without a signature", text: `eyJ${"a".repeat(5000)}.`.repeat(MB / 5005), found: [] },
  { name: "keys without values", text: '"token":"'.repeat(MB / 9), found: [] },
  { name: "a token key then an endless value", text: `"token":"${"a1B".repeat(MB / 3)}`, found: [] },
  { name: "quotes", text: '"'.repeat(MB), found: [] },
  { name: "bearer over and over", text: "Bearer ".repeat(MB / 7), found: [] },
];
