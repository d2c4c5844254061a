/**
 * Value completion in the editor: Ctrl+Space inside an empty value lists the documents' own names (a call's
 * subagents, the config's tools, the catalog's models), each once beside the schema's enums; accepting one writes it
 * as a JSON string; between the calls a snippet writes a new one; brackets and quotes close as they open.
 */
import type { Page } from "@playwright/test";
import { editorText, expect, openStudio, setEditorText, showTab, test } from "./fixtures";

const CONFIG = `{
  "agents": {
    "list": [
      { "id": "general", "default": true },
      {
        "id": "legal",
        "model": ""
      }
    ]
  },
  "models": [ { "provider": "anthropic", "id": "claude-sonnet" }, { "provider": "openai", "id": "gpt-5" } ],
  "tools": [ { "name": "read", "class": "read" }, { "name": "bash", "class": "execute" } ]
}
`;

const SCENARIOS = `{
  "team": {
    "agents": [
      { "name": "scout", "parent": "lead" },
      {
        "name": "fixer",
        "parent": "lead",
        "mode": ""
      }
    ]
  },
  "calls": [
    {
      "tool": "",
      "agent": ""
    }
  ]
}
`;

const ROWS = ".monaco-editor .suggest-widget .monaco-list-row";

/** Puts the cursor `fromEnd` characters before the end of a (1-based) line and asks for suggestions. */
async function suggestAt(page: Page, line: number, fromEnd: number): Promise<string[]> {
  await page
    .locator(".monaco-editor .view-line")
    .nth(line - 1)
    .click();
  await page.keyboard.press("End");
  for (let i = 0; i < fromEnd; i++) await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Control+Space");
  await expect(page.locator(ROWS).first()).toBeVisible();
  return page.locator(ROWS).locator(".label-name").allInnerTexts();
}

async function openWith(page: Page): Promise<void> {
  await openStudio(page);
  await setEditorText(page, "config", CONFIG);
  await setEditorText(page, "scenarios", SCENARIOS);
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);
}

test.afterEach(({ watch }) => {
  expect(watch.errors).toEqual([]);
});

test("a call's agent and tool are completed from the documents' subagents and tools", async ({ page }) => {
  await openWith(page);
  await showTab(page, "scenarios");

  expect(await suggestAt(page, 15, 1)).toEqual(["lead", "scout", "fixer"]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect.poll(() => editorText(page, "scenarios")).toContain('"agent": "scout"');

  expect(await suggestAt(page, 14, 2)).toEqual(["read", "bash"]);
  await page.keyboard.press("Escape");

  // The modes come from the schema's enum alone (Monaco's JSON completion, quoted and sorted): each once.
  expect(await suggestAt(page, 8, 1)).toEqual(['"accept-edits"', '"bypass"', '"default"', '"plan"', '"readonly"']);
  await page.keyboard.press("Escape");
});

test("an agent's model is completed from the config's catalog", async ({ page }) => {
  await openWith(page);
  await showTab(page, "config");
  expect(await suggestAt(page, 7, 1)).toEqual(["anthropic/claude-sonnet", "openai/gpt-5"]);
  await page.keyboard.press("Enter");
  await expect.poll(() => editorText(page, "config")).toContain('"model": "anthropic/claude-sonnet"');
});

test("a snippet writes a new call after the last one, and brackets and quotes close as they open", async ({ page }) => {
  await openWith(page);
  await showTab(page, "scenarios");
  // After the call's closing brace (line 16), inside the calls list.
  expect(await suggestAt(page, 16, 0)).toContain("New call");
  await page.locator(ROWS).filter({ hasText: "New call" }).click();
  await expect
    .poll(() => editorText(page, "scenarios"))
    .toContain('}, { "agent": "scout", "tool": "read", "pattern": "*", "expect": "run" }');

  // Esc inside the snippet leaves the snippet, not the editor: Tab then indents; a second Esc arms the way out.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest(".monaco-editor") != null)).toBe(true);
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest(".monaco-editor") != null)).toBe(false);

  await setEditorText(page, "scenarios", "{\n  \n}\n");
  await page.locator(".monaco-editor .view-line").nth(1).click();
  await page.keyboard.press("End");
  await page.keyboard.type('"calls": [{');
  await expect.poll(() => editorText(page, "scenarios")).toBe('{\n  "calls": [{}]\n}\n');
});
