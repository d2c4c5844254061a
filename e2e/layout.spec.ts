/**
 * The page laid out at the sizes people use, both themes: nothing overflows sideways, the header's status and the
 * results' outline are in sight, and on wide screens the editor and the panels share the width. Each run also keeps a
 * screenshot of the whole page (test-results/), to look at.
 */
import { expect, openStudio, test } from "./fixtures";

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
] as const;

for (const size of SIZES)
  for (const colorScheme of ["light", "dark"] as const) {
    test(`${size.width}x${size.height}, ${colorScheme}: laid out, nothing overflows`, async ({ page, watch }, info) => {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme });
      await openStudio(page);
      const phone = size.width <= 600;
      if (phone) await page.getByRole("group", { name: "Show" }).getByRole("button", { name: "Results" }).click();
      const outline = page.getByRole("navigation", { name: "Results" });
      await expect(outline).toBeInViewport();
      await expect(page.getByTestId("problems-count")).toBeInViewport();
      await expect(page.getByRole("button", { name: "Share", exact: true })).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      if (!phone) {
        // The editor and the panels side by side, each a fair share of the width.
        const editor = (await page.locator(".editor-pane").boundingBox())!;
        const panels = (await page.locator("#panels").boundingBox())!;
        expect(editor.width).toBeGreaterThan(size.width * 0.35);
        expect(panels.width).toBeGreaterThan(size.width * 0.35);
        expect(panels.x).toBeGreaterThanOrEqual(editor.x + editor.width - 1);
      }
      // The outline's entries stay on one line: a narrow screen scrolls them inside the outline, never the page.
      const heights = await outline
        .locator("button")
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
      expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(2);
      await page.screenshot({ path: info.outputPath(`page-${size.width}x${size.height}-${colorScheme}.png`) });
      expect(watch.errors).toEqual([]);
    });
  }

for (const size of SIZES)
  test(`${size.width}x${size.height}: each outline entry brings its panel's heading into sight, below the outline`, async ({
    page,
    watch,
  }) => {
    await page.setViewportSize(size);
    await openStudio(page);
    if (size.width <= 600)
      await page.getByRole("group", { name: "Show" }).getByRole("button", { name: "Results" }).click();
    const outline = page.getByRole("navigation", { name: "Results" });
    const entries = outline.locator("button");
    const count = await entries.count();
    expect(count).toBeGreaterThan(3);
    for (let i = count - 1; i >= 0; i--) {
      const entry = entries.nth(i);
      await entry.click();
      await expect(entry).toHaveAttribute("aria-current", "true");
      const heading = page.locator("#panels h2:focus");
      await expect(heading).toBeInViewport();
      await expect
        .poll(async () => {
          const nav = (await outline.boundingBox())!;
          const top = (await heading.boundingBox())!;
          return top.y >= nav.y + nav.height - 1;
        })
        .toBe(true);
    }
    expect(watch.errors).toEqual([]);
  });
