/**
 * Accessibility: axe-core finds no serious or critical violation on any panel, in either theme and for every
 * example of the gallery; a keyboard alone reaches every control of the panels from the top of the page, leaving
 * the editor the way its hint says, without changing a character of either document.
 */
import type { Page } from "@playwright/test";
import { seriousViolations, type Violation } from "./axe";
import {
  editorText,
  expect,
  openStudio,
  panel,
  setEditorText,
  showTab,
  test,
  typeInEditor,
  type Doc,
} from "./fixtures";

const PANELS = ["agents", "session", "skills", "delegation", "tools", "problems"] as const;
const EXAMPLES = ["starter", "legal-research", "plan-mode", "broken"] as const;

async function texts(page: Page): Promise<Record<Exclude<Doc, "approvals">, string>> {
  return { config: await editorText(page, "config"), scenarios: await editorText(page, "scenarios") };
}

async function openExample(page: Page, slug: string): Promise<void> {
  const [config, scenarios] = await page.evaluate(
    (s) =>
      Promise.all([
        fetch(`examples/${s}.config.jsonc`).then((r) => r.text()),
        fetch(`examples/${s}.scenarios.json`).then((r) => r.text()),
      ]),
    slug,
  );
  await setEditorText(page, "config", config);
  await setEditorText(page, "scenarios", scenarios);
  await page.waitForFunction(() => window.__scopeStudio?.analyzed());
}

async function editorHasFocus(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.closest(".monaco-editor") != null);
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`axe finds no serious or critical violation on any panel, ${colorScheme} theme`, async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.emulateMedia({ colorScheme });
    await openStudio(page);
    const found: Record<string, Violation[]> = {};
    for (const slug of EXAMPLES) {
      await openExample(page, slug);
      for (const id of PANELS) await expect(panel(page, id)).toBeVisible();
      found[slug] = await seriousViolations(page);
    }
    // A config that does not parse: the panels show the last good result with the stale note.
    await setEditorText(page, "config", `${await editorText(page, "config")}{{`);
    await expect(panel(page, "agents").locator(".stale-note")).toBeVisible();
    found["stale"] = await seriousViolations(page);
    expect(found).toEqual({ starter: [], "legal-research": [], "plan-mode": [], broken: [], stale: [] });
  });

  test(`axe finds no serious or critical violation on the OpenClaw panels, ${colorScheme} theme`, async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.emulateMedia({ colorScheme });
    await openStudio(page);
    const found: Record<string, Violation[]> = {};
    for (const slug of ["openclaw-fleet", "openclaw-legacy"]) {
      await openExample(page, slug);
      await expect(page.getByTestId("panel-openclaw")).toBeVisible();
      if (slug === "openclaw-legacy") await expect(page.getByTestId("panel-upgrade")).toBeVisible();
      found[slug] = await seriousViolations(page);
    }
    expect(found).toEqual({ "openclaw-fleet": [], "openclaw-legacy": [] });
  });
}

test("Tab from the top of the page reaches every panel control and changes no document", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await openStudio(page);
  await openExample(page, "plan-mode");
  const before = await texts(page);
  await expect(page.locator("#editor-keys")).toContainText("Esc then Tab");

  // Every focus the walk gives, by element identity; every control in the panels it must give.
  const controls = await page.evaluate(() => {
    const w = window as unknown as { reached: Set<EventTarget>; controls: Element[] };
    w.reached = new Set();
    document.addEventListener("focusin", (event) => event.target && w.reached.add(event.target), true);
    w.controls = [
      ...document.querySelectorAll('.panels :is(button, input, select, textarea, a[href], [tabindex="0"])'),
    ].filter((el) => !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0);
    return w.controls.length;
  });
  expect(controls).toBeGreaterThan(20);
  const missing = () =>
    page.evaluate(() => {
      const w = window as unknown as { reached: Set<EventTarget>; controls: Element[] };
      return w.controls.filter((el) => !w.reached.has(el)).map((el) => el.outerHTML.slice(0, 120));
    });

  let leftEditor = 0;
  for (let presses = 0; presses < 400 && (await missing()).length > 0; presses++) {
    await page.keyboard.press("Tab");
    if (await editorHasFocus(page)) {
      // As the hint says: Esc, then Tab.
      await page.keyboard.press("Escape");
      await page.keyboard.press("Tab");
      expect(await editorHasFocus(page)).toBe(false);
      leftEditor++;
    }
  }
  expect(await missing()).toEqual([]);
  expect(leftEditor).toBeGreaterThan(0);
  expect(await texts(page)).toEqual(before);
});

test("in the editor Tab indents; Esc then Tab leaves it, Esc then Shift+Tab goes back; Esc still closes suggestions", async ({
  page,
}) => {
  await openStudio(page);
  const editor = page.locator(".monaco-editor .view-lines");
  const original = await editorText(page, "config");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Tab");
  expect(await editorText(page, "config")).not.toBe(original);
  await page.keyboard.press("ControlOrMeta+Z");
  expect(await editorText(page, "config")).toBe(original);

  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  expect(await editorHasFocus(page)).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.closest(".panels") != null)).toBe(true);

  await editor.click();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("tab", { name: "sophiaclaw.json" })).toBeFocused();

  // Another key between Esc and Tab: Tab indents again.
  await editor.click();
  await page.keyboard.press("Escape");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Tab");
  expect(await editorHasFocus(page)).toBe(true);
  expect(await editorText(page, "config")).not.toBe(original);
  await page.keyboard.press("ControlOrMeta+Z");
  expect(await editorText(page, "config")).toBe(original);

  // Esc keeps its own uses: it closes the suggestions and the focus stays in the editor.
  await typeInEditor(page, '{"agents": {"list": [{');
  await page.keyboard.press("Control+Space");
  await expect(page.locator(".suggest-widget")).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press("Escape");
  await expect(page.locator(".suggest-widget")).toBeHidden();
  expect(await editorHasFocus(page)).toBe(true);
});

test("Ctrl+M makes Tab move the focus out of the editor", async ({ page }) => {
  await openStudio(page);
  await showTab(page, "scenarios");
  const original = await editorText(page, "scenarios");
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("Control+M");
  await page.keyboard.press("Tab");
  expect(await editorHasFocus(page)).toBe(false);
  expect(await editorText(page, "scenarios")).toBe(original);
});
