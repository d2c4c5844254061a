/**
 * A sample of the hostile corpus through the page: documents pasted (setText), links opened through the URL
 * fragment. Each case is judged: no page error, the page not blank (header and every panel, none failed), the
 * editor holding exactly what was set, the due diagnostic or link banner, no element made from user text, no
 * request off the origin, and the tab alive (not crashed). How long the main thread is busy after a case is measured
 * by npm run bench -- page and -- hostile, never asserted here: a busy machine cannot fail these tests.
 */
import type { Page } from "@playwright/test";
import { decodeState, encodeState } from "../src/core/index";
import {
  FAMILIES,
  knownOpenOnPage,
  crashDocuments,
  hostileCorpus,
  sample,
  type HostileCase,
} from "../test/hostile/corpus";
import { editorText, expect, openStudio, panel, setEditorText, test } from "./fixtures";

/** How long to wait for the panels to show the case's analysis before calling it never shown (a wait, not a bound). */
const SETTLE_MS = 60_000;
const PANELS = ["agents", "session", "skills", "delegation", "tools", "problems"] as const;

/** About 50 cases: five of each family (the giants the page is asked to survive among them), and the crash link. */
const cases = sample(
  hostileCorpus().filter((c) => !(c.kind === "link" && c.big) && !knownOpenOnPage(c.name)),
  5,
);

/** Elements a hostile text would bring in, and attributes that run script. */
const injected = (page: Page) =>
  page.evaluate(() => ({
    media: document.querySelectorAll("img, script, iframe, object, embed, video, audio").length,
    handlers: [...document.querySelectorAll("*")].filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name)))
      .length,
    javascriptLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
  }));

async function notBlank(page: Page, name: string): Promise<void> {
  await expect.soft(page.locator("header.top")).toBeVisible();
  for (const id of PANELS) await expect.soft(panel(page, id)).toBeVisible();
  await expect.soft(page.locator(".panel-error"), `${name}: no panel failed to draw`).toHaveCount(0);
}

async function settle(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true, undefined, { timeout: SETTLE_MS });
    return true;
  } catch {
    return false;
  }
}

async function runDocument(page: Page, c: Extract<HostileCase, { kind: "document" }>): Promise<void> {
  const { config, scenarios } = c.make();
  await setEditorText(page, "config", config);
  await setEditorText(page, "scenarios", scenarios);
  expect.soft(await settle(page), `${c.name}: the panels show this case's analysis`).toBe(true);
  expect.soft((await editorText(page, "config")) === config, `${c.name}: config text intact`).toBe(true);
  expect.soft((await editorText(page, "scenarios")) === scenarios, `${c.name}: scenarios text intact`).toBe(true);
  if (c.due !== "nothing") {
    const problems = panel(page, "problems");
    const shown = await problems
      .locator("[data-code]")
      .evaluateAll((els) => els.map((el) => [el.getAttribute("data-code"), el.getAttribute("data-severity")]));
    const met =
      shown.some(([code]) => code === "SC304") ||
      (c.due === "error"
        ? shown.some(([, s]) => s === "error")
        : shown.some(([code]) => c.due !== "error" && typeof c.due === "object" && c.due.codes.includes(code ?? "")));
    expect
      .soft(met, `${c.name}: a due diagnostic (${JSON.stringify(c.due)}) among ${JSON.stringify(shown.slice(0, 5))}`)
      .toBe(true);
  }
}

async function runLink(page: Page, c: Extract<HostileCase, { kind: "link" }>): Promise<void> {
  const fragment = c.make();
  const decoded = decodeState(fragment);
  await page.evaluate(() => (window.location.hash = ""));
  await page.evaluate((f) => (window.location.hash = f), fragment);
  const banner = page.getByTestId("share-banner");
  if (c.due === "ok" && decoded.ok) {
    await expect.soft.poll(() => editorText(page, "config"), { timeout: 15_000 }).toBe(decoded.state.config);
    expect.soft(await editorText(page, "scenarios")).toBe(decoded.state.scenarios);
    expect.soft(await settle(page), `${c.name}: the panels show the link's analysis`).toBe(true);
  } else if (c.due !== "ok") {
    const code = c.due === "refused" ? undefined : c.due.code;
    await expect.soft(banner.and(page.locator("[data-code]"))).toBeVisible();
    if (code) await expect.soft(banner).toHaveAttribute("data-code", code);
  }
}

for (const family of FAMILIES) {
  const of = cases.filter((c) => c.family === family);
  test(`hostile ${family}: ${of.length} cases through the page`, async ({ page, watch, baseURL }) => {
    test.setTimeout(60_000 + of.length * (SETTLE_MS + 15_000));
    let crashed = false;
    page.on("crash", () => (crashed = true));
    await openStudio(page);
    const before = await injected(page);
    let count = 0;
    for (const c of of) {
      await test.step(c.name, async () => {
        const errorsBefore = watch.errors.length;
        if (c.kind === "document") await runDocument(page, c);
        else await runLink(page, c);
        expect.soft(crashed, `${c.name}: the tab did not crash`).toBe(false);
        await notBlank(page, c.name);
        expect.soft(await injected(page), `${c.name}: no element or handler from user text`).toEqual(before);
        expect.soft(watch.errors.slice(errorsBefore), `${c.name}: no page error`).toEqual([]);
        count++;
      });
      if (crashed) {
        crashed = false;
        await openStudio(page);
      }
    }
    console.log(`hostile ${family} through the page: ${count} cases tried`);
    const origin = new URL(baseURL ?? "http://127.0.0.1:4173").origin;
    expect(watch.requests.filter((u) => !u.startsWith(origin) && !/^(data|blob):/.test(u))).toEqual([]);
  });
}

test("the crash link (3.8 MB of documents in a 76 KB link) opens, intact, and the page keeps working", async ({
  page,
  watch,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const docs = crashDocuments();
  const fragment = encodeState({ ...docs, tab: "config" });
  expect(fragment.length).toBeLessThan(76 * 1024);
  let crashed = false;
  page.on("crash", () => (crashed = true));
  await page.goto(`./#${fragment}`);
  await expect(page.locator("header.top")).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => window.__scopeStudio !== undefined, undefined, { timeout: 30_000 });
  await expect.poll(() => editorText(page, "config"), { timeout: 30_000 }).toBe(docs.config);
  expect(await settle(page), "the analysis ends (whole or cut off)").toBe(true);
  expect(crashed).toBe(false);
  await notBlank(page, "crash link");
  expect(await editorText(page, "scenarios")).toBe(docs.scenarios);
  expect(watch.errors).toEqual([]);
  const origin = new URL(baseURL ?? "http://127.0.0.1:4173").origin;
  expect(watch.requests.filter((u) => !u.startsWith(origin) && !/^(data|blob):/.test(u))).toEqual([]);
  console.log(`crash link: ${fragment.length} characters, ${docs.config.length + docs.scenarios.length} of documents`);
});
