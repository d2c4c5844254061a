import { editorText, expect, openStudio, panel, setEditorText, showTab, test, typeInEditor } from "./fixtures";

test.afterEach(async ({ watch, baseURL }) => {
  const base = new URL(baseURL ?? "http://127.0.0.1:4173").origin;
  expect(
    watch.requests.filter((url) => !url.startsWith(base) && !url.startsWith("data:") && !url.startsWith("blob:")),
  ).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test("first visit: the starter example fills the editor and the agents panel", async ({ page }) => {
  await openStudio(page);
  expect(await editorText(page, "config")).toContain('"id": "reviewer"');
  const agents = panel(page, "agents");
  for (const id of ["assistant", "reviewer", "writer"]) {
    await expect(agents.getByRole("listitem", { name: `Agent ${id}` })).toBeVisible();
  }
  const reviewer = agents.getByRole("listitem", { name: "Agent reviewer" });
  await expect(reviewer).toContainText("/home/ada/src/app");
  await expect(reviewer).toContainText("anthropic/claude-opus");
  await expect(agents.getByRole("listitem", { name: "Agent writer" })).toContainText(
    "/home/ada/.sophiaclaw/workspace-writer",
  );
});

test("the panels render before the editor has loaded", async ({ page }) => {
  // The editor's script is held back until the panels have been seen: no time is guessed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route("**/MonacoEditor-*.js", async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto("./");
  await expect(panel(page, "agents").getByRole("listitem", { name: "Agent reviewer" })).toBeVisible();
  await expect(page.locator(".monaco-editor")).toHaveCount(0);
  await expect.poll(() => asked, "the editor's script was asked for").toBe(true);
  release();
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible({ timeout: 20_000 });
});

test("tabs switch the editor between the two documents, by mouse and by keyboard", async ({ page }) => {
  await openStudio(page);
  await showTab(page, "scenarios");
  await expect(page.locator(".monaco-editor .view-lines")).toContainText("sessions");
  await page.getByRole("tab", { name: "scenarios.json" }).press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "sophiaclaw.json" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "sophiaclaw.json" })).toBeFocused();
  await expect(page.locator(".monaco-editor .view-lines")).toContainText("agents");
});

test("typing a config updates the agents, session, skills and delegation panels", async ({ page }) => {
  await openStudio(page);
  const verdicts = panel(page, "delegation").getByTestId("verdict");
  await expect(verdicts.first()).toHaveText("runs");
  await typeInEditor(page, '{"agents": {"list": [{"id": "solo", "default": true, "skills": ["x.*"]}]}}');
  const agents = panel(page, "agents");
  await expect(agents.getByRole("listitem", { name: "Agent solo" })).toBeVisible();
  await expect(agents.getByRole("listitem")).toHaveCount(1);
  await expect(panel(page, "session").getByTestId("session-agent")).toHaveText("reviewer");
  await expect(panel(page, "skills").getByRole("columnheader", { name: "solo" })).toBeVisible();
  // No tool catalog any more: every call of the team is refused.
  await expect(verdicts.filter({ hasText: "refused" })).toHaveCount(await verdicts.count());
  await expect(verdicts.filter({ hasText: "runs" })).toHaveCount(0);
});

test("typing scenarios updates the session panel", async ({ page }) => {
  await openStudio(page);
  await showTab(page, "scenarios");
  await typeInEditor(page, '{"sessions": [{"key": "agent:writer:draft');
  await expect(panel(page, "session").getByTestId("session-agent")).toHaveText("writer");
});

test("Session key and Agent override write into scenarios.json and show the chain", async ({ page }) => {
  await openStudio(page);
  const session = panel(page, "session");
  await session.getByLabel("Session key").fill("agent:writer:notes");
  await expect(session.getByTestId("session-agent")).toHaveText("writer");
  const winner = session.locator(".chain .winner");
  await expect(winner).toHaveCount(1);
  await expect(winner).toContainText("agent:writer:notes");
  expect(await editorText(page, "scenarios")).toContain('"key": "agent:writer:notes"');
  await session.getByLabel("Agent override").fill("assistant");
  await expect(session.getByTestId("session-agent")).toHaveText("assistant");
  await expect(session.locator(".chain .winner")).toContainText("assistant");
  expect(await editorText(page, "scenarios")).toContain('"agent": "assistant"');
});

test("a skill added in the skills panel lands in scenarios.json and is tested", async ({ page }) => {
  await openStudio(page);
  const skills = panel(page, "skills");
  await skills.getByLabel("Skill to test").fill("review.style");
  await skills.getByRole("button", { name: "Add skill" }).click();
  const row = skills.getByRole("row", { name: /review\.style/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText("allowed");
  expect(await editorText(page, "scenarios")).toContain('"skill": "review.style"');
});

test("a skill added against one agent chosen by keyboard: the agents are listed while the field is in use", async ({
  page,
}) => {
  await openStudio(page);
  const skills = panel(page, "skills");
  const against = skills.getByLabel("Against");
  // Until it is used, the field holds its choice alone: no option per agent redrawn at every keystroke.
  await expect(against.locator("option")).toHaveCount(1);
  await skills.getByLabel("Skill to test").fill("review.style");
  await skills.getByLabel("Skill to test").press("Tab");
  await expect(against).toBeFocused();
  await expect(against.locator("option", { hasText: "writer" })).toHaveCount(1);
  await against.press("ArrowDown");
  const chosen = await against.inputValue();
  expect(chosen).not.toBe("");
  await against.press("Tab");
  await expect(against.locator("option")).toHaveCount(2);
  await expect(against).toHaveValue(chosen);
  await skills.getByRole("button", { name: "Add skill" }).click();
  expect(await editorText(page, "scenarios")).toMatch(new RegExp(`"agent": "${chosen}",\\s*"skill": "review\\.style"`));
});

test("the delegation panel shows the team, the calls and the tighten preview", async ({ page }) => {
  await openStudio(page);
  const delegation = panel(page, "delegation");
  await expect(delegation.locator(".tree")).toContainText("explorer");
  await expect(delegation.locator(".tree")).toContainText("fixer");
  await expect(delegation.locator(".node", { hasText: "explorer" })).toContainText("plan");
  await expect(delegation.getByTestId("verdict").first()).toBeVisible();
  await delegation.getByLabel("Tighten the main agent to").selectOption("plan");
  await expect(delegation.getByTestId("tighten-preview")).toContainText("plan");
  expect(await editorText(page, "scenarios")).toContain('"tighten": "plan"');
});

test("a click on a problem puts the cursor on its range", async ({ page }) => {
  await openStudio(page);
  await setEditorText(
    page,
    "config",
    '{\n  "agents": {\n    "list": [\n      { "id": "a" },\n      { "id": "A" }\n    ]\n  }\n}\n',
  );
  // The problems of these texts, not the starter's: the panels say when they show the analysis of the editor's texts.
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);
  const problems = panel(page, "problems");
  const first = problems.getByRole("button").first();
  await expect(first).toBeVisible();
  const label = (await first.getAttribute("title")) ?? "";
  const where = /(sophiaclaw|scenarios)\.json (\d+):(\d+)/.exec(label);
  expect(where).not.toBeNull();
  await first.click();
  // The editor moves its cursor once it has the click: the place is read until it is there.
  await expect
    .poll(async () => {
      const selection = await page.evaluate(() => window.__scopeStudio?.selection());
      const text = await editorText(page, selection?.doc ?? "config");
      const before = text.slice(0, selection?.start ?? 0).split("\n");
      return `${selection?.doc} ${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
    })
    .toBe(`${where?.[1] === "sophiaclaw" ? "config" : "scenarios"} ${where?.[2]}:${where?.[3]}`);
});

test("a provenance chip reveals its config range", async ({ page }) => {
  await openStudio(page);
  const reviewer = panel(page, "agents").getByRole("listitem", { name: "Agent reviewer" });
  await reviewer.getByRole("button", { name: /agents\.list\[1\]\.workspace/ }).click();
  const selection = await page.evaluate(() => window.__scopeStudio?.selection());
  expect(selection?.doc).toBe("config");
  const text = await editorText(page, "config");
  expect(text.slice(selection?.start ?? 0, selection?.end ?? 0)).toContain("~/src/app");
});

test("a document that does not parse keeps the last good result, marked stale", async ({ page }) => {
  await openStudio(page);
  await showTab(page, "config");
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("{{");
  await expect(panel(page, "agents").locator(".stale-note")).toBeVisible();
  await expect(panel(page, "agents").getByRole("listitem", { name: "Agent reviewer" })).toBeVisible();
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await expect(panel(page, "agents").locator(".stale-note")).toHaveCount(0);
});

test("edits survive a reload", async ({ page }) => {
  await openStudio(page);
  await typeInEditor(page, '{"agents": {"list": [{"id": "kept"}]}}');
  await expect(panel(page, "agents").getByRole("listitem", { name: "Agent kept" })).toBeVisible();
  await page.reload();
  await openStudio(page);
  expect(await editorText(page, "config")).toContain('"kept"');
  await expect(panel(page, "agents").getByRole("listitem", { name: "Agent kept" })).toBeVisible();
});

test("opening an example keeps the texts it replaces as a snapshot", async ({ page }) => {
  await openStudio(page);
  await typeInEditor(page, '{"agents": {"list": [{"id": "mine"}]}}');
  await page.getByRole("button", { name: "Examples", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Examples" });
  await dialog.getByRole("button", { name: "Open Plan-mode delegation" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => editorText(page, "config")).not.toContain('"mine"');
  await page
    .getByTestId("panel-changes")
    .getByText(/^Snapshots/)
    .click();
  await expect(page.locator('[data-snapshot="Before opening Plan-mode delegation"]')).toBeVisible();
  await expect(panel(page, "agents").getByRole("listitem").first()).toBeVisible();
});

test("large documents are analysed in a worker and still update the panels", async ({ page, watch }) => {
  await openStudio(page);
  const config = await editorText(page, "config");
  const padding = `// ${"a long note ".repeat(20)}\n`.repeat(1000);
  const large = config.replace('{ "id": "assistant"', '{ "id": "huge" }, { "id": "assistant"') + padding;
  expect(large.length).toBeGreaterThan(200_000);
  await setEditorText(page, "config", large);
  await expect(panel(page, "agents").getByRole("listitem", { name: "Agent huge" })).toBeVisible({ timeout: 20_000 });
  expect(watch.requests.some((url) => url.includes("analysis.worker"))).toBe(true);
});

test("a list of thousands of agents is drawn a page at a time, every agent reachable", async ({ page }) => {
  await openStudio(page);
  const list = Array.from({ length: 1000 }, (_, i) => `{ "id": "agent-${i}" }`).join(",\n");
  await setEditorText(page, "config", `{ "agents": { "list": [\n${list}\n] } }`);
  const agents = panel(page, "agents");
  await expect(agents.getByRole("listitem", { name: "Agent agent-99" })).toBeVisible();
  await agents.getByRole("navigation", { name: "Agents: pages" }).getByRole("button", { name: "Next" }).click();
  await expect(agents.getByRole("listitem", { name: "Agent agent-199" })).toBeVisible();
  await agents.getByRole("navigation", { name: "Agents: pages" }).getByRole("button", { name: "Last" }).click();
  await expect(agents.getByRole("listitem", { name: "Agent agent-999" })).toBeVisible();
  await expect(agents.getByTestId("pager-range")).toHaveText("Agents 901–1,000 of 1,000");
});

test("every control has an accessible name", async ({ page }) => {
  await openStudio(page);
  const unnamed = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll("button, input, select, [role=tab]")) {
      if (el.closest(".monaco-editor")) continue;
      const labelled =
        el.getAttribute("aria-label") ||
        el.getAttribute("aria-labelledby") ||
        (el as HTMLInputElement).labels?.length ||
        (el.textContent ?? "").trim();
      if (!labelled) out.push(el.outerHTML.slice(0, 80));
    }
    return out;
  });
  expect(unnamed).toEqual([]);
});

test("hovering an agent's field in the editor shows what it resolves to", async ({ page }) => {
  await openStudio(page);
  const value = page
    .locator(".view-lines .view-line", { hasText: '"workspace": "~/src/app"' })
    .locator("span", { hasText: "~/src/app" })
    .last();
  const hover = page.locator(".monaco-hover").filter({ hasText: "Agent reviewer" });
  // Monaco shows a hover after the mouse rests; move away and back until it does.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await value.hover();
    await expect(hover).toContainText("Workspace resolves to /home/ada/src/app", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});

test("the studio's actions are in Monaco's command palette", async ({ page }) => {
  await openStudio(page);
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("F1");
  await page.keyboard.type("Scope Studio: Show scenarios");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: "scenarios.json" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator(".monaco-editor .view-lines")).toContainText("sessions");
});

test("no text from the documents is ever drawn as markup", async ({ page }) => {
  await openStudio(page);
  await setEditorText(
    page,
    "config",
    '{ "agents": { "list": [{ "id": "<img src=x onerror=alert(1)>", "default": true }] } }',
  );
  await expect(
    panel(page, "agents").locator("code", { hasText: "<img src=x onerror=alert(1)>" }).first(),
  ).toBeVisible();
  await expect(page.locator(".panels img")).toHaveCount(0);
});

test("the JSON Schema drives completion in the editor", async ({ page }) => {
  await openStudio(page);
  await typeInEditor(page, '{"agents": {"list": [{');
  await page.keyboard.press("Control+Space");
  await expect(page.locator(".suggest-widget")).toContainText("agentDir", { timeout: 15_000 });
});
