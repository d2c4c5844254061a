/**
 * The page as an installed app: after one visit, a reload with the network cut shows the editor and the panels,
 * and the examples gallery opens an example. The manifest names the app, where it starts and its icons.
 */
import type { Page } from "@playwright/test";
import { editorText, expect, openStudio, panel, setEditorText, test } from "./fixtures";
import { encodeState } from "../src/core/index";

/** Reloads the page (one navigation) and waits until Monaco shows the config again. */
async function reloadStudio(page: Page): Promise<void> {
  await page.reload();
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => window.__scopeStudio !== undefined);
}

test.use({ serviceWorkers: "allow" });

test("after one visit the page reloads offline, examples included", async ({ page, context, watch }) => {
  await openStudio(page);
  // The service worker installs (caching every file of the build), then a reload puts the page under it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await reloadStudio(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // One cache, of this build's version.
  expect(await page.evaluate(() => caches.keys())).toEqual([expect.stringMatching(/^scope-studio-[0-9a-f]{16}$/)]);
  const config = await editorText(page, "config");

  await context.setOffline(true);
  await reloadStudio(page);
  expect(await editorText(page, "config")).toBe(config);
  await expect(panel(page, "agents").getByRole("listitem").first()).toBeVisible();
  await expect(panel(page, "problems")).toBeVisible();

  // Documents of one's own, which opening an example snapshots before replacing them.
  await setEditorText(page, "config", '{ "agents": { "list": [{ "id": "mine" }] } }');
  await page.getByRole("button", { name: "Examples", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Examples" });
  await dialog.getByRole("button", { name: "Open Plan-mode delegation" }).click();
  await expect.poll(() => editorText(page, "config")).toContain('"plan"');
  await expect(panel(page, "agents").getByRole("listitem").first()).toBeVisible();
  await context.setOffline(false);
  expect(watch.errors).toEqual([]);
});

test("the manifest makes the page installable: name, start, display, icons that load", async ({ page, request }) => {
  await page.goto("./");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("./manifest.webmanifest");
  const response = await request.get(new URL(href!, page.url()).href);
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: "Scope Studio", start_url: "./", scope: "./", display: "standalone" });
  const sizes = (manifest.icons as { src: string; sizes: string; type: string }[]).map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const file = await request.get(new URL(icon.src, response.url()).href);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()["content-type"]).toContain(icon.type);
  }
});

test("a first visit through a shared link gets the offline copy too", async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? "http://127.0.0.1:4173").origin;
  const link = encodeState({
    config: '{ "agents": { "list": [{ "id": "shared", "default": true }] } }\n',
    scenarios: "",
  });
  await page.goto(`${origin}/#${link}`);
  await expect(page.locator('[data-agent-id="shared"]').first()).toBeVisible({ timeout: 20_000 });
  // The link's reader is awaited before the rest of the page starts: past the load event, it still registers.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), {
      timeout: 20_000,
    })
    .toBe(1);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
});
