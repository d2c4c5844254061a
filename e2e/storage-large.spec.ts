/**
 * A paste too large for what the browser's storage has left: the status line names the document and its size and
 * says it stays in this tab only; the draft keeps the document's earlier text (never an empty one) and the other
 * document is still saved, so a reload brings back what could be kept.
 */
import { T } from "../src/app/texts";
import { editorText, expect, openStudio, setEditorText, test } from "./fixtures";

/** The characters (keys and values) this page may keep in localStorage: a browser with about 1 MB left. */
const QUOTA = 1_000_000;

/** About 1.1 MB of config: 8,000 agents. */
const big = JSON.stringify(
  {
    agents: {
      list: Array.from({ length: 8000 }, (_, i) => ({
        id: `agent-${i}`,
        ...(i === 0 && { default: true }),
        workspace: `/srv/agents/agent-${i}/work`,
        model: "anthropic/claude-sonnet",
      })),
    },
  },
  null,
  2,
);

const draftsOf = (page: import("@playwright/test").Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith("scope-studio:draft:v2:"))
      .map((key) => JSON.parse(localStorage.getItem(key) ?? "{}") as { config?: string; scenarios?: string }),
  );

test("a 1.1 MB paste is named as too large to keep; the draft before it and the other document are kept", async ({
  page,
  context,
  baseURL,
  watch,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript((quota) => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function setWithQuota(this: Storage, key: string, value: string) {
      let used = key.length + value.length;
      for (let i = 0; i < this.length; i++) {
        const k = this.key(i);
        if (k !== null && k !== key) used += k.length + (this.getItem(k) ?? "").length;
      }
      if (used > quota) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      set.call(this, key, value);
    };
  }, QUOTA);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: new URL(baseURL ?? "http://127.0.0.1:4173").origin,
  });
  await openStudio(page);
  await expect(page.getByRole("status").filter({ hasText: T.saved })).toBeVisible();
  const before = await editorText(page, "config");
  expect(before.length).toBeGreaterThan(0);

  await page.locator(".monaco-editor .view-lines").first().click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.evaluate((text) => navigator.clipboard.writeText(text), big);
  await page.keyboard.press("ControlOrMeta+V");
  await expect.poll(() => editorText(page, "config").then((t) => t.length), { timeout: 30_000 }).toBe(big.length);

  const notice = page.locator("[data-save]");
  await expect(notice).toHaveAttribute("data-save", "tooLarge");
  await expect(notice).toContainText("sophiaclaw.json is too large to keep in this browser (1.1 MB)");
  await expect(notice).toContainText("It stays while this tab is open");
  await expect(notice).toContainText("scenarios.json is saved.");
  await expect(page.locator("body")).not.toContainText("quota");
  expect((await draftsOf(page)).map((d) => d.config)).toEqual([before]);

  const scenarios = '{ "sessions": [{ "key": "agent:agent-1:main" }] }\n';
  await setEditorText(page, "scenarios", scenarios);
  await expect.poll(async () => (await draftsOf(page)).map((d) => d.scenarios)).toEqual([scenarios]);
  expect((await draftsOf(page)).map((d) => d.config)).toEqual([before]);

  await page.reload();
  await page.waitForFunction(() => window.__scopeStudio !== undefined);
  await expect.poll(() => editorText(page, "scenarios")).toBe(scenarios);
  expect(await editorText(page, "config")).toBe(before);
  expect(watch.errors).toEqual([]);
});

test("on a phone (390x844) a save status that is a sentence wraps inside the screen, nothing cut off", async ({
  page,
  watch,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A browser with room for little more than the starter's drafts: a config of 30 KB more is refused (the status says
  // the storage is full; a draft of a megabyte would be named as too large, the same sentence box).
  await page.addInitScript((quota) => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function setWithQuota(this: Storage, key: string, value: string) {
      if (key.startsWith("scope-studio:draft:") && value.length > quota)
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      set.call(this, key, value);
    };
  }, 20_000);
  await openStudio(page);
  const padded = { agents: { list: [{ id: "main", default: true, description: "x".repeat(30_000) }] } };
  await setEditorText(page, "config", JSON.stringify(padded, null, 2));
  const notice = page.locator("[data-save]");
  await expect(notice).toHaveAttribute("data-save", "full");
  await expect(notice).toContainText("storage for this page, which is full");
  await expect(notice).toBeInViewport({ ratio: 1 });
  const box = await notice.evaluate((element) => {
    const { left, right } = element.getBoundingClientRect();
    return { left, right, cut: element.scrollWidth > element.clientWidth };
  });
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(390);
  expect(box.cut, "no text cut off inside the status").toBe(false);
  expect(watch.errors).toEqual([]);
});
