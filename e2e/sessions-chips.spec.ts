/**
 * Provenance chips in words that reveal the field they name; every session listed, the form editing the session
 * chosen (or adding one) and never another; "Add skill" leaving the other entries' text as it was.
 */
import { findNodeAtLocation, parseTree } from "jsonc-parser";
import { editorText, expect, openStudio, panel, setEditorText, test } from "./fixtures";

/** The text of each entry of a top-level list of the scenarios, as written. */
async function entries(page: import("@playwright/test").Page, list: "sessions" | "skills"): Promise<string[]> {
  const text = await editorText(page, "scenarios");
  const node = findNodeAtLocation(parseTree(text)!, [list]);
  return (node?.children ?? []).map((c) => text.slice(c.offset, c.offset + c.length));
}

test("a chip says in words where a value came from, and a click lands on the field it names", async ({
  page,
  watch,
}) => {
  await openStudio(page);
  const agents = panel(page, "agents");
  // writer has no workspace: the state folder, expanded, and why it is that folder.
  const writer = agents.getByRole("listitem", { name: "Agent writer" });
  const state = writer.locator('.chip[data-step="state-workspace"]');
  await expect(state).toHaveText(
    "from the state folder /home/ada/.sophiaclaw (SOPHIACLAW_STATE_DIR unset: ~/.sophiaclaw): not the default agent, and no workspace of its own",
  );
  // No chip shows an internal step name.
  for (const text of await agents.locator(".chip").allTextContents()) {
    expect(text).not.toMatch(/state-workspace|state-agentDir|defaults\.model\b(?!\.)|agent\.workspace/);
  }
  // The defaults' model, in words; a click selects that field in the config.
  const assistant = agents.getByRole("listitem", { name: "Agent assistant" });
  const model = assistant.locator('.chip[data-step="defaults.model"]');
  await expect(model).toHaveText("from the defaults' model (agents.defaults.model.primary)");
  await model.click();
  let selection = await page.evaluate(() => window.__scopeStudio?.selection());
  expect(selection?.doc).toBe("config");
  let text = await editorText(page, "config");
  expect(text.slice(selection?.start ?? 0, selection?.end ?? 0)).toBe('"anthropic/claude-sonnet"');

  // The reviewer's own workspace: the field, not the agent's id.
  const reviewer = agents.getByRole("listitem", { name: "Agent reviewer" });
  await reviewer.locator('.chip[data-step="agent.workspace"]').click();
  selection = await page.evaluate(() => window.__scopeStudio?.selection());
  text = await editorText(page, "config");
  expect(text.slice(selection?.start ?? 0, selection?.end ?? 0)).toBe('"~/src/app"');

  // With the state folder set in the scenarios, the chip names it and reveals that variable.
  const scenarios = await editorText(page, "scenarios");
  await setEditorText(
    page,
    "scenarios",
    scenarios.replace('"HOME": "/home/ada",', '"HOME": "/home/ada", "SOPHIACLAW_STATE_DIR": "/srv/claw",'),
  );
  await expect(state).toHaveText(
    "from the state folder /srv/claw (SOPHIACLAW_STATE_DIR=/srv/claw): not the default agent, and no workspace of its own",
  );
  await state.click();
  selection = await page.evaluate(() => window.__scopeStudio?.selection());
  expect(selection?.doc).toBe("scenarios");
  text = await editorText(page, "scenarios");
  expect(text.slice(selection?.start ?? 0, selection?.end ?? 0)).toBe('"/srv/claw"');
  expect(watch.errors).toEqual([]);
});

test("every session is listed, and the form edits the one chosen or adds one", async ({ page, watch }) => {
  await openStudio(page);
  const session = panel(page, "session");
  const items = session.locator("ol.sessions > li");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Session 1: "agent:reviewer:pr-42"');
  await expect(items.nth(0).locator("[data-session-agent]")).toHaveText("reviewer");
  await expect(items.nth(1)).toContainText('Session 2: "discord:dm:ada"');
  await expect(items.nth(1).locator("[data-session-agent]")).toHaveText("assistant");
  await expect(items.nth(1).getByRole("button", { name: /^Pin assistant as expected/ })).toBeVisible();
  await expect(session.getByTestId("session-editing")).toHaveText('Editing Session 1: "agent:reviewer:pr-42"');
  // A session's name shows its entry in the editor.
  await items
    .nth(1)
    .getByRole("button", { name: /^Show Session 2/ })
    .click();
  const selection = await page.evaluate(() => window.__scopeStudio?.selection());
  expect(selection?.doc).toBe("scenarios");
  const text = await editorText(page, "scenarios");
  expect(text.slice(selection?.start ?? 0, selection?.end ?? 0)).toBe(
    '{ "key": "discord:dm:ada", "expect": "assistant" }',
  );

  // Choose the second session: the form names it, and typing changes it alone.
  await items
    .nth(1)
    .getByRole("button", { name: /^Edit Session 2/ })
    .click();
  await expect(session.getByTestId("session-editing")).toHaveText('Editing Session 2: "discord:dm:ada"');
  const before = await entries(page, "sessions");
  await session.getByLabel("Agent override").fill("writer");
  await expect(items.nth(1).locator("[data-session-agent]")).toHaveText("writer");
  await expect(session.getByTestId("session-selected-agent")).toHaveText("writer");
  await expect(session.locator(".chain .winner")).toContainText("writer");
  let after = await entries(page, "sessions");
  expect(after[0]).toBe(before[0]);
  expect(after[1]).not.toBe(before[1]);
  await expect(session.getByTestId("session-agent")).toHaveText("reviewer");

  // A new session: added after the last, the others unchanged, and the form goes on editing the new one.
  await session.getByLabel("Session to edit").selectOption({ label: "A new session" });
  await expect(session.getByTestId("session-editing")).toHaveText("Typing adds a new session after the last one.");
  await session.getByLabel("Session key").fill("agent:writer:notes");
  await expect(items).toHaveCount(3);
  await expect(items.nth(2)).toContainText('Session 3: "agent:writer:notes"');
  await expect(session.getByTestId("session-editing")).toHaveText('Editing Session 3: "agent:writer:notes"');
  const now = await entries(page, "sessions");
  expect(now.slice(0, 2)).toEqual(after);
  expect(now[2]).toBe('{ "key": "agent:writer:notes" }');
  await session.getByLabel("Agent override").fill("assistant");
  after = await entries(page, "sessions");
  expect(after).toHaveLength(3);
  expect(after.slice(0, 2)).toEqual(now.slice(0, 2));
  await expect(items.nth(2).locator("[data-session-agent]")).toHaveText("assistant");

  // Typed key by key, a new session is one entry, not one per key.
  await session.getByLabel("Session to edit").selectOption({ label: "A new session" });
  await session.getByLabel("Session key").pressSequentially("agent:x:y");
  await expect(items).toHaveCount(4);
  expect((await entries(page, "sessions")).slice(3)).toEqual(['{ "key": "agent:x:y" }']);
  expect(watch.errors).toEqual([]);
});

test("adding a skill leaves the other entries' text unchanged", async ({ page, watch }) => {
  await openStudio(page);
  const scenarios = await editorText(page, "scenarios");
  // Entries written by hand in two styles, with a comment between them.
  const handWritten = scenarios.replace(
    '{ "agent": "reviewer", "skill": "git", "expect": true },',
    '{"agent":"reviewer","skill":"git","expect":true}, // by hand\n    {\n      "skill": "x"\n    },',
  );
  await setEditorText(page, "scenarios", handWritten);
  const before = await entries(page, "skills");
  const skills = panel(page, "skills");
  await skills.getByLabel("Skill to test").fill("review.style");
  await skills.getByRole("button", { name: "Add skill" }).click();
  await expect(skills.getByRole("row", { name: /review\.style/ })).toBeVisible();
  const after = await entries(page, "skills");
  expect(after.length).toBeGreaterThan(before.length);
  expect(after.slice(0, before.length)).toEqual(before);
  expect(await editorText(page, "scenarios")).toContain("// by hand");
  expect(watch.errors).toEqual([]);
});
