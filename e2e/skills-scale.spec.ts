/**
 * The skills panel at the sizes real teams reach: 1,000 agents with 20 skill tests each are listed one row per test
 * (the agent a column), paged to the last test, narrowed to one agent, followed by the editor's cursor; a few agents
 * keep the grid. At 1280x720 and on a phone no id or word is broken across lines and the page never scrolls sideways
 * (a table wider than the panel scrolls in its own frame).
 */
import type { Locator, Page } from "@playwright/test";
import { expect, openStudio, panel, setEditorText, showTab, test, goToLine } from "./fixtures";

const AGENTS = 1000;
const SKILLS = 20;
const TESTS = AGENTS * SKILLS;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** 1,000 agents, each allowing "legal.*" and a skill of its own. */
const config = JSON.stringify(
  {
    agents: {
      list: range(AGENTS).map((i) => ({
        id: `agent-${i}`,
        ...(i === 0 && { default: true }),
        skills: ["legal.*", `own-${i}`],
      })),
    },
  },
  null,
  2,
);

/** Each agent's 20 tests: allowed by a prefix, by its own name, and denied (one of them expected allowed, missed). */
const skillOf = (agent: number, k: number) => (k === 0 ? "legal.contract" : k === 1 ? `own-${agent}` : `tool.${k}`);

/** One test per line, scenarios.skills[n] on line n + 3, small enough that the editor tells the panels its cursor. */
const scenarios = [
  "{",
  '  "skills": [',
  range(TESTS)
    .map((n) => {
      const agent = Math.floor(n / SKILLS);
      const k = n % SKILLS;
      return `    {"agent":"agent-${agent}","skill":"${skillOf(agent, k)}"${k === 2 ? ',"expect":true' : ""}}`;
    })
    .join(",\n"),
  "  ]",
  "}",
].join("\n");

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      window.__scopeStudio?.analyzed() === true &&
      document.querySelector(".panels")?.getAttribute("data-state") === "current",
    undefined,
    { timeout: 60_000 },
  );
}

async function openBig(page: Page): Promise<void> {
  await openStudio(page);
  await setEditorText(page, "config", config);
  await setEditorText(page, "scenarios", scenarios);
  await settle(page);
}

/**
 * Every word in the skills table that is broken across lines (an id, a skill name, a word of a reason), and every
 * id or name wider than its own box. A word on one line has one box; "agen t-01" has two.
 */
async function brokenWords(skills: Locator): Promise<string[]> {
  return skills.evaluate((root) => {
    const broken: string[] = [];
    for (const table of root.querySelectorAll(".skills-table")) {
      for (const code of table.querySelectorAll("code")) {
        if (code.getClientRects().length !== 1 || code.scrollWidth > code.clientWidth + 1)
          broken.push(code.textContent!);
      }
      const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // The sentence for screen readers is clipped to a pixel on purpose.
        if (node.parentElement?.closest(".sr-only")) continue;
        const text = node.textContent ?? "";
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
}

/** Whether the page, or the skills panel itself, is wider than the window. */
async function overflows(page: Page, skills: Locator) {
  return {
    page: await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    panel: await skills.evaluate((el) => el.scrollWidth > el.clientWidth),
  };
}

const rowIndices = (skills: Locator) =>
  skills
    .locator("td[data-skill-index]")
    .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute("data-skill-index"))));

test.describe("1,000 agents at 1280x720", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("every test is listed one per row and reachable page by page, no word broken", async ({ page, watch }) => {
    test.setTimeout(120_000);
    await openBig(page);
    const skills = panel(page, "skills");
    // Too many agents for a grid: no grid, no choice of layout, the tests listed with the agent as a column.
    await expect(skills.getByRole("group", { name: "Skills laid out as" })).toHaveCount(0);
    const table = skills.getByRole("region", { name: "Skill tests, one per row" });
    await expect(table.getByRole("columnheader")).toHaveText(["Skill", "Agent", "Answer", "Reason"]);
    const pager = skills.getByRole("navigation", { name: "Skill tests: pages" });
    await expect(pager.getByTestId("pager-range")).toHaveText("Skill tests 1–100 of 20,000");
    await expect(skills.locator("td[data-allowed]")).toHaveCount(100);
    const first = skills.locator('td[data-skill-index="2"]');
    await expect(first).toHaveAttribute("data-allowed", "false");
    await expect(first).toContainText("expectation missed");
    await expect(skills.locator('td[data-skill-index="0"]')).toHaveAttribute("data-allowed", "true");
    expect(await brokenWords(skills)).toEqual([]);
    await skills.scrollIntoViewIfNeeded();
    expect(await overflows(page, skills)).toEqual({ page: false, panel: false });

    // Page by page (each page drawn where the analysis runs), then the last: in document order, nothing left out.
    const seen: number[] = [];
    const next = pager.getByRole("button", { name: "Next" });
    for (let p = 0; p < 3; p++) {
      await expect(pager.getByTestId("pager-range")).toHaveText(
        `Skill tests ${(p * 100 + 1).toLocaleString("en-US")}–${((p + 1) * 100).toLocaleString("en-US")} of 20,000`,
      );
      seen.push(...(await rowIndices(skills)));
      await next.click();
    }
    expect(seen).toEqual(range(300));
    await pager.getByRole("button", { name: "Last" }).click();
    await expect(pager.getByTestId("pager-range")).toHaveText("Skill tests 19,901–20,000 of 20,000");
    expect(await rowIndices(skills)).toEqual(range(100).map((i) => TESTS - 100 + i));
    const last = skills.locator('td[data-skill-index="19999"]');
    await expect(last).toHaveAttribute("data-agent", "agent-999");
    await expect(last).toHaveAttribute("data-skill", "tool.19");
    expect(await brokenWords(skills)).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test("one agent's tests, and the test the editor's cursor is in", async ({ page, watch }) => {
    test.setTimeout(180_000);
    await openBig(page);
    const skills = panel(page, "skills");
    await skills.getByLabel("Tests of").selectOption("agent-733");
    await expect(skills.locator("td[data-allowed]")).toHaveCount(SKILLS);
    expect(await rowIndices(skills)).toEqual(range(SKILLS).map((k) => 733 * SKILLS + k));
    await expect(skills.locator('td[data-agent="agent-733"][data-skill="own-733"]')).toHaveAttribute(
      "data-allowed",
      "true",
    );
    await expect(skills.getByRole("navigation", { name: "Skill tests: pages" })).toHaveCount(0);

    // Every agent again, then the cursor on scenarios.skills[15000] (line 15,003) brings its page and marks it.
    await skills.getByLabel("Tests of").selectOption("");
    await showTab(page, "scenarios");
    await goToLine(page, 15003);
    await expect(skills.getByTestId("pager-range")).toHaveText("Skill tests 15,001–15,100 of 20,000");
    const row = skills.locator("tr", { has: page.locator('td[data-skill-index="15000"]') });
    await expect(row).toHaveAttribute("aria-current", "true");
    await expect(row).toBeInViewport();
    expect(watch.errors).toEqual([]);
  });
});

test("1,000 agents on a phone: the list fits, its table scrolls in its own frame", async ({ page, watch }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openBig(page);
  await page.getByRole("group", { name: "Show" }).getByRole("button", { name: "Results" }).click();
  const skills = panel(page, "skills");
  await skills.scrollIntoViewIfNeeded();
  await expect(skills.locator("td[data-allowed]")).toHaveCount(100);
  expect(await brokenWords(skills)).toEqual([]);
  expect(await overflows(page, skills)).toEqual({ page: false, panel: false });
  // The filter's longest choice and the pager fit the screen too.
  const box = await skills.getByLabel("Tests of").boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(watch.errors).toEqual([]);
});

/** Six agents with long ids: the grid, each id on one line, and the same tests as a list on request. */
const six = {
  config: JSON.stringify({
    agents: {
      list: range(6).map((i) => ({
        id: `security-reviewer-${i}`,
        ...(i === 0 && { default: true }),
        skills: ["review.*"],
      })),
    },
  }),
  scenarios: JSON.stringify({
    skills: range(6).flatMap((i) =>
      ["review.security-audit", "docs.release-notes"].map((skill) => ({ agent: `security-reviewer-${i}`, skill })),
    ),
  }),
};

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`six agents at ${viewport.width}x${viewport.height}: the grid, no id broken, a list on request`, async ({
    page,
    watch,
  }) => {
    await page.setViewportSize(viewport);
    await openStudio(page);
    await setEditorText(page, "config", six.config);
    await setEditorText(page, "scenarios", six.scenarios);
    await settle(page);
    if (viewport.width < 600)
      await page.getByRole("group", { name: "Show" }).getByRole("button", { name: "Results" }).click();
    const skills = panel(page, "skills");
    await skills.scrollIntoViewIfNeeded();
    const grid = skills.getByRole("region", { name: "Skills by agent" });
    await expect(grid.getByRole("columnheader")).toHaveText([
      "Skill",
      ...range(6).map((i) => `security-reviewer-${i}`),
    ]);
    await expect(
      skills.locator('td[data-skill="docs.release-notes"][data-agent="security-reviewer-5"]'),
    ).toHaveAttribute("data-allowed", "false");
    expect(await brokenWords(skills)).toEqual([]);
    expect(await overflows(page, skills)).toEqual({ page: false, panel: false });

    const layout = skills.getByRole("group", { name: "Skills laid out as" });
    await expect(layout.getByRole("button", { name: "Skills by agent" })).toHaveAttribute("aria-pressed", "true");
    await layout.getByRole("button", { name: "One row per test" }).click();
    await expect(layout.getByRole("button", { name: "One row per test" })).toHaveAttribute("aria-pressed", "true");
    await expect(skills.locator("td[data-allowed]")).toHaveCount(12);
    await expect(skills.getByRole("region", { name: "Skill tests, one per row" })).toBeVisible();
    expect(await brokenWords(skills)).toEqual([]);
    expect(await overflows(page, skills)).toEqual({ page: false, panel: false });
    expect(watch.errors).toEqual([]);
  });
}
