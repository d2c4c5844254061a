/**
 * Where the user was comes back after a reload (the cursor and the scroll of the document, on the same text only);
 * pointing at a card in the panels marks its entry in the editor; the switch beside the keys hint turns Monaco's
 * "Tab moves focus" mode on and off, and shows it whichever way it was turned.
 */
import type { Page } from "@playwright/test";
import { editorText, expect, openStudio, panel, setEditorText, showTab, test } from "./fixtures";

const json = (value: unknown) => JSON.stringify(value, null, 2);
const manyAgents = (n: number) =>
  json({ agents: { list: Array.from({ length: n }, (_, i) => ({ id: `agent-${i}`, workspace: `~/w/${i}` })) } });

const selection = (page: Page) => page.evaluate(() => window.__scopeStudio?.selection());
const scrollTop = (page: Page) => page.evaluate(() => window.__scopeStudio?.scrollTop?.() ?? -1);
const highlighted = (page: Page) => page.evaluate(() => window.__scopeStudio?.highlighted?.());
const marks = (page: Page) => page.locator(".monaco-editor .view-overlays .source-highlight");
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split("\n").length;
const editorFocused = (page: Page) => page.evaluate(() => document.activeElement?.closest(".monaco-editor") != null);

test("the cursor and the scroll come back after a reload; an example opened later starts at the top", async ({
  page,
  watch,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openStudio(page);
  await setEditorText(page, "config", manyAgents(300));
  await page.waitForFunction(() => window.__scopeStudio?.analyzed());
  const text = await editorText(page, "config");

  // Far down: the last line, five lines up, then the view scrolled up a little by the wheel.
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowUp");
  await page.locator(".monaco-editor .view-lines").hover();
  await page.mouse.wheel(0, -200);
  const before = await selection(page);
  const line = text.slice(0, before?.start ?? 0).split("\n").length;
  expect(line).toBeGreaterThan(1000);
  await expect.poll(async () => Math.round(await scrollTop(page))).toBeGreaterThan(10_000);
  const scrolled = await scrollTop(page);

  await page.reload();
  await openStudio(page);
  expect(await editorText(page, "config")).toBe(text);
  await expect.poll(() => selection(page)).toEqual(before);
  expect(Math.abs((await scrollTop(page)) - scrolled)).toBeLessThanOrEqual(1);

  // The documents replaced by an example: the editor starts at the top (and stays there after a reload).
  await page.getByRole("button", { name: "Examples", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Examples" });
  await dialog.getByRole("button", { name: "Open Plan-mode delegation" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => editorText(page, "config")).not.toBe(text);
  await expect.poll(() => selection(page)).toEqual({ doc: "config", start: 0, end: 0 });
  expect(await scrollTop(page)).toBe(0);
  await page.reload();
  await openStudio(page);
  expect(await selection(page)).toEqual({ doc: "config", start: 0, end: 0 });
  expect(watch.errors).toEqual([]);
});

test("a place taken in another text is not given back: a reload after the text changed elsewhere starts at the top", async ({
  page,
}) => {
  await openStudio(page);
  await setEditorText(page, "config", manyAgents(50));
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  await expect.poll(async () => (await selection(page))?.start ?? 0).toBeGreaterThan(100);
  // Once the text is saved (the status line says so: the 50 agents' text is in storage), the draft in storage
  // changes under the tab: the place no longer fits its text.
  const typed = await editorText(page, "config");
  await expect(page.locator("[data-save=saved]")).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        (text) =>
          Object.keys(localStorage).some(
            (key) => key.startsWith("scope-studio:draft:") && localStorage.getItem(key)?.includes(JSON.stringify(text)),
          ),
        typed,
      ),
    )
    .toBe(true);
  const changed = await page.evaluate(() => {
    let count = 0;
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? "";
      const draft = JSON.parse(localStorage.getItem(key) ?? "{}") as { config?: unknown };
      if (!key.startsWith("scope-studio:draft:") || typeof draft.config !== "string") continue;
      draft.config = draft.config.replace('"agent-1"', '"agent-one"');
      localStorage.setItem(key, JSON.stringify(draft));
      count++;
    }
    return count;
  });
  expect(changed).toBeGreaterThan(0);
  await page.reload();
  await openStudio(page);
  expect(await editorText(page, "config")).toContain("agent-one");
  expect(await selection(page)).toEqual({ doc: "config", start: 0, end: 0 });
});

test("pointing at a card marks its entry in the editor, and leaving it takes the mark away", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await openStudio(page);
  const config = await editorText(page, "config");
  const card = panel(page, "agents").getByRole("listitem", { name: "Agent reviewer" });
  await card.hover();
  await expect.poll(() => highlighted(page)).toBeDefined();
  const mark = await highlighted(page);
  expect(mark?.doc).toBe("config");
  // Over the reviewer's entry: its id inside, the next agent's not.
  expect(mark!.startLine).toBeLessThanOrEqual(lineOf(config, '"id": "reviewer"'));
  expect(mark!.endLine).toBeGreaterThanOrEqual(lineOf(config, '"id": "reviewer"'));
  expect(mark!.endLine).toBeLessThan(lineOf(config, '"id": "writer"'));
  await expect(marks(page)).toHaveCount(mark!.endLine - mark!.startLine + 1);

  await page.mouse.move(0, 0);
  await expect.poll(() => highlighted(page)).toBeUndefined();
  await expect(marks(page)).toHaveCount(0);

  // The other document shown: pointing at an agent marks nothing and keeps the tab.
  await showTab(page, "scenarios");
  await card.hover();
  await expect(page.getByRole("tab", { name: "scenarios.json" })).toHaveAttribute("aria-selected", "true");
  expect(await highlighted(page)).toBeUndefined();
  await expect(marks(page)).toHaveCount(0);

  // A call's card marks its entry in the scenarios.
  const scenarios = await editorText(page, "scenarios");
  const call = page.locator("li.card.call").first();
  await call.hover();
  await expect.poll(() => highlighted(page)).toMatchObject({ doc: "scenarios" });
  const callMark = await highlighted(page);
  expect(callMark!.startLine).toBeGreaterThan(lineOf(scenarios, '"calls"'));
  await page.mouse.move(0, 0);
  await expect.poll(() => highlighted(page)).toBeUndefined();
});

test("the Tab switch: pressed, Tab leaves the editor; released, Tab indents; Ctrl+M shows on it", async ({ page }) => {
  await openStudio(page);
  const toggle = page.getByRole("button", { name: "Tab moves focus" });
  const editor = page.locator(".monaco-editor .view-lines");
  const original = await editorText(page, "config");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await editor.click();
  await page.keyboard.press("Tab");
  expect(await editorFocused(page)).toBe(false);
  expect(await editorText(page, "config")).toBe(original);

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await editor.click();
  await page.keyboard.press("Tab");
  expect(await editorFocused(page)).toBe(true);
  expect(await editorText(page, "config")).not.toBe(original);
  await page.keyboard.press("ControlOrMeta+Z");

  // Monaco's own key for the mode: the switch follows it.
  await page.keyboard.press("Control+M");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Tab");
  expect(await editorFocused(page)).toBe(false);
});
