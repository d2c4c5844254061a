/**
 * Quick fixes in the editor: a typo'd field typed in the config, the cursor put on it, the light bulb shows, Ctrl+.
 * opens the fixes, the one chosen corrects the text and the problem goes; one undo brings the typo (and its problem)
 * back.
 */
import { editorText, expect, openQuickFixes, openStudio, panel, setEditorText, showTab, test } from "./fixtures";

const SKELETON = '{\n  "agents": {\n    "defaults": {\n      \n    }\n  }\n}\n';
const TYPED = '{\n  "agents": {\n    "defaults": {\n      "worksapce": "~/w"\n    }\n  }\n}\n';
const FIXED = '{\n  "agents": {\n    "defaults": {\n      "workspace": "~/w"\n    }\n  }\n}\n';

test("a typo'd field is corrected from the light bulb, and one undo restores it", async ({ page, watch }) => {
  await openStudio(page);
  await showTab(page, "config");
  await setEditorText(page, "config", SKELETON);
  await page.locator(".monaco-editor .view-line").nth(3).click();
  await page.keyboard.press("End");
  await page.keyboard.type('"worksapce": "~/w"');
  await expect.poll(() => editorText(page, "config")).toBe(TYPED);
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);

  const problem = panel(page, "problems").locator('[data-code="SC010"]');
  await expect(problem).toHaveCount(1);
  const menu = await openQuickFixes(page, problem);
  await expect(menu.getByText('Remove the unknown field "worksapce"')).toBeVisible();
  await menu.getByText('Change "worksapce" to "workspace"').click();

  await expect.poll(() => editorText(page, "config")).toBe(FIXED);
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);
  await expect(problem).toHaveCount(0);

  await page.keyboard.press("ControlOrMeta+Z");
  await expect.poll(() => editorText(page, "config")).toBe(TYPED);
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);
  await expect(problem).toHaveCount(1);
  expect(watch.errors).toEqual([]);
});

test("a quick fix on a commented document removes its entry and the entry's own comment, byte for byte nothing else", async ({
  page,
  watch,
}) => {
  await openStudio(page);
  const before = `{
  // The tools.
  "tools": [{ "name": "bash", "class": "execute" }],
  "permission": {
    // Order does not matter.
    "rules": [
      // an old exception
      { "permission": "bash", "pattern": "git *", "action": "allow" }, // kept for history
      // never run anything
      { "permission": "bash", "pattern": "*", "action": "deny" },
    ],
  },
}
`;
  await setEditorText(page, "config", before);
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);
  const problem = panel(page, "problems").locator('[data-code="SC207"]');
  await expect(problem).toHaveCount(1);
  const menu = await openQuickFixes(page, problem);
  await menu
    .getByText(/^Remove this allow rule/)
    .first()
    .click();
  const gone = `      // an old exception\n      { "permission": "bash", "pattern": "git *", "action": "allow" }, // kept for history\n`;
  await expect.poll(() => editorText(page, "config")).toBe(before.replace(gone, ""));
  expect(watch.errors).toEqual([]);
});
