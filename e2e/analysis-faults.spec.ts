/**
 * The analysis under faults: a tab that crashed mid-analysis reopens paused (no crash loop), a worker script that
 * cannot load says why and offers a retry, and a costly analysis in the worker leaves the editor responsive while
 * the panels say they are being updated.
 */
import type { Page } from "@playwright/test";
import { encodeState } from "../src/core/index";
import { editorText, expect, openStudio, panel, test } from "./fixtures";

// A service worker would answer the script requests these tests block or count.
test.use({ serviceWorkers: "block" });

const base = (baseURL: string | undefined) => `${new URL(baseURL ?? "http://127.0.0.1:4173").origin}/`;
const panels = (page: Page) => page.locator(".panels");
const WORKER_SCRIPT = /analysis\.worker[^/]*\.js/;

/**
 * Documents whose analysis takes seconds (past the worker's budget, so it is cut off): thousands of permission rules,
 * each weighed for hundreds of calls. One entry a line, so the editor loads them at once; few calls, so their answer
 * is quick to draw.
 */
function costly(rules = 4_000, calls = 4_000): { config: string; scenarios: string } {
  const rule = (i: number) =>
    `    { "permission": "bash", "pattern": "*cmd${i}*x*y*", "action": "${i % 2 ? "allow" : "deny"}" }`;
  const call = (i: number) => `    { "tool": "bash", "pattern": "run cmd${i} x y z" }`;
  const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join(",\n");
  return {
    config: `{\n  "agents": { "list": [{ "id": "a0", "default": true }] },\n  "tools": [{ "name": "bash", "class": "execute" }],\n  "permission": { "rules": [\n${lines(rules, rule)}\n  ] }\n}\n`,
    scenarios: `{\n  "calls": [\n${lines(calls, call)}\n  ]\n}\n`,
  };
}

const linkTo = (baseURL: string | undefined, docs: { config: string; scenarios: string }) =>
  `${base(baseURL)}#${encodeState({ ...docs, tab: "config" })}`;

/** Loads `url` as a fresh document and waits for the editor. */
async function load(page: Page, url: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(url);
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => window.__scopeStudio !== undefined);
}

const MARKER_KEY = "scope-studio:analysis-in-progress:v1";
const marker = (page: Page) => page.evaluate((key) => localStorage.getItem(key), MARKER_KEY);
/** Whether some saved value in storage holds `text` (the documents store's keys are its own business). */
const stored = (page: Page, text: string) =>
  page.evaluate((t) => Object.keys(localStorage).some((k) => (localStorage.getItem(k) ?? "").includes(t)), text);

test("a tab that crashed mid-analysis reopens paused, the documents intact, until the user chooses", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const docs = costly();
  await page.goto(linkTo(baseURL, docs));
  // The link's documents are in the worker, the page has recorded that an analysis is in progress, and the
  // documents are saved (autosave): what a crash in the middle of this analysis would leave.
  await expect(panels(page)).toHaveAttribute("data-state", "busy");
  await expect.poll(() => marker(page)).not.toBeNull();
  await expect.poll(() => stored(page, "cmd3999*")).toBe(true);
  await expect(panels(page)).toHaveAttribute("data-state", "busy");
  // The tab dies in the middle of the analysis (as out of memory kills it): no pagehide, nothing cleaned up.
  const cdp = await context.newCDPSession(page);
  const crashed = page.waitForEvent("crash");
  void cdp.send("Page.crash").catch(() => undefined);
  await crashed;

  // The next visit, restored from storage: paused, with the banner, the documents in the editor, no analysis.
  const next = await context.newPage();
  const requests: string[] = [];
  next.on("request", (request) => requests.push(request.url()));
  // An analysis starts by creating the analysis worker, in the same task that decides to analyse (the session's
  // start, which the banner follows): counted as it happens, so "none ran" needs no wait.
  await next.addInitScript(() => {
    const Native = window.Worker;
    const made: string[] = [];
    window.Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        made.push(options?.name ?? String(url));
      }
    };
    Object.assign(window, { __workersMade: made });
  });
  await load(next, base(baseURL));
  const banner = next.getByRole("alert").filter({ hasText: "analysis is paused" });
  await expect(banner).toContainText("The last visit stopped while analysing these documents, so analysis is paused.");
  await expect(banner.getByRole("button", { name: "Analyse now" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Open the starter" })).toBeVisible();
  expect(await editorText(next, "config")).toBe(docs.config);
  expect(await editorText(next, "scenarios")).toBe(docs.scenarios);
  await expect(panels(next)).toHaveAttribute("data-state", "stale");
  const workersMade = await next.evaluate(() => (window as unknown as { __workersMade: string[] }).__workersMade);
  expect(
    workersMade.filter((name) => name === "analysis.worker" || WORKER_SCRIPT.test(name)),
    "no analysis ran",
  ).toEqual([]);
  expect(
    requests.filter((url) => WORKER_SCRIPT.test(url)),
    "no analysis worker was loaded",
  ).toEqual([]);
  await expect(panel(next, "agents")).toHaveCount(0);

  // A reload before choosing stays paused: the loop is broken for good, not for one visit.
  await load(next, base(baseURL));
  await expect(next.getByRole("alert").filter({ hasText: "analysis is paused" })).toBeVisible();

  // "Analyse now" analyses (in the worker, within its budget: these documents are cut off, and the panels say where),
  // and the marker is gone once the answer is in.
  await next.getByRole("button", { name: "Analyse now" }).click();
  await expect(next.getByRole("alert").filter({ hasText: "analysis is paused" })).toHaveCount(0);
  // The count above sees an analysis when one runs: the worker made now is counted.
  await expect
    .poll(() => next.evaluate(() => (window as unknown as { __workersMade: string[] }).__workersMade))
    .toContain("analysis.worker");
  await expect(panel(next, "agents").getByRole("listitem", { name: "Agent a0" })).toBeVisible({ timeout: 60_000 });
  // A machine fast enough finishes within the budget: then the answer is whole and current.
  await next.waitForFunction(() => window.__scopeStudio?.analyzed() === true, undefined, { timeout: 60_000 });
  if ((await panels(next).getAttribute("data-state")) === "stale") {
    await expect(next.getByTestId("analysis-cut-off")).toContainText("stopped while");
  } else {
    await expect(panels(next)).toHaveAttribute("data-state", "current");
  }
  await expect.poll(() => marker(next)).toBeNull();
  expect(await editorText(next, "config")).toBe(docs.config);
});

test("Open the starter replaces the documents of a crashed visit and analyses them", async ({ page, baseURL }) => {
  await openStudio(page);
  // What a visit that died mid-analysis leaves behind (its documents saved, the marker never cleared).
  await page.evaluate(() =>
    localStorage.setItem(
      "scope-studio:analysis-in-progress:v1",
      JSON.stringify({ config: 1, scenarios: 1, digest: "0", at: 0 }),
    ),
  );
  await load(page, base(baseURL));
  await expect(page.getByRole("alert").filter({ hasText: "analysis is paused" })).toBeVisible();
  await page.getByRole("button", { name: "Open the starter" }).click();
  await expect(panel(page, "agents").getByRole("listitem").first()).toBeVisible({ timeout: 20_000 });
  await expect(panels(page)).toHaveAttribute("data-state", "current");
});

test("a worker script that cannot load: an honest message with the reason and a retry", async ({ page }) => {
  let blocked = true;
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.route(WORKER_SCRIPT, (route) => (blocked ? route.abort("blockedbyclient") : route.continue()));
  await page.goto("./");
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible({ timeout: 20_000 });

  const fault = page.getByTestId("analysis-fault");
  await expect(fault).toHaveAttribute("role", "alert");
  await expect(fault).toHaveAttribute("data-fault", "load-failed");
  await expect(fault).toContainText(/The analysis engine \(analysis\.worker[^)]*\) could not be loaded: .+\./);
  await expect(fault).not.toContainText("failed: .");
  await expect(panels(page)).toHaveAttribute("data-state", "stale");
  await expect(page.getByTestId("panels-badge")).toHaveText("Out of date");

  // Retry while the script still cannot load: a new worker is tried, and the message stays honest.
  const tries = () => requests.filter((url) => WORKER_SCRIPT.test(url)).length;
  const before = tries();
  await fault.getByRole("button", { name: "Retry" }).click();
  await expect.poll(tries).toBeGreaterThan(before);
  await expect(fault).toHaveAttribute("data-fault", "load-failed");
  await expect(panels(page)).toHaveAttribute("data-state", "stale");

  // Retry once the script can load: a new worker analyses the texts as they are now.
  blocked = false;
  await fault.getByRole("button", { name: "Retry" }).click();
  await expect(panel(page, "agents").getByRole("listitem").first()).toBeVisible({ timeout: 20_000 });
  await expect(panels(page)).toHaveAttribute("data-state", "current");
  await expect(fault).toHaveCount(0);
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);
});

test("with the worker's script blocked, typing still works and the page analyses what is typed", async ({ page }) => {
  await page.route(WORKER_SCRIPT, (route) => route.abort("blockedbyclient"));
  await page.goto("./");
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("analysis-fault")).toBeVisible();
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("\n// still typing");
  await expect.poll(() => editorText(page, "config")).toContain("// still typing");
  // A small typed text is analysed on the page itself: the panels show its answer, current.
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);
  await expect(panels(page)).toHaveAttribute("data-engine", "page");
  await expect(panels(page)).toHaveAttribute("data-state", "current");
});

test("a costly link is analysed in the worker: the panels are marked busy and the editor stays responsive", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.goto(linkTo(baseURL, costly()));
  await expect(panels(page)).toHaveAttribute("data-state", "busy");
  await expect(panels(page)).toHaveAttribute("aria-busy", "true");
  await expect(page.getByTestId("panels-badge")).toHaveText("Updating: the panels show the previous text");
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible({ timeout: 20_000 });

  // Typing (a space at the end keeps the documents as costly): each edit sends the worker a newer text, which takes
  // it seconds, and the page never analyses one itself: every answer shown is the worker's (the panels' data-engine,
  // recorded at each change), so no key waits for an analysis on the main thread. (How long a key waits is measured
  // by npm run bench -- page, never asserted by a test.)
  await page.evaluate(() => {
    const w = window as unknown as { __engines: string[]; __states: string[] };
    w.__engines = [];
    w.__states = [];
    const root = document.querySelector(".panels");
    w.__states.push(root?.getAttribute("data-state") ?? "");
    w.__engines.push(root?.getAttribute("data-engine") ?? "");
    if (root)
      new MutationObserver(() => {
        w.__states.push(root.getAttribute("data-state") ?? "");
        w.__engines.push(root.getAttribute("data-engine") ?? "");
      }).observe(root, { attributeFilter: ["data-state", "data-engine"] });
  });
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  for (let i = 1; i <= 5; i++) {
    await page.keyboard.type(" ");
    await expect.poll(() => editorText(page, "config"), { intervals: [20] }).toMatch(new RegExp(`[^ ] {${i}}$`));
  }

  // In the end the panels show the typed text's answer: cut off, with a message naming the part that was too costly
  // (a fast machine may finish within the budget: then the answer is whole and current).
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true, undefined, { timeout: 60_000 });
  if ((await panels(page).getAttribute("data-state")) === "stale") {
    await expect(page.getByTestId("analysis-cut-off")).toContainText("stopped while");
    await expect(page.getByTestId("panels-badge")).toHaveText("Out of date");
  } else {
    await expect(panels(page)).toHaveAttribute("data-state", "current");
    await expect(page.getByTestId("analysis-cut-off")).toHaveCount(0);
  }
  // While the worker was on the typed text, the previous answer was marked busy (from before the first key, or from
  // the first key on), never shown as current.
  const states = await page.evaluate(() => (window as unknown as { __states: string[] }).__states);
  expect(states).toContain("busy");
  // Every answer shown while typing came from the worker: none was computed on the page.
  const engines = await page.evaluate(() => (window as unknown as { __engines: string[] }).__engines);
  expect(new Set(engines.filter(Boolean)), "the engines that answered").toEqual(new Set(["worker"]));
});

test("documents opened from a link are analysed in the worker; typing then goes on the page", async ({
  page,
  baseURL,
}) => {
  const config = '{ "agents": { "list": [{ "id": "linked", "default": true }] } }\n';
  await load(page, linkTo(baseURL, { config, scenarios: "{}\n" }));
  await expect(panel(page, "agents").getByRole("listitem", { name: "Agent linked" })).toBeVisible();
  await expect(panels(page)).toHaveAttribute("data-engine", "worker");
  // Typing: once the worker has found these documents quick (its first, cold answer may not be), the page takes over.
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  await expect
    .poll(async () => {
      await page.keyboard.type(" ");
      await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true);
      return panels(page).getAttribute("data-engine");
    })
    .toBe("page");
});
