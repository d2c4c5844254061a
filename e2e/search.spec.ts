/** The search field: Ctrl+K or / puts the cursor in it; a workspace path finds its agent among 1,000; a click reveals it. */
import { expect, openStudio, setEditorText, test } from "./fixtures";

const config = JSON.stringify(
  {
    agents: {
      defaults: { model: "anthropic/claude-sonnet" },
      list: Array.from({ length: 1000 }, (_, i) => ({
        id: `agent-${i}`,
        ...(i === 0 && { default: true }),
        workspace: `~/teams/t${i % 10}/agent-${i}`,
      })),
    },
    models: [{ provider: "anthropic", id: "claude-sonnet", reasoning: true }],
  },
  null,
  2,
);

test("a workspace path finds its agent among 1,000, and a click shows it in the editor", async ({ page, watch }) => {
  await openStudio(page);
  await setEditorText(page, "config", config);
  await setEditorText(page, "scenarios", '{ "env": { "HOME": "/home/ada" } }');
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);
  // Outside the editor, "/" goes to the search field.
  await page.locator("#agents-title").click();
  await page.keyboard.press("/");
  const field = page.getByRole("searchbox", { name: "Search the answers" });
  await expect(field).toBeFocused();
  await field.fill("/home/ada/teams/t3/agent-733");
  const results = page.getByRole("region", { name: "Search the answers" });
  await expect(results.locator("li").first()).toHaveAttribute("data-subject", "agent-733");
  await expect(results.getByRole("status")).toHaveText("1 match");
  await results.getByRole("button", { name: "Show agent agent-733 in the editor" }).click();
  await expect(page.getByRole("tab", { name: "sophiaclaw.json" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator(".monaco-editor .view-lines")).toContainText('"id": "agent-733"');
  // Escape clears it; Ctrl+K brings the cursor back from elsewhere on the page.
  await field.press("Escape");
  await expect(field).toHaveValue("");
  await page.locator("#agents-title").click();
  await page.keyboard.press("ControlOrMeta+K");
  await expect(field).toBeFocused();
  expect(watch.errors).toEqual([]);
});
