/**
 * Line endings Monaco would rewrite (a lone CR; CR LF and LF mixed) stay in the document: a keystroke changes only
 * what was typed, and a paste keeps its own line endings, in the document the panels, drafts and links read.
 */
import { editorText, expect, openStudio, panel, setEditorText, test } from "./fixtures";

const LONE_CR = '{\r"agents": {\r"list": [{"id": "solo", "default": true}]\r}\r}\r';
const MIXED = '{\r\n"agents": {\n"list": [{"id": "solo", "default": true}]\r}\r\n}\n';

for (const [name, text] of [
  ["lone CRs", LONE_CR],
  ["CR LF, LF and CR mixed", MIXED],
] as const) {
  test(`${name}: typing at the end of the first line changes that character and no line ending`, async ({ page }) => {
    await openStudio(page);
    await setEditorText(page, "config", text);
    expect(await editorText(page, "config")).toBe(text);
    await expect(panel(page, "agents").getByRole("listitem", { name: "Agent solo" })).toBeVisible();
    await page.locator(".monaco-editor").first().click();
    await page.keyboard.press("ControlOrMeta+Home");
    await page.keyboard.press("End");
    await page.keyboard.type(" ");
    await expect.poll(() => editorText(page, "config")).toBe(`{ ${text.slice(1)}`);
  });
}

test("a paste into the editor keeps the pasted text's lone CRs", async ({ page }) => {
  await openStudio(page);
  await setEditorText(page, "config", "{}");
  await page.locator(".monaco-editor").first().click();
  await page.keyboard.press("ControlOrMeta+A");
  const pasted = LONE_CR;
  await page.evaluate((raw) => {
    const data = new DataTransfer();
    data.setData("text/plain", raw);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, pasted);
  await expect.poll(() => editorText(page, "config")).toBe(pasted);
  await expect(panel(page, "agents").getByRole("listitem", { name: "Agent solo" })).toBeVisible();
});
