/**
 * The editor's faults: its chunk blocked (offline, a proxy, a policy) or Monaco breaking while it starts leave a
 * plain-text editor that the panels follow, with a retry, and no text is lost going from one editor to the other.
 * U+2028 and U+2029 in a string stay where they are, without a dialog offering to delete them.
 */
import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { editorText, expect, openStudio, panel, setEditorText, showTab, test } from "./fixtures";

/** Monaco's chunk, as the build names it (MonacoEditor-<hash>.js). */
const MONACO_CHUNK = "**/assets/MonacoEditor-*.js";

function plainEditor(page: Page, name: "sophiaclaw.json" | "scenarios.json") {
  return page.locator("textarea.plain-editor-text").and(page.getByRole("textbox", { name: `Editor: ${name}` }));
}

async function replaceIn(page: Page, name: "sophiaclaw.json" | "scenarios.json", text: string): Promise<void> {
  const area = plainEditor(page, name);
  await area.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.type(text);
}

test("with Monaco's chunk blocked, the plain editor shows, the panels follow what is typed, and Retry loads Monaco with the text", async ({
  page,
}) => {
  await page.route(MONACO_CHUNK, (route) => route.abort("blockedbyclient"));
  await page.goto("./");
  const config = plainEditor(page, "sophiaclaw.json");
  await expect(config).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("alert").filter({ hasText: "could not be loaded" })).toBeVisible();
  await expect(page.locator(".monaco-editor")).toHaveCount(0);
  await expect(panel(page, "agents").getByRole("listitem", { name: "Agent reviewer" })).toBeVisible();
  // The hint about leaving Monaco is for Monaco only: in a textarea Tab already moves the focus.
  await expect(page.locator("#editor-keys")).toHaveCount(0);

  const typedConfig = '{"agents": {"list": [{"id": "solo", "default": true}]}}';
  await replaceIn(page, "sophiaclaw.json", typedConfig);
  await expect(panel(page, "agents").getByRole("listitem", { name: "Agent solo" })).toBeVisible();
  await expect(panel(page, "agents").getByRole("listitem")).toHaveCount(1);
  expect(await editorText(page, "config")).toBe(typedConfig);

  await showTab(page, "scenarios");
  await expect(plainEditor(page, "scenarios.json")).toBeVisible();
  await expect(config).toBeHidden();
  const typedScenarios = '{"sessions": [{"key": "agent:solo:notes"}]}';
  await replaceIn(page, "scenarios.json", typedScenarios);
  await expect(panel(page, "session").getByTestId("session-agent")).toHaveText("solo");
  expect(await editorText(page, "scenarios")).toBe(typedScenarios);

  // A problem's button selects its range in the textarea.
  await setEditorText(page, "config", '{"agents": {"list": [{"id": "a"}, {"id": "a"}]}}');
  // The problems of this text (a duplicate id in the config), not those shown before it.
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);
  await panel(page, "problems").getByRole("button").first().click();
  await expect(plainEditor(page, "sophiaclaw.json")).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.__scopeStudio?.selection()?.doc)).toBe("config");
  const selection = await page.evaluate(() => window.__scopeStudio?.selection());
  expect(selection?.end).toBeGreaterThan(selection?.start ?? 0);
  await replaceIn(page, "sophiaclaw.json", typedConfig);

  // The fallback passes axe too.
  expect(await seriousViolations(page)).toEqual([]);

  // Still blocked: Retry fails again, and the plain editor stays as it was.
  const retry = page.getByRole("button", { name: "Try the full editor again" });
  await retry.click();
  await expect(page.getByRole("alert").filter({ hasText: "could not be loaded" })).toContainText("Tried 2 times");
  await expect(plainEditor(page, "sophiaclaw.json")).toHaveValue(typedConfig);

  // The network is back: Retry brings Monaco, with exactly the texts typed in the plain editor.
  await page.unroute(MONACO_CHUNK);
  await retry.click();
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("textarea.plain-editor-text")).toHaveCount(0);
  expect(await editorText(page, "config")).toBe(typedConfig);
  expect(await editorText(page, "scenarios")).toBe(typedScenarios);
  await expect(page.locator("#editor-keys")).toBeVisible();
});

test("when Monaco breaks while starting, the plain editor takes its place, and Retry brings Monaco back", async ({
  page,
}) => {
  // Monaco's automatic layout needs ResizeObserver: without it, creating the editor throws.
  await page.addInitScript(() => {
    const w = window as unknown as { ResizeObserver?: unknown; keptResizeObserver?: unknown };
    w.keptResizeObserver = w.ResizeObserver;
    delete w.ResizeObserver;
  });
  await page.goto("./");
  await expect(plainEditor(page, "sophiaclaw.json")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("alert").filter({ hasText: "stopped working" })).toBeVisible();
  await expect(panel(page, "agents").getByRole("listitem", { name: "Agent reviewer" })).toBeVisible();
  const typed = '{"agents": {"list": [{"id": "kept", "default": true}]}}';
  await replaceIn(page, "sophiaclaw.json", typed);
  await expect(panel(page, "agents").getByRole("listitem", { name: "Agent kept" })).toBeVisible();

  await page.evaluate(() => {
    const w = window as unknown as { ResizeObserver?: unknown; keptResizeObserver?: unknown };
    w.ResizeObserver = w.keptResizeObserver;
  });
  await page.getByRole("button", { name: "Try the full editor again" }).click();
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible({ timeout: 20_000 });
  expect(await editorText(page, "config")).toBe(typed);
  await expect(page.locator(".monaco-editor .view-lines")).toContainText('"kept"');
});

test("U+2028 and U+2029 set through the editor stay in the text, with no dialog about line terminators", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept(); // what a user clicking "Remove Unusual Line Terminators" would do
  });
  await openStudio(page);
  const text =
    '{\n  "agents": {\n    "list": [{ "id": "lines", "name": "one\u2028two\u2029three", "default": true }]\n  }\n}\n';
  await setEditorText(page, "config", text);
  await page.waitForFunction(() => window.__scopeStudio?.analyzed());
  // Typing after it is a change of content too, which is when Monaco looks for them again.
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(" ");
  await page.waitForFunction(() => window.__scopeStudio?.analyzed());
  expect(dialogs).toEqual([]);
  expect(await editorText(page, "config")).toBe(`${text} `);
  await expect(panel(page, "agents").getByRole("listitem", { name: "Agent lines" })).toContainText("one\u2028two");
});
