/** The keyboard's short paths: the first Tab reaches "Skip to the results", which moves the focus to the panels. */
import { editorText, expect, openStudio, setEditorText, test, goToLine } from "./fixtures";

test("the first Tab offers to skip to the results, and Enter lands in the panels", async ({ page, watch }) => {
  await openStudio(page);
  await page.locator("body").focus();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to the results" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("#panels")).toBeFocused();
  // The address keeps its fragment (the share link's): nothing was written into it.
  expect(new URL(page.url()).hash).toBe("");
  // The next Tab goes on inside the panels.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.getElementById("panels")?.contains(document.activeElement))).toBe(true);
  expect(watch.errors).toEqual([]);
});

/** The text of the line the editor's cursor is on (Monaco marks its number as the active one). */
async function cursorLine(page: import("@playwright/test").Page, doc: "config" | "scenarios"): Promise<string> {
  const number = Number(await page.locator(".monaco-editor .line-numbers.active-line-number").first().textContent());
  return (await editorText(page, doc)).split("\n")[number - 1] ?? "";
}

test("a card's heading shows its entry in the editor: an agent's, and a call's", async ({ page, watch }) => {
  await openStudio(page);
  await page.getByRole("button", { name: "Show the call fixer edit README.md in the editor" }).click();
  await expect(page.getByRole("tab", { name: "scenarios.json" })).toHaveAttribute("aria-selected", "true");
  await expect.poll(() => cursorLine(page, "scenarios")).toContain('"README.md"');
  await page.getByRole("button", { name: "Show agent writer in the editor" }).click();
  await expect(page.getByRole("tab", { name: "sophiaclaw.json" })).toHaveAttribute("aria-selected", "true");
  // The whole entry is selected (the cursor at its end), and its id is in view.
  await expect(page.locator(".monaco-editor .view-lines")).toContainText('"id": "writer"');
  await expect.poll(() => cursorLine(page, "config")).toMatch(/^\s*\},?$/);
  expect(watch.errors).toEqual([]);
});

test("the cursor in an entry marks its card and brings it into view", async ({ page, watch }) => {
  await openStudio(page);
  const line = (await editorText(page, "config")).split("\n").findIndex((l) => l.includes('"id": "writer"')) + 1;
  await goToLine(page, line);
  const card = page.locator('li[data-agent-id="writer"]');
  await expect(card).toHaveAttribute("aria-current", "true");
  await expect(card).toBeInViewport();
  await expect(page.locator('[data-testid="panel-agents"] li[aria-current="true"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="panel-delegation"] li[aria-current="true"]')).toHaveCount(0);
  expect(watch.errors).toEqual([]);
});

test("the tests of what panels do draw them whole (stablePanels), so a control does not move under a click", async ({
  page,
}) => {
  await openStudio(page);
  const visibility = await page
    .locator(".panel")
    .first()
    .evaluate((el) => getComputedStyle(el).contentVisibility);
  expect(visibility).toBe("visible");
});

test("long lines wrap: a jump to an entry at the end of a long line shows the line from its start", async ({
  page,
  watch,
}) => {
  await openStudio(page);
  const ids = Array.from({ length: 40 }, (_, i) => `agent-number-${i}`);
  const list = ids.map((id, i) => `{ "id": "${id}"${i === 0 ? ', "default": true' : ""} }`).join(", ");
  await setEditorText(page, "config", `{\n  "agents": { "list": [${list}] }\n}\n`);
  await page
    .locator('li[data-agent-id="agent-number-39"]')
    .getByRole("button", { name: /^Show agent/ })
    .click();
  await expect.poll(async () => page.evaluate(() => window.__scopeStudio?.selection()?.start)).toBeGreaterThan(1000);
  // Nothing scrolled sideways: the lines' content starts at the editor's left edge.
  const left = await page.locator(".monaco-editor .lines-content").evaluate((el) => (el as HTMLElement).style.left);
  expect(["", "0px"]).toContain(left);
  // The second line is drawn over several screen lines.
  expect(await page.locator(".monaco-editor .view-line").count()).toBeGreaterThan(4);
  expect(watch.errors).toEqual([]);
});

test("typing in an agent's id redraws its card in place: the same element, the new id", async ({ page, watch }) => {
  await openStudio(page);
  await setEditorText(page, "config", '{ "agents": { "list": [ { "id": "ops" }, { "id": "legal" } ] } }');
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);
  const card = await page.locator('[data-testid="panel-agents"] li[data-agent-id="ops"]').elementHandle();
  // The cursor after "ops", inside its quotes: Home, then past `{ "agents": { "list": [ { "id": "ops`.
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+Home");
  for (let i = 0; i < '{ "agents": { "list": [ { "id": "ops'.length; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.type("x");
  await expect(page.locator('[data-testid="panel-agents"] li[data-agent-id="opsx"]')).toHaveCount(1);
  // Keyed by place, not by id: the card was not made again (a new one would also scroll into view at every key).
  expect(await card!.evaluate((li) => [li.isConnected, li.getAttribute("data-agent-id")])).toEqual([true, "opsx"]);
  expect(watch.errors).toEqual([]);
});
