/**
 * Storage tells the truth: each tab keeps its own work (two tabs never overwrite each other; a link opened in one
 * survives the other's edits; the older tab hears of the newer edit), and a blocked or full storage is said so in
 * plain words, never as "saved" and never in the browser's own words.
 */
import type { Page } from "@playwright/test";
import { encodeState } from "../src/core/index";
import { T } from "../src/app/texts";
import { editorText, expect, openStudio, setEditorText, test } from "./fixtures";

test.afterEach(async ({ watch, baseURL }) => {
  const base = new URL(baseURL ?? "http://127.0.0.1:4173").origin;
  expect(
    watch.requests.filter((url) => !url.startsWith(base) && !url.startsWith("data:") && !url.startsWith("blob:")),
  ).toEqual([]);
  expect(watch.errors).toEqual([]);
});

const config = (who: string) => `{\n  "agents": { "list": [{ "id": "${who}", "default": true }] }\n}\n`;

/** Edits the config and waits until the edit is in storage (autosave waits for a pause in typing). */
async function edit(page: Page, who: string): Promise<void> {
  await setEditorText(page, "config", config(who));
  await expect.poll(() => page.evaluate(() => Object.values(localStorage).join("\n"))).toContain(who);
  await expect(page.getByRole("status").filter({ hasText: T.saved })).toBeVisible();
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await page.waitForFunction(() => window.__scopeStudio !== undefined);
}

const banner = (page: Page) => page.getByTestId("other-tab-banner");

test("two tabs each keep their edit across reloads, and the older one hears of the newer edit", async ({
  page: a,
  context,
}) => {
  await openStudio(a);
  await edit(a, "a-first");
  const b = await context.newPage();
  await openStudio(b);
  expect(await editorText(b, "config")).toBe(config("a-first")); // a new tab opens the newest work
  await edit(b, "b-only");
  await edit(a, "a-newer");
  await expect(banner(b)).toContainText(T.otherTab.changed);

  await reload(a);
  await reload(b);
  expect(await editorText(a, "config")).toBe(config("a-newer"));
  expect(await editorText(b, "config")).toBe(config("b-only"));
  await expect(banner(b)).toContainText(T.otherTab.changed);
  await expect(banner(a)).toHaveCount(0);

  await banner(b).getByRole("button", { name: T.otherTab.load }).click();
  await expect.poll(() => editorText(b, "config")).toBe(config("a-newer"));
  await expect(banner(b)).toHaveCount(0);
  await b.close();
});

test("a link opened in a second tab survives the first tab's next edit", async ({ page: a, context, baseURL }) => {
  await openStudio(a);
  await edit(a, "a-first");
  const shared = { config: config("from-link"), scenarios: '{ "sessions": [] }\n' };
  const b = await context.newPage();
  await b.goto(`${new URL(baseURL ?? "http://127.0.0.1:4173").origin}/#${encodeState({ ...shared, tab: "config" })}`);
  await b.waitForFunction(() => window.__scopeStudio !== undefined);
  await expect.poll(() => editorText(b, "config")).toBe(shared.config);
  await expect.poll(() => b.evaluate(() => Object.values(localStorage).join("\n"))).toContain("from-link");

  await edit(a, "a-after-link");
  await reload(b);
  expect(await editorText(b, "config")).toBe(shared.config);
  expect(await editorText(b, "scenarios")).toBe(shared.scenarios);
  await reload(a);
  expect(await editorText(a, "config")).toBe(config("a-after-link"));
  await b.close();
});

test("storage blocked: the page works and says from the start that nothing is kept", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  await openStudio(page);
  const status = page.getByRole("status").filter({ hasText: T.notSaved.unavailable });
  await expect(status).toBeVisible();
  const save = status.locator("[data-save]");
  const tries = async () => Number(await save.getAttribute("data-saves"));
  const before = await tries();
  await setEditorText(page, "config", config("typed"));
  // Once typing pauses, autosave tries (and is refused): the status line counts the tries.
  await expect.poll(tries).toBeGreaterThan(before);
  await expect(save).toHaveAttribute("data-save", "unavailable");
  await expect(status).toBeVisible();
  await expect(page.getByText(T.saved, { exact: true })).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText("insecure");
  expect(await editorText(page, "config")).toBe(config("typed"));
});

test("storage full: an honest message, not the browser's own words", async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function refuse() {
      throw new DOMException("Setting the value of 'x' exceeded the quota.", "QuotaExceededError");
    };
  });
  await openStudio(page);
  await setEditorText(page, "config", config("typed"));
  await expect(page.getByRole("status").filter({ hasText: T.notSaved.full })).toBeVisible();
  await expect(page.getByText(T.saved, { exact: true })).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText("quota");
  expect(await editorText(page, "config")).toBe(config("typed"));
});
