/**
 * The page under test, watched: every request it makes (all must stay on our origin) and every console error
 * (there must be none). Helpers drive Monaco as a user would, or through its API for large texts.
 */
import { test as base, expect, type Locator, type Page } from "@playwright/test";

export interface Watch {
  readonly requests: string[];
  readonly errors: string[];
}

export const test = base.extend<{ watch: Watch; stablePanels: boolean }>({
  /**
   * Panels drawn at their real height even while out of sight. The page skips laying out a panel out of view
   * (`content-visibility: auto`, drawn at an estimated height) and lays it out as it comes near, which moves what is
   * below it: a control Playwright scrolled to can move between its aim and its click. A test of what the panels do
   * turns the skipping off (a constructed style sheet, which the page's Content-Security-Policy allows); the tests of
   * the skipping itself and of long lists (outline.spec.ts, big-lists.spec.ts) keep it: `test.use({ stablePanels:
   * false })`.
   */
  stablePanels: [true, { option: true }],
  page: async ({ page, stablePanels }, use) => {
    if (stablePanels)
      await page.addInitScript(() => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(".panel { content-visibility: visible !important; }");
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      });
    await use(page);
  },
  watch: async ({ page }, use) => {
    const watch: Watch = { requests: [], errors: [] };
    page.on("request", (request) => watch.requests.push(request.url()));
    page.on("console", (message) => {
      if (message.type() === "error") watch.errors.push(message.text());
    });
    page.on("pageerror", (error) => watch.errors.push(error.message));
    await use(watch);
  },
});

export { expect };

/**
 * Clicks a control in the panels' column until its effect shows. Panels out of sight are laid out at an estimated
 * height (content-visibility) and take their real one as they come near, so scrolling to a control can move it
 * between Playwright's aim and its click. Only for idempotent clicks: a click that missed is made again.
 */
export async function clickUntil(target: Locator, effect: (timeout: number) => Promise<void>): Promise<void> {
  await expect(async () => {
    await target.click();
    await effect(5_000);
  }).toPass({ timeout: 30_000 });
}

/** Opens the studio and waits until Monaco shows the config and the panels show its analysis (from the worker). */
export async function openStudio(page: Page): Promise<void> {
  await page.goto("./");
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true, undefined, { timeout: 20_000 });
}

export type Doc = "config" | "scenarios" | "approvals";

export async function editorText(page: Page, doc: Doc): Promise<string> {
  return page.evaluate((d) => window.__scopeStudio?.getText(d) ?? "", doc);
}

/** Sets a whole document through the editor's API (as a paste would). */
export async function setEditorText(page: Page, doc: Doc, text: string): Promise<void> {
  await page.evaluate(([d, t]) => window.__scopeStudio?.setText(d as Doc, t as string), [doc, text] as const);
}

/** Shows a document's tab. */
export async function showTab(page: Page, doc: Doc): Promise<void> {
  const name = doc === "config" ? "sophiaclaw.json" : doc === "scenarios" ? "scenarios.json" : "exec-approvals.json";
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

/** Replaces the shown document by typing: Ctrl+A, Delete, then the keys (small texts only). */
/** The editor's cursor at the start of line `line` (1-based) of the document shown, by Go to Line (Ctrl+G). */
export async function goToLine(page: Page, line: number | string): Promise<void> {
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+G");
  await page.keyboard.type(String(line));
  await page.keyboard.press("Enter");
}

export async function typeInEditor(page: Page, text: string): Promise<void> {
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.type(text);
}

export function panel(page: Page, id: "agents" | "session" | "skills" | "delegation" | "tools" | "problems") {
  return page.getByTestId(`panel-${id}`);
}

/**
 * Opens the quick fixes of a problem: a click on it puts the cursor on its place, the light bulb shows, Ctrl+. opens
 * the menu. (Monaco asks for the fixes once the cursor has settled: on a busy machine the first ask can come before
 * the problem's marker, and then the bulb waits for the next move. So before the click is made again the cursor goes
 * to the top of the document: a click on a place the cursor is already at is no move, and Monaco would not ask again.)
 */
export async function openQuickFixes(page: Page, problem: Locator): Promise<Locator> {
  let tried = false;
  await expect(async () => {
    if (tried) {
      await page.locator(".monaco-editor .view-lines").click();
      await page.keyboard.press("ControlOrMeta+Home");
    }
    tried = true;
    await problem.getByRole("button").click();
    await expect(page.locator(".monaco-editor .lightBulbWidget")).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press("ControlOrMeta+.");
  return page.locator(".action-widget");
}
