/**
 * Coverage and the permission matrix in the page: an uncovered rule listed, "Add a call that uses it" covering it
 * and raising the header's percentage; a matrix cell per agent and tool with its verdict, the tighten preview's
 * changed cells, and a 50 x 30 grid that scrolls inside its frame.
 */
import { editorText, expect, openStudio, setEditorText, test } from "./fixtures";

const CONFIG = JSON.stringify(
  {
    models: [{ provider: "anthropic", id: "claude-sonnet", reasoning: true }],
    agents: { defaults: { model: "anthropic/claude-sonnet" }, list: [{ id: "main", default: true }] },
    tools: [
      { name: "read", class: "read" },
      { name: "edit", class: "edit" },
      { name: "bash", class: "execute" },
    ],
    permission: {
      mode: "default",
      rules: [
        { permission: "bash", pattern: "git status *", action: "allow" },
        { permission: "bash", pattern: "rm *", action: "deny" },
      ],
    },
  },
  null,
  2,
);

const SCENARIOS = JSON.stringify(
  {
    env: { HOME: "/home/ada" },
    team: { agents: [{ name: "scout", parent: "lead", mode: "plan", tools: ["read", "edit", "bash"] }] },
    calls: [{ agent: "lead", tool: "bash", pattern: "git status" }],
  },
  null,
  2,
);

const percent = async (page: import("@playwright/test").Page) =>
  Number(await page.getByTestId("coverage-percent").getAttribute("data-percent"));

test("the coverage panel lists an uncovered rule, and adding a call that uses it covers it", async ({
  page,
  watch,
}) => {
  await openStudio(page);
  await setEditorText(page, "config", CONFIG);
  await setEditorText(page, "scenarios", SCENARIOS);
  const coverage = page.getByTestId("panel-coverage");
  const rule = coverage.locator('.coverage-item[data-path="permission.rules[1]"]');
  await expect(rule).toContainText('rule deny bash "rm *"');
  await expect(coverage.locator('.coverage-item[data-path="permission.rules[0]"]')).toHaveCount(0);
  const before = await percent(page);
  expect(before).toBeLessThan(100);

  await rule.getByRole("button", { name: "Add a call that uses it" }).click();
  await expect(rule).toHaveCount(0);
  await expect.poll(() => percent(page)).toBeGreaterThan(before);
  expect(await editorText(page, "scenarios")).toContain('"pattern": "rm"');
  expect(watch.errors).toEqual([]);
});

test("the jump shows the uncovered rule in the editor", async ({ page }) => {
  await openStudio(page);
  await setEditorText(page, "config", CONFIG);
  await setEditorText(page, "scenarios", SCENARIOS);
  await page.getByRole("tab", { name: "scenarios.json" }).click();
  await page.getByTestId("panel-coverage").getByRole("button", { name: "permission.rules[1]" }).click();
  await expect(page.getByRole("tab", { name: "sophiaclaw.json" })).toHaveAttribute("aria-selected", "true");
});

test("the matrix shows a cell per agent and tool with its verdict, and the tighten preview marks the cells that change", async ({
  page,
}) => {
  await openStudio(page);
  await setEditorText(page, "config", CONFIG);
  await setEditorText(page, "scenarios", SCENARIOS);
  const matrix = page.getByTestId("panel-matrix");
  const table = matrix.getByRole("table");
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await expect(table.locator("thead th")).toHaveText(["Agent", "read", "edit", "bash"]);
  await expect(table.locator("td.matrix-cell")).toHaveCount(2 * 3);
  // The main agent's bash cell: the call's pattern, allowed by the rule.
  const leadBash = table.locator('tr[data-agent="lead"] td[data-tool="bash"]');
  await expect(leadBash).toHaveAttribute("data-answer", "run");
  await expect(leadBash).toContainText("runs");
  await expect(leadBash.getByRole("button")).toHaveAttribute("title", /rule allows bash "git status \*"/);
  // scout in plan mode may not edit: refused, said in words, not colour alone.
  const scoutEdit = table.locator('tr[data-agent="scout"] td[data-tool="edit"]');
  await expect(scoutEdit).toHaveAttribute("data-answer", "refused");
  await expect(scoutEdit).toContainText("refused");
  await expect(table.locator('td[data-changed="true"]')).toHaveCount(0);

  // Tightening the main agent to plan: its edits are denied there.
  await setEditorText(page, "scenarios", SCENARIOS.replace('"team": {', '"team": {\n    "tighten": "plan",'));
  await expect(matrix.getByTestId("matrix-tighten")).toContainText("default → plan");
  const leadEdit = table.locator('tr[data-agent="lead"] td[data-tool="edit"]');
  await expect(leadEdit).toHaveAttribute("data-changed", "true");
  await expect(leadEdit).toContainText("→");
  await expect(leadEdit.locator(".matrix-after")).toHaveAttribute("data-after", "refused");
});

test("a cell is focusable, and Enter asks why about its agent, tool and pattern", async ({ page }) => {
  await openStudio(page);
  await setEditorText(page, "config", CONFIG);
  await setEditorText(page, "scenarios", SCENARIOS);
  const matrix = page.getByTestId("panel-matrix");
  const button = matrix.locator('tr[data-agent="scout"] td[data-tool="edit"] button');
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(matrix.locator(".why")).toBeVisible();
});

test("50 agents by 30 tools render and scroll inside the frame without squeezing the cells", async ({ page }) => {
  const tools = Array.from({ length: 30 }, (_, i) => ({ name: `tool${i}`, class: i % 2 ? "read" : "execute" }));
  const config = JSON.stringify({ ...JSON.parse(CONFIG), tools });
  const agents = Array.from({ length: 49 }, (_, i) => ({
    name: `agent${i}`,
    parent: "lead",
    mode: i % 2 ? "plan" : "default",
    tools: tools.map((t) => t.name),
  }));
  await openStudio(page);
  await setEditorText(page, "config", config);
  await setEditorText(page, "scenarios", JSON.stringify({ team: { agents }, calls: [] }));
  const matrix = page.getByTestId("panel-matrix");
  await expect(matrix.locator("tbody tr")).toHaveCount(50);
  await expect(matrix.locator("td.matrix-cell")).toHaveCount(50 * 30);
  const frame = matrix.locator(".matrix-scroll");
  const sizes = await frame.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }));
  expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
  expect(sizes.scrollHeight).toBeGreaterThan(sizes.clientHeight);
  // No cell's text wraps or is cut: each button is one line as wide as its text.
  const squeezed = await matrix
    .locator("td.matrix-cell button")
    .evaluateAll(
      (buttons) => buttons.filter((b) => b.scrollWidth > b.clientWidth + 1 || b.getClientRects().length !== 1).length,
    );
  expect(squeezed).toBe(0);
  // Scrolled to its far corner, the frame shows the last agent's last tool.
  await frame.evaluate((el) => el.scrollTo(el.scrollWidth, el.scrollHeight));
  const shown = await frame.evaluate((el) => {
    const cell = el.querySelector('tr[data-agent="agent48"] td[data-tool="tool29"]')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return cell.right <= box.right + 1 && cell.bottom <= box.bottom + 1 && cell.left >= box.left && cell.top >= box.top;
  });
  expect(shown).toBe(true);
});
