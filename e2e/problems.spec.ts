/**
 * A problem's row is not drawn again when typing above it only moves it (test/app and the page bench count why), yet
 * a click on it puts the cursor on its range where it is now, in the text typed.
 */
import { expect, goToLine, openStudio, panel, setEditorText, test } from "./fixtures";

const CONFIG = `{
  "agents": { "list": [
    { "id": "a" },
    { "id": "a" }
  ] }
}
`;

test("a problem moved by typing above it is revealed where it is now", async ({ page }) => {
  await openStudio(page);
  await setEditorText(page, "config", CONFIG);
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);
  const problem = panel(page, "problems").locator("li").filter({ hasText: '"a"' }).first();
  await expect(problem).toBeVisible();
  const row = await problem.elementHandle();
  await problem.getByRole("button").click();
  await expect.poll(() => page.evaluate(() => window.__scopeStudio?.selection()?.doc)).toBe("config");
  const before = await page.evaluate(() => window.__scopeStudio?.selection());

  // Three keys typed on line 2, above the problem's line: its line and column stay, its offset moves by three.
  await goToLine(page, 2);
  await page.keyboard.press("End");
  await page.keyboard.type("   ");
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);
  expect(await page.evaluate(() => window.__scopeStudio?.getText("config"))).not.toBe(CONFIG);
  // The same row (not drawn anew: the same element).
  expect(await problem.evaluate((el, old) => el === old, row)).toBe(true);

  await problem.getByRole("button").click();
  await expect.poll(() => page.evaluate(() => window.__scopeStudio?.selection()?.start)).toBe((before?.start ?? 0) + 3);
  expect((await page.evaluate(() => window.__scopeStudio?.selection()))?.end).toBe((before?.end ?? 0) + 3);
});
