/**
 * The editor's hints: beside the reviewer agent its workspace and model, as its card in the Agents panel says them;
 * beside a call its verdict, as its card in the Delegation panel says it; the toggle turns them off, and the choice
 * survives a reload.
 */
import type { Page } from "@playwright/test";
import { expect, openStudio, panel, showTab, test } from "./fixtures";

/** The editor's visible lines, top to bottom, with Monaco's no-break spaces read as spaces. */
async function viewLines(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".monaco-editor .view-lines .view-line")]
      .sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top))
      .map((line) => (line.textContent ?? "").replace(/\u00a0/g, " ")),
  );
}

/** The line just above the first line holding `needle` (the `{` a multi-line entry opens with). */
async function lineBefore(page: Page, needle: string): Promise<string | undefined> {
  const lines = await viewLines(page);
  const at = lines.findIndex((line) => line.includes(needle));
  return at > 0 ? lines[at - 1] : undefined;
}

async function lineWith(page: Page, needle: string): Promise<string | undefined> {
  return (await viewLines(page)).find((line) => line.includes(needle));
}

const toggle = (page: Page) => page.getByRole("checkbox", { name: "Show resolved values beside agents and calls" });

test("hints beside the reviewer agent and beside a call, from the panels' answers; the toggle turns them off", async ({
  page,
  watch,
}) => {
  // Wide enough that a call's line and its hint fit on one screen line (the editor wraps long lines).
  await page.setViewportSize({ width: 1920, height: 1000 });
  await openStudio(page);
  // Off until turned on.
  await expect(toggle(page)).not.toBeChecked();
  await expect.poll(() => lineBefore(page, `"id": "reviewer"`)).toMatch(/^\s*\{\s*$/);
  await toggle(page).check();
  const reviewer = panel(page, "agents").locator("[data-workspace]").nth(1);
  const workspace = await reviewer.getAttribute("data-workspace");
  const model = await reviewer.getAttribute("data-model");
  expect(workspace).toBeTruthy();
  expect(model).toBeTruthy();
  await expect.poll(() => lineBefore(page, `"id": "reviewer"`)).toMatch(/^\s*\{\s*→/);
  const hint = (await lineBefore(page, `"id": "reviewer"`))!;
  expect(hint).toContain(`→ ${workspace} · ${model}`);

  await showTab(page, "scenarios");
  const call = panel(page, "delegation").locator("[data-verdict]").filter({ hasText: "npm install" });
  const verdict = (await call.getByTestId("verdict").textContent())!.trim();
  expect(verdict).toBe("asks the person");
  await expect.poll(() => lineWith(page, `"pattern": "npm install"`)).toContain(`→ ${verdict}`);
  await expect.poll(() => lineWith(page, `"pattern": "rm -rf build"`)).toContain("→ refused");

  // Off: the hints go, and stay off after a reload.
  await expect(toggle(page)).toBeChecked();
  await toggle(page).uncheck();
  await expect.poll(() => lineWith(page, `"pattern": "npm install"`)).not.toContain("→");
  await page.reload();
  await openStudio(page);
  await expect(toggle(page)).not.toBeChecked();
  await showTab(page, "config");
  await expect.poll(() => lineBefore(page, `"id": "reviewer"`)).toMatch(/^\s*\{\s*$/);

  // On again: back beside the entries, and still on after a reload.
  await toggle(page).check();
  await expect.poll(() => lineBefore(page, `"id": "reviewer"`)).toContain(`→ ${workspace} · ${model}`);
  await page.reload();
  await openStudio(page);
  await expect(toggle(page)).toBeChecked();
  await expect.poll(() => lineBefore(page, `"id": "reviewer"`)).toContain("→");
  expect(watch.errors).toEqual([]);
});

test("a config that does not parse: no hints from the stale result", async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openStudio(page);
  await toggle(page).check();
  await expect.poll(() => lineBefore(page, `"id": "reviewer"`)).toContain("→");
  await page.evaluate(() => {
    const s = window.__scopeStudio!;
    s.setText("config", s.getText("config").replace(`"id": "reviewer",`, `"id": "reviewer"`));
  });
  await expect(panel(page, "agents").locator(".stale-note")).toBeVisible();
  await expect.poll(() => lineBefore(page, `"id": "reviewer"`)).toMatch(/^\s*\{\s*$/);
});
