/**
 * Expectations as tests: an answer pinned with one click appears as `expect` in the scenarios; when the config changes
 * the answer, the gutter mark beside that `expect` turns to a failure and the header's count turns red; a click on the
 * count goes to it. "Pin all" pins every answer in one edit, which one undo takes back.
 */
import { editorText, expect, openStudio, panel, setEditorText, showTab, test } from "./fixtures";

const configWithDefault = (id: string) =>
  JSON.stringify(
    {
      agents: {
        defaults: { model: "anthropic/claude-sonnet" },
        list: [
          { id: "main", ...(id === "main" && { default: true }) },
          { id: "reviewer", ...(id === "reviewer" && { default: true }) },
        ],
      },
      models: [{ provider: "anthropic", id: "claude-sonnet" }],
      tools: [
        { name: "read", class: "read" },
        { name: "edit", class: "edit" },
      ],
    },
    null,
    2,
  );

const SESSION_ONLY = '{\n  // the session the team runs in\n  "sessions": [{ "key": "main" }]\n}\n';

const EVERYTHING = `{
  "sessions": [{ "key": "main" }],
  "skills": [{ "agent": "main", "skill": "legal.contract" }],
  "team": { "agents": [{ "name": "scout", "parent": "lead", "mode": "plan", "tools": ["read"] }] },
  "calls": [{ "agent": "scout", "tool": "edit", "pattern": "src/a.ts" }]
}
`;

const analysed = (page: import("@playwright/test").Page) =>
  page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);

test("a pinned answer fails in the gutter and the header when the config changes it", async ({ page, watch }) => {
  await openStudio(page);
  await setEditorText(page, "config", configWithDefault("reviewer"));
  await setEditorText(page, "scenarios", SESSION_ONLY);
  await analysed(page);
  const summary = page.getByTestId("expectations-summary");
  await expect(summary).toBeHidden();

  await panel(page, "session").getByRole("button", { name: "Pin reviewer as expected" }).click();
  await expect
    .poll(() => editorText(page, "scenarios"))
    .toContain('"sessions": [{ "key": "main", "expect": "reviewer" }]');
  // Only the pinned entry changed: the comment is where it was.
  expect(await editorText(page, "scenarios")).toContain("// the session the team runs in");
  await analysed(page);
  await expect(summary).toBeVisible();
  await expect(summary).toContainText("1/1 expectations met");
  await expect(summary).toHaveAttribute("data-failed", "false");
  await showTab(page, "scenarios");
  await expect(page.locator(".monaco-editor .expect-mark-met")).toHaveCount(1);
  await expect(page.locator(".monaco-editor .expect-mark-failed")).toHaveCount(0);

  // The config makes main the default: the session now resolves to main, not the reviewer pinned.
  await setEditorText(page, "config", configWithDefault("main"));
  await analysed(page);
  await expect(page.locator(".monaco-editor .expect-mark-failed")).toHaveCount(1);
  await expect(page.locator(".monaco-editor .expect-mark-met")).toHaveCount(0);
  await expect(summary).toContainText("0/1 expectations met");
  await expect(summary).toHaveAttribute("data-failed", "true");
  await expect(summary.locator(".expect-summary-count")).toHaveCSS("color", /rgb\((164, 22, 26|255, 154, 154)\)/);
  // The mark says what was expected and what came.
  await page.locator(".monaco-editor .expect-mark-failed").hover();
  await expect(
    page.locator(".monaco-hover").getByText('Expectation not met: expected "reviewer", got "main"'),
  ).toBeVisible();

  // A click on the count shows the failed expectation in the scenarios.
  await showTab(page, "config");
  await summary.getByRole("button").click();
  await expect(page.getByRole("tab", { name: "scenarios.json" })).toHaveAttribute("aria-selected", "true");
  expect(watch.errors).toEqual([]);
});

test("pin all writes every answer in one edit, and one undo takes it back", async ({ page, watch }) => {
  await openStudio(page);
  await setEditorText(page, "config", configWithDefault("main"));
  await setEditorText(page, "scenarios", EVERYTHING);
  await analysed(page);
  await page.getByRole("button", { name: "Pin all answers of the scenarios as expected" }).click();

  await expect.poll(() => editorText(page, "scenarios")).toContain('"expect": "main"');
  const pinned = await editorText(page, "scenarios");
  expect(pinned).toContain('{ "agent": "main", "skill": "legal.contract", "expect": true }');
  expect(pinned).toContain('"tools": ["read"], "expect": { "tools": ["read"] } }');
  expect(pinned).toContain('{ "agent": "scout", "tool": "edit", "pattern": "src/a.ts", "expect": "refused" }');
  await analysed(page);
  const summary = page.getByTestId("expectations-summary");
  await expect(summary).toContainText("4/4 expectations met");
  await expect(summary).toHaveAttribute("data-failed", "false");
  await expect(panel(page, "delegation").locator('[data-expect-met="true"]')).toHaveCount(1);
  await expect(panel(page, "tools").locator('[data-expect-met="true"]')).toHaveCount(1);

  await showTab(page, "scenarios");
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+Z");
  await expect.poll(() => editorText(page, "scenarios")).toBe(EVERYTHING);
  await analysed(page);
  await expect(summary).toBeHidden();
  expect(watch.errors).toEqual([]);
});
