/**
 * Documents holding a million-element array (about 5 MB each), pasted one after another as the hostile corpus has
 * them: each is analysed off the main thread (in the worker; its time is npm run bench's business, never a test's),
 * the panels show each case's analysis,
 * the texts stay intact, the due diagnostic is in Problems, no panel fails, and the draft is kept or said to be too
 * large to keep (never "storage full"). A case the corpus lists as known open on the page is named and skipped.
 */
import type { Page } from "@playwright/test";
import { hostileCorpus, knownOpenOnPage, type HostileCase } from "../test/hostile/corpus";
import { editorText, expect, openStudio, panel, setEditorText, test } from "./fixtures";

/** How long to wait for the panels to show a case's analysis before calling it never shown (a wait, not a bound). */
const SETTLE_MS = 60_000;

const giants = hostileCorpus().filter(
  (c): c is Extract<HostileCase, { kind: "document" }> => c.kind === "document" && c.name.includes("1,000,000"),
);

/** Whether the panels come to show the analysis of the editor's texts. */
async function settles(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true, undefined, {
      timeout: SETTLE_MS,
      polling: 100,
    });
    return true;
  } catch {
    return false;
  }
}

test("four million-element documents in a row: responsive, analysed, intact", async ({ page, watch }) => {
  expect(giants.map((c) => c.name)).toHaveLength(4);
  test.setTimeout(60_000 + giants.length * (SETTLE_MS + 30_000));
  let crashed = false;
  page.on("crash", () => (crashed = true));
  await openStudio(page);
  for (const c of giants) {
    const open = knownOpenOnPage(c.name);
    if (open) {
      test.info().annotations.push({ type: "known open", description: `${c.name}: ${open}` });
      console.log(`${c.name}: skipped, known open on the page`);
      continue;
    }
    await test.step(c.name, async () => {
      const { config, scenarios } = c.make();
      const errorsBefore = watch.errors.length;
      await setEditorText(page, "config", config);
      await setEditorText(page, "scenarios", scenarios);
      const settled = await settles(page);
      expect.soft(crashed, `${c.name}: the tab did not crash`).toBe(false);
      expect.soft(settled, `${c.name}: the panels show this case's analysis`).toBe(true);
      expect
        .soft(await page.locator(".panels").getAttribute("data-engine"), `${c.name}: analysed off the main thread`)
        .toBe("worker");
      expect.soft((await editorText(page, "config")) === config, `${c.name}: config text intact`).toBe(true);
      expect.soft((await editorText(page, "scenarios")) === scenarios, `${c.name}: scenarios text intact`).toBe(true);
      const shown = await panel(page, "problems")
        .locator("[data-code]")
        .evaluateAll((els) => els.map((el) => [el.getAttribute("data-code"), el.getAttribute("data-severity")]));
      const due = c.due;
      const met =
        shown.some(([code]) => code === "SC304" || code === "SC019") ||
        (due === "error"
          ? shown.some(([, s]) => s === "error")
          : typeof due === "object" && shown.some(([code]) => due.codes.includes(code ?? "")));
      expect.soft(met, `${c.name}: the due diagnostic among ${JSON.stringify(shown.slice(0, 5))}`).toBe(true);
      await expect.soft(page.locator(".panel-error"), `${c.name}: no panel failed to draw`).toHaveCount(0);
      // The draft is kept, or the page says it is too large to keep here: never that storage is full.
      const save = page.locator("[data-save]");
      await expect.soft(save, `${c.name}: the save status`).toHaveAttribute("data-save", /^(saved|tooLarge)$/);
      console.log(`${c.name}: save status ${await save.getAttribute("data-save")}`);
      expect.soft(watch.errors.slice(errorsBefore), `${c.name}: no page error`).toEqual([]);
    });
  }
});
