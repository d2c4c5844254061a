/** On a phone (390x844): editor and results are two views to switch between, and nothing overflows sideways. */
import { editorText, expect, openStudio, setEditorText, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("the editor and the results switch, and no panel is wider than the screen", async ({ page, watch }) => {
  await openStudio(page);
  const views = page.getByRole("group", { name: "Show" });
  await expect(views.getByRole("button", { name: "Editor" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".monaco-editor")).toBeVisible();
  await expect(page.locator("#panels")).toBeHidden();
  await views.getByRole("button", { name: "Results" }).click();
  await expect(page.locator("#panels")).toBeVisible();
  await expect(page.locator(".monaco-editor")).toBeHidden();
  const panels = page.locator("[data-testid^=panel-]");
  const count = await panels.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    const panel = panels.nth(i);
    await panel.scrollIntoViewIfNeeded();
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await panel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Back to the editor: it is laid out again at the screen's width.
  await views.getByRole("button", { name: "Editor" }).click();
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible();
  expect(watch.errors).toEqual([]);
});

test("the skip link shows the results on a phone", async ({ page }) => {
  await openStudio(page);
  await page.locator("body").focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.locator("#panels")).toBeVisible();
  await expect(page.locator("#panels")).toBeFocused();
});

test("the share menu and the examples dialog fit the screen", async ({ page }) => {
  await openStudio(page);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const menu = page.getByTestId("share-menu");
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Examples" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const d = (await dialog.boundingBox())!;
  expect(d.x).toBeGreaterThanOrEqual(0);
  expect(d.x + d.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a problem's long path wraps in its message, and its place sits clear of it", async ({ page, watch }) => {
  await openStudio(page);
  await page.getByRole("button", { name: "Examples", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Examples" });
  await dialog.getByRole("button", { name: "Open OpenClaw 2026.9 fleet" }).click();
  await expect(dialog).toBeHidden();
  // "research" renamed: a binding names an agent that is gone ("bindings[1].agentId names ...").
  const config = await editorText(page, "config");
  await setEditorText(page, "config", config.replace('"research": {', '"Legal": {'));
  await page.getByRole("group", { name: "Show" }).getByRole("button", { name: "Results" }).click();
  const problems = page.getByTestId("panel-problems").getByRole("listitem");
  await expect(problems.filter({ hasText: "bindings[1].agentId" })).toHaveCount(1);
  for (const item of await problems.all()) {
    await item.scrollIntoViewIfNeeded();
    const message = item.locator(".message");
    expect(await message.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const [m, w] = [(await message.boundingBox())!, (await item.locator(".where").boundingBox())!];
    const apart = w.y >= m.y + m.height - 1 || w.x >= m.x + m.width - 1;
    expect(apart).toBe(true);
  }
  expect(watch.errors).toEqual([]);
});
