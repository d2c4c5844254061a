/**
 * "Why not?" on the page: a call that asks the person, the changes the engine offers, the first one applied with
 * one click, and the call then runs; one undo in the editor brings the question back.
 */
import { clickUntil, editorText, expect, openStudio, panel, showTab, test } from "./fixtures";

test("a call that asks the person runs after the first suggestion is applied", async ({ page, watch }) => {
  await openStudio(page);
  const calls = panel(page, "delegation");
  // The starter's explorer asks the person before `npm install`.
  const call = calls.locator('li.call[data-call-index="1"]');
  await expect(call).toHaveAttribute("data-verdict", "person");
  await call.getByRole("button", { name: /^Why not\? explorer bash npm install/ }).click();
  const why = call.locator("section.why");
  await expect(why).toHaveAttribute("data-why-state", "found");
  const first = why.locator("li.why-item").first();
  await expect(first.locator(".why-title")).toContainText("Approve bash");
  await expect(first.locator(".why-add").first()).toBeVisible();
  const before = await editorText(page, "scenarios");
  await first.getByRole("button", { name: /^Apply:/ }).click();
  await expect(why.getByRole("status")).toContainText("Applied");
  // The call (the same scenario entry, now answered again) runs.
  await expect(call).toHaveAttribute("data-verdict", "run");
  expect(await editorText(page, "scenarios")).not.toBe(before);
  expect(await editorText(page, "scenarios")).toContain('"approvals"');
  // One undo in the editor takes the whole change back.
  await showTab(page, "scenarios");
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+Z");
  await expect.poll(() => editorText(page, "scenarios")).toBe(before);
  await expect(call).toHaveAttribute("data-verdict", "person");
  expect(watch.errors).toEqual([]);
});

test("after Apply the card shows the new answer, no stale Apply is left, and Undo takes back both documents from the panel", async ({
  page,
  watch,
}) => {
  await openStudio(page);
  const call = panel(page, "delegation").locator('li.call[data-call-index="2"]');
  await expect(call).toHaveAttribute("data-verdict", "refused");
  await call.getByRole("button", { name: /^Why not\? explorer bash rm -rf build/ }).click();
  const why = call.locator("section.why");
  await expect(why).toHaveAttribute("data-why-state", "found");
  const first = why.locator("li.why-item").first();
  // It changes both documents, and it breaks the call's own pin: said, not "changes no other answer".
  await expect(first.locator(".why-pin")).toContainText("Breaks the pinned expectation at calls[2].expect");
  await expect(first).not.toContainText("Changes no other answer.");
  const config = await editorText(page, "config");
  const scenarios = await editorText(page, "scenarios");
  await first.getByRole("button", { name: /^Apply:/ }).click();
  await expect(call).toHaveAttribute("data-verdict", "run");
  await expect(why.getByRole("status")).toContainText("in sophiaclaw.json and scenarios.json");
  await expect(why.getByRole("button", { name: /^Apply:/ })).toHaveCount(0);
  // Byte for byte: the config is the same text less the rule's own line (its neighbours and comments untouched).
  const ruleLine = config.split("\n").find((l) => l.includes('"rm -rf *"'))!;
  expect(await editorText(page, "config")).toBe(config.replace(`${ruleLine}\n`, ""));
  expect(await editorText(page, "config")).toContain("// Applies to edit and write alike: never touch env files.");
  await why.getByRole("button", { name: "Undo" }).click();
  await expect.poll(() => editorText(page, "config")).toBe(config);
  await expect.poll(() => editorText(page, "scenarios")).toBe(scenarios);
  await expect(call).toHaveAttribute("data-verdict", "refused");
  await expect(why).toHaveAttribute("data-why-state", "found");
  expect(watch.errors).toEqual([]);
});

test("a call that runs offers what would stop it, each change verified", async ({ page, watch }) => {
  await openStudio(page);
  const call = panel(page, "delegation").locator('li.call[data-verdict="run"]').first();
  await call.getByRole("button", { name: /^What would stop it\?/ }).click();
  const items = call.locator("section.why li.why-item");
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(1);
  await expect(items.first().locator(".why-title")).toContainText("deny");
  expect(watch.errors).toEqual([]);
});

test("a skill the filter denies says which pattern to add", async ({ page, watch }) => {
  await openStudio(page);
  const cell = panel(page, "skills").locator('td[data-skill="docs.readme"][data-agent="reviewer"]');
  await expect(cell).toHaveAttribute("data-allowed", "false");
  await cell.getByRole("button", { name: "Why? docs.readme denied for reviewer" }).click();
  const first = cell.locator("section.why li.why-item").first();
  await expect(first.locator(".why-title")).toHaveText('Add "docs.readme" to reviewer\'s skills');
  await first.getByRole("button", { name: /^Apply:/ }).click();
  await expect(cell).toHaveAttribute("data-allowed", "true");
  expect(watch.errors).toEqual([]);
});

test("a permission matrix cell asks why not for its call", async ({ page, watch }) => {
  await openStudio(page);
  const matrix = page.getByTestId("panel-matrix");
  const row = matrix.locator("tr", { has: page.locator("th", { hasText: "fixer" }) });
  const cell = row.locator('td[data-tool="webfetch"]');
  await expect(cell).toHaveAttribute("data-answer", "refused");
  const why = matrix.locator("section.why");
  // Asking again for the same cell keeps the same answer open.
  await clickUntil(cell.getByRole("button"), (timeout) =>
    expect(why).toHaveAttribute("data-why-state", "found", { timeout }),
  );
  await expect(why.locator("li.why-item").first().locator(".why-title")).toHaveText("Give fixer the tool webfetch");
  expect(watch.errors).toEqual([]);
});

test("a session says what key or agent would give it another agent", async ({ page, watch }) => {
  await openStudio(page);
  const session = panel(page, "session");
  await session.getByLabel("Give this session the agent").selectOption("writer");
  await session.getByRole("button", { name: "What would?" }).click();
  const first = session.locator("section.why li.why-item").first();
  await expect(first.locator(".why-title")).toHaveText('Use the session key "agent:writer:pr-42"');
  await first.getByRole("button", { name: /^Apply:/ }).click();
  await expect(session.getByTestId("session-agent")).toHaveText("writer");
  expect(watch.errors).toEqual([]);
});
