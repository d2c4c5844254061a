/**
 * Pictures of the page to look at, not tests: each viewport the page is checked at (1440x900, 1280x720, a 390x844
 * phone), in both themes, showing SophiaClaw's built-in example, an OpenClaw 2026.9 fleet, a key that collides, and
 * a legacy 2026.7 roster's upgrade preview. `npm run screenshots` writes them to screenshots/.
 */
import type { Page } from "@playwright/test";
import { editorText, expect, openStudio, panel, setEditorText, test } from "../fixtures";

const VIEWPORTS = [
  { name: "1440x900", width: 1440, height: 900 },
  { name: "1280x720", width: 1280, height: 720 },
  { name: "390x844", width: 390, height: 844 },
] as const;

async function openExample(page: Page, title: string): Promise<void> {
  await page.getByRole("button", { name: "Examples", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Examples" });
  await dialog.getByRole("button", { name: `Open ${title}` }).click();
  await expect(dialog).toBeHidden();
}

/** On a phone, the results view (the editor and the results take turns there). */
async function results(page: Page): Promise<void> {
  const button = page.getByRole("group", { name: "Show" }).getByRole("button", { name: "Results" });
  if (await button.isVisible()) await button.click();
}

/** Brings a panel into view through the results outline. */
async function show(page: Page, id: string): Promise<void> {
  await results(page);
  await page.getByTestId("results-outline").locator(`[data-panel="${id}"]`).click();
  await page.getByTestId(`panel-${id}`).scrollIntoViewIfNeeded();
}

for (const viewport of VIEWPORTS) {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`${viewport.name}, ${colorScheme}`, async ({ page }, info) => {
      const shot = (what: string) =>
        page.screenshot({ path: info.outputPath(`${viewport.name}-${colorScheme}-${what}.png`) });
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await openStudio(page);
      await shot("0-editor");
      await results(page);
      await expect(panel(page, "agents").getByRole("listitem").first()).toBeVisible();
      await shot("1-sophiaclaw");

      await openExample(page, "OpenClaw 2026.9 fleet");
      await results(page);
      await expect(page.getByTestId("openclaw-panel").getByRole("listitem").first()).toBeVisible();
      await shot("2-openclaw-fleet");

      const config = await editorText(page, "config");
      await setEditorText(page, "config", config.replace('"research": {', '"Legal": {'));
      await expect(page.getByTestId("openclaw-panel")).toHaveAttribute("data-valid", "false");
      await show(page, "problems");
      await shot("3-openclaw-collision");

      await openExample(page, "OpenClaw 2026.7 legacy list");
      await show(page, "upgrade");
      await expect(page.getByTestId("conversion-mapping")).toBeVisible();
      await shot("4-openclaw-upgrade");
    });
  }
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`every SophiaClaw panel, ${colorScheme}`, async ({ page }, info) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.emulateMedia({ colorScheme });
    await openStudio(page);
    await expect(panel(page, "agents").getByRole("listitem").first()).toBeVisible();
    // Tall enough that no panel is clipped by the scrolling column.
    await page.setViewportSize({ width: 1400, height: 4000 });
    for (const id of ["agents", "session", "skills", "delegation", "tools", "problems"] as const) {
      await panel(page, id).screenshot({ path: info.outputPath(`panel-${id}-${colorScheme}.png`) });
    }
  });
}

test("the stale marker while the config does not parse", async ({ page }, info) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await openStudio(page);
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("{{");
  await expect(panel(page, "agents").locator(".stale-note")).toBeVisible();
  await page.screenshot({ path: info.outputPath("stale-light.png") });
});
