/**
 * Big documents never block the page: they are analysed in the worker, and every list in the panels draws one page
 * of its entries with a pager, so a document with thousands of calls or agents draws no more than one with four
 * pages of them (the elements are counted, not timed: npm run bench -- page times a keystroke at 1,000 and
 * 10,000 agents), and the last entry is reached by keyboard. A keystroke in a ~550 KB pair of documents brings the
 * panels back to "current".
 */
import type { Page } from "@playwright/test";
import { editorText, expect, openStudio, panel, setEditorText, showTab, test } from "./fixtures";

// Panels out of sight are skipped and laid out as they come near, as on the real page (see stablePanels).
test.use({ stablePanels: false });

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const json = (value: unknown) => JSON.stringify(value, null, 2);

const TOOLS = [
  { name: "bash", class: "execute" },
  { name: "read", class: "read" },
  { name: "edit", class: "edit" },
  { name: "team", class: "delegate", scope: "main" },
];

/** `n` calls, each by an agent the team does not have. */
function manyCalls(n: number) {
  return {
    config: json({ agents: { list: [{ id: "general", default: true }] }, tools: TOOLS }),
    scenarios: json({ calls: range(n).map((i) => ({ agent: `ghost${i}`, tool: "read" })) }),
  };
}

/** 1,000 agents in the config, each with its own workspace and skills. */
function manyAgents(n: number): string {
  return json({
    agents: {
      defaults: { model: "anthropic/claude-sonnet" },
      list: range(n).map((i) => ({
        id: `agent-${i}`,
        ...(i === 0 && { default: true }),
        workspace: `~/work/agent-${i}`,
        model: { primary: "anthropic/claude-sonnet", fallbacks: ["openai/gpt-5"] },
        skills: ["legal.*", `skill-${i}`],
      })),
    },
    tools: TOOLS,
    permission: {
      mode: "default",
      rules: range(50).map((i) => ({ permission: "bash", pattern: `git ${i} *`, action: "allow" })),
    },
  });
}

/** The text with everything up to `marker` on its first line, so Ctrl+Home, End and steps left reach it. */
function firstLineTo(text: string, marker: string): string {
  const at = text.indexOf(marker) + marker.length;
  return text.slice(0, at).replace(/\s*\n\s*/g, " ") + "\n" + text.slice(at);
}

/**
 * About 550 KB of both documents: 500 agents, and a team of 300 subagents making 3,500 calls, with sessions and
 * skills. Each document's first line ends inside an id (`"bench",`), so End then two steps left put the cursor where
 * a typed letter keeps the document valid and changes what the panels show.
 */
/** The config with agents.list first (its first line stays short: the editor wraps long lines, End stops there). */
function listFirst(config: string): string {
  const { agents, ...rest } = JSON.parse(config) as { agents: { list: unknown } & Record<string, unknown> };
  const { list, ...others } = agents;
  return json({ agents: { list, ...others }, ...rest });
}

function bigPair() {
  const config = listFirst(manyAgents(500)).replace('"id": "agent-0",', '"id": "bench",');
  const scenarios = json({
    sessions: [{ key: "bench", agent: "agent-1" }, ...range(200).map((i) => ({ key: `agent:agent-${i}:case-${i}` }))],
    skills: range(300).map((i) => ({ agent: `agent-${i % 40}`, skill: `skill-${i}` })),
    team: {
      agents: range(300).map((i) => ({
        name: `sub${i}`,
        parent: i < 10 ? "lead" : `sub${Math.floor(i / 10) - 1}`,
        mode: i % 3 === 0 ? "plan" : "default",
        request: ["edit"],
        tools: ["read", "edit"],
      })),
    },
    calls: range(3500).map((i) => ({
      agent: `sub${i % 300}`,
      tool: i % 2 ? "edit" : "bash",
      pattern: `git ${i % 50} src/file-${i}.ts`,
    })),
  });
  return { config: firstLineTo(config, '"bench",'), scenarios: firstLineTo(scenarios, '"bench",') };
}

/**
 * The elements the panels draw: the main thread's work for an answer, whatever the documents hold once every list
 * is past its first page and every capped list past its cap. A choice of agent (a select) lists every agent as an
 * option by design, so options are not counted.
 */
const drawn = (page: Page) => page.evaluate(() => document.querySelectorAll(".panels *:not(option)").length);
/**
 * What more a larger document may draw: a note or a count's words (a summary line that appears past a size); one
 * element per entry would be hundreds more.
 */
const SAME_PAGE_SLACK = 10;
/** The engine that made the answer shown. */
const engine = (page: Page) => page.locator(".panels").getAttribute("data-engine");

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      window.__scopeStudio?.analyzed() === true &&
      document.querySelector(".panels")?.getAttribute("data-state") === "current",
    undefined,
    { timeout: 30_000 },
  );
}

test("5,000 calls: the page stays responsive and the pager reaches the last call by keyboard", async ({
  page,
  watch,
}) => {
  test.setTimeout(120_000);
  await openStudio(page);
  const few = manyCalls(400);
  await setEditorText(page, "config", few.config);
  await setEditorText(page, "scenarios", few.scenarios);
  await settle(page);
  const fourPages = await drawn(page);
  const { config, scenarios } = manyCalls(5000);
  await setEditorText(page, "scenarios", scenarios);
  await expect(page.getByTestId("pager-range").filter({ hasText: "of 5,000" }).first()).toBeVisible({
    timeout: 30_000,
  });
  await settle(page);
  expect(config).toBe(few.config);
  expect(await engine(page), "analysed off the main thread").toBe("worker");
  expect(await drawn(page), "elements drawn for 5,000 calls, as for 400").toBeLessThanOrEqual(
    fourPages + SAME_PAGE_SLACK,
  );

  const delegation = panel(page, "delegation");
  const pager = delegation.getByRole("navigation", { name: "Calls: pages" });
  await expect(pager.getByTestId("pager-range")).toHaveText("Calls 1–100 of 5,000");
  await expect(delegation.locator("[data-call-index]")).toHaveCount(100);
  await expect(delegation.locator("[data-call-index]").first()).toHaveAttribute("data-agent", "ghost0");

  await pager.getByRole("button", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await expect(pager.getByTestId("pager-range")).toHaveText("Calls 101–200 of 5,000");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(pager.getByTestId("pager-range")).toHaveText("Calls 4,901–5,000 of 5,000");
  await expect(delegation.locator("[data-call-index]")).toHaveCount(100);
  await expect(delegation.locator("[data-call-index]").last()).toHaveAttribute("data-agent", "ghost4999");
  // The focus stays on the pager (its "Last" button, now without a page to go to), not lost to the page's top.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Last");
  await page.keyboard.press("Enter");
  await expect(pager.getByTestId("pager-range")).toHaveText("Calls 4,901–5,000 of 5,000");
  expect(watch.errors).toEqual([]);
});

test("a 3,000-deep chain of subagents is drawn a page of rows at a time, down to its last member", async ({
  page,
  watch,
}) => {
  test.setTimeout(120_000);
  await openStudio(page);
  await setEditorText(
    page,
    "scenarios",
    json({ team: { agents: range(3000).map((i) => ({ name: `a${i}`, parent: i === 0 ? "lead" : `a${i - 1}` })) } }),
  );
  await settle(page);
  expect(await engine(page), "analysed off the main thread").toBe("worker");
  const delegation = panel(page, "delegation");
  await expect(delegation.locator(".panel-error")).toHaveCount(0);
  const pager = delegation.getByRole("navigation", { name: "Team: pages" });
  await expect(pager.getByTestId("pager-range")).toHaveText("Team 1–100 of 3,001");
  await pager.getByRole("button", { name: "Last" }).focus();
  await page.keyboard.press("Enter");
  await expect(pager.getByTestId("pager-range")).toHaveText("Team 3,001–3,001 of 3,001");
  await expect(delegation.locator("[data-node]")).toHaveCount(1);
  await expect(delegation.locator('[data-node="a2999"]')).toBeVisible();
  await expect(delegation.locator('[data-node="a2999"]').locator("..")).toHaveAttribute("data-depth", "3000");
  expect(watch.errors).toEqual([]);
});

test("1,000 agents: analysed in the worker, and drawn as 400 are", async ({ page, watch }) => {
  test.setTimeout(120_000);
  await openStudio(page);
  await setEditorText(page, "config", manyAgents(400));
  await expect(page.getByTestId("pager-range").filter({ hasText: "of 400" }).first()).toBeVisible({ timeout: 30_000 });
  await settle(page);
  const fourPages = await drawn(page);
  await setEditorText(page, "config", manyAgents(1000));
  await expect(page.getByTestId("pager-range").filter({ hasText: "of 1,000" }).first()).toBeVisible({
    timeout: 30_000,
  });
  await settle(page);
  expect(await engine(page), "analysed off the main thread").toBe("worker");
  expect(await drawn(page), "elements drawn for 1,000 agents, as for 400").toBeLessThanOrEqual(
    fourPages + SAME_PAGE_SLACK,
  );
  const agents = panel(page, "agents");
  await expect(agents.getByRole("navigation", { name: "Agents: pages" }).getByTestId("pager-range")).toHaveText(
    "Agents 1–100 of 1,000",
  );
  await expect(agents.locator("[data-agent-id]")).toHaveCount(100);
  expect(watch.errors).toEqual([]);
});

test("a keystroke in a ~550 KB pair brings the panels back to current, a page of each list drawn", async ({
  page,
  watch,
}) => {
  test.setTimeout(180_000);
  await openStudio(page);
  const { config, scenarios } = bigPair();
  expect(config.length + scenarios.length).toBeGreaterThan(500_000);
  await setEditorText(page, "scenarios", scenarios);
  await setEditorText(page, "config", config);
  await settle(page);
  const before = await drawn(page);
  for (const [doc, keys] of [
    ["config", "abc"],
    ["scenarios", "xyz"],
  ] as const) {
    await showTab(page, doc);
    await page.locator(".monaco-editor .view-lines").first().click();
    for (const key of keys) {
      await page.keyboard.press("ControlOrMeta+Home");
      await page.keyboard.press("End");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press(key);
      await settle(page);
    }
  }
  expect((await editorText(page, "config")).slice(0, 200)).toContain('"benchabc"');
  expect((await editorText(page, "scenarios")).slice(0, 200)).toContain('"benchxyz"');
  expect(await engine(page), "analysed off the main thread").toBe("worker");
  // What keeps it so: each list draws one page, whatever the document holds.
  const delegation = panel(page, "delegation");
  await expect(delegation.getByRole("navigation", { name: "Calls: pages" }).getByTestId("pager-range")).toHaveText(
    "Calls 1–100 of 3,500",
  );
  await expect(delegation.locator("[data-call-index]")).toHaveCount(100);
  await expect(delegation.locator("[data-node]")).toHaveCount(100);
  expect(await drawn(page), "a keystroke redraws as many elements as there were").toBe(before);
  expect(watch.errors).toEqual([]);
});
