/**
 * axe-core in the page under test. The page's CSP allows no inline script, so axe's source is evaluated through
 * the browser's debugging protocol (as page.evaluate does), which the CSP does not govern; no page code changes.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface Violation {
  readonly id: string;
  readonly impact: string;
  readonly nodes: readonly string[];
}

interface AxeResults {
  violations: { id: string; impact?: string | null; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

/** The serious and critical violations axe finds in the page as it is now (or in the part `within` selects). */
export async function seriousViolations(page: Page, within?: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: object): Promise<AxeResults> } }).axe;
    const found = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ["violations"] });
    return found.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? "",
      nodes: v.nodes.map((n) => `${JSON.stringify(n.target)}: ${n.failureSummary ?? ""}`),
    }));
  }, within);
  return results.filter((v) => v.impact === "serious" || v.impact === "critical");
}
