import { expect, openStudio, panel, test } from "./fixtures";

for (const colorScheme of ["light", "dark"] as const) {
  test(`screenshots of every panel, ${colorScheme}`, async ({ page }, info) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.emulateMedia({ colorScheme });
    await openStudio(page);
    await expect(panel(page, "agents").getByRole("listitem").first()).toBeVisible();
    await page.screenshot({ path: info.outputPath(`page-${colorScheme}.png`) });
    // Tall enough that no panel is clipped by the scrolling column.
    await page.setViewportSize({ width: 1400, height: 4000 });
    for (const id of ["agents", "session", "skills", "delegation", "tools", "problems"] as const) {
      await panel(page, id).screenshot({ path: info.outputPath(`${id}-${colorScheme}.png`) });
    }
  });
}

test("screenshot of the stale marker while the config does not parse", async ({ page }, info) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await openStudio(page);
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("{{");
  await expect(panel(page, "agents").locator(".stale-note")).toBeVisible();
  await page.screenshot({ path: info.outputPath("stale-light.png") });
});
