import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateSync } from "fflate";
import type { Page } from "@playwright/test";
import { decodeState, encodeState, linkFits } from "../src/core/index";
import { editorText, expect, openStudio, setEditorText, showTab, test } from "./fixtures";

const DRAFT = '{\n  // my own work, not shared\n  "agents": { "list": [{ "id": "mine", "default": true }] }\n}\n';
const SHARED = {
  config: '{\n  // “shared” ✓ 🙂\n  "agents": { "list": [{ "id": "theirs", "default": true }] }\n}\n',
  scenarios: '{ "sessions": [{ "key": "agent:theirs:main" }] }\n',
};
const KEY = "sk-ant-api03-Zx81kQp2Lm7Vt4Rr9Yw3Hb6Nc";

test.afterEach(async ({ watch, baseURL }) => {
  const base = new URL(baseURL ?? "http://127.0.0.1:4173").origin;
  expect(
    watch.requests.filter((url) => !url.startsWith(base) && !url.startsWith("data:") && !url.startsWith("blob:")),
  ).toEqual([]);
  expect(watch.errors).toEqual([]);
});

const base = (baseURL: string | undefined) => `${new URL(baseURL ?? "http://127.0.0.1:4173").origin}/`;

/** Opens the studio with a local draft of our own in the editor (autosaved). */
async function withDraft(page: Page): Promise<void> {
  await openStudio(page);
  await setEditorText(page, "config", DRAFT);
  await expect.poll(() => page.evaluate(() => Object.values(localStorage).join("\n"))).toContain("my own work");
}

/** A fresh load of the page at `url` (a new document, not a same-page fragment change). */
async function load(page: Page, url: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(url);
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => window.__scopeStudio !== undefined);
}

function base64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A well-formed link (checksum and all) whose state does not fit the schema: an unknown tab. */
function invalidShapeLink(): string {
  const body = new TextEncoder().encode('{"c":2,"t":"nowhere"}\n{}{}');
  const framed = new Uint8Array(body.length + 4);
  new DataView(framed.buffer).setUint32(0, crc32(body));
  framed.set(body, 4);
  return `v1.0.${base64url(deflateSync(framed))}`;
}

function flip(fragment: string, at: number): string {
  const c = fragment[at] === "A" ? "B" : "A";
  return fragment.slice(0, at) + c + fragment.slice(at + 1);
}

const good = encodeState({ ...SHARED, tab: "config" });
const BAD_LINKS: readonly [string, string, string][] = [
  ["truncated", good.slice(0, Math.floor(good.length / 2)), "SC405"],
  ["corrupted (one character flipped)", flip(good, good.length - 12), "SC406"],
  ["an unknown version", "v9.1.xxx", "SC402"],
  ["an unknown dictionary", "v1.zz.xxx", "SC403"],
  ["a bomb (6 MB of zeros)", `v1.0.${base64url(deflateSync(new Uint8Array(6 * 1024 * 1024)))}`, "SC407"],
  ["valid data of the wrong shape", invalidShapeLink(), "SC409"],
];

test("a link made by the command line opens with both documents intact, and the draft comes back", async ({
  page,
  baseURL,
}) => {
  if (!existsSync("dist-node/cli.js")) execFileSync("npm", ["run", "build:node"], { stdio: "ignore" });
  const dir = mkdtempSync(join(tmpdir(), "share-e2e-"));
  writeFileSync(join(dir, "sophiaclaw.json"), SHARED.config);
  writeFileSync(join(dir, "scenarios.json"), SHARED.scenarios);
  const args = ["link", join(dir, "sophiaclaw.json"), "--scenarios", join(dir, "scenarios.json")];
  const url = execFileSync("node", ["bin/scope-studio", ...args, "--base", base(baseURL)], { encoding: "utf8" }).trim();
  expect(url.startsWith(`${base(baseURL)}#v1.`)).toBe(true);

  await withDraft(page);
  await load(page, url);
  expect(await editorText(page, "config")).toBe(SHARED.config);
  expect(await editorText(page, "scenarios")).toBe(SHARED.scenarios);
  expect(new URL(page.url()).hash).toBe("");
  const banner = page.getByTestId("share-banner");
  await expect(banner).toContainText("Your own draft was kept");

  await page.reload();
  await page.waitForFunction(() => window.__scopeStudio !== undefined);
  expect(await editorText(page, "config")).toBe(SHARED.config);

  await page.getByRole("button", { name: "Share", exact: true }).click();
  await page.getByRole("button", { name: "Bring back my draft" }).click();
  await expect.poll(() => editorText(page, "config")).toBe(DRAFT);
  await expect(banner).toHaveText(/Your draft is back/);
});

test("a link made by the page decodes back to the same texts and tab", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base(baseURL) });
  await withDraft(page);
  await showTab(page, "scenarios");
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByTestId("share-menu").getByRole("status")).toHaveText("Link copied to the clipboard.");
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url.startsWith(`${base(baseURL)}#v1.`)).toBe(true);
  const scenarios = await editorText(page, "scenarios");
  expect(decodeState(new URL(url).hash)).toEqual({ ok: true, state: { config: DRAFT, scenarios, tab: "scenarios" } });
  const length = Number(await page.getByTestId("share-meter").getAttribute("data-length"));
  expect(length).toBe(url.length);

  await setEditorText(page, "config", "{}");
  await load(page, url);
  expect(await editorText(page, "config")).toBe(DRAFT);
  await expect(page.getByRole("tab", { name: "scenarios.json" })).toHaveAttribute("aria-selected", "true");
});

test("without a clipboard, the link and the Markdown wait in fields to copy by hand", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined }));
  await openStudio(page);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await page.getByRole("button", { name: "Copy link" }).click();
  const field = page.getByRole("textbox", { name: "Link to copy by hand" });
  await expect(field).toBeFocused();
  const url = await field.inputValue();
  expect(decodeState(new URL(url).hash)).toMatchObject({
    ok: true,
    state: { config: await editorText(page, "config") },
  });

  await page.getByRole("button", { name: "Copy as Markdown" }).click();
  const markdown = await page.getByRole("textbox", { name: "Markdown to copy by hand" }).inputValue();
  expect(markdown).toContain(`Open in Scope Studio: <${url}>`);
  expect(markdown).toContain("**Decisions**");
  // Decisions are inert Markdown that reads as written: only what Markdown needs is escaped.
  expect(markdown).toMatch(/^- explorer bash git status --short: runs/m);
});

for (const [name, fragment, code] of BAD_LINKS) {
  test(`a bad link (${name}) opens the draft with a banner that names the problem`, async ({ page, baseURL }) => {
    const decoded = decodeState(fragment);
    expect(decoded.ok === false && decoded.error.code).toBe(code);
    await withDraft(page);
    await load(page, `${base(baseURL)}#${fragment}`);
    const banner = page.getByRole("alert").filter({ hasText: "could not be opened" });
    await expect(banner).toContainText(`(${code})`);
    if (!decoded.ok) await expect(banner).toContainText(decoded.error.message);
    expect(await editorText(page, "config")).toBe(DRAFT);
    await banner.getByRole("button", { name: "Dismiss" }).click();
    await expect(banner).toHaveCount(0);
  });
}

test("a link of a megabyte of garbage is named in its banner, not shown", async ({ page, baseURL }) => {
  const garbage = Array.from({ length: 1024 * 1024 }, (_, i) => "aZ9_-~"[i % 6]).join("");
  const fragment = `v1.${garbage}.xxx`;
  await withDraft(page);
  await load(page, `${base(baseURL)}#${fragment}`);
  const banner = page.getByRole("alert").filter({ hasText: "could not be opened" });
  await expect(banner).toContainText("(SC403)");
  await expect(banner).toContainText(`"${garbage.slice(0, 40)}…" (${garbage.length} characters)`);
  expect((await banner.textContent())!.length).toBeLessThan(600);
  expect(await editorText(page, "config")).toBe(DRAFT);
});

test("a link pasted into the address bar of an open page opens too", async ({ page }) => {
  await withDraft(page);
  await page.evaluate((fragment) => (window.location.hash = fragment), good);
  await expect.poll(() => editorText(page, "config")).toBe(SHARED.config);
  await page.getByTestId("share-banner").getByRole("button", { name: "Bring back my draft" }).click();
  await expect.poll(() => editorText(page, "config")).toBe(DRAFT);
});

test("secrets are flagged before a link is made; Redact is an undoable, autosaved edit", async ({ page }) => {
  await openStudio(page);
  await setEditorText(page, "config", `{\n  "agents": {},\n  "apiKey": "${KEY}"\n}\n`);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const secrets = page.getByTestId("share-secrets");
  await expect(secrets).toContainText("Anthropic API key in sophiaclaw.json, line 3");
  await expect(secrets.locator("code")).toHaveText(/^sk-a… \(38 characters\)$/);
  expect(await page.getByTestId("share-menu").innerText()).not.toContain(KEY);

  await secrets.getByRole("button", { name: "Redact" }).click();
  await expect(secrets).toHaveCount(0);
  expect(await editorText(page, "config")).toContain('"apiKey": "<redacted>"');
  await expect.poll(() => page.evaluate(() => Object.values(localStorage).join("\n"))).toContain("<redacted>");

  await page.keyboard.press("Escape");
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+Z");
  await expect.poll(() => editorText(page, "config")).toContain(KEY);
});

test("the meter says which destinations the link fits", async ({ page }) => {
  await openStudio(page);
  // Random hex does not compress: the link ends up between Discord's and Slack's limits.
  let seed = 7;
  const noise = Array.from({ length: 3600 }, () => ((seed = (seed * 48271) % 2147483647) >> 4) & 15).map((n) =>
    n.toString(16),
  );
  await setEditorText(page, "config", `{ "note": "${noise.join("")}" }`);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const meter = page.getByTestId("share-meter");
  const length = Number(await meter.getAttribute("data-length"));
  expect(length).toBeGreaterThan(2000);
  expect(length).toBeLessThan(4000);
  await expect(meter).toContainText(`This link is ${length.toLocaleString("en-US")} characters long.`);
  for (const fit of linkFits(length)) {
    await expect(meter.locator(`[data-destination="${fit.id}"]`)).toHaveAttribute("data-fits", String(fit.fits));
    await expect(meter.locator(`[data-destination="${fit.id}"]`)).toContainText(fit.fits ? "✓" : "✗");
  }
  await expect(meter.locator('[data-destination="discord"]')).toHaveAttribute("data-fits", "false");
  await expect(meter.locator('[data-destination="slack"]')).toHaveAttribute("data-fits", "true");
});

test("the share controls have names and work from the keyboard", async ({ page, baseURL }) => {
  await withDraft(page);
  await load(page, `${base(baseURL)}#v9.1.xxx`);
  const share = page.getByRole("button", { name: "Share", exact: true });
  await share.focus();
  await page.keyboard.press("Enter");
  await expect(share).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Copy as Markdown" })).toBeFocused();
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll(".share button, .share input, .share textarea, .banner button")]
      .filter(
        (el) => !(el.getAttribute("aria-label") || (el as HTMLInputElement).labels?.length || el.textContent?.trim()),
      )
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(unnamed).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(share).toHaveAttribute("aria-expanded", "false");
  await expect(share).toBeFocused();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`screenshots of the share menu and a bad-link banner, ${colorScheme}`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.emulateMedia({ colorScheme });
    await withDraft(page);
    await load(page, `${base(baseURL)}#${good.slice(0, 40)}`);
    await expect(page.getByTestId("share-banner")).toBeVisible();
    await page.screenshot({ path: `test-results/share-banner-${colorScheme}.png` });
    await setEditorText(page, "config", `{\n  "agents": {},\n  "apiKey": "${KEY}"\n}\n`);
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await expect(page.getByTestId("share-secrets")).toBeVisible();
    await page.screenshot({ path: `test-results/share-menu-${colorScheme}.png` });
  });
}

test("a proposal link made in one browser opens in another as the decision diff with both texts; the receiver's draft stays restorable", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base(baseURL) });
  // The proposer: the starter (the baseline), then a change: the rm -rf deny rule goes.
  await openStudio(page);
  const starter = await editorText(page, "config");
  const proposed = starter
    .split("\n")
    .filter((l) => !l.includes('"rm -rf *"'))
    .join("\n");
  await setEditorText(page, "config", proposed);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await page.getByRole("button", { name: "Propose this change" }).click();
  await expect(page.getByTestId("share-menu").getByRole("status")).toHaveText("Proposal link copied to the clipboard.");
  const url = await page.evaluate(() => navigator.clipboard.readText());
  await expect(page.getByTestId("proposal-length")).toHaveAttribute("data-length", String(url.length));
  const read = decodeState(new URL(url).hash);
  expect(read.ok && [read.state.config, read.state.baseline?.config]).toEqual([proposed, starter]);

  // The receiver, in a browser of their own, with a draft of their own.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await withDraft(theirs);
  await load(theirs, url);
  await theirs.waitForFunction(() => window.__scopeStudio?.analyzed() === true, undefined, { timeout: 20_000 });
  expect(await editorText(theirs, "config")).toBe(proposed);
  const banner = theirs.getByTestId("share-banner");
  await expect(banner).toHaveAttribute("data-proposal", "true");
  // Both texts: the line the proposal removes, as it was.
  await expect(banner.locator('figure[data-doc="config"] .why-del').filter({ hasText: '"rm -rf *"' })).toHaveCount(1);
  // The removed line alone: nothing beside it shows as changed.
  await expect(banner.locator('figure[data-doc="config"] .why-del')).toHaveCount(1);
  await expect(banner.locator('figure[data-doc="config"] .why-add')).toHaveCount(0);
  // The decision diff: the call the rule decided, refused before and asked after, each with its reason.
  const change = theirs.getByTestId("panel-changes").locator('[data-change="changed"]', { hasText: "rm -rf build" });
  await expect(change.first().locator('[data-side="before"] .change-value')).toHaveText("refused");
  await expect(change.first().locator('[data-side="before"] .change-why')).toContainText('"rm -rf *"');
  // Keeping their own: the draft comes back, whole.
  await banner.getByRole("button", { name: "Keep mine instead" }).click();
  await expect.poll(() => editorText(theirs, "config")).toBe(DRAFT);
  await other.close();
});
