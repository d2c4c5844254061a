/**
 * Finding your way at 1,000 agents: the cursor in agent 733 brings its card (on its page) into view; the outline
 * opens one panel at a time with the status always in sight; the open panel travels in a link; a keyboard alone
 * reaches the panels from the editor, opens the share menu and copies the link.
 */
import { decodeState } from "../src/core/index";
import { clickUntil, editorText, expect, openStudio, setEditorText, test, goToLine } from "./fixtures";

// Panels out of sight are skipped and laid out as they come near, as on the real page (see stablePanels).
test.use({ stablePanels: false });

const AGENTS = 1000;
const config = JSON.stringify(
  {
    agents: {
      defaults: { model: "anthropic/claude-sonnet" },
      list: Array.from({ length: AGENTS }, (_, i) => ({
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

const origin = (baseURL: string | undefined) => `${new URL(baseURL ?? "http://127.0.0.1:4173").origin}/`;

test("the cursor in agent 733 of 1,000 selects its card, on its page, in view", async ({ page, watch }) => {
  await openStudio(page);
  await setEditorText(page, "config", config);
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);
  const agents = page.getByTestId("panel-agents");
  await expect(agents.getByTestId("pager-range")).toHaveText("Agents 1–100 of 1,000");
  const line = (await editorText(page, "config")).split("\n").findIndex((l) => l.includes('"id": "agent-733"')) + 1;
  await goToLine(page, line);
  const card = agents.locator('li[data-agent-id="agent-733"]');
  // Its page is drawn where the analysis runs (the worker, for a document this size): allow for a busy machine.
  await expect(card).toHaveAttribute("aria-current", "true", { timeout: 15_000 });
  await expect(card).toBeInViewport();
  await expect(agents.getByTestId("pager-range")).toHaveText("Agents 701–800 of 1,000");
  await expect(agents.locator('li[aria-current="true"]')).toHaveCount(1);
  // The pager still leads anywhere, and the cursor's page comes back when the cursor moves again.
  // Last is idempotent: a click the panels above moved away from is made again.
  await clickUntil(agents.getByRole("button", { name: "Last" }), (timeout) =>
    expect(agents.getByTestId("pager-range")).toHaveText("Agents 901–1,000 of 1,000", { timeout }),
  );
  await expect(agents.locator("li[data-agent-id]").last()).toHaveAttribute("data-agent-id", "agent-999");
  expect(watch.errors).toEqual([]);
});

test("the outline opens one panel at a time, the status stays in sight, and a link carries the open panel", async ({
  page,
  context,
  baseURL,
  watch,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: origin(baseURL) });
  await openStudio(page);
  const outline = page.getByRole("navigation", { name: "Results" });
  await expect(outline.getByRole("button", { name: /^Agents/ })).toBeVisible();
  // The header's problem count is in sight wherever the panels are scrolled.
  const problems = page.getByTestId("problems-count");
  await expect(problems).toBeVisible();
  await outline.getByRole("button", { name: /^Tool choice|^Tools/ }).click();
  const tools = page.getByTestId("panel-tools");
  await expect(tools.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(tools.getByRole("heading", { level: 2 })).toBeInViewport();
  await expect(outline.locator('button[aria-current="true"]')).toHaveAttribute("data-panel", "tools");
  await expect(problems).toBeInViewport();
  await expect(outline).toBeInViewport();

  await page.getByRole("button", { name: "Share", exact: true }).click();
  await page.getByRole("button", { name: "Copy link" }).click();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  const decoded = decodeState(new URL(url).hash);
  expect(decoded.ok && decoded.state.panel).toBe("tools");

  await page.goto("about:blank");
  await page.goto(url);
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("panel-tools").getByRole("heading", { level: 2 })).toBeInViewport();
  await expect(
    page.getByRole("navigation", { name: "Results" }).locator('button[aria-current="true"]'),
  ).toHaveAttribute("data-panel", "tools");
  expect(watch.errors).toEqual([]);
});

test("by keyboard alone: from the editor to the panels, then the share menu and its link", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: origin(baseURL) });
  await openStudio(page);
  await page.locator(".monaco-editor .view-lines").click();
  // Esc, then Tab, leaves the editor for the panels.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  for (let i = 0; i < 10 && !(await page.evaluate(() => !!document.activeElement?.closest(".panels"))); i++)
    await page.keyboard.press("Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest(".panels"))).toBe(true);
  // From the editor again, Esc then Shift+Tab leads back towards the header, to the Share button.
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("Escape");
  let onShare = false;
  for (let i = 0; i < 20 && !onShare; i++) {
    await page.keyboard.press("Shift+Tab");
    onShare = await page.evaluate(() => document.activeElement?.textContent === "Share");
  }
  expect(onShare).toBe(true);
  await page.keyboard.press("Enter");
  const copy = page.getByRole("button", { name: "Copy link" });
  let onCopy = false;
  for (let i = 0; i < 15 && !onCopy; i++) {
    await page.keyboard.press("Tab");
    onCopy = await copy.evaluate((el) => el === document.activeElement);
  }
  expect(onCopy).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("share-menu").getByRole("status")).toHaveText("Link copied to the clipboard.");
  const url = await page.evaluate(() => navigator.clipboard.readText());
  const decoded = decodeState(new URL(url).hash);
  expect(decoded.ok && decoded.state.config).toBe(await editorText(page, "config"));
});

test("the open panel comes back after a reload", async ({ page, watch }) => {
  await openStudio(page);
  const outline = page.getByRole("navigation", { name: "Results" });
  await outline.getByRole("button", { name: /^Permission matrix/ }).click();
  await expect(outline.locator('button[aria-current="true"]')).toHaveAttribute("data-panel", "matrix");
  // The tab's place is written once changes pause.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("scope-studio:view:v1") ?? ""))
    .toContain('"panel":"matrix"');
  await page.reload();
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("panel-matrix").getByRole("heading", { level: 2 })).toBeInViewport();
  await expect(
    page.getByRole("navigation", { name: "Results" }).locator('button[aria-current="true"]'),
  ).toHaveAttribute("data-panel", "matrix");
  expect(watch.errors).toEqual([]);
});

test("a panel out of sight is skipped (content-visibility: auto) on the page as it is", async ({ page }) => {
  await openStudio(page);
  const visibility = await page
    .locator(".panel")
    .first()
    .evaluate((el) => getComputedStyle(el).contentVisibility);
  expect(visibility).toBe("auto");
});

test("OpenClaw at 1,000 agents: a page of cards, and the cursor in agent 733's entry brings its page", async ({
  page,
  watch,
}) => {
  const roster = JSON.stringify(
    {
      agents: {
        ownership: "explicit",
        defaults: { model: "anthropic/claude-sonnet-4-5", systemAgent: { agentId: "agent-0" } },
        entries: Object.fromEntries(
          Array.from({ length: AGENTS }, (_, i) => [`agent-${i}`, { workspace: `~/w/${i}` }]),
        ),
      },
    },
    null,
    2,
  );
  await openStudio(page);
  await setEditorText(page, "config", roster);
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);
  const agents = page.getByTestId("openclaw-panel");
  await expect(page.getByTestId("profile")).toHaveAttribute("data-profile", "openclaw-2026.9");
  await expect(agents.getByTestId("pager-range")).toHaveText("OpenClaw agents 1–100 of 1,000");
  await expect(agents.locator("li[data-agent-id]")).toHaveCount(100);
  const line = (await editorText(page, "config")).split("\n").findIndex((l) => l.includes('"agent-733": {')) + 1;
  await goToLine(page, line + 1);
  await expect(agents.getByTestId("pager-range")).toHaveText("OpenClaw agents 701–800 of 1,000", { timeout: 15_000 });
  await expect(agents.locator('li[data-agent-id="agent-733"]')).toBeVisible();
  await clickUntil(agents.getByRole("button", { name: "Last" }), (timeout) =>
    expect(agents.getByTestId("pager-range")).toHaveText("OpenClaw agents 901–1,000 of 1,000", { timeout }),
  );
  await expect(agents.locator("li[data-agent-id]").last()).toHaveAttribute("data-agent-id", "agent-999");
  expect(watch.errors).toEqual([]);
});

test("typing in an OpenClaw agent's key: one analysis a key, not a second one for the card's page", async ({
  page,
  watch,
}) => {
  // Large enough for the worker, where each analysis asked for is a message to count.
  const roster = JSON.stringify({
    agents: {
      ownership: "explicit",
      defaults: { systemAgent: { agentId: "agent-0" } },
      entries: Object.fromEntries(Array.from({ length: 2_500 }, (_, i) => [`agent-${i}`, { workspace: `~/w/${i}` }])),
    },
  }).replace('"agent-5":', '\n"agent-5"\n:');
  await page.addInitScript(() => {
    const post = Worker.prototype.postMessage;
    (window as unknown as { analyses: number }).analyses = 0;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
      if ((message as { kind?: string } | null)?.kind === "analyze")
        (window as unknown as { analyses: number }).analyses++;
      return (post as (...a: unknown[]) => void).call(this, message, ...rest);
    };
  });
  await openStudio(page);
  await setEditorText(page, "config", roster);
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true, undefined, { timeout: 30_000 });
  const agents = page.getByTestId("openclaw-panel");
  await expect(agents.locator('li[data-agent-id="agent-5"]')).toBeVisible();
  // The cursor in agent 5's key (a line of its own), on the first page, before its closing quote.
  const line = (await editorText(page, "config")).split("\n").indexOf('"agent-5"') + 1;
  await goToLine(page, line);
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);
  const before = await page.evaluate(() => (window as unknown as { analyses: number }).analyses);
  for (const key of ["x", "y", "z"]) {
    await page.keyboard.type(key);
    await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true, undefined, { timeout: 30_000 });
  }
  await expect(agents.locator('li[data-agent-id="agent-5xyz"]')).toBeVisible();
  expect((await page.evaluate(() => (window as unknown as { analyses: number }).analyses)) - before).toBe(3);
  expect(watch.errors).toEqual([]);
});
