/**
 * The decision diff on the page: a link opened is the baseline; an edit of a rule lists the flipped verdict in the
 * Changes panel with both reasons, and the entry leads to the rule. Loading an example snapshots the work first,
 * and the snapshot brings it back. The panel passes axe in both themes. Typing in a config large enough for the
 * worker, the agents come first and the Changes panel once typing pauses (the worker's answer in two parts).
 */
import type { Page } from "@playwright/test";
import { encodeState } from "../src/core/index";
import { seriousViolations } from "./axe";
import { editorText, expect, openStudio, setEditorText, test, goToLine } from "./fixtures";

const config = (action: string) => `{
  "agents": { "list": [{ "id": "main", "default": true }] },
  "tools": [{ "name": "bash", "class": "execute" }],
  "permission": {
    "mode": "default",
    "rules": [
      { "permission": "bash", "pattern": "git status *", "action": "${action}" }
    ]
  }
}
`;
const SCENARIOS = '{ "calls": [{ "agent": "lead", "tool": "bash", "pattern": "git status --short" }] }\n';
const FLIPPED = "call lead bash git status --short verdict";

test.afterEach(async ({ watch, baseURL }) => {
  const origin = new URL(baseURL ?? "http://127.0.0.1:4173").origin;
  expect(
    watch.requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")),
  ).toEqual([]);
  expect(watch.errors).toEqual([]);
});

const changes = (page: Page) => page.getByTestId("panel-changes");

/** Opens the studio at a link holding `docs`, as a fresh load, and waits for its analysis. */
async function openLink(page: Page, baseURL: string | undefined, docs: { config: string; scenarios: string }) {
  const origin = new URL(baseURL ?? "http://127.0.0.1:4173").origin;
  await page.goto("about:blank");
  await page.goto(`${origin}/#${encodeState({ ...docs, tab: "config" })}`);
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true, undefined, { timeout: 20_000 });
}

test("an edited rule lists the flipped verdict with both reasons, and the entry leads to the rule", async ({
  page,
  baseURL,
}) => {
  await openStudio(page);
  await openLink(page, baseURL, { config: config("allow"), scenarios: SCENARIOS });
  await expect(changes(page).getByLabel("Compare with", { exact: true })).toHaveValue("opened");
  await expect(changes(page).getByLabel("Compare with", { exact: true }).locator("option:checked")).toHaveText(
    "The link this page opened",
  );
  await expect(changes(page)).toContainText("No answer differs from the baseline.");

  await setEditorText(page, "config", config("deny"));
  const entry = changes(page).locator(`[data-change-key="${FLIPPED}"]`);
  await expect(entry).toHaveAttribute("data-change", "changed");
  await expect(changes(page).locator("[data-change-key]")).toHaveCount(1);
  const before = entry.locator('[data-side="before"]');
  const after = entry.locator('[data-side="after"]');
  await expect(before.locator(".change-value")).toHaveText("run");
  await expect(before.locator(".change-why")).toContainText('rule allows bash "git status *"');
  await expect(after.locator(".change-value")).toHaveText("refused");
  await expect(after.locator(".change-why")).toContainText('rule denies bash "git status *"');

  await entry.getByRole("button").click();
  const selection = await page.evaluate(() => window.__scopeStudio?.selection());
  expect(selection?.doc).toBe("config");
  const text = await editorText(page, "config");
  expect(text.slice(selection?.start ?? 0, selection?.end ?? 0)).toBe(
    '{ "permission": "bash", "pattern": "git status *", "action": "deny" }',
  );

  // Back to the link's text: nothing differs.
  await setEditorText(page, "config", config("allow"));
  await expect(changes(page)).toContainText("No answer differs from the baseline.");
});

test("loading an example snapshots the work first, and the snapshot brings it back", async ({ page }) => {
  await openStudio(page);
  const mine = { config: config("ask"), scenarios: SCENARIOS };
  await setEditorText(page, "config", mine.config);
  await setEditorText(page, "scenarios", mine.scenarios);
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);

  await page.getByRole("button", { name: "Examples", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Examples" })
    .getByRole("button", { name: "Open Plan-mode delegation" })
    .click();
  await expect.poll(() => editorText(page, "config")).toContain('"plan"');
  await expect(changes(page).getByLabel("Compare with", { exact: true }).locator("option:checked")).toHaveText(
    "The example as loaded: Plan-mode delegation",
  );

  await changes(page)
    .getByText(/^Snapshots/)
    .click();
  const snapshot = changes(page).locator('[data-snapshot="Before opening Plan-mode delegation"]');
  await expect(snapshot.locator(".snapshot-summary")).toHaveText(/\d+ answers? differs?/);
  await snapshot.getByRole("button", { name: "Restore Before opening Plan-mode delegation" }).click();
  await expect.poll(() => editorText(page, "config")).toBe(mine.config);
  expect(await editorText(page, "scenarios")).toBe(mine.scenarios);

  // The example's texts were snapshotted before the restore: comparing with them lists what differs.
  const select = changes(page).getByLabel("Compare with", { exact: true });
  await select.selectOption({ label: "Snapshot: Before restoring Before opening Plan-mode delegation" });
  await expect(changes(page).locator("[data-change-key]").first()).toBeVisible();
  await select.focus();
  await page.keyboard.press("Home");
  await expect(select.locator("option:checked")).toHaveText("The example as loaded: Plan-mode delegation");

  // The snapshots outlive the page.
  await page.reload();
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true, undefined, { timeout: 20_000 });
  await changes(page)
    .getByText(/^Snapshots/)
    .click();
  await expect(changes(page).locator('[data-snapshot="Before opening Plan-mode delegation"]')).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`axe finds no serious violation in the Changes panel, ${colorScheme} theme`, async ({ page, baseURL }) => {
    await page.emulateMedia({ colorScheme });
    await openLink(page, baseURL, { config: config("allow"), scenarios: SCENARIOS });
    await setEditorText(page, "config", config("deny"));
    await expect(changes(page).locator(`[data-change-key="${FLIPPED}"]`)).toBeVisible();
    await changes(page)
      .getByText(/^Snapshots/)
      .click();
    await changes(page).getByRole("button", { name: "Take a snapshot" }).click();
    await expect(changes(page).locator("[data-snapshot]")).toHaveCount(1);
    expect(await seriousViolations(page, "#panel-changes")).toEqual([]);
  });
}

test("typing in a large config: the agent's card changes at once, the Changes panel once typing pauses", async ({
  page,
  baseURL,
}) => {
  // Over the page's 200,000 characters: analysed in the worker, whose answer to a keystroke comes in two parts.
  const large = JSON.stringify(
    {
      agents: {
        list: Array.from({ length: 2500 }, (_, i) => ({
          id: `agent-${i}`,
          ...(i === 0 && { default: true }),
          workspace: `~/teams/t${i % 10}/agent-${i}`,
        })),
      },
    },
    null,
    2,
  );
  expect(large.length).toBeGreaterThan(200_000);
  await openLink(page, baseURL, { config: large, scenarios: "{}" });
  await expect(changes(page)).toContainText("No answer differs from the baseline.");
  const line = large.split("\n").findIndex((l) => l.includes('"id": "agent-5"')) + 1;
  await goToLine(page, line);
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  // Every state the Changes panel's frame goes through: marked pending (busy) while it is still the text before's.
  await page.evaluate(() => {
    const w = window as unknown as { __changesStates: string[] };
    w.__changesStates = [];
    new MutationObserver(() => {
      const panel = document.getElementById("panel-changes");
      const state = `${panel?.className} busy=${panel?.getAttribute("aria-busy")}`;
      if (w.__changesStates.at(-1) !== state) w.__changesStates.push(state);
    }).observe(document.querySelector(".panels")!, { subtree: true, attributes: true, attributeFilter: ["class"] });
  });
  await page.keyboard.type("x");
  await expect(page.getByTestId("panel-agents").locator('[data-agent-id="agent-5x"]')).toHaveCount(1);
  await expect(changes(page).locator('[data-change-key="agent agent-5x workspace"]')).toHaveAttribute(
    "data-change",
    "added",
  );
  await expect(changes(page).locator('[data-change-key="agent agent-5 workspace"]')).toHaveAttribute(
    "data-change",
    "removed",
  );
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);
  const states = await page.evaluate(() => (window as unknown as { __changesStates: string[] }).__changesStates);
  expect(states, "marked pending between the two parts").toContain("panel pending busy=true");
  await expect(changes(page)).toHaveAttribute("class", "panel");
  await expect(changes(page)).not.toHaveAttribute("aria-busy", /./);
});
