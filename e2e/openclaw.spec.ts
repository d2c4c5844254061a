/**
 * The OpenClaw profiles on the page: an OpenClaw 2026.9 example is detected as such and its agents listed as the CLI
 * lists them; a key edited to collide gets OpenClaw's rejection where it is; a legacy 2026.7 roster shows what
 * moving to 2026.9 changes, and its conversion to agents.entries keeps every agent's answers (by mouse, by a code
 * action, by keyboard alone). The profile can be chosen by hand and travels in a share link.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { CLI, ensureCli } from "../test/corpus/cli";
import { OPENCLAW_EXAMPLE_PAIRS } from "../test/corpus/documents";
import { editorText, expect, openQuickFixes, openStudio, setEditorText, test } from "./fixtures";

async function openExample(page: Page, title: string): Promise<void> {
  await page.getByRole("button", { name: "Examples", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Examples" });
  await dialog.getByRole("button", { name: `Open ${title}` }).click();
  await expect(dialog).toBeHidden();
}

const profile = (page: Page) => page.getByTestId("profile");
const openclaw = (page: Page) => page.getByTestId("openclaw-panel");
const cards = (page: Page) => openclaw(page).locator("li[data-agent-id]");

test("an OpenClaw 2026.9 example is detected; a key edited to collide is rejected where it is", async ({
  page,
  watch,
}) => {
  await openStudio(page);
  await openExample(page, "OpenClaw 2026.9 fleet");
  await expect(profile(page)).toHaveAttribute("data-profile", "openclaw-2026.9");
  await expect(profile(page)).toHaveAttribute("data-chosen", "false");
  await expect(profile(page).getByRole("combobox")).toHaveValue("auto");
  await expect(profile(page).locator("option:checked")).toHaveText("OpenClaw 2026.9 (detected)");
  // The agents as `openclaw agents list --json` prints them, with the rule behind each value.
  await expect(openclaw(page).getByTestId("openclaw-verdict")).toHaveText("OpenClaw 2026.9 accepts this config.");
  await expect(cards(page)).toHaveCount(3);
  const research = openclaw(page).getByRole("listitem", { name: "Agent research" });
  await expect(research).toHaveAttribute("data-agent-dir", "/srv/research/agent");
  await expect(page.getByTestId("panel-agents")).toHaveCount(0);
  // Hover and completion read OpenClaw 2026.9's schema now.
  await page
    .locator(".monaco-editor .view-line span")
    .filter({ hasText: /^"ownership"$/ })
    .hover();
  await expect(page.locator(".monaco-hover").filter({ hasText: "makes the fleet name its owners" })).toBeVisible();

  // "research" renamed "Legal": equal to "legal" once lower-cased.
  const config = await editorText(page, "config");
  await setEditorText(page, "config", config.replace('"research": {', '"Legal": {'));
  await expect(openclaw(page)).toHaveAttribute("data-valid", "false");
  await expect(openclaw(page).getByTestId("openclaw-verdict")).toContainText("rejects this config");
  await expect(cards(page)).toHaveCount(0);
  const problems = page.getByTestId("panel-problems");
  const collision = problems.getByRole("listitem").filter({ hasText: /Legal/ }).first();
  await expect(collision).toContainText("OC0");
  await expect(page.locator(".monaco-editor .squiggly-error").first()).toBeVisible();
  // The Changes panel's verdict leads to the first reason: the entry whose key collides.
  await page.getByTestId("panel-changes").locator('[data-change-key="0:verdict"]').getByRole("button").click();
  const selection = await page.evaluate(() => window.__scopeStudio?.selection());
  const edited = await editorText(page, "config");
  expect(edited.slice(selection!.start, selection!.end)).toBe('{ "agentDir": "${RESEARCH_HOME}/agent" }');
  expect(watch.errors).toEqual([]);
});

test("a legacy 2026.7 roster: the upgrade preview, then the conversion to agents.entries", async ({ page, watch }) => {
  await openStudio(page);
  await openExample(page, "OpenClaw 2026.7 legacy list");
  await expect(profile(page)).toHaveAttribute("data-profile", "openclaw-2026.7");
  const ids = async () => cards(page).evaluateAll((items) => items.map((i) => i.getAttribute("data-agent-id")));
  await expect.poll(ids).toEqual(["main", "legal-team", "research"]);
  const before = await cards(page).evaluateAll((items) =>
    items.map((i) => [
      i.getAttribute("data-agent-id"),
      i.getAttribute("data-workspace"),
      i.getAttribute("data-default"),
    ]),
  );

  await page.getByTestId("results-outline").locator('[data-panel="upgrade"]').click();
  const upgrade = page.getByTestId("panel-upgrade");
  await expect(upgrade.getByTestId("upgrade-changes").getByRole("listitem").first()).toBeVisible();
  const mapping = upgrade.getByTestId("conversion-mapping");
  await expect(mapping).toContainText("Legal Team");
  await expect(mapping).toContainText("legal-team");
  await upgrade.getByRole("button", { name: "Convert" }).click();

  await expect.poll(() => editorText(page, "config")).toContain('"entries"');
  expect(await editorText(page, "config")).not.toContain('"list"');
  // Now an agents.entries roster: read as 2026.9, with the same agents, folders and default as before.
  await expect(profile(page)).toHaveAttribute("data-profile", "openclaw-2026.9");
  await expect(openclaw(page)).toHaveAttribute("data-valid", "true");
  await expect
    .poll(() =>
      cards(page).evaluateAll((items) =>
        items.map((i) => [
          i.getAttribute("data-agent-id"),
          i.getAttribute("data-workspace"),
          i.getAttribute("data-default"),
        ]),
      ),
    )
    .toEqual(before);
  expect(watch.errors).toEqual([]);
});

test("in an OpenClaw profile the config is openclaw.json: the editor's name, and a secret's place in the Share menu", async ({
  page,
}) => {
  await openStudio(page);
  await openExample(page, "OpenClaw 2026.9 fleet");
  await expect(profile(page)).toHaveAttribute("data-profile", "openclaw-2026.9");
  await expect(page.locator(".monaco-editor [aria-label^='Editor: ']").first()).toHaveAttribute(
    "aria-label",
    /^Editor: openclaw\.json/,
  );
  const config = await editorText(page, "config");
  // A key pasted in (a fake one, of the real shape) on the line after the config's first brace.
  const key = "sk-ant-api03-" + "Zx81kQp2Lm7Vt4Rr9Yw3Hb6Nc";
  await setEditorText(page, "config", config.replace("{", `{\n  "apiKey": "${key}",`));
  const line = config.slice(0, config.indexOf("{")).split("\n").length + 1;
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByTestId("share-secrets")).toContainText(`Anthropic API key in openclaw.json, line ${line}`);
  // Back in SophiaClaw's profile, its own name.
  await page.keyboard.press("Escape");
  await profile(page).getByRole("combobox").selectOption("sophiaclaw");
  await expect(page.locator(".monaco-editor [aria-label^='Editor: ']").first()).toHaveAttribute(
    "aria-label",
    /^Editor: sophiaclaw\.json/,
  );
});

test("the profile chosen by hand comes back after a reload and travels in a share link", async ({ page }) => {
  await openStudio(page);
  await openExample(page, "OpenClaw 2026.9 fleet");
  await profile(page).getByRole("combobox").selectOption("sophiaclaw");
  await expect(profile(page)).toHaveAttribute("data-chosen", "true");
  await expect(page.getByTestId("panel-agents")).toBeVisible();
  await expect(page.getByTestId("panel-openclaw")).toHaveCount(0);
  await page.reload();
  await openStudio(page);
  await expect(profile(page)).toHaveAttribute("data-profile", "sophiaclaw");
  await profile(page).getByRole("combobox").selectOption("openclaw-2026.7");
  await expect(openclaw(page)).toHaveAttribute("data-profile", "openclaw-2026.7");
  // Back to the config's own word.
  await profile(page).getByRole("combobox").selectOption("auto");
  await expect(profile(page)).toHaveAttribute("data-profile", "openclaw-2026.9");
});

test("the conversion is a code action in the agents value, and one undo brings the list back", async ({
  page,
  watch,
}) => {
  await openStudio(page);
  await openExample(page, "OpenClaw 2026.7 legacy list");
  await expect(profile(page)).toHaveAttribute("data-profile", "openclaw-2026.7");
  const legacy = await editorText(page, "config");
  await page.locator(".monaco-editor .view-line").filter({ hasText: '"list": [' }).click();
  await page.keyboard.press("ControlOrMeta+.");
  await page.locator(".action-widget").getByText("Convert agents.list to agents.entries").click();
  await expect.poll(() => editorText(page, "config")).toContain('"entries"');
  await expect(profile(page)).toHaveAttribute("data-profile", "openclaw-2026.9");
  await page.keyboard.press("ControlOrMeta+Z");
  await expect.poll(() => editorText(page, "config")).toBe(legacy);
  await expect(profile(page)).toHaveAttribute("data-profile", "openclaw-2026.7");
  expect(watch.errors).toEqual([]);
});

/**
 * The page lists the agents exactly as `scope-studio resolve --profile P --json` prints them (which is `openclaw
 * agents list --json`'s output): the same machine on both sides, a scratch HOME holding the config where OpenClaw
 * reads it, the example's variables given to the command line as --env.
 */
for (const pair of OPENCLAW_EXAMPLE_PAIRS) {
  test(`${pair.name}: the page lists the agents as resolve --profile ${pair.profile} --json prints them`, async ({
    page,
  }) => {
    ensureCli();
    const home = mkdtempSync(join(tmpdir(), "scope-studio-openclaw-"));
    try {
      mkdirSync(join(home, ".openclaw"));
      const file = join(home, ".openclaw", "openclaw.json");
      writeFileSync(file, pair.config);
      const env = (JSON.parse(pair.scenarios) as { env?: Record<string, string> }).env ?? {};
      const vars = Object.entries(env).filter(([name]) => !["HOME", "cwd", "configFile"].includes(name));
      const printed = execFileSync(
        process.execPath,
        [
          CLI,
          "resolve",
          file,
          "--profile",
          pair.profile,
          "--json",
          ...vars.flatMap(([n, v]) => ["--env", `${n}=${v}`]),
        ],
        { cwd: home, env: { PATH: process.env.PATH ?? "", HOME: home }, encoding: "utf8" },
      );
      // Each report's `agent` is the agent as `agents list --json` prints it.
      const cli = (JSON.parse(printed) as { agent: { id: string } }[]).map((r) => r.agent);
      expect(cli.length).toBeGreaterThan(0);

      await openStudio(page);
      await setEditorText(page, "scenarios", JSON.stringify({ env: { ...env, HOME: home, cwd: home } }));
      await setEditorText(page, "config", pair.config);
      await expect(profile(page)).toHaveAttribute("data-profile", pair.profile);
      await expect(cards(page)).toHaveCount(cli.length);
      await openclaw(page).getByText("As openclaw agents list --json prints it").click();
      const shown = JSON.parse((await openclaw(page).locator(".json-out").textContent()) ?? "null") as unknown;
      expect(shown).toEqual(cli);
      const attributes = await cards(page).evaluateAll((items) =>
        items.map((i) => ({
          id: i.getAttribute("data-agent-id"),
          workspace: i.getAttribute("data-workspace"),
          agentDir: i.getAttribute("data-agent-dir"),
          isDefault: i.getAttribute("data-default") === "true",
        })),
      );
      expect(attributes).toEqual(
        (cli as { id: string; workspace: string; agentDir: string; isDefault: boolean }[]).map(
          ({ id, workspace, agentDir, isDefault }) => ({ id, workspace, agentDir, isDefault }),
        ),
      );
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, at most `limit` times. */
async function tabTo(page: Page, target: Locator, key = "Tab", limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Back to the skip link (the header's first stop), then into the results, where the panels' controls start. */
async function intoResults(page: Page): Promise<void> {
  await tabTo(page, page.getByRole("link", { name: "Skip to the results" }), "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page.locator("#panels")).toBeFocused();
}

test("by keyboard alone: a legacy example opened and converted, the focus on what was written, Changes saying it is accepted now", async ({
  page,
  watch,
}) => {
  await openStudio(page);
  await page.locator("body").focus();
  await tabTo(page, page.getByRole("button", { name: "Examples", exact: true }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Examples" });
  await tabTo(page, dialog.getByRole("button", { name: "Open OpenClaw 2026.7 legacy list" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(profile(page)).toHaveAttribute("data-profile", "openclaw-2026.7");

  await intoResults(page);
  await tabTo(page, page.getByTestId("panel-upgrade").getByRole("button", { name: "Convert" }));
  await page.keyboard.press("Enter");
  await expect.poll(() => editorText(page, "config")).toContain('"entries"');
  await expect(profile(page)).toHaveAttribute("data-profile", "openclaw-2026.9");
  // The button went with the preview: the focus is in the editor, on what was written.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest(".monaco-editor") !== null)).toBe(true);
  const written = await page.evaluate(() => window.__scopeStudio?.selection());
  const converted = await editorText(page, "config");
  expect(converted.slice(written!.start, written!.end)).toMatch(/^\{[\s\S]*"entries"[\s\S]*\}$/);

  // Against the example as loaded, which 2026.9 rejects, the Changes panel says it is now accepted.
  await page.keyboard.press("Escape");
  await intoResults(page);
  const accepted = page.getByTestId("panel-changes").locator('[data-change-key="0:verdict"]').getByRole("button");
  await tabTo(page, accepted);
  await expect(accepted).toContainText("accepted by config validate");
  expect(watch.errors).toEqual([]);
});

test("a published-style 2026.9 config: the clean-up removes the keys it refuses, a retired model is fixed from the light bulb", async ({
  page,
  watch,
}) => {
  await openStudio(page);
  const config = `{
  // as an older OpenClaw left it
  "meta": { "lastTouchedVersion": "2026.3.1", "lastTouchedAt": "2026-03-09T15:10:11.305Z" },
  "$comment": "notes",
  "agents": {
    "entries": {
      "main": { "model": "google/gemini-1.5-flash" }
    }
  }
}
`;
  await setEditorText(page, "config", config);
  await expect(profile(page)).toHaveAttribute("data-profile", "openclaw-2026.9");
  const cleanup = openclaw(page).getByTestId("openclaw-cleanup");
  await expect(cleanup.getByRole("heading")).toHaveText("Clean up for OpenClaw 2026.9");
  await expect(cleanup.getByTestId("cleanup-keys").getByRole("listitem")).toHaveText([
    "meta.lastTouchedAt",
    "$comment",
  ]);
  await expect(cleanup.getByTestId("cleanup-after")).toHaveText(
    "Then OpenClaw 2026.9 still rejects the config, for 1 other reason.",
  );
  // By keyboard: the button takes the focus and Enter removes the keys.
  await cleanup.getByRole("button", { name: "Remove these 2 keys" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => editorText(page, "config")).not.toContain("$comment");
  const cleaned = await editorText(page, "config");
  expect(cleaned).toContain("// as an older OpenClaw left it");
  expect(cleaned).toContain('"meta": { "lastTouchedVersion": "2026.3.1" }');
  await expect(cleanup).toHaveCount(0);

  // The retired model: its problem, then the model OpenClaw names instead, from the light bulb.
  const problem = page.getByTestId("panel-problems").locator('[data-code="OC030"]');
  await expect(problem).toHaveCount(1);
  const menu = await openQuickFixes(page, problem);
  await menu.getByText('Change to "google/gemini-2.5-flash" (the model OpenClaw says to use)').click();
  await expect.poll(() => editorText(page, "config")).toContain('"model": "google/gemini-2.5-flash"');
  await expect(openclaw(page).getByTestId("openclaw-verdict")).toHaveText("OpenClaw 2026.9 accepts this config.");
  expect(watch.errors).toEqual([]);
});

test("an agent whose own model is a string runs without the defaults' fallbacks: its card says so, and the light bulb keeps them", async ({
  page,
  watch,
}) => {
  await openStudio(page);
  const config = `{
  "agents": {
    "ownership": "explicit",
    "defaults": {
      "systemAgent": { "agentId": "main" },
      "model": { "primary": "anthropic/claude-sonnet-4-5", "fallbacks": ["openai/gpt-5.1"] }
    },
    "entries": {
      "main": {},
      "writer": { "model": "openai/gpt-5.1-mini" }
    }
  }
}
`;
  await setEditorText(page, "config", config);
  const writer = openclaw(page).getByRole("listitem", { name: "Agent writer" });
  const fallbacks = writer.locator(".field").filter({ hasText: "Fallbacks" });
  await expect(fallbacks.locator(".value")).toHaveText("none");
  await expect(fallbacks).toContainText("its own model lists none, so the defaults' do not apply");
  const main = openclaw(page).getByRole("listitem", { name: "Agent main" });
  await expect(main.locator(".field").filter({ hasText: "Fallbacks" }).locator(".value")).toHaveText("openai/gpt-5.1");

  const problem = page.getByTestId("panel-problems").locator('[data-code="OC210"]');
  await expect(problem).toHaveCount(1);
  const menu = await openQuickFixes(page, problem);
  await menu.getByText('Keep the defaults\' fallbacks: "openai/gpt-5.1"').click();
  await expect
    .poll(() => editorText(page, "config"))
    .toContain('"writer": { "model": { "primary": "openai/gpt-5.1-mini", "fallbacks": ["openai/gpt-5.1"] } }');
  await expect(fallbacks.locator(".value")).toHaveText("openai/gpt-5.1");
  await expect(problem).toHaveCount(0);
  expect(watch.errors).toEqual([]);
});

test("each agent's card says how far its exec calls go, and what decided it", async ({ page, watch }) => {
  await openStudio(page);
  const config = `{
  "tools": { "exec": { "security": "allowlist", "ask": "on-miss" } },
  "agents": {
    "ownership": "explicit",
    "defaults": { "systemAgent": { "agentId": "main" } },
    "entries": {
      "main": {},
      "ops": { "tools": { "exec": { "security": "full", "ask": "off" } } }
    }
  }
}
`;
  await setEditorText(page, "config", config);
  const exec = (id: string) =>
    openclaw(page)
      .getByRole("listitem", { name: `Agent ${id}` })
      .locator(".field")
      .filter({ hasText: "Exec" });
  await expect(exec("main").locator(".value")).toHaveText(
    "runs allowlisted commands, asks for the rest (security allowlist, ask on-miss; no approver: deny)",
  );
  await expect(exec("main")).toContainText("derived from tools.exec.security and tools.exec.ask");
  await expect(exec("ops").locator(".value")).toHaveText(
    "runs every command (security full, ask off; no approver: deny)",
  );
  await expect(exec("ops")).toContainText(
    "derived from agents.entries.ops.tools.exec.security and agents.entries.ops.tools.exec.ask",
  );
  // On a phone the rule's long config paths break inside the value column instead of running past it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Results" }).click();
  await openclaw(page).getByRole("listitem", { name: "Agent ops" }).scrollIntoViewIfNeeded();
  const past = await exec("ops")
    .locator(".why-rule")
    .evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const right = Math.max(...Array.from(range.getClientRects(), (r) => r.right));
      return right - el.parentElement!.getBoundingClientRect().right;
    });
  expect(past).toBeLessThanOrEqual(0.5);
  expect(watch.errors).toEqual([]);
});

test("an exec call the host's approvals refuse says so; why not? offers a checked change, and Apply makes it run", async ({
  page,
  watch,
}) => {
  await openStudio(page);
  const config = `{
  "agents": {
    "ownership": "explicit",
    "defaults": { "systemAgent": { "agentId": "main" } },
    "entries": { "main": {}, "ops": { "tools": { "exec": { "security": "full" } } } }
  }
}
`;
  const scenarios = `{
  "approvals": { "version": 1, "agents": { "ops": { "security": "deny" } } },
  "calls": [{ "agent": "ops", "tool": "exec", "pattern": "git status", "expect": "run" }]
}
`;
  await setEditorText(page, "config", config);
  await setEditorText(page, "scenarios", scenarios);
  const call = openclaw(page).getByTestId("openclaw-calls").locator("li[data-call-index='0']");
  await expect(call).toHaveAttribute("data-verdict", "refused");
  await expect(call).toContainText("the command is refused (security deny, ask off, by the host's exec approvals)");
  await expect(call.locator("[data-expect-met='false']")).toHaveText("expected run: not met");
  // The failed expectation is a problem at the call.
  await expect(page.getByTestId("panel-problems").locator('[data-code="OC302"]')).toHaveCount(1);
  await call.getByRole("button", { name: /Why not\?/ }).click();
  const why = call.locator(".why");
  await expect(why).toHaveAttribute("data-why-state", "found");
  const first = why.locator(".why-item").first();
  await expect(first.locator(".why-title")).toHaveText("Set the host's approvals' agents.ops.security to \"full\"");
  await first.getByRole("button", { name: /^Apply/ }).click();
  await expect.poll(() => editorText(page, "scenarios")).toContain('"ops": { "security": "full" }');
  await expect(call).toHaveAttribute("data-verdict", "run");
  await expect(call.locator("[data-expect-met='true']")).toHaveText("expected run: met");
  await expect(page.getByTestId("panel-problems").locator('[data-code="OC302"]')).toHaveCount(0);
  expect(watch.errors).toEqual([]);
});

/** A config whose agent "ops" runs exec under an allowlist (the host's approvals decide its commands). */
const OPS_ALLOWLIST = `{
  "agents": {
    "ownership": "explicit",
    "defaults": { "systemAgent": { "agentId": "main" } },
    "entries": { "main": {}, "ops": { "tools": { "exec": { "security": "allowlist" } } } }
  }
}
`;

test("an exec command the host's allowlist misses: refused with OpenClaw's own words; why not? allowlists it; a command line written as a pattern is marked and fixed", async ({
  page,
  watch,
}) => {
  await openStudio(page);
  const config = OPS_ALLOWLIST;
  const scenarios = `{
  "approvals": { "version": 1, "agents": { "ops": { "allowlist": ["/usr/bin/ls", "npm test"] } } },
  "executables": { "git": "/usr/bin/git", "ls": "/usr/bin/ls" },
  "calls": [{ "agent": "ops", "tool": "exec", "command": "git status && ls", "expect": "run" }]
}
`;
  await setEditorText(page, "config", config);
  await setEditorText(page, "scenarios", scenarios);
  const call = openclaw(page).getByTestId("openclaw-calls").locator("li[data-call-index='0']");
  await expect(call).toHaveAttribute("data-verdict", "refused");
  await expect(call).toContainText('"git status" matches no allowlist entry');
  await expect(call).toContainText('"ls" matches the allowlist entry "/usr/bin/ls"');
  await expect(call).toContainText('OpenClaw answers "exec denied: allowlist miss"');
  // The entry written as a command line can never match: marked where it is, and the light bulb splits it.
  const lint = page.getByTestId("panel-problems").locator('[data-code="OC213"]');
  await expect(lint).toHaveCount(1);
  await call.getByRole("button", { name: /Why not\?/ }).click();
  const why = call.locator(".why");
  await expect(why).toHaveAttribute("data-why-state", "found");
  const exact = why.locator(".why-item", { hasText: 'argPattern "^status$"' });
  await expect(exact.locator(".why-title")).toHaveText(
    'Allowlist "git" for agent "ops" with exactly these arguments (argPattern "^status$") in the host\'s approvals',
  );
  await exact.getByRole("button", { name: /^Apply/ }).click();
  await expect.poll(() => editorText(page, "scenarios")).toContain('{ "pattern": "git", "argPattern": "^status$" }');
  await expect(call).toHaveAttribute("data-verdict", "run");
  await expect(call.locator("[data-expect-met='true']")).toHaveText("expected run: met");
  // The command-line entry, fixed from the light bulb: the executable and an argPattern, and the mark is gone.
  const menu = await openQuickFixes(page, lint);
  await menu.getByText('Match the arguments with argPattern: "npm", "^test$"').click();
  await expect.poll(() => editorText(page, "scenarios")).toContain('{ "pattern": "npm", "argPattern": "^test$" }');
  await expect(lint).toHaveCount(0);
  expect(watch.errors).toEqual([]);
});

test("the host's approvals as a third document: made from the scenarios' on first opening, it decides exec calls, and why not? writes into it", async ({
  page,
  watch,
}) => {
  await openStudio(page);
  const config = OPS_ALLOWLIST;
  const scenarios = `{
  "approvals": { "version": 1, "agents": { "ops": { "allowlist": ["git"] } } },
  "calls": [{ "agent": "ops", "tool": "exec", "command": "git status" }]
}
`;
  await setEditorText(page, "config", config);
  await setEditorText(page, "scenarios", scenarios);
  const call = openclaw(page).getByTestId("openclaw-calls").locator("li[data-call-index='0']");
  await expect(call).toHaveAttribute("data-verdict", "run");
  // The third tab, in an OpenClaw profile, reached by keyboard (arrow keys in the tab row): opened, it holds the
  // scenarios' approvals.
  const tab = page.getByRole("tab", { name: "exec-approvals.json" });
  await page.getByRole("tab", { name: "openclaw.json" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(tab).toBeFocused();
  await expect
    .poll(async () => JSON.parse(await editorText(page, "approvals")))
    .toEqual({
      version: 1,
      agents: { ops: { allowlist: ["git"] } },
    });
  // Its text is the machine's now: an allowlist without git refuses the call.
  await setEditorText(page, "approvals", '{ "version": 1, "agents": { "ops": { "allowlist": ["make"] } } }\n');
  await expect(call).toHaveAttribute("data-verdict", "refused");
  await call.getByRole("button", { name: /Why not\?/ }).click();
  const why = call.locator(".why");
  await expect(why).toHaveAttribute("data-why-state", "found");
  const entry = why.locator(".why-item", { hasText: 'Allowlist "git" for agent "ops" in' });
  await entry.getByRole("button", { name: /^Apply/ }).click();
  await expect.poll(() => editorText(page, "approvals")).toContain('"allowlist": ["make", "git"]');
  await expect(call).toHaveAttribute("data-verdict", "run");
  expect(await editorText(page, "scenarios")).toBe(scenarios);
  expect(watch.errors).toEqual([]);
});

test("a message routed to another agent than expected: the Routing card says which binding matched, shows it in the editor, and a verified why not routes it where wanted", async ({
  page,
  watch,
}) => {
  await openStudio(page);
  const config = `{
  "agents": {
    "ownership": "explicit",
    "defaults": { "systemAgent": { "agentId": "main" } },
    "entries": { "main": {}, "support": {}, "writer": {} }
  },
  "bindings": [
    { "agentId": "writer", "match": { "channel": "discord", "guildId": "g1" } },
    { "agentId": "support", "match": { "channel": "discord", "peer": { "kind": "channel", "id": "help" } } }
  ]
}
`;
  const scenarios = `{
  "messages": [{ "channel": "discord", "peer": { "kind": "channel", "id": "general" }, "guildId": "g1", "expect": "support" }]
}
`;
  await setEditorText(page, "config", config);
  await setEditorText(page, "scenarios", scenarios);
  const message = openclaw(page).getByTestId("openclaw-routing").locator("li[data-message-index='0']");
  await expect(message).toHaveAttribute("data-agent", "writer");
  await expect(message).toHaveAttribute("data-matched-by", "binding.guild");
  await expect(message).toHaveAttribute("data-session-key", "agent:writer:discord:channel:general");
  await expect(message.locator("[data-expect-met='false']")).toHaveText("expected support: not met");
  await expect(page.getByTestId("panel-problems").locator('[data-code="OC303"]')).toHaveCount(1);
  await message.getByRole("button", { name: "Show the binding" }).click();
  await expect
    .poll(async () => {
      const selection = await page.evaluate(() => window.__scopeStudio?.selection());
      const text = await editorText(page, "config");
      return selection ? text.slice(selection.start, selection.end) : "";
    })
    .toBe('{ "agentId": "writer", "match": { "channel": "discord", "guildId": "g1" } }');
  // What would route it to support: the agent expected is offered first; the change found is verified by the engine.
  await expect(message.getByLabel("Route it to the agent")).toHaveValue("support");
  await message.getByRole("button", { name: "What would?" }).click();
  const why = message.locator("section.why[data-why-state='found']");
  const first = why.locator(".why-item").first();
  await expect(first).toHaveAttribute("data-first-change", 'Set bindings[1].match.peer.id to "general" (now "help")');
  await expect(first).toContainText("Changes no other answer.");
  await expect(why.locator(".why-item").filter({ hasText: "Point bindings[0] at agent" })).toHaveCount(1);
  await first.getByRole("button", { name: /^Apply/ }).click();
  await expect(message).toHaveAttribute("data-agent", "support");
  await expect(message).toHaveAttribute("data-matched-by", "binding.peer");
  await expect(message.locator("[data-expect-met='true']")).toHaveText("expected support: met");
  expect(await editorText(page, "config")).toBe(config.replace('"id": "help"', '"id": "general"'));
  await expect(page.getByTestId("panel-problems").locator('[data-code="OC303"]')).toHaveCount(0);
  // The answers of the agent that answers it, one click away.
  await message.getByRole("button", { name: "Show support's answers" }).click();
  await expect(openclaw(page).locator('li[data-agent-id="support"]')).toBeFocused();
  expect(watch.errors).toEqual([]);
});

test("the matrix in OpenClaw's terms: agents by tool groups per session, a cell's tools with the layer, why not", async ({
  page,
  watch,
}) => {
  await openStudio(page);
  const config = `{
  "tools": { "profile": "coding", "deny": ["process"] },
  "agents": {
    "ownership": "explicit",
    "defaults": { "systemAgent": { "agentId": "main" } },
    "entries": { "main": {}, "reader": { "tools": { "allow": ["read", "web_fetch"] } } }
  }
}
`;
  await setEditorText(page, "config", config);
  const matrix = openclaw(page).getByTestId("openclaw-matrix");
  const cell = (agent: string, group: string) => matrix.locator(`tr[data-agent="${agent}"] td[data-group="${group}"]`);
  await expect(cell("main", "group:fs")).toHaveAttribute("data-state", "all");
  await expect(cell("main", "group:runtime")).toHaveText("3 of 4");
  await expect(cell("reader", "group:fs")).toHaveText("1 of 5");
  await expect(cell("reader", "group:ui")).toHaveAttribute("data-state", "none");
  await cell("main", "group:runtime").getByRole("button").click();
  const detail = matrix.getByTestId("openclaw-matrix-detail");
  await expect(detail.locator('li[data-tool="process"]')).toContainText("denied by tools.allow");
  await expect(detail.locator('li[data-tool="exec"]')).toContainText("allowed");
  // A sub-agent's session: 2026.9 keeps gateway from every sub-agent.
  await matrix.getByRole("radio", { name: "A sub-agent" }).check();
  await expect(cell("main", "group:automation")).toHaveText("1 of 5");
  await matrix.getByRole("radio", { name: "Main session" }).check();
  await detail.locator('li[data-tool="process"]').getByRole("button", { name: "Why not?" }).click();
  const found = detail.locator(".why");
  await expect(found).toHaveAttribute("data-why-state", "found");
  await expect(found.locator(".why-title").first()).toHaveText('Remove "process" from tools.deny');
  expect(watch.errors).toEqual([]);
});

test("a spawn the release refuses: the Sub-agents card says so in OpenClaw's words, names the setting, and the fix makes it allowed", async ({
  page,
  watch,
}) => {
  await openStudio(page);
  const config = `{
  "agents": {
    "ownership": "explicit",
    "defaults": { "systemAgent": { "agentId": "main" } },
    "entries": { "main": { "subagents": { "allowAgents": [] } }, "writer": {} }
  }
}
`;
  await setEditorText(page, "config", config);
  await setEditorText(
    page,
    "scenarios",
    `{ "spawns": [{ "from": "main", "spawn": "writer", "expect": "allowed" }] }\n`,
  );
  const spawn = openclaw(page).getByTestId("openclaw-spawns").locator("li[data-spawn-index='0']");
  await expect(spawn).toHaveAttribute("data-allowed", "false");
  await expect(spawn).toContainText(
    'agentId is not allowed for sessions_spawn (allowed: none). The list is agents.entries.main.subagents.allowAgents: add "writer" to it',
  );
  await expect(page.getByTestId("panel-problems").locator('[data-code="OC305"]')).toHaveCount(1);
  await spawn.getByRole("button", { name: "Show the setting" }).click();
  await expect
    .poll(async () => {
      const selection = await page.evaluate(() => window.__scopeStudio?.selection());
      const text = await editorText(page, "config");
      return selection ? text.slice(selection.start, selection.end) : "";
    })
    .toBe("[]");
  await setEditorText(page, "config", config.replace('"allowAgents": []', '"allowAgents": ["writer"]'));
  await expect(spawn).toHaveAttribute("data-allowed", "true");
  await expect(spawn).toContainText("main may spawn writer: the child runs in agent:writer:subagent:<id>");
  await expect(page.getByTestId("panel-problems").locator('[data-code="OC305"]')).toHaveCount(0);
  expect(watch.errors).toEqual([]);
});
